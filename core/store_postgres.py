"""The shared store: PostgreSQL through asyncpg (a pool), for several bot processes on one database.

Installed with `pip install -e ".[postgres]"`; chosen by DATABASE_URL=postgresql://user:password@host/db.
The shared SQL of core/store.py is translated once per statement: `?` placeholders become `$1, $2...`,
and `x IS ?` ("equal, or both NULL" in SQLite) becomes `x IS NOT DISTINCT FROM $n`."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import TypeVar

import asyncpg

from core.config import hide_password
from core.store import GameRow, Row, StaleVersion, Store, Tx, Unreachable, migrations
from core.store.change import GameWrite

MIGRATION_LOCK = 0x426F617264  # pg_advisory_lock's key for migrating: "Board"
POOL_SIZE = 10
PLACEHOLDER = re.compile(r"(\bIS\s+)?\?", re.IGNORECASE)
WRITE = f"SELECT boardhost_write({', '.join(f'${n}' for n in range(1, 23))})"  # core/store/change.py
RATINGS_MOVED = "BH001"  # boardhost_write: a rating changed since it was read (migration 14)
SEATS = ("seat", "name", "user_id", "ai", "waiting_since", "reminders", "timeouts", "autopilot", "resigned_user",
         "timeouts_total")
T = TypeVar("T")
LISTEN_RETRY = 2.0  # seconds between attempts to listen again after the connection dropped
WORK_CHANNEL = "boardhost_work"  # NOTIFY 'mail:<game ids>' / 'timer:<game ids>' (migration 12): `listen`
log = logging.getLogger("boardhost.store")


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


class RoundTrips:
    """Counts the round trips a store's connections make: each Sync or simple Query message the client
    sends is one answer it then waits for (a ReadyForQuery). Read from the bytes asyncpg hands to each
    connection's transport, so a statement prepared on the way, a BEGIN, a COMMIT or a pool's reset
    all count. For tests and the load test (`PostgresStore(url, count_round_trips=True)`)."""

    def __init__(self) -> None:
        self.count = 0

    async def watch(self, connection: asyncpg.Connection) -> None:
        transport = connection._transport  # noqa: SLF001 (asyncpg writes every message through it)
        write, writelines = transport.write, transport.writelines
        skip = 0  # bytes of a message begun in an earlier write

        def tally(data: bytes | bytearray | memoryview) -> None:
            nonlocal skip
            view = memoryview(data).cast("B")
            at = skip
            while at + 5 <= len(view):
                if view[at] in (0x53, 0x51):  # 'S' Sync, 'Q' Query
                    self.count += 1
                at += 1 + int.from_bytes(view[at + 1:at + 5], "big")
            skip = max(0, at - len(view))

        def counted(data: bytes | bytearray | memoryview) -> None:
            tally(data)
            write(data)

        def counted_lines(buffers: list) -> None:
            for buffer in buffers:
                tally(buffer)
            writelines(buffers)

        transport.write = counted
        transport.writelines = counted_lines


async def kept_as_is(connection: asyncpg.Connection) -> None:
    """A connection going back to the pool is not reset (asyncpg would send `RESET ALL` and more: one
    round trip per pooled call): the store sets no session state, takes advisory locks only around a
    migration (and lets them go), listens on no pooled connection and leaves no cursor open."""


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

    def __init__(self, url: str, pool_size: int = POOL_SIZE, count_round_trips: bool = False) -> None:
        self.url = url
        self.pool_size = pool_size
        self.pool: asyncpg.Pool | None = None
        self.round_trips = RoundTrips() if count_round_trips else None
        # with the round trips: each one-call write's (ms waiting for a connection, ms from sending it to
        # its answer), for the load test's breakdown of a commit
        self.commit_times: list[tuple[float, float]] | None = [] if count_round_trips else None
        self.listener: asyncpg.Connection | None = None
        self._heard: Callable[[str, list[int]], None] = lambda kind, game_ids: None
        self._relisten: asyncio.Task | None = None  # opening the listening connection again
        self._own: set[int] = set()  # the server processes of this store's pool: their news is not news

    @property
    def where(self) -> str:
        """The URL without its password (it may reach a log line or a sentence)."""
        return hide_password(self.url)

    def claim(self) -> None:
        return None  # several processes share a PostgreSQL database

    async def open(self) -> PostgresStore:
        try:
            self.pool = await asyncpg.create_pool(self.url, min_size=self.pool_size, max_size=self.pool_size,
                                                  reset=kept_as_is,
                                                  init=self._connected)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise Unreachable(f"Could not connect to the database {self.where} ({type(error).__name__}: {error}); "
                              "check DATABASE_URL and that PostgreSQL runs.") from error
        try:
            await self.migrate()
        except BaseException:
            await self.close()
            raise
        return self

    async def listen(self, heard: Callable[[str, list[int]], None]) -> bool:
        """Hear at once when another process queues mail or sets a timer: `heard(kind, game_ids)` with
        kind "mail" or "timer", on a connection of its own listening on WORK_CHANNEL (commits of this
        store's own pool are not told: this process knows them). True: listening (until `close`).
        A listening connection that drops (the server restarted, the backend was terminated) is opened
        again, every LISTEN_RETRY seconds until it is; once it listens again, `heard("mail", [])` and
        `heard("timer", [])` say that what was told meanwhile was missed (look everywhere now)."""
        self._heard = heard
        await self._listen()
        return True

    async def _listen(self) -> None:
        def told(connection: object, pid: int, channel: str, payload: str) -> None:
            if pid in self._own:
                return
            kind, _, ids = payload.partition(":")
            self._heard(kind, [int(i) for i in ids.split(",") if i.isdigit()])

        listener = await asyncpg.connect(self.url)
        await listener.add_listener(WORK_CHANNEL, told)
        listener.add_termination_listener(self._lost)
        self.listener = listener

    def _lost(self, connection: asyncpg.Connection) -> None:
        """The listening connection ended: unless the store is closing, open it again (in a task)."""
        if self.listener is not connection or self.pool is None:
            return
        self.listener = None
        log.warning("the connection listening for other processes' work was lost; opening it again")
        self._relisten = asyncio.get_running_loop().create_task(self._listen_again(), name="boardhost-relisten")

    async def _listen_again(self) -> None:
        while self.pool is not None:
            try:
                await self._listen()
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
                log.warning("listening for other processes' work failed again (%s); trying in %s s", error,
                            LISTEN_RETRY)
                await asyncio.sleep(LISTEN_RETRY)
                continue
            if self.pool is None:  # closed meanwhile
                await self._stop_listening()
                return
            log.info("listening for other processes' work again")
            self._heard("mail", [])  # what was told while nobody listened: look for it now
            self._heard("timer", [])
            return

    async def _stop_listening(self) -> None:
        listener, self.listener = self.listener, None
        if listener is not None:
            listener.remove_termination_listener(self._lost)
            await listener.close()

    async def _connected(self, connection: asyncpg.Connection) -> None:
        """Each new connection of the pool: its server process is this store's own; its round trips
        counted when asked."""
        self._own.add(connection.get_server_pid())
        if self.round_trips is not None:
            await self.round_trips.watch(connection)

    @property
    def opened(self) -> asyncpg.Pool:
        """The pool, once `open` made it."""
        assert self.pool is not None, "the store is not open"
        return self.pool

    async def close(self) -> None:
        pool, self.pool = self.pool, None
        if self._relisten is not None:
            self._relisten.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._relisten
            self._relisten = None
        await self._stop_listening()
        if pool is not None:
            await pool.close()

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresTx]:
        async with self.opened.acquire() as connection, connection.transaction():
            yield PostgresTx(connection)

    async def atomically(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        """A change of a game (`GameWrite`) in one call to the database's `boardhost_write`: one round
        trip, its transaction the call's own (a game's end: one more before it, reading its players'
        ratings); any other work in a transaction of its statements."""
        if isinstance(work, GameWrite) and work.foldable:
            end = work.ending
            ratings = await self.ratings_of_players(end.guild, end.game, end.players) \
                if end is not None and end.results and end.rate is not None else None
            arguments = work.as_call(ratings)
            asked = time.perf_counter()
            async with self.opened.acquire() as connection:
                acquired = time.perf_counter()
                try:
                    version = await connection.fetchval(WRITE, *arguments)
                except asyncpg.PostgresError as error:
                    if error.sqlstate != RATINGS_MOVED:
                        raise
                    version = -1  # another game's end rated one of its players meanwhile: step by step instead
            if version == -1:
                return await super().atomically(work)  # type: ignore[arg-type]
            if self.commit_times is not None:
                self.commit_times.append(((acquired - asked) * 1000, (time.perf_counter() - acquired) * 1000))
            if version is None:
                raise StaleVersion(work.game_id)
            return version if work.move is not None else None  # type: ignore[return-value]
        return await super().atomically(work)

    async def games_where(self, sql: str, params: Sequence = ()) -> list[GameRow]:
        """Games matching a WHERE clause with their seats, in one query (each game's seats as a JSON list)."""
        seats = ", ".join(f"s.{name}" for name in SEATS)
        rows = await self.fetch(f"SELECT games.*, (SELECT json_agg(json_build_array({seats}) ORDER BY s.seat) FROM"
                                f" seats s WHERE s.game_id = games.id) AS seat_rows FROM games WHERE {sql} ORDER BY id",
                                params)
        games = []
        for row in rows:
            game = self._game_row(row)
            game.seats = [self._seat(dict(zip(SEATS, seat, strict=True)))
                          for seat in json.loads(row["seat_rows"] or "[]")]
            game.read = game.stamp()
            games.append(game)
        return games

    async def fetch(self, sql: str, params: Sequence = ()) -> list[Row]:
        return await self.opened.fetch(dialect(sql), *params)

    async def write(self, sql: str, params: Sequence = ()) -> int:
        return changed(await self.opened.execute(dialect(sql), *params))

    async def insert(self, sql: str, params: Sequence = ()) -> int:
        return await self.opened.fetchval(dialect(sql) + " RETURNING id", *params)

    async def write_function_time(self) -> tuple[int, float]:
        """(calls, total ms) the server spent inside `boardhost_write` so far (needs the server setting
        track_functions = 'pl', as the throw-away server has; else (0, 0.0)); statistics reach the view
        within a second of a call."""
        row = await self.opened.fetchrow("SELECT COALESCE(SUM(calls), 0) AS calls, COALESCE(SUM(total_time), 0)"
                                         " AS ms FROM pg_stat_user_functions WHERE funcname = 'boardhost_write'")
        return int(row["calls"]), float(row["ms"])

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
