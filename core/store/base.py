"""The store's shapes (rows, seats, timers, mail), its errors, one process per SQLite file, and the
primitives every store gives."""

from __future__ import annotations

import contextlib
import fcntl
import os
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self, TypeVar

from core.config import POSTGRES_SCHEMES

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent / "migrations"


def migrations(backend: str) -> list[str]:
    """The backend's migration scripts in order (the first upgrades an empty database to schema 1).
    Never edit a file once it has shipped: add the next number, for both backends."""
    files = sorted((MIGRATIONS_DIR / backend).glob("[0-9][0-9][0-9][0-9]_*.sql"))
    assert [int(f.name[:4]) for f in files] == list(range(1, len(files) + 1)), f"gaps in {backend} migrations"
    return [f.read_text() for f in files]


def is_postgres(database: str) -> bool:
    return database.startswith(POSTGRES_SCHEMES)


LEASE_SECONDS = 30.0  # a timer or an outbox lane is held this long by the process working on it (renewed)
GRACE_SECONDS = 10.0  # the process holding a game's shard goes first; another helps once it is this late
LOBBY, ACTIVE, FINISHED, CANCELLED, BROKEN = "lobby", "active", "finished", "cancelled", "broken"
OPEN_STATUSES = (LOBBY, ACTIVE, BROKEN)


@dataclass
class Seat:
    seat: int
    name: str
    user_id: int | None = None
    ai: str | None = None  # "smart" or "random" for an AI seat
    waiting_since: float | None = None  # when its turn clock (re)started; None while not pending
    reminders: int = 0  # reminders sent since then
    timeouts: int = 0  # time-outs in a row
    autopilot: bool = False  # handed to the AI after time-outs, until its owner takes it back
    resigned_user: int | None = None  # who resigned this seat (it is an AI seat since)
    timeouts_total: int = 0  # time-outs over the whole game

    @property
    def human(self) -> bool:
        """A person decides for this seat (not an AI seat, not on autopilot)."""
        return self.user_id is not None and not self.autopilot


@dataclass(frozen=True)
class Stamp:
    """What a change of a game is based on: its status, its version and who holds each seat. Another
    process may change any of them between the read and the write; the write then refuses
    (`check_read`), so two changes never both apply on the same old row (last writer wins)."""

    status: str
    version: int
    seats: tuple[tuple, ...]


@dataclass
class GameRow:
    id: int
    game: str
    host_id: int
    status: str
    options: dict
    seed: int
    state: dict | None
    version: int
    posted_version: int
    guild_id: int | None = None
    channel_id: int | None = None
    thread_id: int | None = None
    lobby_message_id: int | None = None
    error: str | None = None
    turn_hours: int = 0
    undeliverable: str | None = None
    practice: bool = False  # a practice game: one person and AI seats, no clock, no stats
    locale: str = "en"  # the game's language: its thread posts and public pictures (chosen in the lobby)
    created_at: float = 0.0
    daily: str | None = None  # a daily deadline, as `core.clock.Daily.kept()` writes it; None: turn_hours
    seats: list[Seat] = field(default_factory=list)
    read: Stamp | None = None  # the row as it was read (None: made in memory); writes based on it check it

    def stamp(self) -> Stamp:
        """The row as it stands in memory now (after a write of this process: as stored)."""
        return Stamp(self.status, self.version, tuple((s.seat, s.user_id, s.name, s.ai, bool(s.autopilot),
                                                       s.resigned_user) for s in self.seats))

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def seat_held_by(self, user_id: int) -> Seat:
        """The seat of a person known to play in this game (it was listed as one of theirs)."""
        seat = self.seat_of(user_id)
        assert seat is not None, f"user {user_id} holds no seat in game {self.id}"
        return self.seats[seat]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


@dataclass
class Move:
    n: int
    seat: int
    action: str
    events: list[dict]
    at: float


@dataclass
class Timer:
    game_id: int
    seat: int
    kind: str  # "ai" or "deadline"
    version: int
    due: float


@dataclass
class Entry:
    """One message the outbox owes: a thread post or a DM a move (or a clock) caused."""

    id: int
    game_id: int
    kind: str
    payload: dict
    attempts: int
    next_try: float
    created_at: float = 0.0
    tried_at: float | None = None  # when it was first handed to Discord (None: never yet)


@dataclass
class Away:
    user_id: int
    guild_id: int | None
    start: float
    until: float
    note: str = ""





@dataclass
class Listed:
    """One open game as `/games list` shows it: read from columns, no state parsed."""

    id: int
    game: str
    status: str
    channel: int | None
    mine: bool
    pending: list[int] | None  # None: not kept yet (a game started before the column existed)
    seats: dict[int, Seat] = field(default_factory=dict)  # by seat number: name, user, AI level


