"""/games resign, seat, away and back through the real discord.py client, with their refusals."""

from __future__ import annotations

import re
import time

import pytest

from .boardhost import answer, open_panel, open_table, until_moved


@pytest.fixture
def bot(tally_bot):
    return tally_bot


async def line_in(fake, bot, thread: int, text: str):
    await bot.outbox.idle()
    return await fake.wait_for_message(lambda m: m.channel_id == thread and text in m.content)


async def test_resign_then_the_host_gives_the_seat_to_another_member(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol, dave, eve = (fake.users[n] for n in ("alice", "bob", "carol", "dave", "eve"))
    thread, _ = await open_table(fake, "tally", alice, [bob, carol])
    await fake.wait_until(lambda: fake.dms.get(bob.id) or None, "bob's hand DM")
    assert "not playing in game #1" in await answer(fake, "games resign", {"game": 1}, eve)
    assert "resigned from game #1" in await answer(fake, "games resign", {"game": 1}, bob)
    await line_in(fake, bot, thread, "Bob resigned: the AI plays their seat")
    row = await bot.store.get_game(1)
    assert (row.seats[1].ai, row.seats[1].user_id, row.seats[1].resigned_user) == ("smart", None, bob.id)

    refusals = [({"game": 1, "seat": 2, "user": dave}, carol, "Only the host"),
                ({"game": 1, "seat": 3, "user": dave}, alice, "already played by a person"),
                ({"game": 1, "seat": 2, "user": fake.users["stranger"]}, alice, "not a member of this server"),
                ({"game": 9, "seat": 2, "user": dave}, alice, "There is no game #9")]
    for options, user, sentence in refusals:
        assert sentence in await answer(fake, "games seat", options, user)
    assert "now sits in seat B" in await answer(fake, "games seat", {"game": 1, "seat": 2, "user": dave}, alice)
    await line_in(fake, bot, thread, f"<@{dave.id}> takes over seat B")
    await bot.outbox.idle()
    row = await bot.store.get_game(1)
    hand = row.state["tokens"][1]
    assert [m.content for m in fake.dms.get(dave.id, [])] == [f"**Tally · game #1**\nYour hidden cards: {hand}"]
    panel = await open_panel(fake, [m for m in fake.message_list(thread) if m.buttons][-1], dave)
    assert f"**Your hidden cards:** {hand}" in panel.content


async def test_away_pauses_and_tells_the_table_and_back_ends_it(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    assert "1 to 30 days" in await answer(fake, "games away", {"days": 0}, alice)
    assert "not away" in await answer(fake, "games back", {}, alice)
    reply = await answer(fake, "games away", {"days": 3, "note": "trip"}, alice)
    assert "You are away until <t:" in reply
    notice = await line_in(fake, bot, thread, "Alice is away until <t:")
    assert "(trip)" in notice.content
    row = await bot.store.get_game(1)
    timers = await bot.store.fetch("SELECT kind, due FROM timers WHERE game_id = 1")
    assert {t["kind"] for t in timers} == {"remind", "timeout"}
    assert min(t["due"] for t in timers) > row.seats[0].waiting_since + 3 * 86400  # paused for three days
    assert "Welcome back" in await answer(fake, "games back", {}, alice)
    timers = await bot.store.fetch("SELECT kind, due FROM timers WHERE game_id = 1 ORDER BY due")
    assert timers[0]["due"] < row.seats[0].waiting_since + 2 * 86400


async def test_games_list_links_every_open_game_here(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol, dave = (fake.users[n] for n in ("alice", "bob", "carol", "dave"))
    mine, _ = await open_table(fake, "tally", alice, [bob])
    theirs, _ = await open_table(fake, "tally", carol, [dave])
    listing = await answer(fake, "games list", {}, alice)
    assert listing.splitlines() == [f"#1 Tally — **your move** — <#{mine}>", "**Other open games here:**",
                                    f"#2 Tally — waiting for Carol — <#{theirs}>"]
    thread = fake.channels[mine]
    assert thread["thread_metadata"]["auto_archive_duration"] == 10080


async def test_an_archived_thread_is_woken_before_the_next_post(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    fake.channels[thread]["thread_metadata"]["archived"] = True  # a week went by without a word
    await fake.dispatch("THREAD_UPDATE", fake.channels[thread])
    # discord.py drops an archived thread from its cache: the bot must fetch it and wake it
    await fake.wait_until(lambda: bot.get_channel(thread) is None or None, "the bot to see the archive")
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
    await line_in(fake, bot, thread, "swaps their token")
    assert fake.channels[thread]["thread_metadata"]["archived"] is False


async def test_three_time_outs_hand_the_seat_to_the_ai_and_the_button_takes_it_back(fake_discord, bot):
    """The bot's clock is moved on by hand (its `now`), the timer loop does the rest."""
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob], options={"turn_hours": 12})
    table, shift = bot.desk.table, [0.0]
    table.now = lambda: time.time() + shift[0]

    def reminders() -> list:
        return [m for m in fake.dms.get(alice.id, []) if "waiting for your move" in m.content]

    def ran_out() -> list:
        return [m for m in fake.dms.get(alice.id, []) if "Your time ran out" in m.content]

    for turn in range(3):
        row = await bot.store.get_game(1)
        shift[0] += 11 * 3600  # past both of her reminders (6 h and 10.8 h)
        table.games.timer_wake.set()
        await fake.wait_until(lambda n=turn + 1: len(reminders()) == n or None, "the reminder")
        shift[0] += 3600 + 60  # alice stays silent past her limit
        table.games.timer_wake.set()
        await until_moved(fake, bot, 1, row.version)
        # bob answers until alice's turn comes back; once the AI plays her seat he stops at his turn
        # (its post carries her button; the AI would play on at once and could end the game)
        while (row := await bot.store.get_game(1)).state["active"] == 1 or row.state["react"] == 1:
            action = "pass" if row.state["react"] == 1 else "swap"
            if row.seats[0].autopilot and action == "swap":
                break
            await fake.wait_callback(await fake.send_slash("tally move", {"action": action}, user=bob))
            await until_moved(fake, bot, 1, row.version)
    await line_in(fake, bot, thread, "Alice's time ran out 3 times in a row")
    await fake.wait_until(lambda: len(ran_out()) >= 3 or None, "the third time-out DM")  # it follows the line
    assert len(ran_out()) == 3
    first = reminders()[0]  # per silent turn, one DM for both overdue reminders (the clock jumped 11 h)
    assert len(reminders()) == 3
    assert f"<#{thread}>" in first.content and "time runs out <t:" in first.content
    assert "\n  your first move: Add 1 or 2, or swap your token." in first.content  # the one-line summary
    assert re.search(r"\n  \d+ moves? since yours; Add 1 or 2, or swap your token\.", reminders()[1].content)
    iid = await fake.click_button(first, first.item(label="Play #1").custom_id, user=alice)
    await fake.wait_callback(iid)
    assert "your panel" in fake.original(iid).content
    post = await fake.wait_until(lambda: next((m for m in reversed(fake.message_list(thread))
                                               if any(b.label == "Take my seat back" for b in m.buttons)), None),
                                 "a turn post with Take my seat back")
    iid = await fake.click_button(post, post.item(label="Take my seat back").custom_id, user=alice)
    await fake.wait_callback(iid)
    assert fake.original(iid).content == "You play for yourself again in game #1."
    await line_in(fake, bot, thread, "Alice takes their seat back from the AI.")
    assert not (await bot.store.get_game(1)).seats[0].autopilot


async def test_the_final_post_records_a_resignation(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    assert "resigned from game #1" in await answer(fake, "games resign", {"game": 1}, bob)
    while (row := await bot.store.get_game(1)).status != "finished":
        mine = row.state["react"] == 0 or (row.state["active"], row.state["react"]) == (0, None)
        if mine:
            action = "pass" if row.state["react"] == 0 else "add:2"
            await fake.wait_callback(await fake.send_slash("tally move", {"action": action}, user=alice))
        await until_moved(fake, bot, 1, row.version)
    final = await line_in(fake, bot, thread, "🏁")
    assert "🏳️ Resigned (the AI finished the seat): Bob." in final.content
    assert "Game #1 is over." in await answer(fake, "games resign", {"game": 1}, alice)


async def test_a_reminder_pings_the_thread_when_dms_are_closed(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    fake.close_dms(alice)
    thread, _ = await open_table(fake, "tally", alice, [bob], options={"turn_hours": 12})
    bot.desk.table.now = lambda: time.time() + 7 * 3600  # past half of her 12 hours
    bot.desk.table.games.timer_wake.set()
    ping = await line_in(fake, bot, thread, "this game is waiting for you")
    assert ping.content.startswith(f"⏰ <@{alice.id}>") and "time runs out <t:" in ping.content
    assert (await bot.store.get_game(1)).version == 0  # a reminder, not a time-out


async def test_games_list_pages_with_buttons_own_games_first_without_reading_any_state(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol = fake.users["alice"], fake.users["bob"], fake.users["carol"]
    table = bot.desk.table
    for number in range(20):  # bob plays in games 1-18, carol in 19 and 20 (alice in every one)
        row = await table.open_lobby("tally", alice.id, "Alice", guild_id=fake.guild_id, channel_id=fake.general)
        joiner = (bob, "Bob") if number < 18 else (carol, "Carol")
        await table.join(row.id, joiner[0].id, joiner[1])
        await table.start(row.id, alice.id)
    await bot.store.update_game(3, state={"unreadable": True})  # a listing never parses a state
    await bot.store.write("UPDATE games SET pending = NULL WHERE id = 20")  # as before the column existed
    iid = await fake.send_slash("games list", {}, user=carol)
    await fake.wait_callback(iid)
    first = fake.original(iid)
    lines = first.content.splitlines()
    assert lines[0].startswith("#19 ") and lines[1].startswith("#20 ") and "Other open games here" in lines[2]
    assert len([line for line in lines if line.startswith("#")]) == 15 and "#3 " in first.content
    assert "waiting for Alice" in lines[0] and "waiting for Alice" in lines[1]  # game 20's from a backfill
    assert [b.label for b in first.buttons] == ["◀ Previous", "Next ▶ (1/2)"] and first.buttons[0].disabled
    await fake.wait_callback(await fake.click_button(first, first.buttons[1].custom_id, user=carol))
    second = fake.find_message(first.id)
    assert [line.split()[0] for line in second.content.splitlines() if line.startswith("#")] == \
        [f"#{n}" for n in range(14, 19)]
    assert second.buttons[1].disabled and not second.buttons[0].disabled
    assert (await bot.store.fetch("SELECT pending FROM games WHERE id = 20"))[0][0] is not None
