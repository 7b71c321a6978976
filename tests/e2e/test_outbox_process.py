"""The real bot process, stopped while a message is in flight: SIGKILL while a hidden-hand DM is being
sent, SIGINT while a turn post is being sent. After the restart each arrives once; no ERROR is logged."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from core.store import open_store

from .boardhost import database_env, open_table
from .fakediscord import stop_process

ROOT = Path(__file__).resolve().parents[2]


def start_bot(fake, database: Path | str, log: Path) -> subprocess.Popen:
    env = {**os.environ, "FAKE_DISCORD_URL": fake.url, "DISCORD_TOKEN": "dummy-token", **database_env(database),
           "AI_DELAY_SECONDS": "0", "DEV_GUILD_ID": ""}
    with log.open("a") as sink:
        return subprocess.Popen([sys.executable, str(ROOT / "tools" / "run_patched.py"),
                                 str(ROOT / "tests" / "e2e" / "tally_bot.py")], env=env, cwd=ROOT,
                                stdout=sink, stderr=subprocess.STDOUT)


async def connected(fake, count: int) -> None:
    def identified() -> bool | None:
        return sum(frame.get("op") == 2 for frame in fake.gateway_received) >= count or None

    await fake.wait_until(identified, "the bot process to connect", timeout=20)


async def delivered(database: Path | str, game_id: int = 1) -> None:
    """Until the bot process has delivered every entry of the game's outbox: an entry is marked done
    only after its message was made (or found made), so nothing can arrive twice after this."""
    async with open_store(str(database)) as store:
        deadline = asyncio.get_running_loop().time() + 20
        while await store.entries(game_id, "pending"):
            assert asyncio.get_running_loop().time() < deadline, "the outbox was not delivered"
            await asyncio.sleep(0.02)  # a poll of the database the process writes, bounded above


async def closing(log: Path, signal_name: str) -> None:
    """Until the bot process logs that it received the signal and is closing."""
    deadline = asyncio.get_running_loop().time() + 20
    while f"{signal_name} received: closing" not in log.read_text():
        assert asyncio.get_running_loop().time() < deadline, f"the bot did not log {signal_name}"
        await asyncio.sleep(0.01)


async def swap(fake, user, thread: int) -> None:
    """`/tally move swap`: the user gets a private note (a DM) and the other player's turn post."""
    await fake.wait_callback(await fake.send_slash("tally move", {"action": "swap"}, user=user, channel=thread))


async def test_a_dm_in_flight_when_the_bot_is_killed_arrives_once_after_the_restart(fake_discord, tmp_path,
                                                                                       database):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    log = tmp_path / "bot.log"
    process = start_bot(fake, database, log)
    try:
        await connected(fake, 1)
        thread, _ = await open_table(fake, "tally", alice, [bob])
        await fake.wait_until(lambda: fake.dms.get(alice.id) or None, "alice's first hand DM")
        dm_channel = fake.dm_channel_for(alice)
        gate = asyncio.Event()
        held = fake.fail(lambda r: r.method == "POST" and r.path == f"/channels/{dm_channel}/messages", 503,
                         hold=gate)
        await swap(fake, alice, thread)
        await fake.wait_until(lambda: held.hits or None, "the DM in flight")
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    gate.set()  # the request dies with the process: Discord never made that message
    process = start_bot(fake, database, log)
    try:
        await connected(fake, 2)
        notes = lambda: [m for m in fake.dms[alice.id] if "Your token is now" in m.content]  # noqa: E731
        await fake.wait_until(lambda: notes() or None, "the DM after the restart", timeout=10)
        await delivered(database)
        assert len(notes()) == 1
        assert sum("swaps their token" in m.content for m in fake.message_list(thread)) == 1
    finally:
        stop_process(process)
    assert "ERROR" not in log.read_text() and "Traceback" not in log.read_text()
    fake.pop_violations()  # the killed process could not answer what was in flight


async def test_an_interrupt_while_a_post_is_in_flight_logs_no_error_and_the_post_follows(fake_discord, tmp_path,
                                                                                           database):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    log = tmp_path / "bot.log"
    process = start_bot(fake, database, log)
    try:
        await connected(fake, 1)
        thread, _ = await open_table(fake, "tally", alice, [bob])
        gate = asyncio.Event()
        held = fake.fail(lambda r: r.method == "POST" and r.path == f"/channels/{thread}/messages", 503, hold=gate)
        await swap(fake, alice, thread)
        await fake.wait_until(lambda: held.hits or None, "the turn post in flight")
        process.send_signal(signal.SIGINT)
        await closing(log, "SIGINT")
        gate.set()
        await asyncio.to_thread(process.wait, 15)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, log.read_text()[-2000:]
    assert "ERROR" not in log.read_text() and "Traceback" not in log.read_text(), log.read_text()[-2000:]
    process = start_bot(fake, database, log)
    try:
        await connected(fake, 2)
        posts = lambda: [m for m in fake.message_list(thread) if "swaps their token" in m.content]  # noqa: E731
        await fake.wait_until(lambda: posts() or None, "the turn post after the restart", timeout=10)
        await delivered(database)
        assert len(posts()) == 1 and f"<@{bob.id}>" in posts()[0].content
    finally:
        stop_process(process)
