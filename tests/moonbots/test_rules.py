"""One test per rule of the rulebook (set-up, buying, activating, restocking, the end), each setting
up the situation and checking the result."""

import pytest

from engines.moonbots import GAME
from engines.moonbots.cards import CARDS, DECK, SLOTS, UPGRADE_TABLE
from engines.moonbots.state import robots_in_order
from engines.moonbots.texts import text
from tests.moonbots.tools import accounted, card, cards, give, ids, play, roll, table, to_market, turn_of

# Set-up


@pytest.mark.parametrize("players", [3, 4])
def test_energy_follows_the_order_of_play(players):
    for seed in range(8):
        s = table(players, seed)
        order = robots_in_order(players, s["first"])
        assert [s["robots"][r]["energy"] for r in order] == list(range(15, 15 + players))


def test_first_player_comes_from_the_seeded_draw():
    firsts = [table(4, seed)["first"] for seed in range(30)]
    assert len(set(firsts)) == 4
    assert firsts == [table(4, seed)["first"] for seed in range(30)]
    s = table(4, 7)
    assert GAME.pending(s) == [s["first"]]


def test_each_robot_starts_with_one_die_and_one_board_attack():
    s = table(4)
    turn_of(s, 0)
    play(s, 0, "roll")
    assert len(s["robots"][0]["dice"]) == 1
    boards = [r["board"] for r in GAME.view(s, None)["robots"]]
    assert [len(b) for b in boards] == [1, 1, 1, 1]
    fist = ({"type": "exact", "value": 1}, 1, 0)
    missile = ({"type": "exact", "value": 6}, 0, 1)
    shown = [(b[0]["condition"], b[0]["effects"]["fist"], b[0]["effects"]["missile"]) for b in boards]
    assert shown == [fist, missile, fist, missile]


def test_each_player_of_a_duel_game_has_one_punching_and_one_firing_board():
    s = table(2)
    kinds = {(r["owner"], r["board"]) for r in s["robots"]}
    assert kinds == {(0, "board_fist"), (0, "board_missile"), (1, "board_fist"), (1, "board_missile")}
    for a, b in s["duels"]:
        assert s["robots"][a]["board"] != s["robots"][b]["board"]


def test_a_board_answers_only_its_own_number():
    s = table(4)
    turn_of(s, 1)
    roll(s, 1)
    assert "act:board" not in ids(s, 1)
    roll(s, 6)
    assert "act:board" in ids(s, 1)


def test_board_fist_on_a_one_hits_a_neighbour():
    s = table(4)
    turn_of(s, 0)
    roll(s, 1)
    before = s["robots"][1]["energy"]
    play(s, 0, "act:board", "aim:1")
    assert s["robots"][1]["energy"] == before - 1


def test_market_is_three_rows_of_two_costing_2_1_0():
    s = table(4)
    view = GAME.view(s, None)
    assert view["costs"] == [2, 1, 0]
    assert [len(row) for row in view["market"]] == [2, 2, 2]
    assert all(c is not None for row in view["market"] for c in row)


def test_three_players_leave_out_the_twelve_marked_cards():
    s = table(3)
    assert len(s["removed"]) == 12 and all(CARDS[c].marked for c in s["removed"])
    assert sorted(CARDS[c].slot for c in s["removed"] if CARDS[c].kind == "part") == sorted(SLOTS)
    assert sorted(CARDS[c].upgrade for c in s["removed"] if CARDS[c].kind == "upgrade") == sorted(
        row[0] for row in UPGRADE_TABLE
    )
    assert table(4)["removed"] == [] and table(2)["removed"] == []


def test_five_secret_weapons_go_back_to_the_box_unseen():
    s = table(4)
    assert len(s["boxed"]) == 5 and all(CARDS[c].kind == "weapon" for c in s["boxed"])
    assert GAME.view(s, None)["boxed"] == 5
    assert accounted(s) == sorted(DECK)


def test_secret_weapons_lie_face_down_in_the_market():
    s = table(4)
    to_market(s, 1, 0, card("Energy Stock"))
    for who in (None, 0, 1):
        assert GAME.view(s, who)["market"][1][0] == {"kind": "weapon", "face_down": True}


# A) Buy an ability


