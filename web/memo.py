"""Answers kept a short while and shared while being made: a hundred readers of one game asking at once
after a move make one picture, one set of words, one read of a person's settings."""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Memo(Generic[V]):
    def __init__(self, seconds: float, most: int, now: Callable[[], float] = time.monotonic) -> None:
        self.seconds, self.most, self.now = seconds, most, now
        self._kept: OrderedDict[Hashable, tuple[asyncio.Future[V], float]] = OrderedDict()

    async def get(self, key: Hashable, make: Callable[[], Awaitable[V]]) -> V:
        """The value kept for `key` (or being made), else `make()`'s, kept `seconds`. A failure is not kept;
        a reader who leaves does not cancel the making for the others."""
        kept = self._kept.get(key)
        if kept is not None and self.now() - kept[1] < self.seconds:
            return await asyncio.shield(kept[0])
        task: asyncio.Future[V] = asyncio.ensure_future(make())
        self._kept[key] = (task, self.now())
        self._kept.move_to_end(key)
        while len(self._kept) > self.most:
            self._kept.popitem(last=False)
        try:
            return await asyncio.shield(task)
        except Exception:
            if self._kept.get(key, (None, 0.0))[0] is task:
                del self._kept[key]
            raise

    def forget(self, key: Hashable) -> None:
        self._kept.pop(key, None)
