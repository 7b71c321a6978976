"""The embedded store: one SQLite file (WAL) through aiosqlite, for one bot process (`Claim`)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Sequence

import aiosqlite

from core.store import Claim, Row, Store, Tx, migrations


def statements(script: str) -> list[str]:
    """A migration file's statements, one by one (so they run inside the caller's transaction)."""
    found, buffer = [], ""
    for line in script.splitlines():
        if line.strip().startswith("--") and not buffer:
            continue
        buffer += line + "\n"
        if sqlite3.complete_statement(buffer):
            found.append(buffer.strip())
            buffer = ""
    assert not buffer.strip(), f"an unfinished statement: {buffer!r}"
    return found


class SqliteTx(Tx):
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        cursor = await self.db.execute(sql, params)
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        await self.db.executemany(sql, rows)

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        async with self.db.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def lock_game(self, game_id: int) -> Row | None:
        # BEGIN IMMEDIATE already holds the file's one write lock: no other writer until the commit.
        rows = await self.fetch("SELECT status, version FROM games WHERE id = ?", (game_id,))
        return rows[0] if rows else None


class SqliteStore(Store):
    """Two connections in autocommit mode: the writer, whose every call holds `_lock` so the statements
    of one transaction never interleave with another coroutine's, and the reader, for `fetch` and
    `games_where`, which WAL lets read the last committed state while a transaction is being written:
    a press's reads never wait behind another game's move or the outbox's bookkeeping."""

    backend = "sqlite"

    def __init__(self, path: str) -> None:
        self.path = path
        self.db: aiosqlite.Connection | None = None
        self.reader: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()

    @property
    def where(self) -> str:
        return self.path

    def claim(self) -> Claim:
        return Claim(self.path)

    async def open(self) -> SqliteStore:
        self.db = await self._connect()
        await self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a process crash; only an OS crash can lose the
        # last transactions, never corrupt the file.
        await self.db.execute("PRAGMA synchronous=NORMAL")
        await self.db.execute("PRAGMA foreign_keys=ON")
        try:
            await self.migrate()
        except BaseException:
            await self.close()
            raise
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

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTx]:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteTx(self.db)
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        async with self._read_lock, self.reader.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def write(self, sql: str, params: Sequence = ()) -> int:
        async with self._lock:
            cursor = await self.db.execute(sql, params)
            return cursor.rowcount

    async def insert(self, sql: str, params: Sequence = ()) -> int:
        async with self._lock:
            cursor = await self.db.execute(sql, params)
            return cursor.lastrowid

    async def schema_version(self) -> int:
        async with self._lock, self.db.execute("PRAGMA user_version") as cursor:
            return (await cursor.fetchone())[0]

    async def migrate(self) -> None:
        """Every missing migration in one transaction; BEGIN IMMEDIATE takes the file's write lock
        first (a second process starting meanwhile waits, then finds the schema current)."""
        scripts = migrations(self.backend)
        async with self.transaction() as tx:
            current = (await tx.fetch("PRAGMA user_version"))[0][0]
            self.check_schema(current, len(scripts))
            for number, script in enumerate(scripts[current:], start=current + 1):
                for statement in statements(script):
                    await tx.execute(statement)
                await tx.execute(f"PRAGMA user_version = {number}")
