"""A press answered within Discord's three seconds, however long its work takes.

Discord drops a press its bot has not answered within three seconds ("This interaction failed"), even
when the move was made. On a busy machine a move's work (the database, the engine, the pictures queued
before it) can take that long. So a press that has not answered after PATIENCE seconds is acknowledged
without a word (a deferred update: nothing changes on the player's screen), and its answer then edits
the same message or follows it. Every answer to a press goes through `edit` or `send`, which take the
press's turn: the acknowledgement never crosses an answer on its way to Discord.

A slash command is acknowledged this way only where its answer is private (`/play`, `/move`, `/board`):
Discord shows a private "thinking…" that the answer then fills. A command whose answer is public (a
lobby) is not, since Discord fixes at the acknowledgement whether the answer is private.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord

log = logging.getLogger("boardhost.discord")

PATIENCE = 2.0  # seconds a press may work before it is acknowledged (Discord's limit: 3, the way there included)


def _turn(interaction: discord.Interaction) -> asyncio.Lock:
    """The press's turn to speak to Discord (one answer at a time)."""
    lock = interaction.extras.get("answering")
    if lock is None:
        lock = interaction.extras["answering"] = asyncio.Lock()
    return lock


async def edit(interaction: discord.Interaction, **fields: Any) -> None:
    """Change the message the press was made on: as the answer, or after the acknowledgement."""
    async with _turn(interaction):
        if interaction.response.is_done():
            await interaction.edit_original_response(**fields)
        else:
            await interaction.response.edit_message(**fields)


Edit = Callable[..., Awaitable[object]]


async def send(interaction: discord.Interaction, content: str, **fields: Any) -> tuple[Edit, int | None]:
    """A private message to the presser, as the answer or after it: how to edit it later, and its id."""
    async with _turn(interaction):
        if interaction.response.is_done():
            message = await interaction.followup.send(content, ephemeral=True, wait=True, **fields)
            return message.edit, message.id
        sent = await interaction.response.send_message(content, ephemeral=True, **fields)
        return interaction.edit_original_response, getattr(sent, "message_id", None)


async def _acknowledge(interaction: discord.Interaction) -> None:
    """After PATIENCE seconds without an answer: the acknowledgement, unless the answer came meanwhile."""
    await asyncio.sleep(PATIENCE)
    async with _turn(interaction):
        if interaction.response.is_done():
            return
        try:
            if interaction.type == discord.InteractionType.component:
                await interaction.response.defer()  # a deferred update: nothing shows
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)  # "thinking…", to the caller only
        except discord.HTTPException as error:  # too late already: the answer will say what failed
            log.warning("a press could not be acknowledged: %s", error)


@contextlib.asynccontextmanager
async def in_time(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Work on a press; if it has not answered after PATIENCE seconds, acknowledge it. (The work answers
    through `edit` and `send`, so by the time it ends the acknowledgement has been sent or is not needed.)"""
    waiting = asyncio.create_task(_acknowledge(interaction))
    try:
        yield
    finally:
        waiting.cancel()
