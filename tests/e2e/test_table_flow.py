"""The table through the real discord.py client: lobby, posts, panels, DMs, refusals, restarts."""

from __future__ import annotations

import asyncio

import pytest

from cogs import answer
from core.table import Table

from .boardhost import PING, choose, label_id, latest_post, make_bot, open_panel, open_table


@pytest.fixture
def bot(tally_bot):
    return tally_bot


async def test_a_lobby_opens_a_thread_and_the_game_starts_there(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, lobby = await open_table(fake, "tally", alice, [bob], ai=1)
    lobby = fake.find_message(lobby.id)
    seats = lobby.embeds[0]["fields"][0]["value"]
    assert seats == "A · Alice\nB · Bob\nC · AI 1 (smart)"
    post = latest_post(fake, thread)
    assert post.attachments[0].data.startswith(b"\x89PNG")
    assert f"<@{alice.id}>" in post.content and post.item(label="Play")


async def test_the_game_begins_once_when_a_person_makes_the_first_move(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
    await fake.wait_for_message(lambda m: m.channel_id == thread and "swaps their token" in m.content)
    await bot.outbox.idle()
    opening = [m for m in fake.message_list(thread) if "The game begins!" in m.content]
    assert len(opening) == 1 and "Seats: Alice and Bob." in opening[0].content


async def test_a_start_pressed_while_the_thread_is_being_made_posts_the_game_in_the_thread(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    slow = asyncio.Event()
    fake.stall(lambda r: r.method == "POST" and r.path.endswith("/threads"), slow)  # Discord takes its time
    iid = await fake.send_slash("tally new", {}, user=alice)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Join"), user=bob))
    start = await fake.click_button(lobby, label_id(lobby, "Start"), user=alice)
    await asyncio.sleep(0.5)
    slow.set()
    await fake.wait_callback(start)
    await bot.outbox.idle()
    thread = int(fake.threads()[-1]["id"])
    assert [m for m in fake.message_list(thread) if "The game begins!" in m.content]
    assert [m.content for m in fake.message_list(fake.general)] == [""]  # the lobby (an embed) only


async def test_play_opens_a_private_panel_and_micro_steps_edit_it(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    panel = await open_panel(fake, latest_post(fake, thread), alice)
    assert panel.ephemeral and panel.visible_to == alice.id
    assert "Your hidden cards:" in panel.content and panel.attachments[0].data.startswith(b"\x89PNG")
    mark = fake.mark()
    iid = await choose(fake, panel, "add:2", alice)
    answer = await fake.wait_callback(iid)
    assert answer.response_type == 7  # the panel is updated in place
    # bob's reaction window gets no post; once he lets it pass, his turn's post tells both moves
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "pass"}, user=bob))
    post = await fake.wait_for_message(lambda m: m.channel_id == thread and PING.search(m.content), start=mark)
    assert "Alice adds 2: the tally is 2." in post.content and f"<@{bob.id}>" in post.content
    assert f"<@{alice.id}>" not in post.content


def held_up(monkeypatch, owner: object, name: str) -> asyncio.Event:
    """`owner.name` (an async method) waits for the event before it works, as on a busy machine; the
    acknowledgement comes after 50 ms instead of 2 s."""
    held, work = asyncio.Event(), getattr(owner, name)

    async def slow(*args, **kwargs):
        await held.wait()
        return await work(*args, **kwargs)

    monkeypatch.setattr(owner, name, slow)
    monkeypatch.setattr(answer, "PATIENCE", 0.05)
    return held


async def test_a_press_whose_move_takes_long_is_acknowledged_in_time_then_answered(fake_discord, bot, monkeypatch):
    """Discord drops a press not answered within 3 s. A move held up (a busy machine) is acknowledged
    without a word after `answer.PATIENCE`, and the panel is edited in place once the move is made."""
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    panel = await open_panel(fake, latest_post(fake, thread), alice)
    held = held_up(monkeypatch, bot.desk.table, "act")
    iid = await choose(fake, panel, "add:2", alice)
    acknowledged = await fake.wait_callback(iid, settled=False)
    assert acknowledged.response_type == 6, "acknowledged, nothing said yet"
    assert "Your hidden cards:" in fake.find_message(panel.id).content
    mark = fake.mark()
    held.set()
    edit = await fake.wait_for_request(lambda r: r.method == "PATCH" and "/messages/@original" in r.path, start=mark)
    assert "Your hidden cards:" in (edit.json or {}).get("content", "")
    assert not [m for m in fake.message_list(thread) if m.seq >= mark and m.ephemeral], "no second panel"
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "pass"}, user=bob))
    post = await fake.wait_for_message(lambda m: m.channel_id == thread and PING.search(m.content), start=mark)
    assert "Alice adds 2: the tally is 2." in post.content


