"""The table service: lobbies, one move end to end, AI seats and durable timers. No discord here.

Every call loads the game from the store, so an idle game costs no memory and a press after a
restart simply loads it. Moves on one game are serialised by a per-game lock; the version a prompt
was made on is checked, so two presses on the same prompt apply once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from core.store import ACTIVE, BROKEN, CANCELLED, FINISHED, LOBBY, GameRow, Seat, StaleVersion, Store, Timer
from engines import GAMES
from engines.base import Event, Game, IllegalAction, Rng, name_seats
from renderers import RENDERERS, draw_glance

log = logging.getLogger("boardhost.table")

AI_LEVELS = ("smart", "random")
POSTED_VIEWS = 256  # public views of the last posts kept in memory, so a glance rarely replays a game


class TableError(Exception):
    """A refusal with a sentence for the player. The stored game is unchanged."""


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
    post: bool  # a turn ended, the game ended, or someone new must act: time for a thread post
    hands: dict[int, list[str]] = field(default_factory=dict)  # seats whose hidden hand changed
    outcome: dict | None = None


Listener = Callable[[MoveOutcome], Awaitable[None]]


def ai_name(level: str, number: int) -> str:
    return f"AI {number} ({level})"


class Table:
    def __init__(self, store: Store, ai_delay: float = 3.0) -> None:
        self.store = store
        self.ai_delay = ai_delay
        self.listeners: list[Listener] = []
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._timer_wake = asyncio.Event()
        self._posted_views: OrderedDict[tuple[int, int], dict] = OrderedDict()

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    # -- loading ---------------------------------------------------------------------------

    async def game_row(self, game_id: int) -> GameRow:
        row = await self.store.get_game(game_id)
        if row is None:
            raise TableError(f"There is no game #{game_id}.")
        return row

    async def load(self, row: GameRow) -> tuple[Game, object]:
        """The engine and the live state of an active or finished game; marks it broken if its
        stored data can't be read."""
        if row.status == BROKEN:
            raise TableError(f"Game #{row.id} needs attention: its stored data could not be loaded. "
                             "The bot's maintainers have been told.")
        try:
            game = GAMES[row.game]
            return game, game.load(row.state)
        except Exception as error:
            log.exception("game %s: stored state failed to load", row.id)
            await self.store.update_game(row.id, status=BROKEN, error=f"{type(error).__name__}: {error}")
            row.status = BROKEN
            raise TableError(f"Game #{row.id} needs attention: its stored data could not be loaded. "
                             "The bot's maintainers have been told.") from error

    # -- lobby -----------------------------------------------------------------------------

    async def open_lobby(self, game_key: str, host_id: int, host_name: str, options: dict | None = None,
                         *, guild_id: int | None = None, channel_id: int | None = None,
                         seed: int | None = None) -> GameRow:
        game = GAMES[game_key]
        try:
            resolved = game.resolve_options(options)
        except ValueError as error:
            raise TableError(f"That option is not valid: {error}.") from error
        seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        game_id = await self.store.create_game(game_key, host_id, seed, resolved,
                                               guild_id=guild_id, channel_id=channel_id)
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
                raise TableError("You are already seated at this table.")
            if len(row.seats) >= GAMES[row.game].max_players:
                raise TableError(f"The table is full ({len(row.seats)} seats).")
            await self.store.set_seats(game_id, [*row.seats, Seat(len(row.seats), name, user_id)])
            return await self.game_row(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            seat = row.seat_of(user_id)
            if seat is None:
                raise TableError("You are not seated at this table.")
            if user_id == row.host_id:
                raise TableError("The host can't leave; use Cancel to close the lobby.")
            await self._reseat(row, [s for s in row.seats if s.seat != seat])
            return await self.game_row(game_id)

    async def add_ai(self, game_id: int, user_id: int, level: str = "smart") -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is None:
                raise TableError("Only players seated at this table can add AI seats.")
            if len(row.seats) >= GAMES[row.game].max_players:
                raise TableError(f"The table is full ({len(row.seats)} seats).")
            number = sum(1 for s in row.seats if s.ai) + 1
            await self.store.set_seats(game_id, [*row.seats, Seat(len(row.seats), ai_name(level, number),
                                                                 ai=level)])
            return await self.game_row(game_id)

    async def _reseat(self, row: GameRow, seats: list[Seat]) -> None:
        await self.store.set_seats(row.id, [Seat(i, s.name, s.user_id, s.ai) for i, s in enumerate(seats)])

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            game = GAMES[row.game]
            if user_id != row.host_id:
                raise TableError("Only the host can start the game.")
            if len(row.seats) < game.min_players:
                raise TableError(f"{game.title} needs at least {game.min_players} players; "
                                 f"{len(row.seats)} seated. Invite friends or add an AI seat.")
            state = game.setup(len(row.seats), row.seed, row.options)
            await self.store.start_game(game_id, game.dump(state))
            row = await self.game_row(game_id)
            await self._schedule(row, game, state)
        return row

    async def cancel(self, game_id: int, user_id: int, is_admin: bool = False) -> GameRow:
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            if row.status in (FINISHED, CANCELLED):
                raise TableError(self.status_sentence(row))
            if user_id != row.host_id and not is_admin:
                raise TableError("Only the host or someone with Manage Server can cancel this game.")
            await self.store.update_game(game_id, status=CANCELLED)
            await self.store.clear_timers(game_id)
            return await self.game_row(game_id)

    @staticmethod
    def status_sentence(row: GameRow) -> str:
        return {
            LOBBY: f"Game #{row.id} has not started yet.",
            FINISHED: f"Game #{row.id} is over.",
            CANCELLED: f"Game #{row.id} was cancelled.",
            BROKEN: f"Game #{row.id} needs attention: its stored data could not be loaded.",
        }.get(row.status, f"Game #{row.id} is in play.")

    # -- moves -----------------------------------------------------------------------------

    async def seat_for(self, row: GameRow, user_id: int) -> int:
        if row.status != ACTIVE:
            raise TableError(self.status_sentence(row))
        seat = row.seat_of(user_id)
        if seat is None:
            raise TableError(f"You are not playing in game #{row.id}.")
        return seat

    async def act(self, game_id: int, user_id: int, action_id: str, version: int | None = None) -> MoveOutcome:
        """A person's move. `version` is the state version the prompt was made on (None from a
        typed command, which is checked against the current legal actions only)."""
        async with self.lock(game_id):
            row = await self.game_row(game_id)
            seat = await self.seat_for(row, user_id)
            if version is not None and version != row.version:
                raise Outdated(await self.why_outdated(row, seat, action_id, version))
            return await self._apply(row, seat, action_id)

    async def why_outdated(self, row: GameRow, seat: int, action_id: str, version: int) -> str:
        """A double press of the same choice is told it was done; anything else that it's stale."""
        done = await self.store.moves(row.id, after=version)
        if done and (done[0].seat, done[0].action) == (seat, action_id):
            return "That was already done: your move counted once."
        return "That prompt is out of date: the game has moved on since it was shown."

    async def _apply(self, row: GameRow, seat: int, action_id: str) -> MoveOutcome:
        game, state = await self.load(row)
        hands_before = self._hands(game, state, row)
        turn_before, pending_before = game.turn(state), set(game.pending(state))
        try:
            events = game.apply(state, seat, action_id)
        except IllegalAction as error:
            raise TableError(str(error)) from error
        outcome = game.outcome(state)
        status = FINISHED if outcome is not None else ACTIVE
        try:
            row.version = await self.store.commit_move(
                row.id, row.version, seat, action_id, [e.to_json() for e in events], game.dump(state), status
            )
        except StaleVersion as error:
            raise Outdated("That was already done: the game has moved on.") from error
        row.status, row.state = status, game.dump(state)
        pending = game.pending(state)
        hands = {s: h for s, h in self._hands(game, state, row).items() if h != hands_before.get(s)}
        newly_waiting = set(pending) - pending_before - {seat}
        post = outcome is not None or game.turn(state) != turn_before or bool(newly_waiting)
        await self._schedule(row, game, state)
        return MoveOutcome(row, seat, action_id, events, pending, post, hands, outcome)

    @staticmethod
    def _hands(game: Game, state: object, row: GameRow) -> dict[int, list[str]]:
        return {s.seat: game.view(state, s.seat).get("hand", []) for s in row.seats if s.user_id}

    async def notify(self, outcome: MoveOutcome) -> None:
        for listener in self.listeners:
            try:
                await listener(outcome)
            except Exception:
                log.exception("game %s: telling the players about move %s failed",
                              outcome.game.id, outcome.game.version)

    # -- views and pictures ----------------------------------------------------------------

    async def view(self, row: GameRow, seat: int | None) -> dict:
        game, state = await self.load(row)
        return game.view(state, seat)

    async def picture(self, row: GameRow, seat: int | None = None) -> bytes:
        """The table's picture from the public view (or `seat`'s own), drawn off the event loop."""
        view = await self.view(row, seat)
        return await asyncio.to_thread(RENDERERS[row.game], view, row.names)

    async def glance(self, row: GameRow) -> bytes:
        """The landscape glance of the public view, with what changed since the view at the last
        post (`row.posted_version`) highlighted."""
        game, state = await self.load(row)
        view = game.view(state, None)
        before = await self.public_view_at(row, row.posted_version) if row.posted_version else None
        self._remember_view(row.id, row.version, view)
        return await asyncio.to_thread(draw_glance, row.game, view, row.names, before)

    async def public_view_at(self, row: GameRow, version: int) -> dict:
        """The public view after `version` moves: remembered from the post that showed it, or replayed."""
        view = self._posted_views.get((row.id, version))
        if view is None:
            game = GAMES[row.game]
            view = game.view(await self.state_at(row, version), None)
            self._remember_view(row.id, version, view)
        return view

    def _remember_view(self, game_id: int, version: int, view: dict) -> None:
        self._posted_views[(game_id, version)] = view
        self._posted_views.move_to_end((game_id, version))
        while len(self._posted_views) > POSTED_VIEWS:
            self._posted_views.popitem(last=False)

    async def state_at(self, row: GameRow, version: int) -> object:
        """The game as it stood after its first `version` moves: the seed and the move log replayed."""
        game = GAMES[row.game]
        state = game.setup(len(row.seats), row.seed, row.options)
        for move in (await self.store.moves(row.id))[:version]:
            game.apply(state, move.seat, move.action)
        return state

    async def events_since(self, row: GameRow, version: int) -> list[str]:
        """Public sentences of the moves after `version`, with player names."""
        moves = await self.store.moves(row.id, after=version)
        return [name_seats(e["text"], row.names) for m in moves for e in m.events]

    # -- AI seats and deadlines: durable timers ----------------------------------------------

    async def _schedule(self, row: GameRow, game: Game, state: object) -> None:
        """Replace the game's timers with those of its new version."""
        await self.store.clear_timers(row.id)
        now = time.time()
        for seat in game.pending(state):
            if row.seats[seat].ai:
                await self.store.set_timer(Timer(row.id, seat, "ai", row.version, now + self.ai_delay))
            elif (deadline := game.deadline(state, seat)) is not None:
                await self.store.set_timer(Timer(row.id, seat, "deadline", row.version, now + deadline[0]))
        self._timer_wake.set()

    async def fire(self, timer: Timer) -> MoveOutcome | None:
        """Play an AI seat's move or pass a reaction window whose deadline has come."""
        async with self.lock(timer.game_id):
            await self.store.delete_timer(timer)
            row = await self.game_row(timer.game_id)
            if row.status != ACTIVE or row.version != timer.version:
                return None
            game, state = await self.load(row)
            if timer.seat not in game.pending(state):
                return None
            if timer.kind == "ai":
                action = game.ai(state, timer.seat, Rng(row.seed ^ (row.version * 7919 + timer.seat)),
                                 row.seats[timer.seat].ai)
            else:
                action = game.deadline(state, timer.seat)[1]
            return await self._apply(row, timer.seat, action)

    async def run_timers(self) -> None:
        """Forever: sleep until the next timer is due (or a sooner one is set), then fire it."""
        while True:
            self._timer_wake.clear()
            timer = await self.store.next_timer()
            delay = 3600.0 if timer is None else max(0.0, timer.due - time.time())
            if delay > 0:
                # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancel that lands as
                # the wake-up fires, and the bot would then hang on shutdown until the next timer.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self._timer_wake.wait()
                continue
            try:
                outcome = await self.fire(timer)
            except Exception:
                log.exception("game %s: timer %s for seat %s failed", timer.game_id, timer.kind, timer.seat)
                await self.store.delete_timer(timer)
                continue
            if outcome is not None:
                await self.notify(outcome)

    # -- checks ----------------------------------------------------------------------------

    async def replay_matches(self, game_id: int) -> bool:
        """True when the stored state equals the replay of the seed and the move log."""
        row = await self.game_row(game_id)
        state = await self.state_at(row, row.version)
        return json.loads(json.dumps(GAMES[row.game].dump(state))) == row.state
