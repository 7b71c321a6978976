"""The expert AI's searches, off the event loop: an expert decision (engines/search.py, up to about half a
second of CPU) runs in a small pool of processes of its own, so no press ever waits behind it.

The pool starts on the first expert decision (a bot whose tables never seat an expert starts none), has
`SEARCHERS` processes (the rest of the machine answers presses and draws pictures), and runs them a
little nicer than the bot, so a busy core gives the event loop its turn first. A search is handed the
game, the state as JSON and the seed, and hands back the action id: the same seed gives the same choice
in the pool as in the bot's own process. Searches queue for the pool's processes (at most
`SEARCHERS` run at once). If a search process dies, that decision is the smart AI's (played in the bot,
in a few milliseconds) and the next expert decision starts a new pool.

The other levels (easy, smart) decide in the bot's process: a few milliseconds, not worth a trip.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from engines.base import Game, Rng

log = logging.getLogger("boardhost.table")

SEARCHERS = 1  # processes searching at once: the machine's other core answers presses and draws pictures
NICENESS = 5  # how much nicer a search process runs than the bot
POOLED_LEVELS = ("expert",)  # the levels whose decisions go to the pool


def _start_searcher() -> None:
    """In each search process, once: yield the CPU to the bot when both want it, and end with the bot
    however it ends (killed too: an idle search process would otherwise wait for work for ever)."""
    with contextlib.suppress(OSError):  # not allowed here: the search still runs, at the bot's priority
        os.nice(NICENESS)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True, name="searcher-watch").start()


def _end_with(sentinel: int) -> None:
    """Wait until the bot's process is gone, then end this one."""
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def search(game: Game, state: dict, seat: int, seed: int, level: str) -> str:
    """One decision, as a search process makes it (and as the bot would: the same seed, the same
    choice): `state` is the game's JSON."""
    return game.ai(game.load(state), seat, Rng(seed), level)


class Searches:
    """The pool of search processes of one table service (started on the first expert decision)."""

    def __init__(self, workers: int = SEARCHERS) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None
        self.searched = 0  # decisions the pool made (tests and the log read it)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn, not fork: the bot's process holds an event loop, threads and open connections
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_start_searcher)
            log.info("expert search pool started (%d process%s)", self.workers, "" if self.workers == 1 else "es")
        return self._pool

    async def choose(self, game: Game, state: object, seat: int, seed: int, level: str) -> str:
        """The action id an AI at `level` picks for `seat`; an expert's is searched in the pool while
        the event loop goes on."""
        if level not in POOLED_LEVELS:
            return game.ai(state, seat, Rng(seed), level)
        job = functools.partial(search, game, game.dump(state), seat, seed, level)
        try:
            action = await asyncio.get_running_loop().run_in_executor(self._executor(), job)
        except BrokenProcessPool:
            log.warning("the expert search process died; this decision is the smart AI's, the next starts a new pool")
            self._pool = None
            return game.ai(state, seat, Rng(seed), "smart")
        self.searched += 1
        return action

    def close(self) -> None:
        """Stop the search processes. A search in progress ends in its process; its decision was not
        committed, so its timer fires again (after a restart: as every timer does)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
