"""The shared table machinery on Discord: lobbies, turn posts, private panels, DMs, presses.

A game's cog subclasses TableCog and only adds its `new` command with the game's options.
No rules here: everything a player may do comes from the engine's actions() through the table.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable, Iterator

import discord
from discord import app_commands
from discord.ext import commands

from cogs import catchup, limits, rulepages, ui
from cogs.commands import described
from cogs.texts import DOMAIN, TEXTS, text
from core import prefs, replay
from core.clock import DEFAULT_TURN_HOURS, TURN_HOURS
from core.store import ACTIVE, BROKEN, CANCELLED, FINISHED, LOBBY, GameRow, Seat
from core.table import Outdated, Table, TableError, is_ai_seat, seat_names, seat_title
from core.texts import text as core_text
from engines import GAMES
from engines.i18n import SOURCE, Msg, locale_of, say, speaking
from renderers.kit import seat_letter

log = logging.getLogger("boardhost.discord")

THREAD_WAIT_SECONDS = 2.0  # how long a Start pressed while the lobby's thread is being made waits for it
THREAD_ARCHIVE_MINUTES = 10080  # a week, the longest Discord allows: games by post go quiet for days


def picture_file(png: bytes, row: GameRow, who: str = "table", version: int | None = None) -> discord.File:
    version = row.version if version is None else version
    return discord.File(io.BytesIO(png), filename=f"{row.game}-{row.id}-{who}-v{version}.png")


class TurnHoursChoices(app_commands.Transformer):
    """The `turn_hours` option every `/<game> new` offers: how long each decision may take."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    @property
    def choices(self) -> list[app_commands.Choice[int]]:
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


def locale_here(interaction: discord.Interaction) -> str:
    """The language of an interaction's answers (panels, ephemeral replies): the presser's Discord's."""
    return locale_of(interaction.locale)


