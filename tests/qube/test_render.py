"""The Qube Attack picture: a valid PNG of phone size for every player count, fast and small."""

import io

import pytest
from PIL import Image

from engines.base import Rng
from engines.qube import GAME
from renderers import RENDERERS
from renderers.qube import render

NAMES = ["Alice", "Bartholomew the Long-Named", "Chen", "Dana", "Eve", "Farid"]


def midgame_view(players: int, rounds: int = 10, seat: int | None = None) -> dict:
    state = GAME.setup(players, 7)
    rng = Rng(3)
    while state["round"] <= rounds and not state["over"]:
        GAME.apply(state, state["current"], GAME.ai(state, state["current"], rng, "smart"))
    return GAME.view(state, seat)


@pytest.mark.parametrize("players", range(2, 7))
def test_every_player_count_renders_a_phone_sized_png(players):
    png = render(midgame_view(players), NAMES[:players])
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    assert 1000 <= image.width <= 1400
    assert len(png) <= 400 * 1024


def test_a_seat_view_and_a_finished_game_render_too():
    render(midgame_view(3, seat=1), NAMES[:3])
    state = GAME.setup(2, 4)
    rng = Rng(4)
    while not state["over"]:
        GAME.apply(state, state["current"], GAME.ai(state, state["current"], rng, "smart"))
    assert render(GAME.view(state, None), NAMES[:2]).startswith(b"\x89PNG")


def test_the_renderer_is_registered():
    assert RENDERERS["qube"] is render
