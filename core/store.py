"""Durable storage: one interface, two stores. The database is the only truth.

A game row holds the current state and its version (the number of moves applied); the move log is
append-only; a move and its new state are written in one transaction.

`Store` is the interface the table, the outbox, the cogs and the CLI use. Its methods are written once,
here, in the SQL both stores speak (`?` placeholders, `INSERT ... ON CONFLICT`, `x IS ?` for "equal, or
both NULL"); a store only provides the few primitives below them: `fetch`, `write`, `insert`,
`transaction()` (a `Tx`: `execute`, `executemany`, `fetch`, `lock_game`), opening and migrating, and
may run `atomically(work)` (a transaction whose work awaits nothing but it) in one go.

- `SqliteStore` (core/store_sqlite.py): one file (WAL; writes on the event loop, reads through
  aiosqlite), the embedded default; one bot process per file (`Claim`).
- `PostgresStore` (core/store_postgres.py): asyncpg with a pool, for several processes on one
  database (`pip install -e ".[postgres]"`).

`open_store(database)` picks one: a `postgresql://` URL (DATABASE_URL) or a file path (DATABASE_PATH).
Each store's schema is a list of numbered plain-SQL files, core/migrations/<backend>/NNNN_name.sql,
with the same numbers in both; they are applied at start under a lock, so two processes starting
together never race.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from core.config import POSTGRES_SCHEMES, UNSHARDED, Shards
from engines.i18n import Msg, to_data

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


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
    seats: list[Seat] = field(default_factory=list)
    read: Stamp | None = None  # the row as it was read (None: made in memory); writes based on it check it

    def stamp(self) -> Stamp:
        """The row as it stands in memory now (after a write of this process: as stored)."""
        return Stamp(self.status, self.version, tuple((s.seat, s.user_id, s.name, s.ai, bool(s.autopilot),
                                                       s.resigned_user) for s in self.seats))

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

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


InTransaction = Callable[[Tx], Awaitable[None]]
T = TypeVar("T")


class Store(ABC):
    """The store interface. Subclasses give the primitives; every method above them is shared."""

    backend: str  # "sqlite" or "postgres": the folder of its migrations
    skip_locked = ""  # after a SELECT of rows to claim: leave rows another transaction is claiming (PostgreSQL)

    # -- the primitives each store gives ---------------------------------------------------

    @abstractmethod
    async def open(self) -> Store:
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

    async def __aenter__(self) -> Store:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def check_schema(self, current: int, known: int) -> None:
        if current > known:
            raise SchemaTooNew(f"The database {self.where} is at schema {current}, newer than this release knows "
                               f"({known}): it was used by a newer version of the bot.")

    # -- games -----------------------------------------------------------------------------

    async def create_game(self, game: str, host_id: int, seed: int, options: dict, *,
                          guild_id: int | None = None, channel_id: int | None = None,
                          turn_hours: int = 0, locale: str = "en") -> int:
        now = time.time()
        return await self.insert(
            "INSERT INTO games (game, guild_id, channel_id, host_id, status, options, seed,"
            " created_at, updated_at, turn_hours, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, guild_id, channel_id, host_id, LOBBY, json.dumps(options), seed, now, now, turn_hours, locale),
        )

    async def get_game(self, game_id: int) -> GameRow | None:
        games = await self.games_where("id = ?", (game_id,))
        return games[0] if games else None

    @staticmethod
    def _game_row(row: Row) -> GameRow:
        state, error = None, row["error"]
        try:
            state = json.loads(row["state"]) if row["state"] else None
        except ValueError as bad:  # damaged by hand or by a disk: the game is reported, the others still load
            error = f"its stored state is not valid JSON ({bad})"
        return GameRow(
            id=row["id"], game=row["game"], host_id=row["host_id"], status=row["status"],
            options=json.loads(row["options"]), seed=row["seed"], state=state,
            version=row["version"], posted_version=row["posted_version"],
            guild_id=row["guild_id"], channel_id=row["channel_id"], thread_id=row["thread_id"],
            lobby_message_id=row["lobby_message_id"], error=error,
            turn_hours=row["turn_hours"], undeliverable=row["undeliverable"],
            practice=bool(row["practice"]), created_at=row["created_at"], locale=row["locale"],
        )

    async def games_where(self, sql: str, params: Sequence = ()) -> list[GameRow]:
        """Games matching a WHERE clause (portable SQL), with their seats (for listings and start-up
        catch-up)."""
        games = [self._game_row(row) for row in await self.fetch(f"SELECT * FROM games WHERE {sql} ORDER BY id",
                                                                 params)]
        by_id = {game.id: game for game in games}
        ids = list(by_id)
        for first in range(0, len(ids), 500):  # SQLite takes a few hundred parameters at most
            chunk = ids[first:first + 500]
            for r in await self.fetch(f"SELECT * FROM seats WHERE game_id IN ({', '.join('?' * len(chunk))})"
                                      " ORDER BY game_id, seat", chunk):
                by_id[r["game_id"]].seats.append(self._seat(r))
        for game in games:
            game.read = game.stamp()
        return games

    @staticmethod
    def _seat(r: Row) -> Seat:
        return Seat(r["seat"], r["name"], r["user_id"], r["ai"], r["waiting_since"], r["reminders"],
                    r["timeouts"], bool(r["autopilot"]), r["resigned_user"], r["timeouts_total"])

    async def update_game(self, game_id: int, **fields: object) -> None:
        """Set table bookkeeping (thread ids, status, posted version...)."""
        fields["updated_at"] = time.time()
        for key in ("options", "state"):
            if key in fields and fields[key] is not None:
                fields[key] = json.dumps(fields[key])
        columns = ", ".join(f"{name} = ?" for name in fields)
        await self.write(f"UPDATE games SET {columns} WHERE id = ?", (*fields.values(), game_id))

    async def list_open(self, guild_id: int | None, user_id: int, offset: int, limit: int) -> tuple[int, list[Listed]]:
        """One page of the server's open games, the person's own first, then by number; and how many
        there are. Indexed queries only."""
        statuses = OPEN_STATUSES
        marks = ", ".join("?" * len(statuses))
        total = (await self.fetch(f"SELECT COUNT(*) FROM games WHERE guild_id IS ? AND status IN ({marks})",
                                  (guild_id, *statuses)))[0][0]
        rows = await self.fetch(
            "SELECT id, game, status, thread_id, channel_id, pending, EXISTS(SELECT 1 FROM seats s WHERE"
            " s.game_id = games.id AND s.user_id = ?) AS mine FROM games WHERE guild_id IS ? AND status IN"
            f" ({marks}) ORDER BY mine DESC, id LIMIT ? OFFSET ?", (user_id, guild_id, *statuses, limit, offset))
        page = [Listed(r["id"], r["game"], r["status"], r["thread_id"] or r["channel_id"], bool(r["mine"]),
                       pending_seats(r["pending"])) for r in rows]
        by_id = {g.id: g for g in page}
        if by_id:
            for r in await self.fetch(f"SELECT game_id, seat, name, user_id, ai, resigned_user FROM seats WHERE"
                                      f" game_id IN ({', '.join('?' * len(by_id))})", list(by_id)):
                by_id[r["game_id"]].seats[r["seat"]] = Seat(r["seat"], r["name"], r["user_id"], r["ai"],
                                                            resigned_user=r["resigned_user"])
        return total, page

    async def set_pending(self, game_id: int, seats: list[int]) -> None:
        """Keep whose turn it is for a game started before the column existed."""
        await self.write("UPDATE games SET pending = ? WHERE id = ?", (pending_text(seats), game_id))

    # -- seats -----------------------------------------------------------------------------

    async def set_seats(self, game_id: int, seats: list[Seat], read: Stamp | None = None) -> None:
        """Replace the lobby's seat list in one transaction; with `read`, only if the game is still
        as it was read (else StaleVersion)."""
        async def work(tx: Tx) -> None:
            if read is not None:
                await check_read(tx, game_id, read)
            await tx.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await tx.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.name, s.ai) for s in seats],
            )

        await self.atomically(work)

    # -- moves -----------------------------------------------------------------------------

    async def start_game(self, game_id: int, state: dict, then: InTransaction | None = None,
                         read: Stamp | None = None) -> None:
        """The lobby becomes a game at version 0; `then` writes what starting causes, in the same
        transaction. With `read`, only if the lobby is still as it was read (else StaleVersion)."""
        async def work(tx: Tx) -> None:
            if read is not None:
                await check_read(tx, game_id, read)
            await tx.execute("UPDATE games SET status = ?, state = ?, version = 0, posted_version = 0,"
                             " updated_at = ? WHERE id = ?", (ACTIVE, json.dumps(state), time.time(), game_id))
            if then is not None:
                await then(tx)

        await self.atomically(work)

    async def commit_move(self, game_id: int, expected_version: int, seat: int, action: str,
                          events: list[dict], state: dict, status: str = ACTIVE,
                          then: InTransaction | None = None, read: Stamp | None = None) -> int:
        """Append the move and store the new state atomically; refuse if the version moved on (or,
        with `read`, if the game's status or seats changed since it was read).
        `then` writes what the move causes (clocks, timers, outbox) in the same transaction; it awaits
        nothing but the transaction (see `atomically`)."""
        new_version = expected_version + 1
        now = time.time()
        written_state, written_events = json.dumps(state), json.dumps(events)

        async def work(tx: Tx) -> None:
            if read is not None:
                await check_read(tx, game_id, read)
            changed = await tx.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ?",
                (written_state, new_version, status, now, game_id, expected_version),
            )
            if changed != 1:
                raise StaleVersion(game_id)
            await tx.execute(
                "INSERT INTO moves (game_id, n, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, action, written_events, now),
            )
            if then is not None:
                await then(tx)

        await self.atomically(work)
        return new_version

    async def moves(self, game_id: int, after: int = 0) -> list[Move]:
        rows = await self.fetch(
            "SELECT n, seat, action, events, at FROM moves WHERE game_id = ? AND n > ? ORDER BY n", (game_id, after)
        )
        return [Move(r["n"], r["seat"], r["action"], json.loads(r["events"]), r["at"]) for r in rows]

    # -- timers ----------------------------------------------------------------------------

    async def set_timer(self, timer: Timer) -> None:
        await self.write(
            "INSERT INTO timers (game_id, seat, kind, version, due) VALUES (?, ?, ?, ?, ?) ON CONFLICT"
            " (game_id, seat, kind) DO UPDATE SET version = excluded.version, due = excluded.due, lease_until = 0",
            (timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

    async def clear_timers(self, game_id: int) -> None:
        await self.write("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def delete_timer(self, timer: Timer) -> None:
        """Delete this very timer (not one that replaced it meanwhile with another due time)."""
        await self.write(
            "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due = ?",
            (timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

    async def postpone_timer(self, timer: Timer, due: float) -> None:
        """Move this very timer to `due` and let it go (a handler failed: it is tried again, never lost)."""
        await self.write(
            "UPDATE timers SET due = ?, lease_until = 0 WHERE game_id = ? AND seat = ? AND kind = ? AND version = ?"
            " AND due = ?", (due, timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

    async def claim_timer(self, owner: str, now: float, lease: float, shards: Shards = UNSHARDED,
                          grace: float = 0.0) -> Timer | None:
        """The most overdue timer no other process holds, now held by `owner` until `now + lease`: a game
        of one of this process's shards as soon as it is due, another's once it is `grace` seconds
        overdue (the process holding that shard is down or behind). Whoever acts on it replaces or
        deletes it in the same transaction; if the holder dies first, the lease runs out and another
        takes it (or the holder itself, started again under the same name, at once)."""
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT t.game_id, t.seat, t.kind, t.version, t.due FROM timers t JOIN games g ON g.id = t.game_id"
                f" WHERE (t.lease_until <= ? OR t.lease_owner = ?) AND t.due <= ? AND ({mine(shards)} OR t.due <= ?)"
                f" ORDER BY t.due LIMIT 1{self.skip_locked}", (now, owner, now, now - grace))
            if not rows:
                return None
            timer = Timer(*rows[0])
            await tx.execute("UPDATE timers SET lease_owner = ?, lease_until = ? WHERE game_id = ? AND seat = ?"
                             " AND kind = ?", (owner, now + lease, timer.game_id, timer.seat, timer.kind))
        return timer

    async def next_claim_at(self, now: float, shards: Shards = UNSHARDED, grace: float = 0.0) -> float | None:
        """When `claim_timer` may next find a timer (None: there is none)."""
        rows = await self.fetch(
            f"SELECT MIN(CASE WHEN t.lease_until > ? THEN t.lease_until WHEN {mine(shards)} THEN t.due"
            " ELSE t.due + ? END) AS at FROM timers t JOIN games g ON g.id = t.game_id", (now, grace))
        return rows[0]["at"]

    async def timers_of(self, game_id: int, version: int | None = None) -> list[Timer]:
        """A game's timers (those set at `version` only, when given), by seat and kind."""
        rows = await self.fetch("SELECT * FROM timers WHERE game_id = ?" + (" AND version = ?" if version is not None
                                                                              else "") + " ORDER BY seat, kind",
                                (game_id,) if version is None else (game_id, version))
        return [Timer(r["game_id"], r["seat"], r["kind"], r["version"], r["due"]) for r in rows]

    async def waiting_on(self, user_id: int) -> list[GameRow]:
        """Active games where `user_id` must decide now (their turn clock runs)."""
        return await self.games_where(
            "status = ? AND id IN (SELECT game_id FROM seats WHERE user_id = ? AND waiting_since IS NOT NULL"
            " AND autopilot = 0)", (ACTIVE, user_id))

    async def next_timer(self) -> Timer | None:
        rows = await self.fetch("SELECT * FROM timers ORDER BY due LIMIT 1")
        return Timer(*(rows[0][k] for k in ("game_id", "seat", "kind", "version", "due"))) if rows else None

    # -- clocks, away periods --------------------------------------------------------------

    async def away_of(self, user_ids: list[int], guild_id: int | None) -> dict[int, list[Away]]:
        """Every listed person's away periods in this server, in one query (a move reads all its seats')."""
        rows = await self.fetch(f"SELECT * FROM away WHERE user_id IN ({', '.join('?' * len(user_ids))})"
                                " AND guild_id IS ? ORDER BY start", (*user_ids, guild_id))
        found: dict[int, list[Away]] = {user: [] for user in user_ids}
        for r in rows:
            found[r["user_id"]].append(Away(r["user_id"], r["guild_id"], r["start"], r["until"], r["note"]))
        return found

    async def away_periods(self, user_id: int, guild_id: int | None) -> list[Away]:
        rows = await self.fetch("SELECT * FROM away WHERE user_id = ? AND guild_id IS ? ORDER BY start",
                                (user_id, guild_id))
        return [Away(r["user_id"], r["guild_id"], r["start"], r["until"], r["note"]) for r in rows]

    async def set_away(self, away: Away) -> None:
        """Start an away period, or replace the end of the one running at `away.start`."""
        async def work(tx: Tx) -> None:
            await tx.execute("DELETE FROM away WHERE user_id = ? AND guild_id IS ? AND until > ?",
                             (away.user_id, away.guild_id, away.start))
            await tx.execute("INSERT INTO away (guild_id, user_id, start, until, note) VALUES (?, ?, ?, ?, ?)",
                             (away.guild_id, away.user_id, away.start, away.until, away.note))

        await self.atomically(work)

    async def end_away(self, user_id: int, guild_id: int | None, now: float) -> bool:
        """End a running away period now; False when there was none."""
        return await self.write("UPDATE away SET until = ? WHERE user_id = ? AND guild_id IS ?"
                                " AND start <= ? AND until > ?", (now, user_id, guild_id, now, now)) > 0

    # -- the outbox ------------------------------------------------------------------------

    async def next_entry(self, game_id: int) -> Entry | None:
        rows = await self.fetch("SELECT * FROM outbox WHERE status = 'pending' AND game_id = ? ORDER BY id LIMIT 1",
                                (game_id,))
        return self._entry(rows[0]) if rows else None

    async def entries(self, game_id: int, status: str | None = None) -> list[Entry]:
        rows = await self.fetch("SELECT * FROM outbox WHERE game_id = ?" + (" AND status = ?" if status else "")
                                + " ORDER BY id", (game_id, status) if status else (game_id,))
        return [self._entry(r) for r in rows]

    @staticmethod
    def _entry(r: Row) -> Entry:
        return Entry(r["id"], r["game_id"], r["kind"], json.loads(r["payload"]), r["attempts"], r["next_try"],
                     r["created_at"], r["tried_at"])

    async def lanes_with_mail(self, now: float, shards: Shards = UNSHARDED, grace: float = 0.0,
                              owner: str = "") -> list[int]:
        """Games with undelivered entries whose lane no other process holds, the one owed longest first:
        the games of this process's shards, and others' owed for `grace` seconds already."""
        rows = await self.fetch(
            "SELECT o.game_id FROM outbox o JOIN games g ON g.id = o.game_id LEFT JOIN lanes l ON l.game_id ="
            " o.game_id WHERE o.status = 'pending' AND (l.until IS NULL OR l.until <= ? OR l.owner = ?) GROUP BY"
            f" o.game_id, g.guild_id HAVING {mine(shards)} OR MIN(o.created_at) <= ? ORDER BY MIN(o.id)",
            (now, owner, now - grace))
        return [r["game_id"] for r in rows]

    async def claim_lane(self, game_id: int, owner: str, now: float, lease: float) -> bool:
        """Hold the game's outbox lane until `now + lease` (or hold it longer); False while another
        process holds it. Never single entries: one holder delivers a game's mail in order."""
        return await self.write(
            "INSERT INTO lanes (game_id, owner, until) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
            " owner = excluded.owner, until = excluded.until WHERE lanes.owner = excluded.owner OR lanes.until <= ?",
            (game_id, owner, now + lease, now)) == 1

    async def release_lane(self, game_id: int, owner: str) -> None:
        await self.write("DELETE FROM lanes WHERE game_id = ? AND owner = ?", (game_id, owner))

    async def entry_done(self, entry_id: int, status: str, at: float, error: str | None = None) -> None:
        await self.write("UPDATE outbox SET status = ?, sent_at = ?, error = ? WHERE id = ?",
                         (status, at, error, entry_id))

    async def entry_tried(self, entry_id: int, at: float) -> None:
        """The entry is being handed to Discord for the first time."""
        await self.write("UPDATE outbox SET tried_at = ? WHERE id = ? AND tried_at IS NULL", (at, entry_id))

    async def entry_later(self, entry_id: int, attempts: int, next_try: float, error: str) -> None:
        await self.write("UPDATE outbox SET attempts = ?, next_try = ?, error = ? WHERE id = ?",
                         (attempts, next_try, error, entry_id))

    async def prune_outbox(self, before: float) -> None:
        """Forget entries delivered (or given up) before `before`: their payloads hold DM texts."""
        await self.write("DELETE FROM outbox WHERE status != 'pending' AND sent_at < ?", (before,))

    async def enqueue(self, game_id: int, *mail: tuple[str, dict]) -> None:
        await self.atomically(lambda tx: enqueue(tx, game_id, *mail))

    async def stuck_mail(self, before: float) -> list[Row]:
        """Outbox entries created before `before` that could not be delivered: given up, or still failing."""
        return await self.fetch(
            "SELECT id, game_id, kind, status, error, created_at FROM outbox WHERE created_at < ?"
            " AND (status = 'failed' OR (status = 'pending' AND attempts > 0)) ORDER BY game_id, id", (before,))

    # -- told once; the bot's own settings -------------------------------------------------

    async def notices(self, topic_like: str = "%") -> list[tuple[int, str]]:
        rows = await self.fetch("SELECT game_id, topic FROM notices WHERE topic LIKE ? ORDER BY game_id, topic",
                                (topic_like,))
        return [(r["game_id"], r["topic"]) for r in rows]

    async def notice(self, game_id: int, topic: str) -> bool:
        """Record that `topic` was told for this game; False when it already was (so it is told once)."""
        return await self.atomically(lambda tx: notice_once(tx, game_id, topic))

    async def get_meta(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        await self.write("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET"
                         " value = excluded.value", (key, value))


def open_store(database: str) -> Store:
    """The store for a database setting: a `postgresql://` URL or a SQLite file path (not opened yet:
    `async with open_store(...) as store` or `await open_store(...).open()`)."""
    if is_postgres(database):
        from core.store_postgres import PostgresStore

        return PostgresStore(database)
    from core.store_sqlite import SqliteStore

    return SqliteStore(database)


async def enqueue(tx: Tx, game_id: int, *mail: tuple[str, dict]) -> None:
    """Owe these (kind, payload) messages, in this order, inside the caller's transaction. A `Msg` in a
    payload (a prompt, a card, a note) is kept as data, to be said in its reader's language when sent."""
    now = time.time()
    await tx.executemany("INSERT INTO outbox (game_id, kind, payload, created_at) VALUES (?, ?, ?, ?)",
                         [(game_id, kind, json.dumps(kept(payload)), now) for kind, payload in mail])


def kept(value: object) -> object:
    """`value` with every `Msg` in it as data (`engines.i18n.to_data`), dicts and lists gone through."""
    if isinstance(value, Msg):
        return to_data(value)
    if isinstance(value, dict):
        return {name: kept(item) for name, item in value.items()}
    if isinstance(value, list | tuple):
        return [kept(item) for item in value]
    return value


async def notice_once(tx: Tx, game_id: int, topic: str) -> bool:
    """Record that `topic` was told for this game, inside the caller's transaction; False when it
    already was (so it is told once)."""
    return await tx.execute("INSERT INTO notices (game_id, topic, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                            (game_id, topic, time.time())) == 1


def mine(shards: Shards) -> str:
    """An SQL condition on `g` (games): the game's server is on one of this process's shards."""
    if shards.all_here:
        return "1 = 1"
    held = ", ".join(str(int(s)) for s in shards.mine)
    return f"((COALESCE(g.guild_id, 0) >> 22) % {int(shards.count)}) IN ({held})"


async def check_read(tx: Tx, game_id: int, read: Stamp) -> None:
    """Inside the caller's transaction: raise StaleVersion unless the game still has the status,
    version and seat holders it had when it was read. The game's row is locked first, so no other
    transaction changes it (or, through this check, its seats) until this one ends."""
    game = await tx.lock_game(game_id)
    seats = tuple((r[0], r[1], r[2], r[3], bool(r[4]), r[5]) for r in await tx.fetch(
        "SELECT seat, user_id, name, ai, autopilot, resigned_user FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,)))
    if game is None or Stamp(game["status"], game["version"], seats) != read:
        raise StaleVersion(game_id)


async def update_seat(tx: Tx, game_id: int, seat: int, **fields: object) -> None:
    """Set a seat's columns inside the caller's transaction."""
    columns = ", ".join(f"{name} = ?" for name in fields)
    await tx.execute(f"UPDATE seats SET {columns} WHERE game_id = ? AND seat = ?", (*fields.values(), game_id, seat))


async def replace_timers(tx: Tx, game_id: int, timers: list[Timer]) -> None:
    """A game's timers become exactly `timers`, inside the caller's transaction."""
    await tx.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    await tx.executemany("INSERT INTO timers (game_id, seat, kind, version, due) VALUES (?, ?, ?, ?, ?)",
                         [(t.game_id, t.seat, t.kind, t.version, t.due) for t in timers])


async def keep_pending(tx: Tx, game_id: int, pending: list[int], posted_version: int | None) -> None:
    """Keep whose turn it is (and the version the thread's last post showed, when given), inside the
    caller's transaction."""
    await tx.execute("UPDATE games SET pending = ?, posted_version = COALESCE(?, posted_version) WHERE id = ?",
                     (pending_text(pending), posted_version, game_id))


async def cancel_game(tx: Tx, game_id: int) -> None:
    """The game is cancelled and its timers gone, inside the caller's transaction."""
    await tx.execute("UPDATE games SET status = ? WHERE id = ?", (CANCELLED, game_id))
    await replace_timers(tx, game_id, [])


async def remove_timer(tx: Tx, timer: Timer) -> None:
    """Delete this very timer (not one that replaced it meanwhile), inside the caller's transaction."""
    await tx.execute("DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due = ?",
                     (timer.game_id, timer.seat, timer.kind, timer.version, timer.due))
