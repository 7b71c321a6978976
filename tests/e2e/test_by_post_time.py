"""Issue 36 through the real discord.py client: time zones and quiet hours (a reminder and a turn DM
held to the end of someone's quiet hours under a jumped clock, sent once), daily deadlines, pauses."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from core import clock

from .boardhost import answer, open_table, until_moved

ROME = ZoneInfo("Europe/Rome")


@pytest.fixture
def bot(tally_bot):
    return tally_bot


def window_around(moment: float, before: int, after: int) -> str:
    """Quiet hours in Rome's wall clock from `before` minutes ahead of `moment` to `after` minutes past it
    (whole minutes, "HH:MM-HH:MM")."""
    local = datetime.fromtimestamp(moment, ROME)
    minute = local.hour * 60 + local.minute
    return f"{clock.hhmm((minute - before) % 1440)}-{clock.hhmm((minute + after) % 1440)}"


async def until(fake, read, done, timeout: float = 10.0):
    """Read (async) until `done(value)`, bounded; the value."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not done(value := await read()):
        fake.check_alive()
        assert loop.time() < deadline, f"still {value!r}\n{fake.summary()}"
        await asyncio.sleep(0.005)
    return value


def jumped(bot) -> list[float]:
    """Move the bot's clock by hand: the returned list's one number is the shift in seconds."""
    shift = [0.0]
    bot.desk.table.now = lambda: time.time() + shift[0]
    return shift


async def test_notify_keeps_a_time_zone_and_quiet_hours_and_refuses_bad_ones(fake_discord, bot):
    fake, alice = fake_discord, fake_discord.users["alice"]
    choices = (await fake.wait_callback(await fake.autocomplete("games notify", {"timezone": "rome"}, user=alice))
               ).choices
    assert [c["value"] for c in choices] == ["Europe/Rome"]
    choices = (await fake.wait_callback(await fake.autocomplete("games notify", {"timezone": "new y"}, user=alice))
               ).choices
    assert choices[0]["value"] == "America/New_York"
    assert len((await fake.wait_callback(await fake.autocomplete("games notify", {"timezone": "a"}, user=alice))
                ).choices) == 25
    said = await answer(fake, "games notify", {"timezone": "europe/rome", "quiet": "22-8"}, alice)
    assert "Your time zone: **Europe/Rome**; quiet hours: **22:00–08:00**" in said
    kept = await bot.desk.table.prefs(alice.id)
    assert (kept.time_zone, kept.quiet) == ("Europe/Rome", (22 * 60, 8 * 60))
    assert await bot.store.time_zone_of(alice.id) == "Europe/Rome"
    for options, sentence in [({"timezone": "Mars/Olympus"}, "not a time zone I know"),
                              ({"quiet": "25-08"}, "not a quiet-hours window"),
                              ({"quiet": "8-8"}, "not a quiet-hours window"),
                              ({"timezone": "UTC", "quiet": "late"}, "not a quiet-hours window")]:
        said = await answer(fake, "games notify", options, alice)
        assert sentence in said and said.count(".") <= 3 and "Nothing was changed" in said
        assert await bot.desk.table.prefs(alice.id) == kept
    assert "quiet hours: **none**" in await answer(fake, "games notify", {"quiet": "off"}, alice)


