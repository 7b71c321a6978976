"""What a person can get wrong on the command line gets one sentence and exit code 2, no traceback."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def bot(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {"PATH": os.environ["PATH"], "DISCORD_TOKEN": "", **env}
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], cwd="/", env=environment,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("args", "env", "sentence"), [
    (["render", "chess", "--out", "/tmp/x.png"], {}, "Unknown game 'chess'; known: moonbots, "),
    (["play", "chess"], {}, "Unknown game 'chess'"),
    (["render", "qube", "--players", "9", "--out", "/tmp/x.png"], {},
     "Qube Attack takes 2-6 players; --players 9 is not one of them."),
    (["render", "qube", "--players", "2", "--seat", "3", "--out", "/tmp/x.png"], {},
     "--seat must be a seat number from 1 to 2 (or 'public'), not '3'."),
    (["render", "qube", "--seat", "abc", "--out", "/tmp/x.png"], {}, "--seat must be a seat number from 1 to 3"),
    (["render", "qube", "--out", "/no/such/folder/x.png"], {}, "The folder of --out /no/such/folder/x.png does not"),
    (["play", "qube", "--players", "2", "--ai", "3"], {}, "Qube Attack takes 2-6 players, and --ai can't exceed"),
    (["simulate", "qube", "--players", "2,x"], {}, "--players must be player counts separated by commas"),
    (["simulate", "century", "--players", "2"], {}, "20th Century takes 3-5 players; --players 2 is not one"),
    (["simulate", "qube", "--seats", "expert,genius"], {}, "--seats takes a level per seat (random, smart or"),
    (["simulate", "century", "--seats", "expert,smart"], {}, "20th Century takes 3-5 players; --seats names 2."),
    ([], {}, "DISCORD_TOKEN is not set (environment or .env)."),
    ([], {"DISCORD_TOKEN": "t", "DATABASE_PATH": "/no/such/folder/games.db"},
     "The database's folder /no/such/folder does not exist."),
    ([], {"DISCORD_TOKEN": "t", "AI_DELAY_SECONDS": "soon"}, "AI_DELAY_SECONDS must be a number of seconds"),
    (["doctor"], {"DEV_GUILD_ID": "my server"}, "DEV_GUILD_ID must be a server id (digits only)"),
    (["doctor"], {"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number from 1 to 4096, not 'two'."),
    (["doctor"], {"SHARD_IDS": "0-1"}, "SHARD_IDS ('0-1') needs SHARD_COUNT"),
    (["doctor"], {"SHARD_COUNT": "4", "SHARD_IDS": "2-5"}, "SHARD_IDS may name shards 0 to 3 (SHARD_COUNT is 4)"),
    (["doctor"], {"SHARD_COUNT": "4", "SHARD_IDS": "2-3"}, "SHARD_IDS names only shards 2-3 of 4, but SQLite serves"),
    (["doctor"], {"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "SHARD_IDS must be shard numbers and ranges such as"),
    (["backup", "/tmp/b.db"], {"DATABASE_PATH": "/no/such.db"}, "There is no database at /no/such.db"),
    (["doctor"], {"DATABASE_URL": "mysql://bot:secret@host/games"},
     "DATABASE_URL must be a PostgreSQL URL (postgresql://user:password@host/name), not 'mysql://bot:***@host/games'"),
    (["backup", "/tmp/b.db"], {"DATABASE_URL": "postgresql://bot@host/games"}, "`backup` copies a SQLite file; on"),
    (["db", "copy", "--to", "postgresql://bot@host/new"], {"DATABASE_URL": "postgresql://bot@host/games"},
     "db copy copies a SQLite file: DATABASE_URL is set, so give the file with --from FILE."),
    (["db", "copy", "--to", "games.db"], {}, "--to must be a PostgreSQL URL (postgresql://user:password@host/name)"),
    (["db", "copy", "--to", "postgresql://bot@host/new"], {"DATABASE_PATH": "/no/such.db"},
     "There is no SQLite file at /no/such.db to copy"),
])
def test_a_mistake_is_one_sentence_and_exit_code_2(args, env, sentence):
    run = bot(*args, **env)
    assert run.returncode == 2, run.stdout + run.stderr
    assert run.stderr.startswith(sentence) and run.stderr.count("\n") == 1, run.stderr  # one line, no traceback
    assert not run.stdout


def test_the_database_is_found_beside_bot_py_whatever_the_directory(tmp_path):
    from core.config import ROOT as CONFIG_ROOT
    from core.config import database_path

    assert database_path("") == str(CONFIG_ROOT / "boardhost.db") == str(ROOT / "boardhost.db")
    assert database_path("data/games.db") == str(ROOT / "data" / "games.db")
    assert database_path(str(tmp_path / "g.db")) == str(tmp_path / "g.db")
    run = bot("doctor", DISCORD_TOKEN="t", DATABASE_PATH="")  # started from /: still the project's file
    assert run.stdout.splitlines()[0] == f"database: {ROOT / 'boardhost.db'}"


def test_a_database_password_never_reaches_the_log():
    from core.config import Config

    config = Config(token="t", database="postgresql://bot:secret@db.example:5432/games", ai_delay=0, dev_guild=None,
                    log_level="INFO")
    assert "database='postgresql://bot:***@db.example:5432/games'" in repr(config) and "secret" not in repr(config)
