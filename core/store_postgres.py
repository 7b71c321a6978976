"""The shared store: PostgreSQL through asyncpg (a pool), for several bot processes on one database.

Installed with `pip install -e ".[postgres]"`; chosen by DATABASE_URL=postgresql://user:password@host/db.
The shared SQL of core/store.py is translated once per statement: `?` placeholders become `$1, $2...`,
and `x IS ?` ("equal, or both NULL" in SQLite) becomes `x IS NOT DISTINCT FROM $n`."""

from __future__ import annotations

import contextlib
import functools
import re
import time
from collections.abc import AsyncIterator, Sequence

import asyncpg

from core.config import hide_password
from core.store import Row, Store, Tx, Unreachable, migrations

MIGRATION_LOCK = 0x426F617264  # pg_advisory_lock's key for migrating: "Board"
POOL_SIZE = 10
PLACEHOLDER = re.compile(r"(\bIS\s+)?\?", re.IGNORECASE)


@functools.lru_cache(maxsize=1024)
def dialect(sql: str) -> str:
    """The shared SQL of one statement in PostgreSQL's words."""
    numbers = iter(range(1, sql.count("?") + 1))
    return PLACEHOLDER.sub(lambda m: f"IS NOT DISTINCT FROM ${next(numbers)}" if m.group(1) else f"${next(numbers)}",
                           sql)


def changed(status: str) -> int:
    """The rows a command changed, from its status ("UPDATE 3", "INSERT 0 1", "DELETE 0")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresTx(Tx):
    def __init__(self, connection: asyncpg.Connection) -> None:
        self.connection = connection

    async def execute(self, sql: str, params: Sequence = ()) -> int:
        return changed(await self.connection.execute(dialect(sql), *params))

    async def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        if rows:
            await self.connection.executemany(dialect(sql), rows)

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        return await self.connection.fetch(dialect(sql), *params)

    async def lock_game(self, game_id: int) -> Row | None:
        return await self.connection.fetchrow("SELECT status, version FROM games WHERE id = $1 FOR UPDATE", game_id)

    async def copy_rows(self, table: str, columns: list[str], records: list[tuple]) -> None:
        """Rows into `table` with COPY (`db copy`)."""
        await self.connection.copy_records_to_table(table, records=records, columns=columns)

    async def clear_settings(self) -> None:
        """Forget the bot's settings (a copied database's replace them)."""
        await self.execute("DELETE FROM meta")

    async def restart_ids(self, table: str) -> None:
        """The next row of `table` (with an `id` column) gets an id after every id in it."""
        await self.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                           f" (SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)")


class PostgresStore(Store):
    """A pool of connections; every statement outside a transaction commits on its own (autocommit)."""

    backend = "postgres"
    skip_locked = " FOR UPDATE OF t SKIP LOCKED"

    def __init__(self, url: str, pool_size: int = POOL_SIZE) -> None:
        self.url = url
        self.pool_size = pool_size
        self.pool: asyncpg.Pool | None = None

    @property
    def where(self) -> str:
        """The URL without its password (it may reach a log line or a sentence)."""
        return hide_password(self.url)

    def claim(self) -> None:
        return None  # several processes share a PostgreSQL database

    async def open(self) -> PostgresStore:
        try:
            self.pool = await asyncpg.create_pool(self.url, min_size=self.pool_size, max_size=self.pool_size)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise Unreachable(f"Could not connect to the database {self.where} ({type(error).__name__}: {error}); "
                              "check DATABASE_URL and that PostgreSQL runs.") from error
        try:
            await self.migrate()
        except BaseException:
            await self.close()
            raise
        return self

    @property
    def opened(self) -> asyncpg.Pool:
        """The pool, once `open` made it."""
        assert self.pool is not None, "the store is not open"
        return self.pool

    async def close(self) -> None:
        if self.pool is not None:
            await self.pool.close()
            self.pool = None

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresTx]:
        async with self.opened.acquire() as connection, connection.transaction():
            yield PostgresTx(connection)

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        return await self.opened.fetch(dialect(sql), *params)

    async def write(self, sql: str, params: Sequence = ()) -> int:
        return changed(await self.opened.execute(dialect(sql), *params))

    async def insert(self, sql: str, params: Sequence = ()) -> int:
        return await self.opened.fetchval(dialect(sql) + " RETURNING id", *params)

    async def table_names(self) -> list[str]:
        """The schema's tables (for `db copy`)."""
        return [r[0] for r in await self.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")]

    async def schema_version(self) -> int:
        return await self.opened.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")

    async def migrate(self) -> None:
        """Every missing migration, each in its own transaction, under an advisory lock: a second
        process starting meanwhile waits, then finds the schema current."""
        scripts = migrations(self.backend)
        async with self.opened.acquire() as connection:
            await connection.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                await connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                                         " applied_at DOUBLE PRECISION NOT NULL)")
                current = await connection.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
                self.check_schema(current, len(scripts))
                for number, script in enumerate(scripts[current:], start=current + 1):
                    async with connection.transaction():
                        await connection.execute(script)
                        await connection.execute("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)",
                                                 number, time.time())
            finally:
                await connection.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
