"""/help: what the bot does, how a game starts, the games, playing by post, and the commands, in one
short ephemeral page."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.commands import described
from cogs.texts import DOMAIN, TEXTS, text
from engines import GAMES
from engines.i18n import Msg

if TYPE_CHECKING:
    from cogs.bot import Boardhost


def players_text(least: int, most: int) -> object:
    return str(least) if least == most else text("help_players", least=least, most=most)


def known(key: str, otherwise: object = "") -> object:
    return text(key) if key in TEXTS else otherwise


def help_page() -> list:
    """The page's lines (said in the reader's language): every game registered, with its player
    counts and typical length by post, playing by post, languages and the commands."""
    games = [Msg(DOMAIN, "help_game" if f"help_days_{key}" in TEXTS else "help_game_unmeasured", {  # a field
        # named "key": not text()'s keyword
        "title": game.title, "key": key, "players": players_text(game.min_players, game.max_players),
        "about": known(f"help_about_{key}"), "days": known(f"help_days_{key}")})
             for key, game in GAMES.items()]
    return [text("help_intro"), text("help_start"), text("help_games"), *games, text("help_by_post"),
            text("help_languages"), text("help_commands")]


class Help(commands.Cog):
    def __init__(self, bot: "Boardhost") -> None:
        self.bot = bot

    @app_commands.command(name="help", description=described("help"))
    async def help(self, interaction: discord.Interaction) -> None:
        await self.bot.desk.guarded(interaction, None, lambda: self.bot.desk.reply(interaction, help_page()))


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(Help(bot))