@pytest.mark.parametrize(("row", "cost"), [(0, 2), (1, 1), (2, 0)])
def test_row_cost(row, cost):
    s = table(4)
    turn_of(s, 0)
    to_market(s, row, 0, card("Hammer Arm"))
    before = s["robots"][0]["energy"]
    play(s, 0, f"buy:r{row + 1}c1")
    assert s["robots"][0]["energy"] == before - cost
    assert s["robots"][0]["parts"]["left_arm"] == card("Hammer Arm")


def test_rulebook_example_extra_die_in_the_middle_row_costs_2():
    s = table(4)
    turn_of(s, 0)
    to_market(s, 1, 1, cards("+1 Die")[0])
    label = next(a.label for a in GAME.actions(s, 0) if a.id == "buy:r2c2")
    assert label == "Buy +1 Die — roll 1 more die · row 2, 2 energy"
    before = s["robots"][0]["energy"]
    play(s, 0, "buy:r2c2")
    assert s["robots"][0]["energy"] == before - 2


def test_buy_labels_say_what_the_card_needs_and_does_its_row_and_price():
    s = table(4)
    turn_of(s, 0)
    to_market(s, 0, 0, card("Jet Leg"))
    to_market(s, 1, 1, cards("Fist Protection")[0])
    to_market(s, 2, 0, card("Dodge"))
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert labels["buy:r1c1"] == "Buy Jet Leg (right leg) — 4/5: 1 missile · row 1, 2 energy"
    assert labels["buy:r2c2"] == "Buy Fist Protection — -1 per fist attack on you · row 2, 1 energy"
    assert labels["buy:r3c1"] == "Buy a face-down secret weapon · row 3, 0 energy"


def test_every_card_has_a_buy_label_within_80_characters_even_in_the_top_row_beside_its_twin():
    s = table(4)
    for card_id in DECK:
        turn_of(s, 0)
        s["robots"][0]["energy"] = 18
        to_market(s, 0, 0, card_id)
        twin = next((c for c in DECK if c != card_id and CARDS[c].name == CARDS[card_id].name), None)
        if twin:  # a twin beside it adds "(right)"
            to_market(s, 0, 1, twin)
        label = next(a.label for a in GAME.actions(s, 0) if a.id == "buy:r1c1")
        if twin:
            label = next(a.label for a in GAME.actions(s, 0) if a.id == "buy:r1c2")
        assert len(label) <= 80 and (CARDS[card_id].kind == "weapon" or CARDS[card_id].name in label)


def test_identical_cards_in_one_row_are_told_apart():
    s = table(4)
    turn_of(s, 0)
    to_market(s, 2, 0, cards("+1 Die")[0])
    to_market(s, 2, 1, cards("+1 Die")[1])
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert labels["buy:r3c1"].endswith("(left)") and labels["buy:r3c2"].endswith("(right)")


def test_at_two_players_the_prompt_names_the_robot_that_plays():
    s = table(2)
    turn_of(s, 1)  # seat 0's right robot
    assert GAME.prompt(s, 0) == "<s:0>'s right robot: " + text("prompt.buy")
    turn_of(s, 2)
    assert GAME.prompt(s, 1).startswith("<s:1>'s left robot: ")
    labels = {a.id: a.label for a in GAME.actions(s, 1)}  # the buttons name it too
    assert labels["roll"].endswith("activate your left robot") and labels["end"].startswith("End your left robot's")
    three = table(3)  # one robot each: the prompt needs no name
    turn_of(three, 0)
    assert GAME.prompt(three, three["robots"][0]["owner"]) == text("prompt.buy")


def test_after_buying_the_prompt_asks_for_the_roll():
    s = table(4)
    turn_of(s, 0)
    assert GAME.prompt(s, 0).startswith("Buy one ability")
    to_market(s, 2, 0, card("Laser Eye"))
    play(s, 0, "buy:r3c1")
    assert GAME.prompt(s, 0) == "Roll your dice to activate your robot, or end your turn."


def test_the_panel_says_when_no_die_fits_any_part():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Dodge"))  # holding a weapon, the turn does not end by itself
    roll(s, 3)
    assert GAME.prompt(s, 0) == "No die fits any of your parts: end your turn."
    assert [a.label for a in GAME.actions(s, 0) if a.id == "end"] == ["End your turn (no die fits any part)"]
    roll(s, 1)
    assert GAME.prompt(s, 0) == "Place a die on a part of your robot, or end your turn."


