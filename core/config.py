"""Settings, read from the environment and from a `.env` file beside bot.py (environment wins)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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


def load_config(env_file: Path = ROOT / ".env") -> Config:
    values = {**read_env_file(env_file), **os.environ}
    guild = values.get("DEV_GUILD_ID", "").strip()
    return Config(
        token=values.get("DISCORD_TOKEN", "").strip(),
        database=values.get("DATABASE_PATH", str(ROOT / "boardhost.db")),
        ai_delay=float(values.get("AI_DELAY_SECONDS", "3")),
        dev_guild=int(guild) if guild else None,
        log_level=values.get("LOG_LEVEL", "INFO").upper(),
    )
