"""Discord's validation rules as the fake enforces them (pure checks, then through discord.py)."""

from __future__ import annotations

import io
from typing import Any

import discord
import pytest
from discord.ext import commands

from .fakediscord import FakeDiscord
from .fakediscord.limits import message_errors


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def button(custom_id: str = "b", label: str = "x") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def select(n_options: int) -> dict[str, Any]:
    options = [{"label": str(i), "value": str(i)} for i in range(n_options)]
    return {"type": 3, "custom_id": "s", "options": options}


@pytest.mark.parametrize(("body", "path"), [
    ({"content": "x" * 2001}, ["content"]),
    ({"embeds": [{"title": "t"}] * 11}, ["embeds"]),
    ({"components": [row(button(f"b{i}")) for i in range(6)]}, ["components"]),
    ({"components": [row(*[button(f"b{i}") for i in range(6)])]}, ["components", "0", "components"]),
    ({"components": [row(select(26))]}, ["components", "0", "components", "0", "options"]),
    ({"components": [row(button("c" * 101))]}, ["components", "0", "components", "0", "custom_id"]),
    ({"components": [row(button(label="l" * 81))]}, ["components", "0", "components", "0", "label"]),
    ({"components": [row(button("same"), button("same"))]}, ["components"]),
])
def test_message_limits(body: dict[str, Any], path: list[str]) -> None:
    errors = message_errors(body, 0)
    for key in path:
        errors = errors[key]
    assert errors["_errors"][0]["code"].startswith(("BASE_TYPE", "COMPONENT"))


def test_valid_message_has_no_errors() -> None:
    body = {"content": "x" * 2000, "components": [row(*[button(f"b{i}") for i in range(5)]), row(select(25))]}
    assert message_errors(body, 10) == {}


async def test_file_size_and_attach_files_permission(fake_discord: FakeDiscord, run_bot: Any) -> None:
    fake = fake_discord
    async with run_bot(commands.Bot(command_prefix="!", intents=discord.Intents.default())) as bot:
        channel = bot.get_channel(fake.general)
        fake.attachment_size_limit = 10
        with pytest.raises(discord.HTTPException) as too_big:
            await channel.send(file=discord.File(io.BytesIO(b"x" * 11), "big.bin"))
        assert (too_big.value.status, too_big.value.code) == (413, 40005)
        assert [v.code for v in fake.pop_violations()] == [40005]
        await fake.deny(fake.general, "attach_files")
        with pytest.raises(discord.Forbidden) as denied:
            await channel.send(file=discord.File(io.BytesIO(b"tiny"), "ok.bin"))
        assert denied.value.code == 50013
        assert (await channel.send("text still works")).content == "text still works"
