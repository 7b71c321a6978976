"""Shared fixtures: the Tally test game registered beside the real games; a store on a real file."""

import pytest

from core.store import Store
from core.table import Table
from engines import GAMES
from renderers import GLANCES, RENDERERS
from tests.support import tally


@pytest.fixture
def with_tally(monkeypatch):
    monkeypatch.setitem(GAMES, "tally", tally.GAME)
    monkeypatch.setitem(RENDERERS, "tally", tally.render)
    monkeypatch.setitem(GLANCES, "tally", tally.glance)
    return tally.GAME


@pytest.fixture
async def store(tmp_path):
    async with Store(str(tmp_path / "games.db")) as opened:
        yield opened


@pytest.fixture
async def table(store, with_tally):
    return Table(store, ai_delay=0.0)
