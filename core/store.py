"""Durable storage: one SQLite file (WAL) through aiosqlite. The database is the only truth.

A game row holds the current state and its version (the number of moves applied); the move log is
append-only; a move and its new state are written in one transaction.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
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
]

LOBBY, ACTIVE, FINISHED, CANCELLED, BROKEN = "lobby", "active", "finished", "cancelled", "broken"
OPEN_STATUSES = (LOBBY, ACTIVE, BROKEN)


@dataclass
class Seat:
    seat: int
    name: str
    user_id: int | None = None
    ai: str | None = None  # "smart" or "random" for an AI seat


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
    seats: list[Seat] = field(default_factory=list)

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


class StaleVersion(Exception):
    """Another move was committed first."""


class Store:
    """One connection in autocommit mode. Every call holds `_lock`, so the statements of one
    transaction never interleave with another coroutine's on the shared connection."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    async def open(self) -> Store:
        self.db = await aiosqlite.connect(self.path, isolation_level=None)
        self.db.row_factory = aiosqlite.Row
        await self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a process crash; only an OS crash can lose the
        # last transactions, never corrupt the file.
        await self.db.execute("PRAGMA synchronous=NORMAL")
        await self.db.execute("PRAGMA foreign_keys=ON")
        await self.migrate()
        return self

    async def close(self) -> None:
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
        async with self._lock, self.db.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def write(self, sql: str, params: tuple = ()) -> int:
        """One statement in its own transaction; returns the new row id."""
        async with self._lock:
            cursor = await self.db.execute(sql, params)
            return cursor.lastrowid

    async def schema_version(self) -> int:
        return (await self.fetch("PRAGMA user_version"))[0][0]

    async def migrate(self) -> None:
        current = await self.schema_version()
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            await self.db.executescript(f"BEGIN; {script}; PRAGMA user_version = {number}; COMMIT;")

    # -- games -----------------------------------------------------------------------------

    async def create_game(self, game: str, host_id: int, seed: int, options: dict, *,
                          guild_id: int | None = None, channel_id: int | None = None) -> int:
        now = time.time()
        return await self.write(
            "INSERT INTO games (game, guild_id, channel_id, host_id, status, options, seed,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, guild_id, channel_id, host_id, LOBBY, json.dumps(options), seed, now, now),
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
        )

    async def games_where(self, sql: str, params: tuple = ()) -> list[GameRow]:
        """Games matching a WHERE clause, with their seats (for listings and start-up catch-up)."""
        async with self._lock:
            async with self.db.execute(f"SELECT * FROM games WHERE {sql} ORDER BY id", params) as cursor:
                games = [self._game_row(row) for row in await cursor.fetchall()]
            for game in games:
                async with self.db.execute(
                    "SELECT seat, name, user_id, ai FROM seats WHERE game_id = ? ORDER BY seat", (game.id,)
                ) as cursor:
                    game.seats = [Seat(r["seat"], r["name"], r["user_id"], r["ai"]) for r in await cursor.fetchall()]
        return games

    async def update_game(self, game_id: int, **fields: object) -> None:
        """Set table bookkeeping (thread ids, status, posted version...)."""
        fields["updated_at"] = time.time()
        for key in ("options", "state"):
            if key in fields and fields[key] is not None:
                fields[key] = json.dumps(fields[key])
        columns = ", ".join(f"{name} = ?" for name in fields)
        await self.write(f"UPDATE games SET {columns} WHERE id = ?", (*fields.values(), game_id))

    # -- seats -----------------------------------------------------------------------------

    async def set_seats(self, game_id: int, seats: list[Seat]) -> None:
        """Replace the lobby's seat list in one transaction."""
        async with self.transaction() as db:
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, ai) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.name, s.ai) for s in seats],
            )

    # -- moves -----------------------------------------------------------------------------

    async def start_game(self, game_id: int, state: dict) -> None:
        await self.update_game(game_id, status=ACTIVE, state=state, version=0, posted_version=0)

    async def commit_move(self, game_id: int, expected_version: int, seat: int, action: str,
                          events: list[dict], state: dict, status: str = ACTIVE) -> int:
        """Append the move and store the new state atomically; refuse if the version moved on."""
        new_version = expected_version + 1
        now = time.time()
        async with self.transaction() as db:
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
        await self.write(
            "DELETE FROM timers WHERE game_id = ? AND seat = ? AND kind = ? AND version = ?",
            (timer.game_id, timer.seat, timer.kind, timer.version),
        )

    async def next_timer(self) -> Timer | None:
        rows = await self.fetch("SELECT * FROM timers ORDER BY due LIMIT 1")
        return Timer(*(rows[0][k] for k in ("game_id", "seat", "kind", "version", "due"))) if rows else None
