"""What a server admin runs beside the bot: `doctor` (settings and games that need attention) and
`backup` (a consistent copy of the database while the bot runs). No discord here."""

from __future__ import annotations

import errno
import importlib.util
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from core.config import Config
from core.health import check_games, undelivered
from core.store import SchemaTooNew, Unreachable, is_postgres, migrations, open_store
from core.store_sqlite import backup_file, foreign_tables, schema_of
from core.table import Table


class AdminError(Exception):
    """Something the admin asked can't be done; the message is one sentence."""


# What the machine says when a file can't be written: read-only, not allowed, full, over a quota or a size limit.
CANT_WRITE = {errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
POSTGRES_DRIVER = ("PostgreSQL needs the asyncpg package, which is not installed here: run "
                   "`pip install --require-hashes -r requirements/postgres.lock` in the bot's environment.")


def has_postgres_driver() -> bool:
    return importlib.util.find_spec("asyncpg") is not None


def failure(error: BaseException, writing: str | None = None) -> str | None:
    """What the machine refused while a command ran, as one sentence for the admin; None for anything
    else (a bug keeps its traceback). `writing`: the file or folder the command was writing."""
    if isinstance(error, ModuleNotFoundError) and error.name == "asyncpg":
        return POSTGRES_DRIVER
    if isinstance(error, OSError) and error.errno in CANT_WRITE:
        where = error.filename or writing
        return f"Could not write {where}: {error.strerror}." if where else f"Could not write: {error.strerror}."
    return None


def settings_problems(config: Config) -> dict[str, str]:
    """The settings the bot can't run with: a sentence each, by what they concern ("token",
    "path", "unreadable", "newer", "migrate")."""
    problems = {}
    if not config.token:
        problems["token"] = "DISCORD_TOKEN is not set (environment or .env)."
    if is_postgres(config.database):
        if not has_postgres_driver():
            problems["driver"] = POSTGRES_DRIVER
        return problems  # a server: it is reached (and its schema read) when the store opens
    known = len(migrations("sqlite"))
    path = Path(config.database)
    if not path.is_absolute():
        problems["path"] = f"DATABASE_PATH {config.database} is not an absolute path."
    elif not path.parent.is_dir():
        problems["path"] = f"The database's folder {path.parent} does not exist."
    elif not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        problems["path"] = f"The database {path} (or its folder) is not writable by this user."
    if path.is_file():
        try:
            schema = schema_of(str(path))
            tables = foreign_tables(str(path)) if schema == 0 else []
        except sqlite3.DatabaseError as error:
            problems["unreadable"] = f"The database {path} can't be read as SQLite ({error})."
            return problems
        if tables:
            problems["foreign"] = (f"The database {path} is not a Boardhost database (it holds other tables: "
                                   f"{', '.join(tables[:3])}{', …' if len(tables) > 3 else ''}); point "
                                   "DATABASE_PATH at the bot's file, or at a new one.")
        elif schema > known:
            problems["newer"] = (f"The database {path} is at schema {schema}, newer than this release knows "
                                 f"({known}): it was used by a newer version of the bot.")
        elif schema < known:
            problems["migrate"] = (f"The database {path} is at schema {schema}; this release needs "
                                   f"{known}. Starting the bot (or `doctor --fix`) migrates it.")
    return problems


async def doctor(config: Config, fix: bool, say: Callable[[str], None] = print) -> int:
    """Check the settings, then every open game and the outbox; with `fix`, migrate the database and
    apply the health sweep's repairs. Returns 0 when nothing needs attention, else 1."""
    problems = settings_problems(config)
    store = open_store(config.database)
    say(f"database: {store.where}")
    findings = []
    if not is_postgres(config.database) and not Path(config.database).exists():
        say("no database yet: the bot creates it at its first start")
    elif not problems.keys() & {"path", "unreadable", "newer", "foreign"} and (fix or "migrate" not in problems):
        try:
            async with store:  # opening migrates (PostgreSQL: also when it is only checked)
                problems.pop("migrate", None)
                table = Table(store, config.ai_delay)
                findings = await check_games(table, fix) + await undelivered(table, time.time())
        except (Unreachable, SchemaTooNew) as error:
            problems["unreadable"] = str(error)
    for problem in problems.values():
        say(f"setting: {problem}")
    for finding in findings:
        say(str(finding))
    left = len(problems) + sum(not f.repaired for f in findings)
    fixable = "migrate" in problems or any(f.problem == "stuck" and not f.repaired for f in findings)
    hint = "; `python bot.py doctor --fix` repairs what it can" if fixable and not fix else ""
    say("all well" if not left else f"{left} thing(s) need attention{hint}")
    return 1 if left else 0


def backup(database: str, target: str) -> dict:
    """Copy the database to `target` with SQLite's online backup API: one consistent snapshot, taken
    while the bot may be writing (WAL readers don't block it). The copy is checked with
    `PRAGMA integrity_check` and is a single file (journal mode DELETE)."""
    if is_postgres(database):
        raise AdminError("`backup` copies a SQLite file; on PostgreSQL use its own tools (pg_dump -Fc, see the "
                         "README's 'Growing past one machine').")
    source, out = Path(database), Path(target).resolve()
    if not source.is_file():
        raise AdminError(f"There is no database at {source} to back up (see DATABASE_PATH).")
    if out == source.resolve():
        raise AdminError("The backup file must not be the database itself.")
    if out.exists():
        raise AdminError(f"{out} already exists; choose a new file name (a backup never overwrites).")
    if not out.parent.is_dir():
        raise AdminError(f"The folder {out.parent} does not exist.")
    if not os.access(out.parent, os.W_OK):
        raise AdminError(f"Could not write {out}: the folder {out.parent} is read-only or not this user's to write.")
    try:
        foreign = schema_of(str(source)) == 0 and foreign_tables(str(source))
    except sqlite3.DatabaseError as error:
        raise AdminError(f"The database {source} can't be read as SQLite ({error}); nothing was written.") from error
    if foreign:
        raise AdminError(f"The database {source} is not a Boardhost database (see DATABASE_PATH); nothing was written.")
    started = time.perf_counter()
    part = out.with_name(out.name + ".part")
    try:
        check, games, moves = backup_file(str(source), str(part))
    except sqlite3.Error as error:  # the source was read above: what fails now is writing the copy
        part.unlink(missing_ok=True)
        raise AdminError(f"Could not write the backup {out} ({error}); nothing was written.") from error
    if check != "ok":
        part.unlink()
        raise AdminError(f"The copy failed SQLite's integrity check ({check}); nothing was written.")
    os.replace(part, out)
    return {"file": str(out), "bytes": out.stat().st_size, "games": games, "moves": moves,
            "seconds": round(time.perf_counter() - started, 3)}
