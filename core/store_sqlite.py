"""The embedded store: one SQLite file (WAL), for one bot process (`Claim`)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor

import aiosqlite

from core.store import Claim, Row, Store, T, Tx, migrations


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
    """A transaction on the writer connection. `run(fn, *args)` runs a call on it: inside `atomically`
    at once (the whole transaction is already on the writer's thread), otherwise one trip there."""

    def __init__(self, db: sqlite3.Connection, run: Callable[..., Awaitable]) -> None:
        self.db = db
        self.run = run

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        return await self.run(_rowcount, self.db, sql, params)

    async def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        await self.run(self.db.executemany, sql, rows)

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        return await self.run(_rows, self.db, sql, params)

    async def lock_game(self, game_id: int) -> Row | None:
        # BEGIN IMMEDIATE already holds the file's one write lock: no other writer until the commit.
        rows = await self.fetch("SELECT status, version FROM games WHERE id = ?", (game_id,))
        return rows[0] if rows else None


def _rowcount(db: sqlite3.Connection, sql: str, params: Sequence) -> int:
    return db.execute(sql, params).rowcount


def _rows(db: sqlite3.Connection, sql: str, params: Sequence) -> list[Row]:
    return db.execute(sql, params).fetchall()


def _lastrowid(db: sqlite3.Connection, sql: str, params: Sequence) -> int:
    return db.execute(sql, params).lastrowid


async def _at_once(fn: Callable[..., T], *args: object) -> T:
    return fn(*args)


def run_now(work: Coroutine[object, None, T]) -> T:
    """Run to its end, here and now, a coroutine that never waits (it awaits only `_at_once` calls)."""
    try:
        work.send(None)
    except StopIteration as done:
        return done.value
    work.close()
    raise RuntimeError("a transaction given to atomically() waited on something other than its transaction")


class SqliteStore(Store):
    """Writes go through one connection on a thread of its own; `_lock` keeps one transaction at a time
    on it (the statements of one never interleave with another coroutine's). A transaction given to
    `atomically` (a move with everything it causes) is one trip to that thread: BEGIN, every statement
    and COMMIT in one go, so the file's write lock is held for the SQL alone, never while the event loop
    is busy elsewhere. Reads go through a second connection (aiosqlite), which WAL lets read the last
    committed state while a transaction is being written: a press's reads never wait behind another
    game's move or the outbox's bookkeeping."""

    backend = "sqlite"

    def __init__(self, path: str) -> None:
        self.path = path
        self.db: sqlite3.Connection | None = None
        self.reader: aiosqlite.Connection | None = None
        self._writer: ThreadPoolExecutor | None = None
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()

    @property
    def where(self) -> str:
        return self.path

    def claim(self) -> Claim:
        return Claim(self.path)

    async def open(self) -> SqliteStore:
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-writer")
        self.db = await self._write_call(_connect, self.path)
        await self._write_call(self.db.execute, "PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a process crash; only an OS crash can lose the
        # last transactions, never corrupt the file.
        await self._write_call(self.db.execute, "PRAGMA synchronous=NORMAL")
        await self._write_call(self.db.execute, "PRAGMA foreign_keys=ON")
        try:
            await self.migrate()
        except BaseException:
            await self.close()
            raise
        if self.path != ":memory:":  # a database in memory is the writer's own: it is read there too
            self.reader = await aiosqlite.connect(self.path, isolation_level=None)
            self.reader.row_factory = aiosqlite.Row
        return self

    async def _write_call(self, fn: Callable[..., T], *args: object) -> T:
        """One trip to the writer's thread."""
        return await asyncio.get_running_loop().run_in_executor(self._writer, fn, *args)

    async def close(self) -> None:
        if self.reader is not None:
            await self.reader.close()
        self.reader = None
        if self.db is not None:
            await self._write_call(self.db.close)
            self.db = None
        if self._writer is not None:
            self._writer.shutdown()
            self._writer = None

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTx]:
        async with self._lock:
            await self._write_call(self.db.execute, "BEGIN IMMEDIATE")
            try:
                yield SqliteTx(self.db, self._write_call)
            except BaseException:
                await self._write_call(self.db.execute, "ROLLBACK")
                raise
            await self._write_call(self.db.execute, "COMMIT")

    async def atomically(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        async with self._lock:
            return await self._write_call(self._whole, work)

    def _whole(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        """On the writer's thread: the whole transaction."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            result = run_now(work(SqliteTx(self.db, _at_once)))
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        return result

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        if self.reader is None:
            return await self._write_call(_rows, self.db, sql, params)
        async with self._read_lock, self.reader.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def write(self, sql: str, params: Sequence = ()) -> int:
        async with self._lock:
            return await self._write_call(_rowcount, self.db, sql, params)

    async def insert(self, sql: str, params: Sequence = ()) -> int:
        async with self._lock:
            return await self._write_call(_lastrowid, self.db, sql, params)

    async def schema_version(self) -> int:
        async with self._lock:
            return (await self._write_call(_rows, self.db, "PRAGMA user_version", ()))[0][0]

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


def _connect(path: str) -> sqlite3.Connection:
    """The writer's connection (autocommit: transactions are begun and ended explicitly), made on and
    used from the writer's thread only."""
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    connection.row_factory = sqlite3.Row
    return connection
