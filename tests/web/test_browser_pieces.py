"""Every piece explains itself, in a real browser (headless Chromium) over a real store: in all five games,
a player on a desktop hovers one piece of every kind the table draws and reads its explanation in English,
another on a phone taps one of every kind and reads it in German; Tab reaches the pieces and the arrow keys
move between them; a choice highlights the pieces it touches; the pieces are the picture's (the reader's
own seat's view). Screenshots in /tmp/boardhost-web-shots."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from core.table import Table, seat_names
from engines import GAMES
from engines.base import Rng
from engines.i18n import say
from renderers import kinds as kinds_of
from renderers import legend
from tests.conftest import one_store_each
from tests.web.test_browser import DESKTOP, PHONE, SHOTS
from tests.web.test_web_app import ANN, BOB, CAROL, GUILD, site  # noqa: F401
from web.signing import Signer

MOVES = 14  # smart moves before looking, so the table holds more than its opening


async def three_player_game(table: Table, key: str) -> int:
    row = await table.open_lobby(key, ANN, "Ann", guild_id=GUILD, channel_id=5, seed=11)
    for user, name in ((BOB, "Bob"), (CAROL, "Carol")):
        await table.join(row.id, user, name)
    await table.start(row.id, ANN)
    for turn in range(MOVES):
        row = await table.game_row(row.id)
        engine, state = await table.load(row)
        if not engine.pending(state):
            break
        seat = engine.pending(state)[0]
        await table.act(row.id, row.seats[seat].user_id, engine.ai(state, seat, Rng(turn), "smart"), row.version)
    return row.id


async def signed_in_page(browser, base: str, signer: Signer, user: int, game: int, **context: object):
    ctx = await browser.new_context(**context)
    page = await ctx.new_page()
    await page.goto(f"{base}signin?t={signer.link(user, game, time.time())}")
    await page.wait_for_function("() => document.getElementById('pieces') && "
                                 "document.getElementById('pieces').dataset.version === document.body.dataset.version")
    return page


async def the_deciders_page(site, table: Table, browser) -> tuple:  # noqa: F811
    """A 20th Century game part played, and the page of the first person asked to decide (on a desktop):
    (game id, its row, the engine, its state, the seat, the page)."""
    client, signer, _ = site
    game = await three_player_game(table, "century")
    row = await table.game_row(game)
    engine, state = await table.load(row)
    seat = engine.pending(state)[0]
    page = await signed_in_page(browser, str(client.make_url("/")), signer, row.seats[seat].user_id, game,
                                viewport=DESKTOP)
    return game, row, engine, state, seat, page


# one piece of each kind that a pointer reaches, and where (a point of it no other piece lies over)
REACHABLE = """() => {
  const found = {};
  for (const [i, el] of [...document.querySelectorAll('.piece')].entries()) {
    if (found[el.dataset.kind] !== undefined) continue;
    const r = el.getBoundingClientRect();
    for (const [fx, fy] of [[.5, .5], [.15, .15], [.85, .15], [.15, .85], [.85, .85], [.5, .1], [.5, .9]]) {
      if (document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy) === el) {
        found[el.dataset.kind] = [i, r.width * fx, r.height * fy];
        break;
      }
    }
  }
  return found;
}"""
KINDS = "() => [...new Set([...document.querySelectorAll('.piece')].map((el) => el.dataset.kind))]"


async def read_every_kind(page, how: str) -> dict[str, str]:
    """Point at (hover or tap) one piece of each kind; the explanation the tip shows, by kind."""
    await page.locator("#viewport").scroll_into_view_if_needed()
    reachable: dict[str, list[float]] = await page.evaluate(REACHABLE)
    said = {}
    for kind, (index, x, y) in reachable.items():
        piece = page.locator(".piece").nth(int(index))
        if how == "hover":
            await piece.hover(position={"x": x, "y": y})
        else:
            await piece.tap(position={"x": x, "y": y})
        await page.wait_for_selector("#tip:not([hidden])")
        tip = await page.inner_text("#tip")
        assert tip == await piece.get_attribute("aria-label") and tip.strip(), (kind, tip)
        said[kind] = tip
    return said


@pytest.mark.parametrize(("key", "database"), one_store_each(*zip(sorted(k for k in GAMES if k != "tally"))),
                         indirect=["database"])
async def test_every_kind_of_piece_explains_itself_in_two_languages(site, table, browser, key):  # noqa: F811
    client, signer, _ = site
    base = str(client.make_url("/"))
    game = await three_player_game(table, key)
    await table.put_prefs(BOB, replace(await table.prefs(BOB), language="de"))
    desktop = await signed_in_page(browser, base, signer, ANN, game, viewport=DESKTOP)
    english = await read_every_kind(desktop, "hover")
    kinds = await desktop.evaluate(KINDS)
    assert english and set(english) == set(kinds), f"{key}: kinds no pointer reaches: {set(kinds) - set(english)}"
    phone = await signed_in_page(browser, base, signer, BOB, game, viewport=PHONE, has_touch=True, is_mobile=True)
    german = await read_every_kind(phone, "tap")
    assert set(german) == set(await phone.evaluate(KINDS)), key
    assert not set(german.values()) & set(english.values()), german  # said in German, not in English
    assert await phone.get_attribute("html", "lang") == "de"
    SHOTS.mkdir(exist_ok=True)
    await desktop.screenshot(path=str(SHOTS / f"pieces-{key}-desktop.png"))
    await phone.screenshot(path=str(SHOTS / f"pieces-{key}-phone.png"))
    print(f"{key}: {len(english)} kinds explained (of {len(kinds_of(key))} the game may draw)")
    for page in (desktop, phone):
        await page.context.close()


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
async def test_the_keyboard_moves_between_pieces_and_a_choice_highlights_what_it_touches(site, table, browser):  # noqa: F811
    game, row, engine, state, seat, page = await the_deciders_page(site, table, browser)
    lines = [say(line, "en", seat_names(row, "en")) for line in legend("century", engine.view(state, seat))]
    assert lines and await page.locator("#legend li").all_text_contents() == lines  # the codes the picture draws
    await page.focus(".piece[tabindex='0']")
    first = await page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert await page.inner_text("#tip") == first
    await page.keyboard.press("ArrowRight")
    second = await page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert second != first and await page.inner_text("#tip") == second
    assert await page.evaluate("() => document.activeElement.classList.contains('piece')")
    await page.keyboard.press("ArrowLeft")
    assert await page.evaluate("() => document.activeElement.getAttribute('aria-label')") == first
    await page.keyboard.press("Escape")
    assert await page.is_hidden("#tip")
    touching = page.locator("#decide .choice:not([data-touches=''])[data-action]")
    assert await touching.count(), "no choice of this seat touches a piece"
    choice = touching.first
    refs = set((await choice.get_attribute("data-touches")).split())
    await choice.click()
    lit = await page.evaluate("() => [...document.querySelectorAll('.piece.touched')].map((el) => el.dataset.refs)")
    assert lit and all(refs & set(r.split()) for r in lit)
    await page.screenshot(path=str(SHOTS / "highlight-century.png"))
    await page.click("#cancel-button")
    assert not await page.evaluate("() => document.querySelectorAll('.piece.touched').length")
    await page.fill("#decide input[name=amount]", "3")  # 20th Century's amount field, as Discord's form
    await page.click("#decide [data-amount]")
    assert "3" in await page.inner_text("#chosen")
    await page.click("#confirm-button")
    await page.wait_for_function(f"() => Number(document.body.dataset.version) > {row.version}")
    move = (await table.moves(game))[-1]
    assert move.seat == seat and move.action == engine.amount_action(state, seat, 3)
    await page.context.close()


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
async def test_a_readers_pieces_are_those_of_the_picture_they_see(site, table):  # noqa: F811
    client, signer, _ = site
    game = await three_player_game(table, "moonbots")
    row = await table.game_row(game)
    for user, seat in ((ANN, 0), (BOB, 1)):
        client.session.cookie_jar.clear()
        await client.get(f"/signin?t={signer.link(user, game, time.time())}")
        answer = await (await client.get(f"/game/{game}/pieces.json")).json()
        _, pieces = await table.pictures.picture_with_pieces(row, seat, "en")
        assert answer["pieces"] == pieces and answer["version"] == row.version
        png = await (await client.get(f"/game/{game}/table.png")).read()
        assert png == await table.picture(row, seat, "en")
    client.session.cookie_jar.clear()
    assert (await client.get(f"/game/{game}/pieces.json")).status == 401


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
async def test_an_old_page_and_a_forged_form_token_are_refused_with_a_sentence(site, table, browser):  # noqa: F811
    client, _, _ = site
    game, row, _, _, _, fresh = await the_deciders_page(site, table, browser)
    token = await fresh.evaluate("() => document.querySelector('header input[name=form]').value")
    await fresh.evaluate("() => { document.querySelector('header input[name=form]').value = 'forged'; }")
    await fresh.click("#decide .choice[data-action] >> nth=0")
    await fresh.click("#confirm-button")
    await fresh.wait_for_selector("#notes .refusal")
    assert "not valid" in await fresh.inner_text("#notes .refusal")
    assert (await table.game_row(game)).version == row.version  # nothing was played
    await fresh.evaluate(f"() => {{ document.querySelector('header input[name=form]').value = '{token}'; }}")
    old = await fresh.context.new_page()
    await old.route("**/live*", lambda route: route.abort())  # this page does not follow the game
    await old.goto(str(client.make_url(f"/game/{game}")))
    await old.wait_for_selector("#decide-form")
    await fresh.click("#decide .choice[data-action] >> nth=0")
    await fresh.click("#confirm-button")
    await fresh.wait_for_function(f"() => Number(document.body.dataset.version) > {row.version}")
    assert not await fresh.query_selector("#notes .refusal")
    await old.click("#decide .choice[data-action] >> nth=1")  # another choice, on the page of before the move
    await old.click("#confirm-button")
    await old.wait_for_selector("#notes .refusal")
    assert "moved on" in await old.inner_text("#notes .refusal")
    now = await table.game_row(game)
    assert now.version == row.version + 1  # nothing more was played
    assert int(await old.evaluate("() => document.body.dataset.version")) == now.version  # the new prompt shown
    await old.screenshot(path=str(SHOTS / "refused-desktop.png"))
    await fresh.context.close()
