"""20th Century pictures: the full table and the glance are valid PNGs of the right size, drawn
from views of random games at every table size, a seat's picture too; the glance stays small."""

import io

import pytest
from PIL import Image

from engines.base import Rng
from engines.century import GAME
from renderers import GLANCES, RENDERERS
from renderers.century import glance, render

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
