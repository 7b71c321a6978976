"""/games: your games in this server, whose turn it is, and links; /games cancel."""

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import DeskCog
from core.store import ACTIVE, BROKEN, LOBBY, GameRow
from core.table import TableError
from engines import GAMES


class Games(DeskCog, group_name="games", group_description="Your board games in this server"):
    async def line(self, row: GameRow, user_id: int) -> str:
        where = f"<#{row.thread_id or row.channel_id}>"
        title = GAMES[row.game].title
        if row.status != ACTIVE:
            return f"#{row.id} {title} — {self.desk.table.status_sentence(row)} {where}"
        game, state = await self.desk.table.load(row)
        pending = game.pending(state)
        mine = row.seat_of(user_id) in pending
        who = "**your move**" if mine else "waiting for " + ", ".join(row.seats[s].name for s in pending)
        return f"#{row.id} {title} — {who} — {where}"

    @app_commands.command(name="list", description="Your games in this server and whose turn it is")
    async def list(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            rows = await self.desk.table.store.games_where(
                "guild_id = ? AND status IN (?, ?, ?)", (interaction.guild_id, LOBBY, ACTIVE, BROKEN))
            mine = [r for r in rows if r.seat_of(interaction.user.id) is not None]
            lines = [await self.line(r, interaction.user.id) for r in mine]
            await self.desk.reply(interaction, "\n".join(lines) if lines else
                                  "You have no open games here. Start one with `/moonbots new`.")
        await self.desk.guarded(interaction, None, work)

    @app_commands.command(name="cancel", description="Cancel a game (its host, or someone with Manage Server)")
    @app_commands.describe(game="The game's number, as shown by /games list")
    async def cancel(self, interaction: discord.Interaction, game: int) -> None:
        async def work() -> None:
            row = await self.desk.table.game_row(game)
            if row.guild_id != interaction.guild_id:
                raise TableError(f"There is no game #{game} in this server.")
            await self.desk.table.cancel(game, interaction.user.id, self.desk.is_admin(interaction))
            await self.desk.reply(interaction, f"Game #{game} is cancelled.")
            channel = await self.desk.channel_of(row)
            await channel.send(f"Game #{game} was cancelled by {interaction.user.display_name}.")
        await self.desk.guarded(interaction, game, work)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Games(bot))
