"""Settings, read from the environment and from a `.env` file beside bot.py (environment wins).

A relative DATABASE_PATH is taken from the project folder (beside bot.py), never from the current
directory, so a service started from `/` opens the same file as `python bot.py` in the folder."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = "boardhost.db"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(Exception):
    """A setting has a value the bot can't use; the message is one sentence naming it."""


def read_env_file(path: Path) -> dict[str, str]:
    """KEY=value lines; blank lines and # comments ignored; optional quotes stripped."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        values[key.strip()] = value.strip().strip("'\"")
    return values


@dataclass(frozen=True)
class Config:
    token: str
    database: str
    ai_delay: float
    dev_guild: int | None
    log_level: str

    def __repr__(self) -> str:  # the token must never reach a log line
        return (f"Config(token=<{'set' if self.token else 'missing'}>, database={self.database!r}, "
                f"ai_delay={self.ai_delay}, dev_guild={self.dev_guild}, log_level={self.log_level!r})")


def database_path(value: str | None) -> str:
    """The database file as an absolute path: relative ones (and the default) beside bot.py."""
    path = Path((value or "").strip() or DEFAULT_DATABASE).expanduser()
    return str(path if path.is_absolute() else (ROOT / path).resolve())


def load_config(env_file: Path = ROOT / ".env") -> Config:
    values = {**read_env_file(env_file), **os.environ}
    guild = values.get("DEV_GUILD_ID", "").strip()
    delay = values.get("AI_DELAY_SECONDS", "").strip() or "3"
    level = (values.get("LOG_LEVEL", "").strip() or "INFO").upper()
    try:
        ai_delay = float(delay)
    except ValueError:
        raise ConfigError(f"AI_DELAY_SECONDS must be a number of seconds, not {delay!r}.") from None
    if not guild.isdigit() and guild:
        raise ConfigError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
    if level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")
    return Config(
        token=values.get("DISCORD_TOKEN", "").strip(),
        database=database_path(values.get("DATABASE_PATH")),
        ai_delay=ai_delay,
        dev_guild=int(guild) if guild else None,
        log_level=level,
    )
