"""`python bot.py` as its own process against the fake: play, kill -9, start again, nothing lost."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from core.store import open_store
from core.table import Table

from .boardhost import PING, choose, database_env, first_action, latest_post, open_panel, open_table
from .fakediscord import stop_process

ROOT = Path(__file__).resolve().parents[2]


def start_bot(fake, database: Path | str) -> subprocess.Popen:
    env = {**os.environ, "FAKE_DISCORD_URL": fake.url, "DISCORD_TOKEN": "dummy-token", **database_env(database),
           "AI_DELAY_SECONDS": "0", "DEV_GUILD_ID": ""}
    return subprocess.Popen([sys.executable, str(ROOT / "tools" / "run_patched.py"), str(ROOT / "bot.py")],
                            env=env, cwd=ROOT)


async def connected(fake, count: int) -> None:
    def identified() -> bool | None:
        return sum(frame.get("op") == 2 for frame in fake.gateway_received) >= count or None

    await fake.wait_until(identified, "the bot process to connect", timeout=20)


async def press_first_choice(fake, post) -> None:
    """Whoever the post pings opens their panel and presses its first choice."""
    user = fake.user_by_id(int(PING.search(post.content)[1]))
    panel = await open_panel(fake, post, user)
    await fake.wait_callback(await choose(fake, panel, first_action(panel), user))


async def test_the_real_process_survives_kill_9_with_nothing_lost(fake_discord, database):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    process = start_bot(fake, database)
    try:
        await connected(fake, 1)
        thread, _ = await open_table(fake, "moonbots", alice, [bob])
        for _ in range(2):
            await press_first_choice(fake, latest_post(fake, thread))
        before_kill = latest_post(fake, thread)
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    async with open_store(database) as store:
        committed = (await store.get_game(1)).version
    assert committed == 2
    process = start_bot(fake, database)
    try:
        await connected(fake, 2)
        await press_first_choice(fake, before_kill)  # a button posted before the kill
        async with open_store(database) as store:
            assert (await store.get_game(1)).version == committed + 1
            assert await Table(store).replay_matches(1)
    finally:
        stop_process(process)
    fake.pop_violations()  # the killed process could not answer what was in flight; none expected
