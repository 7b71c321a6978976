"""The table in the browser, for real: the bot started with the fake Discord (tests/e2e) and its web
table on a free local port, and one headless Chromium (Debian's, /usr/bin/chromium) for the whole
session, driven by Playwright over the DevTools protocol (Playwright's own browsers are never
downloaded). Without Chromium or Playwright the browser tests are skipped with a sentence; .ci/run
installs Chromium and fails them instead (BOARDHOST_REQUIRE_CHROMIUM=1)."""

from __future__ import annotations

import contextlib
import ctypes
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from core.config import Web
from tests.e2e.boardhost import make_bot
from tests.e2e.conftest import fake_discord, run_bot  # noqa: F401  (the fake Discord's fixtures, here too)

CHROMIUM = os.environ.get("BOARDHOST_CHROMIUM", "/usr/bin/chromium")


def die_with_parent() -> None:
    """In the Chromium child before it starts (Linux): it ends when this test process ends, even one
    killed before its fixtures' teardown ran."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A headless Chromium for the session; its DevTools address (http://127.0.0.1:PORT)."""
    missing = None
    if not Path(CHROMIUM).exists() or shutil.which(CHROMIUM) is None:
        missing = f"no Chromium at {CHROMIUM} (apt install chromium; .ci/run installs it)"
    elif importlib.util.find_spec("playwright") is None:
        missing = "Playwright for Python is not installed (requirements/test.lock has it)"
    if missing and os.environ.get("BOARDHOST_REQUIRE_CHROMIUM") == "1":
        pytest.fail(missing)  # CI: the browser tests must run
    if missing:
        pytest.skip(missing)
    profile = tmp_path_factory.mktemp("chromium")
    process = subprocess.Popen(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-extensions", "--disable-background-networking", "--remote-debugging-address=127.0.0.1",
         "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True, preexec_fn=die_with_parent)
    port_file = profile / "DevToolsActivePort"
    deadline = time.monotonic() + 30
    while not port_file.exists() or not port_file.read_text().strip():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"Chromium did not start (exit code {process.poll()})")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port_file.read_text().split()[0]}"
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


@pytest.fixture
async def browser(chromium: str) -> AsyncIterator[object]:
    """Playwright connected to the session's Chromium (a fresh context per test: no cookie carries over)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        connected = await playwright.chromium.connect_over_cdp(chromium)
        yield connected
        for context in connected.contexts[1:]:
            await context.close()


@pytest.fixture
async def web_bot(fake_discord, run_bot, tmp_path, with_tally) -> AsyncIterator[object]:  # noqa: F811
    """Boardhost on SQLite with the table in the browser on http://localhost:PORT."""
    port = free_port()
    instance = make_bot(tmp_path / "boardhost.db")
    instance.config = replace(instance.config, web=Web(url=f"http://localhost:{port}", host="127.0.0.1", port=port,
                                                       client_secret=fake_discord.oauth.client_secret))
    async with run_bot(instance):
        yield instance
