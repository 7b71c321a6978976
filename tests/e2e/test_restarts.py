"""What a person sees when the bot was stopped and started again: no stale reminder, no repeated
notice, no post twice (through the real discord.py client against the fake Discord)."""

from __future__ import annotations

import asyncio
import sqlite3
import time

import pytest

from .boardhost import make_bot, open_table, until_moved

TWELVE_HOURS = 12 * 3600


async def test_a_bot_down_past_a_deadline_sends_the_time_out_and_no_late_reminder(fake_discord, run_bot, database,
                                                                                   with_tally):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    async with run_bot(make_bot(database)):
        await open_table(fake, "tally", alice, [bob], options={"turn_hours": 12})
    async with run_bot(make_bot(database)) as again:
        table = again.desk.table
        table.now = lambda: time.time() + TWELVE_HOURS + 60  # started a minute after alice's time ran out
        table.games.timer_wake.set()
        # alice may have no DM at all yet: her hand's DM can still be owed from before the restart
        await fake.wait_until(lambda: [m for m in fake.dms.get(alice.id, []) if "Your time ran out" in m.content]
                              or None, "the time-out DM")
        await again.outbox.idle()
    clock_dms = [m.content for m in fake.dms[alice.id] if m.content.startswith("⏰")]
    assert len(clock_dms) == 1 and "Your time ran out" in clock_dms[0], clock_dms


async def test_i_cant_dm_you_is_said_once_per_seat_and_game_across_restarts(fake_discord, run_bot, database,
                                                                             with_tally):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    fake.close_dms(bob)

    def notices(thread: int) -> list:
        return [m for m in fake.message_list(thread) if "I can't DM" in m.content]

    async with run_bot(make_bot(database)) as first:
        thread, _ = await open_table(fake, "tally", alice, [bob])
        await fake.wait_until(lambda: notices(thread) or None, "the first notice")
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
        await until_moved(fake, first, 1, 0)
        await first.outbox.idle()
    async with run_bot(make_bot(database)) as again:
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=bob))
        await until_moved(fake, again, 1, 1)
        await fake.wait_for_message(lambda m: m.channel_id == thread and "Bob swaps their token" in m.content)
        await again.outbox.idle()
        assert [e.kind for e in await again.store.entries(1, "pending")] == []
        assert any(e.kind == "hand" and e.payload["user"] == bob.id for e in await again.store.entries(1)
                   if e.payload.get("notes"))  # bob's hand changed after the restart: a DM was tried
    assert len(notices(thread)) == 1


def posts_in(thread: int):
    return lambda r: r.method == "POST" and r.path == f"/channels/{thread}/messages"


@pytest.mark.parametrize("may_read_history", [True, False])
async def test_a_post_made_just_before_a_crash_is_made_once_after_the_restart(fake_discord, run_bot, database,
                                                                               with_tally, caplog, may_read_history):
    """With Read Message History the bot finds the post even after Discord forgot its nonce; without
    it, the bot says so in its log and the nonce still guards within Discord's few minutes."""
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    answer = asyncio.Event()
    async with run_bot(make_bot(database)):
        thread, _ = await open_table(fake, "tally", alice, [bob])
        held = fake.stall(posts_in(thread), answer)  # Discord makes the post; the bot never hears back
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
        await fake.wait_until(lambda: held.hits or None, "the post in flight")
        if not may_read_history:
            await fake.deny(fake.general, "read_message_history")
    answer.set()
    if may_read_history:
        fake.forget_nonces()  # the bot comes back later than Discord's few minutes of nonce memory
    async with run_bot(make_bot(database)) as again:
        await wait_delivered(fake, again)
    swaps = [m for m in fake.message_list(thread) if "swaps their token" in m.content]
    assert len(swaps) == 1
    assert ("can't look for outbox entry" in caplog.text) is not may_read_history


async def wait_delivered(fake, bot, game_id: int = 1) -> None:
    async def pending() -> list:
        return await bot.store.entries(game_id, "pending")

    loop = asyncio.get_running_loop()
    deadline = loop.time() + 10
    while await pending():
        fake.check_alive()
        assert loop.time() < deadline, "the outbox did not deliver after the restart"
        await asyncio.sleep(0.02)
    await bot.outbox.idle()


async def test_a_second_database_and_a_restored_backup_are_not_taken_for_duplicates(fake_discord, run_bot, tmp_path,
                                                                                     with_tally):
    """Within Discord's nonce memory: a new database's first posts, and a restored backup's posts
    after the moment it was taken, are posts of their own, not repeats of the first database's."""
    fake = fake_discord
    alice, bob, carol = fake.users["alice"], fake.users["bob"], fake.users["carol"]
    database, backup = tmp_path / "boardhost.db", tmp_path / "backup.db"
    async with run_bot(make_bot(database)) as first:
        thread, _ = await open_table(fake, "tally", alice, [bob])
        await wait_delivered(fake, first)
    with sqlite3.connect(database) as source, sqlite3.connect(backup) as copy:
        source.backup(copy)
    async with run_bot(make_bot(database)) as first:
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=alice))
        await until_moved(fake, first, 1, 0)
        await wait_delivered(fake, first)
    async with run_bot(make_bot(backup)) as restored:  # the swap is lost; alice adds instead
        await fake.wait_callback(await fake.send_slash("tally move", {"action": "add:2"}, user=alice))
        await until_moved(fake, restored, 1, 0)
        await wait_delivered(fake, restored)
    assert [m for m in fake.dms[bob.id] if m.content.startswith("⚡")], "bob was not asked to react"
    async with run_bot(make_bot(tmp_path / "second.db")) as second:
        other, _ = await open_table(fake, "tally", carol, [bob])
        await wait_delivered(fake, second)
    assert other != thread and [m for m in fake.message_list(other) if "The game begins!" in m.content]