def pending_text(seats: list[int]) -> str:
    return ",".join(map(str, seats))


def pending_seats(text: str | None) -> list[int] | None:
    return None if text is None else [int(s) for s in text.split(",") if s]


class SchemaTooNew(Exception):
    """The database was written by a newer release of the bot; this one must not touch it."""


class Unreachable(Exception):
    """The database server could not be reached or refused the connection; the message is a sentence."""


class StaleVersion(Exception):
    """Another move was committed first."""


class InUse(sqlite3.OperationalError):
    """Another bot process runs on the same database file."""


class Claim:
    """One bot process per SQLite file: an exclusive lock on `<file>.lock`, held while the bot runs
    (the system drops it if the process dies). Two bots on one file would both deliver the outbox
    and fire the timers: every post and reminder twice. Readers (`doctor`, tests) need no claim."""

    def __init__(self, path: str) -> None:
        self.path = f"{path}.lock"
        self.handle = open(self.path, "a+")  # noqa: SIM115 (held open for the lock's lifetime)
        try:
            fcntl.flock(self.handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self.handle.seek(0)
            holder = self.handle.read().strip() or "?"
            self.handle.close()
            raise InUse(f"another Boardhost (process {holder}) is already running on this file; stop it "
                        "first, or give this one its own DATABASE_PATH: two bots on one file would post every "
                        "message twice") from None
        self.handle.truncate(0)
        self.handle.write(str(os.getpid()))
        self.handle.flush()

    def release(self) -> None:
        if not self.handle.closed:
            fcntl.flock(self.handle, fcntl.LOCK_UN)
            self.handle.close()



Row = Any  # a result row: by column name (row["id"]), by position (row[0]) and as a tuple


class Tx(ABC):
    """One open transaction, in the SQL both stores speak (`?` placeholders)."""

    @abstractmethod
    async def execute(self, sql: str, params: Sequence = ()) -> int:
        """Run one statement; how many rows it changed."""

    @abstractmethod
    async def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        """Run one statement once per row of parameters."""

    @abstractmethod
    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        """The rows of one query, as this transaction sees them."""

    @abstractmethod
    async def lock_game(self, game_id: int) -> Row | None:
        """The game's status and version, its row locked until the transaction ends (no other
        transaction may change it meanwhile); None when there is no such game."""


T = TypeVar("T")


class Primitives(ABC):
    """What each store gives (core/store_sqlite.py, core/store_postgres.py); the queries of the other
    modules of this package are written once over these."""

    backend: str  # "sqlite" or "postgres": the folder of its migrations
    skip_locked = ""  # after a SELECT of rows to claim: leave rows another transaction is claiming (PostgreSQL)

    # -- the primitives each store gives ---------------------------------------------------

    @abstractmethod
    async def open(self) -> Self:
        """Connect and migrate (under a lock: another process may be starting too)."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    def transaction(self) -> contextlib.AbstractAsyncContextManager[Tx]:
        """`async with store.transaction() as tx:` everything in it commits together, or nothing."""

    async def atomically(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        """`work(tx)` in one transaction: all of it commits, or nothing; what it returns. `work` awaits
        nothing but `tx`, so a store may run the whole of it in one go (SQLite runs every transaction
        so: its writes are on the event loop, see SqliteStore)."""
        async with self.transaction() as tx:
            return await work(tx)

    async def listen(self, heard: Callable[[str, list[int]], None]) -> bool:
        """Hear at once when another process queues mail ("mail") or sets a timer ("timer"):
        `heard(kind, game_ids)`. False: this store has no other processes to hear (SQLite)."""
        return False

    @abstractmethod
    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        """Rows of one query, as last committed."""

    @abstractmethod
    async def write(self, sql: str, params: Sequence = ()) -> int:
        """One statement in its own transaction; how many rows it changed."""

    @abstractmethod
    async def insert(self, sql: str, params: Sequence = ()) -> int:
        """One INSERT into a table with an `id` column, in its own transaction; the new row's id."""

    @abstractmethod
    async def schema_version(self) -> int: ...

    @abstractmethod
    def claim(self) -> Claim | None:
        """What keeps a second bot process off this database while this one runs, if anything."""

    @property
    @abstractmethod
    def where(self) -> str:
        """The database, as a sentence may name it (a file, or a URL without its password)."""

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def check_schema(self, current: int, known: int) -> None:
        if current > known:
            raise SchemaTooNew(f"The database {self.where} is at schema {current}, newer than this release knows "
                               f"({known}): it was used by a newer version of the bot.")
