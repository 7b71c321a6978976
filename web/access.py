"""Who may look, and how often: a game is shown to its players and to the members of its server
(asked of Discord through the bot, the answer kept briefly); requests are counted per session and per
address (a token bucket each, per process)."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from core.store import GameRow

MEMBER_SECONDS = 60.0  # how long Discord's answer "is a member" (or not) is kept
MEMBERS_KEPT = 10_000
IsMember = Callable[[int, int], Awaitable[bool]]  # (server id, user id) -> a member of that server now


class Access:
    def __init__(self, is_member: IsMember, now: Callable[[], float] = time.monotonic) -> None:
        self.is_member = is_member
        self.now = now
        self._members: OrderedDict[tuple[int, int], tuple[bool, float]] = OrderedDict()

    async def member(self, guild_id: int, user_id: int) -> bool:
        key = (guild_id, user_id)
        kept = self._members.get(key)
        if kept is not None and self.now() - kept[1] < MEMBER_SECONDS:
            return kept[0]
        answer = await self.is_member(guild_id, user_id)
        self._members[key] = (answer, self.now())
        self._members.move_to_end(key)
        while len(self._members) > MEMBERS_KEPT:
            self._members.popitem(last=False)
        return answer

    async def may_see(self, row: GameRow, user_id: int) -> bool:
        """A player of the game (also one who resigned), or a member of its server. Nothing is public."""
        if any(user_id in (seat.user_id, seat.resigned_user) for seat in row.seats):
            return True
        return row.guild_id is not None and await self.member(row.guild_id, user_id)


class Buckets:
    """A token bucket per key: `burst` requests at once, then `rate` per second."""

    def __init__(self, rate: float, burst: float, now: Callable[[], float] = time.monotonic,
                 most: int = 50_000) -> None:
        self.rate, self.burst, self.now, self.most = rate, burst, now, most
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str, cost: float = 1.0) -> bool:
        now = self.now()
        tokens, at = self._buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        allowed = tokens >= cost
        self._buckets[key] = (tokens - cost if allowed else tokens, now)
        self._buckets.move_to_end(key)
        while len(self._buckets) > self.most:
            self._buckets.popitem(last=False)
        return allowed
