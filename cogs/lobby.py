"""The lobby on Discord: its message (an embed in the game's language), its thread, the lobby's
buttons (join, leave, AI seats, language, start, cancel) and a rematch's new lobby."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from typing import Final

import discord
from discord import app_commands

from cogs import answer, limits, ui
from cogs.commands import described
from cogs.desk_base import DeskBase, place
from cogs.texts import TEXTS, text
from cogs.ui import Verb
from core.clock import TURN_HOURS, Daily, hhmm
from core.store import ACTIVE, CANCELLED, FINISHED, LOBBY, GameRow, Seat
from core.table import is_ai_seat, seat_names, seat_title
from core.texts import text as core_text
from engines import GAMES
from engines.i18n import say
from renderers.kit import seat_letter

THREAD_WAIT_SECONDS = 2.0  # how long a Start pressed while the lobby's thread is being made waits for it
THREAD_ARCHIVE_MINUTES: Final = 10080  # a week, the longest Discord allows: games by post go quiet for days


class TurnHoursChoices(app_commands.Transformer):
    """The `turn_hours` option every `/<game> new` offers: how long each decision may take."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    @property
    def choices(self) -> list[app_commands.Choice[int | float | str]] | None:
        return [app_commands.Choice(name=described("table.new.turn_hours.none") if h == 0 else
                                    described("table.new.turn_hours.hours", hours=h), value=h) for h in TURN_HOURS]

    async def transform(self, interaction: discord.Interaction, value: int) -> int:
        return int(value)


TurnHours = app_commands.Transform[int, TurnHoursChoices]


def seat_label(seat: Seat) -> object:
    """A seat's name, with its level when an AI plays it from the start ("AI 1 (smart)"): a `Msg` to
    say in the reader's language, or a person's name."""
    if is_ai_seat(seat):
        return text("seat_ai", name=seat_title(seat), level=core_text(f"ai_level_{seat.ai}"))
    return limits.plain(seat.name)


def shown_title(seat: Seat) -> object:
    """A seat's name in a message: an AI seat's as a `Msg`, a person's as typed (markdown escaped)."""
    return seat_title(seat) if is_ai_seat(seat) else limits.plain(seat.name)


def shown_names(row: GameRow, locale: str) -> list[str]:
    """Every seat's name in a message's words (seat tokens), markdown escaped: pictures and labels
    use `seat_names`, which shows them as they are."""
    return [limits.plain(name) for name in seat_names(row, locale)]


def options_text(options: dict, locale: str) -> str:
    """A game's options in words: "Reaction window: 5 min · Scoring cards: on"."""
    def value(name: str, v: object) -> object:
        if isinstance(v, bool):
            return text("option_on" if v else "option_off")
        return text(f"option_unit_{name}", value=v) if f"option_unit_{name}" in TEXTS else v
    return say(text("lobby_option_sep"), locale).join(
        say(text("lobby_option", name=text(f"option_{name}") if f"option_{name}" in TEXTS else name,
                 value=value(name, v)), locale) for name, v in options.items())


def permission_name(flag: str) -> object:
    return text(f"permission_{flag}") if f"permission_{flag}" in TEXTS else flag.replace("_", " ").title()


def thread_name(row: GameRow) -> str:
    """The game's thread's name, in the game's language."""
    return say(text("thread_name", title=GAMES[row.game].title, game=row.id), row.locale)


