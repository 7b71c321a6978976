"""`python -m tests.e2e.latency [--json]`: interaction latency through the real discord.py client and the fake.

(a) a bare discord.py bot answering a button press with a fixed small PNG;
(b) Boardhost answering a real Moon-Bots move (apply, commit, the player's panel) and a Play press
(the panel). Both run in this one process against the same fake; the figures are from press to the
first answer (the panel's words and buttons; its picture follows in an edit and is timed apart).
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import statistics
import tempfile
import time
from pathlib import Path

import discord
from discord.ext import commands
from PIL import Image

from core.figures import percentile

from .boardhost import (
    choose,
    latest_post,
    make_bot,
    open_panel,
    open_table,
    smart_choice,
    until_moved,
    with_picture,
)
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


def new_picture(fake: FakeDiscord, message_id: int, old: str) -> str | None:
    """The name of the message's picture once it is no longer `old`."""
    attachments = fake.find_message(message_id).attachments
    return attachments[0].filename if attachments and attachments[0].filename != old else None


async def boardhost_latency(fake: FakeDiscord, samples: int, folder: Path) -> dict[str, list[float]]:
    """Press to first answer of each move and each Play press, and press to the move's picture."""
    timings: dict[str, list[float]] = {"move": [], "play": [], "move_picture": []}
    players = [fake.users["alice"], fake.users["bob"]]
    async with run_bot(fake, make_bot(folder / "bench.db")) as bot:
        while len(timings["move"]) < samples:
            thread, _ = await open_table(fake, "moonbots", players[0], players[1:])
            game_id = (await bot.store.games_where("thread_id = ?", (thread,)))[0].id
            while len(timings["move"]) < samples and (row := await bot.store.get_game(game_id)).status == "active":
                game, state = await bot.desk.table.load(row)
                user = fake.user_by_id(row.seats[game.pending(state)[0]].user_id)
                post = latest_post(fake, thread)
                started = time.perf_counter()
                panel = await open_panel(fake, post, user, picture=False)
                timings["play"].append((time.perf_counter() - started) * 1000)
                await with_picture(fake, panel)
                action = await smart_choice(bot, game_id, user.id, len(timings["move"]))
                before = fake.find_message(panel.id).attachments[0].filename
                started = time.perf_counter()
                await fake.wait_callback(await choose(fake, panel, action, user))
                timings["move"].append((time.perf_counter() - started) * 1000)
                await fake.wait_until(lambda p=panel.id, b=before: new_picture(fake, p, b), "the panel's new picture")
                timings["move_picture"].append((time.perf_counter() - started) * 1000)
                await until_moved(fake, bot, game_id, row.version)
    return timings


async def measure(samples: int = 200) -> dict:
    logging.getLogger("discord").setLevel(logging.WARNING)
    async with running_fake() as fake:
        bare = await bare_latency(fake, samples)
        with tempfile.TemporaryDirectory() as folder:
            board = await boardhost_latency(fake, samples, Path(folder))
    figures = {"load_average": [round(x, 2) for x in os.getloadavg()]}
    series = {"bare_png_button": bare, "boardhost_move": board["move"], "boardhost_play": board["play"],
              "boardhost_move_picture": board["move_picture"]}
    for name, values in series.items():
        figures[name] = {f"p{p}_ms": round(percentile(values, p), 2) for p in (50, 95, 99)}
        figures[name]["samples"] = len(values)
    for name in ("move", "play"):
        values = board[name]
        figures[f"ratio_{name}_p50"] = round(statistics.median(values) / statistics.median(bare), 2)
        figures[f"ratio_{name}_p95"] = round(percentile(values, 95) / percentile(bare, 95), 2)
    figures["first_answers_over_1s"] = sum(t > 1000 for t in board["move"] + board["play"])
    return figures


def e2e_bench(samples: int = 200) -> dict:
    return asyncio.run(measure(samples))


if __name__ == "__main__":  # the fake Discord is a test tool: this benchmark lives with it, not in bot.py
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m tests.e2e.latency", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="one line of JSON")
    parser.add_argument("--samples", type=int, default=200, help="presses of each kind (default 200)")
    options = parser.parse_args()
    result = e2e_bench(options.samples)
    print(json.dumps(result) if options.json else json.dumps(result, indent=2))