async def test_a_reminder_in_quiet_hours_waits_for_their_end_and_comes_once(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob], options={"turn_hours": 12})
    start = time.time()
    # her first reminder is due 6 h in; her quiet hours run from 5 h to 8 h in (Rome's clock)
    await answer(fake, "games notify", {"timezone": "Europe/Rome",
                                        "quiet": window_around(start + 6 * 3600, 60, 120)}, alice)
    shift = jumped(bot)
    table = bot.desk.table

    def reminders() -> list:
        return [m for m in fake.dms.get(alice.id, []) if "waiting for your move" in m.content]

    async def remind_due() -> float:
        timers = await bot.store.timers_of(1)
        return next(t.due for t in timers if t.kind == "remind")

    first_due = await remind_due()
    shift[0] = 6.5 * 3600  # within her quiet hours, past the reminder's moment
    table.games.timer_wake.set()
    end = clock.next_wall_time(start + 6.5 * 3600, clock.parse_quiet(
        window_around(start + 6 * 3600, 60, 120))[1], "Europe/Rome")
    # the timer loop moves the reminder to the end of her quiet hours (what is watched: its due)
    assert await until(fake, lambda: remind_due(), lambda due: due != first_due) == pytest.approx(end)
    await bot.outbox.idle()
    assert not reminders()
    shift[0] = end - start + 60
    table.games.timer_wake.set()
    await fake.wait_until(lambda: reminders() or None, "the reminder after her quiet hours")
    await bot.outbox.idle()
    assert len(reminders()) == 1 and (await bot.store.get_game(1)).version == 0
    assert (await bot.store.get_game(1)).seats[0].reminders == 1


