"""The Bot Factory pictures: valid PNGs of the right size for every player count, from random games; the
glance readable inline in every language."""

import io

import pytest
from PIL import Image, ImageDraw

from engines.base import Rng
from engines.botfactory import GAME
from engines.i18n import LOCALES, speaking
from renderers import GLANCES, RENDERERS
from renderers.botfactory import _status, glance, render, seat_number
from renderers.kit import GLANCE_TEXT

NAMES = ["Alice", "Bartholomew the Long-Named", "Chen", "Dana"]


def views(players: int, rounds: int, seed: int, seat: int | None = None) -> tuple[dict, dict | None]:
    """The view after `rounds` rounds of a random game, and the public view at the turn before."""
    state = GAME.setup(players, seed)
    rng = Rng(seed)
    before = None
    while state["round"] <= rounds and not state["over"]:
        turn = GAME.turn(state)
        seat_now = GAME.pending(state)[0]
        public = GAME.view(state, None)
        GAME.apply(state, seat_now, GAME.ai(state, seat_now, rng, "random"))
        if GAME.turn(state) != turn:
            before = public
    return GAME.view(state, seat), before


@pytest.mark.parametrize("players", range(1, 5))
def test_the_full_table_is_a_png_of_table_size(players):
    view, _ = views(players, 4, players)
    image = Image.open(io.BytesIO(render(view, NAMES[:players])))
    assert image.format == "PNG" and 1000 <= image.width <= 1400 and image.height <= 1600


@pytest.mark.parametrize("players", range(1, 5))
def test_the_glance_is_a_small_landscape_png(players):
    view, before = views(players, 6, 10 + players)
    png = glance(view, NAMES[:players], before)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.size == (1100, 600) and len(png) < 200 * 1024
    assert glance(view, NAMES[:players], None).startswith(b"\x89PNG")


def test_a_seat_view_and_a_finished_game_render_too():
    view, _ = views(3, 3, 5, seat=1)
    assert render(view, NAMES[:3]).startswith(b"\x89PNG")
    finished, before = views(2, 99, 6)
    assert finished["over"]
    assert render(finished, NAMES[:2]).startswith(b"\x89PNG")
    assert glance(finished, NAMES[:2], before).startswith(b"\x89PNG")


def test_both_pictures_are_registered():
    assert RENDERERS["botfactory"] is render and GLANCES["botfactory"] is glance


def test_the_status_says_who_won_with_a_verb_and_seats_are_numbered_not_lettered():
    finished, _ = views(2, 99, 6)
    status = _status(finished, NAMES[:2])
    assert status.endswith(("wins", "share the win")) and seat_number(1) == "2"
    assert _status(dict(finished, winners=[]), NAMES[:2]).endswith("target missed")


def test_a_finished_game_says_final_points_where_a_running_one_says_points_now(monkeypatch):
    import renderers.botfactory as drawing

    drawn: list[str] = []

    def spy(helper: str, position: int):  # records the words each text helper is asked to draw
        real = getattr(drawing, helper)

        def recorded(*args, **kwargs):
            drawn.append(args[position])
            return real(*args, **kwargs)
        monkeypatch.setattr(drawing, helper, recorded)

    spy("fit_text", 0)
    spy("glance_text", 2)
    running, _ = views(2, 3, 6)
    finished, before = views(2, 99, 6)
    for view in (running, finished):
        drawn.clear()
        render(view, NAMES[:2])
        glance(view, NAMES[:2], before)
        words = " ".join(drawn).lower()
        assert ("final points" in words) is view["over"] and ("points now" in words) is not view["over"]
    state = GAME.setup(2, 6)
    assert "points now" in GAME.standing(state) and "final" not in GAME.standing(state)
    rng = Rng(6)
    while pending := GAME.pending(state):
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "random"))
    assert "final points" in GAME.standing(state) and "now" not in GAME.standing(state)


@pytest.mark.parametrize("locale", LOCALES)
def test_no_word_is_cut_and_the_glance_stays_readable_in_any_language(locale, monkeypatch):
    """The layouts hold the longest language: nothing drawn is shortened with "…" (player names
    short here), and the glance draws no text under its inline size."""
    drawn: list[tuple[str, int, str]] = []  # (picture, size, text)
    picture = ""
    draw_text = ImageDraw.ImageDraw.text

    def recording(self, xy, text, fill=None, font=None, *args, **kwargs):
        drawn.append((picture, round(font.size), text))
        return draw_text(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    names = ["Ann", "Bo", "Cy", "Di"]
    with speaking(locale):
        for players in (1, 2, 4):
            view, before = views(players, 6, 20 + players)
            finished, _ = views(players, 99, 30 + players)
            for now, then in ((view, before), (finished, view)):
                picture = "glance"
                glance(now, names[:players], then)
                picture = "table"
                render(now, names[:players])
    assert not [text for _, _, text in drawn if text.endswith("…")]
    assert min(size for where, size, _ in drawn if where == "glance") >= GLANCE_TEXT


def test_the_standing_line_shows_each_score_as_parts_that_add_up_to_it():
    """Issue 29: "points now: −3 (robots: 0, speech: 5)" left out the loose parts and the unfinished
    projects; now every part in points, at every step of a game, adds up to the score shown."""
    import re

    from engines.botfactory import scoring

    state, rng, checked = GAME.setup(3, 4), Rng(4), 0
    while True:
        line = str(GAME.standing(state))
        for seat, (points, parts) in enumerate(re.findall(r"points(?: now)?: (-?\d+) \(([^)]*)\)", line)):
            shown = [int(n) for n in re.findall(r"[+-]\d+", parts)]
            assert sum(shown) == int(points) == scoring.breakdown(state, seat)["total"], line
            checked += 1
        if not (pending := GAME.pending(state)):
            break
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "smart"))
    assert "final points" in line and checked > 300
