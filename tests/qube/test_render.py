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


@pytest.mark.parametrize("players", range(2, 7))
def test_the_glance_is_a_small_landscape_png_for_every_player_count(players):
    from renderers.kit import GLANCE_SIZE
    from renderers.qube import glance

    before = midgame_view(players, rounds=8)
    png = glance(midgame_view(players), NAMES[:players], before)
    image = Image.open(io.BytesIO(png))
    assert image.size == GLANCE_SIZE and len(png) < 200 * 1024


def test_the_glance_outlines_a_moon_whose_holders_changed_and_nothing_else():
    from renderers.kit import CHANGED
    from renderers.qube import glance
    from tests.qube.tables import position

    state = position(2, [(0, "h1", 1, 1), (1, "e4", 1, 0)])
    before = GAME.view(state, None)
    same = Image.open(io.BytesIO(glance(before, NAMES[:2], before))).convert("RGB")
    state["pieces"]["2"]["at"] = "h1"  # B comes to share Half Moon 1-2
    now = GAME.view(state, None)
    changed = Image.open(io.BytesIO(glance(now, NAMES[:2], before))).convert("RGB")
    whiter = [xy for xy in ((x, y) for x in range(0, 460) for y in range(84, 600))
              if same.getpixel(xy) != changed.getpixel(xy) and min(changed.getpixel(xy)) >= min(CHANGED) - 8]
    xs, ys = [x for x, _ in whiter], [y for _, y in whiter]
    assert 90 <= max(xs) - min(xs) <= 100 and 90 <= max(ys) - min(ys) <= 100  # one outline, one moon wide
    assert min(xs) > 240 and max(ys) < 352  # up and right of the map's centre, where Half Moon 1-2 is


def test_the_glance_is_registered():
    from renderers import GLANCES
    from renderers.qube import glance

    assert GLANCES["qube"] is glance


def test_the_standing_line_gives_every_score_and_the_moons_while_short():
    from tests.qube.tables import position

    state = position(4, [(0, "h1", 1, 1), (1, "h1", 2, 0), (3, "f", 1, 2)], scores=[3, 10, 20, 7])
    assert GAME.standing(state) == (
        "Scores (first to 64): <s:0>: 3, <s:1>: 10, <s:2>: 20 (out), and <s:3>: 7. "
        "Moons held: Half Moon 1-2 (shared by <s:0> and <s:1>) and Full Moon (<s:3>).")
    crowd = [(s, f"h{m}", 1, 0) for s in range(6) for m in range(1, 7)]
    assert GAME.standing(position(6, crowd)) == (
        "Scores (first to 64): <s:0>: 0, <s:1>: 0, <s:2>: 0, <s:3>: 0, <s:4>: 0, and <s:5>: 0.")


def test_the_game_over_glance_names_the_winner_whole_and_promises_no_round_end(monkeypatch):
    from renderers import kit, qube

    state = GAME.setup(2, 4)
    rng = Rng(4)
    while not state["over"]:
        GAME.apply(state, state["current"], GAME.ai(state, state["current"], rng, "smart"))
    view = GAME.view(state, None)
    view["gains"] = [2] * len(view["gains"])  # even if a gain were still listed
    winner = NAMES[1]
    names = [NAMES[0], winner]
    status = qube._glance_status({**view, "winners": [1]}, names, 10_000)
    assert status == f"{winner} wins"
    title = qube.said(qube.text("glance.title", round=view["round"]))
    room = kit.GLANCE_SIZE[0] - 3 * kit.MARGIN - kit.text_width(title, 30, bold=True)
    assert kit.text_width(status, 30, bold=True) <= room  # drawn whole, not cut with "…"
    labels = []
    real = qube.score_bar
    monkeypatch.setattr(qube, "score_bar", lambda *a, **k: labels.append(a[5]) or real(*a, **k))
    qube.glance(view, names, None)
    assert labels and not any(labels)  # no "+2 at round end" after the last round
