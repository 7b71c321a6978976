"""One test per rule sentence of the Bot Factory summary (and per reading chosen where it is silent)."""

import pytest

from engines.base import Rng
from engines.botfactory import GAME, data, rounds, scoring
from engines.botfactory.state import deal_players, fill_wheel, segment_at
from tests.botfactory.tables import (
    ASSEMBLY,
    FINANCE,
    PRODUCTION,
    PROJECTS,
    acting,
    empty_assembly,
    game,
    ids,
    play,
    texts,
)
from tests.support.playouts import drive

# ---- set-up: players -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(1, 5))
def test_each_player_has_a_worker_and_one_speech_token_and_the_last_in_order_one_more(players):
    s = game(players, 3)
    assert s["workers"] == [None] * players
    expected = [1] * players
    expected[s["order"][-1]] += 1
    assert s["speech"] == expected
    assert s["supply"] == data.SPEECH_TOKENS - sum(expected)


@pytest.mark.parametrize("players", range(1, 5))
def test_each_player_gets_one_project_and_one_part_face_up(players):
    s = game(players, 4)
    public = GAME.view(s, None)
    for seat in range(players):
        assert len(s["projects"][seat]) == 1 and len(s["parts"][seat]) == 1
        assert public["seats"][seat]["projects"] == s["projects"][seat]
        assert public["seats"][seat]["parts"] == s["parts"][seat]


def test_the_tiles_are_dealt_in_reverse_turn_order():
    s = game(3, 5)
    s.update(speech=[0, 0, 0], supply=data.SPEECH_TOKENS, projects=[[], [], []], parts=[[], [], []])
    s["deck"] = ["p00", "p10", "p20", "p30"]  # p30 on top
    deal_players(s, [2, 0, 1])
    assert (s["projects"][1], s["projects"][0], s["projects"][2]) == (["p30"], ["p20"], ["p10"])
    assert [s["parts"][seat][0][0] for seat in (1, 0, 2)] == ["r", "g", "b"]  # the project's colour
    assert s["speech"] == [1, 2, 1]


# ---- set-up: the table ---------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "robots"), [(1, 3), (2, 3), (3, 4), (4, 4)])
def test_assembly_has_3_robots_per_colour_at_1_2_players_and_4_at_3_4(players, robots):
    s = game(players)
    assert s["pool"] == {c: robots for c in data.COLOURS}
    assert all(len(s["columns"][c]) == robots for c in data.COLOURS)


def test_assembly_gets_two_random_spare_parts():
    spares = {tuple(game(2, seed)["spares"]) for seed in range(12)}
    assert all(len(pair) == 2 and all(pair) for pair in spares)
    assert len(spares) > 3


def test_the_wheel_is_aligned_and_filled_from_the_marker_on_the_left_spares_colour():
    for seed in range(6):
        s = game(3, seed)
        assert s["rot"] == 0 and segment_at(s, 0) == 0 and data.WHEEL[0] == "y"  # yellow at the input
        assert s["marker"] == s["spares"][0][0]
        # filled from the marker's colour: every tile lies on a segment of its own colour
        assert [s["wheel"][segment_at(s, p)][0] for p in range(8)] == list(data.WHEEL)


def test_a_refill_by_the_marker_starts_at_an_empty_segment_of_the_markers_colour():
    s = game(2, 3)
    for position in (4, 5):  # a yellow and a blue segment on the aligned wheel
        s["wheel"][segment_at(s, position)] = None
    s["marker"] = "b"
    fill_wheel(s, Rng(1))
    # from the blue segment (5) clockwise round to the yellow one (4): blue, then green
    assert s["wheel"][segment_at(s, 5)][0] == "b" and s["wheel"][segment_at(s, 4)][0] == "g"
    assert s["marker"] == "r"


def test_part_tiles_are_in_four_stacks_by_colour():
    s = game(2)
    for colour, stack in s["stacks"].items():
        assert all(tile[0] == colour for tile in stack)


def test_projects_show_six_face_up_tiles_and_the_universal_parts():
    s = game(2)
    assert all(all(row) for row in s["display"]) and len(s["display"]) * len(s["display"][0]) == 6
    assert sorted(GAME.view(s, None)["universal"]) == sorted(["uh", "uh", "ut", "ut", "ul", "ul"])


def test_finance_has_values_on_their_starts_nine_contracts_and_sandra_on_the_rightmost_space():
    s = game(2)
    assert s["values"] == {c: data.VALUE_START for c in data.COLOURS}
    assert len(s["contracts"]) == 9 and len({c["id"] for c in s["contracts"]}) == 9
    assert s["sandra"] == [FINANCE, 2]


def test_the_nine_contracts_are_shuffled_into_the_rows():
    rows: dict[str, set[int]] = {}
    for seed in range(40):
        for contract in game(2, seed)["contracts"]:
            rows.setdefault(contract["id"], set()).add(contract["row"])
    assert all(seen == {0, 1, 2} for seen in rows.values())  # every contract turns up in every row


