"""A test run killed before it stops its PostgreSQL servers leaves them running; the next start of a
throw-away server stops them, and only them."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tools.throwaway_postgres import alive, find_binaries, stop_abandoned

STARTER = """
import sys, time
from tools.throwaway_postgres import Server, find_binaries
server = Server(find_binaries())
server.start()
print(server.folder, flush=True)
time.sleep(600)
"""


def gone(pid: int, within: float = 30.0) -> bool:
    """Whether process `pid` ends within `within` seconds (a server's last moments outlast the removal
    of its pid file, which is what `pg_ctl stop` waits for)."""
    deadline = time.monotonic() + within
    while alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def postmaster(folder: Path) -> int:
    return int((folder / "data" / "postmaster.pid").read_text().split()[0])


def test_the_server_of_a_killed_run_is_stopped_and_a_running_one_kept(postgres_server):
    starter = subprocess.Popen([sys.executable, "-c", STARTER], stdout=subprocess.PIPE, text=True,
                               cwd=Path(__file__).resolve().parents[1])
    try:
        assert starter.stdout is not None
        folder = Path(starter.stdout.readline().strip())
        server_pid = postmaster(folder)
        assert alive(server_pid)
    finally:
        starter.kill()
        starter.wait()
    assert alive(server_pid)  # what a killed run leaves behind
    binaries = find_binaries()
    assert binaries is not None
    stop_abandoned(binaries)
    assert not folder.exists() and gone(server_pid)
    assert alive(postmaster(postgres_server.folder))  # this run's own server, its starter alive, is kept
