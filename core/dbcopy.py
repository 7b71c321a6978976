"""`python bot.py db copy --to postgresql://...`: move a SQLite file's every table (games, seats, moves,
timers, away periods, outbox, notices, settings, results, ratings, preferences) into an empty
PostgreSQL database, then check the copy: the same number of rows in every table, and every game's
stored state equal to the replay of its seed and move log. No discord here.

The bot must be stopped (the file's claim is taken for the copy). Both databases are first brought to
this release's schema (opening migrates); the rows then go over in one PostgreSQL transaction (COPY),
so a failed copy leaves the target empty."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from core import replay
from core.admin import foreign_tables, schema_of
from core.store import InUse, SchemaTooNew, Store, Unreachable, is_postgres
from core.store_sqlite import SqliteStore
from engines import GAMES

if TYPE_CHECKING:
    from core.store_postgres import PostgresStore

BATCH = 5000  # rows read from SQLite and sent at a time
FIRST = "games"  # the others refer to it


class CopyError(Exception):
    """The copy can't be made as asked; the message is one sentence (nothing was written)."""


@dataclass
class Copied:
    counts: dict[str, int] = field(default_factory=dict)  # table -> rows (the same in both)
    replayed: int = 0  # games whose copied state equals their replay
    unloadable: list[int] = field(default_factory=list)  # games that don't replay in the SQLite file either
    mismatched: list[int] = field(default_factory=list)  # games that replay in the file but not in the copy
    differing: list[str] = field(default_factory=list)  # tables whose counts differ
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.mismatched and not self.differing


async def copy_database(source: str, target: str, say: Callable[[str], None] = print) -> Copied:
    """Copy the SQLite file `source` into the empty PostgreSQL database `target`, and check it."""
    from core.store_postgres import PostgresStore

    if not is_postgres(target):
        raise CopyError(f"--to must be a PostgreSQL URL (postgresql://user:password@host/name), not {target!r}.")
    if is_postgres(source) or not Path(source).is_file():
        raise CopyError(f"There is no SQLite file at {source} to copy (see DATABASE_PATH, or give --from FILE).")
    try:
        foreign = schema_of(source) == 0 and foreign_tables(source)
    except sqlite3.DatabaseError as error:
        raise CopyError(f"The file {source} can't be read as SQLite ({error}); nothing was copied.") from None
    if foreign:
        raise CopyError(f"The file {source} is not a Boardhost database; nothing was copied.")
    started = time.perf_counter()
    sqlite = SqliteStore(source)
    try:
        claim = sqlite.claim()
    except InUse as error:
        raise CopyError(f"{error}: stop the bot before copying its database.") from None
    postgres = PostgresStore(target)
    try:
        await sqlite.open()
        await postgres.open()
        tables = await table_names(sqlite)
        await check_empty(postgres, tables)
        say(f"copying {source} -> {postgres.where}")
        await copy_rows(sqlite, postgres, tables)
        copied = await check_copy(sqlite, postgres, tables)
    except (Unreachable, SchemaTooNew) as error:
        raise CopyError(str(error)) from None
    finally:
        await postgres.close()
        await sqlite.close()
        claim.release()
    copied.seconds = round(time.perf_counter() - started, 2)
    return copied


async def table_names(sqlite: SqliteStore) -> list[str]:
    return sorted(await sqlite.table_names(), key=lambda name: (name != FIRST, name))


async def check_empty(postgres: PostgresStore, tables: list[str]) -> None:
    """Refuse a target that holds anything but the settings a new database starts with."""
    present = set(await postgres.table_names())
    if missing := [t for t in tables if t not in present]:
        raise CopyError(f"The PostgreSQL database lacks the table {missing[0]} of the SQLite file; both should be "
                        "at this release's schema (is the file from a newer release?).")
    for table in tables:
        if table == "meta":  # a new database has its own nonce prefix: the file's replaces it
            continue
        rows = await postgres.count_rows(table)
        if rows:
            raise CopyError(f"The PostgreSQL database is not empty ({rows} rows in {table}): db copy only fills a "
                            "new, empty database (createdb NAME), never merges into one in use.")


async def copy_rows(sqlite: SqliteStore, postgres: PostgresStore, tables: list[str]) -> None:
    """Every row of every table, in one PostgreSQL transaction; identity counters set past the ids."""
    async with postgres.transaction() as tx:
        await tx.clear_settings()
        for table in tables:
            columns = await sqlite.columns(table)
            last = -1
            while True:
                rows = await sqlite.rows_after(table, columns, last, BATCH)
                if not rows:
                    break
                last = rows[-1][0]
                await tx.copy_rows(table, columns, [tuple(r)[1:] for r in rows])
        for table in ("games", "outbox"):  # the next new game or entry gets an id after the copied ones
            await tx.restart_ids(table)


async def check_copy(sqlite: SqliteStore, postgres: PostgresStore, tables: list[str]) -> Copied:
    """Rows per table in both, and every game with a state replayed from the copy (and, where that
    fails, from the file: a game broken before the copy is reported as such, not as a bad copy)."""
    copied = Copied()
    for table in tables:
        here = await sqlite.count_rows(table)
        there = await postgres.count_rows(table)
        copied.counts[table] = there
        if here != there:
            copied.differing.append(f"{table} ({here} in the file, {there} in the copy)")
    for row in await postgres.games_with_state():
        if await replays(postgres, row.id):
            copied.replayed += 1
        elif await replays(sqlite, row.id):
            copied.mismatched.append(row.id)
        else:
            copied.unloadable.append(row.id)
    return copied


async def replays(store: Store, game_id: int) -> bool:
    """The stored state equals the replay of the game's seed and move log."""
    row = await store.get_game(game_id)
    if row is None:
        return False
    try:
        game = GAMES[row.game]
        states = [game.setup(len(row.seats), row.seed, row.options)]
        states += [state for _, state in replay.steps(game, states[0], await store.moves(game_id))][-1:]
        return json.loads(json.dumps(game.dump(states[-1]))) == row.state
    except Exception:
        return False


def report(copied: Copied) -> list[str]:
    """What the command prints."""
    lines = ["rows: " + ", ".join(f"{table} {count}" for table, count in copied.counts.items())]
    lines.append(f"replayed {copied.replayed} games from the copy: each stored state equals its replay")
    if copied.unloadable:
        lines.append(f"games {', '.join(map(str, copied.unloadable))} do not replay in the SQLite file either "
                     "(broken before the copy; copied as they are)")
    if copied.differing:
        lines.append(f"ROW COUNTS DIFFER: {'; '.join(copied.differing)}")
    if copied.mismatched:
        lines.append(f"GAMES {', '.join(map(str, copied.mismatched))} replay in the file but not in the copy")
    lines.append(f"{'copied and checked' if copied.ok else 'THE COPY DOES NOT MATCH: drop that database'}"
                 f" in {copied.seconds} s")
    return lines
