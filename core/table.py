"""The table service: lobbies, one move end to end, AI seats and durable timers. No discord here.

Every call loads the game from the store, so an idle game costs no memory and a press after a
restart simply loads it. Moves on one game are serialised by a per-game lock; the version a prompt
was made on is checked, so two presses on the same prompt apply once.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import json
import logging
import os
import random
import re
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from core import effects, finish, prefs, replay
from core.clock import AWAY_DAYS, FOLD_SECONDS, Period, clock_times, reminders_due
from core.config import UNSHARDED, Shards
from core.effects import Change, Effects
from core.store import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    FINISHED,
    GRACE_SECONDS,
    LEASE_SECONDS,
    LOBBY,
    Away,
    GameRow,
    Listed,
    Move,
    Seat,
    StaleVersion,
    Store,
    Timer,
    Tx,
    cancel_game,
    check_read,
    enqueue,
    keep_pending,
    notice_once,
    remove_timer,
    replace_timers,
    update_seat,
)
from core.texts import text
from engines import GAMES
from engines.base import Event, Game, IllegalAction, Rng
from engines.i18n import LOCALES, PSEUDO, SOURCE, locale_of, say, speaking
from renderers import GLANCES, RENDERERS

log = logging.getLogger("boardhost.table")

AI_LEVELS = ("smart", "random")
MAX_TIMEOUT_STEPS = 200  # micro-steps the AI may take to finish a timed-out turn
RETRY_SECONDS = 600.0  # a timer whose handler raised is tried again this much later
IDLE_SECONDS = 3600.0  # longest sleep of the timer loop when nothing is due
POSTED_VIEWS = 256  # public views of the last posts kept in memory, so a glance rarely replays a game
REPLAYED_STATES = 64  # states at past versions kept (as JSON) from the last replays, for owed posts
PANEL_PICTURES = 32  # pictures of panels and tables kept, so a second look draws nothing
PRESS_DRAWERS = 2  # threads drawing pictures for presses (panels, the Table button)
POST_DRAWERS = 1  # the thread drawing glances for owed posts: catch-up after a restart never holds a press


class TableError(Exception):
    """A refusal with a sentence for the player (`args[0]`, a `Msg` said in the reader's language;
    `row`: the game whose seats it may name). The stored game is unchanged."""

    def __init__(self, sentence: object, row: GameRow | None = None) -> None:
        super().__init__(sentence)
        self.row = row


class Outdated(TableError):
    """The prompt was made on an older version of the game."""


@dataclass
class MoveOutcome:
    """What one committed move changed, for whoever tells the players."""

    game: GameRow
    seat: int
    action: str
    events: list[Event]
    pending: list[int]
    post: bool  # a person must now decide, or the game ended: a turn post was queued
    hands: dict[int, list[str]] = field(default_factory=dict)  # seats whose hidden hand changed
    outcome: dict | None = None




def ai_name(level: str, number: int) -> str:
    """An AI seat's stored name ("AI 2": its number is what counts; `seat_names` says it in each
    reader's language): short, for running text ("AI 1's right robot"); the lobby and the opening
    post add its level in people's words."""
    return str(text("ai_name", number=number))


def is_ai_seat(seat: Seat) -> bool:
    """An AI seat from the lobby on (not a person's seat the AI took over: that keeps their name)."""
    return bool(seat.ai) and seat.user_id is None and seat.resigned_user is None


def seat_title(seat: Seat) -> str:
    """A seat's name: a person's as stored; an AI seat's as a `Msg` ("AI 2", its number taken from the
    stored name), said in each reader's language."""
    if not is_ai_seat(seat):
        return seat.name
    number = re.search(r"\d+", seat.name)
    return text("ai_name", number=int(number.group()) if number else seat.seat + 1)


def seat_names(row: GameRow, locale: str) -> list[str]:
    """Every seat's name for a reader in `locale` (what replaces the `<s:N>` tokens)."""
    return [say(seat_title(seat), locale) for seat in row.seats]


def languages() -> tuple[str, ...]:
    """The languages a game may be played in: ours, and the pseudo-language when the tests ask for it
    (BOARDHOST_PSEUDO_LOCALE=1)."""
    return (*LOCALES, PSEUDO) if os.environ.get("BOARDHOST_PSEUDO_LOCALE") == "1" else LOCALES


def drawn_in(locale: str, draw: Callable[..., bytes], *args: object) -> bytes:
    """A picture drawn speaking `locale`: every word a renderer passes through `said` is in it."""
    with speaking(locale):
        return draw(*args)


