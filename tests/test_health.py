"""The health sweep and `python bot.py doctor`, on databases with planted faults."""

import json
import logging
import os
import re
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core import health
from core.admin import settings_problems
from core.config import Config
from core.store import SchemaTooNew, Timer, migrations, open_store
from core.table import Table

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB = 1, 2
DAY = 86400.0


async def game(table: Table, key: str = "tally", ai: int = 0, people: int = 1, turn_hours: int = 0) -> int:
    row = await table.open_lobby(key, ANN, "ann", turn_hours=turn_hours)
    for n in range(1, people):
        await table.join(row.id, ANN + n, f"user{ANN + n}")
    for _ in range(ai):
        await table.add_ai(row.id, ANN)
    await table.start(row.id, ANN)
    return row.id


async def plant_faults(table: Table) -> dict[str, int]:
    """A healthy game, an AI game without its timer, a person's game without clock or timers, a game
    whose state no longer loads, a cancelled game (no timers, rightly), and a post stuck for two days."""
    ids = {"healthy": await game(table, ai=1), "no_ai_timer": await game(table, ai=1),
           "no_clock": await game(table, people=2, turn_hours=12), "unloadable": await game(table, people=2),
           "cancelled": await game(table, people=2)}
    await table.act(ids["healthy"], ANN, "add:1")
    await table.act(ids["no_ai_timer"], ANN, "add:1")  # now the AI seat reacts: it has an AI timer ...
    await table.store.write("DELETE FROM timers WHERE game_id = ?", (ids["no_ai_timer"],))  # ... lost
    await table.store.write("DELETE FROM timers WHERE game_id = ?", (ids["no_clock"],))
    await table.store.write("UPDATE seats SET waiting_since = NULL WHERE game_id = ?", (ids["no_clock"],))
    await table.store.write("UPDATE games SET state = ? WHERE id = ?",
                            (json.dumps({"tally": None}), ids["unloadable"]))
    await table.cancel(ids["cancelled"], ANN)
    await table.store.enqueue(ids["healthy"], ("dm", {"text": "x", "user": ANN}))
    await table.store.write("UPDATE outbox SET status = 'failed', error = 'Missing Access', created_at = ?"
                            " WHERE game_id = ? AND kind = 'dm'", (time.time() - 2 * DAY, ids["healthy"]))
    return ids


def by_game(findings: list[health.Finding]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for f in findings:
        out.setdefault(f.game_id, []).append(f.problem + (" repaired" if f.repaired else ""))
    return out


async def timer_kinds(table: Table, game_id: int) -> set[tuple[int, str]]:
    rows = await table.store.fetch("SELECT seat, kind FROM timers WHERE game_id = ?", (game_id,))
    return {(r["seat"], r["kind"]) for r in rows}


async def test_the_sweep_gives_lost_timers_back_and_reports_the_rest_once(table, caplog):
    ids = await plant_faults(table)
    with caplog.at_level(logging.WARNING, logger="boardhost.health"):
        findings = await health.sweep(table)
    assert by_game(findings) == {ids["no_ai_timer"]: ["stuck repaired"], ids["no_clock"]: ["stuck repaired"],
                                 ids["unloadable"]: ["broken"], ids["healthy"]: ["undeliverable"]}
    assert await timer_kinds(table, ids["no_ai_timer"]) == {(1, "ai")}
    assert await timer_kinds(table, ids["no_clock"]) == {(0, "remind"), (0, "timeout")}
    assert (await table.game_row(ids["no_clock"])).seats[0].waiting_since is not None
    assert await timer_kinds(table, ids["cancelled"]) == set()  # a cancelled game is left alone
    logged = [r.getMessage() for r in caplog.records]
    assert sum(f"game {ids['no_ai_timer']} (tally) at version 1 lacked" in m for m in logged) == 1
    assert sum("needs attention" in m for m in logged) == 2  # the broken game and the stuck post
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="boardhost.health"):
        again = await health.sweep(table)
    assert by_game(again) == {ids["unloadable"]: ["broken"], ids["healthy"]: ["undeliverable"]}
    assert not caplog.records  # reported once: the second sweep repairs nothing and tells nothing new
    [restored] = await table.store.fetch("SELECT * FROM timers WHERE game_id = ?", (ids["no_ai_timer"],))
    outcome = await table.fire(Timer(*(restored[k] for k in ("game_id", "seat", "kind", "version", "due"))))
    assert outcome.game.id == ids["no_ai_timer"] and outcome.game.version == 2  # the restored timer plays on


async def test_a_healthy_table_has_nothing_to_report(table):
    ids = [await game(table, ai=1), await game(table, people=2, turn_hours=24), await game(table, ai=3)]
    await table.act(ids[0], ANN, "add:2")
    before = await table.store.fetch("SELECT * FROM timers ORDER BY game_id, seat, kind")
    assert await health.sweep(table) == []
    assert [tuple(r) for r in await table.store.fetch("SELECT * FROM timers ORDER BY game_id, seat, kind")] == [
        tuple(r) for r in before] and len(before) == 4  # nothing rewritten: AI, reaction, remind + time-out


