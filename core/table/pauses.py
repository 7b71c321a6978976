"""The pauses room of the table service: a pause every person at a table agrees to (`/games pause`):
at most PAUSE_DAYS at a time and PAUSE_GAME_DAYS in a whole game; anyone at the table may end it. No
clock runs in a pause (core/effects.py counts it like an away period of every seat), so nobody is
reminded or timed out in it; moves may still be made."""

from __future__ import annotations

from dataclasses import dataclass

from core.clock import DAY, PAUSE_DAYS, PAUSE_GAME_DAYS
from core.mail import Ask, Kind, Line
from core.store import ACTIVE, GameRow
from core.table.common import TableError, status_sentence
from core.table.games import Games, Room
from core.table.seats import Seats
from core.texts import text


@dataclass(frozen=True)
class PauseNews:
    """What a press of Agree (or `/games pause`) did: "asked", "agreed" (others must still agree),
    "started" (until `until`) or "ended"."""

    what: str
    days: int = 0
    until: float = 0.0
    waiting: tuple[int, ...] = ()


def people(row: GameRow) -> list[int]:
    """Who must agree to a pause: every person playing a seat themselves (not the AI after time-outs)."""
    return list(dict.fromkeys(s.user_id for s in row.seats if s.user_id is not None and not s.autopilot))


class Pauses(Room):
    def __init__(self, games: Games, seats: Seats) -> None:
        super().__init__(games)
        self.seats = seats

    async def pause(self, game_id: int, user_id: int, days: int) -> PauseNews:
        """Ask for a pause of `days` (or agree to the one asked with those days); 0 ends a running pause
        or withdraws the one asked. Refusals are sentences."""
        async with self.games.lock(game_id):
            row = await self.games.game_row(game_id)
            if row.status != ACTIVE:
                raise TableError(status_sentence(row))
            if user_id not in people(row):
                raise TableError(text("not_playing", game=row.id))
            now = self.now()
            periods = await self.store.pauses_of(row.id)
            running = next((until for start, until in periods if start <= now < until), None)
            if days == 0:
                return await self._end(row, running, now)
            if not 1 <= days <= PAUSE_DAYS:
                raise TableError(text("pause_days", most=PAUSE_DAYS))
            if running is not None:
                raise TableError(text("pause_running", game=row.id, until=int(running)))
            left = PAUSE_GAME_DAYS * DAY - sum(min(until, now) - start for start, until in periods)
            if days * DAY > left + 1.0:
                raise TableError(text("pause_cap", game=row.id, most=PAUSE_GAME_DAYS, left=int(max(0.0, left) // DAY)))
            asked = await self.store.pause_ask(row.id)
            if asked is not None and asked[0] != days:
                raise TableError(text("pause_other_asked", game=row.id, days=asked[0]))
            agreed = list(dict.fromkeys([*(asked[2] if asked else []), user_id]))
            waiting = tuple(u for u in people(row) if u not in agreed)
            if waiting:
                await self.store.put_pause_ask(row.id, days, asked[1] if asked else user_id, agreed,
                                               asked[3] if asked else now)
                await self.store.enqueue(row.id, (Kind.ASK, Ask(user=user_id, days=days, waiting=list(waiting),
                                                             first=asked is None)))
                self.games.written(row.id)
                return PauseNews("agreed" if asked else "asked", days, waiting=waiting)
            until = now + days * DAY
            await self.store.start_pause(row.id, now, until)
            await self.seats.settle(row, {}, [(Kind.LINE, Line(text="pause_started", until=until, game=row.id))])
            return PauseNews("started", days, until)

    async def _end(self, row: GameRow, running: float | None, now: float) -> PauseNews:
        if running is not None:
            await self.store.end_pause(row.id, now)
            await self.seats.settle(row, {}, [(Kind.LINE, Line(text="pause_ended"))])
            return PauseNews("ended")
        if await self.store.drop_pause_ask(row.id):
            await self.store.enqueue(row.id, (Kind.LINE, Line(text="pause_withdrawn")))
            self.games.written(row.id)
            return PauseNews("ended")
        raise TableError(text("pause_none", game=row.id))