def test_a_part_needs_its_empty_slot():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Laser Eye"))
    to_market(s, 2, 0, card("Brain Box"))
    assert "buy:r3c1" not in ids(s, 0)


def test_upgrades_one_of_a_kind_except_three_extra_dice_and_six_at_most():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, cards("Fist +1")[0])
    to_market(s, 2, 0, cards("Fist +1")[1])
    assert "buy:r3c1" not in ids(s, 0)
    give(s, 0, cards("+1 Die")[0])
    give(s, 0, cards("+1 Die")[1])
    to_market(s, 2, 1, cards("+1 Die")[2])
    assert "buy:r3c2" in ids(s, 0)
    give(s, 0, cards("+1 Die")[2])
    to_market(s, 2, 1, cards("+1 Die")[3])
    assert "buy:r3c2" not in ids(s, 0)
    give(s, 0, cards("Re-roll")[0])
    give(s, 0, cards("Missile +1")[0])
    to_market(s, 2, 0, cards("Fist Protection")[0])
    assert "buy:r3c1" not in ids(s, 0)  # six upgrades already


def test_a_secret_weapon_is_bought_face_down_and_seen_by_its_buyer_only():
    s = table(4)
    turn_of(s, 0)
    stock = card("Energy Stock")
    to_market(s, 1, 0, stock)
    events = play(s, 0, "buy:r2c1")
    assert all("Energy Stock" not in e.text for e in events)
    assert any(e.seat == 0 and "Energy Stock" in (e.private or "") for e in events)
    assert GAME.view(s, 0)["robots"][0]["weapons"][0]["name"] == "Energy Stock"
    assert GAME.view(s, 0)["hand"] == ["Energy Stock: " + CARDS[stock].text]
    for who in (None, 1):
        robot = GAME.view(s, who)["robots"][0]
        assert robot["weapons_hidden"] == 1 and "weapons" not in robot


def test_bad_luck_is_shown_at_once_and_costs_2_energy():
    s = table(4)
    turn_of(s, 0)
    to_market(s, 2, 0, card("Bad Luck"))
    before = s["robots"][0]["energy"]
    events = play(s, 0, "buy:r3c1")
    assert s["robots"][0]["energy"] == before - 2
    assert s["robots"][0]["weapons"] == [] and card("Bad Luck") in s["used"]
    assert any("Bad Luck" in e.text for e in events)


def test_a_purchase_may_not_take_the_robot_to_zero():
    s = table(4)
    turn_of(s, 0)
    s["robots"][0]["energy"] = 2
    to_market(s, 0, 0, card("Hammer Arm"))
    to_market(s, 1, 0, card("Laser Eye"))
    assert "buy:r1c1" not in ids(s, 0) and "buy:r2c1" in ids(s, 0)


def test_one_purchase_per_turn():
    s = table(4)
    turn_of(s, 0)
    play(s, 0, "buy:r3c1")
    assert not [a for a in ids(s, 0) if a.startswith("buy:")]


# B) Activate the robot


def test_rulebook_example_a_two_on_the_right_arm_attacks_and_gains_1():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Piston Arm"))
    s["robots"][0]["energy"] = 10
    before = s["robots"][1]["energy"]
    roll(s, 2)
    play(s, 0, "act:right_arm", "aim:1")
    assert s["robots"][0]["energy"] == 11
    assert s["robots"][1]["energy"] == before - 1


def test_each_part_once_and_each_die_once():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Piston Arm"))
    give(s, 0, card("Rocket Arm"))
    roll(s, 2, 1)
    play(s, 0, "act:right_arm", "aim:1")
    assert "act:right_arm" not in ids(s, 0)  # the part is used, though a 1 is left
    play(s, 0, "act:board", "aim:1")
    assert "act:left_arm" not in ids(s, 0)  # Rocket Arm takes 1/2, but both dice are used