class Desk:
    """One per bot: answers every component press and tells players what happened. Panels and
    ephemeral answers speak the presser's language (their Discord's); lobby messages the game's."""

    def __init__(self, bot: commands.Bot, table: Table) -> None:
        self.bot = bot
        self.table = table
        self._drawing: dict[int, object] = {}  # panel message id -> the press whose picture it awaits
        self._threads_opening: dict[int, asyncio.Event] = {}  # game id -> set once its thread is stored
        self._seen: dict[int, str] = {}  # user id -> the language last stored as seen from them
        self.handlers = dict(type(self).handlers)  # a game's cog may add a press verb of its own
        # a game's cog may add components to a panel that has choices: (row, state, seat) -> items, made
        # inside `speaking(the presser's language)` (their words go through `said`)
        self.panel_items: dict[str, Callable[[GameRow, object, int], list[discord.ui.Item]]] = {}

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

    # -- answering safely ------------------------------------------------------------------

    async def reply(self, interaction: discord.Interaction, content: object, names: list[str] | None = None,
                    **kwargs: object) -> None:
        """An ephemeral answer in the presser's language, as the first response or as a followup:
        `content` is a sentence (a `Msg`, or words already said) or a list of lines; `names` name
        its seat tokens."""
        locale = locale_here(interaction)
        said = ui.lines(content, locale, names) if isinstance(content, list) else say(content, locale, names)
        parts = limits.pack(said)  # past 2,000 characters: several messages, split between lines
        for number, part in enumerate(parts):
            extra = kwargs if number == len(parts) - 1 else {}  # the picture, buttons or embed come last
            if interaction.response.is_done():
                await interaction.followup.send(part, ephemeral=True, **extra)
            else:
                await interaction.response.send_message(part, ephemeral=True, **extra)

    async def remember_locale(self, interaction: discord.Interaction) -> None:
        """Keep the language of the person's latest interaction: their DMs and reminders use it when
        they chose none (`/games language`). Written only when it changed."""
        user, locale = interaction.user.id, locale_here(interaction)
        if self._seen.get(user) != locale:
            await prefs.seen(self.table.store, user, locale)
            self._seen[user] = locale

    async def guarded(self, interaction: discord.Interaction, game_id: int | None,
                      work: Callable[[], Awaitable[None]]) -> None:
        """Run a handler; turn refusals into sentences (in the presser's language) and surprises into
        an apology."""
        try:
            await self.remember_locale(interaction)
            await work()
        except Outdated as error:
            await self.reply(interaction, error.args[0], self.names_for(error, interaction))
            if game_id is not None:
                await self.send_panel(interaction, game_id, followup=True)
        except TableError as error:
            await self.reply(interaction, error.args[0], self.names_for(error, interaction))
        except discord.Forbidden as error:
            log.warning("game %s: missing permission: %s", game_id, error.text)
            await self.reply(interaction, text("forbidden", detail=error.text))
        except Exception:
            log.exception("game %s: handling an interaction failed", game_id)
            await self.reply(interaction, text("apology"))

    @staticmethod
    def names_for(error: TableError, interaction: discord.Interaction) -> list[str] | None:
        """The names a refusal's seat tokens stand for, in the presser's language."""
        return shown_names(error.row, locale_here(interaction)) if error.row is not None else None

    # -- presses ---------------------------------------------------------------------------

    async def on_press(self, interaction: discord.Interaction, raw_id: str, values: list[str]) -> None:
        press = ui.parse_press(raw_id)
        handler = self.handlers.get(press.verb) if press else None
        if press is None or handler is None:
            await self.guarded(interaction, None, lambda: self.reply(interaction, text("unknown_press")))
            return
        await self.guarded(interaction, press.game_id, lambda: handler(self, interaction, press, values))

    async def press_lobby(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        user = interaction.user
        one = values[0] if len(values) == 1 else ""
        verbs = {
            "join": lambda: self.table.join(press.game_id, user.id, user.display_name),
            "leave": lambda: self.table.leave(press.game_id, user.id),
            "addai": lambda: self.table.add_ai(press.game_id, user.id, one),
            "rmai": lambda: self.table.remove_ai(press.game_id, user.id),
            "cancel": lambda: self.table.cancel(press.game_id, user.id, self.is_admin(interaction)),
            "lang": lambda: self.table.set_language(press.game_id, user.id, one),
        }
        row = await verbs[press.verb]()
        await interaction.response.edit_message(embed=self.lobby_embed(row),
                                                view=ui.lobby_view(row.id, row.locale) if row.status == LOBBY else None)

    async def press_start(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        if (opening := self._threads_opening.get(press.game_id)) is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(THREAD_WAIT_SECONDS):
                    await opening.wait()
        row = await self.table.start(press.game_id, interaction.user.id)
        await interaction.response.edit_message(embed=self.lobby_embed(row), view=None)

    async def press_back(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        row = await self.table.take_back(press.game_id, interaction.user.id)
        await self.reply(interaction, text("took_back_reply", game=row.id))

    async def press_play(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        await self.send_panel(interaction, press.game_id)

    async def press_act(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        await self.move(interaction, press.game_id, press.arg or "", press.version)

    async def press_select(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        if len(values) != 1:
            raise TableError(text("pick_one"))
        await self.move(interaction, press.game_id, values[0], press.version)

    async def press_page(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        row = await self.table.game_row(press.game_id)
        if row.status != ACTIVE:
            raise TableError(self.table.status_sentence(row))
        if not (press.arg or "0").lstrip("-").isdigit():
            raise TableError(text("page_damaged"))
        if press.version != row.version:
            raise Outdated(core_text("outdated"))
        await self.edit_panel(interaction, row, page=int(press.arg or 0))

    async def press_table(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """The full table picture, fresh and only for the presser (anyone may look at the public table)."""
        row = await self.table.game_row(press.game_id)
        if row.status not in (ACTIVE, FINISHED):
            raise TableError(self.table.status_sentence(row))
        png = await self.table.picture(row, locale=locale_here(interaction))
        await self.reply(interaction, text("table_title", title=GAMES[row.game].title, game=row.id),
                         file=picture_file(png, row))

    async def press_rematch(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """A new lobby in the finished game's channel, the same people invited, its link to the presser."""
        user = interaction.user
        old = await self.table.game_row(press.game_id)
        row, invited = await self.table.rematch(press.game_id, user.id, user.display_name)
        channel = self.bot.get_channel(row.channel_id) or await self.bot.fetch_channel(row.channel_id)
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
                                         view=ui.lobby_view(row.id, row.locale),
                                         allowed_mentions=limits.pings(ping))
            await self.table.store.update_game(row.id, lobby_message_id=message.id)
            if not thread:
                return message
            created = await message.create_thread(name=thread_name(row), auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            await self.table.store.update_game(row.id, thread_id=created.id)
        return message

    async def press_since(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """A page of the lines since the presser's last move (as it was when the panel opened)."""
        row = await self.table.game_row(press.game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise TableError(core_text("not_playing", game=row.id))
        if not (press.arg or "").isdigit():
            raise TableError(text("page_damaged"))
        locale = locale_here(interaction)
        missed = await catchup.catch_up(self.table, row, seat)
        missed = catchup.CatchUp(press.version, catchup.move_lines(
            [m for m in replay.effective(missed.moves) if m.n > press.version], seat), missed.moves)
        lines, page, pages = catchup.page_of(missed.lines, int(press.arg))
        buttons = [ui.button(say(text("button_previous"), locale),
                             ui.custom_id("since", row.id, press.version, str(page - 1)), disabled=page == 0),
                   ui.button(say(text("button_next", page=page + 1, pages=pages), locale),
                             ui.custom_id("since", row.id, press.version, str(page + 1)), disabled=page >= pages - 1)]
        content = [text("since_page", page=page + 1, pages=pages), *lines]
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await interaction.response.edit_message(content=ui.fitted_lines(content, locale, shown_names(row, locale)),
                                                    attachments=[], view=ui.persistent_view(*buttons))
        else:
            await self.reply(interaction, ui.fitted_lines(content, locale, shown_names(row, locale)),
                             view=ui.persistent_view(*buttons))

    async def send_history(self, interaction: discord.Interaction, row: GameRow, index: int | None = None,
                           turn: int | None = None) -> None:
        """A page of the game's past, ephemeral, in the presser's language; a press on ◀ ▶ turns it in
        place."""
        if row.state is None or row.status == BROKEN:
            raise TableError(text("history_no_moves", game=row.id) if row.state is None
                             else self.table.status_sentence(row))
        locale = locale_here(interaction)
        page = await catchup.history_page(self.table, row, row.seat_of(interaction.user.id), locale, index, turn)
        buttons = ui.persistent_view(
            ui.button(say(text("button_previous"), locale), ui.custom_id("hist", row.id, max(0, page.index - 1)),
                      disabled=page.index == 0),
            ui.button(say(text("button_next", page=page.index + 1, pages=page.pages), locale),
                      ui.custom_id("hist", row.id, page.index + 1), disabled=page.index >= page.pages - 1))
        file = picture_file(page.png, row, "history", page.index)
        message = interaction.message
        if index is not None and message is not None and message.flags.ephemeral:
            await interaction.response.edit_message(content=page.content, attachments=[file], view=buttons)
        else:
            await self.reply(interaction, page.content, file=file, view=buttons)

    async def press_undo(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        row = await self.table.undo(press.game_id, interaction.user.id, press.version)
        await self.edit_panel(interaction, row, notes=[text("undone_note")])

    async def press_history(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        row = await self.table.game_row(press.game_id)
        if row.guild_id != interaction.guild_id:
            raise TableError(text("games_not_here", game=row.id))
        await self.send_history(interaction, row, index=press.version or 0)

    async def press_rules(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """The rules menu: the chosen section in the same message."""
        keys = list(GAMES)
        if not 0 <= press.game_id < len(keys) or len(values) != 1 or not values[0].isdigit():
            raise TableError(text("page_damaged"))
        locale = locale_here(interaction)
        names = list(rule_sections(GAMES[keys[press.game_id]].rules_page(locale), locale))
        embed, view = rules_message(keys[press.game_id], locale, names[min(int(values[0]), len(names) - 1)])
        await interaction.response.edit_message(embed=embed, view=view)

    handlers = {
        "rules": press_rules,
        "join": press_lobby, "leave": press_lobby, "addai": press_lobby, "rmai": press_lobby, "cancel": press_lobby,
        "lang": press_lobby, "start": press_start, "play": press_play, "act": press_act, "sel": press_select,
        "page": press_page, "table": press_table, "back": press_back, "rematch": press_rematch,
        "since": press_since, "hist": press_history, "undo": press_undo,
    }

    @staticmethod
    def is_admin(interaction: discord.Interaction) -> bool:
        perms = getattr(interaction.user, "guild_permissions", None)
        return bool(perms and perms.manage_guild)

    # -- moves -----------------------------------------------------------------------------

    async def move(self, interaction: discord.Interaction, game_id: int, action_id: str,
                   version: int | None, edit: bool = True) -> None:
        """Apply a person's move and update their panel in place; the outbox tells the table."""
        outcome = await self.table.act(game_id, interaction.user.id, action_id, version)
        notes = [e.private for e in outcome.events if e.private and e.seat == outcome.seat]
        if edit:
            await self.edit_panel(interaction, outcome.game, notes=notes)
        else:
            await self.send_panel(interaction, game_id, notes=notes)

    async def panel(self, row: GameRow, seat: int, page: int = 0, notes: list | None = None,
                    since: list | None = None, locale: str = SOURCE) -> tuple[str, discord.ui.View | None]:
        """A seat's private panel in words and buttons, in `locale`: what happened since its last move
        (when given), its hidden hand, and what it may do now. Its picture follows (`picture_follows`)."""
        game, state = await self.table.load(row)
        names, shown = seat_names(row, locale), shown_names(row, locale)  # labels; words (markdown escaped)
        view = game.view(state, seat)
        lines = [text("panel_title", title=game.title, game=row.id), *(since or [])]
        lines += [text("panel_note", note=n) for n in notes or []]
        if view.get("hand"):
            hand = "; ".join(say(card, locale, shown) for card in view["hand"])
            lines.append(text("panel_hand" if game.hand_is_cards else "panel_secret", hand=hand))
        actions = game.actions(state, seat) if row.status == ACTIVE else []
        if actions:
            lines.append(text("panel_prompt", prompt=game.prompt(state, seat)))
        else:
            lines.append(self.waiting_line(row, game.pending(state)))
        extras: list[discord.ui.Item] = []
        if actions and row.game in self.panel_items:
            with speaking(locale):
                extras += self.panel_items[row.game](row, state, seat)
        if await self.table.undo_target(row, seat) is not None:
            extras.append(ui.undo_button(row.id, row.version, locale))
        buttons = ui.actions_view(row.id, row.version, actions, names, locale, page, extras) if actions or extras \
            else None
        return ui.fitted_lines(lines, locale, shown, keep_last=1), buttons

    async def picture_follows(self, row: GameRow, seat: int, locale: str, edit: Callable[..., Awaitable[object]],
                              message_id: int | None = None) -> None:
        """Draw the panel's picture and put it in with one edit. When another press on the same
        message has asked for its own picture meanwhile, this one is dropped (it would be older)."""
        ticket = object()
        if message_id is not None:
            self._drawing[message_id] = ticket
        png = await self.table.picture(row, seat, locale)
        if message_id is not None:
            if self._drawing.get(message_id) is not ticket:
                return
            del self._drawing[message_id]
        try:
            await edit(attachments=[picture_file(png, row, "panel")])
        except discord.HTTPException as error:  # the panel was dismissed: the words and buttons stand
            log.warning("game %s: the panel's picture could not be put in: %s", row.id, error)

    @staticmethod
    def waiting_line(row: GameRow, pending: list[int]) -> object:
        if row.status == FINISHED:
            return text("panel_over")
        if not pending:
            return text("panel_idle")
        return text("panel_waiting", names=[shown_title(row.seats[s]) for s in pending])

    async def send_panel(self, interaction: discord.Interaction, game_id: int, followup: bool = False,
                         notes: list | None = None) -> None:
        """A new private panel: its words and buttons at once, its picture in an edit when drawn
        (at once too when this version's picture was drawn before)."""
        row = await self.table.game_row(game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise TableError(core_text("not_playing", game=row.id))
        if row.status not in (ACTIVE, FINISHED):
            raise TableError(self.table.status_sentence(row))
        missed = await catchup.catch_up(self.table, row, seat)
        await self._new_panel(interaction, row, seat, notes=notes, followup=followup,
                              since=catchup.since_block(missed))
        await self.send_catch_up(interaction, row, missed)

    async def _new_panel(self, interaction: discord.Interaction, row: GameRow, seat: int, page: int = 0,
                         notes: list | None = None, followup: bool = False, since: list | None = None) -> None:
        locale = locale_here(interaction)
        content, view = await self.panel(row, seat, page, notes, since, locale)
        png = self.table.cached_picture(row, seat, locale)
        kwargs: dict = {**({"view": view} if view else {}),
                        **({"file": picture_file(png, row, "panel")} if png is not None else {})}
        if followup or interaction.response.is_done():
            message = await interaction.followup.send(content, ephemeral=True, wait=True, **kwargs)
            edit = message.edit
        else:
            await interaction.response.send_message(content, ephemeral=True, **kwargs)
            edit = interaction.edit_original_response
        if png is None:
            await self.picture_follows(row, seat, locale, edit)

    async def send_catch_up(self, interaction: discord.Interaction, row: GameRow, missed: catchup.CatchUp) -> None:
        """After the panel: the contact sheet of the turns since the seat's last move, and a button to
        page through the lines the panel folded away."""
        locale = locale_here(interaction)
        png = await catchup.sheet(row, missed, locale)
        more = len(missed.lines) > catchup.PAGE_LINES
        if png is None and not more:
            return
        kwargs: dict = {"file": picture_file(png, row, "since")} if png else {}
        if more:
            kwargs["view"] = ui.persistent_view(ui.button(say(text("button_since_more"), locale),
                                                          ui.custom_id("since", row.id, missed.since, "1")))
        await interaction.followup.send(say(text("since_sheet" if png else "since_more_title"), locale),
                                        ephemeral=True, **kwargs)

    async def edit_panel(self, interaction: discord.Interaction, row: GameRow, page: int = 0,
                         notes: list | None = None) -> None:
        """Update the presser's panel in place: words and buttons at once (the picture there stays
        until the new one is drawn and put in). A press on a public message (a forged or misrouted
        one) gets a new ephemeral panel instead, so a public post never turns into a private one."""
        seat = row.seat_of(interaction.user.id)
        message = interaction.message
        if message is None or not message.flags.ephemeral:
            await self._new_panel(interaction, row, seat, page, notes)
            return
        locale = locale_here(interaction)
        content, view = await self.panel(row, seat, page, notes, locale=locale)
        png = self.table.cached_picture(row, seat, locale)
        files = {"attachments": [picture_file(png, row, "panel")]} if png is not None else {}
        await interaction.response.edit_message(content=content, view=view, **files)
        if png is None:
            await self.picture_follows(row, seat, locale, interaction.edit_original_response, message.id)

    # -- lobby -----------------------------------------------------------------------------

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
        embed.add_field(name=say(text("clock_field"), locale), value=say(clock, locale), inline=False)
        return embed


def thread_name(row: GameRow) -> str:
    """The game's thread's name, in the game's language."""
    return say(text("thread_name", title=GAMES[row.game].title, game=row.id), row.locale)


class DeskCog(commands.GroupCog):
    """A command group that works through the bot's desk."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def desk(self) -> Desk:
        return self.bot.desk


class TableCog(DeskCog):
    """Commands every game shares: /<game> play, move, board, rules. Subclasses add `new`."""

    game_key: str = ""

    @property
    def table(self) -> Table:
        return self.bot.desk.table

    async def open_lobby(self, interaction: discord.Interaction, turn_hours: int = DEFAULT_TURN_HOURS,
                         **options: object) -> None:
        """`/<game> new`: the lobby message in the channel, and the game's thread started from it.
        `turn_hours` is the table's turn clock (a `TurnHours` option of the game's `new`)."""
        await self.desk.guarded(interaction, None, lambda: self._open_lobby(interaction, options, turn_hours))

    @app_commands.command(name="practice", description="Practise: a game with you and AI seats, no clock, own thread")
    @app_commands.describe(ai_level="How strong the AI seats play")
    @app_commands.choices(ai_level=[app_commands.Choice(name=described(f"table.practice.ai_level.{level}"), value=level)
                                    for level in ui.AI_LEVEL_CHOICES])
    async def practice(self, interaction: discord.Interaction, ai_level: str = "random") -> None:
        """A tutorial that is the real game: the lobby fills with AI seats and starts at once."""
        await self.desk.guarded(interaction, None, lambda: self._open_lobby(interaction, {}, 0, practice=ai_level))

    async def _open_lobby(self, interaction: discord.Interaction, options: dict, turn_hours: int,
                          practice: str | None = None) -> None:
        """The lobby and its thread; `practice` (an AI level): a practice game, filled with AI seats of
        that level and started at once."""
        if interaction.guild is None:
            raise TableError(text("no_dms"))
        perms = interaction.app_permissions
        missing = [p for p in ("send_messages", "attach_files", "embed_links") if not getattr(perms, p)]
        if missing:
            raise TableError(text("cant_host", permissions=[permission_name(p) for p in missing]))
        in_thread = isinstance(interaction.channel, discord.Thread)
        can_thread = not in_thread and perms.create_public_threads and perms.send_messages_in_threads
        row = await self.table.open_lobby(self.game_key, interaction.user.id, interaction.user.display_name,
                                          options, guild_id=interaction.guild_id,
                                          channel_id=interaction.channel_id, turn_hours=turn_hours,
                                          locale=locale_here(interaction))
        note = None if can_thread or in_thread else say(text("no_thread"), row.locale)
        with self.desk.opening_thread(row.id) if can_thread else contextlib.nullcontext():
            await interaction.response.send_message(note, embed=self.desk.lobby_embed(row),
                                                    view=ui.lobby_view(row.id, row.locale))
            message = await interaction.original_response()
            await self.table.store.update_game(row.id, lobby_message_id=message.id)
            if can_thread:
                thread = await message.create_thread(name=thread_name(row),
                                                     auto_archive_duration=THREAD_ARCHIVE_MINUTES)
                await self.table.store.update_game(row.id, thread_id=thread.id)
        if practice is not None:
            await self.table.store.update_game(row.id, practice=1)
            for _ in range(max(2, GAMES[self.game_key].min_players) - 1):
                await self.table.add_ai(row.id, interaction.user.id, practice)
            row = await self.table.start(row.id, interaction.user.id)
            await interaction.edit_original_response(embed=self.desk.lobby_embed(row), view=None)

    async def game_here(self, interaction: discord.Interaction, number: int | None = None) -> GameRow:
        """The game this command is about: the one numbered `number` (a `game` option), else the one
        whose thread this is, else the caller's only one."""
        title = GAMES[self.game_key].title
        if number is not None:
            row = await self.table.store.get_game(number)
            if row is None or row.guild_id != interaction.guild_id:  # the same words: other servers' games stay unseen
                raise TableError(text("games_not_here", game=number))
            if row.game != self.game_key:
                raise TableError(Msg(DOMAIN, "other_kind", {"game": number, "title": GAMES[row.game].title,
                                                             "key": row.game}))
            return row
        here = await self.table.store.games_where(
            "game = ? AND (thread_id = ? OR (thread_id IS NULL AND channel_id = ?))",
            (self.game_key, interaction.channel_id, interaction.channel_id))
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
        rows = await self.table.store.games_where(
            "game = ? AND guild_id = ? AND status = ?", (self.game_key, interaction.guild_id, ACTIVE))
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
        await self.desk.guarded(interaction, game, work)

    @app_commands.command(name="move", description="Make a move by typing it (autocomplete lists them)")
    @app_commands.describe(action="Start typing; the list shows your legal moves",
                           game="Which game (its number), when this is not its thread")
    async def move(self, interaction: discord.Interaction, action: str, game: int | None = None) -> None:
        async def work() -> None:
            row = await self.game_here(interaction, game)
            await self.desk.move(interaction, row.id, action, None, edit=False)
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


def rules_message(key: str, locale: str, section: str | None = None) -> tuple[discord.Embed, discord.ui.View]:
    """One section of a game's rules page as an embed (the overview when `section` names none), and
    a menu of every section (25 around this one when there are more)."""
    sections = rule_sections(GAMES[key].rules_page(locale), locale)
    names = list(sections)
    if section not in sections:
        section = next((name for name in names if section and name.startswith(section)), names[0])
    at = names.index(section)
    embed = discord.Embed(title=section, description=sections[section])
    embed.set_footer(text=say(text("rules_part", number=at + 1, count=len(names)), locale))
    first = max(0, min(at - limits.SELECT_OPTIONS // 2, len(names) - limits.SELECT_OPTIONS))
    shown = list(enumerate(names))[first:first + limits.SELECT_OPTIONS]
    menu = discord.ui.Select(custom_id=ui.custom_id("rules", list(GAMES).index(key)),
                             placeholder=limits.shorten(say(text("select_rules"), locale), limits.SELECT_PLACEHOLDER),
                             options=[discord.SelectOption(label=limits.shorten(name, limits.OPTION_LABEL),
                                                           value=str(number), default=number == at)
                                      for number, name in shown])
    return embed, ui.persistent_view(ui.Component(menu))


def rule_sections(page: str, locale: str) -> dict[str, str]:
    """A markdown page's `## ` sections in Discord's shape, each fitting an embed (cogs/rulepages.py);
    the part before the first is the overview, its title in `locale`."""
    return rulepages.sections(page, say(text("rules_overview"), locale))
