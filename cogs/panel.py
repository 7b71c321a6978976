"""The private panel on Discord: a seat's words, hand, moves as buttons and its picture (in an edit
when drawn); a move pressed on it; undo; the pages of "since your last move" and of the game's past;
the full table picture, only to the presser."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from cogs import answer, catchup, rulepages, ui
from cogs.desk_base import DeskBase
from cogs.lobby import shown_names, shown_title
from cogs.texts import text
from cogs.ui import locale_here, picture_file
from core import replay
from core.store import ACTIVE, BROKEN, FINISHED, GameRow
from core.table import Outdated, TableError, seat_names
from core.table.drawing import Busy
from core.texts import text as core_text
from engines import GAMES
from engines.i18n import SOURCE, say, speaking
from web.texts import text as web_text

log = logging.getLogger("boardhost.discord")
PANELS_TRACKED = 2_000  # panel messages whose newest picture version is remembered (the oldest forgotten)


class PanelDesk(DeskBase):
    """The desk's panels: a part of `cogs.desk.Desk` (it answers through DeskBase's `table` and `reply`)."""

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
        browser = self.browser_button(row, interaction.user.id, locale_here(interaction))
        title = text("table_title", title=GAMES[row.game].title, game=row.id)
        if browser is None:
            await self.reply(interaction, title, file=picture_file(png, row))
        else:
            await self.reply(interaction, title, file=picture_file(png, row), view=ui.persistent_view(browser))

    def browser_button(self, row: GameRow, user_id: int | None, locale: str) -> discord.ui.Button | None:
        """**Open in browser**: a single-use sign-in link to the game's page for this person, when the
        table in the browser is on (WEB_URL)."""
        web = getattr(self.bot, "web", None)
        link = web.link(user_id, row.id) if web is not None and user_id is not None else None
        return discord.ui.Button(label=say(web_text("button_browser"), locale), url=link) if link else None

    async def press_since(self, interaction: discord.Interaction, press: ui.Press, values: list[str]) -> None:
        """A page of the lines since the presser's last move (as it was when the panel opened)."""
        row = await self.table.game_row(press.game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise TableError(core_text("not_playing", game=row.id))
        if press.version is None or press.arg is None or not press.arg.isdigit():
            raise TableError(text("page_damaged"))
        locale = locale_here(interaction)
        missed = await catchup.catch_up(self.table, row, seat)
        missed = catchup.CatchUp(press.version, catchup.move_lines(
            [m for m in replay.effective(missed.moves) if m.n > press.version], seat), missed.moves)
        lines, page, pages = catchup.page_of(missed.lines, int(press.arg))
        buttons = [ui.button(say(text("button_previous"), locale),
                             ui.custom_id(ui.Verb.SINCE, row.id, press.version, str(page - 1)), disabled=page == 0),
                   ui.button(say(text("button_next", page=page + 1, pages=pages), locale),
                             ui.custom_id(ui.Verb.SINCE, row.id, press.version, str(page + 1)),
                             disabled=page >= pages - 1)]
        content = [text("since_page", page=page + 1, pages=pages), *lines]
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await answer.edit(interaction, content=ui.fitted_lines(content, locale, shown_names(row, locale)),
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
            ui.button(say(text("button_previous"), locale),
                      ui.custom_id(ui.Verb.HISTORY, row.id, max(0, page.index - 1)),
                      disabled=page.index == 0),
            ui.button(say(text("button_next", page=page.index + 1, pages=page.pages), locale),
                      ui.custom_id(ui.Verb.HISTORY, row.id, page.index + 1), disabled=page.index >= page.pages - 1))
        file = picture_file(page.png, row, "history", page.index)
        message = interaction.message
        if index is not None and message is not None and message.flags.ephemeral:
            await answer.edit(interaction, content=page.content, attachments=[file], view=buttons)
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
        names = list(rulepages.rule_sections(GAMES[keys[press.game_id]].rules_page(locale), locale))
        embed, view = rulepages.rules_message(keys[press.game_id], locale, names[min(int(values[0]), len(names) - 1)])
        await answer.edit(interaction, embed=embed, view=view)

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
        offered = await self.table.offers(row, seat)  # the page offers the same (web/play.py)
        actions = offered.actions
        if actions:
            lines.append(text("panel_prompt", prompt=game.prompt(state, seat)))
        else:
            lines.append(self.waiting_line(row, game.pending(state)))
        extras: list[discord.ui.Item] = []
        cog = self.game_cog(row.game)
        if actions and cog is not None:
            with speaking(locale):  # a game's own components (its words go through `said`)
                extras += cog.panel_items(row, state, seat)
        if offered.undo:
            extras.append(ui.undo_button(row.id, row.version, locale))
        user = row.seats[seat].user_id
        if not actions and user is not None and (after := await self.table.next_waiting(user, row.id)) is not None:
            extras.append(ui.button(say(text("button_next_game", game=after), locale),  # the next game waiting on them
                                    ui.custom_id(ui.Verb.PLAY, after), discord.ButtonStyle.primary))
        if (browser := self.browser_button(row, row.seats[seat].user_id, locale)) is not None:
            extras.append(browser)
        buttons = ui.actions_view(row.id, row.version, actions, names, locale, page, extras) if actions or extras \
            else None
        return ui.fitted_lines(lines, locale, shown, keep_last=1), buttons

    def newer_shown(self, message_id: int | None, version: int) -> bool:
        """Note that the panel message `message_id` shows (or is drawing) the picture of `version`;
        True when it already has a newer one, which this one must never replace (issue 29)."""
        if message_id is None:
            return False
        newest = self._newest.get(message_id, -1)
        if newest > version:
            return True
        self._newest[message_id] = version
        self._newest.move_to_end(message_id)
        while len(self._newest) > PANELS_TRACKED:
            self._newest.popitem(last=False)
        return False

    async def picture_follows(self, row: GameRow, seat: int, locale: str, edit: Callable[..., Awaitable[object]],
                              message_id: int | None = None, content: str = "") -> None:
        """Draw the panel's picture and put it in with one edit, unless the message has been given a
        newer version's picture meanwhile (a press while this one was drawn): the edits carry the
        version they show and an older one never replaces a newer one. When many pictures wait to be
        drawn, this one waits its turn; when too many wait, it is not drawn and the panel (its words,
        `content`) says so instead, without the picture of an earlier turn (its Table button draws it)."""
        if self.newer_shown(message_id, row.version):
            return
        try:
            png = await self.table.picture(row, seat, locale, side=True)
        except Busy:
            log.info("game %s: the panel's picture was dropped: %s pictures wait to be drawn", row.id,
                     self.table.pictures.drawers.waiting)
            if self.newer_shown(message_id, row.version):
                return
            png = None
        if self.newer_shown(message_id, row.version):
            return
        try:
            if png is None:
                said = ui.fitted_lines([*content.split("\n"), text("panel_picture_dropped")], locale, keep_last=2)
                await edit(content=said.strip(), attachments=[])
            else:
                await edit(attachments=[picture_file(png, row, "panel")])
        except (discord.HTTPException, aiohttp.ClientError) as error:  # dismissed, or the connection dropped
            # (the bot is closing): the words and buttons stand
            log.warning("game %s: the panel's picture could not be put in: %s", row.id, error)

    @staticmethod
    def waiting_line(row: GameRow, pending: list[int]) -> object:
        if row.status == FINISHED:
            return text("panel_over")
        if not pending:
            return text("panel_idle")
        return text("panel_waiting", names=[shown_title(row.seats[s]) for s in pending])

    async def send_panel(self, interaction: discord.Interaction, game_id: int,
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
        await self._new_panel(interaction, row, seat, notes=notes,
                              since=catchup.since_block(missed))
        await self.send_catch_up(interaction, row, missed)

    async def _new_panel(self, interaction: discord.Interaction, row: GameRow, seat: int, page: int = 0,
                         notes: list | None = None, since: list | None = None) -> None:
        locale = locale_here(interaction)
        content, view = await self.panel(row, seat, page, notes, since, locale)
        png = self.table.cached_picture(row, seat, locale)
        kwargs: dict = {**({"view": view} if view else {}),
                        **({"file": picture_file(png, row, "panel")} if png is not None else {})}
        edit, message_id = await answer.send(interaction, content, **kwargs)
        if png is None:  # tied to the panel's message, so a press on it meanwhile is never undone by it
            await self.picture_follows(row, seat, locale, edit, message_id, content)
        else:
            self.newer_shown(message_id, row.version)

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
                                                          ui.custom_id(ui.Verb.SINCE, row.id, missed.since, "1")))
        await interaction.followup.send(say(text("since_sheet" if png else "since_more_title"), locale),
                                        ephemeral=True, **kwargs)

    async def edit_panel(self, interaction: discord.Interaction, row: GameRow, page: int = 0,
                         notes: list | None = None) -> None:
        """Update the presser's panel in place: words and buttons at once (the picture there stays
        until the new one is drawn and put in). A press on a public message (a forged or misrouted
        one) gets a new ephemeral panel instead, so a public post never turns into a private one."""
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise TableError(core_text("not_playing", game=row.id))
        message = interaction.message
        if message is None or not message.flags.ephemeral:
            await self._new_panel(interaction, row, seat, page, notes)
            return
        locale = locale_here(interaction)
        content, view = await self.panel(row, seat, page, notes, locale=locale)
        png = self.table.cached_picture(row, seat, locale)
        if png is not None and self.newer_shown(message.id, row.version):
            png = None  # a newer picture is there already (this press is older): the words change, not it
        files: dict[str, Any] = {"attachments": [picture_file(png, row, "panel")]} if png is not None else {}
        await answer.edit(interaction, content=content, view=view, **files)
        if png is None:
            await self.picture_follows(row, seat, locale, interaction.edit_original_response, message.id, content)
