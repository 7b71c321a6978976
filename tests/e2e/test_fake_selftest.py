"""Self-test of the fake Discord: a tiny discord.py bot, defined here, driven through the whole flow."""

from __future__ import annotations

import asyncio
import contextlib
import io
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from .fakediscord import FakeDiscord, stop_process

ROOT = Path(__file__).resolve().parents[2]
MOVES = ["attack", "advance", "build", "bank", "scan"]


class Details(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:details:(?P<n>\d+)"):
    """A restart-proof button: answers ephemerally with a select, and DMs the presser."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Details", custom_id=f"demo:details:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> Details:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"details {self.n}", ephemeral=True, view=PickView())
        try:
            await interaction.user.send(f"your details {self.n}")
        except discord.Forbidden as e:
            await interaction.followup.send(f"DMs closed ({e.code})", ephemeral=True)


class PickView(discord.ui.View):
    @discord.ui.select(custom_id="demo:pick", options=[discord.SelectOption(label=x) for x in "abc"])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"picked {select.values}", view=None)


class SixRows(discord.ui.View):
    """Bypasses discord.py's own 5-row check, to prove the fake enforces Discord's."""

    def to_components(self) -> list[dict[str, Any]]:
        return [{"type": 1, "components": [{"type": 2, "style": 1, "label": str(i), "custom_id": f"r{i}"}]}
                for i in range(6)]


class NameModal(discord.ui.Modal, title="Name your game"):
    name = discord.ui.TextInput(label="Name", custom_id="demo:name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"named {self.name.value}")


def png(n: int) -> discord.File:
    buf = io.BytesIO()
    Image.new("RGB", (4 * n, 4), "navy").save(buf, "PNG")
    buf.seek(0)
    return discord.File(buf, "chart.png")


def make_demo_bot() -> commands.Bot:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    demo = app_commands.Group(name="demo", description="Demo commands")

    @demo.command(description="A picture and a button")
    async def chart(interaction: discord.Interaction, n: int = 1) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Details(n))
        await interaction.response.send_message(f"chart {n}", file=png(n), view=view)

    @demo.command(description="Pick a move")
    async def move(interaction: discord.Interaction, move: str) -> None:
        await interaction.response.send_message(f"moved {move}", ephemeral=True)

    @move.autocomplete("move")
    async def move_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=m, value=m) for m in MOVES if m.startswith(current)]

    @demo.command(description="Open a game thread")
    async def start(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        lobby = await interaction.followup.send("lobby", wait=True)
        try:
            # discord.py gives followup messages no guild, so lobby.create_thread() raises ValueError
            thread = await interaction.channel.create_thread(name="Demo #1", message=lobby)
        except discord.Forbidden as e:
            can = interaction.app_permissions.create_public_threads
            await interaction.followup.send(f"no thread ({e.code}, app_permissions: {can})", ephemeral=True)
            return
        await thread.add_user(interaction.user)
        await thread.send(f"welcome {interaction.user.mention}")

    @demo.command(description="Too many rows")
    async def big(interaction: discord.Interaction) -> None:
        try:
            await interaction.response.send_message("rows", view=SixRows())
        except discord.HTTPException as e:
            await interaction.response.send_message(f"rejected {e.status} {e.code}", ephemeral=True)

    @demo.command(description="Answers too late")
    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.3)
        with contextlib.suppress(discord.NotFound):
            await interaction.response.send_message("late")

    @demo.command(description="Opens a modal")
    async def name(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @bot.tree.command(description="Server managers only")
    @app_commands.default_permissions(manage_guild=True)
    async def settings(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"manage_guild {interaction.permissions.manage_guild}")

    async def setup_hook() -> None:
        bot.add_dynamic_items(Details)
        bot.tree.add_command(demo)
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


@pytest.fixture
async def demo(run_bot: Any) -> AsyncIterator[commands.Bot]:
    async with run_bot(make_demo_bot()) as bot:
        yield bot


async def test_login_sync_and_ready(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    assert demo.is_ready() and demo.user is not None and demo.user.id == fake_discord.app_id
    assert fake_discord.identify is not None and fake_discord.identify["token"] == "fake-token"
    settings, cmd = sorted(fake_discord.commands[None], key=lambda c: c["name"], reverse=True)
    assert cmd["name"] == "demo" and int(settings["default_member_permissions"]) == 32
    assert {o["name"] for o in cmd["options"]} == {"chart", "move", "start", "big", "slow", "name"}
    guild = demo.get_guild(fake_discord.guild_id)
    assert guild is not None and guild.get_channel(fake_discord.general).name == "general"


async def test_slash_png_button_ephemeral_dm_and_select(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake, bob = fake_discord, fake_discord.users["bob"]
    iid = await fake.send_slash("demo chart", {"n": 3})
    answer = await fake.wait_callback(iid)
    chart = fake.original(iid)
    assert answer.response_type == 4 and chart.content == "chart 3" and not chart.ephemeral
    assert chart.attachments[0].data.startswith(b"\x89PNG") and chart.attachments[0].content_type == "image/png"
    assert [b.custom_id for b in chart.buttons] == ["demo:details:3"]

    mark = fake.mark()
    click = await fake.click_button(chart, "demo:details:3", user=bob)
    await fake.wait_callback(click)
    panel = fake.original(click)
    assert panel.ephemeral and panel.visible_to == bob.id and panel.content == "details 3"
    dm = await fake.wait_for_message(lambda m: m in fake.dms.get(bob.id, []), start=mark)
    assert dm.content == "your details 3" and fake.dms[bob.id] == [dm]

    pick = await fake.select(panel, "demo:pick", ["b"], user=bob)
    assert (await fake.wait_callback(pick)).response_type == 7
    assert panel.content == "picked ['b']" and panel.components == []
    data = await (await demo.fetch_channel(fake.general)).fetch_message(chart.id)
    assert data.attachments[0].filename == "chart.png" and (await data.attachments[0].read())[:4] == b"\x89PNG"


async def test_closed_dms_answer_50007_and_the_bot_copes(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake, carol = fake_discord, fake_discord.users["carol"]
    fake.close_dms(carol)
    await fake.wait_callback(iid := await fake.send_slash("demo chart"))
    chart = fake.original(iid)
    click = await fake.click_button(chart, "demo:details:1", user=carol)
    await fake.wait_for_message(lambda m: m.content == "DMs closed (50007)")
    [notice] = fake.followups(click)
    assert notice.ephemeral and notice.visible_to == carol.id
    assert fake.dms[carol.id] == [] and fake.requests[-2].status == 403


async def test_thread_created_announced_and_joined(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake, dave = fake_discord, fake_discord.users["dave"]
    iid = await fake.send_slash("demo start", user=dave)
    welcome = await fake.wait_for_message(lambda m: m.content.startswith("welcome"))
    lobby = fake.original(iid)
    assert fake.interactions[iid].response_type == 5 and lobby.content == "lobby" and not lobby.loading
    [thread] = fake.threads()
    assert int(thread["id"]) == lobby.id == welcome.channel_id and thread["name"] == "Demo #1"
    assert fake.thread_members[lobby.id] == {fake.app_id, dave.id}
    cached = demo.get_channel(lobby.id)
    assert isinstance(cached, discord.Thread)
    assert [m.content async for m in cached.history()] == [welcome.content]
    await cached.edit(archived=True)
    assert thread["thread_metadata"]["archived"]


async def test_nonces_are_remembered_for_minutes_and_never_kept_with_the_message(fake_discord: FakeDiscord,
                                                                                 demo: commands.Bot) -> None:
    fake = fake_discord
    channel = demo.get_channel(fake.general)
    first = await channel.send("first", nonce="n-1")
    assert first.nonce == "n-1"  # echoed on create
    assert abs((discord.utils.utcnow() - first.created_at).total_seconds()) < 5  # ids tell the time
    again = await channel.send("again", nonce="n-1")
    assert again.id == first.id and again.content == "first"  # within Discord's memory: the same message
    fake.forget_nonces()  # a few minutes later
    later = await channel.send("later", nonce="n-1")
    assert later.id != first.id
    history = [m async for m in channel.history()]
    assert [m.content for m in history] == ["later", "first"] and {m.nonce for m in history} == {None}
    assert [m.content async for m in channel.history(after=first)] == ["later"]
    with pytest.raises(discord.HTTPException):
        await channel.send("too long", nonce="n" * 26)
    assert [v.code for v in fake.pop_violations()] == [50035]


async def test_missing_permission_is_403_and_in_app_permissions(fake_discord: FakeDiscord,
                                                                 demo: commands.Bot) -> None:
    fake = fake_discord
    await fake.deny(fake.general, "create_public_threads")
    iid = await fake.send_slash("demo start")
    notice = await fake.wait_for_message(lambda m: m.content.startswith("no thread"))
    assert notice.content == "no thread (50013, app_permissions: False)" and fake.threads() == []
    assert fake.followups(iid)[-1] is notice
    ch = demo.get_channel(fake.general)
    assert not ch.permissions_for(ch.guild.me).create_public_threads  # CHANNEL_UPDATE reached the cache


async def test_autocomplete_and_grouped_option(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake = fake_discord
    ask = await fake.autocomplete("demo move", {"move": "ba"})
    assert (await fake.wait_callback(ask)).choices == [{"name": "bank", "value": "bank"}]
    iid = await fake.send_slash("demo move", {"move": "bank"})
    await fake.wait_callback(iid)
    assert fake.original(iid).content == "moved bank" and fake.original(iid).ephemeral


async def test_command_needing_manage_server(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake = fake_discord
    with pytest.raises(AssertionError, match="eve cannot see /settings"):
        await fake.send_slash("settings", user=fake.users["eve"])
    iid = await fake.send_slash("settings", user=fake.users["mod"])
    await fake.wait_callback(iid)
    assert fake.original(iid).content == "manage_guild True"


async def test_limits_are_enforced_with_discords_error_shape(fake_discord: FakeDiscord,
                                                             demo: commands.Bot) -> None:
    fake = fake_discord
    iid = await fake.send_slash("demo big")
    await fake.wait_callback(iid)
    assert fake.original(iid).content == "rejected 400 50035"
    rejected = next(r for r in fake.requests if r.status == 400)
    assert rejected.response == {"code": 50035, "message": "Invalid Form Body", "errors": {
        "data": {"components": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                                             "message": "Must be 5 or fewer in length."}]}}}}
    [violation] = fake.pop_violations()
    assert violation.code == 50035 and violation.route.endswith("/callback")


async def test_second_response_is_40060(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake = fake_discord
    iid = await fake.send_slash("demo move", {"move": "scan"})
    inter = await fake.wait_callback(iid)
    url = f"{fake.url}/api/v10/interactions/{iid}/{inter.token}/callback"
    async with aiohttp.ClientSession() as http, http.post(url, json={"type": 4, "data": {"content": "again"}}) as r:
        assert r.status == 400 and (await r.json())["code"] == 40060
    assert [v.code for v in fake.pop_violations()] == [40060]


async def test_response_after_the_deadline_is_a_violation(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake = fake_discord
    fake.response_deadline = 0.1
    iid = await fake.send_slash("demo slow")
    await fake.wait_for_request(lambda r: r.route.endswith("/callback"))
    assert not fake.interactions[iid].answered
    assert {v.code for v in fake.pop_violations()} == {10062}


async def test_modal_submit(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake = fake_discord
    iid = await fake.send_slash("demo name")
    assert (await fake.wait_callback(iid)).response_type == 9
    sub = await fake.submit_modal(iid, {"demo:name": "Friday game"})
    await fake.wait_callback(sub)
    assert fake.original(sub).content == "named Friday game"


async def test_unknown_route_is_recorded(fake_discord: FakeDiscord, demo: commands.Bot) -> None:
    fake = fake_discord
    with pytest.raises(discord.NotFound):
        [m async for m in demo.get_channel(fake.general).pins()]
    assert len(fake.unhandled) == 1 and "/pins" in fake.unhandled[0]
    fake.unhandled.clear()


async def test_buttons_survive_a_restart(fake_discord: FakeDiscord, run_bot: Any) -> None:
    fake = fake_discord
    async with run_bot(make_demo_bot()):
        iid = await fake.send_slash("demo chart", {"n": 2})
        await fake.wait_callback(iid)
    async with run_bot(make_demo_bot()):
        click = await fake.click_button(fake.original(iid), "demo:details:2")
        await fake.wait_callback(click)
        assert fake.original(click).content == "details 2"
    assert fake.identify is not None and len([f for f in fake.gateway_received if f.get("op") == 2]) == 2


async def test_real_entry_point_in_a_subprocess(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    env = {**os.environ, "FAKE_DISCORD_URL": fake.url}
    script = Path(__file__).with_name("selftest_script_bot.py")
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "run_patched.py"), str(script)], env=env)
    try:
        synced = lambda: fake.identify and fake.commands.get(None)  # noqa: E731
        await fake.wait_until(synced, "the subprocess bot to connect", timeout=10)
        iid = await fake.send_slash("ping", user=fake.users["eve"])
        await fake.wait_callback(iid)
        assert fake.original(iid).content == "pong" and fake.original(iid).ephemeral
    finally:
        stop_process(proc)
