""""Log in with Discord" (OAuth2, `identify`) against the fake Discord (tests/e2e/fakediscord/oauth.py): the
page's button goes to Discord's consent page with a state bound to this browser, the code comes back and is
exchanged with the client secret, and a session opens; refused with a code used twice, a state brought back
by another browser or too late, a wrong client secret, or nobody logged in at Discord; off without the
client secret."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

import aiohttp
import pytest
import yarl
from aiohttp.test_utils import TestClient, TestServer

from core.table import Table
from web.access import Access
from web.app import COOKIE, RUNNER, WebApp
from web.live import Live
from web.login import STATE_COOKIE, DiscordLogin
from web.signing import Signer

pytestmark = pytest.mark.parametrize("database", ["sqlite"], indirect=True)  # nothing here depends on the store


async def anyone(guild_id: int, user_id: int) -> bool:
    return True


@pytest.fixture
async def site(table: Table, fake_discord) -> AsyncIterator[tuple[TestClient, WebApp]]:
    handlers = WebApp(table, Signer("s" * 40), Access(anyone), Live(table.store, poll=0.05), secure=False)
    server = TestServer(handlers.app())
    await server.start_server(**RUNNER)
    client = TestClient(server)
    handlers.login = DiscordLogin(fake_discord.app_id, fake_discord.oauth.client_secret, fake_discord.url + "/api/v10",
                                  str(client.make_url("/oauth/callback")))
    yield client, handlers
    await client.close()
    table.close()


async def at_discord(client: TestClient) -> str:
    """The browser presses "Log in with Discord", Discord answers at once: where Discord sends it back."""
    go = await client.get("/login", allow_redirects=False)
    assert go.status == 303 and STATE_COOKIE in go.cookies
    async with aiohttp.ClientSession() as browser_at_discord:
        back = await browser_at_discord.get(go.headers["Location"], allow_redirects=False)
    assert back.status == 302
    return yarl.URL(back.headers["Location"]).path_qs


async def test_a_person_logs_in_with_discord_and_lands_on_my_games(site, fake_discord):
    client, _ = site
    fake = fake_discord
    refused = await client.get("/games")
    assert refused.status == 401 and 'href="/login?next=/games">Log in with Discord</a>' in await refused.text()
    go = await client.get("/login", allow_redirects=False)
    consent = yarl.URL(go.headers["Location"])
    assert str(consent).startswith(fake.url + "/oauth2/authorize?") and consent.query["scope"] == "identify"
    assert consent.query["client_id"] == str(fake.app_id) and "secret" not in str(consent)
    fake.oauth.logged_in = fake.users["alice"]
    back = await at_discord(client)
    done = await client.get(back, allow_redirects=False)
    assert done.status == 303 and done.headers["Location"] == "/games" and COOKIE in done.cookies
    mine = await client.get("/games")
    assert mine.status == 200 and "My games" in await mine.text()
    assert fake.oauth.exchanges == [200]
    assert (await client.get(back, allow_redirects=False)).status == 403  # the code and the state are spent
    for wanted, lands in (("/game/12", "/game/12"), ("//evil.example/x", "/games"), ("https://evil.example", "/games")):
        go = await client.get("/login", params={"next": wanted}, allow_redirects=False)
        async with aiohttp.ClientSession() as browser_at_discord:
            back = await browser_at_discord.get(go.headers["Location"], allow_redirects=False)
        done = await client.get(yarl.URL(back.headers["Location"]).path_qs, allow_redirects=False)
        assert done.status == 303 and done.headers["Location"] == lands, wanted  # never to another site

async def test_a_login_is_refused_from_another_browser_too_late_with_a_wrong_secret_or_without_consent(
        site, fake_discord):
    client, handlers = site
    fake = fake_discord
    fake.oauth.logged_in = fake.users["bob"]
    back = await at_discord(client)
    other = TestClient(client.server)  # another browser brings this browser's state back: no
    try:
        answer = await other.get(back, allow_redirects=False)
        assert answer.status == 403 and "did not work" in await answer.text() and COOKIE not in answer.cookies
    finally:
        other.session.cookie_jar.clear()
        await other.session.close()
    back = await at_discord(client)
    handlers.now = lambda: time.time() + 3600  # back an hour later: the state has expired
    assert (await client.get(back, allow_redirects=False)).status == 403
    handlers.now = time.time
    assert fake.oauth.exchanges == []  # none of these reached Discord
    handlers.login = DiscordLogin(fake.app_id, "not the secret", handlers.login.api, handlers.login.redirect)
    back = await at_discord(client)
    assert (await client.get(back, allow_redirects=False)).status == 403 and fake.oauth.exchanges == [401]
    fake.oauth.logged_in = None  # nobody logged in at Discord: it answers access_denied
    back = await at_discord(client)
    assert "error=access_denied" in back and (await client.get(back, allow_redirects=False)).status == 403
    handlers.login = None  # off without the client secret
    assert (await client.get("/login", allow_redirects=False)).status == 404
    assert "Log in with Discord" not in await (await client.get("/games")).text()
