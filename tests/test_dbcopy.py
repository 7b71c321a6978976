"""`python bot.py db copy --to postgresql://...`: a real SQLite database (the previous release's games
of all five kinds, migrated, plus a finished game with its results and ratings, preferences, an away
period, mail in the outbox, notices) copied into a new PostgreSQL database, checked, and played on from
there; and the copies it refuses, each with one sentence and exit code 2."""

import os
import subprocess
import sys
from pathlib import Path

from core import prefs
from core.store import ACTIVE, FINISHED, Away, open_store
from core.store_sqlite import SqliteStore
from core.table import Table
from engines import GAMES
from engines.base import Rng
from tests.test_upgrade import old_database, play_on

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB, CAROL = 1, 2, 3


def db_copy(source: Path, *args: str) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ["PATH"], "DATABASE_PATH": str(source), "DISCORD_TOKEN": ""}
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), "db", "copy", *args], cwd="/", env=env,
                          capture_output=True, text=True, timeout=300)


async def a_game(table: Table, key: str, moves: int) -> None:
    """A game of `key` between people (as few as it takes), `moves` random moves in (or to its end)."""
    row = await table.open_lobby(key, ANN, "ann", guild_id=5)
    for user in range(2, max(2, GAMES[key].min_players) + 1):
        await table.join(row.id, user, f"user{user}")
    row = await table.start(row.id, ANN)
    for _ in range(moves):
        if row.status != ACTIVE:
            break
        game, state = await table.load(row)
        seat = game.pending(state)[0]
        action = game.ai(state, seat, Rng(row.version), "random")
        row = (await table.act(row.id, row.seats[seat].user_id, action, row.version)).game


async def a_database(path: Path) -> None:
    """The previous release's games (8), a game of each kind of this release a few moves in, a Proponi
    game played to its end between three people (results and ratings), preferences, an away period."""
    old_database(path)
    async with SqliteStore(str(path)) as store:
        table = Table(store, ai_delay=0.0)
        for key in sorted(GAMES):
            await a_game(table, key, moves=6)
        await a_game(table, "proponi", moves=1000)
        await prefs.put(store, ANN, prefs.Prefs(reminders=False, turn_dm="also"))
        await store.set_away(Away(BOB, 5, 100.0, 200.0, "holiday"))
        table.close()


async def rows_of(store, table: str) -> list[tuple]:
    return sorted(tuple(r) for r in await store.fetch(f"SELECT * FROM {table}"))


async def test_db_copy_moves_every_table_and_the_games_play_on(tmp_path, postgres_server):
    source = tmp_path / "boardhost.db"
    await a_database(source)
    target = await postgres_server.fresh(migrated=False)
    copied = db_copy(source, "--to", target)
    assert copied.returncode == 0, copied.stdout + copied.stderr
    lines = copied.stdout.splitlines()
    assert lines[0] == f"copying {source} -> {target}"
    assert lines[-1].startswith("copied and checked in ")
    async with SqliteStore(str(source)) as file, open_store(target) as moved:
        tables = [r[0] for r in await file.fetch("SELECT name FROM sqlite_master WHERE type = 'table'")]
        assert {"games", "seats", "moves", "timers", "away", "outbox", "notices", "meta", "results", "ratings",
                "prefs"} <= set(tables)
        for name in tables:  # every row, every column, the same
            assert await rows_of(moved, name) == await rows_of(file, name), name
        games = await file.games_where("1 = 1")
        replaying = [g.id for g in games if g.state is not None and await replays_in(file, g.id)]
        # today's games and the finished Proponi game; none of the previous release's replays any more (its
        # last, Moon-Bots, keeps its log as messages since issue 22: a replay's state is not the stored one)
        assert len(replaying) >= len(GAMES) + 1
        assert f"replayed {len(replaying)} games from the copy: each stored state equals its replay" in lines
        old_rules = ", ".join(str(g.id) for g in games if g.state is not None and g.id not in replaying)
        assert f"games {old_rules} do not replay in the SQLite file either (broken before the copy; copied as" \
               " they are)" in lines  # games of the previous release whose rules changed since
        assert (await moved.fetch("SELECT COUNT(*) FROM results"))[0][0] == 3
        assert (await prefs.get(moved, ANN)).turn_dm == "also"
        table = Table(moved, ai_delay=0.0)
        for row in [g for g in games if g.status == ACTIVE]:
            await play_on(table, row.id)  # every copied game plays on from PostgreSQL
        await table.join(7, 9999, "newcomer")  # the old lobby takes players and starts
        await table.add_ai(7, 900)
        assert (await table.start(7, 900)).status == ACTIVE
        new = await table.open_lobby("qube", ANN, "ann")
        assert new.id == max(g.id for g in games) + 1  # new games are numbered after the copied ones
        assert (await table.game_row(6)).status == FINISHED
        table.close()
    assert sorted({g.game for g in games if g.status == ACTIVE}) == sorted(GAMES)


async def test_db_copy_refuses_with_one_sentence(tmp_path, postgres_server):
    source = tmp_path / "boardhost.db"
    old_database(source)
    used = await postgres_server.fresh()
    async with open_store(used) as store:
        await store.create_game("qube", ANN, 1, {})
    refused = db_copy(source, "--to", used)
    assert refused.returncode == 2 and refused.stderr.startswith("The PostgreSQL database is not empty (1 rows in"
                                                                 " games): db copy only fills a new, empty database")
    assert (await rows_count(used)) == 1  # nothing was added
    missing = db_copy(tmp_path / "nowhere.db", "--to", await postgres_server.fresh())
    assert missing.returncode == 2 and "There is no SQLite file at" in missing.stderr
    not_postgres = db_copy(source, "--to", "mysql://x@y/z")
    assert not_postgres.returncode == 2 and "--to must be a PostgreSQL URL" in not_postgres.stderr
    claim = SqliteStore(str(source)).claim()  # a bot runs on the file
    try:
        running = db_copy(source, "--to", await postgres_server.fresh())
    finally:
        claim.release()
    assert running.returncode == 2 and "stop the bot before copying its database" in running.stderr
    for output in (refused, missing, not_postgres, running):
        assert len(output.stderr.strip().splitlines()) == 1 and "Traceback" not in output.stderr


async def replays_in(store, game_id: int) -> bool:
    table = Table(store)
    try:
        return await table.replay_matches(game_id)
    except Exception:  # a move of the log that today's rules refuse
        return False
    finally:
        table.close()


async def rows_count(url: str) -> int:
    async with open_store(url) as store:
        return (await store.fetch("SELECT COUNT(*) FROM games"))[0][0]
