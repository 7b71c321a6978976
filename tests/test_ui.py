"""Panel components stay inside Discord's limits for any number of choices."""

import pytest

from cogs.limits import view_problems
from cogs.ui import actions_view, button, custom_id, parse_press
from engines.base import Action


def rows_of(view) -> dict[int, list]:
    rows: dict[int, list] = {}
    for item in view.children:
        rows.setdefault(item._rendered_row, []).append(item)
    return rows


@pytest.mark.parametrize("count", [1, 5, 15, 20, 21, 25, 26, 99, 100, 101, 250])
@pytest.mark.parametrize("side", [0, 5, 30])
def test_any_number_of_choices_fits_discord(count, side):
    actions = [Action(f"move:{i}", f"Move number {i} " + "x" * 70) for i in range(count)]
    actions += [Action(f"order:{i}", f"Order {i}", "Standing orders") for i in range(side)]
    view = actions_view(123456789012345678, 4242, actions, ["Alice"], "en")
    rows = rows_of(view)
    assert len(rows) <= 5 and all(0 <= row <= 4 for row in rows)
    for items in rows.values():
        assert len(items) <= 5 and (len(items) == 1 or all(i.type.value == 2 for i in items))
    offered = set()
    for item in view.children:
        assert len(item.custom_id) <= 100
        if item.type.value == 2:
            assert len(item.item.label) <= 80
            if parse_press(item.custom_id).verb == "act":
                offered.add(parse_press(item.custom_id).arg)
        else:
            assert len(item.item.options) <= 25
            offered |= {o.value for o in item.item.options}
    main = [a.id for a in actions if not a.group]
    rows_for_main = 5 - -(-side // 25)  # a select of 25 side choices a row
    per_page = len(main) if len(main) <= 5 * (rows_for_main - 1) else 25 * (rows_for_main - 1)
    assert set(main[:per_page]) <= offered  # the first page of main choices is all there
    assert {a.id for a in actions if a.group}.issuperset(offered - set(main))
    assert len(offered - set(main)) == side  # every side choice, past 25 too (issue 30: they were dropped)


@pytest.mark.parametrize("count", [0, 1, 15, 19, 20, 21, 25, 26, 100])
@pytest.mark.parametrize("groups", [0, 1, 3, 4, 5, 7])
@pytest.mark.parametrize("extras", [1, 2])
def test_undo_and_the_games_own_buttons_always_find_room(count, groups, extras):
    """A panel full of choices keeps Undo (and a game's own button): the choices make way; side
    groups past the rows left share one select whose options name their group."""
    actions = [Action(f"move:{i}", f"Move {i}") for i in range(count)]
    actions += [Action(f"o{g}:{i}", f"Order {i}", f"Group {g}") for g in range(groups) for i in range(3)]
    wanted = [button(f"Extra {i}", custom_id("undo" if i == 0 else "amount", 1, 2)) for i in range(extras)]
    view = actions_view(1, 2, actions, ["Alice"], "en", extras=wanted)
    rows = rows_of(view)
    assert len(rows) <= 5
    assert all(item in view.children for item in wanted)
    assert not view_problems(view)
    offered = {o.value for i in view.children if i.type.value != 2 for o in i.item.options}
    assert {a.id for a in actions if a.group} <= offered  # 3 a group: the shared select holds them all


def test_custom_ids_round_trip():
    press = parse_press(custom_id("act", 12, 34, "buy:r2c1"))
    assert (press.verb, press.game_id, press.version, press.arg) == ("act", 12, 34, "buy:r2c1")
    assert parse_press("bh:act:nonsense") is None and parse_press("something else") is None


def test_labels_name_the_seats_instead_of_showing_tokens():
    actions = [Action("aim:1", "Aim a fist at <s:1>"), Action("order:0", "Deflect to <s:0>", "Standing orders")]
    view = actions_view(1, 2, actions, ["Alice", "Bob"], "en")
    labels = [i.item.label for i in view.children if i.type.value == 2]
    options = [o.label for i in view.children if i.type.value != 2 for o in i.item.options]
    assert labels == ["Aim a fist at Bob"] and options == ["Deflect to Alice"]


@pytest.mark.parametrize("raw", ["bh:act:1:end", "bh:act:1:1234567890:buy", "bh:page:1:12345678901"])
def test_a_version_that_does_not_parse_makes_the_press_malformed(raw):
    assert parse_press(raw) is None


def test_a_press_without_version_or_argument_still_parses():
    assert parse_press("bh:play:7") == parse_press(custom_id("play", 7))
    assert parse_press("bh:play:7").version is None
