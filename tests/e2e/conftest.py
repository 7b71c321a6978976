"""Discord-level tests: the real discord.py client against a local fake Discord (tests/e2e/fakediscord).

Fixtures
--------
``fake_discord`` (function scope)
    A started ``FakeDiscord`` on 127.0.0.1 with discord.py patched to use it. At teardown it stops,
    undoes the patch and FAILS the test on ``fake.unhandled`` (routes the fake doesn't know),
    ``fake.violations`` (what real Discord would reject: limits, a second response (40060), no response
    within 3 s, a followup before any response) and logged ERRORs. A test that provokes a violation
    on purpose takes it with ``fake.pop_violations()``.

``run_bot`` (function scope)
    ``run_bot(bot)`` is an async context manager that runs any ``discord.Client``/``commands.Bot``
    against the fake: it sets ``guild_ready_timeout`` to 0.05 s, starts ``bot.start()`` as a task the
    fake watches (every wait fails fast if it dies), waits until ready (bounded), and captures ERROR
    records of the root and ``discord`` loggers (handler exceptions are only logged by discord.py).
    On exit it drains handler tasks (bounded), closes the bot, stops its views, and fails on errors.
    The same fake can run a second bot afterwards (a restart).

Writing the project's ``bot`` fixture on top of it::

    @pytest.fixture
    async def bot(fake_discord, run_bot, tmp_path):
        instance = make_bot(database=tmp_path / "boardhost.sqlite3")   # the real Bot class, dummy token ok
        async with run_bot(instance):        # setup_hook runs here: cogs load, tree.sync() hits the fake
            yield instance

A test then speaks Discord::

    async def test_new_game(fake_discord, bot):
        fake, alice = fake_discord, fake_discord.users["alice"]
        iid = await fake.send_slash("moonbots new", {"players": 3}, user=alice)
        answer = await fake.wait_callback(iid)                  # bounded (5 s)
        lobby = fake.original(iid)
        await fake.click_button(lobby, lobby.item(label="Join").custom_id, user=fake.users["bob"])
        thread = fake.threads()[-1]

Users: ``fake.users`` holds alice, bob, carol, dave, eve (members), mod (Manage Server), owner, and
stranger (not in the guild); ``fake.add_user(name)`` makes more. ``fake.add_guild(shard, shard_count)`` makes
another server (same members, its own "general" channel); the bot may connect once per gateway shard (several
processes, or one auto-sharded bot), and each connection gets its shard's servers and their events
(``fake.connected``: the shards connected now). Channels: ``fake.general``,
``fake.other``; ``fake.close_dms(user)`` makes DMs fail with 403/50007; ``await fake.deny(channel,
"attach_files")`` removes a permission from the bot there (403/50013 on the route, and in
``app_permissions``); ``await fake.delete_thread(thread)`` deletes a thread as a moderator would.
Faults: ``fake.fail(predicate, status)`` answers matching requests with an error instead of handling
them; ``fake.stall(predicate, event)`` handles them (the message is made) but holds the answer until the
event is set (the bot dies first). Like Discord, the fake remembers an enforced nonce for a few minutes
(``fake.nonce_memory``) and never shows it in history; ``fake.forget_nonces()`` lets those minutes pass.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager

import discord
import pytest

from .boardhost import make_bot
from .fakediscord import FakeDiscord, running_fake
from .fakediscord import run_bot as _run_bot


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    async with running_fake() as fake:
        yield fake
    problems = [f"unhandled route: {u}" for u in fake.unhandled]
    problems += [f"violation {v.code} on {v.route}: {v.message} {v.errors or ''}" for v in fake.violations]
    # Seats are written <s:N> inside the engines; anything sent to Discord must show names instead.
    problems += [f"a raw seat token was sent: {r.method} {r.path}" for r in fake.requests
                 if "<s:" in json.dumps(r.json)]
    if problems:
        pytest.fail("fake Discord saw problems:\n  " + "\n  ".join(problems))
    fake.check_log_errors()


@pytest.fixture
def run_bot(
    fake_discord: FakeDiscord,
) -> Callable[..., AbstractAsyncContextManager[discord.Client]]:
    def start(bot: discord.Client, **options: float | str) -> AbstractAsyncContextManager[discord.Client]:
        return _run_bot(fake_discord, bot, **options)  # type: ignore[arg-type]

    return start


@pytest.fixture
async def tally_bot(fake_discord, run_bot, database, with_tally) -> AsyncIterator[discord.Client]:
    """Boardhost with the test game Tally registered, running against the fake Discord on each store."""
    instance = make_bot(database)
    async with run_bot(instance):
        yield instance
