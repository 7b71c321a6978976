"""Sending an outbox entry's message on Discord, once: to the game's thread or a person's DMs.

Each message is made once: it carries a nonce unique to its entry and database, so Discord itself drops
a repeat within its few minutes of nonce memory, and any later try of an entry (after a timeout or a
crash) first looks for the message among the recent ones where it goes. `cogs.mail.Mailroom` writes
each kind of mail on top of this.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from cogs import limits
from cogs.desk_base import place
from core.store import Entry, GameRow
from core.table import Table

if TYPE_CHECKING:
    from cogs.bot import Boardhost

log = logging.getLogger("boardhost.discord")

DM_CLOSED = 50007
CLOCK_SKEW = 60.0  # seconds our clock may run ahead of Discord's when looking for a message by time
LOOKUP_LIMIT = 200  # messages read after an entry's first try when looking for it (two pages of history: a
# person in many games gets dozens of DMs in the minute a restart catches up, all in one DM channel)


def nonce(prefix: str, entry: Entry, part: int = 0) -> str:
    """The database's random prefix (6), the millisecond the entry was queued (11) and its number, in
    hex: unique to the entry across databases and restored backups (which reuse numbers); Discord
    takes at most 25 characters (entry numbers up to 4 billion). An entry too long for one message
    goes as several: part k counts k milliseconds later (the width is fixed, so never another's)."""
    return f"{prefix}{int(entry.created_at * 1000) + part:011x}{entry.id:x}"


class Courier:
    """Where an entry goes and how it is sent once."""

    def __init__(self, bot: Boardhost, table: Table, nonce_prefix: str) -> None:
        self.bot = bot
        self.table = table
        self.nonce_prefix = nonce_prefix

    # -- where to send -----------------------------------------------------------------------

    async def thread(self, row: GameRow) -> discord.abc.Messageable:
        """The game's thread (unarchived if it went to sleep), or its channel."""
        channel = await place(self.bot, row.thread_id or row.channel_id)
        if isinstance(channel, discord.Thread) and channel.archived:
            await channel.edit(archived=False)
        return channel

    async def direct(self, user_id: int, text: str, entry: Entry, view: discord.ui.View | None = None) -> bool:
        """DM a person (pinging no one); False when their DMs are closed."""
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        try:
            await self.send(user, entry, text, view=view)
        except discord.Forbidden as error:
            if error.code == DM_CLOSED:
                return False
            raise
        return True

    async def send(self, target: discord.abc.Messageable, entry: Entry, text: str | list[str], *,
                   files: list[discord.File] | None = None, view: discord.ui.View | None = None,
                   ping: Iterable[int | None] = ()) -> None:
        """Make the entry's message, once. A later try first looks for it (`arrived`). Past Discord's
        2,000 characters it goes as several messages split between lines; `text` as a list: messages
        of their own (a post, then its final standings), each split likewise. The pictures and
        buttons go with the last part of the first. Only the people in `ping` are pinged (nobody by
        default)."""
        files = files or []
        messages = [limits.pack(one) for one in ([text] if isinstance(text, str) else text) if one]
        parts = [part for message in messages for part in message] or [""]
        attach = len(messages[0]) - 1 if messages else 0
        mentions = limits.pings(ping)
        for part, content in enumerate(parts):
            last = part == attach
            shown = files if last else []
            if entry.tried_at is not None and await self.arrived(target, entry, content, shown):
                log.info("game %s: outbox entry %s (%s, part %d) had arrived before the restart or timeout",
                         entry.game_id, entry.id, entry.kind, part + 1)
                continue
            extra: dict[str, Any] = {name: value for name, value in (("files", shown), ("view", view if last else None))
                                     if value}
            await target.send(content, nonce=nonce(self.nonce_prefix, entry, part), allowed_mentions=mentions,
                              **extra)

    async def arrived(self, target: discord.abc.Messageable, entry: Entry, content: str,
                      files: list[discord.File]) -> bool:
        """Whether the entry's message is already there, among those made since its first try.
        Discord does not keep a nonce with the message (history never shows it), so the marker is what
        the message shows: the bot as author, the exact text, and the pictures' file names (which name
        the game, the picture and the version)."""
        assert entry.tried_at is not None and self.bot.user is not None  # asked of an entry tried before, logged in
        after = discord.Object(discord.utils.time_snowflake(datetime.fromtimestamp(entry.tried_at - CLOCK_SKEW, UTC)))
        names = [file.filename for file in files]
        try:
            async for message in target.history(limit=LOOKUP_LIMIT, after=after):
                if (message.author.id == self.bot.user.id and message.content.strip() == content.strip()
                        and [a.filename for a in message.attachments] == names):
                    return True
        except discord.Forbidden as error:  # no Read Message History there: send (the nonce still guards)
            log.warning("game %s: can't look for outbox entry %s before sending it again: %s", entry.game_id,
                        entry.id, error.text)
        return False