async def test_a_slow_play_press_on_a_post_is_acknowledged_then_the_panel_follows_privately(fake_discord, bot,
                                                                                          monkeypatch):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    post = latest_post(fake, thread)
    held = held_up(monkeypatch, bot.desk, "send_panel")
    iid = await fake.click_button(post, label_id(post, "Play"), user=alice)
    assert (await fake.wait_callback(iid, settled=False)).response_type == 6
    held.set()
    await fake.wait_callback(iid)
    panel = fake.original(iid)
    assert panel.ephemeral and panel.visible_to == alice.id and "Your hidden cards:" in panel.content
    assert "Your hidden cards:" not in fake.find_message(post.id).content, "the public post stays as it was"


async def test_a_slow_move_by_command_shows_a_private_thinking_then_answers_there(fake_discord, bot, monkeypatch):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    held = held_up(monkeypatch, bot.desk.table, "act")
    iid = await fake.send_slash("tally move", {"action": "add:2"}, user=alice)
    assert (await fake.wait_callback(iid, settled=False)).response_type == 5
    thinking = fake.original(iid)
    assert thinking.ephemeral and thinking.visible_to == alice.id and thinking.loading
    held.set()
    await fake.wait_callback(iid)
    answered = fake.original(iid)
    assert answered.id == thinking.id and not answered.loading and answered.ephemeral
    assert "Your hidden cards:" in answered.content


def public_text(fake, channels) -> str:
    """Everything the channel and the thread show to everyone: contents, embeds, component labels."""
    shown = []
    for channel in channels:
        for message in fake.message_list(channel):
            if not message.ephemeral:
                shown += [message.content, str(message.embeds), str(message.components)]
    return "\n".join(shown)


async def test_hidden_tokens_reach_only_their_owner(fake_discord, bot, caplog):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    fake.close_dms(bob)
    thread, _ = await open_table(fake, "tally", alice, [bob])
    row = await bot.store.get_game(1)
    tokens = row.state["tokens"]
    await fake.wait_until(lambda: fake.dms.get(alice.id) or None, "alice DM")
    assert f"Your hidden cards: {tokens[0]}" in fake.dms[alice.id][-1].content
    notice = await fake.wait_for_message(lambda m: m.channel_id == thread and "can't DM" in m.content)
    assert notice.content == f"I can't DM <@{bob.id}> — use **Play** to see your hand."
    panel = await open_panel(fake, latest_post(fake, thread), alice)
    iid = await choose(fake, panel, "swap", alice)
    await fake.wait_callback(iid)
    row = await bot.store.get_game(1)
    swapped = fake.find_message(panel.id)
    assert f"Your token is now {row.state['tokens'][0]}." in swapped.content
    await fake.wait_until(lambda: len(fake.dms[alice.id]) == 2 or None, "alice second DM")
    secret_words = set(row.state["tokens"]) | set(tokens)
    shown = public_text(fake, [fake.general, thread]) + caplog.text
    assert not [word for word in secret_words if word in shown]


