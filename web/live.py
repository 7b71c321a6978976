"""Pages that follow their game: one watcher per process polls the versions of every game someone is
looking at (one light query for all of them, however many viewers), and wakes at once when this
process commits a move (the table service's commit hook, `kick`). Another process's moves are seen
within `poll` seconds; a store that can push changes (PostgreSQL LISTEN/NOTIFY) calls `kick` too, and
the poll stays as the fallback. No state here that another process lacks: versions come from the store."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from core.store import Store

log = logging.getLogger("boardhost.web")
POLL_SECONDS = 1.0


class Live:
    def __init__(self, store: Store, poll: float = POLL_SECONDS) -> None:
        self.store = store
        self.poll = poll
        self._viewers: dict[int, set[asyncio.Queue[int]]] = {}
        self._known: dict[int, int] = {}
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def kick(self, game_id: int) -> None:
        """A game changed (a commit here, or a notification from the store): look now."""
        if game_id in self._viewers:
            self._wake.set()

    def known(self, game_id: int) -> int:
        """The newest version seen of a game someone follows here (0: nobody follows it)."""
        return self._known.get(game_id, 0)

    @property
    def viewers(self) -> int:
        return sum(len(queues) for queues in self._viewers.values())

    @contextlib.asynccontextmanager
    async def follow(self, game_id: int, version: int) -> AsyncIterator[asyncio.Queue[int]]:
        """A queue that receives the game's new version each time it moves past `version`."""
        queue: asyncio.Queue[int] = asyncio.Queue(maxsize=8)
        self._viewers.setdefault(game_id, set()).add(queue)
        self._known.setdefault(game_id, version)
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._watch(), name="boardhost-web-live")
        if self._known[game_id] != version:
            queue.put_nowait(self._known[game_id])
        try:
            yield queue
        finally:
            queues = self._viewers.get(game_id, set())
            queues.discard(queue)
            if not queues:
                self._viewers.pop(game_id, None)
                self._known.pop(game_id, None)

    async def _watch(self) -> None:
        while self._viewers:
            self._wake.clear()  # before the read: a kick during it looks again at once
            try:
                versions = await self.store.versions(list(self._viewers))
            except Exception:  # the store is away for a moment: the pages wait, the next poll retries
                log.warning("the web table could not read the games' versions", exc_info=True)
                versions = {}
            for game_id, version in versions.items():
                if self._known.get(game_id, version) != version:
                    self._known[game_id] = version
                    for queue in list(self._viewers.get(game_id, ())):
                        if queue.full():
                            queue.get_nowait()
                        queue.put_nowait(version)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.poll)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
