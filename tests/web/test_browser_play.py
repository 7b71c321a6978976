"""Playing from the page in a real browser (headless Chromium) at a table with an AI seat and a player on
Discord: alice plays a whole 3-player game of each kind from the page (choose, see it highlighted,
confirm), bob from his Discord panel; then the same game (the same seed, the same decisions) is played from
Discord alone, and the two threads hold the same posts. The refusals a page can meet (an old page, not its
turn, a forged form token) are sentences on the page. Screenshots of the page on a phone and a desktop go to
/tmp/boardhost-web-shots."""

from __future__ import annotations

import asyncio
import re
import time
from pathlib import Path

import pytest

from core.store import FINISHED
from engines import GAMES
from tests.e2e.boardhost import (
    choose,
    latest_post,
    open_panel,
    open_table,
    pending_users,
    smart_choice,
    until_moved,
)
from tests.web.test_browser import DESKTOP, PHONE, SHOTS, browser_link
from web.access import Buckets

SEED = 5
# settings that end a game soon (the rulebook's full length is for people, not for a test)
SHORT: dict[str, dict[str, object]] = {"botfactory": {"last_round": 2}, "moonbots": {"overtime_round": 2},
                                       "century": {"scoring_cards": False}, "qube": {},
                                       "proponi": {"difficulty": 3, "start_at_5": True}}
STEPS = 1500
TIMESTAMP = re.compile(r"<t:\d+(:[a-zA-Z])?>")


async def people_asked(bot, game_id: int, timeout: float = 20.0) -> list[int]:
    """The people asked now, once no AI seat is (so both games see the same order of decisions); [] when
    the game is over."""
    deadline = time.monotonic() + timeout
    while True:
        row = await bot.store.get_game(game_id)
        if row.status == FINISHED:
            return []
        users = await pending_users(bot, game_id, settled=True)
        if users:
            return users
        assert time.monotonic() < deadline, f"nobody to act in game {game_id}"
        await asyncio.sleep(0.01)


async def settled(bot, timeout: float = 30.0) -> None:
    """Every post of the outbox delivered."""
    deadline = time.monotonic() + timeout
    while (await bot.store.fetch("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'"))[0]["n"]:
        assert time.monotonic() < deadline, "the outbox did not settle"
        await asyncio.sleep(0.05)


def posts(fake, thread: int, game_id: int) -> list[tuple]:
    """The thread's public posts, with what differs between two games of the same moves (the game's
    number, the time stamps of deadlines) put aside."""
    def plain(value: str) -> str:
        return TIMESTAMP.sub("<t:…>", value.replace(f"#{game_id}", "#…").replace(f"game:{game_id}", "game:…"))

    def component(c) -> tuple:
        cid = c.custom_id or ""
        parts = cid.split(":")
        if cid.startswith("bh:") and len(parts) > 2:
            parts[2] = "…"
        return c.label, ":".join(parts), bool(c.raw.get("url"))
    return [(plain(m.content), plain(str(m.embeds)), [component(c) for c in m.items],
             [re.sub(rf"-{game_id}-", "-…-", a.filename) for a in m.attachments])
            for m in fake.message_list(thread) if not m.ephemeral]


def offered_on(panel, action: str) -> bool:
    return any((c.custom_id or "").endswith(f":{action}") or any(o.get("value") == action
                                                                  for o in c.raw.get("options", []))
               for c in panel.items)


def panel_version(panel) -> int | None:
    ids = [c.custom_id for c in panel.items if (c.custom_id or "").startswith(("bh:act:", "bh:sel:"))]
    return int(ids[0].split(":")[3]) if ids else None


async def discord_move(fake, thread: int, user, action: str, panels: dict, key: str, version: int) -> None:
    """Press `action` on the person's panel (a fresh one when theirs shows an older version); an amount no
    button names (20th Century) typed with `/<game> move`, as a player would."""
    panel = panels.get(user.id)
    panel = fake.find_message(panel.id) if panel else None
    if panel is None or panel_version(panel) != version:
        panel = panels[user.id] = await open_panel(fake, latest_post(fake, thread), user, picture=False)
    if offered_on(panel, action):
        iid = await choose(fake, panel, action, user)
    else:
        iid = await fake.send_slash(f"{key} move", {"action": action}, user=user, channel=thread)
    await fake.wait_callback(iid)


async def page_move(page, action: str, version: int) -> None:
    """Choose `action` on the page (an amount no button names in the amount field), confirm, and wait for the
    new version."""
    if await page.locator(f'#decide [data-action="{action}"]').count():
        await page.click(f'#decide [data-action="{action}"]')
    else:
        await page.fill("#decide input[name=amount]", action.rpartition(":")[2])
        await page.click("#decide [data-amount]")
    await page.wait_for_selector("#confirm:not([hidden])")
    await page.click("#confirm-button")
    await page.wait_for_function(f"() => Number(document.body.dataset.version) > {version} || "
                                 "document.querySelector('#notes .refusal')", timeout=20_000)
    refused = await page.query_selector("#notes .refusal")
    assert refused is None, f"{action}: {await refused.inner_text()}"


