"""/century: the shared table commands, `new` with 20th Century's option, and `bid` to name any amount
(a standing limit, an opening bid or a science limit) by number or in a form; the panel offers the
same form with its "Bid another amount…" button."""

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs import ui
from cogs.game import DEFAULT_TURN_HOURS, GameCog
from cogs.lobby import TurnHours
from cogs.ui import Verb
from core.store import ACTIVE, GameRow
from core.table import Outdated, TableError
from core.table.offers import asks_amount
from core.texts import text as core_text
from engines import GAMES
from engines.century.texts import text
from engines.i18n import locale_of, said, say

if TYPE_CHECKING:
    from cogs.bot import Boardhost

GAME = GAMES["century"]


class AmountForm(discord.ui.Modal):
    """One number field; the amount goes where the game asks for one now. Its words are in the
    language of the person who opened it (`locale`: their interaction's)."""

    def __init__(self, cog: "Century", game_id: int, locale: object = None) -> None:
        speaks = locale_of(locale)
        super().__init__(title=say(text("form_title"), speaks)[:45], timeout=900)
        self.cog, self.game_id = cog, game_id
        self.amount: discord.ui.TextInput = discord.ui.TextInput(
            label=say(text("form_label"), speaks)[:45], custom_id="amount", max_length=4,
            placeholder=say(text("form_hint"), speaks)[:100])
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        typed = self.amount.value.strip()
        await self.cog.desk.guarded(interaction, self.game_id,
                                    lambda: self.cog.bid_amount(interaction, self.game_id, typed))


class Century(GameCog, group_name="century", group_description="20th Century: land, technology and garbage"):
    game_key = "century"

    presses = {Verb.AMOUNT: "press_amount"}

    def panel_items(self, row: GameRow, state: object, seat: int) -> list[discord.ui.Item]:
        """"Bid another amount…" beside the quick bid buttons, where the game asks `seat` for an amount (in
        the language the panel is drawn in: see engines.i18n.speaking)."""
        if not asks_amount(GAME, state, seat):
            return []
        return [ui.button(said(text("button_amount")), ui.custom_id(ui.Verb.AMOUNT, row.id, row.version),
                          discord.ButtonStyle.primary)]

    async def press_amount(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """The panel's "Bid another amount…": the amount form, for the panel's own moment of the game."""
        row = await self.table.game_row(press.game_id)
        if row.status != ACTIVE:
            raise TableError(self.table.status_sentence(row))
        if press.version != row.version:
            raise Outdated(core_text("outdated"))
        await interaction.response.send_modal(AmountForm(self, row.id, interaction.locale))

    @app_commands.command(name="new", description="Open a 20th Century lobby (3-5 players) in a new thread")
    @app_commands.describe(scoring_cards="Use a scoring card after rounds II and IV (leave off for a first game)")
    async def new(self, interaction: discord.Interaction, scoring_cards: bool = True,
                  turn_hours: TurnHours = DEFAULT_TURN_HOURS,
                  daily_deadline: str | None = None) -> None:
        await self.open_lobby(interaction, turn_hours, daily_deadline, scoring_cards=scoring_cards)

    @app_commands.command(name="bid", description="Name any amount: your limit, opening bid or science limit")
    @app_commands.describe(amount="The amount (leave empty to type it in a form)")
    async def bid(self, interaction: discord.Interaction,
                  amount: app_commands.Range[int, 0, 9999] | None = None) -> None:
        async def work() -> None:
            row = await self.game_here(interaction)
            if amount is None:
                await interaction.response.send_modal(AmountForm(self, row.id, interaction.locale))
            else:
                await self.bid_amount(interaction, row.id, str(amount))
        await self.desk.guarded(interaction, None, work)

    async def bid_amount(self, interaction: discord.Interaction, game_id: int, typed: str) -> None:
        """The amount as the move the game asks for now (the engine names it); refusals are private."""
        if not typed.isdigit():
            raise TableError(text("not_a_number", text=typed[:20]))
        row = await self.table.game_row(game_id)
        seat = await self.table.seat_for(row, interaction.user.id)
        _, state = await self.table.load(row)
        action = GAME.amount_action(state, seat, int(typed))
        if action is None:
            raise TableError(text("no_amount"))
        await self.desk.move(interaction, game_id, action, None, edit=False)


async def setup(bot: "Boardhost") -> None:
    await bot.add_cog(Century(bot))
