"""What the machine refuses an admin command gets one sentence and exit code 2, never a traceback, and
nothing is left half-written: a missing `postgres` extra, a read-only or full folder, a file that is
not a database or is another program's, a PostgreSQL that refuses the connection. A game whose stored
state is damaged is one of doctor's findings, and the other games are still checked."""

from __future__ import annotations

import asyncio
import os
import resource
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.admin import POSTGRES_DRIVER
from core.store import open_store
from core.table import Table

ROOT = Path(__file__).resolve().parent.parent
AS_ROOT = os.geteuid() == 0
POSTGRES = "postgresql://bot@127.0.0.1:1/games"  # port 1: nothing listens, the connection is refused


def bot(*args: str, limit_files: bool = False, **env: str) -> subprocess.CompletedProcess:
    environment = {"PATH": os.environ["PATH"], "DISCORD_TOKEN": "", **env}
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], cwd="/", env=environment, input="q\n",
                          capture_output=True, text=True, timeout=120,
                          preexec_fn=small_files if limit_files else None)


def small_files() -> None:
    """The child may write files of 4 KiB at most (EFBIG past it): a full folder without root."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))


def one_sentence(run: subprocess.CompletedProcess, start: str) -> None:
    assert run.returncode == 2, run.stdout + run.stderr
    assert run.stderr.startswith(start) and run.stderr.count("\n") == 1, run.stderr  # one line, no traceback


@pytest.fixture
def read_only(tmp_path) -> Iterator[Path]:
    """A read-only folder: a read-only tmpfs as root (root writes through file modes), else mode 555."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    if AS_ROOT:
        subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", str(folder)], check=True)
        yield folder
        subprocess.run(["umount", str(folder)], check=True)
    else:
        folder.chmod(0o555)
        yield folder
        folder.chmod(0o755)


@pytest.fixture
def full(tmp_path) -> Iterator[tuple[Path, bool]]:
    """A full folder: a 16 KiB tmpfs filled up as root; else any folder, with the child's file size
    limited (the second value says to limit it)."""
    folder = tmp_path / "full"
    folder.mkdir()
    if not AS_ROOT:
        yield folder, True
        return
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(folder)], check=True)
    try:
        with (folder / "filler").open("wb") as filler:
            filler.write(b"\0" * 16384)
    except OSError:
        pass  # full now
    yield folder, False
    subprocess.run(["umount", str(folder)], check=True)


@pytest.fixture
def boardhost_db(tmp_path) -> Path:
    path = tmp_path / "games.db"

    async def create() -> None:
        async with open_store(str(path)):
            pass
    asyncio.run(create())
    return path


@pytest.fixture
def foreign_db(tmp_path) -> Path:
    path = tmp_path / "accounts.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE games (title TEXT)")  # another program's, with a name Boardhost uses too
    return path


@pytest.fixture
def not_a_db(tmp_path) -> Path:
    path = tmp_path / "notes.db"
    path.write_text("shopping: eggs, milk\n" * 200)
    return path


@pytest.fixture
def without_asyncpg(tmp_path) -> str:
    """A PYTHONPATH whose sitecustomize makes `import asyncpg` fail, as where the extra was not installed."""
    folder = tmp_path / "no-extra"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text("import sys\nsys.modules['asyncpg'] = None\n")
    return str(folder)


@pytest.mark.parametrize("args", [["doctor"], ["doctor", "--fix"], []])
def test_postgresql_without_the_extra(args, without_asyncpg):
    one_sentence(bot(*args, PYTHONPATH=without_asyncpg, DISCORD_TOKEN="t", DATABASE_URL=POSTGRES), POSTGRES_DRIVER)


def test_db_copy_without_the_extra(without_asyncpg, boardhost_db):
    run = bot("db", "copy", "--to", POSTGRES, PYTHONPATH=without_asyncpg, DATABASE_PATH=str(boardhost_db))
    one_sentence(run, POSTGRES_DRIVER)


