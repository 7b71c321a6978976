"""Around the moves through the real discord.py client: /help, the lobby's AI levels and options,
catching up, looking back, the end of a game, ratings, rematch."""

from __future__ import annotations

import asyncio

import pytest

from core.store import Timer
from core.table import TableError

from .boardhost import add_ai_id, choose, label_id, latest_post, open_panel, open_table, person_to_act
from .test_games_commands import answer


@pytest.fixture
def bot(tally_bot):
    return tally_bot


async def test_help_is_one_short_ephemeral_page_naming_every_game(fake_discord, bot):
    text = await answer(fake_discord, "help", {}, fake_discord.users["eve"])
    assert len(text) <= 2000
    for title, players in (("Moon-Bots", "2–4"), ("Qube Attack", "2–6"), ("Bot Factory", "1–4"),
                           ("20th Century", "3–5")):
        assert f"**{title}**" in text and f"{players} players" in text
    assert "days by post" in text and "`/games list" in text and "**Join**" in text


async def test_the_lobby_adds_an_ai_seat_at_a_chosen_level_and_removes_it(fake_discord, bot):
    fake = fake_discord
    alice, bob, eve = fake.users["alice"], fake.users["bob"], fake.users["eve"]
    iid = await fake.send_slash("tally new", {"reaction_seconds": 30}, user=alice)
    await fake.wait_callback(iid)
    lobby = fake.original(iid)
    options = lobby.embeds[0]["fields"][1]["value"]
    assert options == "Reaction window: 30 s"
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Join"), user=bob))
    await fake.wait_callback(await fake.select(lobby, add_ai_id(lobby), ["random"], user=bob))
    await fake.wait_callback(await fake.select(lobby, add_ai_id(lobby), ["smart"], user=alice))
    seats = fake.find_message(lobby.id).embeds[0]["fields"][0]["value"]
    assert seats == "A · Alice\nB · Bob\nC · AI 1 (easy)\nD · AI 2 (smart)"
    row = await bot.store.get_game(1)
    assert [s.ai for s in row.seats] == [None, None, "random", "smart"]

    iid = await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=eve)
    await fake.wait_callback(iid)
    assert fake.original(iid).ephemeral and "Only players seated" in fake.original(iid).content
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=bob))
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=bob))
    seats = fake.find_message(lobby.id).embeds[0]["fields"][0]["value"]
    assert seats == "A · Alice\nB · Bob"
    iid = await fake.click_button(lobby, label_id(lobby, "Remove AI seat"), user=bob)
    await fake.wait_callback(iid)
    assert fake.original(iid).ephemeral and "no AI seat to remove" in fake.original(iid).content


async def test_games_none_names_every_games_new(fake_discord, bot):
    text = await answer(fake_discord, "games list", {}, fake_discord.users["eve"])
    for key in ("moonbots", "qube", "proponi", "botfactory", "century"):
        assert f"`/{key} new`" in text


async def play_out(bot, game_id: int, add: str = "add:2") -> None:
    """Play a Tally game to its end through the table: each person adds, reactions pass."""
    table = bot.desk.table
    while (row := await bot.store.get_game(game_id)).status == "active":
        game, state = await table.load(row)
        seat = game.pending(state)[0]
        if row.seats[seat].ai:
            await asyncio.sleep(0.01)  # the AI seat plays on its timer
            continue
        action = "pass" if state["react"] is not None else add
        await table.act(game_id, row.seats[seat].user_id, action)
    await bot.outbox.idle()


