"""Settings, read from the environment and from a `.env` file beside bot.py (environment wins).

The database is DATABASE_URL when it is set (postgresql://user:password@host:port/name: PostgreSQL,
shared by several processes), else the SQLite file DATABASE_PATH. A relative DATABASE_PATH is taken
from the project folder (beside bot.py), never from the current directory, so a service started from
`/` opens the same file as `python bot.py` in the folder."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = "boardhost.db"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
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


MAX_SHARDS = 4096


@dataclass(frozen=True)
class Shards:
    """The gateway shards of the whole bot (`count`) and the ones this process holds (`mine`). A
    server belongs to shard (guild_id >> 22) % count (Discord's rule); the process holding it
    prefers its games' background work (timers, outbox). Unsharded: one shard, held here."""

    count: int = 1
    mine: tuple[int, ...] = (0,)

    def of(self, guild_id: int | None) -> int:
        """The shard of a server (DMs and games without a server: shard 0)."""
        return ((guild_id or 0) >> 22) % self.count

    def __str__(self) -> str:
        """`0-3,6 of 8`: the shards held, as SHARD_IDS would name them."""
        runs: list[list[int]] = []
        for shard in self.mine:
            if runs and shard == runs[-1][1] + 1:
                runs[-1][1] = shard
            else:
                runs.append([shard, shard])
        return ",".join(f"{a}-{b}" if b > a else f"{a}" for a, b in runs) + f" of {self.count}"

    @property
    def all_here(self) -> bool:
        """This process holds every shard: no other process shares the work."""
        return len(self.mine) == self.count


UNSHARDED = Shards()


@dataclass(frozen=True)
class Web:
    """The table in the browser (web/): on when `url` (WEB_URL, the public https address) is set."""

    url: str = ""  # the public address, without a trailing slash; empty: no web table
    host: str = "127.0.0.1"  # the address the web server binds (behind a reverse proxy: localhost)
    port: int = 8080
    secret: str = ""  # signs links and cookies; empty: a secret generated once and kept in the database
    client_secret: str = ""  # DISCORD_CLIENT_SECRET: "Log in with Discord" (OAuth2) on; empty: off

    @property
    def on(self) -> bool:
        return bool(self.url)

    def __repr__(self) -> str:  # the secret must never reach a log line
        if not self.on:
            return "Web(off)"
        key = "set" if self.secret else "kept in the database"  # its value never, nor its name's word
        login = "on" if self.client_secret else "off"
        return (f"Web(url={self.url!r}, host={self.host!r}, port={self.port}, signing key=<{key}>, "
                f"Discord login {login})")


NO_WEB = Web()


@dataclass(frozen=True)
class Config:
    token: str
    database: str  # a SQLite file's absolute path, or a postgresql:// URL
    ai_delay: float
    dev_guild: int | None
    log_level: str
    shards: Shards = UNSHARDED
    web: Web = NO_WEB

    def __repr__(self) -> str:  # the token must never reach a log line
        return (f"Config(token=<{'set' if self.token else 'missing'}>, database={hide_password(self.database)!r}, "
                f"ai_delay={self.ai_delay}, dev_guild={self.dev_guild}, log_level={self.log_level!r}, "
                f"shards={str(self.shards)!r}, web={self.web!r})")


def database_path(value: str | None) -> str:
    """The database file as an absolute path: relative ones (and the default) beside bot.py."""
    path = Path((value or "").strip() or DEFAULT_DATABASE).expanduser()
    return str(path if path.is_absolute() else (ROOT / path).resolve())


def parse_shards(count_text: str, ids_text: str) -> Shards:
    """SHARD_COUNT ("" : unsharded) and SHARD_IDS ("": all of them; "0-3", "4,5" or "0-1,6")."""
    count_text, ids_text = count_text.strip(), ids_text.replace(" ", "")
    if not count_text:
        if ids_text:
            raise ConfigError(f"SHARD_IDS ({ids_text!r}) needs SHARD_COUNT, the number of shards of the whole bot.")
        return Shards()
    if not count_text.isdigit() or not 1 <= int(count_text) <= MAX_SHARDS:
        raise ConfigError(f"SHARD_COUNT must be a whole number from 1 to {MAX_SHARDS}, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return Shards(count, tuple(range(count)))
    mine: set[int] = set()
    for part in ids_text.split(","):
        first, dash, last = part.partition("-")
        if not first.isdigit() or (dash and not last.isdigit()) or int(last or first) < int(first):
            raise ConfigError(f"SHARD_IDS must be shard numbers and ranges such as 0-3 or 4,5, not {ids_text!r}.")
        mine.update(range(int(first), int(last or first) + 1))
    if max(mine) >= count:
        raise ConfigError(f"SHARD_IDS may name shards 0 to {count - 1} (SHARD_COUNT is {count}), not {max(mine)}.")
    return Shards(count, tuple(sorted(mine)))


def hide_password(database: str) -> str:
    """A database URL as a log line may show it: its password replaced by ***."""
    parts = urlsplit(database)
    if not parts.scheme or parts.password is None:
        return database
    return parts._replace(netloc=f"{parts.username or ''}:***@{parts.netloc.rsplit('@', 1)[-1]}").geturl()


def database_setting(values: dict[str, str]) -> str:
    """DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH (SQLite) as an absolute path."""
    url = values.get("DATABASE_URL", "").strip()
    if url and not url.startswith(POSTGRES_SCHEMES):
        raise ConfigError(f"DATABASE_URL must be a PostgreSQL URL (postgresql://user:password@host/name), "
                          f"not {hide_password(url)!r}; for a SQLite file use DATABASE_PATH.")
    return url or database_path(values.get("DATABASE_PATH"))


def web_setting(values: dict[str, str]) -> Web:
    """WEB_URL (empty: no web table), WEB_HOST, WEB_PORT, WEB_SECRET and DISCORD_CLIENT_SECRET."""
    url = values.get("WEB_URL", "").strip().rstrip("/")
    if not url:
        return NO_WEB
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.netloc or parts.query or parts.fragment:
        raise ConfigError(f"WEB_URL must be the web table's public address, such as https://games.example.org, "
                          f"not {url!r}.")
    port = values.get("WEB_PORT", "").strip() or "8080"
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ConfigError(f"WEB_PORT must be a port number from 1 to 65535, not {port!r}.")
    secret = values.get("WEB_SECRET", "").strip()
    if secret and len(secret) < 32:
        raise ConfigError("WEB_SECRET must be at least 32 characters long (or leave it empty: the bot then keeps "
                          "a secret of its own in the database).")
    return Web(url, values.get("WEB_HOST", "").strip() or "127.0.0.1", int(port), secret,
               values.get("DISCORD_CLIENT_SECRET", "").strip())


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
    shards = parse_shards(values.get("SHARD_COUNT", ""), values.get("SHARD_IDS", ""))
    if not shards.all_here and not values.get("DATABASE_URL", "").strip():
        raise ConfigError(f"SHARD_IDS names only shards {shards}, but SQLite serves one process: hold every shard "
                          "in this one (leave SHARD_IDS empty) or share a PostgreSQL database (DATABASE_URL).")
    return Config(
        token=values.get("DISCORD_TOKEN", "").strip(),
        database=database_setting(values),
        ai_delay=ai_delay,
        dev_guild=int(guild) if guild else None,
        log_level=level,
        shards=shards,
        web=web_setting(values),
    )
