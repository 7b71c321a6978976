"""Every renderer says what it drew (issue 35): the full table records each piece's box and what it
is, for the web page; Discord's pictures stay the same to the byte.

- The pictures of tests/renderers/pictures_seen.py (every game, fewest and most players, middle and
  end, en and de: table, glance, seat 0's table) hash as they did on main before pieces were recorded.
- Every kind of piece a game's full table records (its explainer's KINDS) is drawn at some point of a
  game, every piece's box lies inside the picture, and its words went through the catalogs (no plain
  English left in the pseudo-language) and read differently in German.
- No piece of a picture says anything the other seats hide: their secrets dealt again (the redeal of
  tests/test_hidden_info.py), each reader's pieces say the same.
- What a decision touches (`touches`) is named by a piece of the deciding seat's own picture."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator

import pytest
from PIL import Image

import renderers
from engines import GAMES
from engines.base import Rng
from engines.i18n import say, speaking
from renderers.pieces import Piece
from tests.renderers.pictures_seen import HASHES, digest, names, pictures, state_players
from tests.support.words import unmarked
from tests.test_hidden_info import HIDE

EXPLAINED = sorted(key for key in GAMES if renderers.kinds(key))
LOOKS = 24  # states looked at in a game: the seat to act's own picture at each
ALLOWED = {  # codes a piece's words keep in every language: tile names
    "century": {"start"},
}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_discords_pictures_are_the_same_as_before_pieces_were_recorded(key):
    seen = json.loads(HASHES.read_text())[key]
    drawn = {case: digest(png) for case, png in pictures(key)}
    views = sorted(case for case in seen if case.endswith("-views") and drawn.get(case) != seen[case])
    assert not views, f"{key}: the views drawn changed ({views}): a change of the rules or the AI; if meant, " \
                      "draw the hashes again (python -m tests.renderers.pictures_seen)"
    changed = sorted(case for case in seen if drawn.get(case) != seen[case])
    assert not changed, f"{key}: pictures changed for the same views: {changed}; if meant, draw the hashes again " \
                        "(python -m tests.renderers.pictures_seen)"


def looks(key: str, players: int, seed: int = 5) -> Iterator[tuple[object, int]]:
    """(state, seat to act) at LOOKS states spread over a random game, and its end (seat 0)."""
    game = GAMES[key]
    state, rng, steps = game.setup(players, seed), Rng(seed), 0
    while pending := game.pending(state):
        if steps % 7 == 0 and steps // 7 < LOOKS:
            yield game.load(json.loads(json.dumps(game.dump(state)))), pending[0]
        game.perform(state, pending[0], game.ai(state, pending[0], Rng(rng.next64()), "random"))
        steps += 1
    yield state, 0


def drawn(key: str, view: dict, players: int) -> tuple[tuple[int, int], list[Piece]]:
    with speaking("en"):
        png, found = renderers.render_with_pieces(key, view, names(players))
    return Image.open(io.BytesIO(png)).size, found


@pytest.mark.parametrize("key", EXPLAINED)
def test_every_kind_of_piece_is_drawn_inside_the_picture_and_said_in_every_language(key):
    game = GAMES[key]
    kinds: set[str] = set()
    players = min(3, game.max_players)
    for state, seat in looks(key, players):
        for viewer in (seat, None):
            view = game.view(state, viewer)
            (width, height), found = drawn(key, view, players)
            for piece in found:
                x0, y0, x1, y1 = piece.box
                assert 0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height, (piece.kind, piece.box, (width, height))
                assert piece.kind.startswith(f"{key}.") and piece.kind in renderers.kinds(key), piece.kind
                for words in (piece.label, piece.explanation):
                    assert not unmarked(words, ALLOWED.get(key, ())), (piece.kind, str(words))
                assert say(piece.explanation, "de", names(players)) != say(piece.explanation, "en", names(players))
                kinds.add(piece.kind)
    assert kinds == set(renderers.kinds(key)), f"never drawn: {set(renderers.kinds(key)) - kinds}"


def test_a_picture_with_its_pieces_is_the_picture_discord_gets():
    for key in EXPLAINED:
        game = GAMES[key]
        state = next(looks(key, game.min_players))[0]
        view = game.view(state, 0)
        with speaking("de"):
            assert renderers.render_with_pieces(key, view, names(game.min_players))[0] == \
                renderers.RENDERERS[key](view, names(game.min_players))


@pytest.mark.parametrize("key", EXPLAINED)
def test_no_piece_says_what_another_seat_hides(key):
    game = GAMES[key]
    players = game.max_players if key != "botfactory" else 3
    rng, checked = Rng(17), 0
    for state, _ in list(looks(key, players))[4::8]:
        for viewer in (None, *range(players)):
            other = game.load(json.loads(json.dumps(game.dump(state))))
            HIDE[key](other, -1 if viewer is None else viewer, rng)
            other["rng"] = rng.next64()  # type: ignore[index]
            view = game.view(state, viewer)
            if json.dumps(game.view(other, viewer), sort_keys=True) != json.dumps(view, sort_keys=True):
                continue  # the deal changed what this reader sees: not another seat's secret
            before = [p.said("en", names(players)) for p in drawn(key, view, players)[1]]
            after = [p.said("en", names(players)) for p in drawn(key, game.view(other, viewer), players)[1]]
            assert before == after, f"{key}: seat {viewer}'s pieces depend on others' secrets"
            checked += 1
    assert checked >= players


@pytest.mark.parametrize("key", EXPLAINED)
def test_what_a_decision_touches_is_a_piece_of_the_deciders_picture(key):
    game = GAMES[key]
    players = min(3, game.max_players)
    touched = 0
    for state, seat in looks(key, players):
        if seat not in game.pending(state):
            continue
        refs = {ref for piece in drawn(key, game.view(state, seat), players)[1] for ref in piece.refs}
        for action in game.actions(state, seat):
            for ref in game.touches(state, seat, action.id):
                assert ref in refs, (key, action.id, ref)
                touched += 1
    assert touched
    assert state_players(game, state) == players


async def test_the_table_service_draws_a_page_picture_and_its_pieces_in_a_worker(tmp_path):
    from core.store import open_store
    from core.table import Table

    async with open_store(str(tmp_path / "games.db")) as store:
        table = Table(store, ai_delay=0.0)
        try:
            row = await table.open_lobby("century", 1, "ann", guild_id=7, channel_id=5, seed=3)
            for user, name in ((2, "bob"), (3, "cy")):
                await table.join(row.id, user, name)
            row = await table.start(row.id, 1)
            png, found = await table.pictures.picture_with_pieces(row, 0, "de")
            assert png == await table.picture(row, 0, "de")  # the same picture, kept for the next look
            assert {"century.land", "century.seat", "century.tile"} <= {piece["kind"] for piece in found}
            seat = next(piece for piece in found if piece["refs"] == ["seat:0"])
            assert seat["label"] == "ann" and "Bürger" in seat["explanation"]
        finally:
            table.close()


@pytest.mark.parametrize("key", EXPLAINED)
def test_the_legend_names_every_code_in_every_language(key):
    game = GAMES[key]
    state = list(looks(key, game.min_players))[3][0]
    lines = renderers.legend(key, game.view(state, None))
    assert len(lines) >= 4
    for line in lines:
        assert not unmarked(line, ALLOWED.get(key, ())), str(line)
        assert say(line, "de") != say(line, "en"), str(line)