async def play_from_page(fake, bot, key: str, page, thread: int, game_id: int,
                         most: int | None = None) -> list[tuple[int, str]]:
    """Alice on the page, bob on Discord, until the end (or `most` decisions); the people's decisions in
    order (user, action)."""
    alice, bob = fake.users["alice"], fake.users["bob"]
    panels: dict = {}
    decisions: list[tuple[int, str]] = []
    for step in range(STEPS):
        asked = await people_asked(bot, game_id)
        if not asked or len(decisions) == most:
            return decisions
        user = asked[0]
        row = await bot.store.get_game(game_id)
        action = await smart_choice(bot, game_id, user, seed=step)
        decisions.append((user, action))
        if user == alice.id:
            await page.wait_for_function(f"() => Number(document.body.dataset.version) >= {row.version}")
            await page.wait_for_selector(f'#decide-form[data-version="{row.version}"]')
            await page_move(page, action, row.version)
        else:
            await discord_move(fake, thread, bob, action, panels, key, row.version)
        await until_moved(fake, bot, game_id, row.version)
    raise AssertionError(f"{key}: the game did not end within {STEPS} decisions")


async def play_from_discord(fake, bot, key: str, thread: int, game_id: int, decisions: list[tuple[int, str]]) -> None:
    panels: dict = {}
    for user_id, action in decisions:
        asked = await people_asked(bot, game_id)
        assert asked and asked[0] == user_id, (asked, user_id, action)
        version = (await bot.store.get_game(game_id)).version
        await discord_move(fake, thread, fake.user_by_id(user_id), action, panels, key, version)
        await until_moved(fake, bot, game_id, version)
    await people_asked(bot, game_id)  # the AI seats have played on (to the end, or to the next person asked)


LONG = ("century", "qube")  # near 180 decisions of people even so: their first PART decisions in the default run
PART = 40
KEYS = sorted(k for k in GAMES if k != "tally")
GAME_CASES = [pytest.param(key, None, marks=[pytest.mark.hunt] if key in LONG else []) for key in KEYS]
GAME_CASES += [pytest.param(key, PART) for key in LONG]


@pytest.mark.parametrize(("key", "most"), GAME_CASES)
async def test_a_game_from_the_page_leaves_the_posts_a_discord_game_leaves(fake_discord, web_bot, browser, key, most):
    fake, bot = fake_discord, web_bot
    alice, bob = fake.users["alice"], fake.users["bob"]
    started = time.monotonic()
    # one person deciding several times a second for minutes: more than the rate a person's session is allowed
    bot.web.app.per_session = bot.web.app.per_address = Buckets(1000.0, 1000.0)
    thread, _ = await open_table(fake, key, alice, [bob], ai=1, options=SHORT.get(key, {}), seed=(bot, SEED))
    game_id = (await bot.store.games_where("status = ?", ("active",)))[-1].id
    context = await browser.new_context(viewport=DESKTOP if key != "qube" else PHONE, device_scale_factor=1)
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.route("**/table.png*", lambda route: route.abort())  # the pictures are not what this test is about
    panel = await open_panel(fake, latest_post(fake, thread), alice, picture=False)
    await page.goto(browser_link(panel))
    decisions = await play_from_page(fake, bot, key, page, thread, game_id, most)
    await people_asked(bot, game_id)
    await settled(bot)
    if most is None:
        assert (await bot.store.get_game(game_id)).status == FINISHED
    SHOTS.mkdir(exist_ok=True)
    await page.unroute("**/table.png*")
    await page.reload()
    await page.wait_for_function("() => document.getElementById('picture').naturalWidth > 0")
    await page.screenshot(path=str(SHOTS / f"played-{key}.png"), full_page=True)
    await context.close()
    from_page = time.monotonic() - started
    thread2, _ = await open_table(fake, key, alice, [bob], ai=1, options=SHORT.get(key, {}), seed=(bot, SEED))
    game2 = (await bot.store.games_where("status = ?", ("active",)))[-1].id
    await play_from_discord(fake, bot, key, thread2, game2, decisions)
    await settled(bot)
    mine = [d for d in decisions if d[0] == alice.id]
    print(f"{key}: {len(decisions)} decisions ({len(mine)} from the page) in {from_page:.1f} s; "
          f"both games {time.monotonic() - started:.1f} s")
    assert mine and len(mine) < len(decisions) and not errors
    assert posts(fake, thread, game_id) == posts(fake, thread2, game2)
    assert Path(SHOTS / f"played-{key}.png").exists()
