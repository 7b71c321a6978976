"""One bot process of a cluster for the kill tests: the Tally test game registered, settings from the
environment (DATABASE_PATH or DATABASE_URL, SHARD_COUNT, SHARD_IDS), each timer it claims logged.
`FAKE_DISCORD_URL=… python tools/run_patched.py tests/e2e/cluster_bot.py`."""

import asyncio
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import discord  # noqa: E402

from cogs.bot import Boardhost, serve  # noqa: E402
from core.config import load_config  # noqa: E402
from engines import GAMES  # noqa: E402
from renderers import GLANCES, RENDERERS  # noqa: E402
from tests.support import tally  # noqa: E402


async def no_identify_wait(self: Boardhost, shard_id: int | None, *, initial: bool = False) -> None:
    """The fake has no identify rate limit: no 5 s between a process's shards."""


GAMES["tally"], RENDERERS["tally"], GLANCES["tally"] = tally.GAME, tally.render, tally.glance
Boardhost.before_identify_hook = no_identify_wait
if __name__ == "__main__":  # not in a process multiprocessing starts (it runs this file as __mp_main__)
    discord.utils.setup_logging(level=logging.INFO)
    logging.getLogger("boardhost.table").setLevel(logging.DEBUG)  # "timer claimed: ..."
    logging.getLogger("boardhost.outbox").setLevel(logging.DEBUG)  # "lane claimed: ..."
    asyncio.run(serve(load_config(), cogs={"tally": "tests.support.tally_cog"}))
