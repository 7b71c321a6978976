"""Playing from the page over a real store, without a browser: the choices are the panel's (the same labels in
the same order, standing orders in their groups, 20th Century's amount field, Undo), a confirmed choice goes
through the table's version-checked `act`, and the refusals (an old page, not your turn, a forged form
token, a stranger) are sentences."""

from __future__ import annotations

import html
import re

from aiohttp.test_utils import TestClient

from core.table import Table, seat_names
from engines.base import Event, Rng
from engines.i18n import say
from tests.web.test_web_app import ANN, BOB, CAROL, GUILD, signed_in, site, started_game  # noqa: F401
from web.access import Buckets
from web.texts import text


async def century(table: Table, key: str = "century") -> int:
    """A game of Ann, Bob and Carol (20th Century and Proponi take three)."""
    row = await table.open_lobby(key, ANN, "ann", guild_id=GUILD, channel_id=5, seed=3)
    for user, name in ((BOB, "bob"), (CAROL, "carol")):
        await table.join(row.id, user, name)
    await table.start(row.id, ANN)
    return row.id


CHOICE = re.compile(r'data-action="([^"]*)"[^>]*>([^<]*)</button>')


async def token_of(client: TestClient, game: int) -> tuple[str, str]:
    """The page's form token and its choices' HTML."""
    page = await (await client.get(f"/game/{game}")).text()
    token = re.search(r'name="form" value="([^"]+)"', page)
    assert token is not None
    return token[1], page


async def post(client: TestClient, game: int, path: str, **fields: str) -> tuple[int, dict]:
    answer = await client.post(f"/game/{game}/{path}", data=fields)
    return answer.status, await answer.json()


async def mover(table: Table, game: int) -> tuple[int, int]:
    """(user id, seat) of the first person asked to act."""
    row = await table.game_row(game)
    engine, state = await table.load(row)
    seat = engine.pending(state)[0]
    user = row.seats[seat].user_id
    assert user is not None
    return user, seat


async def test_the_page_offers_the_panels_choices_and_a_confirmed_one_is_played(site, table):  # noqa: F811
    client, signer, _ = site
    game = await century(table)
    for turn in range(40):  # on to a decision with standing orders and an amount (a limit in an auction)
        user, seat = await mover(table, game)
        row = await table.game_row(game)
        offered = await table.offers(row, seat)
        if offered.groups and offered.amount:
            break
        engine, state = await table.load(row)
        await table.act(game, user, engine.ai(state, seat, Rng(turn), "smart"), row.version)
    await signed_in(client, signer, user, game)
    token, page = await token_of(client, game)
    names = seat_names(row, "en")
    shown = [(html.unescape(i), html.unescape(label)) for i, label in CHOICE.findall(page)]
    assert shown == [(a.id, say(a.label, "en", names)) for a in offered.actions]  # the panel's, in its order
    assert offered.groups and all(f"<legend>{html.escape(say(g, 'en', names))}</legend>" in page
                                  for g, _ in offered.groups)  # the standing orders, under their names
    assert offered.amount is not None and 'name="amount"' in page and "Bid another amount" in page
    status, answer = await post(client, game, "act", form=token, v=str(row.version), amount="3")
    assert status == 200 and answer["refusal"] is None, answer
    assert answer["version"] == row.version + 1
    moves = await table.moves(game)
    assert moves[-1].seat == seat and moves[-1].action.endswith(":3")


async def test_an_old_page_is_told_the_game_moved_on_and_gets_the_new_choices(site, table):  # noqa: F811
    client, signer, _ = site
    game = await started_game(table, "moonbots")
    user, seat = await mover(table, game)
    await signed_in(client, signer, user, game)
    token, page = await token_of(client, game)
    row = await table.game_row(game)
    first = html.unescape(CHOICE.findall(page)[0][0])
    engine, state = await table.load(row)
    other = next(a.id for a in engine.actions(state, seat) if a.id != first)
    status, answer = await post(client, game, "act", form=token, v=str(row.version), a=first)
    assert status == 200 and answer["version"] > row.version
    status, again = await post(client, game, "act", form=token, v=str(row.version), a=other)  # the old page
    assert status == 409 and "moved on" in again["refusal"], again
    assert again["version"] == answer["version"] and "facts" in again and "decisions" in again
    assert (await table.game_row(game)).version == answer["version"]  # nothing more was played


