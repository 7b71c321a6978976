"""The outbox: every thread post and DM a move causes, delivered in order, once, never lost.

A move writes what it owes into the `outbox` table in its own transaction. A game's entries are
delivered strictly in order by one lane at a time: an entry is marked sent only after delivery
returned, a transient failure (5xx, rate limit, network) is retried with backoff before anything
later of that game, and a permanent one (thread deleted, permission removed) is marked failed and
reported through `on_failure`. A bounded number of lanes (`LANES`) serve every game: games with new
mail first, then the ones owed since before a restart, oldest first (`resume()`), so catching up on
thousands of owed posts costs a few lanes' memory and never crowds out live play. The moment of an
entry's first try is stored before it is made, so any later try (after a timeout or a crash) knows
that the message may already exist and can look for it first. With several processes on one store,
a lane is held by one process at a time (a lease on the game, renewed while it delivers, lost some
seconds after its holder dies), and `watch()` looks for lanes nobody delivers. No discord here:
`deliver` (the desk) turns an entry into a message and raises Transient or Permanent.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable

from core.config import UNSHARDED, Shards
from core.store import GRACE_SECONDS, LEASE_SECONDS, Entry, Store

log = logging.getLogger("boardhost.outbox")

SENT, FAILED = "sent", "failed"
KEEP_SECONDS = 7 * 86400.0  # delivered entries are kept a week (to look into a complaint), then pruned
LANES = 8  # games delivered at once
WAIT_IN_LANE = 1.0  # a retry due sooner is waited for in the lane; a later one gives the lane to other games
RECLAIM_SECONDS = 1.0  # a lane another process holds is asked for again this much later


class Transient(Exception):
    """Delivery may work if tried again later."""


class Permanent(Exception):
    """Delivery can never work; the message is the reason, in words for the host."""


Deliver = Callable[[Entry], Awaitable[None]]
OnFailure = Callable[[Entry, str], Awaitable[None]]


class Outbox:
    def __init__(self, store: Store, deliver: Deliver, on_failure: OnFailure | None = None, *,
                 now: Callable[[], float] = time.time, retry_base: float = 2.0, retry_cap: float = 600.0,
                 max_attempts: int = 12, lanes: int = LANES, owner: str = "", shards: Shards = UNSHARDED) -> None:
        """`owner` names this process in the lanes it holds; `shards`: the gateway shards it holds
        (their games' mail owed from before goes to it first)."""
        self.store = store
        self.owner, self.shards = owner, shards
        self._held: dict[int, float] = {}  # game -> until when this process holds its lane
        self.deliver = deliver
        self.on_failure = on_failure
        self.now = now
        self.retry_base, self.retry_cap, self.max_attempts = retry_base, retry_cap, max_attempts
        self.lanes = lanes
        self._live: deque[int] = deque()  # games with new mail, in the order it came
        self._owed: deque[int] = deque()  # games owed mail since before the start, oldest first
        self._queued: set[int] = set()
        self._busy: set[int] = set()  # games a lane is delivering now
        self._again: set[int] = set()  # busy games kicked meanwhile: look again before leaving them
        self._workers: set[asyncio.Task] = set()
        self._retries: dict[int, asyncio.TimerHandle] = {}
        self._closing = False
        self._looking: asyncio.Task | None = None  # a look for owed lanes told by another process (`look_soon`)
        self._look_again = False

    def kick(self, game_id: int) -> None:
        """Make sure the game's mail gets delivered: call after committing entries."""
        self._enter(game_id, self._live)

    def _enter(self, game_id: int, queue: deque[int]) -> None:
        if self._closing:
            return
        if game_id in self._busy:
            self._again.add(game_id)
        elif game_id not in self._queued:
            self._queued.add(game_id)
            queue.append(game_id)
            if len(self._workers) < self.lanes:
                worker = asyncio.create_task(self._lane(), name="boardhost-outbox-lane")
                self._workers.add(worker)
                worker.add_done_callback(self._workers.discard)

    async def resume(self) -> None:
        """Queue every game with undelivered entries (after a restart), oldest mail first; forget old
        delivered ones."""
        await self.store.prune_outbox(self.now() - KEEP_SECONDS)
        await self._look()

    async def _look(self) -> None:
        for game_id in await self.store.lanes_with_mail(self.now(), self.shards, GRACE_SECONDS, self.owner):
            self._enter(game_id, self._owed)

    def look_soon(self) -> None:
        """Another process queued mail (PostgreSQL told us): look for lanes to deliver now, not at the next
        `watch`. Looks never overlap: one told meanwhile looks again once this one is done."""
        if self._closing:
            return
        if self._looking is not None and not self._looking.done():
            self._look_again = True
            return
        self._looking = asyncio.create_task(self._look_told(), name="boardhost-outbox-told")

    async def _look_told(self) -> None:
        again = True
        while again and not self._closing:
            self._look_again = False
            try:
                await self._look()
            except Exception:  # the database is away for a moment: `watch` looks again later
                log.exception("looking for owed mail failed")
            again = self._look_again

    async def watch(self, every: float) -> None:
        """Forever, every `every` seconds: queue the lanes nobody delivers (mail other processes
        queued, or a dead one left). Only needed with several processes on one store."""
        while True:
            await asyncio.sleep(every)
            try:
                await self._look()
            except Exception:  # the database is away for a moment: look again next time
                log.exception("looking for owed mail failed")

    @property
    def backlog(self) -> int:
        """Games waiting for a lane."""
        return len(self._queued)

    async def idle(self) -> None:
        """Wait until every lane has delivered what it had (for tests and the command line)."""
        while self._workers or self._retries:
            if self._workers:
                await asyncio.gather(*self._workers, return_exceptions=True)
            else:
                await asyncio.sleep(0.01)

    async def close(self, grace: float = 2.0) -> None:
        """Let deliveries in flight finish for up to `grace` seconds; what is left waits for the next
        start (an entry is only marked sent once delivered)."""
        self._closing = True
        for handle in self._retries.values():
            handle.cancel()
        self._retries.clear()
        lanes = list(self._workers)
        if lanes:
            _, late = await asyncio.wait(lanes, timeout=grace)
            for task in late:
                task.cancel()
            await asyncio.gather(*late, return_exceptions=True)

    async def _lane(self) -> None:
        """Deliver one game's mail after another while any game waits."""
        while not self._closing and (self._live or self._owed):
            game_id = (self._live or self._owed).popleft()
            self._queued.discard(game_id)
            self._busy.add(game_id)
            try:
                if await self._hold(game_id):
                    try:
                        await self._work(game_id)
                    finally:
                        self._held.pop(game_id, None)
                        await self.store.release_lane(game_id, self.owner)
                else:  # another process delivers this game's mail now; ask again soon (it may have died)
                    self._retry_later(game_id, RECLAIM_SECONDS)
            finally:
                self._busy.discard(game_id)
            if game_id in self._again:
                self._again.discard(game_id)
                self._enter(game_id, self._live)

    async def _hold(self, game_id: int) -> bool:
        """Hold (or keep holding) the game's lane; renewed once half of the lease has passed."""
        now = self.now()
        if self._held.get(game_id, 0.0) - LEASE_SECONDS / 2 > now:
            return True
        if not await self.store.claim_lane(game_id, self.owner, now, LEASE_SECONDS):
            return False
        if game_id not in self._held:
            log.debug("lane claimed: game %s", game_id)
        self._held[game_id] = now + LEASE_SECONDS
        return True

    async def _work(self, game_id: int) -> None:
        while not self._closing and await self._hold(game_id):
            self._again.discard(game_id)
            entry = await self.store.next_entry(game_id)
            if entry is None:
                if game_id in self._again:
                    continue
                return
            wait = entry.next_try - self.now()
            if wait > WAIT_IN_LANE:
                self._retry_later(game_id, wait)
                return
            await self._deliver_one(entry)

    def _retry_later(self, game_id: int, wait: float) -> None:
        def due() -> None:
            self._retries.pop(game_id, None)
            self.kick(game_id)

        if game_id not in self._retries:
            self._retries[game_id] = asyncio.get_running_loop().call_later(wait, due)

    async def _deliver_one(self, entry: Entry) -> None:
        wait = entry.next_try - self.now()
        if wait > 0:
            await asyncio.sleep(wait)
        if entry.tried_at is None:  # stored before the first try: a later one knows it may have arrived
            await self.store.entry_tried(entry.id, self.now())
        try:
            await self.deliver(entry)
        except Transient as error:
            await self._later(entry, str(error))
        except Permanent as error:
            await self._fail(entry, str(error))
        except Exception as error:
            log.exception("game %s: delivering outbox entry %s (%s) failed", entry.game_id, entry.id, entry.kind)
            await self._fail(entry, f"an internal error ({type(error).__name__})")
        else:
            await self.store.entry_done(entry.id, SENT, self.now())

    def backoff(self, attempts: int) -> float:
        return min(self.retry_cap, self.retry_base * 2 ** (attempts - 1))

    async def _later(self, entry: Entry, reason: str) -> None:
        attempts = entry.attempts + 1
        if attempts >= self.max_attempts:
            await self._fail(entry, f"{reason} (gave up after {attempts} tries)")
            return
        log.warning("game %s: outbox entry %s (%s) failed, try %s: %s", entry.game_id, entry.id, entry.kind,
                    attempts, reason)
        await self.store.entry_later(entry.id, attempts, self.now() + self.backoff(attempts), reason)

    async def _fail(self, entry: Entry, reason: str) -> None:
        log.warning("game %s: outbox entry %s (%s) can't be delivered: %s", entry.game_id, entry.id, entry.kind,
                    reason)
        await self.store.entry_done(entry.id, FAILED, self.now(), reason)
        if self.on_failure is not None:
            with contextlib.suppress(Transient, Permanent):
                await self.on_failure(entry, reason)
