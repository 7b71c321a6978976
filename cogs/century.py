"""/century: the shared table commands plus `new` with 20th Century's option."""

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import DEFAULT_TURN_HOURS, TableCog, TurnHours


class Century(TableCog, group_name="century", group_description="20th Century: land, technology and garbage"):
    game_key = "century"

    @app_commands.command(name="new", description="Open a 20th Century lobby (3-5 players) in a new thread")
    @app_commands.describe(scoring_cards="Use a scoring card after rounds II and IV (leave off for a first game)")
    async def new(self, interaction: discord.Interaction, scoring_cards: bool = True,
                  turn_hours: TurnHours = DEFAULT_TURN_HOURS) -> None:
        await self.open_lobby(interaction, turn_hours, scoring_cards=scoring_cards)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Century(bot))
