"""The play room of the table service: a person's move and its version check, a decision the table
takes for a seat (an AI's, a window passing, a time-out), undo, and views."""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
from collections.abc import Awaitable, Callable

from core import effects, replay
from core.mail import Dm, Kind, Line, Mail
from core.store import ACTIVE, FINISHED, GameRow, Move, StaleVersion
from core.table import writes
from core.table.common import MoveOutcome, Outdated, TableError
from core.table.games import Games, Room
from core.table.history import History
from core.table.offers import Offers, offers
from core.table.searches import Searches
from core.texts import text
from engines.base import Game, IllegalAction, Rng

log = logging.getLogger("boardhost.table")
# People's moves worked on at once in this process; more wait their turn (first come first). Each of them
# awaits the database several times, and every answer waits behind the others' Python on the event loop:
# at 8, PostgreSQL's commits took p50 8.6-13.4 ms (the server's own time 0.5 ms); at 4, 4.4-4.6 ms, with as
# many moves a second (load test, 1,000 games, 8 players pressing).
PRESSES = 4


class Play(Room):
    def __init__(self, games: Games, history: History, searches: Searches | None = None) -> None:
        super().__init__(games)
        self.history = history
        self.searches = searches or Searches()
        self.pressing = asyncio.Semaphore(PRESSES)

    async def act(self, game_id: int, user_id: int, action_id: str, version: int | None = None) -> MoveOutcome:
        """A person's move. `version` is the state version the prompt was made on (None from a
        typed command, which is checked against the current legal actions only). At most PRESSES are
        worked on at once: under a burst the others wait before they start, rather than all of them
        sharing the event loop and the database's connections and each finishing late."""
        async with self.pressing, self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            seat = await self.games.seat_for(row, user_id)
            if version is not None and version != row.version:
                raise Outdated(await self.why_outdated(row, seat, action_id, version))
            if row.seats[seat].autopilot:
                raise TableError(text("autopilot"))
            return await self.apply(row, seat, action_id, by="person")

    async def why_outdated(self, row: GameRow, seat: int, action_id: str, version: int) -> str:
        """A double press of the same choice is told it was done; anything else that it's stale."""
        done = await self.store.moves(row.id, after=version)
        if done and (done[0].seat, done[0].action) == (seat, action_id):
            return text("already_done")
        return text("outdated")

    async def apply(self, row: GameRow, seat: int, action_id: str, by: str = "timer",
                     tell_host: bool = False) -> MoveOutcome:
        """Apply one action and commit it with everything it causes (clocks, timers, mail).
        `tell_host`: the table played it in place of a decision that failed; the host gets one DM
        about it per game, in the same transaction."""
        game, state = await self.games.load(row)
        before = effects.snapshot(row, game, state)
        dumped_before = json.dumps(game.dump(state))  # kept once committed: an Undo needs no replay
        try:
            events = game.apply(state, seat, action_id)
        except IllegalAction as error:
            raise TableError(error.args[0] if error.args else str(error), row) from error
        outcome = game.outcome(state)
        status = FINISHED if outcome is not None else ACTIVE
        change = await self.games.change(row, row.version + 1, acted=seat, by=by, events=events)
        fx = effects.settle(row, game, state, before, change)
        failure_dm = self._failure_dm(row, seat) if tell_host else None
        events_json, state_json = [e.to_json() for e in events], game.dump(state)
        try:
            version = await self.store.atomically(writes.move(
                row, seat, action_id, events_json, state_json, fx, status=status, outcome=outcome,
                ended_at=change.now, failure_dm=failure_dm))
        except StaleVersion as error:
            raise Outdated(text("moved_on")) from error
        assert version is not None  # a move's write returns its version
        row.version = version
        self.history.remember_state(row.id, row.version - 1, dumped_before)
        self.games.written(row.id)
        row.status, row.state = status, game.dump(state)
        row.read = row.stamp()  # its seats were updated with what the move wrote (effects.settle)
        hands = {m[1]["seat"]: m[1]["hand"] for m in fx.mail if m[0] == Kind.HAND}
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
        if last[-1].action != replay.UNDO:  # a move last stands (only a later undo row could take it back)
            target = last[-1]
        else:  # an undo row last: which move stands now takes the whole log
            moves = await self.store.moves(row.id)
            standing = replay.effective(moves)
            if not standing or standing[-1].seat != seat or any(m.seat != seat for m in moves[standing[-1].n:]):
                return None
            target = standing[-1]
        game, after = await self.games.load(row)
        try:
            before = await self.history.state_at(row, target.n - 1)
        except replay.Unreplayable:  # a game begun under earlier rules: what came before can't be worked out
            return None
        return target if game.undoable(before, after, seat, target.action) else None

    async def offers(self, row: GameRow, seat: int) -> Offers:
        """What the panel of `seat` offers now (core/table/offers.py): on Discord and on the page alike."""
        game, state = await self.games.load(row)
        undo = await self.undo_target(row, seat) is not None
        return offers(game, state, seat, row.status == ACTIVE, undo)

    async def undo(self, game_id: int, user_id: int, version: int | None = None) -> GameRow:
        """Take back the person's last decision (see `undo_target`): the game is as it was before it,
        the clocks and timers follow, and the thread gets one short line if a post showed the move."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            seat = await self.games.seat_for(row, user_id)
            if version is not None and version != row.version:
                raise Outdated(text("outdated"))
            target = await self.undo_target(row, seat)
            if target is None:
                raise TableError(text("nothing_to_undo"))
            game, after = await self.games.load(row)
            before = await self.history.state_at(row, target.n - 1)
            told: list[Mail] = [(Kind.LINE, Line(text="undone", name=row.seats[seat].name))] \
                if row.posted_version >= target.n else []
            change = await self.games.change(row, row.version + 1, mail=told)
            fx = effects.settle(row, game, before, effects.snapshot(row, game, after), change)
            fx.mail = [m for m in fx.mail if m[0] != Kind.TURN]  # the seat is back at its decision: no new post
            fx.posted_version = None
            try:
                undone = game.dump(before)
                await self.store.atomically(writes.move(row, seat, replay.UNDO, [], undone, fx))
            except StaleVersion as error:
                raise Outdated(text("moved_on")) from error
            self.games.written(row.id)
            return await self.games.game_row(game_id)

    @staticmethod
    def _failure_dm(row: GameRow, seat: int) -> Mail:
        return (Kind.DM, Dm(text="decision_failed", user=row.host_id, game=row.id, key=row.game,
                            version=row.version, name=row.seats[seat].name))

    @staticmethod
    def ai_level(row: GameRow, seat: int) -> str:
        """The level an AI plays `seat` at: an AI seat's own (a resigned seat's, "smart"), else the
        lobby's choice for a person's seat whose time ran out."""
        return row.seats[seat].ai or row.takeover

    async def ai_choice(self, row: GameRow, game: Game, state: object, seat: int) -> str:
        """The AI's decision for `seat` (an expert's searched off the event loop, core/table/searches.py)."""
        return await self.searches.choose(game, state, seat, row.seed ^ (row.version * 7919 + seat),
                                          self.ai_level(row, seat))

    async def decide(self, row: GameRow, seat: int,
                     choose: Callable[[GameRow, Game, object, int], str | Awaitable[str]],
                     by: str = "timer") -> MoveOutcome:
        """Make a decision the table takes for a seat (an AI's choice, a window passing, a time-out).
        No game stops because of it: if choosing or applying it raises, the log gets one ERROR with
        the game, its version and the traceback, a random legal action is played instead, and the
        host is told once by DM. The caller holds the game's lock."""
        game, state = await self.games.load(row)
        try:
            action = choose(row, game, state, seat)
            if inspect.isawaitable(action):
                action = await action
            return await self.apply(row, seat, action, by=by)
        except Outdated:
            raise
        except Exception:
            log.error("game %s (%s) at version %s: the decision for seat %s failed; a random legal action is "
                      "played instead", row.id, row.game, row.version, seat, exc_info=True)
        row = await self.games.game_row(row.id)  # nothing the failed attempt touched is reused
        game, state = await self.games.load(row)
        action = Rng(row.seed ^ (row.version * 7919 + seat + 1)).choice(game.actions(state, seat)).id
        return await self.apply(row, seat, action, by=by, tell_host=True)
