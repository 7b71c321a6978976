"""The shared game commands on Discord: `/<game> new` (each game's cog gives its options), practice,
play, move, board, rules. A game's cog subclasses GameCog and adds its `new` command; it may name
press verbs of its own (`presses`) and add components to a panel (`panel_items`)."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs import answer, limits, ui
from cogs.commands import described
from cogs.desk import Desk
from cogs.lobby import THREAD_ARCHIVE_MINUTES, permission_name, thread_name
from cogs.rulepages import rule_sections, rules_message
from cogs.texts import DOMAIN, text
from cogs.ui import Verb, locale_here, picture_file
from core.clock import DAILY_LEAST_HOURS, DEFAULT_TURN_HOURS, Daily
from core.servers import ServerSettings
from core.store import ACTIVE, FINISHED, GameRow
from core.table import Table, TableError, seat_names, seat_title
from engines import GAMES
from engines.i18n import Msg, say

if TYPE_CHECKING:
    from cogs.bot import Boardhost


class DeskCog(commands.GroupCog):
    """A command group that works through the bot's desk."""

    def __init__(self, bot: Boardhost) -> None:
        self.bot = bot
        super().__init__()

    @property
    def desk(self) -> Desk:
        return self.bot.desk


class GameCog(DeskCog):
    """Commands every game shares: /<game> play, move, board, rules. Subclasses add `new`."""

    game_key: str = ""
    presses: ClassVar[Mapping[Verb, str]] = {}  # press verbs of the game's own -> the method answering them

    def panel_items(self, row: GameRow, state: object, seat: int) -> list[discord.ui.Item]:
        """Components the game adds to a panel that has choices (made speaking the presser's language:
        their words go through `said`); none by default."""
        return []

    @property
    def table(self) -> Table:
        return self.bot.desk.table

    async def open_lobby(self, interaction: discord.Interaction, turn_hours: int = DEFAULT_TURN_HOURS,
                         daily_deadline: str | None = None, **options: object) -> None:
        """`/<game> new`: the lobby message in the channel, and the game's thread started from it.
        `turn_hours` is the table's turn clock (a `TurnHours` option of the game's `new`); `daily_deadline`
        ("21:00", or "21:00 8" for at least 8 hours) sets every decision's limit instead, on the host's clock."""
        async def work() -> None:
            daily = await self.daily(interaction, daily_deadline) if daily_deadline else None
            await self._open_lobby(interaction, options, turn_hours, daily=daily)
        await self.desk.guarded(interaction, None, work)

    async def daily(self, interaction: discord.Interaction, typed: str) -> str:
        """A daily deadline typed by the host, on the host's clock (`/games notify timezone`), as kept."""
        zone = (await self.table.prefs(interaction.user.id)).time_zone
        try:
            return Daily.typed(typed, zone).kept()
        except ValueError:
            raise TableError(text("daily_bad", typed=limits.plain(typed), least=DAILY_LEAST_HOURS)) from None

    @app_commands.command(name="practice", description="Practise: a game with you and AI seats, no clock, own thread")
    @app_commands.describe(ai_level="How strong the AI seats play")
    @app_commands.choices(ai_level=[app_commands.Choice(name=described(f"table.practice.ai_level.{level}"), value=level)
                                    for level in ui.AI_LEVEL_CHOICES])
    async def practice(self, interaction: discord.Interaction, ai_level: str = "random") -> None:
        """A tutorial that is the real game: the lobby fills with AI seats and starts at once."""
        await self.desk.guarded(interaction, None, lambda: self._open_lobby(interaction, {}, 0, practice=ai_level))

    async def obeyed(self, interaction: discord.Interaction, in_thread: bool) -> ServerSettings:
        """The server's settings for new games, once the host may open this one here (else a sentence):
        the game is offered, this is the channel games open in (or a thread of it), and the host has the
        role that may start games (Manage Server always may)."""
        settings = await self.table.server_settings(interaction.guild_id)
        if not settings.offers(self.game_key):
            raise TableError(text("new_not_offered", title=GAMES[self.game_key].title))
        channel = getattr(interaction.channel, "parent_id", None) if in_thread else interaction.channel_id
        if settings.channel_id is not None and channel != settings.channel_id:
            raise TableError(text("new_elsewhere", channel=f"<#{settings.channel_id}>"))
        roles = {role.id for role in getattr(interaction.user, "roles", [])}
        if settings.starter_role is not None and settings.starter_role not in roles and not self.desk.is_admin(
                interaction):
            raise TableError(text("new_role_only", role=f"<@&{settings.starter_role}>"))
        return settings

    async def _open_lobby(self, interaction: discord.Interaction, options: dict, turn_hours: int,
                          practice: str | None = None, daily: str | None = None) -> None:
        """The lobby and its thread; `practice` (an AI level): a practice game, filled with AI seats of
        that level and started at once."""
        if interaction.guild is None:
            raise TableError(text("no_dms"))
        perms = interaction.app_permissions
        missing = [p for p in ("send_messages", "attach_files", "embed_links") if not getattr(perms, p)]
        if missing:
            raise TableError(text("cant_host", permissions=[permission_name(p) for p in missing]))
        in_thread = isinstance(interaction.channel, discord.Thread)
        settings = await self.obeyed(interaction, in_thread)
        can_thread = not in_thread and perms.create_public_threads and perms.send_messages_in_threads \
            and settings.threads
        if settings.turn_hours is not None and practice is None and interaction.namespace.turn_hours is None:
            turn_hours = settings.turn_hours  # the host chose none: the server's
        row = await self.table.open_lobby(self.game_key, interaction.user.id, interaction.user.display_name,
                                          options, guild_id=interaction.guild_id,
                                          channel_id=interaction.channel_id, turn_hours=turn_hours,
                                          locale=settings.locale or locale_here(interaction), daily=daily)
        note = None if can_thread or in_thread or not settings.threads else say(text("no_thread"), row.locale)
        with self.desk.opening_thread(row.id) if can_thread else contextlib.nullcontext():
            await interaction.response.send_message(note, embed=self.desk.lobby_embed(row),
                                                    view=ui.lobby_view(row.id, row.locale, row.takeover))
            message = await interaction.original_response()
            await self.table.lobby_posted(row.id, message.id)
            if can_thread:
                thread = await message.create_thread(name=thread_name(row),
                                                     auto_archive_duration=THREAD_ARCHIVE_MINUTES)
                await self.table.thread_opened(row.id, thread.id)
        if practice is not None:
            await self.table.make_practice(row.id)
            for _ in range(max(2, GAMES[self.game_key].min_players) - 1):
                await self.table.add_ai(row.id, interaction.user.id, practice)
            row = await self.table.start(row.id, interaction.user.id)
            await interaction.edit_original_response(embed=self.desk.lobby_embed(row), view=None)

    async def game_here(self, interaction: discord.Interaction, number: int | None = None) -> GameRow:
        """The game this command is about: the one numbered `number` (a `game` option), else the one
        whose thread this is, else the caller's only one."""
        title = GAMES[self.game_key].title
        if number is not None:
            row = await self.table.find_game(number)
            if row is None or row.guild_id != interaction.guild_id:  # the same words: other servers' games stay unseen
                raise TableError(text("games_not_here", game=number))
            if row.game != self.game_key:
                raise TableError(Msg(DOMAIN, "other_kind", {"game": number, "title": GAMES[row.game].title,
                                                             "key": row.game}))
            return row
        here = await self.table.games_in_channel(self.game_key, interaction.channel_id)
        mine = [g for g in here if g.seat_of(interaction.user.id) is not None] or here
        if mine:
            return mine[-1]
        mine = await self.my_games(interaction)
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise TableError(Msg(DOMAIN, "no_game_here", {"title": title, "key": self.game_key}))
        raise TableError(text("many_games_here", count=len(mine), title=title))

    async def my_games(self, interaction: discord.Interaction) -> list[GameRow]:
        """The caller's running games of this kind in this server."""
        rows = await self.table.running_games(self.game_key, interaction.guild_id)
        return [g for g in rows if g.seat_of(interaction.user.id) is not None]

    async def game_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[int]]:
        """The `game` option: the caller's running games of this kind here, by number and players."""
        title, locale = GAMES[self.game_key].title, locale_here(interaction)
        choices = [app_commands.Choice(name=limits.shorten(say(text("game_choice", game=row.id, title=title, names=[
            seat_title(s) for s in row.seats]), locale), limits.CHOICE_NAME), value=row.id)
            for row in await self.my_games(interaction)]
        return [c for c in choices if str(current).strip().lstrip("#") in str(c.value)][:25]

    @app_commands.command(name="play", description="Open your private panel: your hand and your moves")
    @app_commands.describe(game="Which game (its number), when this is not its thread")
    async def play(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async def work() -> None:
            row = await self.game_here(interaction, game)
            await self.desk.send_panel(interaction, row.id)
        async with answer.in_time(interaction):
            await self.desk.guarded(interaction, game, work)

    @app_commands.command(name="move", description="Make a move by typing it (autocomplete lists them)")
    @app_commands.describe(action="Start typing; the list shows your legal moves",
                           game="Which game (its number), when this is not its thread")
    async def move(self, interaction: discord.Interaction, action: str, game: int | None = None) -> None:
        async def work() -> None:
            row = await self.game_here(interaction, game)
            await self.desk.move(interaction, row.id, action, None, edit=False)
        async with answer.in_time(interaction):
            await self.desk.guarded(interaction, game, work)

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        try:
            row = await self.game_here(interaction, interaction.namespace.game)
            seat = await self.table.seat_for(row, interaction.user.id)
            game, state = await self.table.load(row)
            actions = game.actions(state, seat)
        except TableError:
            return []
        locale = locale_here(interaction)
        names = seat_names(row, locale)
        labels = [(say(a.label, locale, names), a.id) for a in actions]
        needle = current.lower()
        return [app_commands.Choice(name=limits.shorten(label, limits.CHOICE_NAME), value=id) for label, id in labels
                if needle in label.lower() or needle in id][:limits.CHOICES]

    play.autocomplete("game")(game_autocomplete)
    move.autocomplete("game")(game_autocomplete)

    @app_commands.command(name="board", description="Show the table's current picture (only to you)")
    async def board(self, interaction: discord.Interaction) -> None:
        async def work() -> None:
            row = await self.game_here(interaction)
            if row.status not in (ACTIVE, FINISHED):
                raise TableError(self.table.status_sentence(row))
            png = await self.table.picture(row, locale=locale_here(interaction))
            await self.desk.reply(interaction, text("board_title", title=GAMES[row.game].title, game=row.id),
                                  file=picture_file(png, row))
        async with answer.in_time(interaction):
            await self.desk.guarded(interaction, None, work)

    @app_commands.command(name="rules", description="Read the rules page")
    @app_commands.describe(section="Which part of the rules (leave empty for the overview)")
    async def rules(self, interaction: discord.Interaction, section: str | None = None) -> None:
        async def work() -> None:
            locale = locale_here(interaction)
            embed, view = rules_message(self.game_key, locale, section)
            page = GAMES[self.game_key].rules_page(locale)
            await self.desk.reply(interaction, "", embed=embed, view=view,
                                  file=discord.File(io.BytesIO(page.encode()), filename=f"{self.game_key}-rules.md"))
        await self.desk.guarded(interaction, None, work)

    @rules.autocomplete("section")
    async def rules_autocomplete(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        locale = locale_here(interaction)
        sections = rule_sections(GAMES[self.game_key].rules_page(locale), locale)
        return [app_commands.Choice(name=limits.shorten(name, limits.CHOICE_NAME),
                                    value=limits.shorten(name, limits.CHOICE_NAME)) for name in sections
                if current.lower() in name.lower()][:limits.CHOICES]