async def test_wrong_presses_get_a_sentence_and_change_nothing(fake_discord, bot):
    fake = fake_discord
    alice, bob, eve = fake.users["alice"], fake.users["bob"], fake.users["eve"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    post = latest_post(fake, thread)

    async def refused(iid, sentence):
        answer = await fake.wait_callback(iid)
        reply = fake.original(iid)
        assert reply.ephemeral and sentence in reply.content, reply.content
        assert (await bot.store.get_game(1)).version == version
        return answer

    version = 0
    await refused(await fake.click_button(post, post.item(label="Play").custom_id, user=eve),
                  "You are not playing in game #1.")
    await refused(await fake.send_slash("tally move", {"action": "add:1"}, user=bob), "It is not your turn")
    await refused(await fake.send_slash("tally move", {"action": "add:7"}, user=alice), "is not allowed right now")
    first, second, stale = [await open_panel(fake, post, alice) for _ in range(3)]
    clicks = [await choose(fake, first, "add:1", alice), await choose(fake, second, "add:1", alice)]
    await asyncio.gather(*(fake.wait_callback(iid) for iid in clicks))
    replies = sorted(fake.original(iid).content for iid in clicks)
    assert sum("That was already done: your move counted once." in r for r in replies) == 1
    version = 1
    assert (await bot.store.get_game(1)).state["tally"] == 1
    iid = await choose(fake, stale, "add:2", alice)
    await refused(iid, "That prompt is out of date")
    fresh = await fake.wait_until(lambda: fake.followups(iid) or None, "the current prompt")
    assert "your panel" in fresh[-1].content and fresh[-1].ephemeral
    broken = latest_post(fake, thread)
    broken.payload["components"][0]["components"][0]["custom_id"] = "bh:act:nonsense"
    await refused(await fake.click_button(broken, "bh:act:nonsense", user=alice), "I don't recognise that button")


async def test_a_finished_game_says_so(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    old_panel = await open_panel(fake, latest_post(fake, thread), alice)
    for user, action in [("alice", "add:2"), ("bob", "pass"), ("bob", "add:2"), ("alice", "pass"),
                         ("alice", "add:2"), ("bob", "pass"), ("bob", "add:2"), ("alice", "pass"),
                         ("alice", "add:2")]:
        iid = await fake.send_slash("tally move", {"action": action}, user=fake.users[user])
        await fake.wait_callback(iid)
    final = await fake.wait_for_message(lambda m: m.channel_id == thread and "🏁" in m.content)
    assert "Alice wins the tally." in final.content
    assert [b.label for b in final.buttons] == ["Table", "Rematch"]  # no Play on a finished game
    iid = await choose(fake, old_panel, "add:1", alice)
    await fake.wait_callback(iid)
    assert "Game #1 is over." in fake.original(iid).content


async def test_a_game_whose_thread_was_deleted_stays_in_reach_by_its_number(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol, eve = (fake.users[n] for n in ("alice", "bob", "carol", "eve"))
    lost, _ = await open_table(fake, "tally", alice, [bob])
    await open_table(fake, "tally", alice, [carol])
    await fake.delete_thread(lost)

    async def reply(command: str, options: dict, user) -> str:
        iid = await fake.send_slash(command, options, user=user)
        await fake.wait_callback(iid)
        answer = fake.original(iid)
        assert answer.ephemeral
        return answer.content

    assert "You are in 2 Tally games" in await reply("tally play", {}, alice)
    assert "Your token is now" in await reply("tally move", {"action": "swap", "game": 1}, alice)
    await bot.outbox.idle()
    told = [m.content for m in fake.dms[alice.id] if "I could not post in the thread" in m.content]
    assert len(told) == 1 and "the thread or channel is gone" in told[0] and "`/tally play game:1`" in told[0]
    assert "**Tally · game #1** — your panel" in await reply("tally play", {}, bob)  # his only game
    assert "**Tally · game #1** — your panel" in await reply("tally play", {"game": 1}, alice)
    iid = await fake.autocomplete("tally play", {"game": ""}, focused="game", user=alice)
    assert [c["value"] for c in (await fake.wait_callback(iid)).choices] == [1, 2]
    iid = await fake.autocomplete("tally move", {"game": 1, "action": ""}, focused="action", user=bob)
    assert "add:1" in [c["value"] for c in (await fake.wait_callback(iid)).choices]
    iid = await fake.send_slash("qube new", {}, user=carol)
    await fake.wait_callback(iid)
    refusals = [({"game": 9}, alice, "There is no game #9 in this server."),
                ({"game": 1}, eve, "You are not playing in game #1."),
                ({"game": 3}, carol, "Game #3 is a Qube Attack game")]
    for options, user, sentence in refusals:
        assert sentence in await reply("tally play", options, user)
    assert sentence in await reply("tally move", {"action": "swap", "game": 3}, carol)
    assert (await bot.store.get_game(1)).version == 1


async def test_autocomplete_lists_the_legal_moves(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    await open_table(fake, "tally", alice, [bob])
    iid = await fake.autocomplete("tally move", {"action": "add"}, focused="action", user=alice)
    answer = await fake.wait_callback(iid)
    assert [c["value"] for c in answer.choices] == ["add:1", "add:2"]


async def test_a_button_posted_before_a_restart_still_works(fake_discord, run_bot, database, with_tally):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    async with run_bot(make_bot(database)):
        thread, _ = await open_table(fake, "tally", alice, [bob])
        iid = await fake.send_slash("tally move", {"action": "add:2"}, user=alice)
        await fake.wait_callback(iid)
        before = latest_post(fake, thread)
    async with run_bot(make_bot(database)) as again:
        panel = await open_panel(fake, before, bob)
        assert "React to the last addition." in panel.content
        await fake.wait_callback(await choose(fake, panel, "boo", bob))
        row = await again.store.get_game(1)
        assert (row.version, row.state["boos"]) == (2, 1)
        assert await again.desk.table.replay_matches(1)


async def test_a_turn_committed_but_not_posted_is_posted_after_a_restart(fake_discord, run_bot, database, with_tally):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    async with run_bot(make_bot(database)) as first:
        thread, _ = await open_table(fake, "tally", alice, [bob])
        await first.outbox.idle()  # the game's lane is done with its opening mail: it won't look again
        await Table(first.store).act(1, alice.id, "swap")  # committed with its mail; nobody delivers it
        before = len(fake.message_list(thread))
    mark = fake.mark()
    async with run_bot(make_bot(database)) as again:
        post = await fake.wait_for_message(lambda m: m.channel_id == thread and "swaps their token" in m.content,
                                           start=mark)
        assert f"<@{bob.id}>" in post.content
        await again.outbox.idle()
        assert len(fake.message_list(thread)) == before + 1


async def test_a_missing_permission_is_named(fake_discord, bot):
    fake = fake_discord
    await fake.deny(fake.general, "attach_files")
    iid = await fake.send_slash("tally new", user=fake.users["alice"])
    await fake.wait_callback(iid)
    reply = fake.original(iid)
    assert reply.ephemeral and "I need the Attach Files permission in this channel" in reply.content
    assert await bot.store.get_game(1) is None


async def test_without_thread_permissions_the_game_runs_in_the_channel(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    await fake.deny(fake.general, "create_public_threads")
    iid = await fake.send_slash("tally new", user=alice)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    assert "I can't open a thread here" in lobby.content and not fake.threads()
    await fake.wait_callback(await fake.click_button(lobby, lobby.item(label="Join").custom_id, user=bob))
    await fake.wait_callback(await fake.click_button(lobby, lobby.item(label="Start").custom_id, user=alice))
    post = await fake.wait_for_message(lambda m: m.channel_id == fake.general and PING.search(m.content))
    assert f"<@{alice.id}>" in post.content and post.item(label="Play")


async def test_games_lists_yours_and_cancel_is_for_the_host_or_a_moderator(fake_discord, bot):
    fake = fake_discord
    alice, bob, mod = fake.users["alice"], fake.users["bob"], fake.users["mod"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    iid = await fake.send_slash("games list", user=alice)
    await fake.wait_callback(iid)
    assert fake.original(iid).content == f"#1 Tally — **your move** — <#{thread}>"
    iid = await fake.send_slash("games list", user=bob)
    await fake.wait_callback(iid)
    assert fake.original(iid).content == f"#1 Tally — waiting for Alice — <#{thread}>"
    iid = await fake.send_slash("games cancel", {"game": 1}, user=bob)
    await fake.wait_callback(iid)
    assert "Only the host or someone with Manage Server" in fake.original(iid).content
    iid = await fake.send_slash("games cancel", {"game": 1}, user=mod)
    await fake.wait_callback(iid)
    assert fake.original(iid).content == "Game #1 is cancelled."
    assert (await bot.store.get_game(1)).status == "cancelled"
    notice = await fake.wait_for_message(lambda m: m.channel_id == thread and "was cancelled" in m.content)
    assert "Mod" in notice.content or "mod" in notice.content


async def test_rules_are_readable_in_discord(fake_discord, bot):
    fake = fake_discord
    iid = await fake.send_slash("tally rules", {"section": "Winning"}, user=fake.users["eve"])
    await fake.wait_callback(iid)
    reply = fake.original(iid)
    assert reply.ephemeral and reply.embeds[0]["title"] == "Winning"
    assert reply.embeds[0]["description"] == "Reach 10."
    assert reply.attachments[0].filename == "tally-rules.md"


async def test_the_table_button_shows_anyone_the_whole_table_privately(fake_discord, bot):
    fake = fake_discord
    alice, bob, eve = fake.users["alice"], fake.users["bob"], fake.users["eve"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    post = latest_post(fake, thread)
    for user in (bob, eve):  # a player not on turn, and a spectator
        iid = await fake.click_button(post, post.item(label="Table").custom_id, user=user)
        await fake.wait_callback(iid)
        reply = fake.original(iid)
        assert reply.ephemeral and reply.visible_to == user.id and "the whole table" in reply.content
        assert reply.attachments[0].data.startswith(b"\x89PNG")


def forged(message, custom_id: str):
    """The message as a client that sent a hand-made custom id would show it."""
    message.payload["components"][0]["components"][0]["custom_id"] = custom_id
    return message


@pytest.mark.parametrize(("custom_id", "sentence"), [
    ("bh:page:1:{version}:abc", "That page button is damaged"),
    ("bh:act:1:end", "I don't recognise that button"),
    ("bh:act:1:1234567890:add:1", "I don't recognise that button"),
])
async def test_mangled_presses_get_a_sentence(fake_discord, bot, custom_id, sentence):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    panel = await open_panel(fake, latest_post(fake, thread), alice)
    custom_id = custom_id.format(version=(await bot.store.get_game(1)).version)
    iid = await fake.click_button(forged(panel, custom_id), custom_id, user=alice)
    await fake.wait_callback(iid)
    assert sentence in fake.original(iid).content and (await bot.store.get_game(1)).version == 0


async def test_a_page_press_in_a_lobby_is_answered_with_where_the_game_stands(fake_discord, bot):
    fake = fake_discord
    alice = fake.users["alice"]
    iid = await fake.send_slash("tally new", {}, user=alice)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    iid = await fake.click_button(forged(lobby, "bh:page:1:0:0"), "bh:page:1:0:0", user=alice)
    await fake.wait_callback(iid)
    reply = fake.original(iid)
    assert reply.ephemeral and "Game #1 has not started yet." in reply.content


async def test_a_panel_press_on_a_public_post_never_turns_it_private(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    post = latest_post(fake, thread)
    content = post.content
    custom_id = "bh:page:1:0:0"
    iid = await fake.click_button(forged(post, custom_id), custom_id, user=alice)
    await fake.wait_callback(iid)
    post = fake.find_message(post.id)
    assert post.content == content and post.edits == 0 and not post.ephemeral
    panel = fake.original(iid)
    assert panel.ephemeral and panel.visible_to == alice.id and "your panel" in panel.content
