"""The real bot process with the Tally test game registered, for kill and interrupt tests:
`FAKE_DISCORD_URL=… python tools/run_patched.py tests/e2e/tally_bot.py` (settings from the environment)."""

import asyncio
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import discord  # noqa: E402

from cogs.bot import serve  # noqa: E402
from core.config import load_config  # noqa: E402
from engines import GAMES  # noqa: E402
from renderers import GLANCES, RENDERERS  # noqa: E402
from tests.support import tally  # noqa: E402

GAMES["tally"], RENDERERS["tally"], GLANCES["tally"] = tally.GAME, tally.render, tally.glance
if __name__ == "__main__":  # not in a process multiprocessing starts (it runs this file as __mp_main__)
    discord.utils.setup_logging(level=logging.INFO)
    asyncio.run(serve(load_config(), cogs={"tally": "tests.support.tally_cog"}))
