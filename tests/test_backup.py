"""`python bot.py backup FILE`: a consistent copy while another process keeps committing moves."""

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from core.store_sqlite import SqliteStore
from core.table import Table
from tests.test_table import KILLED_WRITER

ROOT = Path(__file__).resolve().parent.parent


def backup(database: Path, target: Path) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ["PATH"], "DATABASE_PATH": str(database), "DISCORD_TOKEN": ""}
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), "backup", str(target)], cwd="/", env=env,
                          capture_output=True, text=True, timeout=120)


async def test_a_backup_taken_during_a_stream_of_commits_is_whole(tmp_path, with_tally):
    database = tmp_path / "live.db"
    script = tmp_path / "writer.py"
    script.write_text(KILLED_WRITER.format(root=str(ROOT), path=str(database)))
    writer = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        while int(writer.stdout.readline() or 0) < 500:
            assert writer.poll() is None, "the writer died"
        with sqlite3.connect(database) as db:
            committed = db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]  # before the backup began
        started = time.perf_counter()
        run = backup(database, tmp_path / "copy.db")
        seconds = time.perf_counter() - started
        for _ in range(50):  # drain what it printed meanwhile, so it goes on committing
            writer.stdout.readline()
        with sqlite3.connect(database) as db:
            later = db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait(timeout=10)
    assert run.returncode == 0 and run.stdout.startswith("backup: "), run.stdout + run.stderr
    assert later > committed  # the writer kept committing while the copy was made
    copy = tmp_path / "copy.db"
    with sqlite3.connect(copy) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one self-contained file
        held = db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    assert held >= committed
    async with SqliteStore(str(copy)) as store:
        row = await store.get_game(1)
        assert row.version == held  # the state and the move log are of the same moment
        assert await Table(store).replay_matches(1)
        await Table(store).act(1, 1 if row.state["react"] is None and row.state["active"] == 0 else 2,
                               "pass" if row.state["react"] is not None else "swap")  # and it plays on
    print(f"\nbackup figures: {committed} moves committed before it began, {held} in the copy, "
          f"{seconds:.2f} s for the whole command, {copy.stat().st_size} bytes; {run.stdout.strip()}")


def test_backup_refusals_are_sentences(tmp_path):
    missing = backup(tmp_path / "none.db", tmp_path / "b.db")
    assert missing.returncode == 2 and missing.stderr.startswith("There is no database at ")
    database = tmp_path / "g.db"
    sqlite3.connect(database).close()
    (tmp_path / "taken.db").write_text("keep me")
    taken = backup(database, tmp_path / "taken.db")
    assert taken.returncode == 2 and "already exists" in taken.stderr and "Traceback" not in taken.stderr
    assert (tmp_path / "taken.db").read_text() == "keep me"
    itself = backup(database, database)
    assert itself.returncode == 2 and "must not be the database itself" in itself.stderr
