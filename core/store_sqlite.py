"""The embedded store: one SQLite file (WAL), for one bot process (`Claim`)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence

import aiosqlite

from core.store import Claim, Row, Store, Tx, migrations

CHECKPOINT_EVERY = 200  # commits between two copies of the write-ahead log into the file


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
    """A transaction on the writer connection: each call runs at once, on the event loop."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        return self.db.execute(sql, params).rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        self.db.executemany(sql, rows)

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        return self.db.execute(sql, params).fetchall()

    async def lock_game(self, game_id: int) -> Row | None:
        # BEGIN IMMEDIATE already holds the file's one write lock: no other writer until the commit.
        rows = await self.fetch("SELECT status, version FROM games WHERE id = ?", (game_id,))
        return rows[0] if rows else None


WAL_WAIT = 30.0  # seconds a store waits for another one that is creating the same file


def write_ahead(db: sqlite3.Connection) -> None:
    """The file in WAL mode (kept in the file once set). Stores opening a new file at the same moment
    each try to set it; SQLite refuses the switch at once, without waiting, to all but one while that
    one migrates (its busy timeout doesn't cover a lock upgrade that could deadlock), so the others try
    again until the file is theirs to read."""
    deadline = time.monotonic() + WAL_WAIT
    while True:
        try:
            db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)  # a retry's pace, not a wait for an event: SQLite tells none


class SqliteStore(Store):
    """Writes go through one connection used on the event loop itself: a move with everything it causes
    is a handful of statements that take a fraction of a millisecond together (the log is only
    appended to: WAL with synchronous=NORMAL never waits for the disk at a commit), so it runs in one go,
    with no trip to another thread and no wait for the loop between statements while it holds the
    file's write lock. `_lock` keeps one transaction at a time (a `transaction()` body may await other
    things). The write-ahead log is copied into the file every CHECKPOINT_EVERY commits on the reader's
    thread, so the writer never waits for the disk. Reads go through a second connection (aiosqlite,
    on its own thread), which WAL lets read the last committed state while a transaction is being
    written: a press's reads never wait behind another game's move or the outbox's bookkeeping."""

    backend = "sqlite"

    def __init__(self, path: str) -> None:
        self.path = path
        self.db: sqlite3.Connection | None = None
        self.reader: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()
        self._commits = 0
        self._checkpoint: asyncio.Task | None = None

    @property
    def where(self) -> str:
        return self.path

    def claim(self) -> Claim:
        return Claim(self.path)

    async def open(self) -> SqliteStore:
        self.db = sqlite3.connect(self.path, isolation_level=None)  # autocommit: transactions are explicit
        self.db.row_factory = sqlite3.Row
        write_ahead(self.db)
        # NORMAL in WAL mode: a commit survives a process crash; only an OS crash can lose the
        # last transactions, never corrupt the file.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.execute("PRAGMA wal_autocheckpoint=0")  # see _checkpoint_wal
        try:
            await self.migrate()
        except BaseException:
            await self.close()
            raise
        if self.path != ":memory:":  # a database in memory is the writer's own: it is read there too
            self.reader = await aiosqlite.connect(self.path, isolation_level=None)
            self.reader.row_factory = aiosqlite.Row
        return self

    async def close(self) -> None:
        if self._checkpoint is not None:
            await self._checkpoint
            self._checkpoint = None
        if self.reader is not None:
            await self.reader.close()
        self.reader = None
        if self.db is not None:
            self.db.close()
            self.db = None

    @property
    def opened(self) -> sqlite3.Connection:
        """The writer's connection, once `open` made it."""
        assert self.db is not None, "the store is not open"
        return self.db

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTx]:
        async with self._lock:
            self.opened.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteTx(self.opened)
            except BaseException:
                self.opened.execute("ROLLBACK")
                raise
            self.opened.execute("COMMIT")
        self._committed()

    def _committed(self) -> None:
        self._commits += 1
        if self._commits % CHECKPOINT_EVERY == 0 and self.reader is not None and (
                self._checkpoint is None or self._checkpoint.done()):
            self._checkpoint = asyncio.create_task(self._checkpoint_wal())

    async def _checkpoint_wal(self) -> None:
        """Copy the write-ahead log into the file, on the reader's thread (PASSIVE: writers go on)."""
        async with self._read_lock:
            assert self.reader is not None  # set while the store is open; `close` waits for this first
            await self.reader.execute("PRAGMA wal_checkpoint(PASSIVE)")

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        if self.reader is None:  # a database in memory
            return self.opened.execute(sql, params).fetchall()
        async with self._read_lock, self.reader.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def write(self, sql: str, params: Sequence = ()) -> int:
        async with self._lock:
            changed = self.opened.execute(sql, params).rowcount
        self._committed()
        return changed

    async def insert(self, sql: str, params: Sequence = ()) -> int:
        async with self._lock:
            new_id = self.opened.execute(sql, params).lastrowid
        self._committed()
        assert new_id is not None  # an INSERT's row
        return new_id

    async def table_names(self) -> list[str]:
        """The schema's tables (for `db copy`)."""
        rows = await self.fetch("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        return [r[0] for r in rows]

    async def columns(self, table: str) -> list[str]:
        return [r["name"] for r in await self.fetch(f"PRAGMA table_info({table})")]

    async def rows_after(self, table: str, columns: list[str], last: int, limit: int) -> list[Row]:
        """Up to `limit` rows of `table` after the row numbered `last`, by row number: (rowid, *columns)."""
        names = ", ".join(f'"{c}"' for c in columns)
        return await self.fetch(f"SELECT rowid, {names} FROM {table} WHERE rowid > ? ORDER BY rowid LIMIT {int(limit)}",
                                (last,))

    async def schema_version(self) -> int:
        async with self._lock:
            return self.opened.execute("PRAGMA user_version").fetchone()[0]

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


def backup_file(source: str, copy: str) -> tuple[str, int, int]:
    """Copy the database file `source` into `copy` (a single file: journal mode DELETE) with SQLite's
    online backup; SQLite's integrity check of the copy ("ok"), and its games and moves."""
    with sqlite3.connect(source, timeout=30) as src, sqlite3.connect(copy) as dst:
        src.backup(dst)
        dst.execute("PRAGMA journal_mode=DELETE")
        check = dst.execute("PRAGMA integrity_check").fetchone()[0]
        games = dst.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        moves = dst.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    src.close()
    dst.close()
    return check, games, moves


def schema_of(path: str) -> int:
    """The schema version stored in an existing database file (read without changing it)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


def foreign_tables(path: str) -> list[str]:
    """The tables of a database file at schema 0: none in a new file; any means another program's."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