PLANT = """
import asyncio, json, sys, time
sys.path.insert(0, {root!r})
from core.store import open_store
from core.table import Table

async def main():
    async with open_store({path!r}) as store:
        table = Table(store)
        ids = []
        for _ in range(3):
            row = await table.open_lobby("qube", 1, "ann", turn_hours=48)
            await table.join(row.id, 2, "bob")
            await table.start(row.id, 1)
            ids.append(row.id)
        await store.write("DELETE FROM timers WHERE game_id = ?", (ids[0],))
        await store.write("UPDATE games SET state = '{{}}' WHERE id = ?", (ids[1],))
        await store.enqueue(ids[2], ("turn", {{"from": 0, "to": 0}}))
        await store.write("UPDATE outbox SET created_at = ? WHERE game_id = ?", (time.time() - 2 * 86400, ids[2]))
        await store.write("UPDATE outbox SET attempts = 3, error = '503 Service Unavailable' WHERE id ="
                          " (SELECT MAX(id) FROM outbox)")  # the others were never tried (the bot was down)
asyncio.run(main())
"""


def doctor(database: Path, *args: str, token: str = "x") -> subprocess.CompletedProcess:
    env = {"PATH": os.environ["PATH"], "DISCORD_TOKEN": token, "DATABASE_PATH": str(database)}
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), "doctor", *args], cwd="/", env=env,
                          capture_output=True, text=True, timeout=120)


def test_doctor_lists_planted_faults_and_fix_repairs_what_it_can(tmp_path):
    database = tmp_path / "planted.db"
    script = tmp_path / "plant.py"
    script.write_text(PLANT.format(root=str(ROOT), path=str(database)))
    subprocess.run([sys.executable, str(script)], check=True, timeout=120)
    first = doctor(database)
    assert first.returncode == 1, first.stdout + first.stderr
    lines = first.stdout.splitlines()
    assert lines[0] == f"database: {database}"
    assert any(re.fullmatch(r"game 1: stuck: seat (\d) has no remind timer; seat \1 has no timeout timer", line)
               for line in lines)
    assert any(line.startswith("game 2: broken: its stored state does not load") for line in lines)
    assert [line for line in lines if line.startswith("game 3: undeliverable: outbox entry")] == [
        next(line for line in lines if line.endswith("(turn, pending, 48 h old): 503 Service Unavailable"))]
    assert lines[-1] == "3 thing(s) need attention; `python bot.py doctor --fix` repairs what it can"
    fixed = doctor(database, "--fix")
    assert fixed.returncode == 1 and "game 1: stuck: " in fixed.stdout and "(repaired)" in fixed.stdout
    after = doctor(database)
    assert "game 1" not in after.stdout and after.stdout.splitlines()[-1].startswith("2 thing(s)")
    with sqlite3.connect(database) as db:  # the admin deals with the rest: cancels the broken game, ...
        db.execute("UPDATE games SET status = 'cancelled' WHERE id = 2")
        db.execute("DELETE FROM outbox")  # ... and lets the stuck post go
    clean = doctor(database)
    assert clean.returncode == 0 and clean.stdout.splitlines()[-1] == "all well", clean.stdout


def test_doctor_checks_the_settings(tmp_path):
    no_token = doctor(tmp_path / "new.db", token="")
    assert no_token.returncode == 1
    assert "setting: DISCORD_TOKEN is not set" in no_token.stdout and "no database yet" in no_token.stdout
    missing_folder = doctor(tmp_path / "nowhere" / "x.db")
    assert missing_folder.returncode == 1 and f"folder {tmp_path / 'nowhere'} does not exist" in missing_folder.stdout
    old = tmp_path / "old.db"
    with sqlite3.connect(old) as db:
        db.executescript(f"{migrations('sqlite')[0]}; PRAGMA user_version = 1;")
    behind = doctor(old)
    assert behind.returncode == 1 and f"schema 1; this release needs {len(migrations('sqlite'))}" in behind.stdout
    assert doctor(old, "--fix").returncode == 0
    assert doctor(old).returncode == 0
    with sqlite3.connect(old) as db:
        db.execute(f"PRAGMA user_version = {len(migrations('sqlite')) + 1}")
    newer = doctor(old, "--fix")
    assert newer.returncode == 1 and "newer than this release knows" in newer.stdout


def test_settings_problems_name_a_relative_database_path():
    config = Config(token="t", database="games.db", ai_delay=0, dev_guild=None, log_level="INFO")
    assert settings_problems(config) == {"path": "DATABASE_PATH games.db is not an absolute path."}


async def test_the_bot_refuses_a_database_newer_than_the_release(database):
    async with open_store(database) as store:
        newer = len(migrations(store.backend)) + 1
        if store.backend == "sqlite":
            await store.write(f"PRAGMA user_version = {newer}")
        else:
            await store.write("INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)", (newer,))
    with pytest.raises(SchemaTooNew, match="newer version of the bot"):
        await open_store(database).open()


async def test_a_repair_never_overwrites_the_timers_of_a_move_made_meanwhile(database, with_tally):
    """`doctor --fix` while the bot runs: the bot's move lands between the check and the repair."""
    async with open_store(database) as bot_store, open_store(database) as doctor_store:
        bot, doctor = Table(bot_store, ai_delay=0.0), Table(doctor_store, ai_delay=0.0)
        game_id = await game(bot, people=2)
        await bot.act(game_id, ANN, "add:1")  # bob's reaction window opens with its deadline timer ...
        await bot_store.write("DELETE FROM timers")  # ... which is lost
        change, calls = doctor.games.change, []

        async def bot_moves_first(row, version, **details):
            calls.append(version)
            if len(calls) == 2:  # the check was made; the repair's settle: the bot's move lands first
                await bot.act(game_id, BOB, "pass")
            return await change(row, version, **details)

        doctor.games.change = bot_moves_first
        assert await doctor.check_clocks(game_id, fix=True) == ([], False)
        rows = await bot_store.fetch("SELECT seat, kind, version FROM timers WHERE game_id = ?", (game_id,))
        assert [tuple(r) for r in rows] == [(1, "remind", 2)]  # bob's clock, stored with the bot's move
