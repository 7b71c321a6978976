"""The Moon-Bots picture: valid, phone-sized PNGs from public and seat views, hidden cards never needed."""

import copy
import io

import pytest
from PIL import Image

from renderers import RENDERERS
from renderers.moonbots import render
from tests.renderers.moonbots_views import NAMES, WEAPONS, all_views, four_players, owner_view

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
VIEWS = all_views()
ODD_NAMES = [
    "",
    "Sir Reginald Bartholomew Fitzgerald-Worthington the Third of Moonbase Alpha " * 4,
    "🤖 Robö 漢字 <s:1> \u202eevil",
    "Z̸̢̛a̷l̶g̵o̴ \t\n newline",
]


def decoded(png: bytes) -> Image.Image:
    assert png[:8] == PNG_MAGIC
    assert len(png) < 1024 * 1024
    image = Image.open(io.BytesIO(png))
    image.load()
    assert 1000 <= image.width <= 1400
    assert 800 <= image.height <= 2400
    return image


def without_hidden(view: dict) -> dict:
    """A public view: no seat's face-up weapons, hand or orders anywhere."""
    view = copy.deepcopy(view)
    for key in ("hand", "orders"):
        view.pop(key, None)
    for robot in view["robots"]:
        robot.pop("weapons", None)
    return view


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_every_sample_is_a_phone_sized_png(name):
    view = VIEWS[name]
    decoded(render(view, NAMES[: view["players"]]))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_count_has_a_public_sample(players):
    assert any(v["players"] == players and "hand" not in v for v in VIEWS.values())


def test_registered():
    assert RENDERERS["moonbots"] is render


def test_render_leaves_the_view_alone():
    view = VIEWS["p4_owner_a"]
    before = copy.deepcopy(view)
    render(view, NAMES)
    assert view == before


@pytest.mark.parametrize("name", ["p2_public", "p3_public", "p4_public", "p4_reaction"])
def test_public_picture_needs_no_hidden_fields(name):
    view = without_hidden(VIEWS[name])
    for row in view["market"]:
        for card in row:
            if card and card.get("face_down"):
                assert card == {"kind": "weapon", "face_down": True}
    decoded(render(view, NAMES[: view["players"]]))


def test_owner_view_draws_the_weapon_faces():
    public = four_players()
    owner = owner_view(public, 0, ["energy_stock", "tech"])
    renamed = copy.deepcopy(owner)
    for card in renamed["robots"][0]["weapons"]:
        card["name"] = "Something Else"
    pictures = {render(v, NAMES) for v in (public, owner, renamed)}
    assert len(pictures) == 3


def test_owner_hand_is_listed():
    owner = owner_view(four_players(), 0, ["energy_stock"])
    longer = copy.deepcopy(owner)
    longer["hand"].append(f"{WEAPONS['dodge']['name']}: {WEAPONS['dodge']['text']}")
    assert decoded(render(longer, NAMES)).height > decoded(render(owner, NAMES)).height


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_odd_and_long_names_do_not_break_it(name):
    view = VIEWS[name]
    decoded(render(view, ODD_NAMES[: view["players"]]))


def test_missing_names_fall_back_to_letters():
    decoded(render(VIEWS["p4_public"], ["Ada"]))


def test_unknown_values_are_drawn_not_refused():
    view = four_players()
    robot = view["robots"][0]
    robot["parts"]["head"]["condition"] = {"type": "triple", "value": 9}
    robot["upgrades"].append({"kind": "upgrade", "id": "u99", "upgrade": "laser", "name": "Laser"})
    robot["dice"].append({"value": 7, "on": "tail"})
    view.update(step="thinking", extra_field=[1, 2, 3])
    decoded(render(view, NAMES))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_from_real_random_games(players):
    """Whatever the engine's view holds along a random game, the picture is drawn."""
    from engines.base import Rng

    game = pytest.importorskip("engines.moonbots").GAME
    state, rng = game.setup(players, 11 * players), Rng(players)
    for step in range(5000):
        pending = game.pending(state)
        if step % 60 == 0 or not pending:
            public = game.view(state, None)
            assert all("weapons" not in robot for robot in public["robots"])
            decoded(render(public, NAMES[:players]))
            decoded(render(game.view(state, step % players), NAMES[:players]))
        if not pending:
            break
        game.apply(state, pending[0], game.ai(state, pending[0], rng, "random"))
    assert not game.pending(state)
