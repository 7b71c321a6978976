"""The table in a real browser (headless Chromium), against the bot started for real with the fake
Discord: a panel's **Open in browser** signs a player in and lands on the game's clean URL, on a phone
and on a desktop (screenshots under the test's tmp folder: phone.png, desktop.png), a move made in
Discord appears without a reload, the history scrubs back to the start, my games lists the game, and
every refusal is a page with a sentence."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from tests.e2e.boardhost import choose, first_action, latest_post, open_panel, open_table, person_to_act
from web.app import COOKIE
from web.signing import LINK_SECONDS, Signer

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
SHOTS = Path("/tmp") / "boardhost-web-shots"  # a copy of the screenshots, to look at after a run


def browser_link(panel) -> str:
    return panel.item(label="Open in browser").raw["url"]


async def first_paint(page) -> float:
    entry = await page.wait_for_function(
        "() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime")
    return float(await entry.json_value())


async def test_a_panel_link_opens_the_players_table_on_a_phone_and_a_desktop_and_it_follows_the_game(
        fake_discord, web_bot, browser, tmp_path):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "moonbots", alice, [bob])
    post = latest_post(fake, thread)
    game = int(post.item(label="Play").custom_id.split(":")[2])
    SHOTS.mkdir(exist_ok=True)
    pages = {}
    for name, size, zone in (("phone", PHONE, "UTC"), ("desktop", DESKTOP, "Europe/Rome")):
        panel = await open_panel(fake, post, alice, picture=False)
        link = browser_link(panel)
        assert link.startswith(web_bot.config.web.url + "/signin?t=")
        context = await browser.new_context(viewport=size, device_scale_factor=1, timezone_id=zone)
        page = await context.new_page()
        answer = await page.goto(link)
        assert answer.ok and page.url == f"{web_bot.config.web.url}/game/{game}", page.url  # the token is gone
        await page.wait_for_function("() => document.getElementById('picture').naturalWidth > 0")
        body = await page.inner_text("body")
        assert "Moon-Bots · game #" in body and "as your seat sees it" in body
        deadline = await page.inner_text(".deadlines time")  # in the reader's own time zone
        assert ("GMT+1" if zone == "Europe/Rome" else "UTC") in deadline, deadline
        before = await page.get_attribute("#picture", "style")
        await page.click("[data-zoom=in]")
        assert await page.get_attribute("#picture", "style") != before  # zoomed
        await page.click("[data-zoom=fit]")
        paint = await first_paint(page)
        assert 0 <= paint < 3000, paint
        print(f"{name}: first contentful paint {paint:.0f} ms")
        await page.screenshot(path=str(tmp_path / f"{name}.png"), full_page=True)
        await page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
        cookie = next(c for c in await context.cookies() if c["name"] == COOKIE)
        assert cookie["httpOnly"] and cookie["secure"] and cookie["sameSite"] == "Lax"
        pages[name] = page
    version = int(await pages["phone"].evaluate("() => document.body.dataset.version"))
    mover = await person_to_act(fake, web_bot, game)
    user = alice if mover == alice.id else bob
    panel = await open_panel(fake, latest_post(fake, thread), user, picture=False)
    await fake.wait_callback(await choose(fake, panel, first_action(panel), user))
    for page in pages.values():  # no reload: the page follows by itself, its picture too (at its new address)
        await page.wait_for_function(f"() => Number(document.body.dataset.version) > {version}", timeout=10_000)
        await page.wait_for_function("""() => {
            const img = document.getElementById('picture');
            return img.complete && img.naturalWidth > 0
                && img.getAttribute('src').includes(`?v=${document.body.dataset.version}&`);
        }""", timeout=10_000)
    desktop = pages["desktop"]
    await desktop.screenshot(path=str(SHOTS / "desktop-after-move.png"), full_page=True)
    await desktop.click("text=History")  # scrub back to the start of the game
    await desktop.wait_for_selector("#scrub")
    last = await desktop.inner_text("#step-title")
    await desktop.focus("#scrub")
    await desktop.keyboard.press("Home")
    await desktop.wait_for_function("() => document.getElementById('step-title').textContent.includes('step 1 of')")
    assert "The game begins." in await desktop.inner_text("#step-lines") and last != await desktop.inner_text(
        "#step-title")
    await desktop.screenshot(path=str(SHOTS / "history.png"), full_page=True)
    phone = pages["phone"]
    await phone.click("text=My games")
    await phone.wait_for_selector(".my-games")
    assert f"game #{game}" in await phone.inner_text(".my-games")
    await phone.screenshot(path=str(SHOTS / "my-games.png"), full_page=True)
    await phone.goto(f"{web_bot.config.web.url}/server/{fake.guild_id}/leaderboard/moonbots")
    assert "Nobody has a rating" in await phone.inner_text("main")
    for page in pages.values():
        await page.context.close()


async def test_refused_without_a_session_to_a_stranger_with_a_used_or_expired_link_or_a_forged_cookie(
        fake_discord, web_bot, browser):
    fake = fake_discord
    alice, bob, stranger = fake.users["alice"], fake.users["bob"], fake.users["stranger"]
    thread, _ = await open_table(fake, "moonbots", alice, [bob])
    post = latest_post(fake, thread)
    game = int(post.item(label="Play").custom_id.split(":")[2])
    url = web_bot.config.web.url
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    answer = await page.goto(f"{url}/game/{game}")
    assert answer.status == 401 and "Open in browser" in await page.inner_text("body")
    carol = fake.users["carol"]  # a member of the server who plays nothing: the Table answer's link
    iid = await fake.click_button(post, post.item(label="Table").custom_id, user=carol)
    await fake.wait_callback(iid)
    assert (await page.goto(browser_link(fake.original(iid)))).status == 200
    assert "The whole table" in await page.inner_text("body") and "Your hand" not in await page.inner_text("body")
    await context.clear_cookies()
    link = browser_link(await open_panel(fake, post, alice, picture=False))
    assert (await page.goto(link)).status == 200
    await context.clear_cookies()
    answer = await page.goto(link)  # used once already
    assert answer.status == 403 and "already used or has expired" in await page.inner_text("body")
    expired = f"{url}/signin?t={web_bot.web.signer.link(alice.id, game, time.time() - LINK_SECONDS - 1)}"
    assert (await page.goto(expired)).status == 403
    forged = Signer("not the bot's secret, but long enough to pass").session(alice.id, time.time())
    await context.add_cookies([{"name": COOKIE, "value": forged, "url": url}])
    assert (await page.goto(f"{url}/game/{game}")).status == 401
    await context.clear_cookies()
    assert (await page.goto(web_bot.web.link(stranger.id, game))).status == 403  # signed in, not of this server
    assert "only to its players and to the members of its server" in await page.inner_text("body")
    await context.close()


async def test_a_persons_page_the_leaderboard_and_my_games_on_a_phone_and_a_desktop_in_the_readers_time_zone(
        fake_discord, web_bot, browser):
    """A finished game of Tally (with an AI seat) and a running one in the server; Alice chose New York's time
    in Discord (/games notify), so every time on her pages is New York's, whatever the browser's zone."""
    from dataclasses import replace

    from engines.base import Rng

    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    table = web_bot.desk.table
    await table.put_prefs(alice.id, replace(await table.prefs(alice.id), time_zone="America/New_York"))
    await open_table(fake, "tally", alice, [bob], ai=1)
    finished = max(r.id for r in await web_bot.store.games_where("game = ?", ("tally",)))
    for _ in range(200):
        row = await table.game_row(finished)
        engine, state = await table.load(row)
        if not engine.pending(state):
            break
        seat = engine.pending(state)[0]
        if row.seats[seat].user_id is None:  # the AI seat plays on its timer
            await asyncio.sleep(0.05)
            continue
        await table.act(finished, row.seats[seat].user_id, engine.ai(state, seat, Rng(row.version), "smart"),
                        row.version)
    assert (await table.game_row(finished)).status == "finished"
    thread, _ = await open_table(fake, "moonbots", alice, [bob])
    running = int(latest_post(fake, thread).item(label="Play").custom_id.split(":")[2])
    url = web_bot.config.web.url
    for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
        context = await browser.new_context(viewport=size, device_scale_factor=1, timezone_id="Europe/Rome")
        page = await context.new_page()
        assert (await page.goto(web_bot.web.link(alice.id, running))).ok
        deadline = await page.inner_text(".deadlines time")
        assert "United States (New York) Time" in deadline, deadline
        await page.screenshot(path=str(SHOTS / f"game-new-york-{name}.png"), full_page=True)
        await page.click("text=Leaderboard")
        await page.goto(f"{url}/server/{fake.guild_id}/leaderboard/tally")
        await page.screenshot(path=str(SHOTS / f"leaderboard-{name}.png"), full_page=True)
        await page.click("text=alice")
        await page.wait_for_selector("text=Record per game")
        body = await page.inner_text("main")
        assert "Tally" in body and "The AI levels here" in body and f"game #{finished}" in body, body
        assert "New York" in await page.inner_text(".recent time")
        await page.screenshot(path=str(SHOTS / f"person-{name}.png"), full_page=True)
        await page.goto(f"{url}/games")
        await page.click("text=your record in this server")
        await page.wait_for_selector("text=Record per game")
        await page.goto(f"{url}/games")
        await page.screenshot(path=str(SHOTS / f"my-games-{name}.png"), full_page=True)
        await context.close()


async def test_log_in_with_discord_from_a_refusal_page_comes_back_to_the_page_signed_in(fake_discord, web_bot, browser):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "moonbots", alice, [bob])
    game = int(latest_post(fake, thread).item(label="Play").custom_id.split(":")[2])
    url = web_bot.config.web.url
    fake.oauth.logged_in = bob  # Bob is logged in at Discord in this browser
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    answer = await page.goto(f"{url}/game/{game}")
    assert answer.status == 401
    await page.screenshot(path=str(SHOTS / "login-button-phone.png"), full_page=True)
    await page.click("text=Log in with Discord")  # to Discord's consent page (the fake's agrees at once) and back
    await page.wait_for_selector("#picture")  # back on the page asked for, signed in
    assert page.url == f"{url}/game/{game}" and "as your seat sees it" in await page.inner_text("body")
    assert fake.oauth.exchanges == [200]
    await page.click("text=My games")
    assert f"game #{game}" in await page.inner_text(".my-games")
    await context.close()