@pytest.mark.parametrize(
    ("name", "good", "bad"),
    [
        ("Twin Cannons", (3, 3), (3, 4)),
        ("Reactor Core", (3, 4), (3, 3)),
        ("Missile Pod", (5, 6), (5, 5)),
        ("Brain Box", (1, 2), (2, 2)),
    ],
)
def test_two_dice_conditions(name, good, bad):
    s = table(4)
    turn_of(s, 0)
    part = CARDS[card(name)]
    give(s, 0, part.id)
    roll(s, *bad)
    assert f"act:{part.slot}" not in ids(s, 0)
    roll(s, *good)
    assert f"act:{part.slot}" in ids(s, 0)
    play(s, 0, f"act:{part.slot}")
    assert [d[1] for d in s["robots"][0]["dice"]] == [part.slot, part.slot]


def test_a_robot_gains_at_most_2_energy_in_its_turn():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Reactor Core"))
    give(s, 0, card("Treads"))
    s["robots"][0]["energy"] = 10
    roll(s, 3, 4, 2)
    play(s, 0, "act:torso", "act:left_leg")
    assert s["robots"][0]["energy"] == 12


def test_a_robot_never_holds_more_than_18():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Turbine Leg"))
    s["robots"][0]["energy"] = 17
    roll(s, 6)
    play(s, 0, "act:left_leg")
    assert s["robots"][0]["energy"] == 18


def test_attacks_split_between_left_and_right_neighbours():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Buzzsaw Arm"))
    start = [r["energy"] for r in s["robots"]]
    roll(s, 2)
    play(s, 0, "act:right_arm")
    assert ids(s, 0)[:2] == ["aim:1", "aim:3"]  # never robot 2, opposite
    play(s, 0, "aim:1", "aim:3")
    assert [r["energy"] for r in s["robots"]] == [start[0], start[1] - 1, start[2], start[3] - 1]


def test_aim_all_remaining_hits_at_one_robot_in_one_click():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Missile Pod"))
    three = s["robots"][3]["energy"]
    roll(s, 5, 6)
    play(s, 0, "act:right_leg", "aim:1")
    assert GAME.prompt(s, 0) == "Choose the robot your next hit goes to (hits left to aim: 2)."
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert labels["aimall:3"] == "Aim all 2 remaining hits at <s:3>"
    play(s, 0, "aimall:3")
    assert s["robots"][3]["energy"] == three - 2 and s["phase"] != "aim"


def test_the_last_hit_to_aim_has_no_aim_all():
    s = table(4)
    turn_of(s, 0)
    roll(s, 1)
    play(s, 0, "act:board")
    assert [a for a in ids(s, 0) if a.startswith("aim")] == ["aim:1", "aim:3"]


def test_a_turn_with_no_die_that_fits_ends_by_itself_and_says_so():
    s = table(4)
    turn_of(s, 0)
    roll(s, 3)
    events = GAME.apply(s, 0, "order:turn_start:pass")  # any action lets the engine move on
    assert s["active"] == 1
    assert "<s:0> ends its turn: no die fits any part (only choice)." in [e.text for e in events]


def test_a_turn_with_every_die_placed_ends_by_itself():
    s = table(4)
    turn_of(s, 0)
    roll(s, 1)
    events = play(s, 0, "act:board", "aim:1")
    assert s["active"] == 1
    assert "<s:0> ends its turn: every die is placed (only choice)." in [e.text for e in events]


def test_a_robot_holding_a_face_down_weapon_ends_its_turn_itself():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Dodge"))  # of no use now, but an instant end would tell the table so
    roll(s, 1)
    play(s, 0, "act:board", "aim:1")
    assert s["active"] == 0 and [a for a in ids(s, 0) if not a.startswith("order:")] == ["end"]


def test_with_a_neighbour_out_the_next_robot_along_is_in_reach():
    s = table(4)
    turn_of(s, 0)
    s["robots"][1].update(out=True, energy=0)
    roll(s, 1)
    play(s, 0, "act:board")
    assert ids(s, 0)[:2] == ["aim:2", "aim:3"]


def test_a_part_that_costs_energy_cannot_take_the_robot_to_zero():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Overload Chest"))
    roll(s, 5)
    s["robots"][0]["energy"] = 1
    assert "act:torso" not in ids(s, 0)
    s["robots"][0]["energy"] = 5
    play(s, 0, "act:torso", "aim:1", "aim:1")
    assert s["robots"][0]["energy"] == 4


