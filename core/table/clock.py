"""The clock room of the table service: durable timers (an AI seat's move, a reaction window's
deadline, a person's reminder and time-out), the loop that claims and fires them, and the check
that an active game has what it needs to go on by itself."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
from typing import cast

from core import effects, prefs
from core.clock import FOLD_SECONDS, Daily, clock_times, reminders_due
from core.config import UNSHARDED, Shards
from core.mail import Dm, Kind, Mail, Reminder, Waiting
from core.store import ACTIVE, GRACE_SECONDS, LEASE_SECONDS, GameRow, Seat, Timer
from core.table import writes
from core.table.common import MoveOutcome, Outdated
from core.table.games import Games, Room
from core.table.play import Play
from core.table.seats import Seats
from engines.base import Game

log = logging.getLogger("boardhost.table")

MAX_TIMEOUT_STEPS = 200  # micro-steps the AI may take to finish a timed-out turn
RETRY_SECONDS = 600.0  # a timer whose handler raised is tried again this much later
IDLE_SECONDS = 3600.0  # longest sleep of the timer loop when nothing is due


class Clock(Room):
    def __init__(self, games: Games, play: Play, seats: Seats, *, owner: str = "", shards: Shards = UNSHARDED,
                 poll: float = IDLE_SECONDS) -> None:
        """`owner` names this process in the timers it holds; `shards` are the gateway shards it holds
        (it fires their games' timers first); `poll`: how often to look for timers other processes
        set (with several processes sharing the store; one process knows its own)."""
        super().__init__(games)
        self.play, self.seats = play, seats
        self.owner, self.shards, self.poll = owner, shards, poll

    async def run_timers(self) -> None:
        """Forever: claim the next due timer (held by this process for LEASE_SECONDS: no other fires
        it meanwhile) and fire it; else sleep until one may be due, a sooner one is set, or `poll`
        seconds have passed (another process may have set one)."""
        while True:
            self.games.timer_wake.clear()
            try:
                await self.release_held()
            except Exception:  # the database is away for a moment: the held DMs wait for the next turn
                log.exception("releasing DMs held for quiet hours failed")
            timer = await self.store.claim_timer(self.owner, self.now(), LEASE_SECONDS, self.shards, GRACE_SECONDS)
            if timer is None:
                at = await self.store.next_claim_at(self.now(), self.shards, GRACE_SECONDS)
                held = await self.store.next_held_at()
                at = held if at is None else at if held is None else min(at, held)
                delay = min(self.poll, IDLE_SECONDS if at is None else max(0.0, at - self.now()))
                # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancel that lands as
                # the wake-up fires, and the bot would then hang on shutdown until the next timer.
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self.games.timer_wake.wait()
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

    async def fire(self, timer: Timer) -> MoveOutcome | None:
        """Play an AI seat's move, pass a reaction window, time a seat out, or send a reminder. A
        timer of an older version (it fired twice, or the game moved on) does nothing. A timer that
        acts is replaced by its successors in the move's own transaction, never simply deleted."""
        if timer.kind == "remind":
            await self.remind(timer)
            return None
        async with self.games.lock(timer.game_id):
            row = await self.games.game_row(timer.game_id)
            if row.status != ACTIVE or row.version != timer.version:
                await self.store.delete_timer(timer)
                return None
            game, state = await self.games.load(row)
            if timer.seat not in game.pending(state):
                await self.store.delete_timer(timer)
                return None
            if timer.kind == "deadline":
                return await self.play.decide(row, timer.seat, self._deadline_choice)
            if timer.kind == "ai":
                return await self.play.decide(row, timer.seat, self.play.ai_choice)
            if not await self._timed_out(row, row.seats[timer.seat]):
                await self.seats.settle(row, {})  # the clock moved (away): its timers are rewritten
                return None
            return await self._time_out(row, timer.seat)

    @staticmethod
    def _deadline_choice(row: GameRow, game: Game, state: object, seat: int) -> str:
        """What a reaction window does by itself when its time is up (the engine's `deadline`)."""
        deadline = game.deadline(state, seat)
        assert deadline is not None, "a deadline timer is set only for a seat in a reaction window"
        return deadline[1]

    async def _time_out(self, row: GameRow, seat: int) -> MoveOutcome:
        """The AI makes the timed-out seat's decision: its first step counts as the time-out, and the
        micro-steps left in the same turn follow at once, so one silent turn costs one time limit."""
        game, state = await self.games.load(row)
        turn = game.turn(state)
        outcome = await self.play.decide(row, seat, self.play.ai_choice, by="clock")
        for _ in range(MAX_TIMEOUT_STEPS):
            row = outcome.game
            game, state = await self.games.load(row)
            if row.status != ACTIVE or game.turn(state) != turn or seat not in effects.decisions(row, game, state):
                break
            outcome = await self.play.decide(row, seat, self.play.ai_choice)
        return outcome

    async def _timed_out(self, row: GameRow, seat: Seat) -> bool:
        """The seat's time is really up (its owner did not go away since the timer was set)."""
        if not seat.human or seat.waiting_since is None or seat.user_id is None:
            return False
        away = [*await self.games.away_periods(seat.user_id, row.guild_id), *await self.games.paused(row.id)]
        due = clock_times(row.turn_hours, seat.waiting_since, seat.reminders, away, Daily.from_kept(row.daily)).timeout
        return due is not None and due <= self.now() + 1.0

    async def remind(self, timer: Timer) -> None:
        """One DM listing every game waiting on the person; it counts as every reminder of those
        games that is due within the hour (or overdue, after a restart). The timer goes once the DM
        is queued (reseating this game's clock replaces it with the next reminder's). A reminder whose
        moment passed together with the seat's time (the bot was down) is dropped: the time-out
        follows, and no game whose time is up is listed."""
        row = await self.games.game_row(timer.game_id)
        seat = row.seats[timer.seat]
        if (row.status != ACTIVE or row.version != timer.version or seat.waiting_since is None or not seat.human
                or seat.user_id is None or row.practice or await self._timed_out(row, seat)):
            await self.store.delete_timer(timer)
            return
        chosen = await prefs.get(self.store, seat.user_id)
        if chosen.reminders and (until := chosen.quiet_until(self.now())) is not None:
            await self.store.postpone_timer(timer, until)  # their quiet hours: it waits for their end, once
            return
        listed: list[Waiting] = []
        for waiting in await self.store.waiting_on(seat.user_id):
            mine = waiting.seat_held_by(seat.user_id)
            assert mine.waiting_since is not None  # waiting_on lists the games whose clock runs for the person
            if waiting.practice or await self._timed_out(waiting, mine):
                continue  # its time-out is due: a reminder would come too late
            away = [*await self.games.away_periods(seat.user_id, waiting.guild_id),
                    *await self.games.paused(waiting.id)]
            daily = Daily.from_kept(waiting.daily)
            times = clock_times(waiting.turn_hours, mine.waiting_since, mine.reminders, away, daily)
            listed.append(Waiting(game=waiting.id, key=waiting.game, channel=waiting.thread_id or waiting.channel_id,
                                  guild=waiting.guild_id, timeout=times.timeout))
            due = reminders_due(waiting.turn_hours, mine.waiting_since, self.now() + FOLD_SECONDS, away, daily)
            if due > mine.reminders:
                await self._reseat_clock(waiting.id, mine.seat, {"reminders": due})
        wanted = chosen.reminders  # off: the clock runs on, silently
        mail: Mail | None = (Kind.REMINDER, Reminder(user=seat.user_id, games=listed, game=row.id)) if wanted else None
        await self.store.atomically(lambda tx: writes.reminder(tx, timer, mail))
        self.games.written(row.id)

    async def release_held(self) -> None:
        """The DMs held for the end of someone's quiet hours whose moment came go into their games'
        outboxes, each once (marked held, so delivering it does not hold it again)."""
        for held in await self.store.held_due(self.now()):
            entry_id, game_id = held["entry_id"], held["game_id"]
            mail: Mail = (Kind.DM, cast(Dm, {**json.loads(held["payload"]), "held": True}))
            await self.store.atomically(functools.partial(writes.released, entry_id=entry_id, game_id=game_id,
                                                          mail=mail))
            self.games.written(game_id)

    async def _reseat_clock(self, game_id: int, seat: int, columns: dict) -> None:
        async with self.games.lock(game_id):
            await self.seats.settle(await self.games.game_row(game_id), {seat: columns})

    async def check_clocks(self, game_id: int, fix: bool) -> tuple[list[str], bool]:
        """What an active game lacks to go on by itself: each pending seat needs its timer (an AI
        seat's move, a window's deadline, a person's reminder or time-out) and a person's clock must
        run. Returns the missing things as short phrases, and whether `fix` restored them (its
        clocks and timers rewritten from its state, as a move would)."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            if row.status != ACTIVE:
                return [], False
            game, state = await self.games.load(row)
            missing = await self._missing_clocks(row, game, state)
            if not (fix and missing and game.pending(state)):
                return missing, False
            try:
                row = await self.seats.settle(row, {})
            except Outdated:
                return [], False  # the bot (another process) moved it on meanwhile: it has its way forward
            return missing, not await self._missing_clocks(row, game, state)

    async def _missing_clocks(self, row: GameRow, game: Game, state: object) -> list[str]:
        stored = {(t.seat, t.kind) for t in await self.store.timers_of(row.id, row.version)}
        missing = [f"seat {s + 1} has no running clock" for s in effects.decisions(row, game, state)
                   if row.seats[s].waiting_since is None]
        expected = effects.timers(row, game, state, await self.games.change(row, row.version))
        missing += [f"seat {t.seat + 1} has no {t.kind} timer" for t in expected if (t.seat, t.kind) not in stored]
        if not game.pending(state) and game.outcome(state) is None:
            missing.append("no seat may act and the game has no outcome")
        return missing
