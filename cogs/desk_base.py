"""What every part of the desk stands on: the bot, the table service, what the desk remembers between
presses, and the ephemeral answer in the presser's language. `cogs.desk.Desk` is made of the lobby
(cogs/lobby.py) and the panels (cogs/panel.py), both built on this base."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from cogs import answer, limits, ui
from cogs.ui import locale_here
from core.table import Table
from engines.i18n import say

if TYPE_CHECKING:
    from cogs.game import GameCog


async def place(bot: commands.Bot, channel_id: int | None) -> discord.abc.Messageable:
    """A game's channel or thread, fetched when not cached: a place to post."""
    assert channel_id is not None, "the game has no channel"
    found = bot.get_channel(channel_id) or await bot.fetch_channel(channel_id)
    return cast(discord.abc.Messageable, found)  # a game's channel is a text channel or a thread


class DeskBase:
    """The desk's shared state and its answers."""

    def __init__(self, bot: commands.Bot, table: Table) -> None:
        self.bot = bot
        self.table = table
        self._newest: OrderedDict[int, int] = OrderedDict()  # panel message id -> newest version put in or asked
        self._threads_opening: dict[int, asyncio.Event] = {}  # game id -> set once its thread is stored
        self._seen: dict[int, str] = {}  # user id -> the language last stored as seen from them
        self.handling: set[asyncio.Task] = set()  # the interactions being answered now

    async def settle(self, grace: float) -> None:
        """Let the interactions being answered finish (their answers and panel pictures need Discord's
        connection, which closes after this), for at most `grace` seconds."""
        if self.handling:
            await asyncio.wait(self.handling, timeout=grace)

    async def reply(self, interaction: discord.Interaction, content: object, names: list[str] | None = None,
                    **kwargs: Any) -> None:
        """An ephemeral answer in the presser's language, as the first response or as a followup:
        `content` is a sentence (a `Msg`, or words already said) or a list of lines; `names` name
        its seat tokens; `kwargs` go to discord.py's send (a picture, buttons, an embed)."""
        locale = locale_here(interaction)
        said = ui.lines(content, locale, names) if isinstance(content, list) else say(content, locale, names)
        parts = limits.pack(said)  # past 2,000 characters: several messages, split between lines
        for number, part in enumerate(parts):
            extra = kwargs if number == len(parts) - 1 else {}  # the picture, buttons or embed come last
            await answer.send(interaction, part, **extra)

    def game_cog(self, key: str) -> GameCog | None:
        """The loaded cog of game `key` (for its panel components), if any: the cog whose `game_key` it is
        (a GameCog's)."""
        return cast("GameCog | None",
                    next((cog for cog in self.bot.cogs.values() if getattr(cog, "game_key", None) == key), None))

    @staticmethod
    def is_admin(interaction: discord.Interaction) -> bool:
        perms = getattr(interaction.user, "guild_permissions", None)
        return bool(perms and perms.manage_guild)