# ---- phase 1: moving workers ---------------------------------------------------------------------


def test_round_one_places_in_the_initial_order():
    s = game(3, 8)
    order = []
    while s["phase"] == "place":
        order.append(s["current"])
        play(s, ids(s)[0])
    assert order == s["order"]


def test_later_rounds_move_workers_left_to_right_by_their_positions():
    s = game(3, 2)
    s["workers"] = [[FINANCE, 0], [ASSEMBLY, 1], [PRODUCTION, 2]]
    s["sandra"] = [PROJECTS, 0]
    s["phase"] = "act"
    s["queue"] = []
    rounds.next_actor(s)  # Maintenance, then the next round
    assert s["phase"] == "place" and s["queue"] == [1, 2, 0]


def test_a_worker_stands_on_a_free_space_of_another_board():
    s = game(3, 2)
    s["workers"] = [[FINANCE, 0], [ASSEMBLY, 1], None]
    s["sandra"] = [PROJECTS, 0]
    s["queue"] = [0, 1, 2]
    s["current"] = 0
    options = ids(s)
    assert not [o for o in options if o.startswith(f"go:{FINANCE}.")]
    assert f"go:{ASSEMBLY}.1" not in options and f"go:{PROJECTS}.0" not in options
    assert f"go:{ASSEMBLY}.0" in options and f"go:{PROJECTS}.1" in options


def test_at_two_players_no_worker_goes_to_sandras_board():
    s = game(2, 2)
    assert not [o for o in ids(s) if o.startswith(f"go:{FINANCE}.")]
    s3 = game(3, 2)
    assert [o for o in ids(s3) if o.startswith(f"go:{FINANCE}.")]


def test_sandra_then_moves_to_the_first_free_space_of_the_next_board_wrapping_round():
    s = game(2, 2)
    play(s, f"go:{ASSEMBLY}.0")
    play(s, f"go:{PRODUCTION}.0")
    assert s["sandra"] == [ASSEMBLY, 1]


def test_sandra_passes_over_a_full_board():
    s = game(4, 2)
    s["sandra"] = [FINANCE, 2]
    for space in range(3):
        play(s, f"go:{ASSEMBLY}.{space}")
    play(s, f"go:{PROJECTS}.0")
    assert s["sandra"] == [PRODUCTION, 0]


# ---- phase 2: actions ----------------------------------------------------------------------------


def test_actions_go_left_to_right_by_position():
    s = acting(3, {0: (FINANCE, 0), 1: (ASSEMBLY, 2), 2: (PROJECTS, 1)}, sandra=(PRODUCTION, 0), natural=True)
    seen = []
    while s["phase"] == "act":
        seen.append(s["current"])
        play(s, "end")
    assert seen == [1, 2, 0]


def test_sandra_acts_in_her_turn_from_round_two_but_not_in_round_one():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, sandra=(PRODUCTION, 0), round_=1)
    s["wheel"][segment_at(s, 4)] = None
    play(s, "end")
    assert s["wheel"][segment_at(s, 4)] is None
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, sandra=(PRODUCTION, 0), round_=2)
    s["wheel"][segment_at(s, 4)] = None
    assert s["current"] == 0
    events = play(s, "end")
    assert s["wheel"][segment_at(s, 4)] is not None and "Sandra refills the wheel" in texts(events)
    assert s["current"] == 1


def test_main_and_executive_actions_are_optional_and_in_either_order():
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[["p00", "p01", "p02"], []])
    assert ids(s) == ["main", "main:exec", "exec", "end"]
    play(s, "main")
    assert ids(s)[-1] == "back"  # before its first choice the main action can still be left for the executive
    play(s, "back", "exec", "drop:p00", "drop:p01", "univ:uh")
    # the main action is all that is left: no menu, its choices come at once, with a way to decline it
    assert s["step"]["stage"] == "projects" and ids(s)[-1] == "end"
    play(s, "proj:10", "stop")
    assert s["current"] == 1 and s["standing"][0] is False
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)})
    events = play(s, "end")
    assert "without acting" in texts(events) and s["current"] == 1


def test_a_turn_with_nothing_to_do_ends_by_itself():
    s = acting(2, {0: (ASSEMBLY, 1), 1: (PROJECTS, 0)}, parts=[[], ["yh"]], speech=[0, 0])
    assert s["current"] == 1 and s["standing"][0] is False
    assert "<s:0> lays their worker down without acting." in GAME.view(s, None)["log"]


def test_after_the_main_action_the_turn_goes_on_as_chosen_in_the_menu():
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[["p00", "p01"], []], speech=[0, 0])
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert labels["main"].endswith("then lay your worker down")
    assert labels["main:exec"].endswith("then the executive action")
    play(s, "main", "proj:10", "stop")
    assert s["current"] == 1  # laid down by itself
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[["p00", "p01"], []], speech=[0, 0])
    play(s, "main:exec", "proj:10", "stop")
    assert s["current"] == 0 and s["step"]["stage"] == "trade"  # the executive action opened by itself
    play(s, "back")
    assert ids(s) == ["exec", "end"]


