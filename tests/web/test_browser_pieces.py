"""Every piece explains itself, in a real browser (headless Chromium) over a real store: in all five games,
a player on a desktop hovers one piece of every kind the table draws and reads its explanation in English,
another on a phone taps one of every kind and reads it in German; Tab reaches the pieces in reading order
and an arrow key moves to the nearest piece in its direction; a choice highlights the pieces it touches; the
pieces are the picture's (the reader's own seat's view). Screenshots in /tmp/boardhost-web-shots."""

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
# smart moves (seed 11, Rng(move)) to a state where Ann's table draws every kind of piece its game may
# draw: 20th Century draws the spots and turns of a piece being placed only to the seat placing it, and
# an institution from the second round on (after 55 moves Ann places her fourth piece)
EVERY_KIND_MOVES = {"century": 55}


async def three_player_game(table: Table, key: str, moves: int = MOVES) -> int:
    row = await table.open_lobby(key, ANN, "Ann", guild_id=GUILD, channel_id=5, seed=11)
    for user, name in ((BOB, "Bob"), (CAROL, "Carol")):
        await table.join(row.id, user, name)
    await table.start(row.id, ANN)
    for turn in range(moves):
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
    client, signer, handlers = site
    base = str(client.make_url("/"))
    game = await three_player_game(table, key, EVERY_KIND_MOVES.get(key, MOVES))
    desktop = await signed_in_page(browser, base, signer, ANN, game, viewport=DESKTOP)
    english = await read_every_kind(desktop, "hover")
    kinds = await desktop.evaluate(KINDS)
    assert english and set(english) == set(kinds), f"{key}: kinds no pointer reaches: {set(kinds) - set(english)}"
    assert set(kinds) == set(kinds_of(key)), f"{key}: kinds the table does not draw: {set(kinds_of(key)) - set(kinds)}"
    # the same seat read again on a phone, in German (20th Century draws a placing piece's spots and
    # turns to the seat placing it alone)
    await table.put_prefs(ANN, replace(await table.prefs(ANN), language="de"))
    handlers.people.forget(ANN)  # the site keeps a person's preferences a while: as if that while were over
    phone = await signed_in_page(browser, base, signer, ANN, game, viewport=PHONE, has_touch=True, is_mobile=True)
    german = await read_every_kind(phone, "tap")
    assert set(german) == set(kinds_of(key)), key
    assert not set(german.values()) & set(english.values()), german  # said in German, not in English
    assert await phone.get_attribute("html", "lang") == "de"
    SHOTS.mkdir(exist_ok=True)
    await desktop.screenshot(path=str(SHOTS / f"pieces-{key}-desktop.png"))
    await phone.screenshot(path=str(SHOTS / f"pieces-{key}-phone.png"))
    print(f"{key}: {len(english)} kinds explained in English and German (of {len(kinds_of(key))} the game may draw)")
    for page in (desktop, phone):
        await page.context.close()


# every piece's box on the picture (left, top, right, bottom) in the page's order, and which one has focus
BOXES = """() => {
  const all = [...document.querySelectorAll('.piece')];
  const box = (el) => [parseFloat(el.style.left), parseFloat(el.style.top),
                       parseFloat(el.style.left) + parseFloat(el.style.width),
                       parseFloat(el.style.top) + parseFloat(el.style.height)];
  return [all.map(box), all.indexOf(document.activeElement)];
}"""
ARROWS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}


def centre(box: list[float]) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


async def arrows_move_by_position(page) -> None:  # noqa: ANN001
    """Tab's first piece is the top-left one (reading order); each arrow key moves focus to a piece lying in
    its direction that no other piece beats on both counts (nearer along the arrow and nearer across it);
    Home and End reach the first and last piece in reading order."""
    boxes, at = await page.evaluate(BOXES)
    assert at == 0 and [(b[1], b[0]) for b in boxes] == sorted((b[1], b[0]) for b in boxes)  # top, then left
    moved = 0
    for key in ("ArrowRight", "ArrowDown", "ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "ArrowLeft"):
        (ax, ay), (fx, fy) = ARROWS[key], centre(boxes[at])
        await page.keyboard.press(key)
        _, now = await page.evaluate(BOXES)
        along = [(centre(b)[0] - fx) * ax + (centre(b)[1] - fy) * ay for b in boxes]
        across = [abs((centre(b)[0] - fx) * ay + (centre(b)[1] - fy) * ax) for b in boxes]
        ahead = [i for i in range(len(boxes)) if along[i] >= 0.5]
        if not ahead:
            continue  # nothing that way (co-centred pieces aside): focus may stay
        assert now in ahead, (key, boxes[at], boxes[now])
        assert not [i for i in ahead if along[i] < along[now] and across[i] < across[now]], key
        assert await page.inner_text("#tip") == await page.evaluate(
            "() => document.activeElement.getAttribute('aria-label')")
        at, moved = now, moved + 1
    assert moved >= 4
    await page.keyboard.press("End")
    assert (await page.evaluate(BOXES))[1] == len(boxes) - 1
    await page.keyboard.press("Home")
    assert (await page.evaluate(BOXES))[1] == 0


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
async def test_the_keyboard_moves_between_pieces_and_a_choice_highlights_what_it_touches(site, table, browser):  # noqa: F811
    game, row, engine, state, seat, page = await the_deciders_page(site, table, browser)
    lines = [say(line, "en", seat_names(row, "en")) for line in legend("century", engine.view(state, seat))]
    assert lines and await page.locator("#legend li").all_text_contents() == lines  # the codes the picture draws
    await page.focus(".piece[tabindex='0']")
    first = await page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert await page.inner_text("#tip") == first
    await arrows_move_by_position(page)
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
