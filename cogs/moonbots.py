"""/moonbots: the shared table commands plus `new` with Moon-Bots' options."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.game import DEFAULT_TURN_HOURS, GameCog
from cogs.lobby import TurnHours

if TYPE_CHECKING:
    from cogs.bot import Boardhost


class MoonBots(GameCog, group_name="moonbots", group_description="Moon-Bots: build a robot, be the last one standing"):
    game_key = "moonbots"

    @app_commands.command(name="new", description="Open a Moon-Bots lobby (2-4 players) in a new thread")
    @app_commands.describe(reaction_minutes="How long a reaction window waits before it passes by itself",
                           overtime_round="Round from which robots lose energy as their turns start (0: never)")
    async def new(self, interaction: discord.Interaction,
                  reaction_minutes: app_commands.Range[int, 1, 1440] = 5,
                  overtime_round: app_commands.Range[int, 0, 500] = 40,
                  turn_hours: TurnHours = DEFAULT_TURN_HOURS,
                  daily_deadline: str | None = None) -> None:
        await self.open_lobby(interaction, turn_hours, daily_deadline, reaction_minutes=reaction_minutes,
                              overtime_round=overtime_round)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(MoonBots(bot))
