"""A throw-away PostgreSQL server for the tests and the load test (`tools/load_test.py --store postgres`):
initdb + pg_ctl in a temporary folder, listening on a Unix socket only, with durability off (fsync,
synchronous_commit, full_page_writes: a crash of the machine loses nothing worth keeping). A real server
keeps PostgreSQL's defaults (the store sets no durability of its own): each commit then waits for its
write-ahead log to reach the disk, which on the development machine's disk adds 6.2-6.7 ms to a commit
at p50 and 12.8-13.7 ms at p99 (measured: one client, 150 commits each way, load 11); a commit's other
costs are what the load test measures on this server. The tests
start one per test process (each pytest-xdist worker its own, tests/support/postgres.py), with a
migrated template database and a fresh database per test copied from it.

When running as root, PostgreSQL refuses to run as root: the server runs as the `postgres` user
(`runuser -u postgres --`), and its folder belongs to that user."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

TEMPLATE = "boardhost_template"
PREFIX = "boardhost-pg-"
OWNER = "owner"  # the file in a server's folder holding the pid of the process that started it


def find_binaries() -> Path | None:
    """The folder holding initdb and pg_ctl: on PATH, or Debian's versioned folder (the newest)."""
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                    key=lambda p: int(p.parts[-3]) if p.parts[-3].isdigit() else 0, reverse=True)
    for tool in (shutil.which("initdb"), *map(str, debian)):
        if tool and Path(tool).is_file() and (Path(tool).parent / "pg_ctl").is_file():
            return Path(tool).parent
    return None


class Server:
    def __init__(self, binaries: Path, folder: Path | None = None) -> None:
        """A server in a new folder, or the one already in `folder`."""
        self.binaries = binaries
        self.as_root = os.geteuid() == 0
        self.user = "postgres" if self.as_root else pwd.getpwuid(os.geteuid()).pw_name
        self.folder = folder or Path(tempfile.mkdtemp(prefix=PREFIX))
        self.data, self.socket = self.folder / "data", self.folder / "socket"
        self.numbers = itertools.count(1)

    def run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        done = subprocess.run([*prefix, *command], capture_output=True, text=True, timeout=120)
        if done.returncode:
            raise RuntimeError(f"{' '.join(command[:2])} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> None:
        (self.folder / OWNER).write_text(str(os.getpid()))
        self.socket.mkdir()
        if self.as_root:
            shutil.chown(self.folder, "postgres")
            shutil.chown(self.socket, "postgres")
        self.run(str(self.binaries / "initdb"), "-D", str(self.data), "-A", "trust", "-U", self.user,
                 "--no-sync", "-E", "UTF8", "--locale=C")
        options = (f"-k {self.socket} -c listen_addresses='' -c fsync=off -c synchronous_commit=off"
                   " -c full_page_writes=off -c max_connections=200 -c track_functions=pl")
        self.run(str(self.binaries / "pg_ctl"), "-D", str(self.data), "-o", options, "-w", "-l",
                 str(self.folder / "log"), "start")

    def stop(self) -> None:
        try:
            self.run(str(self.binaries / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def url(self, database: str) -> str:
        return f"postgresql://{self.user}@/{database}?host={self.socket}"

    async def admin(self, sql: str) -> None:
        import asyncpg

        connection = await asyncpg.connect(self.url("postgres"))
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    async def make_template(self) -> None:
        """The template every test's database is copied from: migrated once."""
        from core.store_postgres import PostgresStore

        await self.admin(f"CREATE DATABASE {TEMPLATE}")
        async with PostgresStore(self.url(TEMPLATE), pool_size=1):
            pass

    async def drop(self, url: str) -> None:
        """Drop a test's database (closing what is still connected to it): the server's folder stays
        small however many tests run."""
        await self.admin(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1].split('?')[0]} WITH (FORCE)")

    async def fresh(self, migrated: bool = True) -> str:
        """A new database's URL: migrated (copied from the template) or empty."""
        name = f"test_{next(self.numbers)}"
        await self.admin(f"CREATE DATABASE {name}" + (f" TEMPLATE {TEMPLATE}" if migrated else ""))
        return self.url(name)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: alive
        return True
    return True


def stop_abandoned(binaries: Path) -> None:
    """Stop the servers whose starter is gone without stopping them (a test run killed): each folder
    names its starter's pid; servers of runs still going are left alone."""
    for owner in Path(tempfile.gettempdir()).glob(f"{PREFIX}*/{OWNER}"):
        try:
            pid = int(owner.read_text())
        except (OSError, ValueError):
            continue
        if not alive(pid):
            with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):  # never started, or stopped
                Server(binaries, owner.parent).stop()  # removes the folder in any case


def start_server() -> Server:
    binaries = find_binaries()
    if binaries is None:
        raise FileNotFoundError("PostgreSQL's initdb and pg_ctl were not found (apt-get install postgresql)")
    stop_abandoned(binaries)
    server = Server(binaries)
    try:
        server.start()
        with concurrent.futures.ThreadPoolExecutor(1) as thread:  # the caller's event loop may be running
            thread.submit(asyncio.run, server.make_template()).result()
    except BaseException:
        server.stop()
        raise
    return server