def test_when_the_executive_opens_during_the_main_action_the_menu_asks():
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[["p00"], []], speech=[0, 0])
    play(s, "proj:10", "stop")  # no menu before (one project), two projects after
    assert s["current"] == 0 and ids(s) == ["exec", "end"]
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[[], []], speech=[0, 0])
    play(s, "proj:10", "stop")
    assert s["current"] == 1


def test_with_sandra_on_your_board_you_pay_one_speech_token_or_pass():
    s = acting(2, {0: (PRODUCTION, 1), 1: (ASSEMBLY, 0)}, sandra=(PRODUCTION, 0), speech=[2, 2])
    s["queue"] = ["0", "1"]  # Sandra's own action is not under test here
    assert ids(s) == ["pay", "pass"]
    play(s, "pay")
    assert s["speech"][0] == 1 and s["step"]["stage"] == "wheel"
    # unable to pay, the lone choice applies itself
    s = acting(2, {0: (PRODUCTION, 1), 1: (ASSEMBLY, 0)}, sandra=(PRODUCTION, 0), speech=[0, 2])
    assert s["current"] == 1 and "<s:0> passes (Sandra is on their board)." in GAME.view(s, None)["log"]


# ---- phase 3: maintenance ------------------------------------------------------------------------


def test_maintenance_discards_completed_robots_and_lowers_their_value_by_one_each():
    s = acting(2, {0: (ASSEMBLY, 2), 1: (PROJECTS, 0)}, parts=[["yh", "yt", "yl"], []],
               projects=[["p00"], []], speech=[3, 0])
    empty_assembly(s)
    play(s, "main", "put:yh.y0", "put:yt.y0", "put:yl.y0")
    assert s["robots"][0] == ["y"] and len(s["columns"]["y"]) == 3
    value = s["values"]["y"]
    play(s, "end")  # seat 0's turn ended by itself; seat 1 declines its main action
    assert len(s["columns"]["y"]) == 2 and s["values"]["y"] == value - 1
    assert sorted(s["discards"]["y"][-3:]) == ["yh", "yl", "yt"]


def test_maintenance_discards_the_bottom_row_of_projects_slides_the_rest_down_and_refills():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PRODUCTION, 0)})
    display = [list(row) for row in s["display"]]
    play(s, "end", "end")
    assert s["display"][0] == display[1] and s["display"][1] == display[2]
    assert all(s["display"][2]) and set(display[0]) <= set(s["project_discard"])


def test_more_than_five_parts_or_projects_completed_included_are_discarded_down_to_five():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PRODUCTION, 0)},
               parts=[["yh", "yh", "bt", "bt", "gl", "rl", "rh"], []],
               projects=[["p00", "p10", "p20"], []])
    s["done"][0] = ["p01", "p11", "p21"]
    play(s, "end", "end")
    assert s["phase"] == "limit" and s["current"] == 0
    assert all(i.startswith("drop:") for i in ids(s))
    play(s, "drop:rh", "drop:yh")
    # completed projects count towards the 5, and the open ones go first
    assert len(s["parts"][0]) == 5 and ids(s) == ["dropp:p00", "dropp:p10", "dropp:p20"]
    play(s, "dropp:p10")
    assert s["phase"] == "place" and s["projects"][0] == ["p00", "p20"] and len(s["done"][0]) == 3


def test_a_completed_project_is_discarded_only_when_no_open_one_is_left():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PRODUCTION, 0)}, parts=[[], []], projects=[[], []])
    s["done"][0] = ["p01", "p11", "p21", "p31", "p02", "p12"]
    s["robots"][0] = ["y", "b", "g", "r", "y", "b"]
    play(s, "end")
    assert s["phase"] == "limit" and ids(s) == ["dropd:y", "dropd:b", "dropd:g", "dropd:r"]
    play(s, "dropd:y")
    assert len(s["done"][0]) == 5 and s["robots"][0].count("y") == 2  # the robot stays


# ---- Assembly ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("space", "limit"), [(0, 2), (1, 3), (2, 3)])
def test_assembly_places_one_to_three_parts_by_space(space, limit):
    s = acting(2, {0: (ASSEMBLY, space), 1: (PROJECTS, 0)}, parts=[["yh", "bt", "gl", "rh"], []], speech=[3, 0])
    empty_assembly(s)
    play(s, "main")
    placed = 0
    while s["current"] == 0 and s["step"]["stage"] == "assembly":
        play(s, next(i for i in ids(s) if i.startswith("put:")))
        placed += 1
    assert placed == limit and len(s["parts"][0]) == 4 - limit


