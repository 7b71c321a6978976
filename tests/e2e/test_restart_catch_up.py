"""A restart with many turn posts owed: the catch-up never holds up a press. And one bot per file.

Before the bot starts, many games each owe their opening turn post. The glances those posts need are
made to hang (as thousands of them would keep every drawing thread busy); a player's Play press must
still get its panel, words and picture, while the catch-up is stuck, and every post goes out after.
"""

from __future__ import annotations

import threading

import pytest

from core.store import InUse, open_store
from core.table import Table

from .boardhost import make_bot, with_picture

OWED = 40  # games owing a turn post at start: more than any pool of drawing threads


async def games_owing_posts(database: str, fake, count: int) -> list[int]:
    alice, bob = fake.users["alice"], fake.users["bob"]
    async with open_store(database) as store:
        table = Table(store, ai_delay=3600.0)
        games = []
        for _ in range(count):
            row = await table.open_lobby("tally", alice.id, "Alice", guild_id=fake.guild_id,
                                         channel_id=fake.general)
            await table.join(row.id, bob.id, "Bob")
            await table.start(row.id, alice.id)
            games.append(row.id)
        table.close()
        return games


async def test_a_play_press_is_answered_in_full_while_the_catch_up_is_stuck_drawing(
        fake_discord, run_bot, database, with_tally, monkeypatch):
    from renderers import GLANCES

    fake = fake_discord
    games = await games_owing_posts(database, fake, OWED)
    stuck, started = threading.Event(), []
    glance = GLANCES["tally"]

    def hanging_glance(view, names, before):
        started.append(1)
        stuck.wait(timeout=30)
        return glance(view, names, before)

    monkeypatch.setitem(GLANCES, "tally", hanging_glance)
    bot = make_bot(database)
    try:
        async with run_bot(bot):
            await fake.wait_until(lambda: started or None, "the catch-up to start drawing")
            iid = await fake.send_slash("tally play", {"game": games[-1]}, user=fake.users["alice"],
                                        channel=fake.general)
            await fake.wait_callback(iid)
            panel = fake.original(iid)
            assert panel.ephemeral and "Your hidden cards:" in panel.content
            await with_picture(fake, panel)
            assert not stuck.is_set() and len(started) < OWED  # all this while the catch-up hung
            stuck.set()
            await bot.outbox.idle()
            posts = [m for m in fake.message_list(fake.general) if not m.ephemeral and m.attachments]
            assert len(posts) == OWED
    finally:
        stuck.set()


async def test_a_second_bot_on_the_same_file_is_refused_at_start(fake_discord, run_bot, tmp_path):
    async with run_bot(make_bot(tmp_path / "boardhost.db")):
        second = make_bot(tmp_path / "boardhost.db")
        with pytest.raises(InUse, match="already running on this file"):
            await second.setup_hook()
        assert not hasattr(second, "store")
