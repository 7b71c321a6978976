"""Pictures drawn in worker processes. Drawing and PNG encoding are Python and Pillow work that holds the
interpreter's lock most of the time: in threads of the bot's own process they stall the event loop
(every press, commit and post waits for the loop to come back). Worker processes, one per core, draw
instead, so the loop only hands them a view and takes back the PNG bytes.

- Started at the first picture (a process that never draws never pays for them) from a fork server
  that has the renderers imported once, and shut down with the bot (`shutdown`, also at exit).
- A bounded queue: at most QUEUE pictures are waiting or being drawn. Pictures that are an answer (the
  Table button, a glance a turn post needs) wait for room, first come first. A picture a press asked for
  on the side (its panel's picture, which follows the answer in an edit) waits behind them, in a lane
  of its own, and is drawn when the queue has room: it never delays an answer. At most LATER side
  pictures wait; one more drops the one that waited longest (`Busy`), whose panel says so in words
  (cogs/panel.py): never a silent gap.
- The turn posts' glances take at most POSTS workers at once, so catching up after a restart never
  holds the presses' pictures.
- A drawing function a worker cannot import by name (a test's stand-in) is drawn in a thread here."""

from __future__ import annotations

import asyncio
import atexit
import collections
import contextlib
import functools
import multiprocessing
import os
import select
import sys
import threading
import types
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.synchronize import Barrier
from threading import BrokenBarrierError

from core.table.common import Drawn, drawn_in

PROCESSES = max(1, os.cpu_count() or 1)  # workers drawing pictures
QUEUE = 4 * PROCESSES  # pictures waiting or being drawn, at most (beyond it a side picture is dropped)
POSTS = max(1, PROCESSES - 1)  # glances of turn posts drawn at once, at most
LATER = 16 * PROCESSES  # side pictures waiting for room, at most (one more drops the oldest: Busy)
PRELOADED = ["core.table.common", "renderers"]  # imported once in the fork server, before any worker
# The workers' priority: a little below the bot's (nice 5: a quarter of a core's share against the loop's
# process), so the cores go to presses, commits and posts first and pictures take what is left. At nice 0
# the load test's loop lagged p99 24 ms and PostgreSQL commits p50 12 ms (pictures took the cores from the
# loop); at nice 5, 15.5 ms and 8 ms. Nice 10 starved pictures tenfold on a machine busy with other work.
NICENESS = 5
STARTING = 60  # seconds a worker waits for the others to start (the fork server's imports come first)


class Busy(Exception):
    """Too many side pictures wait to be drawn: this one (the one that waited longest) is not drawn."""


class Drawers:
    """A table's queue of pictures to draw, drawn by the process's workers (`workers()`)."""

    def __init__(self, queue: int = QUEUE, posts: int = POSTS, later: int = LATER) -> None:
        self.queue = queue
        self.later = later
        self.threads: ThreadPoolExecutor | None = None
        self.in_flight = 0  # pictures being drawn (or handed their turn and about to be)
        self.dropped = 0  # side pictures not drawn because too many waited
        self.waited = 0  # side pictures drawn after waiting for room
        self._answers: collections.deque[asyncio.Future[None]] = collections.deque()  # pictures that answer, waiting
        self._side: collections.deque[asyncio.Future[None]] = collections.deque()  # side pictures, waiting
        self._posts = asyncio.Semaphore(posts)

    async def _executor(self, draw: Callable[..., object]) -> Executor:
        if not by_name(draw):
            if self.threads is None:
                self.threads = ThreadPoolExecutor(2, thread_name_prefix="boardhost-draw")
            return self.threads
        # starting the workers waits for the fork server to import the renderers: never on the loop
        return _workers if _workers is not None else await asyncio.to_thread(workers)

    async def draw(self, locale: str, draw: Callable[..., Drawn], *args: object, side: bool = False,
                   post: bool = False) -> Drawn:
        """`draw(*args)` speaking `locale`, in a worker, when the queue has room. `side`: behind every
        picture that answers, and dropped (Busy) when more than LATER side pictures wait and it has
        waited longest. `post`: a turn post's glance (at most POSTS at once; the others wait outside the
        queue, so a catch-up of many posts never fills it and holds a press's picture)."""
        if post:
            async with self._posts:
                return await self._queued(locale, draw, args, side)
        return await self._queued(locale, draw, args, side)

    @property
    def waiting(self) -> int:
        """Pictures waiting for room (answers and side pictures)."""
        return len(self._answers) + len(self._side)

    async def _queued(self, locale: str, draw: Callable[..., Drawn], args: tuple, side: bool) -> Drawn:
        await self._turn(side)
        try:
            return await self._run(locale, draw, args)
        finally:
            self.in_flight -= 1
            self._hand_on()

    async def _turn(self, side: bool) -> None:
        """Wait for this picture's turn: a place among the QUEUE being drawn (taken when this returns)."""
        if self.in_flight < self.queue and not self._answers and not (side and self._side):
            self.in_flight += 1
            return
        if side and len(self._side) >= self.later:
            oldest = self._side.popleft()
            self.dropped += 1
            oldest.set_exception(Busy())
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        (self._side if side else self._answers).append(turn)
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # its place was given to it: hand it on
                self.in_flight -= 1
                self._hand_on()
            else:
                with contextlib.suppress(ValueError):
                    (self._side if side else self._answers).remove(turn)
            raise
        if side:
            self.waited += 1

    def _hand_on(self) -> None:
        """Places free in the queue go to the pictures waiting: answers first, then side pictures."""
        while self.in_flight < self.queue and (self._answers or self._side):
            turn = (self._answers or self._side).popleft()
            if turn.done():  # its picture is no longer wanted (cancelled)
                continue
            self.in_flight += 1
            turn.set_result(None)

    async def _run(self, locale: str, draw: Callable[..., Drawn], args: tuple) -> Drawn:
        job = functools.partial(drawn_in, locale, draw, *args)
        try:
            return await asyncio.get_running_loop().run_in_executor(await self._executor(draw), job)
        except BrokenProcessPool:  # a worker died (killed, out of memory): start them again, once
            shutdown()
            return await asyncio.get_running_loop().run_in_executor(await self._executor(draw), job)

    def close(self) -> None:
        """Stop this table's own drawing threads (the process's workers stay: `shutdown`)."""
        if self.threads is not None:
            self.threads.shutdown(wait=False, cancel_futures=True)
            self.threads = None