def test_assembly_rewards_the_number_of_parts_and_the_squares():
    s = acting(2, {0: (ASSEMBLY, 2), 1: (PROJECTS, 0)}, parts=[["yh", "bt", "gl"], []], speech=[3, 0])
    empty_assembly(s)
    values = dict(s["values"])
    play(s, "main", "put:yh.y0", "put:bt.b0", "put:gl.g0")
    # 3 - the space's cost + the reward for three parts; the torso square raises its robot value
    assert data.SLOT_REWARD == {"h": "none", "t": "value", "l": "none"}
    assert s["speech"][0] == 3 - data.SPACES["assembly"][2]["cost"] + data.PARTS_REWARD[3]
    assert s["values"] == dict(values, b=values["b"] + 1)


def test_parts_may_go_under_robots_of_several_colours_and_a_universal_part_anywhere():
    s = acting(2, {0: (ASSEMBLY, 2), 1: (PROJECTS, 0)}, parts=[["uh", "bt"], []], speech=[3, 0])
    empty_assembly(s)
    play(s, "main")
    # one choice per part and robot (robots alike once): the universal head under any colour
    assert ids(s)[:-1] == ["put:bt.b0", "put:uh.y0", "put:uh.b0", "put:uh.g0", "put:uh.r0"]
    play(s, "put:uh.g0", "put:bt.b0")
    assert s["columns"]["g"][0]["h"] == "uh" and s["columns"]["b"][0]["t"] == "bt"


def test_a_robot_is_completed_only_with_a_project_of_its_colour():
    s = acting(2, {0: (ASSEMBLY, 2), 1: (PROJECTS, 0)}, parts=[["yl"], []], projects=[["p10"], []], speech=[3, 0])
    empty_assembly(s)
    s["columns"]["y"][0].update(h="yh", t="yt")
    for column in s["columns"]["y"][1:]:
        column.update(l="yl")
    assert "main" not in ids(s)
    s["projects"][0] = ["p00"]
    play(s, "main")
    assert {a.id: a.label for a in GAME.actions(s, 0)}["put:yl.y0"].endswith("(completes it)")
    play(s, "put:yl.y0")
    assert s["robots"][0] == ["y"] and s["done"][0] == ["p00"] and s["projects"][0] == []
    assert s["pool"]["y"] == 2


def test_assembly_executive_swaps_parts_with_spares_for_one_speech_token_each():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, parts=[["yh", "bt"], []], speech=[2, 0])
    s["spares"] = ["gl", "rh"]
    play(s, "exec", "spare:0", "give:yh", "spare:1", "give:bt")
    assert sorted(s["parts"][0]) == ["gl", "rh"] and s["spares"] == ["yh", "bt"] and s["speech"][0] == 0


def test_sandra_on_assembly_discards_the_spares_and_refills_them_by_the_marker():
    s = acting(2, {0: (PRODUCTION, 0), 1: (PROJECTS, 0)}, sandra=(ASSEMBLY, 0))
    s["spares"] = ["gl", "rh"]
    s["marker"] = "b"
    rounds.sandra_acts(s)
    assert [t[0] for t in s["spares"]] == ["b", "g"] and "gl" in s["discards"]["g"] and "rh" in s["discards"]["r"]


# ---- Part Production -----------------------------------------------------------------------------


@pytest.mark.parametrize(("space", "credits"), [(0, 3), (1, 4), (2, 6)])
def test_production_spaces_give_3_4_or_6_movement_credits(space, credits):
    s = acting(2, {0: (PRODUCTION, space), 1: (PROJECTS, 0)}, speech=[2, 0])
    turns = 0
    while (turn := [i for i in ids(s) if i.split(":")[0] == "turn"]):
        play(s, turn[0])
        turns += 1
    assert turns == credits and s["rot"] == credits % 4
    # every credit spent on turns: no bottom tile can be taken (each costs a credit); the turn is over
    assert len(s["parts"][0]) == 1 and s["current"] == 1


def test_taking_a_bottom_tile_of_the_wheel_costs_a_credit():
    """Issue 29: "Gastar hasta 3, 4 o 6 créditos de movimiento para ... Tomar 1 loseta"."""
    s = acting(2, {0: (PRODUCTION, 0), 1: (PROJECTS, 0)}, speech=[2, 0])
    play(s, "turn")
    assert s["step"]["credits"] == 2 and "take:both" in ids(s)
    play(s, "take:both")  # two tiles, two credits
    assert len(s["parts"][0]) == 3 and ids(s) == ["exec", "end"]  # no credit left: the main action is over
    s = acting(2, {0: (PRODUCTION, 0), 1: (PROJECTS, 0)}, speech=[2, 0])
    play(s, "turn", "turn")
    assert s["step"]["credits"] == 1 and "take:both" not in ids(s) and "take:4" in ids(s)