async def test_a_turn_dm_in_quiet_hours_is_held_and_sent_once_at_their_end(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    start = time.time()
    window = window_around(start, 30, 180)  # bob's quiet hours run now, for three hours more
    await answer(fake, "games notify", {"turn_dm": "also", "timezone": "Europe/Rome", "quiet": window}, bob)
    thread, _ = await open_table(fake, "tally", alice, [bob])
    shift = jumped(bot)

    def turn_dms() -> list:
        return [m for m in fake.dms.get(bob.id, []) if "Your turn in" in m.content]

    row = await bot.store.get_game(1)
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
    await until_moved(fake, bot, 1, row.version)
    await bot.outbox.idle()
    held = await bot.store.held_due(start + 86400)
    assert len(held) == 1 and held[0]["user_id"] == bob.id and not turn_dms()
    assert held[0]["due"] == pytest.approx(clock.next_wall_time(start, clock.parse_quiet(window)[1], "Europe/Rome"))
    shift[0] = held[0]["due"] - start + 60
    bot.desk.table.games.timer_wake.set()
    await fake.wait_until(lambda: turn_dms() or None, "bob's turn DM after his quiet hours")
    await bot.outbox.idle()
    assert len(turn_dms()) == 1 and not await bot.store.held_due(start + 86400)


async def test_a_daily_deadline_times_out_at_its_hour_on_the_hosts_clock(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    await answer(fake, "games notify", {"timezone": "Europe/Rome"}, alice)
    assert "not a daily deadline" in await answer(fake, "tally new", {"daily_deadline": "25:00"}, alice)
    assert "not a daily deadline" in await answer(fake, "tally new", {"daily_deadline": "21:00 99"}, alice)
    start = time.time()
    local = datetime.fromtimestamp(start + 3 * 3600, ROME)
    at = f"{local.hour:02d}:{local.minute:02d}"  # about three hours from now, on Rome's clock
    thread, lobby = await open_table(fake, "tally", alice, [bob], options={"daily_deadline": f"{at} 1"})
    fields = fake.find_message(lobby.id).embeds[0]["fields"]
    assert f"every decision due by {at} (Europe/Rome), at least 1 h after it is asked" in [f["value"] for f in fields]
    row = await bot.store.get_game(1)
    due = clock.next_wall_time(row.seats[0].waiting_since + 3600, clock.parse_hhmm(at), "Europe/Rome")
    assert datetime.fromtimestamp(due, ROME).strftime("%H:%M") == at and due - start < 3 * 3600 + 60
    timers = {t.kind: t.due for t in await bot.store.timers_of(1)}
    assert timers["timeout"] == pytest.approx(due)
    shift = jumped(bot)
    shift[0] = due - time.time() + 60  # a minute past the hour: the AI decides for her
    bot.desk.table.games.timer_wake.set()
    await until_moved(fake, bot, 1, row.version)
    assert (await bot.store.get_game(1)).seats[0].timeouts == 1
    await bot.outbox.idle()
    assert any("time ran out" in m.content for m in fake.message_list(thread))


async def test_a_pause_needs_everyone_is_capped_and_anyone_ends_it(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol = fake.users["alice"], fake.users["bob"], fake.users["carol"]
    thread, _ = await open_table(fake, "tally", alice, [bob], options={"turn_hours": 12})
    shift = jumped(bot)
    table = bot.desk.table
    assert "1 to 7 days" in await answer(fake, "games pause", {"game": 1, "days": 8}, alice)
    assert "not playing in game #1" in await answer(fake, "games pause", {"game": 1, "days": 3}, carol)
    assert "starts once everyone" in await answer(fake, "games pause", {"game": 1, "days": 5}, alice)
    await bot.outbox.idle()
    ask = await fake.wait_for_message(lambda m: m.channel_id == thread and "asks to pause" in m.content)
    assert f"<@{bob.id}>" in ask.content and ask.buttons[0].label == "Agree"
    for user, sentence in [(alice, "still to agree: 1"), (carol, "not playing in game #1")]:
        iid = await fake.click_button(ask, ask.buttons[0].custom_id, user=user)
        await fake.wait_callback(iid)
        assert sentence in fake.original(iid).content  # one person can't pause alone
    assert not await bot.store.pauses_of(1)
    assert "A pause of 5 days is asked" in await answer(fake, "games pause", {"game": 1, "days": 2}, bob)
    iid = await fake.click_button(ask, ask.buttons[0].custom_id, user=bob)
    await fake.wait_callback(iid)
    assert "is paused until <t:" in fake.original(iid).content
    await bot.outbox.idle()
    await fake.wait_for_message(lambda m: m.channel_id == thread and "Everyone agreed" in m.content)
    row = await bot.store.get_game(1)
    timers = {t.kind: t for t in await bot.store.timers_of(1)}
    assert timers["timeout"].due > row.seats[0].waiting_since + 5 * 86400 + 12 * 3600 - 60
    # the clock jumps past her 12 hours inside the pause: even a timer fired by force times nobody out
    shift[0] = 13 * 3600
    await table.fire(timers["timeout"])
    assert (await bot.store.get_game(1)).version == row.version
    assert "is paused until" in await answer(fake, "games pause", {"game": 1, "days": 2}, alice)
    assert "pause is over" in await answer(fake, "games pause", {"game": 1, "days": 0}, bob)  # anyone ends it
    await fake.wait_for_message(lambda m: m.channel_id == thread and "The pause is over" in m.content)
    timers = {t.kind: t for t in await bot.store.timers_of(1)}
    assert timers["timeout"].due == pytest.approx(table.now() + 12 * 3600, abs=120)  # it runs on where it stood
    # 14 days in a whole game: 7 agreed and used, then 7 more would pass the cap (13 h were used)
    for user in (alice, bob):
        await answer(fake, "games pause", {"game": 1, "days": 7}, user)
    shift[0] += 7 * 86400 + 60
    said = await answer(fake, "games pause", {"game": 1, "days": 7}, alice)
    assert "may be paused 14 days in all; 6 days are left" in said
    assert not await bot.store.pause_ask(1)


async def test_the_host_gives_a_seat_the_ai_plays_after_time_outs_to_someone_new(fake_discord, bot):
    fake = fake_discord
    alice, bob, carol, dave = (fake.users[n] for n in ("alice", "bob", "carol", "dave"))
    thread, _ = await open_table(fake, "tally", alice, [bob, carol])
    options = {"game": 1, "seat": 2, "user": dave}
    assert "already played by a person" in await answer(fake, "games seat", options, alice)
    await bot.store.write("UPDATE seats SET autopilot = 1, timeouts = 3 WHERE game_id = 1 AND seat = 1")
    assert "Only the host" in await answer(fake, "games seat", options, carol)
    assert "now sits in seat B" in await answer(fake, "games seat", options, alice)
    row = await bot.store.get_game(1)
    assert (row.seats[1].user_id, row.seats[1].autopilot, row.seats[1].timeouts) == (dave.id, False, 0)
    await bot.outbox.idle()
    await fake.wait_for_message(lambda m: m.channel_id == thread and f"<@{dave.id}> takes over seat B" in m.content)
