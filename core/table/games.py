"""The games on the store, as every room of the table service reaches them: one game loaded, its lock,
the service's clock, what a change reads before it is settled, and what follows a commit."""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable

from core.clock import Period
from core.effects import Change
from core.mail import Mail
from core.store import ACTIVE, BROKEN, GameRow, Listed, Store
from core.table.common import TableError, status_sentence
from core.texts import text
from engines import GAMES
from engines.base import Event, Game

log = logging.getLogger("boardhost.table")


class Games:
    """Shared by the rooms: the store, the per-game locks (moves on one game are serialised), the clock
    (`now`, replaceable in tests), how long an AI seat waits, and who is told after a commit."""

    def __init__(self, store: Store, ai_delay: float, now: Callable[[], float]) -> None:
        self.store = store
        self.ai_delay = ai_delay
        self.now = now
        self.mail_hooks: list[Callable[[int], None]] = []  # told the game id after mail was queued
        self.timer_wake = asyncio.Event()  # set after a commit: timers may be sooner
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

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
            if row.state is None:
                raise ValueError("no state stored")
            return game, game.load(row.state)
        except Exception as error:
            log.exception("game %s: stored state failed to load", row.id)
            await self.store.update_game(row.id, status=BROKEN, error=f"{type(error).__name__}: {error}")
            row.status = BROKEN
            raise TableError(text("broken", game=row.id)) from error

    @staticmethod
    def status_sentence(row: GameRow | Listed) -> str:
        return status_sentence(row)

    async def seat_for(self, row: GameRow, user_id: int) -> int:
        """The person's seat in a running game (else a refusal)."""
        if row.status != ACTIVE:
            raise TableError(status_sentence(row))
        seat = row.seat_of(user_id)
        if seat is None:
            raise TableError(text("not_playing", game=row.id))
        return seat

    async def change(self, row: GameRow, version: int, *, acted: int | None = None, by: str = "timer",
                     events: list[Event] | None = None, mail: list[Mail] | None = None) -> Change:
        """A change to settle at `version`, with the away periods of every person seated and the game's
        pauses, read in one query (the rest as `effects.Change` says)."""
        users = [s.user_id for s in row.seats if s.user_id]
        found, paused = await self.store.clocks_of(users, row.guild_id, row.id)
        away = {user: [(a.start, a.until) for a in periods] for user, periods in found.items()}
        return Change(version, self.now(), self.ai_delay, away, acted, by, events or [], mail or [], paused)

    async def paused(self, game_id: int) -> list[Period]:
        """The game's pauses agreed by everyone at the table (no clock runs in them)."""
        return await self.store.pauses_of(game_id)

    async def away_periods(self, user_id: int, guild_id: int | None) -> list[Period]:
        return [(a.start, a.until) for a in await self.store.away_periods(user_id, guild_id)]

    def written(self, game_id: int) -> None:
        """After a commit: timers may be sooner, and mail may be waiting."""
        self.timer_wake.set()
        for hook in self.mail_hooks:
            hook(game_id)


class Room:
    """One responsibility of the table service, over the shared `Games`."""

    def __init__(self, games: Games) -> None:
        self.games = games

    @property
    def store(self) -> Store:
        return self.games.store

    def now(self) -> float:
        return self.games.now()