@pytest.mark.parametrize(("space", "most"), [(0, 1), (1, 2), (2, 2)])
def test_projects_take_one_or_two_tiles_and_the_strongest_space_raises_their_colours(space, most):
    """Issue 29: "Coger 1 o 2 losetas de proyecto de cualquier columna"; the third space, which costs a
    speech token, raises the value of each project's colour taken (designed)."""
    s = acting(2, {0: (PROJECTS, space), 1: (ASSEMBLY, 0)}, projects=[[], []], speech=[2, 0])
    assert data.SPACES["projects"][space]["limit"] == most
    values, taken = dict(s["values"]), []
    while proj := [i for i in ids(s) if i.startswith("proj:1")] or [i for i in ids(s) if i.startswith("proj:0")]:
        row, col = int(proj[0][5]), int(proj[0][6])
        taken.append(s["display"][row][col])
        play(s, proj[0])
    assert len(taken) == most and s["projects"][0] == taken
    raised = {c: s["values"][c] - values[c] for c in values}
    own = {c: sum(data.PROJECTS[t]["colour"] == c for t in taken) for c in values}
    assert raised == own if space == 2 else all(v == 0 for v in raised.values())


def test_assembly_strongest_space_raises_the_value_of_each_robot_it_completes():
    s = acting(2, {0: (ASSEMBLY, 2), 1: (PROJECTS, 0)}, parts=[["yl", "bl"], []], projects=[["p00", "p10"], []],
               speech=[3, 0])
    empty_assembly(s)
    s["columns"]["y"][0].update(h="yh", t="yt")
    s["columns"]["b"][0].update(h="bh", t="bt")
    values = dict(s["values"])
    play(s, "main", "put:yl.y0", "put:bl.b0")
    assert s["robots"][0] == ["y", "b"] and s["values"] == dict(values, y=values["y"] + 1, b=values["b"] + 1)
    assert data.SPACES["assembly"][2]["raise"] == 1 and "raise" not in data.SPACES["assembly"][1]


def test_turning_the_wheel_90_degrees_refills_the_empty_top_squares_from_a_chosen_stack():
    s = acting(2, {0: (PRODUCTION, 2), 1: (PROJECTS, 0)}, speech=[2, 0])  # 6 credits: 2 taken, 2 turned, 2 left
    play(s, "take:4", "take:5")
    assert s["wheel"][segment_at(s, 4)] is None
    play(s, "turn")
    # the next turn brings the emptied segments to the top: turning and choosing the stack are one choice
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert "turn" not in labels and [i for i in labels if i.startswith("turn:")] == [f"turn:{c}" for c in "ybgr"]
    assert labels["turn:r"] == "Turn and refill the top from the red stack (bottom in 2 more turns)"
    play(s, "turn:r")
    assert [s["wheel"][segment_at(s, p)][0] for p in data.TOP] == ["r", "r"] and s["step"]["stage"] == "wheel"
    assert segment_at(s, 0) == (0 - 2 * 2) % 8


@pytest.mark.parametrize(("right", "left", "speech", "words"), [
    (True, True, 1, ("own colour: +1 speech", "this space never pays")),
    (False, True, 0, ("on a yellow segment: no speech", "this space never pays")),
])
def test_the_bottom_right_space_pays_for_a_tile_on_its_own_colour_and_the_left_never(right, left, speech, words):
    s = acting(2, {0: (PRODUCTION, 1), 1: (PROJECTS, 0)}, speech=[0, 0])
    for position, match in ((4, right), (5, left)):
        segment = data.WHEEL[segment_at(s, position)]
        s["wheel"][segment_at(s, position)] = (segment if match else "r" if segment != "r" else "y") + "h"
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert words[0] in labels["take:4"] and words[1] in labels["take:5"]
    play(s, "take:5")
    assert s["speech"][0] == 0
    play(s, "take:4")
    assert s["speech"][0] == speech == data.MATCH_BONUS[4] * right and len(s["parts"][0]) == 3


def test_a_label_shows_the_real_gain_when_the_supply_is_short():
    s = acting(2, {0: (PRODUCTION, 1), 1: (PROJECTS, 0)}, speech=[0, 0])
    s["wheel"][segment_at(s, 4)] = data.WHEEL[segment_at(s, 4)] + "h"
    s["supply"], s["speech"][1] = 0, s["speech"][1] + s["supply"]
    assert "own colour: +0 speech, supply 0" in {a.id: a.label for a in GAME.actions(s, 0)}["take:4"]


@pytest.mark.parametrize(("wheel", "speech"), [(("y",) * 8, 1), (("r",) * 8, 0)])
def test_the_wheel_colours_change_the_game(monkeypatch, wheel, speech):
    s = acting(2, {0: (PRODUCTION, 1), 1: (PROJECTS, 0)}, speech=[0, 0])
    for position in (4, 5):
        s["wheel"][segment_at(s, position)] = "yh"
    monkeypatch.setattr(data, "WHEEL", wheel)
    play(s, "take:4", "take:5")
    assert s["speech"][0] == speech


