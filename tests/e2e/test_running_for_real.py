"""Running the bot for real: a clean stop on SIGTERM (systemd's), slash commands registered only when
they changed and never twice, and a refused token as one sentence."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from cogs.bot import Boardhost
from core.config import Config
from core.store import open_store
from engines import GAMES

from .boardhost import make_bot, open_table, until_moved
from .test_outbox_process import closing, connected, start_bot, swap

ROOT = Path(__file__).resolve().parents[2]


async def test_sigterm_lets_the_post_in_flight_finish_and_closes_cleanly(fake_discord, tmp_path):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    database, log = tmp_path / "boardhost.db", tmp_path / "bot.log"
    process = start_bot(fake, database, log)
    try:
        await connected(fake, 1)
        thread, _ = await open_table(fake, "tally", alice, [bob])
        gate = asyncio.Event()
        # A 500 makes discord.py itself try again a second later: the post is still being delivered
        # when the stop comes, and succeeds within the outbox's grace.
        held = fake.fail(lambda r: r.method == "POST" and r.path == f"/channels/{thread}/messages", 500, hold=gate)
        await swap(fake, alice, thread)
        await fake.wait_until(lambda: held.hits or None, "the turn post in flight")
        process.send_signal(signal.SIGTERM)
        await closing(log, "SIGTERM")
        gate.set()
        await asyncio.to_thread(process.wait, 15)
    finally:
        if process.poll() is None:
            process.kill()
    text = log.read_text()
    assert process.returncode == 0, text[-2000:]
    assert "SIGTERM received: closing" in text and "ERROR" not in text and "Traceback" not in text, text[-2000:]
    posts = [m for m in fake.message_list(thread) if "swaps their token" in m.content]
    assert len(posts) == 1 and f"<@{bob.id}>" in posts[0].content  # delivered before the process ended
    assert not Path(f"{database}-wal").exists()  # the database was closed (its log checkpointed away)


def command_puts(fake) -> list[str]:
    """The path of every command registration so far ([] sent to clear a place ends in " (cleared)")."""
    return [r.path + ("" if r.json else " (cleared)") for r in fake.requests
            if r.method == "PUT" and r.path.endswith("/commands")]


def scopes(fake) -> dict[int | None, list[str]]:
    return {scope: sorted(c["name"] for c in cmds) for scope, cmds in fake.commands.items() if cmds}


async def test_commands_are_registered_only_when_changed_and_never_twice(fake_discord, run_bot, database):
    fake = fake_discord
    app = f"/applications/{fake.app_id}"

    def bot(dev_guild: int | None = None, tally: bool = True) -> Boardhost:
        config = Config(token="t", database=str(database), ai_delay=0, dev_guild=dev_guild, log_level="INFO")
        return Boardhost(config, cogs={"tally": "tests.support.tally_cog"}) if tally else Boardhost(config)

    async with run_bot(bot(tally=False)):
        pass
    assert command_puts(fake) == [f"{app}/commands"] and "tally" not in scopes(fake)[None]
    where = {c["name"]: (c["contexts"], c["integration_types"]) for c in fake.commands[None]}
    assert where.pop("games") == ([0, 1, 2], [0, 1])  # `/games mine` works in DMs, installed to a person
    assert all(w == ([0], [0]) for w in where.values())  # every game's own commands: in servers, installed to one
    async with run_bot(bot(tally=False)):
        pass
    assert len(command_puts(fake)) == 1  # the same tree: nothing registered again
    async with run_bot(bot()):
        pass
    assert command_puts(fake)[1:] == [f"{app}/commands"] and "tally" in scopes(fake)[None]  # changed: registered
    async with run_bot(bot(dev_guild=fake.guild_id)):
        pass
    assert command_puts(fake)[2:] == [f"{app}/guilds/{fake.guild_id}/commands", f"{app}/commands (cleared)"]
    assert list(scopes(fake)) == [fake.guild_id]  # in the server only: the global ones were cleared
    async with run_bot(bot()):
        pass
    assert command_puts(fake)[4:] == [f"{app}/commands", f"{app}/guilds/{fake.guild_id}/commands (cleared)"]
    assert list(scopes(fake)) == [None]  # back to global: the server's copies were cleared


async def test_the_start_up_sweep_gives_a_game_its_lost_timer_back(fake_discord, run_bot, database, with_tally):
    fake = fake_discord
    async with run_bot(make_bot(database, ai_delay=3600)) as bot:
        await open_table(fake, "tally", fake.users["alice"], ai=1)
        game_id = (await bot.store.games_where("status = 'active'"))[0].id
        await bot.desk.table.act(game_id, fake.users["alice"].id, "add:1")  # the AI seat reacts next ...
    async with open_store(database) as store:
        assert (await store.get_game(game_id)).version == 1
        await store.write("DELETE FROM timers")  # ... but its timer is lost while the bot is down
    async with run_bot(make_bot(database)) as bot:
        await until_moved(fake, bot, game_id, 1)  # the sweep at start gave it back, and it fired
        assert (await bot.store.moves(game_id))[1].seat == 1


async def test_an_ai_that_fails_costs_a_random_move_and_one_dm_to_the_host(fake_discord, run_bot, database,
                                                                          with_tally, monkeypatch):
    from tests.test_never_drops import BrokenAI

    monkeypatch.setitem(GAMES, "tally", BrokenAI())
    fake, alice = fake_discord, fake_discord.users["alice"]

    async def soon(check, what: str):  # the fake's own waits fail at the first logged ERROR: expected here
        for _ in range(500):
            if found := await check():
                return found
            await asyncio.sleep(0.01)
        raise AssertionError(f"timed out waiting for {what}")

    async with run_bot(make_bot(database)) as bot:
        await open_table(fake, "tally", alice, ai=1)
        game_id = (await bot.store.games_where("status = 'active'"))[0].id
        for _ in range(2):  # alice adds; the AI seat's reaction and its own turn fail and are played at random
            await bot.desk.table.act(game_id, alice.id, "add:1")

            async def alice_again():
                row = await bot.store.get_game(game_id)
                return row if 0 in GAMES["tally"].pending(row.state) else None

            row = await soon(alice_again, "alice's turn again")
            if row.state["react"] == 0:
                await bot.desk.table.act(game_id, alice.id, "pass")

        async def told():
            return [m for m in fake.dms.get(alice.id, []) if "internal error" in m.content]

        await soon(told, "the host's DM")
        await bot.desk.table.cancel(game_id, alice.id)  # no more AI turns (each would log its failure)
        await bot.outbox.idle()  # whatever the failures queued is delivered: a second DM would be here
        dms = await told()
        assert len(dms) == 1 and f"game #{game_id}" in dms[0].content and "AI 1" in dms[0].content
        failed = [r.getMessage() for r in fake.log_errors]
        assert len(failed) >= 3 and all(f"game {game_id} (tally) at version " in m for m in failed), failed
        fake.log_errors.clear()  # the failures were expected; each was logged once, as an ERROR


def run_real(fake_url: str, database: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "FAKE_DISCORD_URL": fake_url, "DISCORD_TOKEN": "a-token", "DATABASE_PATH": str(database),
           "DEV_GUILD_ID": ""}
    return subprocess.run([sys.executable, str(ROOT / "tools" / "run_patched.py"), str(ROOT / "bot.py")],
                          env=env, cwd="/", capture_output=True, text=True, timeout=60)


async def test_a_refused_token_is_one_sentence_and_exit_code_2(fake_discord, tmp_path):
    fake = fake_discord
    fake.fail(lambda r: r.path == "/users/@me", 401)
    run = await asyncio.to_thread(run_real, fake.url, tmp_path / "x.db")
    assert run.returncode == 2 and "Traceback" not in run.stderr, run.stderr
    assert run.stderr.strip().splitlines()[-1].startswith("Discord refused the token in DISCORD_TOKEN")
    fake.pop_violations()


def test_no_network_at_start_is_one_sentence_and_exit_code_2(tmp_path):
    run = run_real("http://127.0.0.1:9", tmp_path / "x.db")  # nothing listens on the discard port
    assert run.returncode == 2 and "Traceback" not in run.stderr, run.stderr
    assert run.stderr.strip().splitlines()[-1].startswith("Could not reach Discord (")

