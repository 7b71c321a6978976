"""The Discord bot: storage, the table service, the desk, cogs for every registered game."""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import commands

from cogs.mail import Mailroom
from cogs.table import Desk
from cogs.ui import Component
from core.config import Config
from core.outbox import Outbox
from core.store import Store
from core.table import Table
from engines import GAMES

log = logging.getLogger("boardhost")
OUTBOX_GRACE_SECONDS = 3.0


class Boardhost(commands.Bot):
    def __init__(self, config: Config, cogs: dict[str, str] | None = None, **kwargs: object) -> None:
        """`cogs` maps a game key to its cog module when that is not cogs/<key>.py (test games)."""
        # Slash commands and components only: no privileged intents needed.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, **kwargs)
        self.config = config
        self.extensions_to_load = [*({key: f"cogs.{key}" for key in GAMES} | (cogs or {})).values(), "cogs.games",
                                   "cogs.help"]
        self.background: list[asyncio.Task] = []

    async def setup_hook(self) -> None:
        self.store = await Store(self.config.database).open()
        table = Table(self.store, self.config.ai_delay)
        self.desk = Desk(self, table)
        mailroom = Mailroom(self, table)
        self.outbox = Outbox(self.store, mailroom.deliver, mailroom.undeliverable)
        table.mail_hooks.append(self.outbox.kick)
        self.add_dynamic_items(Component)
        for extension in self.extensions_to_load:
            await self.load_extension(extension)
        await self.sync_commands()
        self.background = [asyncio.create_task(table.run_timers(), name="boardhost-timers"),
                           asyncio.create_task(self.outbox.resume(), name="boardhost-outbox-resume")]

    async def sync_commands(self) -> None:
        if self.config.dev_guild:
            guild = discord.Object(self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def close(self) -> None:
        """Stop the timers, let the outbox finish what is in flight (the rest waits in the database
        for the next start), and only then close Discord's connection under it."""
        for task in self.background:
            task.cancel()
        await asyncio.gather(*self.background, return_exceptions=True)
        if getattr(self, "outbox", None):
            await self.outbox.close(OUTBOX_GRACE_SECONDS)
        await super().close()
        if getattr(self, "store", None):
            await self.store.close()
