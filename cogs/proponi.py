"""/proponi: the shared table commands plus `new` with the game's difficulty and variants."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.game import DEFAULT_TURN_HOURS, GameCog
from cogs.lobby import TurnHours

if TYPE_CHECKING:
    from cogs.bot import Boardhost


class Proponi(GameCog, group_name="proponi",
              group_description="Proponi, Progetta & Installa: keep a building's HVAC healthy for 9 years"):
    game_key = "proponi"

    @app_commands.command(name="new", description="Open a Proponi, Progetta & Installa lobby (3-6 players)")
    @app_commands.describe(difficulty="Health each floor loses every year on top of its black gears (1-3)",
                           start_at_5="Harder: every floor starts at health 5 instead of 6",
                           permanent_gears="Harder: +1/+2/+3 permanent black gears per floor at 3/4/5-6 players",
                           tenth_year="Harder: a tenth year of contract",
                           tornaconto="Variant: a proposal may replace another player's for 1 coin",
                           concorrenza="Variant Concorrenza Spietata: take over other players' cubes")
    async def new(self, interaction: discord.Interaction, difficulty: app_commands.Range[int, 1, 3] = 1,
                  start_at_5: bool = False, permanent_gears: bool = False, tenth_year: bool = False,
                  tornaconto: bool = False, concorrenza: bool = False,
                  turn_hours: TurnHours = DEFAULT_TURN_HOURS,
                  daily_deadline: str | None = None) -> None:
        await self.open_lobby(interaction, turn_hours, daily_deadline, difficulty=difficulty, start_at_5=start_at_5,
                              permanent_gears=permanent_gears, tenth_year=tenth_year, tornaconto=tornaconto,
                              concorrenza=concorrenza)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(Proponi(bot))
