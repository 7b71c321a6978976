"""/botfactory: the shared table commands plus `new` with Bot Factory's options."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.game import DEFAULT_TURN_HOURS, GameCog
from cogs.lobby import TurnHours
from engines.botfactory import data

if TYPE_CHECKING:
    from cogs.bot import Boardhost


class BotFactory(GameCog, group_name="botfactory",
                 group_description="Bot Factory: build robots in a four-board factory"):
    game_key = "botfactory"

    @app_commands.command(name="new", description="Open a Bot Factory lobby (1-4 players) in a new thread")
    @app_commands.describe(solo_target="Solo game: the score to reach to win",
                           last_round="The game ends after this round at the latest (0: never)")
    async def new(self, interaction: discord.Interaction,
                  solo_target: app_commands.Range[int, 10, 120] = data.SOLO_TARGET,
                  last_round: app_commands.Range[int, 0, 99] = data.LAST_ROUND,
                  turn_hours: TurnHours = DEFAULT_TURN_HOURS,
                  daily_deadline: str | None = None) -> None:
        await self.open_lobby(interaction, turn_hours, daily_deadline, solo_target=solo_target, last_round=last_round)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(BotFactory(bot))
