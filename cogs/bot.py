"""The Discord bot: storage, the table service, the desk, cogs for every registered game."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import json
import logging
import signal
import socket
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import registry
from cogs.commands import Translator, localise
from cogs.desk import Desk
from cogs.limits import NO_PINGS
from cogs.mail import Mailroom
from cogs.ui import Component
from core.config import Config
from core.health import run_sweeps
from core.outbox import Outbox
from core.store import Claim, Store, open_store
from core.table import IDLE_SECONDS, Table
from web.server import WebTable

log = logging.getLogger("boardhost")
OUTBOX_GRACE_SECONDS = 3.0
SHARED_POLL_SECONDS = 2.0  # with other processes on the store: how often to look for their timers and mail
SYNCED_TREE, SYNCED_GUILD = "command_tree", "command_guild"  # meta keys: what was last registered, where


class Boardhost(commands.Bot):
    # made in setup_hook, once connected
    store: Store
    claim: Claim | None
    desk: Desk
    outbox: Outbox

    def __init__(self, config: Config, cogs: dict[str, str] | None = None, **kwargs: Any) -> None:
        """`cogs` maps a game key to its cog module when that is not cogs/<key>.py (test games)."""
        # Slash commands and components only: no privileged intents needed.
        # Every command is for a server (none is offered in DMs) but `/games`, installable to a person too.
        shards = config.shards
        if shards.count > 1:  # several shards in one process: ShardedBoardhost
            kwargs |= ({"shard_ids": list(shards.mine)} if isinstance(self, commands.AutoShardedBot)
                       else {"shard_id": shards.mine[0]}) | {"shard_count": shards.count}
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, allowed_contexts=app_commands.AppCommandContext(guild=True),
                         allowed_installs=app_commands.AppInstallationType(guild=True),
                         allowed_mentions=NO_PINGS, **kwargs)  # a message pings only whom it names (limits.pings)
        self.config = config
        # Names this process in the leases it holds: the same machine and shards after a restart, so a
        # process that died takes its own leases back at once (others wait for them to run out).
        self.owner = f"{socket.gethostname()} shards {config.shards}"
        self.extensions_to_load = [*({s.key: s.cog for s in registry.enabled()} | (cogs or {})).values(),
                                   "cogs.games", "cogs.help"]
        self.background: list[asyncio.Task] = []
        self.web: WebTable | None = None  # the table in the browser, when WEB_URL is set

    async def setup_hook(self) -> None:
        store = open_store(self.config.database)
        self.claim = store.claim()  # SQLite: one bot per file (PostgreSQL is shared)
        self.store = await store.open()
        shards = self.config.shards
        table = Table(self.store, self.config.ai_delay, owner=self.owner, shards=shards,
                      poll=IDLE_SECONDS if shards.all_here else SHARED_POLL_SECONDS)
        self.desk = Desk(self, table)
        prefix = await table.setting("nonce_prefix")
        assert prefix is not None  # made by migration 0006
        mailroom = Mailroom(self, table, prefix)
        self.outbox = Outbox(self.store, mailroom.deliver, mailroom.undeliverable, owner=self.owner, shards=shards)
        table.mail_hooks.append(self.outbox.kick)
        if self.config.web.on:
            self.web = WebTable(table, self.config.web, self.is_member,
                                discord=(self.application_id, discord.http.Route.BASE))
            await self.web.start()
        self.add_dynamic_items(Component)
        for extension in self.extensions_to_load:
            await self.load_extension(extension)
        localise(self.tree)
        await self.tree.set_translator(Translator())
        await self.sync_commands()
        self.background = [asyncio.create_task(table.run_timers(), name="boardhost-timers"),
                           asyncio.create_task(self.outbox.resume(), name="boardhost-outbox-resume"),
                           asyncio.create_task(run_sweeps(table), name="boardhost-health")]
        if not shards.all_here:  # other processes share the store: look for their mail (and a dead one's)
            self.background.append(asyncio.create_task(self.outbox.watch(SHARED_POLL_SECONDS),
                                                       name="boardhost-outbox-watch"))
        if not shards.all_here or self.web is not None:  # hear of other processes' work at once (PostgreSQL)
            await self.store.listen(functools.partial(self.heard, table))

    def heard(self, table: Table, kind: str, game_ids: list[int]) -> None:
        """Another process queued mail or set a timer (PostgreSQL's NOTIFY): look for it now; the polls
        stay as the fallback. A move queues mail or sets a timer (most do both), so the web table's live
        pages of those games look at once too (their poll catches any other change within a second)."""
        if self.web is not None:
            for game_id in game_ids:
                self.web.live.kick(game_id)
        if kind == "mail":
            self.outbox.look_soon()
        elif kind == "timer":
            table.wake_timers()

    async def is_member(self, guild_id: int, user_id: int) -> bool:
        """Whether this person is a member of that server now (Discord's member lookup; the web table
        keeps the answer briefly)."""
        try:
            await self.http.get_member(guild_id, user_id)
        except discord.NotFound:
            return False
        except discord.HTTPException as error:  # Discord is unsure: no page this time
            log.warning("member lookup in server %s failed: %s", guild_id, error)
            return False
        return True

    async def tree_digest(self) -> str:
        """A hash of the command tree as Discord would get it (translations too), and of where it goes."""
        translator = self.tree.translator
        payload = [await command.get_translated_payload(self.tree, translator) if translator
                   else command.to_dict(self.tree) for command in self.tree.get_commands()]
        return hashlib.sha256(json.dumps([self.config.dev_guild, payload], sort_keys=True).encode()).hexdigest()

    async def sync_commands(self) -> None:
        """Register the slash commands, only when they changed since the last start (Discord
        rate-limits registration). With DEV_GUILD_ID they go to that server only and the global ones
        are cleared; without it, global ones, and the server that had them is cleared: never twice."""
        for command in self.tree.get_commands():
            if command.allowed_contexts is None:  # `/games` says where it is offered (cogs/games.py)
                command.guild_only = True
        if 0 not in self.config.shards.mine:
            log.info("slash commands are registered by the process holding shard 0, not this one")
            return
        digest = await self.tree_digest()
        if await self.store.get_meta(SYNCED_TREE) == digest:
            log.info("slash commands unchanged since they were last registered; not registering them again")
            return
        previous = await self.store.get_meta(SYNCED_GUILD)
        application = self.application_id
        assert application is not None  # known since login, before setup_hook
        if self.config.dev_guild:
            guild = discord.Object(self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            await self.http.bulk_upsert_global_commands(application, [])
        else:
            await self.tree.sync()
        if previous and int(previous) != self.config.dev_guild:
            await self.http.bulk_upsert_guild_commands(application, int(previous), [])
        await self.store.set_meta(SYNCED_GUILD, str(self.config.dev_guild or ""))
        await self.store.set_meta(SYNCED_TREE, digest)
        log.info("slash commands registered %s", f"in server {self.config.dev_guild}" if self.config.dev_guild
                 else "globally")

    async def close(self) -> None:
        """Stop the timers, let the presses being answered and the outbox finish what is in flight
        (the rest waits in the database for the next start), and only then close Discord's connection
        under them."""
        for task in self.background:
            task.cancel()
        await asyncio.gather(*self.background, return_exceptions=True)
        if self.web is not None:
            await self.web.close()
        settling = [self.desk.settle(OUTBOX_GRACE_SECONDS)] if getattr(self, "desk", None) else []
        if getattr(self, "outbox", None):
            settling.append(self.outbox.close(OUTBOX_GRACE_SECONDS))
        await asyncio.gather(*settling)  # presses being answered and posts in flight, side by side
        await super().close()
        if getattr(self, "desk", None):
            self.desk.table.close()
        if getattr(self, "store", None):
            await self.store.close()
        if claim := getattr(self, "claim", None):
            claim.release()


class ShardedBoardhost(Boardhost, commands.AutoShardedBot):
    """The bot holding several gateway shards in one process (SHARD_IDS names more than one)."""


def boardhost(config: Config, cogs: dict[str, str] | None = None) -> Boardhost:
    """The bot for these settings: one gateway connection, or several shards in this process."""
    return (ShardedBoardhost if len(config.shards.mine) > 1 else Boardhost)(config, cogs)


async def serve(config: Config, cogs: dict[str, str] | None = None) -> None:
    """Run the bot until it is stopped: SIGTERM (systemd's stop) and SIGINT (Ctrl-C) close it
    cleanly, letting the outbox finish what is in flight."""
    bot = boardhost(config, cogs)
    loop = asyncio.get_running_loop()
    stopping: list[asyncio.Task] = []

    def stop_on(sig: signal.Signals) -> None:
        stopping.append(asyncio.create_task(bot_stop(bot, sig)))

    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' event loop
            loop.add_signal_handler(sig, stop_on, sig)
    async with bot:
        await bot.start(config.token)
    await asyncio.gather(*stopping, return_exceptions=True)


async def bot_stop(bot: Boardhost, sig: signal.Signals) -> None:
    log.info("%s received: closing (the outbox gets %.0f s to finish)", sig.name, OUTBOX_GRACE_SECONDS)
    await bot.close()
