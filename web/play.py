"""Playing from the page: for a seated player, what their Discord panel offers (core/table/offers.py: the
same choices with the same labels in the same order, the standing orders, 20th Century's amount form and
Undo), as buttons; a choice is highlighted on the table (the pieces it touches, named by the engine) and
sent once confirmed, through the table service's version-checked `act` like a Discord press, so the
outbox gives the thread the same posts. An old page is told the game has moved on and gets the new
choices. A part of `web.app.WebApp` (it answers through the app's table, signer and `reader`)."""

from __future__ import annotations

import html
import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from aiohttp import web

from core.store import ACTIVE, GameRow
from core.table import MoveOutcome, Outdated, Table, TableError, seat_names
from core.table.offers import Offers
from engines.base import Action, Game
from engines.i18n import say
from web.memo import Memo
from web.signing import Session, Signer
from web.texts import text

log = logging.getLogger("boardhost.web")
Found = tuple[Session, GameRow, str] | web.Response
AMOUNT_DIGITS = 4  # the amount form takes 0-9999, as Discord's


def touched(game: Game, state: object, seat: int, action_id: str) -> tuple[str, ...]:
    """The refs of the pieces a decision touches (the engine's `touches`), for highlighting."""
    try:
        return tuple(game.touches(state, seat, action_id))
    except Exception:  # a highlight is a help: a failing one never stops the choice (and is logged)
        log.warning("%s: touches(%r) failed", game.title, action_id, exc_info=True)
        return ()


def choice_button(action: Action, locale: str, names: list[str], refs: tuple[str, ...]) -> str:
    label = html.escape(say(action.label, locale, names))
    return (f'<button type="button" class="choice" data-action="{html.escape(action.id)}" '
            f'data-touches="{html.escape(" ".join(refs))}" aria-pressed="false">{label}</button>')


def decisions_html(game_id: int, version: int, offered: Offers, locale: str, names: list[str],
                   refs: dict[str, tuple[str, ...]]) -> str:
    """The panel's choices as a form: the main ones, each group under its name, the amount field, Undo; and
    the bar that confirms a chosen one. Empty when the panel offers nothing. (The script sends it with the
    reader's form token, the one of the page's Sign out form.)"""
    if not offered.actions and not offered.undo:
        return ""

    def said(key: str, **fields: object) -> str:
        return html.escape(say(text(key, **fields), locale))

    parts = [f'<form class="decide" id="decide-form" data-game="{game_id}" data-version="{version}" '
             f'data-busy="{said("too_many")}" data-failed="{said("bad_request")}">'
             f'<input type="hidden" name="v" value="{version}">']
    if offered.actions:
        parts.append(f'<h2>{said("decide_title")}</h2>')
    if offered.main:
        parts.append('<div class="choices">' + "".join(
            choice_button(a, locale, names, refs.get(a.id, ())) for a in offered.main) + "</div>")
    for name, choices in offered.groups:
        parts.append(f'<fieldset class="choices"><legend>{html.escape(say(name, locale, names))}</legend>'
                     + "".join(choice_button(a, locale, names, refs.get(a.id, ())) for a in choices) + "</fieldset>")
    if offered.amount is not None:
        button, label, hint = (html.escape(say(words, locale)) for words in offered.amount)
        parts.append(f'<div class="amount"><label>{label} <input type="number" name="amount" min="0" max="9999" '
                     f'inputmode="numeric" placeholder="{hint}"></label>'
                     f'<button type="button" class="choice" data-amount="1" aria-pressed="false">{button}'
                     '</button></div>')
    if offered.actions:
        parts.append(f'<div class="confirm" id="confirm" hidden><p id="chosen" aria-live="polite" '
                     f'data-template="{said("chosen", choice="{choice}")}"></p>'
                     f'<button type="submit" class="primary" id="confirm-button">{said("confirm")}</button> '
                     f'<button type="button" id="cancel-button">{said("cancel")}</button></div>')
    if offered.undo:
        parts.append(f'<p><button type="button" class="undo" id="undo-button">{said("button_undo")}</button></p>')
    parts.append("</form>")
    return "".join(parts)


