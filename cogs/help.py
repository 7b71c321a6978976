"""/help: what the bot does, how a game starts, the games, playing by post, and the commands, in one
short ephemeral page."""

import discord
from discord import app_commands
from discord.ext import commands

from cogs.commands import described
from cogs.texts import TEXTS
from engines import GAMES


def players_text(least: int, most: int) -> str:
    return str(least) if least == most else TEXTS["help_players"].format(least=least, most=most)


def help_page() -> str:
    """The page: every game registered, with its player counts and typical length by post."""
    games = [TEXTS["help_game"].format(title=game.title, key=key, players=players_text(game.min_players,
                                                                                        game.max_players),
                                       about=TEXTS.get(f"help_about_{key}", ""),
                                       days=TEXTS.get(f"help_days_{key}", TEXTS["help_days_unknown"]))
             for key, game in GAMES.items()]
    return "\n".join([TEXTS["help_intro"], TEXTS["help_start"], TEXTS["help_games"], *games,
                      TEXTS["help_by_post"], TEXTS["help_commands"]])


class Help(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description=described("help"))
    async def help(self, interaction: discord.Interaction) -> None:
        await self.bot.desk.guarded(interaction, None, lambda: self.bot.desk.reply(interaction, help_page()))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Help(bot))