def test_production_executive_discards_three_parts_for_the_top_of_a_stack():
    s = acting(2, {0: (PRODUCTION, 0), 1: (PROJECTS, 0)}, parts=[["yh", "yh", "bt", "gl"], []])
    top = s["stacks"]["r"][-1]
    play(s, "exec", "drop3:bt.yh.yh", "stack:r")
    assert sorted(s["parts"][0]) == sorted(["gl", top])
    assert s["discards"]["y"] == ["yh", "yh"] and s["discards"]["b"] == ["bt"]


def test_sandra_on_production_refills_the_wheel_by_the_marker():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, sandra=(PRODUCTION, 0))
    for position in (4, 5):
        s["wheel"][segment_at(s, position)] = None
    s["marker"] = "g"
    rounds.sandra_acts(s)
    assert [s["wheel"][segment_at(s, p)][0] for p in (4, 5)] == ["g", "r"] and s["marker"] == "y"


# ---- Projects ------------------------------------------------------------------------------------


def test_projects_takes_one_or_two_tiles_from_any_column_with_the_rows_actions():
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[[], []], parts=[[], []], speech=[0, 0])
    bottom, top = s["display"][0][1], s["display"][2][0]
    colour = data.PROJECTS[top]["colour"]
    value = s["values"][colour]
    marker = s["marker"]
    play(s, "proj:01", "proj:20")
    assert s["projects"][0] == [bottom, top] and s["display"][0][1] is None
    assert [t[0] for t in s["parts"][0]] == [marker]  # the bottom row: a part by the marker
    assert s["values"][colour] == value + 1  # the top row: +1 to the project's robot value
    s = acting(2, {0: (PROJECTS, 0), 1: (ASSEMBLY, 0)}, projects=[[], []], speech=[0, 0])
    play(s, "proj:11")
    assert len(s["projects"][0]) == 1 and s["current"] == 1  # nothing left to do: the turn ended
    assert s["speech"][0] == 1 + 1  # the first space and the middle row


def test_projects_executive_discards_two_projects_for_a_universal_part():
    s = acting(2, {0: (PROJECTS, 0), 1: (ASSEMBLY, 0)}, projects=[["p00", "p13"], []], parts=[[], []])
    play(s, "exec", "drop:p00", "drop:p13", "univ:ul")
    assert s["parts"][0] == ["ul"] and s["projects"][0] == [] and s["universal"].count("ul") == 1


def test_sandra_on_projects_discards_the_bottom_two_slides_down_and_refills():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PRODUCTION, 0)}, sandra=(PROJECTS, 0))
    display = [list(row) for row in s["display"]]
    rounds.sandra_acts(s)
    assert s["display"][0] == display[1] and s["display"][1] == display[2] and all(s["display"][2])


# ---- Finance -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("space", "budget"), [(0, 2), (1, 3), (2, 4)])
def test_finance_spends_up_to_2_3_or_4_speech_tokens_raising_values(space, budget):
    s = acting(2, {0: (FINANCE, space), 1: (ASSEMBLY, 0)}, speech=[9, 0])
    s["contracts"] = [dict(c, owner=-1) for c in s["contracts"]]
    raised = 0
    while s["current"] == 0 and s["step"]["stage"] == "finance":
        play(s, "raise:b")
        raised += 1
    assert raised == budget and s["values"]["b"] == data.VALUE_START + budget


def test_the_value_track_gives_no_speech_and_stops_at_its_top():
    s = acting(2, {0: (FINANCE, 2), 1: (ASSEMBLY, 0)}, speech=[4, 0])
    s["values"]["r"] = data.VALUE_MAX - 1
    play(s, "raise:r")
    assert s["values"]["r"] == data.VALUE_MAX and s["speech"][0] == 4 - data.SPACES["finance"][2]["cost"] - 1
    assert "raise:r" not in ids(s)


def test_a_contract_is_reserved_with_one_to_three_speech_tokens():
    s = acting(2, {0: (FINANCE, 2), 1: (ASSEMBLY, 0)}, speech=[5, 0])
    play(s, "contract:0")
    assert ids(s) == ["tokens:1", "tokens:2", "tokens:3", "back"]
    play(s, "tokens:3")
    # 5 - the space's cost of 1 - 3 on the contract
    assert s["contracts"][0]["owner"] == 0 and s["contracts"][0]["tokens"] == 3 and s["speech"][0] == 1
    assert not [i for i in ids(s) if i.startswith("contract:")]
    play(s, "raise:y")
    assert s["current"] == 1  # the budget of 4 is spent


def test_finance_has_no_executive_action():
    s = acting(2, {0: (FINANCE, 0), 1: (ASSEMBLY, 0)}, speech=[5, 0])
    assert "exec" not in ids(s)


