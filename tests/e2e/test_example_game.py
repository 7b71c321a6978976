"""The example game registered by its one registry entry (and its own files) and played to its end
through Discord: nothing else names it. The bot loads the cog the entry names; the engine and the
pictures come from the modules the entry names."""

from __future__ import annotations

import importlib

import pytest

import registry
from cogs.bot import Boardhost
from core.config import Config
from core.store import FINISHED
from engines import GAMES
from renderers import GLANCES, RENDERERS

from .boardhost import choose, latest_post, open_panel, open_table, person_to_act, smart_choice, until_moved

MAX_STEPS = 200


@pytest.fixture
def example(monkeypatch):
    """BOARDHOST_EXAMPLE_GAMES=1, as a host enables the example: its entry's modules are registered the
    way engines/ and renderers/ register every enabled game at start."""
    spec = registry.by_key("tally")
    monkeypatch.setenv(registry.EXAMPLES_SETTING, "1")
    assert spec in registry.enabled()
    pictures = importlib.import_module(spec.renderer)
    monkeypatch.setitem(GAMES, spec.key, importlib.import_module(spec.engine).GAME)
    monkeypatch.setitem(RENDERERS, spec.key, pictures.render)
    monkeypatch.setitem(GLANCES, spec.key, pictures.glance)
    return spec


@pytest.fixture
async def bot(fake_discord, run_bot, database, example):
    config = Config(token="dummy-token", database=str(database), ai_delay=0.0, dev_guild=None, log_level="INFO")
    instance = Boardhost(config)  # no cogs given: the registry's entries only
    assert example.cog in instance.extensions_to_load
    async with run_bot(instance):
        yield instance


async def test_the_example_game_is_played_to_its_end_from_its_registry_entry(fake_discord, bot):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "tally", alice, [bob])
    for step in range(MAX_STEPS):
        row = await bot.store.get_game(1)
        if row.status == FINISHED:
            break
        user = fake.user_by_id(await person_to_act(fake, bot, 1))
        panel = await open_panel(fake, latest_post(fake, thread), user, picture=False)
        await fake.wait_callback(await choose(fake, panel, await smart_choice(bot, 1, user.id, step), user))
        await until_moved(fake, bot, 1, row.version)
    assert (await bot.store.get_game(1)).status == FINISHED
    final = await fake.wait_for_message(lambda m: m.channel_id == thread and "🏁" in m.content)
    assert final.attachments and [b.label for b in final.buttons] == ["Table", "Rematch"]
