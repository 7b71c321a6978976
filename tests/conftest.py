"""Shared fixtures: the Tally test game registered beside the real games; a database of each kind.

`database` is parametrized over both stores: a SQLite file in the test's folder, and a fresh database
on a PostgreSQL server the tests start themselves (tests/support/postgres.py, one per test process).
Where PostgreSQL is not installed its half is skipped with a sentence; with
BOARDHOST_REQUIRE_POSTGRES=1 (CI) that is an error instead."""

import os
from collections.abc import AsyncIterator

import pytest

from core.store import open_store
from core.table import Table
from engines import GAMES, i18n
from renderers import GLANCES, RENDERERS
from tests.support import tally
from tests.support.postgres import find_binaries, start_server

BACKENDS = ["sqlite", "postgres"]


def one_store_each(*cases: tuple, offset: int = 0) -> list:
    """`cases` for `pytest.mark.parametrize((..., "database"), ..., indirect=["database"])`, each on one
    store, taking turns. For the long end-to-end games, which repeat over the stores what the store,
    outbox and table tests already check on both: each game still plays through both stores (its
    cases alternate), at half the cost of playing every case on each."""
    return [(*case, BACKENDS[(index + offset) % 2]) for index, case in enumerate(cases)]


@pytest.fixture(autouse=True)
def every_sentence_said(monkeypatch):
    """A `Msg` that reaches discord.py unsaid (shown in English whatever the reader's language) fails
    the test, in every language the tests play in (engines/i18n.py UNSAID)."""
    unsaid: list[str] = []
    monkeypatch.setattr(i18n, "UNSAID", unsaid)
    yield
    assert not unsaid, "shown without being said in the reader's language (use say()):\n" + "\n".join(unsaid)


@pytest.fixture
def with_tally(monkeypatch):
    monkeypatch.setitem(GAMES, "tally", tally.GAME)
    monkeypatch.setitem(RENDERERS, "tally", tally.render)
    monkeypatch.setitem(GLANCES, "tally", tally.glance)
    return tally.GAME


def postgres_missing() -> str | None:
    """Why the PostgreSQL half can't run here, as a sentence (None when it can)."""
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        return "asyncpg is not installed (pip install -e '.[test]')"
    if find_binaries() is None:
        return "PostgreSQL is not installed (no initdb and pg_ctl; apt-get install postgresql)"
    return None


@pytest.fixture(scope="session")
def postgres_server():
    if (why := postgres_missing()) is not None:
        if os.environ.get("BOARDHOST_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"BOARDHOST_REQUIRE_POSTGRES is set but {why}.")
        pytest.skip(f"The PostgreSQL half of the tests is skipped: {why}.")
    server = start_server()
    yield server
    server.stop()


async def a_database(request, tmp_path, migrated: bool) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "games.db")
        return
    server = request.getfixturevalue("postgres_server")
    url = await server.fresh(migrated)
    yield url
    await server.drop(url)


@pytest.fixture(params=BACKENDS)
async def database(request, tmp_path) -> AsyncIterator[str]:
    """A new database of each kind: a SQLite file path (created when first opened) or a postgresql://
    URL (a copy of the migrated template, dropped after the test)."""
    async for url in a_database(request, tmp_path, migrated=True):
        yield url


@pytest.fixture(params=BACKENDS)
async def empty_database(request, tmp_path) -> AsyncIterator[str]:
    """As `database`, never migrated (PostgreSQL: an empty database)."""
    async for url in a_database(request, tmp_path, migrated=False):
        yield url


@pytest.fixture
async def store(database):
    async with open_store(database) as opened:
        yield opened


@pytest.fixture
async def table(store, with_tally):
    return Table(store, ai_delay=0.0)


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: unknown when it is off (-p no:xdist)
def pytest_xdist_auto_num_workers(config) -> int:
    """`-n auto`: one worker more than the cores. A worker spends about a third of its time waiting on
    what it doesn't count as its own work (its PostgreSQL server, a bot in a child process, the fake
    Discord's HTTP round trips); a third worker fills that time. BOARDHOST_TEST_WORKERS overrides."""
    if (workers := os.environ.get("BOARDHOST_TEST_WORKERS")) is not None:
        return int(workers)
    return (os.cpu_count() or 1) + 1


@pytest.hookimpl(optionalhook=True, tryfirst=True)  # pytest-xdist's hook, as above
def pytest_xdist_make_scheduler(config, log):
    """`-n`: tests are handed out by work stealing (pytest-xdist's `--dist worksteal`) instead of in fixed
    shares: a worker that runs out takes half of a busy one's queue, so a share holding several whole-game
    e2e tests does not keep one worker busy while the others wait. An explicit `--dist` is kept."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import WorkStealingScheduling

    return WorkStealingScheduling(config, log)


SLOW_TIMEOUT = 1800  # seconds: a hunt's thousands of games on 2 busy cores took up to 300 s each


def pytest_collection_modifyitems(config, items):
    """Hunts (thousands of games, bug hunts) run only when `-m` names them: `pytest -m hunt`. The hang
    guard (pyproject's `timeout`) is too short for them; they get their own, unless a test sets one."""
    if "hunt" not in (config.option.markexpr or ""):
        hunts = [item for item in items if item.get_closest_marker("hunt")]
        if hunts:
            config.hook.pytest_deselected(items=hunts)
            items[:] = [item for item in items if not item.get_closest_marker("hunt")]
    for item in items:
        if item.get_closest_marker("hunt") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))
    # The long tests (whole games through the fake Discord, the playouts) first, each module still in
    # one piece: pytest-xdist hands tests out in this order, so no core is left alone with a long one
    # at the end while the other idles.
    items.sort(key=lambda item: not (item.get_closest_marker("slow") or "/e2e/" in item.nodeid or
                                     item.nodeid.startswith("e2e/")))
