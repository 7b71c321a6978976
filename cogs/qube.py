"""/qube: the shared table commands plus `new` with Qube Attack's options."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.game import DEFAULT_TURN_HOURS, GameCog
from cogs.lobby import TurnHours
from engines.qube import GAME

if TYPE_CHECKING:
    from cogs.bot import Boardhost

DESCRIBE = {option.name: option.description for option in GAME.options}


class Qube(GameCog, group_name="qube", group_description="Qube Attack: hold the moons, reach 64 points"):
    game_key = "qube"

    @app_commands.command(name="new", description="Open a Qube Attack lobby (2-6 players) in a new thread")
    @app_commands.describe(**DESCRIBE)
    async def new(self, interaction: discord.Interaction, rotate_first: bool = False,
                  cubes_lost_for_good: bool = False, turn_hours: TurnHours = DEFAULT_TURN_HOURS,
                  daily_deadline: str | None = None) -> None:
        await self.open_lobby(interaction, turn_hours, daily_deadline, rotate_first=rotate_first,
                              cubes_lost_for_good=cubes_lost_for_good)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(Qube(bot))
