"""20th Century pictures: the full table and the glance are valid PNGs of the right size, drawn
from views of random games at every table size, a seat's picture too; the glance stays small."""

import io

import pytest
from PIL import Image

from engines.base import Rng
from engines.century import GAME
from engines.i18n import speaking
from renderers import GLANCES, RENDERERS, century
from renderers.century import glance, render
from tests.support.boxes import drawn_text, overlaps

NAMES = ["Alice", "Bartholomew the Long-Named", "Chen", "Dana", "Eve"]


def played(players: int, steps: int, seed: int = 7) -> tuple[dict, list[dict]]:
    """A game after `steps` random actions, and the public views along the way."""
    state, rng, views = GAME.setup(players, seed), Rng(seed), []
    for _ in range(steps):
        if not GAME.pending(state):
            break
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "random"))
        views.append(GAME.view(state, None))
    return state, views


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("steps", [0, 120, 10_000])
def test_the_full_table_is_a_png_1000_to_1400_wide(players, steps):
    state, _ = played(players, steps)
    png = render(GAME.view(state, None), NAMES[:players])
    assert 1000 <= picture(png).width <= 1400 and len(png) < 1024 * 1024
    assert picture(render(GAME.view(state, 1), NAMES[:players])).width == 1200


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("steps", [0, 60, 200, 10_000])
def test_the_glance_is_1100_by_600_and_well_under_200_kb(players, steps):
    state, views = played(players, steps, seed=players)
    before = views[-3] if len(views) > 3 else None
    png = glance(GAME.view(state, None), NAMES[:players], before)
    assert picture(png).size == (1100, 600) and len(png) < 120 * 1024


def test_both_pictures_are_registered():
    assert RENDERERS["century"] is render and GLANCES["century"] is glance


def test_secret_coins_and_science_change_only_the_owners_picture():
    state, _ = played(4, 150)
    names = NAMES[:4]
    public, theirs, mine = (render(GAME.view(state, s), names) for s in (None, 0, 2))
    glance_before = glance(GAME.view(state, None), names, None)
    state["p"][2].update(coins=state["p"][2]["coins"] + 37, science=state["p"][2]["science"] + 41)
    assert render(GAME.view(state, None), names) == public
    assert glance(GAME.view(state, None), names, None) == glance_before
    assert render(GAME.view(state, 0), names) == theirs
    assert render(GAME.view(state, 2), names) != mine


def _placing(players: int, step: str, seed: int = 3) -> tuple[dict, int]:
    """A smart game stopped where a seat attaches a piece (`step`: "spot" or "turn")."""
    from engines.century.upkeep import step as upkeep_step

    state, rng = GAME.setup(players, seed), Rng(seed)
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        if state["phase"] == "upkeep" and state["round"] >= 2 and upkeep_step(state, seat) == step:
            return state, seat
        GAME.apply(state, seat, GAME.ai(state, seat, rng))
    raise AssertionError("no such step")


def test_the_legal_spots_are_numbered_as_in_the_choices_and_each_turn_is_drawn():
    state, seat = _placing(4, "spot")
    spots = GAME.view(state, seat)["placing"]["spots"]
    labels = [a.label for a in GAME.actions(state, seat) if a.id.startswith("spot:")]
    assert [f"spot {s['number']} (row {s['row'] + 1}, column {s['col'] + 1})" for s in spots] == \
        [label.split(" at ", 1)[1] for label in labels]
    assert GAME.view(state, None).get("placing") is None and GAME.view(state, (seat + 1) % 4)["placing"] is None
    before = render(GAME.view(state, seat), NAMES[:4])
    GAME.apply(state, seat, f"spot:{spots[0]['spot']}")
    turns = [a.label for a in GAME.actions(state, seat) if a.id.startswith("turn:")]
    assert turns[0].startswith("Turn 1: rails ")
    assert picture(render(GAME.view(state, seat), NAMES[:4])).tobytes() != picture(before).tobytes()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_full_table_stays_within_1600_px_tall_all_game_long(players):
    """Issue 16: sampled every 40 actions of whole random games, the tallest regions included. Issue 31:
    a region's tiles never shrink under FLOOR (their icons would blur); the table grows taller instead,
    only where some region is drawn at FLOOR, and still fits a phone's screen by its width."""
    heights = []
    for seed in range(3):
        _, views = played(players, 10_000, seed=seed)
        for view in views[::40] + views[-1:]:
            height = picture(render(view, NAMES[:players])).height
            shapes, _ = century._row_shapes(view)
            tiles = [century._region_tile(view, seat, shapes[i // shapes[0].columns])
                     for i, seat in enumerate(view["seats"])]
            assert min(tiles) >= century.FLOOR
            assert height <= 1600 or century.FLOOR in tiles, (height, tiles)
            heights.append(height)
    assert max(heights) <= 2 * 1200, max(heights)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("locale", ["en", "de"])
def test_no_two_texts_of_the_full_table_lie_on_each_other(players, locale):
    """Every text drawn on the table (the tiles' numbers, the seats' letters, the grid's numbers, the
    bands' lines, the key) has its own box, late in the game too, in German with 32-letter names,
    and in a seat's own picture while they place a piece."""
    names = [f"Maximilian Alexander von Haus {n}" for n in range(players)]
    _, views = played(players, 10_000, seed=1)
    state, seat = _placing(players, "turn")
    with speaking(locale), drawn_text() as found:
        for view in views[::80] + views[-1:] + [GAME.view(state, seat)]:
            render(view, names)
    assert len(found) > 500
    assert not overlaps(found), overlaps(found)[:5]


def test_labels_keep_their_price_and_unit_within_80_characters():
    """A name too long for a label is given shorter (never cut): a technology without its ecological
    note, then by its name alone; a land tile by its id."""
    from engines.century import data, words
    from engines.century.auction import _tile_label, tech_label
    from engines.century.texts import text

    for tech in data.TECHS:
        for note in ("", text("garbage_over", count=2)):
            label = tech_label(tech, words.science(10), note)
            assert len(label) <= 80 and label.endswith(" for 10 science" + note)
            assert label.fields["tech"] in (words.tech(tech, eco=True), words.tech(tech), words.short(tech))
    for tile in data.TILES:
        label = _tile_label("act_buy", tile, 4)
        assert len(label) <= 80 and label.endswith(" for 4 coins")
    assert any(len(tech_label(t, words.science(10), "")) < len(text("act_tech", tech=words.tech(t, eco=True),
                                                                    price=words.science(10), note=""))
               for t in data.TECHS)  # some did need the shorter name
