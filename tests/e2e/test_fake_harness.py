"""The harness must fail loudly: a handler exception or a dead bot task fails the wait at once."""

from __future__ import annotations

import time

import discord
import pytest
from discord.ext import commands

from .fakediscord import run_bot, running_fake

# A fake outside the fixture, so these tests can inspect what the fixture would fail on.
standalone_fake = running_fake


def boom_bot() -> commands.Bot:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

    @bot.tree.command(description="Raises")
    async def boom(interaction: discord.Interaction) -> None:
        raise RuntimeError("kaboom")

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


async def test_handler_exception_fails_the_wait_at_once() -> None:
    async with standalone_fake() as fake:
        started = time.monotonic()
        with pytest.raises(AssertionError, match="(?s)logged errors.*kaboom"):
            async with run_bot(fake, boom_bot()):
                await fake.wait_callback(await fake.send_slash("boom"))
        assert time.monotonic() - started < 2
        fake.log_errors.clear()
    assert [v.message for v in fake.violations] == [f"interaction {iid} was never answered"
                                                    for iid in fake.interactions]


async def test_malformed_gateway_payload_kills_the_bot_and_the_wait_says_so() -> None:
    async with standalone_fake() as fake:
        with pytest.raises(AssertionError, match="bot task has ended: KeyError"):
            async with run_bot(fake, boom_bot()):
                await fake.dispatch("INTERACTION_CREATE", {"id": "1", "type": 2})  # no token, version, ...
                await fake.wait_until(lambda: None, "anything")
