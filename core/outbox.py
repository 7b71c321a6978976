"""The outbox: every thread post and DM a move causes, delivered in order, once, never lost.

A move writes what it owes into the `outbox` table in its own transaction. One worker per game (a
lane) delivers that game's entries strictly in order: an entry is marked sent only after delivery
returned, a transient failure (5xx, rate limit, network) is retried with backoff before anything
later in the lane, and a permanent one (thread deleted, permission removed) is marked failed and
reported through `on_failure`. After a restart `resume()` restarts the lanes with entries left. No
discord here: `deliver` (the desk) turns an entry into a message and raises Transient or Permanent.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from core.store import Entry, Store

log = logging.getLogger("boardhost.outbox")

SENT, FAILED = "sent", "failed"
KEEP_SECONDS = 7 * 86400.0  # delivered entries are kept a week (to look into a complaint), then pruned


class Transient(Exception):
    """Delivery may work if tried again later."""


class Permanent(Exception):
    """Delivery can never work; the message is the reason, in words for the host."""


Deliver = Callable[[Entry], Awaitable[None]]
OnFailure = Callable[[Entry, str], Awaitable[None]]


class Outbox:
    def __init__(self, store: Store, deliver: Deliver, on_failure: OnFailure | None = None, *,
                 now: Callable[[], float] = time.time, retry_base: float = 2.0, retry_cap: float = 600.0,
                 max_attempts: int = 12) -> None:
        self.store = store
        self.deliver = deliver
        self.on_failure = on_failure
        self.now = now
        self.retry_base, self.retry_cap, self.max_attempts = retry_base, retry_cap, max_attempts
        self._lanes: dict[int, asyncio.Task] = {}
        self._again: set[int] = set()
        self._closing = False

    def kick(self, game_id: int) -> None:
        """Make sure the game's worker runs: call after committing entries."""
        if self._closing:
            return
        if game_id in self._lanes:
            self._again.add(game_id)
            return
        self._lanes[game_id] = asyncio.create_task(self._work(game_id), name=f"boardhost-outbox-{game_id}")

    async def resume(self) -> None:
        """Restart every lane with undelivered entries (after a restart); forget old delivered ones."""
        await self.store.prune_outbox(self.now() - KEEP_SECONDS)
        for game_id in await self.store.lanes_with_mail():
            self.kick(game_id)

    async def idle(self) -> None:
        """Wait until every lane has delivered what it had (for tests and the command line)."""
        while self._lanes:
            await asyncio.gather(*self._lanes.values(), return_exceptions=True)

    async def close(self, grace: float = 2.0) -> None:
        """Let deliveries in flight finish for up to `grace` seconds; what is left waits for the next
        start (an entry is only marked sent once delivered)."""
        self._closing = True
        lanes = list(self._lanes.values())
        if lanes:
            _, late = await asyncio.wait(lanes, timeout=grace)
            for task in late:
                task.cancel()
            await asyncio.gather(*late, return_exceptions=True)

    async def _work(self, game_id: int) -> None:
        try:
            while not self._closing:
                self._again.discard(game_id)
                entry = await self.store.next_entry(game_id)
                if entry is None:
                    if game_id in self._again:
                        continue
                    return
                await self._deliver_one(entry)
        finally:
            self._lanes.pop(game_id, None)

    async def _deliver_one(self, entry: Entry) -> None:
        wait = entry.next_try - self.now()
        if wait > 0:
            await asyncio.sleep(wait)
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