def by_name(draw: Callable[..., object]) -> bool:
    """Whether a worker process can find `draw` by its module and name (a renderer's function)."""
    module, name = getattr(draw, "__module__", None) or "", getattr(draw, "__qualname__", "")
    return module.startswith("renderers") and "<" not in name


_workers: ProcessPoolExecutor | None = None


_starting = threading.Lock()


def workers() -> ProcessPoolExecutor:
    """The process's drawing workers, started now if they are not running (in a thread: it takes the
    fork server's imports): all of them at once, from a fork server that imported the renderers, and
    none of them running the program's main module again (multiprocessing would, in each: the bot's,
    a script's, pytest's; the main module is hidden from it while they start)."""
    global _workers
    with _starting:
        if _workers is not None:
            return _workers
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOADED)
        # Each worker waits at `started` until all have started: a submit starts a worker only while none
        # is idle, so a first worker already done with its job would leave the next to start later, when
        # the main module is no longer hidden.
        started = context.Barrier(PROCESSES)
        pool = ProcessPoolExecutor(PROCESSES, mp_context=context, initializer=worker_start,
                                   initargs=(os.getpid(), NICENESS, started))
        main = sys.modules["__main__"]
        sys.modules["__main__"] = types.ModuleType("__main__")  # no file, no spec: nothing to run again
        try:
            for _ in range(PROCESSES):
                pool.submit(os.getpid)  # each submit starts one worker (none is idle: all wait at `started`)
        finally:
            sys.modules["__main__"] = main
        _workers = pool
        return pool


def worker_start(parent: int, niceness: int, started: Barrier | None = None) -> None:
    """In each worker as it starts: take its priority (`niceness`, NICENESS), and end when the bot
    process `parent` ends, however it ends (killed: its workers would otherwise wait for work forever,
    and the fork server with them); then wait at `started` until every worker has started."""
    os.nice(niceness)
    try:
        watched = os.pidfd_open(parent)
    except (AttributeError, OSError):  # no pidfd here (not Linux 5.3+), or the bot is gone already
        if not _alive(parent):
            os._exit(0)
    else:
        def watch() -> None:
            select.select([watched], [], [])  # readable once the process has ended
            os._exit(0)

        threading.Thread(target=watch, name="boardhost-draw-parent", daemon=True).start()
    if started is not None:
        with contextlib.suppress(BrokenBarrierError):  # a worker that never came: the others draw on
            started.wait(timeout=STARTING)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def shutdown(wait: bool = False) -> None:
    """Stop the process's drawing workers (also at the interpreter's exit; `wait`: until they have
    exited); a picture drawn after it starts them again."""
    global _workers
    if _workers is not None:
        pool, _workers = _workers, None
        pool.shutdown(wait=wait, cancel_futures=True)


atexit.register(shutdown)
