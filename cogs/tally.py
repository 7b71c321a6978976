"""/tally: the example game's cog (docs/ADDING_A_GAME.md); loaded only when the game is enabled."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.game import DEFAULT_TURN_HOURS, GameCog
from cogs.lobby import TurnHours

if TYPE_CHECKING:
    from cogs.bot import Boardhost


class TallyCog(GameCog, group_name="tally", group_description="Tally, the example game"):
    game_key = "tally"

    @app_commands.command(name="new", description="Open a Tally lobby")
    async def new(self, interaction: discord.Interaction, reaction_seconds: int = 60,
                  turn_hours: TurnHours = DEFAULT_TURN_HOURS,
                  daily_deadline: str | None = None) -> None:
        await self.open_lobby(interaction, turn_hours, daily_deadline, reaction_seconds=reaction_seconds)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(TallyCog(bot))