# Upgrades


def test_extra_dice_are_rolled():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, cards("+1 Die")[0])
    give(s, 0, cards("+1 Die")[1])
    play(s, 0, "roll")
    assert len(s["robots"][0]["dice"]) == 3


def test_reroll_two_dice_once_per_turn():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, cards("Re-roll")[0])
    give(s, 0, card("Spiked Plate"))  # takes the 4 that stays
    roll(s, 2, 3, 4)
    play(s, 0, "reroll")
    assert "reroll:0-1" in ids(s, 0) and "reroll:0-1-2" not in ids(s, 0)
    play(s, 0, "reroll:0-1")
    assert s["t"]["rerolled"] and s["robots"][0]["dice"][2] == [4, None]
    assert "reroll" not in ids(s, 0)


def _fist_turn(s, attacker_upgrade=None, target_upgrade=None):
    """Robot 0 holds Buzzsaw Arm (2 fists on a 2); returns robot 1's energy before the attacks."""
    turn_of(s, 0)
    give(s, 0, card("Buzzsaw Arm"))
    if attacker_upgrade:
        give(s, 0, cards(attacker_upgrade)[0])
    if target_upgrade:
        give(s, 1, cards(target_upgrade)[0])
    return s["robots"][1]["energy"]


def _aim_all(s, at: int) -> None:
    while s["phase"] == "aim":
        play(s, 0, f"aim:{at}")


def test_fist_plus_one_fist_attack_deals_one_more_hit():
    s = table(4)
    before = _fist_turn(s, "Fist +1")
    roll(s, 2)
    play(s, 0, "act:right_arm")
    _aim_all(s, 1)
    assert s["robots"][1]["energy"] == before - 3


def test_fist_plus_two_fist_attacks_each_deal_one_more_hit():
    s = table(4)
    before = _fist_turn(s, "Fist +1")
    roll(s, 1, 2)
    play(s, 0, "act:board")
    _aim_all(s, 1)
    play(s, 0, "act:right_arm")
    _aim_all(s, 1)
    assert s["robots"][1]["energy"] == before - (1 + 1) - (2 + 1)


def test_fist_protection_one_fist_attack_deals_one_hit_less():
    s = table(4)
    before = _fist_turn(s, target_upgrade="Fist Protection")
    roll(s, 2)
    play(s, 0, "act:right_arm")
    _aim_all(s, 1)
    assert s["robots"][1]["energy"] == before - 1


def test_fist_protection_two_fist_attacks_each_deal_one_hit_less():
    s = table(4)
    before = _fist_turn(s, target_upgrade="Fist Protection")
    roll(s, 1, 2)
    play(s, 0, "act:board")
    _aim_all(s, 1)
    play(s, 0, "act:right_arm")
    _aim_all(s, 1)
    assert s["robots"][1]["energy"] == before - (1 - 1) - (2 - 1)


def test_missile_plus_and_missile_protection_count_every_missile_attack():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, cards("Missile +1")[0])
    give(s, 0, card("Laser Eye"))
    give(s, 3, cards("Missile Protection")[0])
    s["robots"][0]["board"] = "board_missile"
    one, three = s["robots"][1]["energy"], s["robots"][3]["energy"]
    roll(s, 6, 3)
    play(s, 0, "act:board")
    _aim_all(s, 1)
    play(s, 0, "act:head")
    _aim_all(s, 1)
    assert s["robots"][1]["energy"] == one - 2 - 2
    turn_of(s, 0)
    roll(s, 6, 3)
    play(s, 0, "act:board")
    _aim_all(s, 3)
    play(s, 0, "act:head")
    _aim_all(s, 3)
    assert s["robots"][3]["energy"] == three - 1 - 1


def test_the_upgrade_texts_say_every_attack():
    for name in ("Fist +1", "Fist Protection", "Missile +1", "Missile Protection"):
        assert CARDS[card(name)].text.startswith("Every ")


# C) Restock the market