class LobbyDesk(DeskBase):
    """The desk's lobby: a part of `cogs.desk.Desk` (it answers through DeskBase's `table` and `reply`)."""

    @contextlib.contextmanager
    def opening_thread(self, game_id: int) -> Iterator[None]:
        """While a lobby's thread is being made: a Start pressed meanwhile waits for it (a little), so
        the game's first post goes to the thread and not to the channel."""
        done = self._threads_opening[game_id] = asyncio.Event()
        try:
            yield
        finally:
            done.set()
            self._threads_opening.pop(game_id, None)

    async def press_lobby(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        user = interaction.user
        one = values[0] if len(values) == 1 else ""
        verbs = {
            Verb.JOIN: lambda: self.table.join(press.game_id, user.id, user.display_name),
            Verb.LEAVE: lambda: self.table.leave(press.game_id, user.id),
            Verb.ADD_AI: lambda: self.table.add_ai(press.game_id, user.id, one),
            Verb.REMOVE_AI: lambda: self.table.remove_ai(press.game_id, user.id),
            Verb.CANCEL: lambda: self.table.cancel(press.game_id, user.id, self.is_admin(interaction)),
            Verb.LANGUAGE: lambda: self.table.set_language(press.game_id, user.id, one),
            Verb.TAKEOVER: lambda: self.table.set_takeover(press.game_id, user.id, one),
        }
        row = await verbs[press.verb]()
        view = ui.lobby_view(row.id, row.locale, row.takeover) if row.status == LOBBY else None
        await answer.edit(interaction, embed=self.lobby_embed(row), view=view)

    async def press_start(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        if (opening := self._threads_opening.get(press.game_id)) is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(THREAD_WAIT_SECONDS):
                    await opening.wait()
        row = await self.table.start(press.game_id, interaction.user.id)
        await answer.edit(interaction, embed=self.lobby_embed(row), view=None)

    async def press_rematch(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """A new lobby in the finished game's channel, the same people invited, its link to the presser."""
        user = interaction.user
        old = await self.table.game_row(press.game_id)
        row, invited = await self.table.rematch(press.game_id, user.id, user.display_name)
        channel = await place(self.bot, row.channel_id)
        note = text("rematch_invite", game=press.game_id, people=" ".join(f"<@{u}>" for u in invited)
                    ) if invited else None
        message = await self.post_lobby(channel, row, note, thread=old.thread_id is not None, ping=invited)
        await self.reply(interaction, text("rematch_opened", game=row.id, link=message.jump_url))

    async def post_lobby(self, channel: discord.abc.Messageable, row: GameRow, note: object | None,
                         thread: bool = True, ping: list[int] | tuple = ()) -> discord.Message:
        """A lobby message posted by the bot itself (not as an answer), in the game's language, and the
        game's thread from it (when the game before had one); it pings the people in `ping` only."""
        with self.opening_thread(row.id) if thread else contextlib.nullcontext():
            message = await channel.send(say(note, row.locale) if note else None, embed=self.lobby_embed(row),
                                         view=ui.lobby_view(row.id, row.locale, row.takeover),
                                         allowed_mentions=limits.pings(ping))
            await self.table.lobby_posted(row.id, message.id)
            if not thread:
                return message
            created = await message.create_thread(name=thread_name(row), auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            await self.table.thread_opened(row.id, created.id)
        return message

    def lobby_embed(self, row: GameRow) -> discord.Embed:
        """The lobby message's embed, in the game's language."""
        game, locale = GAMES[row.game], row.locale
        status = {LOBBY: "lobby_open", ACTIVE: "lobby_started", FINISHED: "lobby_over", CANCELLED: "lobby_cancelled"}
        embed = discord.Embed(title=say(text("lobby_title", title=game.title, game=row.id), locale),
                              description=say(text(status[row.status]), locale) if row.status in status
                              else say(self.table.status_sentence(row), locale))
        seats = "\n".join(say(text("lobby_seat", letter=seat_letter(s.seat), name=seat_label(s)), locale)
                          for s in row.seats)
        embed.add_field(name=say(text("lobby_seats_field", seated=len(row.seats), most=game.max_players,
                                      least=game.min_players), locale),
                        value=seats or say(text("lobby_no_seats"), locale), inline=False)
        if row.options:
            embed.add_field(name=say(text("lobby_options_field"), locale), value=options_text(row.options, locale),
                            inline=False)
        clock = text("turn_hours", hours=row.turn_hours) if row.turn_hours else text("turn_hours_none")
        if (daily := Daily.from_kept(row.daily)) is not None:
            clock = text("daily_deadline", at=hhmm(daily.at), zone=daily.zone, least=daily.least)
        embed.add_field(name=say(text("clock_field"), locale), value=say(clock, locale), inline=False)
        return embed
