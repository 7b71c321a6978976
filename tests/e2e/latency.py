"""`python bot.py bench --e2e`: interaction latency through the real discord.py client and the fake.

(a) a bare discord.py bot answering a button press with a fixed small PNG;
(b) Boardhost answering a real Moon-Bots move (apply, commit, render the player's panel).
Both run in this one process against the same fake; the figures are from press to answer.
"""

from __future__ import annotations

import asyncio
import io
import logging
import statistics
import tempfile
import time
from pathlib import Path

import discord
from discord.ext import commands
from PIL import Image

from core.cli import percentile

from .boardhost import choose, latest_post, make_bot, open_panel, open_table, smart_choice, until_moved
from .fakediscord import FakeDiscord, run_bot, running_fake


def small_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 64), (0, 114, 178)).save(buffer, format="PNG")
    return buffer.getvalue()


class PngButton(discord.ui.DynamicItem[discord.ui.Button], template=r"bench:png"):
    PNG = small_png()

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="PNG", custom_id="bench:png"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):  # noqa: ANN001, ANN206
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(file=discord.File(io.BytesIO(self.PNG), "b.png"), ephemeral=True)


def bare_bot() -> commands.Bot:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    bot.add_dynamic_items(PngButton)

    @bot.tree.command(name="bench", description="a message with the PNG button")
    async def bench(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(PngButton())
        await interaction.response.send_message("bench", view=view)

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook
    return bot


async def timed(fake: FakeDiscord, press) -> float:  # noqa: ANN001
    started = time.perf_counter()
    await fake.wait_callback(await press())
    return (time.perf_counter() - started) * 1000


async def bare_latency(fake: FakeDiscord, samples: int) -> list[float]:
    async with run_bot(fake, bare_bot()):
        iid = await fake.send_slash("bench", user=fake.users["alice"])
        await fake.wait_callback(iid)
        message = fake.original(iid)
        return [await timed(fake, lambda: fake.click_button(message, "bench:png", user=fake.users["bob"]))
                for _ in range(samples)]


async def boardhost_latency(fake: FakeDiscord, samples: int, folder: Path) -> list[float]:
    timings: list[float] = []
    players = [fake.users["alice"], fake.users["bob"]]
    async with run_bot(fake, make_bot(folder / "bench.db")) as bot:
        while len(timings) < samples:
            thread, _ = await open_table(fake, "moonbots", players[0], players[1:])
            game_id = (await bot.store.games_where("thread_id = ?", (thread,)))[0].id
            while len(timings) < samples and (row := await bot.store.get_game(game_id)).status == "active":
                game, state = await bot.desk.table.load(row)
                user = fake.user_by_id(row.seats[game.pending(state)[0]].user_id)
                panel = await open_panel(fake, latest_post(fake, thread), user)
                action = await smart_choice(bot, game_id, user.id, len(timings))
                timings.append(await timed(fake, lambda p=panel, a=action, u=user: choose(fake, p, a, u)))
                await until_moved(fake, bot, game_id, row.version)
    return timings


async def measure(samples: int = 200) -> dict:
    logging.getLogger("discord").setLevel(logging.WARNING)
    async with running_fake() as fake:
        bare = await bare_latency(fake, samples)
        with tempfile.TemporaryDirectory() as folder:
            board = await boardhost_latency(fake, samples, Path(folder))
    figures = {}
    for name, values in (("bare_png_button", bare), ("boardhost_move", board)):
        figures[name] = {f"p{p}_ms": round(percentile(values, p), 2) for p in (50, 95, 99)}
        figures[name]["samples"] = len(values)
    figures["ratio_p50"] = round(statistics.median(board) / statistics.median(bare), 2)
    return figures


def e2e_bench(samples: int = 200) -> dict:
    return asyncio.run(measure(samples))
