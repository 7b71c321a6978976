"""Each server's settings for new games, chosen by someone with Manage Server (`/games settings`): the
channel where games open and whether they get threads, who may start games (a role, or everyone), the
clock and language a new lobby gets unless its host chooses, and which games are offered. No discord
here; the desk (cogs/game.py) obeys them when a lobby opens."""

from __future__ import annotations

from dataclasses import dataclass

from core.store import Store


@dataclass(frozen=True)
class ServerSettings:
    channel_id: int | None = None  # games open in this channel only (None: any)
    threads: bool = True  # each game in its own thread
    starter_role: int | None = None  # who may start games: this role (None: everyone)
    turn_hours: int | None = None  # a new lobby's clock unless its host chooses (None: the bot's default)
    locale: str | None = None  # a new lobby's language (None: its host's)
    games: tuple[str, ...] | None = None  # the games offered (None: every game)

    def offers(self, game: str) -> bool:
        return self.games is None or game in self.games


async def get(store: Store, guild_id: int | None) -> ServerSettings:
    row = await store.server_settings_row(guild_id) if guild_id is not None else None
    if row is None:
        return ServerSettings()
    return ServerSettings(row["channel_id"], bool(row["threads"]), row["starter_role"], row["turn_hours"],
                          row["locale"], tuple(row["games"].split()) if row["games"] is not None else None)


async def put(store: Store, guild_id: int, settings: ServerSettings) -> None:
    await store.put_server_settings(guild_id, settings.channel_id, int(settings.threads), settings.starter_role,
                                    settings.turn_hours, settings.locale,
                                    " ".join(settings.games) if settings.games is not None else None)
