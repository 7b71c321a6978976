"""The Moon-Bots picture: valid, phone-sized PNGs from public and seat views, hidden cards never needed."""

import copy
import io

import pytest
from PIL import Image

from engines.base import Rng
from engines.moonbots import GAME
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
    state, rng = GAME.setup(players, 11 * players), Rng(players)
    for step in range(5000):
        pending = GAME.pending(state)
        if step % 60 == 0 or not pending:
            public = GAME.view(state, None)
            assert all("weapons" not in robot for robot in public["robots"])
            decoded(render(public, NAMES[:players]))
            decoded(render(GAME.view(state, step % players), NAMES[:players]))
        if not pending:
            break
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "random"))
    assert not GAME.pending(state)


# Issue 8: the full-table fixes


def test_the_viewers_own_robots_wear_a_you_pill_and_nobody_elses_do():
    from renderers.moonbots import status_pills

    view = VIEWS["p2_owner_a"]
    mine = {r["index"] for r in view["robots"] if any(p[0] == "YOU" for p in status_pills(view, r))}
    assert mine == {r["index"] for r in view["robots"] if r["owner"] == 0}
    public = VIEWS["p2_public"]
    assert not any(p[0] == "YOU" for r in public["robots"] for p in status_pills(public, r))


def test_the_final_duel_is_marked_on_both_of_its_robots():
    from renderers.moonbots import status_pills

    view = VIEWS["p2_final"]
    final = {r["index"] for r in view["robots"] if any(p[0] == "FINAL" for p in status_pills(view, r))}
    assert final == set(view["final"])
    assert render(view, NAMES[:2]) != render(VIEWS["p2_public"], NAMES[:2])


def test_set_conditions_are_written_one_way():
    from renderers.moonbots import condition_tokens

    assert condition_tokens({"type": "set", "values": [3, 4, 5]}) == [("text", "3/4/5")]
    assert condition_tokens({"type": "set", "values": [1, 2, 3, 4, 5]}) == [("text", "1/2/3/4/5")]
    assert condition_tokens({"type": "exact", "value": 6}) == [("text", "6")]


def test_every_card_name_of_the_game_fits_its_card_uncut():
    from engines.moonbots.cards import CARDS
    from renderers import kit
    from renderers.moonbots import CARD_W, MARKET_CARD_W, SURCHARGE_W, TEXT_SIZE

    def fits(name: str, room: int) -> bool:
        return kit.fit_text(name, TEXT_SIZE, room, bold=True) == name

    for card in CARDS.values():
        if card.kind == "part":  # on a robot (upgrades are drawn there as icons, weapons as chips)
            assert fits(card.name, CARD_W - 16)
        if card.kind != "weapon":  # in the market (weapons lie face down there)
            assert fits(card.name, MARKET_CARD_W - 16 - (SURCHARGE_W + 10) * card.surcharge)


def test_weapon_chips_and_the_used_list_keep_every_name_whole():
    from renderers.moonbots import INNER, used_lines, weapon_rows

    view = VIEWS["p3_owner_many"]
    robot = view["robots"][2]
    rows = weapon_rows(robot)
    assert [n for row in rows for n, _ in row] == [w["name"] for w in robot["weapons"]]
    assert len(rows) > 1 and all(sum(w for _, w in row) <= INNER for row in rows)
    final = VIEWS["p2_final"]
    text = " ".join(used_lines(final, 500))
    assert all(w["name"] in text.replace("\n", " ") for w in final["used"][:5]) and "…" not in text


def test_the_out_stamp_sits_on_the_figures_empty_cell():
    from renderers.moonbots import FIGURE, FIGURE_FREE

    assert FIGURE_FREE not in FIGURE


def test_a_reaction_window_shows_its_deadline():
    from renderers.moonbots import header_lines

    _, text = header_lines(VIEWS["p4_reaction"], NAMES)
    assert "5 min" in text


# The glance


def glance_of(view: dict, before: dict | None = None) -> Image.Image:
    from renderers.moonbots import glance

    png = glance(view, NAMES[: view["players"]], before)
    assert png[:8] == PNG_MAGIC and len(png) < 200 * 1024
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_the_glance_is_registered_and_landscape_at_the_kit_size():
    from renderers import GLANCES, kit
    from renderers.moonbots import glance

    assert GLANCES["moonbots"] is glance
    for name in sorted(VIEWS):
        assert glance_of(VIEWS[name]).size == kit.GLANCE_SIZE


def test_the_glance_marks_what_changed_since_the_last_post():
    view = VIEWS["p4_public"]
    before = copy.deepcopy(view)
    before["robots"][0]["energy"] += 3
    same = glance_of(view, copy.deepcopy(view)).tobytes()
    assert glance_of(view, None).tobytes() == same  # nothing changed: nothing marked
    assert glance_of(view, before).tobytes() != same


def test_the_glance_says_whose_turn_who_may_react_and_who_won():
    from renderers.moonbots import glance_status

    assert glance_status(VIEWS["p4_public"], NAMES) == "Bartholomew to play"
    assert glance_status(VIEWS["p2_public"], NAMES[:2]) == "Bartholomew to play · right robot"
    assert glance_status(VIEWS["p4_reaction"], NAMES) == "Reactions: Ada and Dee · 5 min at most"
    over = copy.deepcopy(VIEWS["p4_over"])
    over["winners"] = [3]
    assert glance_status(over, NAMES) == "Dee won"


def test_the_glance_facts_of_a_robot():
    from renderers.moonbots import glance_facts

    four = VIEWS["p4_public"]
    assert glance_facts(four, four["robots"][0]) == "parts 6 · upgrades 6 · secret 2"
    assert glance_facts(four, four["robots"][2]) == "out of energy"
    final = VIEWS["p2_final"]
    assert glance_facts(final, final["robots"][3]) == "final duel · secret 2"


def test_the_glance_needs_no_hidden_fields_and_ignores_them():
    owner = VIEWS["p4_owner_a"]
    assert glance_of(owner).tobytes() == glance_of(without_hidden(owner)).tobytes()


def test_a_card_drawn_in_one_language_is_not_reused_in_another():
    """Issue 30: the drawn cards are cached; a sum condition ("7 au total", "Summe 7") is said inside the
    card, so a German picture drawn after a French one showed French on its robots' cards."""
    from engines.i18n import speaking
    from renderers import moonbots

    view = four_players()
    moonbots.card_image.cache_clear()
    with speaking("de"):
        alone = render(view, NAMES)
    moonbots.card_image.cache_clear()
    with speaking("fr"):
        render(view, NAMES)
    with speaking("de"):
        after = render(view, NAMES)
    assert after == alone
