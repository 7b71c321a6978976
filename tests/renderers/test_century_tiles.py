"""Issue 31: 20th Century's region tiles at five players, late (the tiles at their 72 px floor): every
production and garbage icon drawn at least 18 px across at full size, the fullest tiles too (a start
tile's three sites under its garbage, a city making three products), occupied or not."""

from __future__ import annotations

import copy

from core.table import drawn_in
from engines import GAMES
from engines.base import Rng
from renderers import century, kit

NAMES = ["Ann", "Bob", "Cy", "Dora", "Eve"]


def late_view() -> dict:
    """A 5-player game played at random into round V, its fullest tiles put in each region."""
    game = GAMES["century"]
    state, rng = game.setup(5, 5), Rng(5)
    for _ in range(330):
        seat = game.pending(state)[0]
        game.apply(state, seat, game.ai(state, seat, rng, "random"))
    view = copy.deepcopy(game.view(state, None))
    assert view["roman"] == "V"
    for seat in view["seats"]:
        land = [p for p in seat["region"] if not p["institution"]]
        assert len(land) >= 2
        start, three = land[0], land[1]
        start["garbage"] = 3
        start["sites"] = [{"kind": "city", "c": 1, "s": 1, "v": 0, "occupied": True},
                          {"kind": "city", "c": 2, "s": 1, "v": 0, "occupied": True},
                          {"kind": "recycling", "capacity": 1, "occupied": True}]
        three["garbage"] = 2
        three["sites"] = [{"kind": "city", "c": 2, "s": 2, "v": 1, "occupied": True},
                          {"kind": "recycling", "capacity": 3, "occupied": False}]
    return view


def recorded(monkeypatch) -> list[tuple[str, float, float]]:  # type: ignore[no-untyped-def]
    """(kind, width, height) of every icon drawn from now on."""
    drawn: list[tuple[str, float, float]] = []
    original = kit.icon

    def recording(draw, box, kind, number=None, outline=None):  # type: ignore[no-untyped-def]
        drawn.append((kind, box[2] - box[0], box[3] - box[1]))
        return original(draw, box, kind, number, outline)

    monkeypatch.setattr(kit, "icon", recording)
    return drawn


def test_every_icon_on_the_full_table_at_five_players_late_is_18_px_or_more(monkeypatch):
    drawn = recorded(monkeypatch)
    view = late_view()
    png = drawn_in("de", century.render, view, NAMES)
    assert png.startswith(b"\x89PNG")
    kinds = {kind for kind, _, _ in drawn}
    assert kinds >= {"coin", "science", "vp", "recycling", "garbage"}
    small = [(kind, round(w, 1), round(h, 1)) for kind, w, h in drawn if min(w, h) < 18]
    assert not small, small


def test_the_fullest_tiles_at_the_floor_draw_their_icons_18_px_or_more(monkeypatch):
    """A region large enough shrinks its tiles to FLOOR: there too, the fullest tiles' icons."""
    view = late_view()
    image, draw = kit.canvas(400, 200)
    for seat in view["seats"][:1]:
        for x, piece in enumerate(seat["region"][:2]):
            drawn = recorded(monkeypatch)
            citizens = [i for i, site in enumerate(piece["sites"]) if site["occupied"]]
            century._tile(draw, (10 + x * 100, 10), century.FLOOR, piece["rails"], piece["sites"], citizens,
                          piece["garbage"], False, "", 0)
            assert len(drawn) == 1 + sum(len(century._site_icons(site)) for site in piece["sites"])
            small = [(kind, round(w, 1), round(h, 1)) for kind, w, h in drawn if min(w, h) < 18]
            assert not small, small