def test_db_copy_to_a_postgresql_that_refuses(boardhost_db):
    run = bot("db", "copy", "--to", POSTGRES, DATABASE_PATH=str(boardhost_db))
    one_sentence(run, f"Could not connect to the database {POSTGRES} (ConnectionRefusedError")


def test_render_into_a_read_only_folder(read_only):
    out = read_only / "table.png"
    one_sentence(bot("render", "qube", "--out", str(out)), f"Could not write {out}: its folder is read-only")


def test_play_into_a_read_only_folder(read_only):
    one_sentence(bot("play", "qube", "--out", str(read_only)), f"Could not write the pictures into {read_only}")


def test_backup_into_a_read_only_folder(read_only, boardhost_db):
    out = read_only / "copy.db"
    one_sentence(bot("backup", str(out), DATABASE_PATH=str(boardhost_db)), f"Could not write {out}: the folder")


def test_render_into_a_full_folder_leaves_no_half_picture(full):
    folder, limit = full
    out = folder / "table.png"
    one_sentence(bot("render", "century", "--players", "5", "--out", str(out), limit_files=limit),
                 f"Could not write {out}")
    assert not out.exists() and not list(folder.glob("*.part"))


def test_play_into_a_full_folder_leaves_no_half_picture(full):
    folder, limit = full
    run = bot("play", "century", "--players", "3", "--out", str(folder), limit_files=limit)
    one_sentence(run, "Could not write ")
    assert not list(folder.glob("*.png")) and not list(folder.glob("*.part"))


def test_backup_into_a_full_folder_leaves_nothing(full, boardhost_db):
    folder, limit = full
    out = folder / "copy.db"
    one_sentence(bot("backup", str(out), DATABASE_PATH=str(boardhost_db), limit_files=limit),
                 f"Could not write the backup {out}")
    assert not out.exists() and not list(folder.glob("*.part"))


@pytest.mark.parametrize("args", [["doctor"], ["doctor", "--fix"], [], ["backup", "/tmp/boardhost-never.db"],
                                  ["db", "copy", "--to", POSTGRES]])
def test_another_programs_database_is_refused_and_left_alone(args, foreign_db):
    before = foreign_db.read_bytes()
    run = bot(*args, DISCORD_TOKEN="t", DATABASE_PATH=str(foreign_db))
    one_sentence(run, "The ")
    assert "is not a Boardhost database" in run.stderr
    assert foreign_db.read_bytes() == before and not Path("/tmp/boardhost-never.db").exists()


@pytest.mark.parametrize("args", [["backup", "/tmp/boardhost-never.db"], ["db", "copy", "--to", POSTGRES], []])
def test_a_file_that_is_not_a_database_is_refused(args, not_a_db):
    run = bot(*args, DISCORD_TOKEN="t", DATABASE_PATH=str(not_a_db))
    one_sentence(run, "The ")
    assert "can't be read as SQLite (file is not a database)" in run.stderr
    assert not Path("/tmp/boardhost-never.db").exists()


def test_doctor_reports_a_game_whose_state_is_not_json_and_checks_the_others(boardhost_db):
    async def three_games() -> None:
        async with open_store(str(boardhost_db)) as store:
            table = Table(store)
            for _ in range(3):
                row = await table.open_lobby("qube", 1, "ann", turn_hours=48)
                await table.join(row.id, 2, "bob")
                await table.start(row.id, 1)
    asyncio.run(three_games())
    with sqlite3.connect(boardhost_db) as db:  # a disk or a hand damaged games 1 and 2
        db.execute("UPDATE games SET state = '{not json' WHERE id = 1")
        db.execute("UPDATE games SET state = '{}' WHERE id = 2")
    run = bot("doctor", DISCORD_TOKEN="t", DATABASE_PATH=str(boardhost_db))
    assert run.returncode == 1 and not run.stderr, run.stderr
    lines = run.stdout.splitlines()
    assert any(line.startswith("game 1: broken: its stored state is not valid JSON (") for line in lines), lines
    assert any(line.startswith("game 2: broken: its stored state does not load") for line in lines), lines
    assert not any(line.startswith("game 3") for line in lines) and lines[-1].startswith("2 thing(s)"), lines