@pytest.mark.parametrize(("values", "after"), [
    ({"y": 2, "b": 3, "g": 4, "r": 5}, {"y": 3, "b": 3, "g": 4, "r": 5}),
    ({"y": 2, "b": 2, "g": 4, "r": 5}, {"y": 3, "b": 3, "g": 4, "r": 5}),
    ({"y": 4, "b": 4, "g": 4, "r": 4}, {"y": 4, "b": 4, "g": 4, "r": 4}),
])
def test_sandra_on_finance_raises_the_lowest_values_and_nothing_when_all_are_equal(values, after):
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PRODUCTION, 0)}, sandra=(FINANCE, 0))
    s["values"] = dict(values)
    said = texts(rounds.sandra_acts(s))
    assert s["values"] == after
    assert said.count("Sandra") == 1  # one sentence on what she does: never "raises" then "raises none"
    assert ("rises to" in said) == (after != values)


def test_two_alike_spares_are_one_choice():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, parts=[["yh", "bt"], []], speech=[2, 0])
    s["spares"] = ["gl", "gl"]
    play(s, "exec")
    assert [i for i in ids(s) if i.startswith("spare:")] == ["spare:0"]


# ---- the end -------------------------------------------------------------------------------------


def _complete_yellow(s: dict) -> None:
    s["columns"]["y"][0].update(h="yh", t="yt")
    play(s, "main", "put:yl.y0")


def test_the_end_comes_when_a_colour_has_no_robots_left_and_the_round_is_finished():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, parts=[["yl"], []], projects=[["p00"], []])
    empty_assembly(s)
    s["columns"]["y"] = s["columns"]["y"][:1]
    s["pool"]["y"] = 1
    _complete_yellow(s)
    assert s["ending"] and not s["over"] and s["current"] == 1
    events = play(s, "end")
    assert s["over"] and GAME.outcome(s)["winners"] and "wins" in texts(events) + GAME.outcome(s)["summary"]


def test_the_end_comes_when_a_player_completes_their_fifth_robot():
    s = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, parts=[["yl"], []], projects=[["p00"], []])
    empty_assembly(s)
    s["robots"][0] = ["b", "b", "g", "r"]
    _complete_yellow(s)
    assert s["ending"]
    s4 = acting(2, {0: (ASSEMBLY, 0), 1: (PROJECTS, 0)}, parts=[["yl"], []], projects=[["p00"], []])
    empty_assembly(s4)
    s4["robots"][0] = ["b", "b", "g"]
    _complete_yellow(s4)
    assert not s4["ending"]


# ---- scoring -------------------------------------------------------------------------------------


def _scored(**fields) -> dict:
    s = game(2)
    s["parts"] = [[], []]
    s["projects"] = [[], []]
    s["speech"] = [0, 0]
    s["contracts"] = [dict(c, owner=None, tokens=0) for c in s["contracts"]]
    for key, value in fields.items():
        s[key] = value
    return s


def test_each_completed_robot_scores_its_colours_value():
    s = _scored(robots=[["y", "y", "r"], []], values={"y": 5, "b": 2, "g": 2, "r": 3})
    assert scoring.breakdown(s, 0)["robots"] == 13


def test_completed_contracts_score_their_token_space_and_row_and_uncompleted_ones_lose_the_space():
    s = _scored(robots=[["y", "y"], []])
    s["contracts"] = [{"id": "c01", "row": 2, "owner": 0, "tokens": 2},
                      {"id": "c12", "row": 0, "owner": 0, "tokens": 1}]
    assert scoring.breakdown(s, 0)["contracts"] == 4 + data.ROW_POINTS[2] - 4


def test_a_robot_counts_for_one_contract_only():
    s = _scored(robots=[["y", "y"], []])
    s["contracts"] = [{"id": "c01", "row": 0, "owner": 0, "tokens": 1},
                      {"id": "c13", "row": 0, "owner": 0, "tokens": 3}]
    # both want the two yellow robots: the better one (c13, 4 + 1) is kept, c01 loses 2
    assert scoring.breakdown(s, 0)["contracts"] == 4 + 1 - 2


def test_one_point_per_two_speech_tokens_minus_one_per_part_and_two_per_uncompleted_project():
    s = _scored(speech=[7, 0], parts=[["yh", "bt"], []], projects=[["p00"], []])
    s["done"] = [["p01"], []]
    b = scoring.breakdown(s, 0)
    assert (b["speech"], b["parts"], b["projects"]) == (3, -2, -2)


def test_ties_go_to_more_robots_then_to_an_odd_number_of_speech_tokens():
    s = _scored(robots=[["y"], ["y", "b"]], values={"y": 2, "b": 0, "g": 2, "r": 2})
    assert scoring.final(s)["winners"] == [1]
    s = _scored(robots=[["y"], ["y"]], speech=[3, 2], values={c: 2 for c in data.COLOURS})
    assert [d["total"] for d in scoring.final(s)["breakdown"]] == [3, 3]
    assert scoring.final(s)["winners"] == [0]


# ---- solo: Vilela and the target -----------------------------------------------------------------


def test_solo_vilela_stands_on_a_board_after_the_player_and_before_sandra():
    s = game(1, 4)
    play(s, ids(s)[0])
    assert s["vilela"] is not None and s["vilela"] != s["workers"][0] and s["vilela"] != s["sandra"]
    assert s["phase"] == "act"