async def test_refusals_not_your_turn_a_forged_token_a_damaged_version_and_a_stranger(site, table):  # noqa: F811
    client, signer, _ = site
    game = await started_game(table, "moonbots")
    user, seat = await mover(table, game)
    waiting = BOB if user == ANN else ANN
    row = await table.game_row(game)
    engine, state = await table.load(row)
    action = engine.actions(state, seat)[0].id
    await signed_in(client, signer, waiting, game)
    token, page = await token_of(client, game)
    assert 'data-action="' not in page  # nothing to choose while others are asked
    status, answer = await post(client, game, "act", form=token, v=str(row.version), a=action)
    assert status == 409 and answer["refusal"], answer
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    status, answer = await post(client, game, "act", form=forged, v=str(row.version), a=action)
    assert status == 403
    status, answer = await post(client, game, "act", form=token, v="x", a=action)
    assert status == 400
    client.session.cookie_jar.clear()
    await signed_in(client, signer, CAROL, game)  # a member of the server who plays nothing
    token, page = await token_of(client, game)
    assert 'id="decide-form"' not in page
    status, answer = await post(client, game, "act", form=token, v=str(row.version), a=action)
    assert status == 409 and "not playing" in answer["refusal"]
    assert (await table.game_row(game)).version == row.version  # nothing was played


async def test_undo_where_the_panel_offers_it(site, table):  # noqa: F811
    client, signer, _ = site
    game = await century(table)
    user, seat = await mover(table, game)
    await signed_in(client, signer, user, game)
    token, _ = await token_of(client, game)
    row = await table.game_row(game)
    engine, state = await table.load(row)
    choice = engine.ai(state, seat, Rng(1), "smart")
    offered_before = (await table.offers(row, seat)).actions
    status, answer = await post(client, game, "act", form=token, v=str(row.version), a=choice)
    assert status == 200
    offered = await table.offers(await table.game_row(game), seat)
    assert offered.undo and 'id="undo-button"' in answer["decisions"]  # picking a land to auction reveals nothing
    status, undone = await post(client, game, "undo", form=token, v=str(answer["version"]))
    assert status == 200 and "taken back" in undone["notes"][0]
    assert undone["version"] == answer["version"] + 1 and 'id="undo-button"' not in undone["decisions"]
    assert (await table.offers(await table.game_row(game), seat)).actions == offered_before


async def test_a_move_from_the_page_answers_with_the_private_lines_the_panel_shows(site, table):  # noqa: F811
    """The lines only the mover sees (the card they drew, say) come back with the answer, as the Discord
    panel shows them after a press: the events' private lines for the mover's seat."""
    client, signer, handlers = site
    handlers.per_session = handlers.per_address = Buckets(1000.0, 1000.0)  # three people playing quickly
    game = await century(table, "proponi")
    tokens: dict[int, str] = {}
    for turn in range(60):
        user, seat = await mover(table, game)
        row = await table.game_row(game)
        engine, state = await table.load(row)
        client.session.cookie_jar.clear()
        await signed_in(client, signer, user, game)
        tokens[user], _ = await token_of(client, game)
        status, answer = await post(client, game, "act", form=tokens[user], v=str(row.version),
                                    a=engine.ai(state, seat, Rng(turn), "smart"))
        assert status == 200, answer
        move = next(m for m in await table.moves(game) if m.n == row.version + 1)
        names = seat_names(row, "en")
        private = [say(text("private_line", text=e.private), "en", names) for e in map(Event.from_json, move.events)
                   if e.private and e.seat == seat]
        assert answer["notes"] == private
        if private:
            return
    raise AssertionError("no move told its mover a private line in 60 moves")
