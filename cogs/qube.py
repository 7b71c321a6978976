"""/qube: the shared table commands plus `new`."""

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import TableCog


class Qube(TableCog, group_name="qube", group_description="Qube Attack: hold the moons, reach 64 points"):
    game_key = "qube"

    @app_commands.command(name="new", description="Open a Qube Attack lobby (2-6 players) in a new thread")
    async def new(self, interaction: discord.Interaction) -> None:
        await self.open_lobby(interaction)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Qube(bot))