async def test_stats_and_leaderboard_after_two_finished_games(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol, eve = (fake.users[n] for n in ("alice", "bob", "carol", "eve"))
    assert "no finished games" in await answer(fake, "games stats", {}, alice)
    assert "Nobody has a Tally rating" in await answer(fake, "games leaderboard", {"game": "tally"}, alice)
    assert "no game called “chess”" in await answer(fake, "games leaderboard", {"game": "chess"}, alice)
    await open_table(fake, "tally", alice, [bob])
    await play_out(bot, 1)  # alice brings the tally to 10
    await open_table(fake, "tally", bob, [alice, carol])
    await play_out(bot, 2, add="add:1")
    await open_table(fake, "tally", carol, [alice])
    await fake.wait_callback(await fake.send_slash("games cancel", {"game": 3}, user=carol))  # never counts
    winner = (await bot.desk.table.load(await bot.store.get_game(2)))[1]["winner"]
    text = await answer(fake, "games stats", {"game": "Tally"}, alice)
    assert f"**Tally**: 2 played, {1 + (winner == 1)} won, 0 resigned, and 0 time-outs" in text
    text = await answer(fake, "games stats", {"user": carol}, alice)
    assert "**Carol's games" in text and "1 played" in text
    assert "Eve has no finished games" in await answer(fake, "games stats", {"user": eve}, alice)
    board = await answer(fake, "games leaderboard", {"game": "tally"}, eve)
    lines = [line for line in board.splitlines() if line[:1].isdigit()]
    assert len(lines) == 3 and lines[0].startswith("1. Alice") and "(2 games)" in lines[0]
    # the ratings are kept in the database: a fresh read after the games is the same board
    rows = await bot.store.fetch("SELECT player, games FROM ratings ORDER BY player")
    assert [(r["player"], r["games"]) for r in rows] == [(f"u:{alice.id}", 2), (f"u:{bob.id}", 2),
                                                         (f"u:{carol.id}", 1)]


async def test_the_final_post_has_standings_chart_replay_and_a_rematch_button(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol = fake.users["alice"], fake.users["bob"], fake.users["carol"]
    thread, _ = await open_table(fake, "tally", alice, [bob], ai=1)
    mark = fake.mark()
    await play_out(bot, 1)
    final = await fake.wait_for_message(lambda m: m.channel_id == thread and "**Standings**" in m.content,
                                        start=mark)
    row = await bot.store.get_game(1)
    assert row.status == "finished"
    winner = row.seats[row.state["winner"]]
    winner = winner.name + (" (smart)" if winner.ai else "")  # an AI seat's level in the standings
    assert f"1. **{winner}** — " in final.content and "(added " in final.content
    assert "min from the lobby to the last move · " in final.content
    names = [a.filename for a in final.attachments]
    assert names[0].endswith(".png") and "-chart-" in names[1]
    assert final.attachments[1].data.startswith(b"\x89PNG")
    assert [b.label for b in final.buttons] == ["Table", "Rematch"]
    replay = await fake.wait_for_message(lambda m: m.channel_id == thread and "turn by turn" in m.content,
                                         start=mark)
    gif = replay.attachments[0].data
    assert gif.startswith(b"GIF89a") and len(gif) < 10 * 1024 * 1024

    iid = await fake.click_button(final, label_id(final, "Rematch"), user=carol)
    await fake.wait_callback(iid)
    assert fake.original(iid).ephemeral and "Only the people who played game #1" in fake.original(iid).content
    iid = await fake.click_button(final, label_id(final, "Rematch"), user=bob)
    await fake.wait_callback(iid)
    assert "rematch's lobby is open (game #2)" in fake.original(iid).content
    lobby = await fake.wait_for_message(lambda m: "Rematch of game #1" in m.content)
    assert f"<@{alice.id}>" in lobby.content and f"<@{bob.id}>" not in lobby.content
    new = await bot.store.get_game(2)
    assert ([s.name for s in new.seats], [s.ai for s in new.seats]) == (["Bob", "AI 1"], [None, "smart"])
    assert (new.options, new.turn_hours, new.thread_id is not None) == (row.options, row.turn_hours, True)
    await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Join"), user=alice))
    assert "C · Alice" in fake.find_message(lobby.id).embeds[0]["fields"][0]["value"]
    iid = await fake.click_button(final, label_id(final, "Rematch"), user=alice)
    await fake.wait_callback(iid)
    assert "already opened" in fake.original(iid).content


async def test_the_panel_catches_up_after_three_ai_turns_with_a_contact_sheet(fake_discord, bot):
    fake = fake_discord
    alice = fake.users["alice"]
    thread, _ = await open_table(fake, "tally", alice, ai=3)
    panel = await open_panel(fake, latest_post(fake, thread), alice)
    assert "Since your last move" not in panel.content  # nothing happened yet
    await fake.wait_callback(await choose(fake, panel, "add:1", alice))
    await person_to_act(fake, bot, 1)  # the three AI seats have played a turn each
    row = await bot.store.get_game(1)
    assert row.state["turn"] == 4
    iid = await fake.send_slash("tally play", {}, user=alice)
    await fake.wait_callback(iid)
    panel = fake.original(iid)
    lines = panel.content.splitlines()
    start = lines.index("**Since your last move:**")
    caught = [line for line in lines[start + 1:] if line.startswith("• ")]
    for number in (1, 2, 3):  # each AI seat's turn (an addition or a token swap)
        assert any(line.startswith(f"• AI {number} adds") or line.startswith(f"• AI {number} swaps")
                   for line in caught)
    assert "Alice adds" not in panel.content  # her own move is not news to her
    sheet = await fake.wait_until(lambda: fake.followups(iid) or None, "the contact sheet")
    assert sheet[0].ephemeral and "The turns since your last move" in sheet[0].content
    assert sheet[0].attachments[0].data.startswith(b"\x89PNG")


async def test_history_pages_through_a_finished_game_with_private_lines_for_their_owner(fake_discord, bot):
    fake = fake_discord
    alice, bob, eve = fake.users["alice"], fake.users["bob"], fake.users["eve"]
    await open_table(fake, "tally", alice, [bob])
    await bot.desk.table.act(1, alice.id, "swap")  # turn 1: alice's token changes (a private line)
    await play_out(bot, 1)
    row = await bot.store.get_game(1)
    turns = row.state["turn"]
    iid = await fake.send_slash("games history", {"game": 1, "turn": 1}, user=alice)
    await fake.wait_callback(iid)
    page = fake.original(iid)
    assert page.ephemeral and "— Turn 1 · page 2 of " in page.content
    assert "Alice swaps their token." in page.content and "🔒 Your token is now" in page.content
    assert page.attachments[0].data.startswith(b"\x89PNG")
    iid = await fake.send_slash("games history", {"game": 1, "turn": 1}, user=eve)  # a spectator
    await fake.wait_callback(iid)
    assert "Alice swaps their token." in fake.original(iid).content and "🔒" not in fake.original(iid).content
    previous = fake.original(iid)
    iid = await fake.click_button(previous, label_id(previous, "◀ Previous"), user=eve)
    await fake.wait_callback(iid)
    first = fake.find_message(previous.id)
    assert "— Turn 0 · page 1 of " in first.content and "The game begins." in first.content
    assert first.item(label="◀ Previous").disabled
    iid = await fake.send_slash("games history", {"game": 1}, user=bob)
    await fake.wait_callback(iid)
    last = fake.original(iid)
    assert f"— Turn {turns} · page " in last.content and "wins." in last.content
    assert [b.disabled for b in last.buttons] == [False, True]

    assert "There is no game #9" in await answer(fake, "games history", {"game": 9}, bob)
    await open_table(fake, "tally", eve, [bob])
    await bot.store.update_game(2, guild_id=424242)  # as if it were another server's game
    assert "no game #2 in this server" in await answer(fake, "games history", {"game": 2}, eve)


async def test_practice_is_you_and_ai_seats_without_a_clock_and_says_where_to_press(fake_discord, bot):
    fake = fake_discord
    alice = fake.users["alice"]
    mark = fake.mark()
    iid = await fake.send_slash("tally practice", {}, user=alice)
    await fake.wait_callback(iid)
    thread = int((await fake.wait_until(lambda: fake.threads() or None, "the practice thread"))[-1]["id"])
    post = await fake.wait_for_message(lambda m: m.channel_id == thread and "Practice game" in m.content, start=mark)
    assert "press **Play** below" in post.content and post.item(label="Play")
    row = await bot.store.get_game(1)
    assert row.practice and row.turn_hours == 0 and row.status == "active"
    assert [(s.user_id, s.ai) for s in row.seats] == [(alice.id, None), (None, "random")]
    assert "Lobby open" not in fake.find_message(fake.original(iid).id).embeds[0]["description"]
    timers = await bot.store.fetch("SELECT kind FROM timers WHERE game_id = 1")
    assert {t["kind"] for t in timers} <= {"remind", "ai"} and "timeout" not in {t["kind"] for t in timers}
    await play_out(bot, 1)
    assert await bot.store.fetch("SELECT * FROM results") == []  # practice never counts


async def test_notify_stores_preferences_and_the_turn_post_and_dms_follow_them(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    text = await answer(fake, "games notify", {}, bob)
    assert "reminder DMs **on**" in text and "no DM (the thread pings me)" in text
    text = await answer(fake, "games notify", {"reminders": False, "turn_dm": "instead"}, bob)
    assert "reminder DMs **off**" in text and "a DM instead of the thread's ping" in text
    thread, _ = await open_table(fake, "tally", alice, [bob])
    mark = fake.mark()
    await bot.desk.table.act(1, alice.id, "swap")  # bob's turn now
    await bot.outbox.idle()
    post = await fake.wait_for_message(lambda m: m.channel_id == thread and "**Bob** — " in m.content, start=mark)
    assert f"<@{bob.id}>" not in post.content  # named, not pinged
    dm = await fake.wait_until(lambda: [m for m in fake.dms.get(bob.id, []) if "Your turn in" in m.content] or None,
                               "bob's turn DM")
    assert "**Tally · game #1**" in dm[0].content and dm[0].item(label="Play")
    # reminders off: the clock's reminder timer fires and sends nothing
    table, row = bot.desk.table, await bot.store.get_game(1)
    timer = next(t for t in await bot.store.fetch("SELECT * FROM timers WHERE game_id = 1 AND kind = 'remind'"))
    table.now = lambda: timer["due"] + 1
    before = len(fake.dms.get(bob.id, []))
    await table.clock.remind(Timer(1, timer["seat"], "remind", row.version, timer["due"]))
    await bot.outbox.idle()
    assert len(fake.dms.get(bob.id, [])) == before
    assert await bot.store.fetch("SELECT * FROM outbox WHERE kind = 'reminder'") == []
    await answer(fake, "games notify", {"reminders": True}, bob)
    await table.clock.remind(Timer(1, timer["seat"], "remind", row.version, timer["due"]))
    assert len(await bot.store.fetch("SELECT * FROM outbox WHERE kind = 'reminder'")) == 1


async def test_undo_takes_back_a_decision_that_revealed_nothing_and_refuses_otherwise(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    panel = await open_panel(fake, latest_post(fake, thread), alice)
    assert not any(b.label.startswith("↩️") for b in panel.buttons)  # nothing to take back yet
    await fake.wait_callback(await choose(fake, panel, "add:2", alice))
    panel = fake.find_message(panel.id)
    undo = next(b for b in panel.buttons if b.label.startswith("↩️ Undo"))
    row = await bot.store.get_game(1)
    assert row.state["tally"] == 2 and row.state["react"] == 1  # bob may react: he has not yet
    iid = await fake.click_button(panel, undo.custom_id, user=alice)
    await fake.wait_callback(iid)
    assert "Your last decision was taken back" in fake.find_message(panel.id).content
    row = await bot.store.get_game(1)
    assert (row.state["tally"], row.state["react"], row.state["turn"]) == (0, None, 0)
    assert await bot.desk.table.replay_matches(1)  # the stored game is the replay of what stands
    iid = await fake.send_slash("tally move", {"action": "add:1"}, user=alice)  # she chooses again
    await fake.wait_callback(iid)
    assert (await bot.store.get_game(1)).state["tally"] == 1
    with pytest.raises(TableError, match="nothing to undo"):  # bob has not moved at all
        await bot.desk.table.undo(1, bob.id)
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "pass"}, user=bob))
    with pytest.raises(TableError, match="nothing to undo"):  # bob acted since her move
        await bot.desk.table.undo(1, alice.id)
    mark = fake.mark()
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=bob))
    with pytest.raises(TableError, match="nothing to undo"):  # a swap showed him a new token
        await bot.desk.table.undo(1, bob.id)
    # an undo after the post went out: the thread gets one short line
    await bot.desk.table.act(1, alice.id, "add:2")  # bob's reaction window: no post yet
    await bot.desk.table.act(1, bob.id, "pass")  # now his turn: a post pings him
    await bot.outbox.idle()
    await fake.wait_for_message(lambda m: m.channel_id == thread and "Alice adds 2" in m.content, start=mark)
    await bot.desk.table.undo(1, bob.id)
    await bot.outbox.idle()
    await fake.wait_for_message(lambda m: m.channel_id == thread and m.content == "↩️ Bob took back their last move.",
                                start=mark)
    row = await bot.store.get_game(1)
    assert row.state["react"] == 1 and await bot.desk.table.replay_matches(1)