def test_restock_boxes_bottom_weapons_slides_cards_down_and_refills_from_the_top():
    s = table(4)
    turn_of(s, 0)
    rest, hammer, laser = card("Rest"), card("Hammer Arm"), card("Laser Eye")
    to_market(s, 2, 0, rest)
    to_market(s, 1, 0, hammer)
    to_market(s, 0, 0, laser)
    top_of_pile = s["pile"][-1]
    boxed = len(s["boxed"])
    play(s, 0, "end")
    assert s["boxed"][-1] == rest and len(s["boxed"]) == boxed + 1
    assert [s["market"][row][0] for row in range(3)] == [top_of_pile, laser, hammer]
    assert GAME.pending(s) == [1]  # the player on the left plays next


def test_an_empty_pile_leaves_the_market_short():
    s = table(4)
    turn_of(s, 0)
    s["removed"] += s["pile"]
    s["pile"] = []
    play(s, 0, "buy:r3c1", "end")
    assert s["market"][0][0] is None and sum(c is not None for row in s["market"] for c in row) == 5
    assert accounted(s) == sorted(DECK)


# End of the game


def test_a_robot_at_zero_is_out_and_the_last_robot_standing_wins():
    s = table(3)
    turn_of(s, 0)
    s["robots"][2].update(out=True, energy=0)
    s["robots"][1]["energy"] = 1
    roll(s, 1)
    events = play(s, 0, "act:board")
    assert s["robots"][1]["out"]
    assert GAME.pending(s) == []
    outcome = GAME.outcome(s)
    assert outcome["winners"] == [0] and outcome["summary"] == "<s:0> wins: last robot standing."
    assert outcome["scores"] == [s["robots"][0]["energy"], 0, 0]
    assert GAME.view(s, None)["winner"] == 0 and GAME.view(s, None)["active_robot"] is None
    assert events[-1].text == outcome["summary"]


def test_overtime_drains_robots_as_their_turns_start():
    s = GAME.setup(4, 1, {"overtime_round": 3})
    s.update(round=4, first=0)
    turn_of(s, 3)
    before = s["robots"][0]["energy"]
    play(s, 3, "end")
    assert s["active"] == 0 and s["round"] == 5
    assert s["robots"][0]["energy"] == before - 3


# The standing line of every turn post


def test_standing_names_every_robot_with_its_energy_or_out():
    s = table(4, 3)
    s["robots"][2].update(out=True, energy=0)
    energies = [r["energy"] for r in s["robots"]]
    assert GAME.standing(s) == (
        f"Round 1 · energy: <s:0> {energies[0]}⚡ · <s:1> {energies[1]}⚡ · <s:2> out · <s:3> {energies[3]}⚡"
    )


def test_standing_at_two_players_names_each_robot():
    s = table(2, 3)
    assert GAME.standing(s).startswith("Round 1 · energy: <s:0>'s left robot 1")
    assert "<s:1>'s right robot 1" in GAME.standing(s)


def test_a_game_saved_before_the_one_attack_board_loads_and_plays_on():
    s = table(4)
    saved = GAME.dump(s)
    for robot in saved["robots"]:
        del robot["board"]
    saved["robots"][0]["dice"] = [[1, "board0"]]
    saved["orders"] = [{"pass_turn_start": False, "pass_attacked": True} for _ in range(4)]
    del saved["t"]["gains"]
    s = GAME.load(saved)
    assert [r["board"] for r in s["robots"]] == ["board_fist", "board_missile"] * 2
    assert s["robots"][0]["dice"] == [[1, "board"]]
    assert GAME.view(s, 0)["orders"] == {"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}
    seat = GAME.pending(s)[0]
    GAME.apply(s, seat, "end")


def test_undo_is_offered_for_steps_that_draw_nothing_and_never_for_a_roll_or_a_turn_end():
    import json

    from engines.base import Rng

    taken_back = set()
    for seed in range(4):
        s = table(3, seed)
        rng = Rng(seed)
        while pending := GAME.pending(s):
            before = GAME.load(json.loads(json.dumps(GAME.dump(s))))
            action = GAME.ai(s, pending[0], rng, "smart")
            GAME.apply(s, pending[0], action)
            if GAME.undoable(before, s, pending[0], action):
                taken_back.add(action.split(":")[0])
    assert {"buy", "act", "aim"} <= taken_back  # choices within the turn that show nothing new
    assert not {"roll", "end", "take"} & taken_back  # dice, the next robot's turn, a card drawn
