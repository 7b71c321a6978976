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


def _clashes(plan) -> list[str]:
    from renderers.qube import _hits_disc, _inside_board, _overlap

    boxes = [(f"number {lb.text}", lb.box) for lb in plan.labels]
    boxes += [(f"chip {c.seat}/{c.planet}", c.box) for c in plan.chips]
    found = [f"{name} on a planet" for name, box in boxes if any(_hits_disc(box, d) for d in plan.discs)]
    found += [f"{name} off the board" for name, box in boxes if not _inside_board(box)]
    found += [f"{name} on a legend" for name, box in boxes if any(_overlap(box, r) for r in plan.reserved)]
    for i, (name, box) in enumerate(boxes):
        found += [f"{name} over {other}" for other, box2 in boxes[i + 1:] if _overlap(box, box2)]
    return found


@pytest.mark.parametrize("players", range(2, 7))
def test_numbers_counts_and_cubes_never_cover_each_other_or_a_planet(players):
    from renderers.qube import layout

    for seed in range(4):
        state = GAME.setup(players, seed)
        rng = Rng(seed)
        while state["round"] <= 25 and not state["over"]:
            GAME.apply(state, state["current"], GAME.ai(state, state["current"], rng, "random"))
            if state["left"] == 2 and state["sel"] is None:
                plan = layout(GAME.view(state, None))
                assert not _clashes(plan), _clashes(plan)


@pytest.mark.parametrize("planet", ["f", "h1", "c1", "w2", "e3"])
def test_the_most_crowded_planet_possible_still_keeps_every_chip_apart(planet):
    """Every kind of piece of every player on one planet: 36 chips (9 cubes of each player)."""
    from renderers.qube import layout
    from tests.qube.tables import position

    crowd = [(s, planet, h, w) for s in range(6) for h in (1, 2) for w in range(3)]
    plan = layout(GAME.view(position(6, crowd), None))
    assert len(plan.chips) == 36 and not _clashes(plan)


def test_score_markers_closer_than_a_marker_never_share_a_row():
    from renderers.qube import track_levels

    assert track_levels([0, 0, 0], 64, 640, 14) == [0, 1, 2]
    assert track_levels([10, 11, 30], 64, 640, 14) == [0, 1, 0]  # 10 px apart, then far away
    assert track_levels([10, 13, 11], 64, 640, 14) == [0, 0, 1]  # 30 px apart share a row


def test_a_moon_is_ringed_in_its_holders_colours_split_when_shared():
    from math import cos, radians, sin

    from renderers.kit import seat_colour
    from renderers.qube import PLANET_R, _xy
    from tests.qube.tables import position

    state = position(2, [(0, "h1", 1, 0), (1, "h1", 1, 0), (0, "h2", 1, 0), (1, "e4", 1, 0)])
    view = GAME.view(state, None)
    assert view["holders"] == {"h1": [0, 1], "h2": [0]}
    image = Image.open(io.BytesIO(render(view, NAMES[:2]))).convert("RGB")
    planets = {p["id"]: p for p in view["planets"]}

    def colour_at(pid, degrees):
        x, y = _xy(planets[pid])
        r = PLANET_R + 4
        return image.getpixel((round(x + r * cos(radians(degrees))), round(y + r * sin(radians(degrees)))))

    def near(pixel, seat):
        return max(abs(a - b) for a, b in zip(pixel, seat_colour(seat))) <= 12

    assert near(colour_at("h1", 0), 0) and near(colour_at("h1", 180), 1)  # shared: half a ring each
    assert near(colour_at("h2", 0), 0) and near(colour_at("h2", 180), 0)  # held alone: a whole ring
    assert not near(colour_at("h3", 0), 0) and not near(colour_at("h3", 0), 1)  # nobody there: no ring
