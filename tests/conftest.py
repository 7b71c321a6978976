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


SLOW_TIMEOUT = 1800  # seconds: thousands-of-games playouts on 2 busy cores took up to 300 s each


def pytest_collection_modifyitems(items):
    """The hang guard (pyproject's `timeout`) is far too short for the slow playouts when the machine
    is loaded; they get their own, unless a test sets one."""
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))