class Table:
    def __init__(self, store: Store, ai_delay: float = 3.0, now: Callable[[], float] = time.time, *,
                 owner: str = "", shards: Shards = UNSHARDED, poll: float = IDLE_SECONDS) -> None:
        """`owner` names this process in the timers it holds; `shards` are the gateway shards it holds
        (it fires their games' timers first); `poll`: how often to look for timers other processes
        set (with several processes sharing the store; one process knows its own)."""
        self.store = store
        self.ai_delay = ai_delay
        self.now = now
        self.owner, self.shards, self.poll = owner, shards, poll
        self.mail_hooks: list[Callable[[int], None]] = []  # told the game id after mail was queued
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._timer_wake = asyncio.Event()
        self._posted_views: OrderedDict[tuple[int, int], dict] = OrderedDict()
        self._replayed: OrderedDict[tuple[int, int], str] = OrderedDict()  # (game, version) -> dumped state
        self._pictures: OrderedDict[tuple, bytes] = OrderedDict()
        self._press_drawers = ThreadPoolExecutor(PRESS_DRAWERS, thread_name_prefix="boardhost-draw-press")
        self._post_drawers = ThreadPoolExecutor(POST_DRAWERS, thread_name_prefix="boardhost-draw-post")

    def close(self) -> None:
        """Stop the drawing threads (pictures in progress are finished)."""
        self._press_drawers.shutdown(wait=False, cancel_futures=True)
        self._post_drawers.shutdown(wait=False, cancel_futures=True)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    # -- loading ---------------------------------------------------------------------------

    async def game_row(self, game_id: int) -> GameRow:
        row = await self.store.get_game(game_id)
        if row is None:
            raise TableError(text("no_game", game=game_id))
        return row

    async def load(self, row: GameRow) -> tuple[Game, object]:
        """The engine and the live state of an active or finished game; marks it broken if its
        stored data can't be read."""
        if row.status == BROKEN:
            raise TableError(text("broken", game=row.id))
        try:
            game = GAMES[row.game]
            return game, game.load(row.state)
        except Exception as error:
            log.exception("game %s: stored state failed to load", row.id)
            await self.store.update_game(row.id, status=BROKEN, error=f"{type(error).__name__}: {error}")
            row.status = BROKEN
            raise TableError(text("broken", game=row.id)) from error

    # -- lobby -----------------------------------------------------------------------------

    async def open_lobby(self, game_key: str, host_id: int, host_name: str, options: dict | None = None,
                         *, guild_id: int | None = None, channel_id: int | None = None,
                         seed: int | None = None, turn_hours: int = 0, locale: str = SOURCE) -> GameRow:
        """A new lobby hosted by `host_id`; `locale`: the game's language (the host's, until the lobby
        chooses another)."""
        game = GAMES[game_key]
        try:
            resolved = game.resolve_options(options)
        except ValueError as error:
            raise TableError(text("bad_option", reason=error)) from error
        seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        game_id = await self.store.create_game(game_key, host_id, seed, resolved, guild_id=guild_id,
                                               channel_id=channel_id, turn_hours=turn_hours,
                                               locale=locale_of(locale))
        await self.store.set_seats(game_id, [Seat(0, host_name, host_id)])
        return await self.game_row(game_id)

    async def _lobby(self, game_id: int) -> GameRow:
        row = await self.game_row(game_id)
        if row.status != LOBBY:
            raise TableError(self.status_sentence(row))
        return row

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is not None:
                raise TableError(text("already_seated"))
            if len(row.seats) >= GAMES[row.game].max_players:
                raise TableError(text("table_full", seats=len(row.seats)))
            await self._set_lobby_seats(row, [*row.seats, Seat(len(row.seats), name, user_id)])
            return await self.game_row(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            seat = row.seat_of(user_id)
            if seat is None:
                raise TableError(text("not_seated"))
            if user_id == row.host_id:
                raise TableError(text("host_cant_leave"))
            await self._reseat(row, [s for s in row.seats if s.seat != seat])
            return await self.game_row(game_id)

    async def add_ai(self, game_id: int, user_id: int, level: str = "smart") -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is None:
                raise TableError(text("add_ai_seated_only"))
            if level not in AI_LEVELS:
                raise TableError(text("ai_level_unknown"))
            if len(row.seats) >= GAMES[row.game].max_players:
                raise TableError(text("table_full", seats=len(row.seats)))
            number = sum(1 for s in row.seats if s.ai) + 1
            await self._set_lobby_seats(row, [*row.seats, Seat(len(row.seats), ai_name(level, number), ai=level)])
            return await self.game_row(game_id)

    async def set_language(self, game_id: int, user_id: int, locale: str) -> GameRow:
        """The lobby's choice of the game's language (its host's): thread posts and public pictures."""
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise TableError(text("language_host_only"))
            if locale not in languages():
                raise TableError(text("language_unknown"))
            await self.store.update_game(game_id, locale=locale)
            return await self.game_row(game_id)

    async def remove_ai(self, game_id: int, user_id: int) -> GameRow:
        """Take the last AI seat away from a lobby (any seated player may)."""
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is None:
                raise TableError(text("remove_ai_seated_only"))
            ai_seats = [s for s in row.seats if s.ai]
            if not ai_seats:
                raise TableError(text("no_ai_seat"))
            await self._reseat(row, [s for s in row.seats if s is not ai_seats[-1]])
            return await self.game_row(game_id)

    async def rematch(self, game_id: int, user_id: int, name: str) -> tuple[GameRow, list[int]]:
        """A new lobby for a finished game's players: the same game, options and clock, hosted by
        the person who asks, with the AI seats back at their levels. Returns it and the other people
        to invite (each presses Join). Once per game."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            if row.status != FINISHED:
                raise TableError(self.status_sentence(row))
            people = [s.user_id if s.user_id is not None else s.resigned_user for s in row.seats]
            if user_id not in people:
                raise TableError(text("rematch_players_only", game=row.id))
            if not await self.store.notice(game_id, "rematch"):
                raise TableError(text("rematch_once", game=row.id))
            new = await self.open_lobby(row.game, user_id, name, row.options, guild_id=row.guild_id,
                                        channel_id=row.channel_id, turn_hours=row.turn_hours, locale=row.locale)
            ai = [s for s in row.seats if s.ai and s.resigned_user is None]
            await self.store.set_seats(new.id, [*new.seats, *(Seat(i + 1, ai_name(s.ai, i + 1), ai=s.ai)
                                                               for i, s in enumerate(ai))])
            invited = [p for p in dict.fromkeys(people) if p is not None and p != user_id]
            return await self.game_row(new.id), invited

    async def _reseat(self, row: GameRow, seats: list[Seat]) -> None:
        await self._set_lobby_seats(row, [Seat(i, s.name, s.user_id, s.ai) for i, s in enumerate(seats)])

    async def _set_lobby_seats(self, row: GameRow, seats: list[Seat]) -> None:
        """Write the lobby's new seats, only if nobody (another process) changed it since it was read."""
        try:
            await self.store.set_seats(row.id, seats, read=row.read)
        except StaleVersion as error:
            raise TableError(text("lobby_moved_on", game=row.id)) from error

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            game = GAMES[row.game]
            if user_id != row.host_id:
                raise TableError(text("start_host_only"))
            if len(row.seats) < game.min_players:
                raise TableError(text("too_few_players", title=game.title, least=game.min_players,
                                                                 seated=len(row.seats)))
            state = game.setup(len(row.seats), row.seed, row.options)
            fx = effects.settle(row, game, state, effects.OPENING, await self._change(row, 0))
            try:
                await self.store.start_game(game_id, game.dump(state), lambda tx: self._write(tx, row.id, fx),
                                            read=row.read)
            except StaleVersion as error:
                raise TableError(text("lobby_moved_on", game=row.id)) from error
            self._written(row.id)
        return await self.game_row(game_id)

    async def cancel(self, game_id: int, user_id: int, is_admin: bool = False, by: str = "") -> GameRow:
        """Cancel a lobby or a game; `by` (a name) is told in the game's thread."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            if row.status in (FINISHED, CANCELLED):
                raise TableError(self.status_sentence(row))
            if user_id != row.host_id and not is_admin:
                raise TableError(text("cancel_host_only"))
            async def work(tx: Tx) -> None:
                try:
                    await check_read(tx, game_id, row.read)
                except StaleVersion as error:
                    raise Outdated(text("moved_on")) from error
                await cancel_game(tx, game_id)
                if by and row.status != LOBBY:
                    await enqueue(tx, game_id, ("line", {"text": "cancelled", "game": game_id, "name": by}))

            await self.store.atomically(work)
            self._written(game_id)
            return await self.game_row(game_id)

    @staticmethod
    def status_sentence(row: GameRow | Listed) -> str:
        key = {LOBBY: "status_lobby", FINISHED: "status_finished", CANCELLED: "status_cancelled",
               BROKEN: "status_broken"}.get(row.status, "status_active")
        return text(key, game=row.id)

    # -- moves -----------------------------------------------------------------------------

    async def seat_for(self, row: GameRow, user_id: int) -> int:
        if row.status != ACTIVE:
            raise TableError(self.status_sentence(row))
        seat = row.seat_of(user_id)
        if seat is None:
            raise TableError(text("not_playing", game=row.id))
        return seat

    async def act(self, game_id: int, user_id: int, action_id: str, version: int | None = None) -> MoveOutcome:
        """A person's move. `version` is the state version the prompt was made on (None from a
        typed command, which is checked against the current legal actions only)."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            seat = await self.seat_for(row, user_id)
            if version is not None and version != row.version:
                raise Outdated(await self.why_outdated(row, seat, action_id, version))
            if row.seats[seat].autopilot:
                raise TableError(text("autopilot"))
            return await self._apply(row, seat, action_id, by="person")

    async def why_outdated(self, row: GameRow, seat: int, action_id: str, version: int) -> str:
        """A double press of the same choice is told it was done; anything else that it's stale."""
        done = await self.store.moves(row.id, after=version)
        if done and (done[0].seat, done[0].action) == (seat, action_id):
            return text("already_done")
        return text("outdated")

    async def _apply(self, row: GameRow, seat: int, action_id: str, by: str = "timer",
                     tell_host: bool = False) -> MoveOutcome:
        """Apply one action and commit it with everything it causes (clocks, timers, mail).
        `tell_host`: the table played it in place of a decision that failed; the host gets one DM
        about it per game, in the same transaction."""
        game, state = await self.load(row)
        before = effects.snapshot(row, game, state)
        dumped_before = json.dumps(game.dump(state))  # kept once committed: an Undo needs no replay
        try:
            events = game.apply(state, seat, action_id)
        except IllegalAction as error:
            raise TableError(error.args[0] if error.args else str(error), row) from error
        outcome = game.outcome(state)
        status = FINISHED if outcome is not None else ACTIVE
        change = await self._change(row, row.version + 1, acted=seat, by=by, events=events)
        fx = effects.settle(row, game, state, before, change)
        async def then(tx: Tx) -> None:
            await self._write(tx, row.id, fx, self._failure_dm(row, seat) if tell_host else None)
            if outcome is not None:
                await finish.record(tx, row, outcome, change.now)
                await enqueue(tx, row.id, ("replay", {}))

        try:
            row.version = await self.store.commit_move(
                row.id, row.version, seat, action_id, [e.to_json() for e in events], game.dump(state), status,
                then=then, read=row.read)
        except StaleVersion as error:
            raise Outdated(text("moved_on")) from error
        self._remember_state(row.id, row.version - 1, dumped_before)
        self._written(row.id)
        row.status, row.state = status, game.dump(state)
        row.read = row.stamp()  # its seats were updated with what the move wrote (effects.settle)
        hands = {m["seat"]: m["hand"] for kind, m in fx.mail if kind == "hand"}
        return MoveOutcome(row, seat, action_id, events, game.pending(state), fx.post, hands, outcome)

    async def undo_target(self, row: GameRow, seat: int) -> Move | None:
        """The seat's last decision if it may take it back now: the game's last standing move is
        the seat's, nobody acted after it (only this seat's own undos), and the engine says it
        revealed nothing."""
        if row.status != ACTIVE:
            return None
        last = await self.store.moves(row.id, after=row.version - 1)
        if not last or last[-1].seat != seat:  # the common case, answered without reading the whole log
            return None
        moves = await self.store.moves(row.id)
        standing = replay.effective(moves)
        if not standing or standing[-1].seat != seat or any(m.seat != seat for m in moves[standing[-1].n:]):
            return None
        target = standing[-1]
        game, after = await self.load(row)
        try:
            before = await self.state_at(row, target.n - 1)
        except replay.Unreplayable:  # a game begun under earlier rules: what came before can't be worked out
            return None
        return target if game.undoable(before, after, seat, target.action) else None

    async def undo(self, game_id: int, user_id: int, version: int | None = None) -> GameRow:
        """Take back the person's last decision (see `undo_target`): the game is as it was before it,
        the clocks and timers follow, and the thread gets one short line if a post showed the move."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            seat = await self.seat_for(row, user_id)
            if version is not None and version != row.version:
                raise Outdated(text("outdated"))
            target = await self.undo_target(row, seat)
            if target is None:
                raise TableError(text("nothing_to_undo"))
            game, after = await self.load(row)
            before = await self.state_at(row, target.n - 1)
            told = [("line", {"text": "undone", "name": row.seats[seat].name})] if row.posted_version >= target.n \
                else []
            change = await self._change(row, row.version + 1, mail=told)
            fx = effects.settle(row, game, before, effects.snapshot(row, game, after), change)
            fx.mail = [m for m in fx.mail if m[0] != "turn"]  # the seat is back at its decision: no new post
            fx.posted_version = None
            try:
                await self.store.commit_move(row.id, row.version, seat, replay.UNDO, [], game.dump(before), ACTIVE,
                                             then=lambda tx: self._write(tx, row.id, fx), read=row.read)
            except StaleVersion as error:
                raise Outdated(text("moved_on")) from error
            self._written(row.id)
            return await self.game_row(game_id)

    async def _change(self, row: GameRow, version: int, **details: object) -> Change:
        users = [s.user_id for s in row.seats if s.user_id]
        found = await self.store.away_of(users, row.guild_id) if users else {}
        away = {user: [(a.start, a.until) for a in periods] for user, periods in found.items()}
        return Change(version, self.now(), self.ai_delay, away, **details)

    async def away_periods(self, user_id: int, guild_id: int | None) -> list[Period]:
        return [(a.start, a.until) for a in await self.store.away_periods(user_id, guild_id)]

    @staticmethod
    async def _write(tx: Tx, game_id: int, fx: Effects,
                     failure_dm: tuple[str, dict] | None = None) -> None:
        """Write a change's effects inside its transaction (and the host's DM about a failed decision,
        the first time one happens in this game)."""
        for seat, columns in fx.seats.items():
            await update_seat(tx, game_id, seat, **columns)
        await replace_timers(tx, game_id, fx.timers)
        for kind, payload in fx.mail:
            if kind == "turn":  # the game's first turn post says that it begins
                payload["opening"] = await notice_once(tx, game_id, "opening")
        await enqueue(tx, game_id, *fx.mail)
        if failure_dm is not None and await notice_once(tx, game_id, "decision_failed"):
            await enqueue(tx, game_id, failure_dm)
        await keep_pending(tx, game_id, fx.pending, fx.posted_version)

    @staticmethod
    def _failure_dm(row: GameRow, seat: int) -> tuple[str, dict]:
        return ("dm", {"text": "decision_failed", "user": row.host_id, "game": row.id, "key": row.game,
                       "version": row.version, "name": row.seats[seat].name})

    def _written(self, game_id: int) -> None:
        """After a commit: timers may be sooner, and mail may be waiting."""
        self._timer_wake.set()
        for hook in self.mail_hooks:
            hook(game_id)

    # -- views and pictures ----------------------------------------------------------------

    async def view(self, row: GameRow, seat: int | None) -> dict:
        game, state = await self.load(row)
        return game.view(state, seat)

    @staticmethod
    def picture_key(row: GameRow, seat: int | None, locale: str = SOURCE) -> tuple:
        return row.id, row.game, row.version, seat, tuple(row.names), locale

    def cached_picture(self, row: GameRow, seat: int | None = None, locale: str = SOURCE) -> bytes | None:
        """The picture of this version for `seat` (None: the whole public table) in `locale`, if
        already drawn."""
        key = self.picture_key(row, seat, locale)
        png = self._pictures.get(key)
        if png is not None:
            self._pictures.move_to_end(key)
        return png

    async def picture(self, row: GameRow, seat: int | None = None, locale: str = SOURCE) -> bytes:
        """The table's picture from the public view (or `seat`'s own) in `locale`, drawn off the event
        loop in the presses' own threads; kept per (game, version, seat, names, language), so a second
        look is free."""
        if (png := self.cached_picture(row, seat, locale)) is not None:
            return png
        view = await self.view(row, seat)
        png = await self._draw(self._press_drawers, locale, RENDERERS[row.game], view, seat_names(row, locale))
        self._pictures[self.picture_key(row, seat, locale)] = png
        while len(self._pictures) > PANEL_PICTURES:
            self._pictures.popitem(last=False)
        return png

    @staticmethod
    async def _draw(drawers: ThreadPoolExecutor, locale: str, draw: Callable[..., bytes], *args: object) -> bytes:
        """`draw(*args)` in a drawing thread, speaking `locale` there (a context variable set on the
        event loop does not reach the thread)."""
        return await asyncio.get_running_loop().run_in_executor(drawers, functools.partial(
            drawn_in, locale, draw, *args))

    async def glance(self, row: GameRow, version: int | None = None, since: int | None = None,
                     locale: str | None = None) -> bytes:
        """The landscape glance of the public view after `version` moves (default: now), with what
        changed since the view after `since` (default: the last post, `row.posted_version`) highlighted,
        in `locale` (default: the game's language). Drawn in the posts' own thread, never in the one
        presses use."""
        locale = row.locale if locale is None else locale
        version = row.version if version is None else version
        since = row.posted_version if since is None else since
        view = await self.public_view_at(row, version) if version != row.version else None
        if view is None:  # now, or a past that a game begun under earlier rules can't work out again
            game, state = await self.load(row)
            view = game.view(state, None)
            if version == row.version:
                self._remember_view(row.id, row.version, view)
        before = await self.public_view_at(row, since) if since else None
        return await self._draw(self._post_drawers, locale, GLANCES[row.game], view, seat_names(row, locale), before)

    async def public_view_at(self, row: GameRow, version: int) -> dict | None:
        """The public view after `version` moves: remembered from the post that showed it, or replayed;
        None when the game began under earlier rules and its log no longer replays."""
        view = self._posted_views.get((row.id, version))
        if view is None:
            game = GAMES[row.game]
            try:
                view = game.view(await self.state_at(row, version), None)
            except replay.Unreplayable:
                return None
            self._remember_view(row.id, version, view)
        return view

    def _remember_view(self, game_id: int, version: int, view: dict) -> None:
        self._posted_views[(game_id, version)] = view
        self._posted_views.move_to_end((game_id, version))
        while len(self._posted_views) > POSTED_VIEWS:
            self._posted_views.popitem(last=False)

    async def state_at(self, row: GameRow, version: int) -> object:
        """The game as it stood after its first `version` moves (a fresh object the caller may
        change). A replay of the seed and the move log keeps the states of every version its owed
        turn posts need, so catching up on many posts of one game replays it once, not per post."""
        game = GAMES[row.game]
        dumped = self._replayed.get((row.id, version))
        if dumped is None:
            wanted = {version} | await self._owed_versions(row.id)
            start = game.setup(len(row.seats), row.seed, row.options)
            moves = (await self.store.moves(row.id))[:max(wanted)]
            for number, state in itertools.chain([(0, start)], replay.steps(game, start, moves)):
                if number in wanted or number == len(moves):
                    at = json.dumps(game.dump(state))
                    dumped = at if number == min(version, len(moves)) else dumped
                    self._remember_state(row.id, number, at)
        return game.load(json.loads(dumped))

    async def _owed_versions(self, game_id: int) -> set[int]:
        """The versions the game's undelivered turn posts show (and compare with)."""
        return {v for entry in await self.store.entries(game_id, "pending") if entry.kind == "turn"
                for v in (entry.payload["from"], entry.payload["to"])}

    def _remember_state(self, game_id: int, version: int, dumped: str) -> None:
        self._replayed[(game_id, version)] = dumped
        self._replayed.move_to_end((game_id, version))
        while len(self._replayed) > REPLAYED_STATES:
            self._replayed.popitem(last=False)

    async def events_since(self, row: GameRow, version: int, upto: int | None = None) -> list[Event]:
        """The events of the moves after `version` (up to `upto`): each says its public sentence (a
        `Msg`, or the English an old row stored) in any reader's language, seats as `<s:N>`."""
        moves = replay.effective(await self.store.moves(row.id, after=version))  # a move taken back is not news
        return [Event.from_json(e) for m in moves for e in m.events if upto is None or m.n <= upto]

    # -- timers: AI seats, reaction deadlines, turn clocks ------------------------------------

    async def fire(self, timer: Timer) -> MoveOutcome | None:
        """Play an AI seat's move, pass a reaction window, time a seat out, or send a reminder. A
        timer of an older version (it fired twice, or the game moved on) does nothing. A timer that
        acts is replaced by its successors in the move's own transaction, never simply deleted."""
        if timer.kind == "remind":
            await self._remind(timer)
            return None
        async with self.lock(timer.game_id):
            row = await self.game_row(timer.game_id)
            if row.status != ACTIVE or row.version != timer.version:
                await self.store.delete_timer(timer)
                return None
            game, state = await self.load(row)
            if timer.seat not in game.pending(state):
                await self.store.delete_timer(timer)
                return None
            if timer.kind == "deadline":
                return await self._decide(row, timer.seat, lambda r, g, s, seat: g.deadline(s, seat)[1])
            if timer.kind == "ai":
                return await self._decide(row, timer.seat, self._ai_choice)
            if not await self._timed_out(row, row.seats[timer.seat]):
                await self._settle_seats(row, {})  # the clock moved (away): its timers are rewritten
                return None
            return await self._time_out(row, timer.seat)

    @staticmethod
    def _ai_choice(row: GameRow, game: Game, state: object, seat: int) -> str:
        return game.ai(state, seat, Rng(row.seed ^ (row.version * 7919 + seat)), row.seats[seat].ai or "smart")

    async def _decide(self, row: GameRow, seat: int, choose: Callable[[GameRow, Game, object, int], str],
                      by: str = "timer") -> MoveOutcome:
        """Make a decision the table takes for a seat (an AI's choice, a window passing, a time-out).
        No game stops because of it: if choosing or applying it raises, the log gets one ERROR with
        the game, its version and the traceback, a random legal action is played instead, and the
        host is told once by DM. The caller holds the game's lock."""
        game, state = await self.load(row)
        try:
            return await self._apply(row, seat, choose(row, game, state, seat), by=by)
        except Outdated:
            raise
        except Exception:
            log.error("game %s (%s) at version %s: the decision for seat %s failed; a random legal action is "
                      "played instead", row.id, row.game, row.version, seat, exc_info=True)
        row = await self.game_row(row.id)  # nothing the failed attempt touched is reused
        game, state = await self.load(row)
        action = Rng(row.seed ^ (row.version * 7919 + seat + 1)).choice(game.actions(state, seat)).id
        return await self._apply(row, seat, action, by=by, tell_host=True)

    async def _time_out(self, row: GameRow, seat: int) -> MoveOutcome:
        """The AI makes the timed-out seat's decision: its first step counts as the time-out, and the
        micro-steps left in the same turn follow at once, so one silent turn costs one time limit."""
        game, state = await self.load(row)
        turn = game.turn(state)
        outcome = await self._decide(row, seat, self._ai_choice, by="clock")
        for _ in range(MAX_TIMEOUT_STEPS):
            row = outcome.game
            game, state = await self.load(row)
            if row.status != ACTIVE or game.turn(state) != turn or seat not in effects.decisions(row, game, state):
                break
            outcome = await self._decide(row, seat, self._ai_choice)
        return outcome

    async def _timed_out(self, row: GameRow, seat: Seat) -> bool:
        """The seat's time is really up (its owner did not go away since the timer was set)."""
        if not seat.human or seat.waiting_since is None:
            return False
        away = await self.away_periods(seat.user_id, row.guild_id)
        due = clock_times(row.turn_hours, seat.waiting_since, seat.reminders, away).timeout
        return due is not None and due <= self.now() + 1.0

    async def _remind(self, timer: Timer) -> None:
        """One DM listing every game waiting on the person; it counts as every reminder of those
        games that is due within the hour (or overdue, after a restart). The timer goes once the DM
        is queued (reseating this game's clock replaces it with the next reminder's). A reminder whose
        moment passed together with the seat's time (the bot was down) is dropped: the time-out
        follows, and no game whose time is up is listed."""
        row = await self.game_row(timer.game_id)
        seat = row.seats[timer.seat]
        if (row.status != ACTIVE or row.version != timer.version or seat.waiting_since is None or not seat.human
                or row.practice or await self._timed_out(row, seat)):
            await self.store.delete_timer(timer)
            return
        listed = []
        for waiting in await self.store.waiting_on(seat.user_id):
            mine = waiting.seats[waiting.seat_of(seat.user_id)]
            if waiting.practice or await self._timed_out(waiting, mine):
                continue  # its time-out is due: a reminder would come too late
            away = await self.away_periods(seat.user_id, waiting.guild_id)
            times = clock_times(waiting.turn_hours, mine.waiting_since, mine.reminders, away)
            listed.append({"game": waiting.id, "key": waiting.game, "channel": waiting.thread_id or waiting.channel_id,
                           "guild": waiting.guild_id, "timeout": times.timeout})
            due = reminders_due(waiting.turn_hours, mine.waiting_since, self.now() + FOLD_SECONDS, away)
            if due > mine.reminders:
                await self._reseat_clock(waiting.id, mine.seat, {"reminders": due})
        wanted = (await prefs.get(self.store, seat.user_id)).reminders  # off: the clock runs on, silently
        async with self.store.transaction() as tx:  # a reminder is queued once, as its timer goes
            if wanted:
                await enqueue(tx, row.id, ("reminder", {"user": seat.user_id, "games": listed, "game": row.id}))
            await remove_timer(tx, timer)
        self._written(row.id)

    async def _reseat_clock(self, game_id: int, seat: int, columns: dict) -> None:
        async with self.lock(game_id):
            await self._settle_seats(await self.game_row(game_id), {seat: columns})

    async def _settle_seats(self, row: GameRow, changes: dict[int, dict],
                            mail: list[tuple[str, dict]] | None = None) -> GameRow:
        """Change seats of an active game (not a move) and rewrite what follows from it: clocks,
        timers, a turn post if someone new must now decide. The caller holds the game's lock; a move or
        a change of seats committed by another process since `row` was read makes this Outdated (nothing
        applied)."""
        game_id = row.id
        game, state = await self.load(row)
        before = effects.snapshot(row, game, state)
        for seat, columns in changes.items():
            for name, value in columns.items():
                setattr(row.seats[seat], name, value)
        fx = effects.settle(row, game, state, before, await self._change(row, row.version, mail=mail or []))
        for seat, columns in changes.items():
            fx.seats[seat] = {**columns, **fx.seats.get(seat, {})}
        async def work(tx: Tx) -> None:
            try:
                await check_read(tx, game_id, row.read)
            except StaleVersion as error:
                raise Outdated(text("moved_on")) from error
            await self._write(tx, game_id, fx)

        await self.store.atomically(work)
        self._written(game_id)
        row.read = row.stamp()
        return row

    async def run_timers(self) -> None:
        """Forever: claim the next due timer (held by this process for LEASE_SECONDS: no other fires
        it meanwhile) and fire it; else sleep until one may be due, a sooner one is set, or `poll`
        seconds have passed (another process may have set one)."""
        while True:
            self._timer_wake.clear()
            timer = await self.store.claim_timer(self.owner, self.now(), LEASE_SECONDS, self.shards, GRACE_SECONDS)
            if timer is None:
                at = await self.store.next_claim_at(self.now(), self.shards, GRACE_SECONDS)
                delay = min(self.poll, IDLE_SECONDS if at is None else max(0.0, at - self.now()))
                # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancel that lands as
                # the wake-up fires, and the bot would then hang on shutdown until the next timer.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self._timer_wake.wait()
                continue
            log.debug("timer claimed: game %s seat %s %s version %s due %r", timer.game_id, timer.seat, timer.kind,
                      timer.version, timer.due)
            try:
                await self.fire(timer)
            except Outdated:
                pass  # another process moved the game on meanwhile, and stored its timers with the move
            except Exception:
                # The timer stays (moved later), so a failing handler is retried, never lost.
                log.error("game %s: timer %s for seat %s at version %s failed; it is tried again in %.0f s",
                          timer.game_id, timer.kind, timer.seat, timer.version, RETRY_SECONDS, exc_info=True)
                await self.store.postpone_timer(timer, self.now() + RETRY_SECONDS)

    # -- seats changing hands: resign, hand over, take back, away ----------------------------

    async def resign(self, game_id: int, user_id: int) -> GameRow:
        """The person's seat becomes an AI seat for the rest of the game."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            seat = row.seats[await self.seat_for(row, user_id)]
            line = ("line", {"text": "resigned", "name": seat.name})
            return await self._settle_seats(row, {seat.seat: {
                "ai": "smart", "user_id": None, "resigned_user": user_id, "autopilot": False, "timeouts": 0,
                "waiting_since": None, "reminders": 0}}, [line])

    async def give_seat(self, game_id: int, actor_id: int, is_admin: bool, seat: int, user_id: int,
                        name: str) -> GameRow:
        """The host (or a moderator) gives an AI or resigned seat (numbered from 1) to a member."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            if row.status != ACTIVE:
                raise TableError(self.status_sentence(row))
            if actor_id != row.host_id and not is_admin:
                raise TableError(text("give_host_only"))
            if not 1 <= seat <= len(row.seats):
                raise TableError(text("seat_range", game=row.id, seats=len(row.seats)))
            target = row.seats[seat - 1]
            if target.user_id is not None:
                raise TableError(text("seat_taken", seat=seat, name=target.name))
            if row.seat_of(user_id) is not None:
                raise TableError(text("already_plays", name=name, game=row.id))
            line = ("line", {"text": "seat_given", "user": user_id, "name": name, "was": target.name,
                             "seat": target.seat})
            return await self._settle_seats(row, {target.seat: {
                "user_id": user_id, "name": name, "ai": None, "autopilot": False, "timeouts": 0,
                "resigned_user": None}}, [line])

    async def take_back(self, game_id: int, user_id: int) -> GameRow:
        """The person plays their seat again after it was handed to the AI for time-outs."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            seat = row.seats[await self.seat_for(row, user_id)]
            if not seat.autopilot:
                raise TableError(text("already_own_seat", game=row.id))
            line = ("line", {"text": "took_back", "name": seat.name})
            return await self._settle_seats(row, {seat.seat: {"autopilot": False, "timeouts": 0}}, [line])

    async def go_away(self, guild_id: int | None, user_id: int, days: int, note: str = "") -> float:
        """Pause the person's clocks in every game of this server for `days`; returns the end."""
        if not AWAY_DAYS[0] <= days <= AWAY_DAYS[1]:
            raise TableError(text("away_days", least=AWAY_DAYS[0], most=AWAY_DAYS[1]))
        now = self.now()
        until = now + days * 86400.0
        await self.store.set_away(Away(user_id, guild_id, now, until, note[:200]))
        await self._resettle_games_of(guild_id, user_id, {"text": "away", "until": until, "note": note[:200]})
        return until

    async def come_back(self, guild_id: int | None, user_id: int) -> tuple[bool, list[int]]:
        """End an away period early and take back every seat the AI plays after time-outs.
        Returns (was away, games taken back)."""
        was_away = await self.store.end_away(user_id, guild_id, self.now())
        taken = []
        for row in await self._games_of(guild_id, user_id):
            if row.seats[row.seat_of(user_id)].autopilot:
                await self.take_back(row.id, user_id)
                taken.append(row.id)
        if not was_away and not taken:
            raise TableError(text("not_away"))
        if was_away:
            await self._resettle_games_of(guild_id, user_id, None)
        return was_away, taken

    async def _games_of(self, guild_id: int | None, user_id: int) -> list[GameRow]:
        return await self.store.games_of(guild_id, user_id, ACTIVE)

    async def _resettle_games_of(self, guild_id: int | None, user_id: int, line: dict | None) -> None:
        """Recompute the person's clocks in this server's games; tell the games waiting on them."""
        for row in await self._games_of(guild_id, user_id):
            seat = row.seats[row.seat_of(user_id)]
            mail = [("line", {**line, "name": seat.name})] if line and seat.waiting_since is not None else []
            async with self.lock(row.id):
                await self._settle_seats(await self.game_row(row.id), {}, mail)

    # -- what the desks read and keep (they never reach the store themselves) -----------------

    async def find_game(self, game_id: int) -> GameRow | None:
        return await self.store.get_game(game_id)

    async def games_in_channel(self, game_key: str, channel_id: int | None) -> list[GameRow]:
        return await self.store.games_in_channel(game_key, channel_id)

    async def running_games(self, game_key: str, guild_id: int | None) -> list[GameRow]:
        return await self.store.games_of_kind(game_key, guild_id, ACTIVE)

    async def moves(self, game_id: int) -> list[Move]:
        return await self.store.moves(game_id)

    async def list_open(self, guild_id: int | None, user_id: int, offset: int, limit: int) -> tuple[int, list[Listed]]:
        return await self.store.list_open(guild_id, user_id, offset, limit)

    async def keep_pending(self, game_id: int, seats: list[int]) -> None:
        await self.store.set_pending(game_id, seats)

    async def lobby_posted(self, game_id: int, message_id: int) -> None:
        await self.store.update_game(game_id, lobby_message_id=message_id)

    async def thread_opened(self, game_id: int, thread_id: int) -> None:
        await self.store.update_game(game_id, thread_id=thread_id)

    async def make_practice(self, game_id: int) -> None:
        await self.store.update_game(game_id, practice=1)

    async def prefs(self, user_id: int) -> prefs.Prefs:
        return await prefs.get(self.store, user_id)

    async def put_prefs(self, user_id: int, chosen: prefs.Prefs) -> None:
        await prefs.put(self.store, user_id, chosen)

    async def seen_locale(self, user_id: int, locale: str) -> None:
        await prefs.seen(self.store, user_id, locale)

    async def stats(self, guild_id: int | None, user_id: int, game: str | None = None) -> list[finish.Stats]:
        return await finish.stats(self.store, guild_id, user_id, game)

    async def leaderboard(self, guild_id: int | None, game: str) -> list[finish.Rated]:
        return await finish.leaderboard(self.store, guild_id, game)

    async def undeliverable(self, row: GameRow, reason: str) -> None:
        """The game's thread can't be posted in: keep why, and DM its host once."""
        await self.store.update_game(row.id, undeliverable=reason)
        await self.store.enqueue(row.id, ("dm", {"text": "undeliverable", "user": row.host_id, "game": row.id,
                                                 "key": row.game, "reason": reason}))

    async def queue_once(self, game_id: int, mail: list[tuple[str, tuple[str, dict]]]) -> None:
        """Queue each (topic, message) whose topic was not told for this game yet, in one transaction."""
        async def work(tx: Tx) -> None:
            for topic, message in mail:
                if await notice_once(tx, game_id, topic):
                    await enqueue(tx, game_id, message)

        await self.store.atomically(work)

    async def setting(self, key: str) -> str | None:
        return await self.store.get_meta(key)

    async def keep_setting(self, key: str, value: str) -> None:
        await self.store.set_meta(key, value)

    # -- checks ----------------------------------------------------------------------------

    async def replay_matches(self, game_id: int) -> bool:
        """True when the stored state equals the replay of the seed and the move log."""
        row = await self.game_row(game_id)
        try:
            state = await self.state_at(row, row.version)
        except replay.Unreplayable:
            return False
        return json.loads(json.dumps(GAMES[row.game].dump(state))) == row.state

    async def check_clocks(self, game_id: int, fix: bool) -> tuple[list[str], bool]:
        """What an active game lacks to go on by itself: each pending seat needs its timer (an AI
        seat's move, a window's deadline, a person's reminder or time-out) and a person's clock must
        run. Returns the missing things as short phrases, and whether `fix` restored them (its
        clocks and timers rewritten from its state, as a move would)."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            if row.status != ACTIVE:
                return [], False
            game, state = await self.load(row)
            missing = await self._missing_clocks(row, game, state)
            if not (fix and missing and game.pending(state)):
                return missing, False
            try:
                row = await self._settle_seats(row, {})
            except Outdated:
                return [], False  # the bot (another process) moved it on meanwhile: it has its way forward
            return missing, not await self._missing_clocks(row, game, state)

    async def _missing_clocks(self, row: GameRow, game: Game, state: object) -> list[str]:
        stored = {(t.seat, t.kind) for t in await self.store.timers_of(row.id, row.version)}
        missing = [f"seat {s + 1} has no running clock" for s in effects.decisions(row, game, state)
                   if row.seats[s].waiting_since is None]
        expected = effects.timers(row, game, state, await self._change(row, row.version))
        missing += [f"seat {t.seat + 1} has no {t.kind} timer" for t in expected if (t.seat, t.kind) not in stored]
        if not game.pending(state) and game.outcome(state) is None:
            missing.append("no seat may act and the game has no outcome")
        return missing