def test_solo_vilela_on_assembly_takes_the_emptiest_robot_of_the_colour_with_most_left():
    s = acting(1, {0: (PROJECTS, 0)}, sandra=(FINANCE, 0))
    s["vilela"] = [ASSEMBLY, 0]
    empty_assembly(s)
    for colour in "ybg":
        s["columns"][colour] = s["columns"][colour][:2]
        s["pool"][colour] = 2
    s["columns"]["r"][0].update(h="rh")
    rounds.vilela_acts(s)
    assert s["vilela_robots"] == ["r"] and s["pool"]["r"] == 2 and s["columns"]["r"][0]["h"] == "rh"


@pytest.mark.parametrize(("target", "won"), [(5, True), (100, False)])
def test_solo_wins_by_reaching_the_target(target, won):
    s = _scored(robots=[["y", "y"], []], values={c: 4 for c in data.COLOURS})
    s["players"] = 1
    s["options"] = {"solo_target": target}
    result = scoring.final(s)
    assert (result["winners"] == [0]) is won
    assert ("beats" if won else "misses") in result["summary"]


def test_the_three_parts_to_recycle_are_one_choice_unless_the_list_is_too_long():
    s = acting(2, {0: (PRODUCTION, 0), 1: (ASSEMBLY, 0)}, parts=[["yh", "yh", "bt", "gl"], []])
    play(s, "exec")
    assert ids(s) == ["drop3:bt.gl.yh", "drop3:bt.yh.yh", "drop3:gl.yh.yh", "back"]
    assert GAME.actions(s, 0)[1].label == "Discard your blue torso, yellow head, and yellow head"
    many = ["yh", "yt", "yl", "bh", "bt", "bl", "gh", "gt"]  # 56 trios: picked one by one
    s = acting(2, {0: (PRODUCTION, 0), 1: (ASSEMBLY, 0)}, parts=[many, []])
    play(s, "exec", "drop:bh", "drop:bl", "drop:bt")
    assert s["step"]["stage"] == "stack"


def test_an_executive_action_not_yet_carried_out_can_be_taken_back():
    s = acting(2, {0: (PRODUCTION, 0), 1: (ASSEMBLY, 0)}, parts=[["yh", "yh", "bt", "gl"], []])
    play(s, "exec", "back")
    assert s["step"]["stage"] == "menu" and sorted(s["parts"][0]) == ["bt", "gl", "yh", "yh"]
    assert "exec" in ids(s)


@pytest.mark.parametrize("level", ["smart", "random"])
def test_an_ai_takes_over_the_main_action_after_the_executive_action(level):
    """The freeze of issue 15: a person recycles three parts, opens the main action and resigns;
    the AI taking the seat over must choose a legal action, and the game must go on to its end."""
    s = acting(2, {0: (PRODUCTION, 0), 1: (PROJECTS, 0)}, parts=[["yh", "yh", "bt", "gl"], []])
    play(s, "exec", "drop3:bt.yh.yh", "stack:r")
    assert s["current"] == 0 and s["step"]["stage"] == "wheel" and s["step"]["dropped"] == []
    assert GAME.ai(s, 0, Rng(5), level) in ids(s)
    stored = GAME.load(GAME.dump(s))
    stored["step"]["dropped"] = ["yh", "yh", "bt"]  # as a game stored before the fix keeps them
    assert GAME.ai(stored, 0, Rng(5), level) in ids(stored)
    drive(GAME, s, (level, level), 5)
    assert GAME.outcome(s)


@pytest.mark.parametrize("level", ["smart", "random"])
def test_an_ai_takes_over_the_main_action_after_trading_projects(level):
    s = acting(2, {0: (PROJECTS, 1), 1: (ASSEMBLY, 0)}, projects=[["p00", "p13", "p21"], []], parts=[["rh"], []])
    play(s, "exec", "drop:p00", "drop:p13", "univ:ul")
    assert s["current"] == 0 and s["step"]["stage"] == "projects"
    assert GAME.ai(s, 0, Rng(5), level) in ids(s)
    drive(GAME, s, (level, level), 5)
    assert GAME.outcome(s)


@pytest.mark.parametrize("level", ["smart", "random"])
def test_an_ai_takes_over_the_last_credit_of_a_solo_turn_after_the_executive_action(level):
    """Found by the takeover test: the smart AI tried "turn" with the last credit, the turn (and the
    round) ended and the same seat was to act again, with no step: it raised a TypeError."""
    s = acting(1, {0: (PRODUCTION, 0)}, parts=[["yh", "yh", "bt", "gl"]])
    play(s, "exec", "drop3:bt.yh.yh", "stack:r", "turn", "turn")
    assert s["step"]["credits"] == 1 and s["step"]["stage"] == "wheel"
    assert GAME.ai(s, 0, Rng(1), level) in ids(s)
