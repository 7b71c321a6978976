"""The Proponi pictures: valid PNGs of the right size from random games, for every player count."""

import io

import pytest
from PIL import Image

from engines.base import Rng
from engines.proponi import GAME
from renderers.proponi import glance, render

NAMES = ["Marta", "Luca", "Giulia", "Andrea Bartholomew the Long-Named", "Eve", "Farid"]


def views(players: int, seed: int, steps: int) -> tuple[dict, dict, dict]:
    """The public view before and after one more step, and the acting seat's view, mid-game."""
    state = GAME.setup(players, seed, {"concorrenza": True, "tornaconto": True})
    rng = Rng(seed)
    before = GAME.view(state, None)
    for _ in range(steps):
        if not GAME.pending(state):
            break
        before = GAME.view(state, None)
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "random"))
    seat_view = GAME.view(state, GAME.pending(state)[0] if GAME.pending(state) else 0)
    return before, GAME.view(state, None), seat_view


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("players", range(3, 7))
def test_the_full_table_is_a_png_1000_to_1400_wide(players):
    for seed, steps in ((1, 5), (2, 60), (3, 2_000)):
        _, public, seat_view = views(players, seed, steps)
        for view in (public, seat_view):
            png = render(view, NAMES[:players])
            assert 1000 <= picture(png).width <= 1400 and len(png) < 1024 * 1024


@pytest.mark.parametrize("players", range(3, 7))
def test_the_glance_is_1100_by_600_and_well_under_200_kb(players):
    for seed, steps in ((4, 0), (5, 70), (6, 2_000)):
        before, public, _ = views(players, seed, steps)
        for earlier in (None, before):
            png = glance(public, NAMES[:players], earlier)
            assert picture(png).size == (1100, 600) and len(png) < 100 * 1024


def test_a_change_since_the_last_post_is_highlighted():
    before, public, _ = views(4, 7, 30)
    changed = dict(before, purse=before["purse"] + 3)
    assert glance(public, NAMES[:4], changed) != glance(public, NAMES[:4], public)
