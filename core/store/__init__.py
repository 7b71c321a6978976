"""Durable storage: one interface, two stores. The database is the only truth.

A game row holds the current state and its version (the number of moves applied); the move log is
append-only; a move and its new state are written in one transaction.

`Store` is the interface the table service, the outbox and the CLI use (the cogs go through the table
service). Its methods are written once, in this package (one module per subject), in the SQL both
stores speak (`?` placeholders, `INSERT ... ON CONFLICT`, `x IS ?` for "equal, or both NULL"); a store
only provides the few primitives below them (core/store/base.py): `fetch`, `write`, `insert`,
`transaction()` (a `Tx`: `execute`, `executemany`, `fetch`, `lock_game`), opening and migrating, and
may run `atomically(work)` (a transaction whose work awaits nothing but it) in one go. A change of a
game (a move and everything it causes) is data, a `GameWrite` (core/store/change.py): SQLite runs its
steps; PostgreSQL sends it to the database's function `boardhost_write` in one round trip.

- `SqliteStore` (core/store_sqlite.py): one file (WAL; writes on the event loop, reads through
  aiosqlite), the embedded default; one bot process per file (`Claim`).
- `PostgresStore` (core/store_postgres.py): asyncpg with a pool, for several processes on one
  database (`pip install -e ".[postgres]"`).

`open_store(database)` picks one: a `postgresql://` URL (DATABASE_URL) or a file path (DATABASE_PATH).
Processes sharing a PostgreSQL database hear of each other's work at once: every commit that queues mail
or sets, moves or lets go of a timer sends NOTIFY on the channel `boardhost_work` with the payload
'mail:<game ids>' or 'timer:<game ids>' (comma separated; triggers of migration 12, so any writer tells).
`store.listen(heard)` calls `heard(kind, game_ids)` for other processes' commits (the bot: its outbox
looks for lanes, its clock for timers; their polls stay as the fallback). A listening connection that
drops is opened again; then `heard("mail", [])` and `heard("timer", [])` (no ids: anything may have been
missed meanwhile, look everywhere). A reader that wants to follow
games live (a web page) may LISTEN on the same channel.

Each store's schema is a list of numbered plain-SQL files, core/migrations/<backend>/NNNN_name.sql,
with the same numbers in both; they are applied at start under a lock, so two processes starting
together never race.
"""

from __future__ import annotations

from core.store.base import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    FINISHED,
    GRACE_SECONDS,
    LEASE_SECONDS,
    LOBBY,
    MIGRATIONS_DIR,
    OPEN_STATUSES,
    Away,
    Claim,
    Entry,
    GameRow,
    InUse,
    Listed,
    Move,
    Primitives,
    Row,
    SchemaTooNew,
    Seat,
    StaleVersion,
    Stamp,
    Timer,
    Tx,
    Unreachable,
    is_postgres,
    migrations,
    pending_seats,
    pending_text,
)
from core.store.change import Appended, Ending, GameWrite
from core.store.games import (
    GameQueries,
    append_move,
    begin_game,
    cancel_game,
    check_read,
    keep_pending,
    update_seat,
)
from core.store.outbox import OutboxQueries, enqueue, kept, notice_once
from core.store.people import (
    PeopleQueries,
    ServerQueries,
    add_results,
    has_results,
    put_rating,
    rating_of,
    release_held,
)
from core.store.timers import PauseQueries, TimerQueries, mine, remove_timer, replace_timers
from core.store.web import WebQueries


class Store(GameQueries, TimerQueries, PauseQueries, OutboxQueries, PeopleQueries, ServerQueries, WebQueries):
    """The store interface: the primitives each store gives (core/store/base.py `Primitives`) and the
    queries written once over them, by subject: games, seats and moves (games.py), timers and away
    periods (timers.py), the outbox, notices and settings (outbox.py), preferences, results and ratings
    (people.py), the web table's tokens and sign-outs (web.py). The SQL of the bot is in these modules
    and the two stores' own, nowhere else."""


def open_store(database: str) -> Store:
    """The store for a database setting: a `postgresql://` URL or a SQLite file path (not opened yet:
    `async with open_store(...) as store` or `await open_store(...).open()`)."""
    if is_postgres(database):
        from core.store_postgres import PostgresStore

        return PostgresStore(database)
    from core.store_sqlite import SqliteStore

    return SqliteStore(database)


__all__ = [
    "ACTIVE", "BROKEN", "CANCELLED", "FINISHED", "GRACE_SECONDS", "LEASE_SECONDS", "LOBBY", "MIGRATIONS_DIR",
    "OPEN_STATUSES", "Appended", "Away", "Claim", "Ending", "Entry", "GameRow", "GameWrite", "InUse", "Listed", "Move",
    "Primitives", "Row", "SchemaTooNew", "Seat",
    "StaleVersion", "Stamp", "Store", "Timer", "Tx", "Unreachable", "add_results", "append_move", "begin_game",
    "cancel_game", "check_read", "enqueue", "has_results", "is_postgres", "keep_pending", "kept", "migrations", "mine",
    "notice_once", "open_store", "pending_seats", "pending_text", "put_rating", "rating_of", "release_held",
    "remove_timer", "replace_timers", "update_seat",
]