class Plays:
    table: Table
    signer: Signer
    reader: Callable[[web.Request], Awaitable[Found]]
    rows: Memo[GameRow | None]
    decisions: Memo[str]
    if TYPE_CHECKING:  # web/follow.py's: the game as a reader sees it, as the live stream tells it
        async def said(self, row: GameRow, user_id: int, locale: str) -> bytes: ...

    async def decisions_for(self, row: GameRow, user_id: int, locale: str) -> str:
        """The reader's choices on this version of the game, as the page's form (empty for a reader who
        holds no seat, or whose panel offers nothing now)."""
        seat = row.seat_of(user_id)
        if seat is None or row.status != ACTIVE or row.state is None:
            return ""

        async def make() -> str:
            offered = await self.table.offers(row, seat)
            game, state = await self.table.load(row)
            refs = {a.id: touched(game, state, seat, a.id) for a in offered.actions}
            return decisions_html(row.id, row.version, offered, locale, seat_names(row, locale), refs)
        return await self.decisions.get((row.id, row.version, seat, locale, tuple(row.names)), make)

    async def posted(self, request: web.Request) -> tuple[Session, GameRow, str, int | None, dict[str, str]] \
            | web.Response:
        """A POST of the page's form: the reader, the game, their language, the version the page showed and
        the form's fields; or the refusal (no session, a forged form token, a stranger)."""
        found = await self.reader(request)
        if isinstance(found, web.Response):
            return found
        session, row, locale = found
        form = await request.post()
        fields = {key: value for key, value in form.items() if isinstance(value, str)}
        if not self.signer.form_token_ok(session, fields.get("form")):
            return self.answer(403, say(text("bad_request"), locale))
        typed = fields.get("v", "")
        version = int(typed) if typed.isdigit() and len(typed) < 10 else None
        if version is None:
            return self.answer(400, say(text("bad_request"), locale))
        return session, row, locale, version, fields

    @staticmethod
    def answer(status: int, refusal: str, **more: object) -> web.Response:
        return web.json_response({"refusal": refusal, **more}, status=status, headers={"Cache-Control": "no-store"})

    async def after(self, game_id: int, session: Session, locale: str, notes: list[str], status: int = 200,
                    refusal: str | None = None) -> web.Response:
        """The page's new state after a move, an undo or a refusal: its words, its choices and its picture."""
        self.rows.forget(game_id)
        row = await self.table.game_row(game_id)
        state = json.loads(await self.said(row, session.user_id, locale))  # as the live stream tells it
        return web.json_response({**state, "notes": notes, "refusal": refusal}, status=status,
                                 headers={"Cache-Control": "no-store"})

    async def act(self, request: web.Request) -> web.Response:
        """A choice confirmed on the page (`a`: its action id, or `amount`: the amount form's number)."""
        posted = await self.posted(request)
        if isinstance(posted, web.Response):
            return posted
        session, row, locale, version, fields = posted
        names = seat_names(row, locale)
        try:
            action = fields.get("a", "")
            if "amount" in fields and not action:
                action = await self.amount_action(row, session.user_id, fields["amount"].strip())
            outcome: MoveOutcome = await self.table.act(row.id, session.user_id, action, version)
        except Outdated as error:
            return await self.after(row.id, session, locale, [], 409, say(error.args[0], locale, names))
        except TableError as error:
            return await self.after(row.id, session, locale, [], 409, say(error.args[0], locale, names))
        notes = [say(text("private_line", text=e.private), locale, names) for e in outcome.events
                 if e.private and e.seat == outcome.seat]
        return await self.after(row.id, session, locale, notes)

    async def amount_action(self, row: GameRow, user_id: int, typed: str) -> str:
        """The move naming the typed amount where the game asks the reader for one (as Discord's form)."""
        if not typed.isdigit() or len(typed) > AMOUNT_DIGITS:
            raise TableError(text("amount_bad", text=typed[:20]))
        seat = await self.table.seat_for(row, user_id)
        game, state = await self.table.load(row)
        action = game.amount_action(state, seat, int(typed))
        if action is None:
            raise TableError(text("amount_none"))
        return action

    async def undo(self, request: web.Request) -> web.Response:
        """Undo, where the panel offers it: the page's version checked like a Discord press."""
        posted = await self.posted(request)
        if isinstance(posted, web.Response):
            return posted
        session, row, locale, version, _ = posted
        try:
            await self.table.undo(row.id, session.user_id, version)
        except TableError as error:
            return await self.after(row.id, session, locale, [], 409,
                                    say(error.args[0], locale, seat_names(row, locale)))
        return await self.after(row.id, session, locale, [say(text("undone"), locale)])
