"""Durable storage: one SQLite file (WAL) through aiosqlite. The database is the only truth.

A game row holds the current state and its version (the number of moves applied); the move log is
append-only; a move and its new state are written in one transaction.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field

import aiosqlite

# Each entry upgrades the schema by one version; never edit an entry once it has shipped.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER,
        thread_id INTEGER,
        lobby_message_id INTEGER,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        posted_version INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        ai TEXT,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games(id),
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, n)
    );
    CREATE TABLE timers (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        version INTEGER NOT NULL,
        due REAL NOT NULL,
        PRIMARY KEY (game_id, seat, kind)
    );
    CREATE INDEX timers_by_due ON timers (due);
    """,
    # 2: turn clocks, away periods, resigned and handed-over seats, the per-game outbox
    """
    ALTER TABLE games ADD COLUMN turn_hours INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN undeliverable TEXT;
    ALTER TABLE seats ADD COLUMN waiting_since REAL;
    ALTER TABLE seats ADD COLUMN reminders INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN resigned_user INTEGER;
    CREATE TABLE away (
        guild_id INTEGER,
        user_id INTEGER NOT NULL,
        start REAL NOT NULL,
        until REAL NOT NULL,
        note TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX away_by_user ON away (user_id, guild_id);
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id),
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_try REAL NOT NULL DEFAULT 0,
        error TEXT,
        created_at REAL NOT NULL,
        sent_at REAL
    );
    CREATE INDEX outbox_by_lane ON outbox (status, game_id, id);
    """,
    # 3: what the table told once (a host about a failure, the log about a stuck post); settings
    # the bot keeps for itself (the hash of the synced command tree)
    """
    CREATE TABLE notices (
        game_id INTEGER NOT NULL,
        topic TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, topic)
    );
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # 4: "The game begins!" is told once per game (a notice); games already started have told it
    """
    INSERT OR IGNORE INTO notices (game_id, topic, at) SELECT id, 'opening', updated_at FROM games
        WHERE status != 'lobby';
    """,
    # 5: around the moves: each finished game's results per seat, ratings per server and game,
    # time-outs over a whole game, practice games, people's notification preferences
    """
    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        rank INTEGER NOT NULL,
        won INTEGER NOT NULL,
        resigned INTEGER NOT NULL,
        timeouts INTEGER NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_player ON results (guild_id, player, game);
    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (guild_id, game, player)
    );
    CREATE TABLE prefs (
        user_id INTEGER PRIMARY KEY,
        reminders INTEGER NOT NULL DEFAULT 1,
        turn_dm INTEGER NOT NULL DEFAULT 0
    );
    ALTER TABLE seats ADD COLUMN timeouts_total INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
    """,
    # 6: delivered once beyond Discord's nonce memory: when an entry was first handed to Discord (a
    # later try looks for it among the channel's messages first), and this database's own nonce prefix
    """
    ALTER TABLE outbox ADD COLUMN tried_at REAL;
    INSERT OR IGNORE INTO meta (key, value) VALUES ('nonce_prefix', lower(hex(randomblob(3))));
    """,
    # 7: whose turn it is kept beside the state ("0,2": the pending seats; NULL until the game's next
    # change for games started before), and a person's seats found by an index, so listing a server's
    # games reads no state
    """
    ALTER TABLE games ADD COLUMN pending TEXT;
    CREATE INDEX seats_by_user ON seats (user_id, game_id);
    """,
]

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


InTransaction = Callable[[aiosqlite.Connection], Awaitable[None]]


@dataclass
class Listed:
    """One open game as `/games list` shows it: read from columns, no state parsed."""

    id: int
    game: str
    status: str
    channel: int | None
    mine: bool
    pending: list[int] | None  # None: not kept yet (a game started before the column existed)
    seats: dict[int, tuple[str, int | None]] = field(default_factory=dict)  # seat -> (name, user id)


def pending_text(seats: list[int]) -> str:
    return ",".join(map(str, seats))


def pending_seats(text: str | None) -> list[int] | None:
    return None if text is None else [int(s) for s in text.split(",") if s]


class SchemaTooNew(Exception):
    """The database was written by a newer release of the bot; this one must not touch it."""


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


class Store:
    """Two connections in autocommit mode: the writer, whose every call holds `_lock` so the statements
    of one transaction never interleave with another coroutine's, and the reader, for `fetch` and
    `games_where`, which WAL lets read the last committed state while a transaction is being written:
    a press's reads never wait behind another game's move or the outbox's bookkeeping."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.db: aiosqlite.Connection | None = None
        self.reader: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()

    async def open(self) -> Store:
        self.db = await self._connect()
        await self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a process crash; only an OS crash can lose the
        # last transactions, never corrupt the file.
        await self.db.execute("PRAGMA synchronous=NORMAL")
        await self.db.execute("PRAGMA foreign_keys=ON")
        await self.migrate()
        self.reader = self.db if self.path == ":memory:" else await self._connect()
        return self

    async def _connect(self) -> aiosqlite.Connection:
        connection = await aiosqlite.connect(self.path, isolation_level=None)
        connection.row_factory = aiosqlite.Row
        return connection

    async def close(self) -> None:
        if self.reader is not None and self.reader is not self.db:
            await self.reader.close()
        self.reader = None
        if self.db is not None:
            await self.db.close()
            self.db = None

    async def __aenter__(self) -> Store:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def fetch(self, sql: str, params: tuple = ()) -> list[aiosqlite.Row]:
        """Rows of one query, as last committed."""
        async with self._read_lock, self.reader.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def write(self, sql: str, params: tuple = ()) -> int:
        """One statement in its own transaction; returns the new row id."""
        async with self._lock:
            cursor = await self.db.execute(sql, params)
            return cursor.lastrowid

    async def schema_version(self) -> int:
        async with self._lock, self.db.execute("PRAGMA user_version") as cursor:
            return (await cursor.fetchone())[0]

    async def migrate(self) -> None:
        current = await self.schema_version()
        if current > len(MIGRATIONS):
            await self.close()
            raise SchemaTooNew(f"The database {self.path} is at schema {current}, newer than this release knows "
                               f"({len(MIGRATIONS)}): it was used by a newer version of the bot.")
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            await self.db.executescript(f"BEGIN; {script}; PRAGMA user_version = {number}; COMMIT;")

    # -- games -----------------------------------------------------------------------------

    async def create_game(self, game: str, host_id: int, seed: int, options: dict, *,
                          guild_id: int | None = None, channel_id: int | None = None,
                          turn_hours: int = 0) -> int:
        now = time.time()
        return await self.write(
            "INSERT INTO games (game, guild_id, channel_id, host_id, status, options, seed,"
            " created_at, updated_at, turn_hours) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, guild_id, channel_id, host_id, LOBBY, json.dumps(options), seed, now, now, turn_hours),
        )

    async def get_game(self, game_id: int) -> GameRow | None:
        games = await self.games_where("id = ?", (game_id,))
        return games[0] if games else None

    @staticmethod
    def _game_row(row: aiosqlite.Row) -> GameRow:
        return GameRow(
            id=row["id"], game=row["game"], host_id=row["host_id"], status=row["status"],
            options=json.loads(row["options"]), seed=row["seed"],
            state=json.loads(row["state"]) if row["state"] else None,
            version=row["version"], posted_version=row["posted_version"],
            guild_id=row["guild_id"], channel_id=row["channel_id"], thread_id=row["thread_id"],
            lobby_message_id=row["lobby_message_id"], error=row["error"],
            turn_hours=row["turn_hours"], undeliverable=row["undeliverable"],
            practice=bool(row["practice"]), created_at=row["created_at"],
        )

    async def games_where(self, sql: str, params: tuple = ()) -> list[GameRow]:
        """Games matching a WHERE clause, with their seats (for listings and start-up catch-up)."""
        async with self._read_lock:
            async with self.reader.execute(f"SELECT * FROM games WHERE {sql} ORDER BY id", params) as cursor:
                games = [self._game_row(row) for row in await cursor.fetchall()]
            if not games:
                return games
            by_id = {game.id: game for game in games}
            ids = list(by_id)
            for first in range(0, len(ids), 500):  # SQLite takes a few hundred parameters at most
                chunk = ids[first:first + 500]
                async with self.reader.execute(f"SELECT * FROM seats WHERE game_id IN ({', '.join('?' * len(chunk))})"
                                               " ORDER BY game_id, seat", chunk) as cursor:
                    for r in await cursor.fetchall():
                        by_id[r["game_id"]].seats.append(self._seat(r))
        for game in games:
            game.read = game.stamp()
        return games

    @staticmethod
    def _seat(r: aiosqlite.Row) -> Seat:
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
        async with self._read_lock:
            async with self.reader.execute(f"SELECT COUNT(*) FROM games WHERE guild_id IS ? AND status IN "
                                       f"({', '.join('?' * len(statuses))})", (guild_id, *statuses)) as cursor:
                total = (await cursor.fetchone())[0]
            async with self.reader.execute(
                "SELECT id, game, status, thread_id, channel_id, pending, EXISTS(SELECT 1 FROM seats s WHERE"
                " s.game_id = games.id AND s.user_id = ?) AS mine FROM games WHERE guild_id IS ? AND status IN"
                f" ({', '.join('?' * len(statuses))}) ORDER BY mine DESC, id LIMIT ? OFFSET ?",
                    (user_id, guild_id, *statuses, limit, offset)) as cursor:
                page = [Listed(r["id"], r["game"], r["status"], r["thread_id"] or r["channel_id"], bool(r["mine"]),
                               pending_seats(r["pending"])) for r in await cursor.fetchall()]
            ids = [g.id for g in page]
            async with self.reader.execute(f"SELECT game_id, seat, name, user_id FROM seats WHERE game_id IN"
                                       f" ({', '.join('?' * len(ids))})", ids) as cursor:
                by_id = {g.id: g for g in page}
                for r in await cursor.fetchall():
                    by_id[r["game_id"]].seats[r["seat"]] = (r["name"], r["user_id"])
        return total, page

    async def set_pending(self, game_id: int, seats: list[int]) -> None:
        """Keep whose turn it is for a game started before the column existed."""
        await self.write("UPDATE games SET pending = ? WHERE id = ?", (pending_text(seats), game_id))

    # -- seats -----------------------------------------------------------------------------

    async def set_seats(self, game_id: int, seats: list[Seat], read: Stamp | None = None) -> None:
        """Replace the lobby's seat list in one transaction; with `read`, only if the game is still
        as it was read (else StaleVersion)."""
        async with self.transaction() as db:
            if read is not None:
                await check_read(db, game_id, read)
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.name, s.ai) for s in seats],
            )

    # -- moves -----------------------------------------------------------------------------

    async def start_game(self, game_id: int, state: dict, then: InTransaction | None = None,
                         read: Stamp | None = None) -> None:
        """The lobby becomes a game at version 0; `then` writes what starting causes, in the same
        transaction. With `read`, only if the lobby is still as it was read (else StaleVersion)."""
        async with self.transaction() as db:
            if read is not None:
                await check_read(db, game_id, read)
            await db.execute("UPDATE games SET status = ?, state = ?, version = 0, posted_version = 0,"
                             " updated_at = ? WHERE id = ?", (ACTIVE, json.dumps(state), time.time(), game_id))
            if then is not None:
                await then(db)

    async def commit_move(self, game_id: int, expected_version: int, seat: int, action: str,
                          events: list[dict], state: dict, status: str = ACTIVE,
                          then: InTransaction | None = None, read: Stamp | None = None) -> int:
        """Append the move and store the new state atomically; refuse if the version moved on (or,
        with `read`, if the game's status or seats changed since it was read).
        `then` writes what the move causes (clocks, timers, outbox) in the same transaction."""
        new_version = expected_version + 1
        now = time.time()
        async with self.transaction() as db:
            if read is not None:
                await check_read(db, game_id, read)
            cursor = await db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ?",
                (json.dumps(state), new_version, status, now, game_id, expected_version),
            )
            if cursor.rowcount != 1:
                raise StaleVersion(game_id)
            await db.execute(
                "INSERT INTO moves (game_id, n, seat, action, events, at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, action, json.dumps(events), now),
            )
            if then is not None:
                await then(db)
        return new_version

    async def moves(self, game_id: int, after: int = 0) -> list[Move]:
        rows = await self.fetch(
            "SELECT n, seat, action, events, at FROM moves WHERE game_id = ? AND n > ? ORDER BY n", (game_id, after)
        )
        return [Move(r["n"], r["seat"], r["action"], json.loads(r["events"]), r["at"]) for r in rows]

    # -- timers ----------------------------------------------------------------------------

    async def set_timer(self, timer: Timer) -> None:
        await self.write(
            "INSERT OR REPLACE INTO timers (game_id, seat, kind, version, due) VALUES (?, ?, ?, ?, ?)",
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
        """Move this very timer to `due` (a handler failed: it is tried again, never lost)."""
        await self.write(
            "UPDATE timers SET due = ? WHERE game_id = ? AND seat = ? AND kind = ? AND version = ? AND due = ?",
            (due, timer.game_id, timer.seat, timer.kind, timer.version, timer.due),
        )

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
        async with self.transaction() as db:
            await db.execute("DELETE FROM away WHERE user_id = ? AND guild_id IS ? AND until > ?",
                             (away.user_id, away.guild_id, away.start))
            await db.execute("INSERT INTO away (guild_id, user_id, start, until, note) VALUES (?, ?, ?, ?, ?)",
                             (away.guild_id, away.user_id, away.start, away.until, away.note))

    async def end_away(self, user_id: int, guild_id: int | None, now: float) -> bool:
        """End a running away period now; False when there was none."""
        async with self.transaction() as db:
            cursor = await db.execute("UPDATE away SET until = ? WHERE user_id = ? AND guild_id IS ?"
                                      " AND start <= ? AND until > ?", (now, user_id, guild_id, now, now))
            return cursor.rowcount > 0

    # -- the outbox ------------------------------------------------------------------------

    async def next_entry(self, game_id: int) -> Entry | None:
        rows = await self.fetch("SELECT * FROM outbox WHERE status = 'pending' AND game_id = ? ORDER BY id LIMIT 1",
                                (game_id,))
        return self._entry(rows[0]) if rows else None

    async def entries(self, game_id: int, status: str | None = None) -> list[Entry]:
        rows = await self.fetch("SELECT * FROM outbox WHERE game_id = ? AND (? IS NULL OR status = ?) ORDER BY id",
                                (game_id, status, status))
        return [self._entry(r) for r in rows]

    @staticmethod
    def _entry(r: aiosqlite.Row) -> Entry:
        return Entry(r["id"], r["game_id"], r["kind"], json.loads(r["payload"]), r["attempts"], r["next_try"],
                     r["created_at"], r["tried_at"])

    async def lanes_with_mail(self) -> list[int]:
        """Games with undelivered entries, the one owed longest first."""
        rows = await self.fetch("SELECT game_id FROM outbox WHERE status = 'pending' GROUP BY game_id ORDER BY MIN(id)")
        return [r["game_id"] for r in rows]

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
        async with self.transaction() as db:
            await enqueue(db, game_id, *mail)

    # -- told once; the bot's own settings -------------------------------------------------

    async def notices(self, topic_like: str = "%") -> list[tuple[int, str]]:
        rows = await self.fetch("SELECT game_id, topic FROM notices WHERE topic LIKE ? ORDER BY game_id, topic",
                                (topic_like,))
        return [(r["game_id"], r["topic"]) for r in rows]

    async def get_meta(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        await self.write("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))


async def enqueue(db: aiosqlite.Connection, game_id: int, *mail: tuple[str, dict]) -> None:
    """Owe these (kind, payload) messages, in this order, inside the caller's transaction."""
    now = time.time()
    await db.executemany("INSERT INTO outbox (game_id, kind, payload, created_at) VALUES (?, ?, ?, ?)",
                         [(game_id, kind, json.dumps(payload), now) for kind, payload in mail])


async def notice_once(db: aiosqlite.Connection, game_id: int, topic: str) -> bool:
    """Record that `topic` was told for this game, inside the caller's transaction; False when it
    already was (so it is told once)."""
    cursor = await db.execute("INSERT OR IGNORE INTO notices (game_id, topic, at) VALUES (?, ?, ?)",
                              (game_id, topic, time.time()))
    return cursor.rowcount == 1


async def check_read(db: aiosqlite.Connection, game_id: int, read: Stamp) -> None:
    """Inside the caller's transaction: raise StaleVersion unless the game still has the status,
    version and seat holders it had when it was read."""
    async with db.execute("SELECT status, version FROM games WHERE id = ?", (game_id,)) as cursor:
        game = await cursor.fetchone()
    async with db.execute("SELECT seat, user_id, name, ai, autopilot, resigned_user FROM seats WHERE game_id = ?"
                          " ORDER BY seat", (game_id,)) as cursor:
        seats = tuple((r[0], r[1], r[2], r[3], bool(r[4]), r[5]) for r in await cursor.fetchall())
    if game is None or Stamp(game[0], game[1], seats) != read:
        raise StaleVersion(game_id)


async def update_seat(db: aiosqlite.Connection, game_id: int, seat: int, **fields: object) -> None:
    """Set a seat's columns inside the caller's transaction."""
    columns = ", ".join(f"{name} = ?" for name in fields)
    await db.execute(f"UPDATE seats SET {columns} WHERE game_id = ? AND seat = ?", (*fields.values(), game_id, seat))


async def replace_timers(db: aiosqlite.Connection, game_id: int, timers: list[Timer]) -> None:
    """A game's timers become exactly `timers`, inside the caller's transaction."""
    await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    await db.executemany("INSERT INTO timers (game_id, seat, kind, version, due) VALUES (?, ?, ?, ?, ?)",
                         [(t.game_id, t.seat, t.kind, t.version, t.due) for t in timers])
