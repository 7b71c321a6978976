"""Run any discord.Client / commands.Bot against a started FakeDiscord, bounded and error-checked."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import subprocess
from collections.abc import AsyncIterator
from typing import TypeVar

import discord

from .server import FakeDiscord

ClientT = TypeVar("ClientT", bound=discord.Client)
# tasks discord.py spawns per event / interaction; they are drained before the bot closes (pitfall 18)
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-view-dispatch-", "discord-ui-dynamic-item-",
                 "discord-ui-modal-dispatch-", "discord.py: ")


class ErrorCapture(logging.Handler):
    """Hands every ERROR record of the root and `discord` loggers to the fake (once each)."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(logging.ERROR)
        self.fake = fake
        self.seen: set[int] = set()
        self.loggers = [logging.getLogger(), logging.getLogger("discord")]
        self.levels = [lg.level for lg in self.loggers]

    def emit(self, record: logging.LogRecord) -> None:
        if id(record) not in self.seen:
            self.seen.add(id(record))
            self.fake.note_log_error(record)

    def attach(self) -> None:
        for lg in self.loggers:
            lg.addHandler(self)
            if lg.level > logging.ERROR:
                lg.setLevel(logging.ERROR)

    def detach(self) -> None:
        for lg, level in zip(self.loggers, self.levels, strict=True):
            lg.removeHandler(self)
            lg.setLevel(level)


@contextlib.asynccontextmanager
async def run_bot(fake: FakeDiscord, bot: ClientT, *, token: str = "fake-token", ready_timeout: float = 10.0,
                  drain_timeout: float = 5.0) -> AsyncIterator[ClientT]:
    """Start `bot` against `fake`, wait (bounded) until it is ready, yield it; at exit drain handler
    tasks, close the bot and fail if it logged an ERROR, died, or left handlers running. The bounds
    end waits that go on the moment what they wait for happens: they are wide for a busy machine."""
    bot._connection.guild_ready_timeout = min(bot._connection.guild_ready_timeout, 0.05)
    capture = ErrorCapture(fake)
    capture.attach()
    task = asyncio.create_task(bot.start(token), name="fake-discord: bot.start")
    fake.watch_task(task)
    try:
        await _wait_ready(bot, task, ready_timeout)
        yield bot
        stuck = await _drain(drain_timeout)
        fake.check_alive()
        if stuck:
            raise AssertionError(f"handler tasks still running {drain_timeout} s after the test: {stuck}")
    finally:
        await _shutdown(bot, task)
        fake.unwatch_task(task)
        capture.detach()
    fake.check_log_errors()


async def _wait_ready(bot: discord.Client, task: asyncio.Task[None], timeout: float) -> None:
    waiter = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait({task, waiter}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    if waiter not in done:
        waiter.cancel()
        exc = task.exception() if task.done() and not task.cancelled() else None
        raise AssertionError(f"the bot was not ready within {timeout} s (task ended: {exc!r})") from exc


async def _drain(timeout: float) -> list[str]:
    """Wait for discord.py's handler tasks (including ones they spawn); return the names still running."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        pending = [t for t in asyncio.all_tasks() if t.get_name().startswith(HANDLER_TASKS) and not t.done()]
        if not pending:
            return []
        remaining = deadline - loop.time()
        if remaining <= 0:
            for t in pending:
                t.cancel()
            return sorted(t.get_name() for t in pending)
        await asyncio.wait(pending, timeout=remaining)


async def _shutdown(bot: discord.Client, task: asyncio.Task[None]) -> None:
    store = bot._connection._view_store
    views = {item.view for items in store._views.values() for item in items.values() if item.view}
    await bot.close()
    for view in views:
        view.stop()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await asyncio.wait_for(task, 5.0)


@contextlib.asynccontextmanager
async def running_fake() -> AsyncIterator[FakeDiscord]:
    """A started fake with discord.py pointed at it; undone and stopped on exit."""
    fake = FakeDiscord()
    await fake.start()
    undo = fake.patch_discord_py()
    try:
        yield fake
    finally:
        undo()
        await fake.stop()


def stop_process(process: subprocess.Popen, grace: float = 10.0) -> None:
    """Stop a bot process by its own PID: SIGINT, then kill if it lingers."""
    process.send_signal(signal.SIGINT)
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
