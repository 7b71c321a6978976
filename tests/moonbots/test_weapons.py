"""The 17 Secret Weapons, the reaction windows that let them be used out of turn, their deadlines and
the standing orders."""

from engines.moonbots import GAME
from engines.moonbots.cards import CARDS
from tests.moonbots.tools import ask_me, card, cards, give, ids, play, roll, table, to_market, turn_of


def use(name: str, *target: int) -> str:
    return ":".join(["use", card(name), *map(str, target)])


def attacked_for_two(s, target: int = 1):
    """Robot 0 hits `target` with Buzzsaw Arm's two fists."""
    turn_of(s, 0)
    give(s, 0, card("Buzzsaw Arm"))
    roll(s, 2)
    play(s, 0, "act:right_arm", f"aim:{target}", f"aim:{target}")


def next_turn_is_robot_0(s):
    """End robot 3's turn so that robot 0's turn starts (and its turn-start window opens)."""
    turn_of(s, 3)
    play(s, 3, "end")


# Each weapon


def test_energy_stock_adds_4_past_the_turn_limit_but_not_past_18():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Energy Stock"))
    s["t"]["gained"] = 2
    s["robots"][0]["energy"] = 10
    play(s, 0, use("Energy Stock"))
    assert s["robots"][0]["energy"] == 14
    give(s, 0, card("Energy Stock"))
    s["robots"][0]["energy"] = 16
    play(s, 0, use("Energy Stock"))
    assert s["robots"][0]["energy"] == 18


def test_dodge_cancels_the_whole_hit():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Dodge"))
    before = s["robots"][1]["energy"]
    attacked_for_two(s)
    assert GAME.pending(s) == [1] and use("Dodge") in ids(s, 1)
    play(s, 1, use("Dodge"))
    assert s["robots"][1]["energy"] == before and s["active"] == 1  # robot 0 had nothing left to do


def test_deflection_sends_up_to_2_damage_to_another_robot():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Deflection"))
    one, three = s["robots"][1]["energy"], s["robots"][3]["energy"]
    attacked_for_two(s)
    assert {use("Deflection", x) for x in (0, 2, 3)} <= set(ids(s, 1))
    play(s, 1, use("Deflection", 3))
    assert s["robots"][1]["energy"] == one and s["robots"][3]["energy"] == three - 2


def test_energy_pump_gains_2_when_an_opponent_gained_energy():
    s = table(4)
    ask_me(s)
    give(s, 2, card("Energy Pump"))
    s["robots"][2]["energy"] = s["robots"][0]["energy"] = 10
    turn_of(s, 0)
    give(s, 0, card("Treads"))
    roll(s, 2)
    play(s, 0, "act:left_leg")  # nothing else to do: the turn ends by itself
    assert GAME.pending(s) == [2] and GAME.view(s, None)["reaction"]["kind"] == "energy_gain"
    play(s, 2, use("Energy Pump"))
    assert s["robots"][2]["energy"] == 12 and GAME.pending(s) == [1]


def test_energy_pump_answers_energy_stock_played_in_a_reaction_window():
    s = table(4)
    ask_me(s)
    give(s, 2, card("Energy Pump"))
    give(s, 1, card("Energy Stock"))
    s["robots"][2]["energy"] = s["robots"][1]["energy"] = 10
    attacked_for_two(s)
    assert GAME.pending(s) == [1]
    play(s, 1, use("Energy Stock"))
    assert s["robots"][1]["energy"] == 10 + 4 - 2
    assert GAME.pending(s) == [2] and s["window"] == {"kind": "energy_gain", "robot": 1, "seats": [2]}
    play(s, 2, use("Energy Pump"))
    assert s["robots"][2]["energy"] == 12 and s["active"] == 1


def test_energy_pump_answers_energy_stock_played_as_another_robot_starts():
    s = table(4)
    ask_me(s)
    give(s, 2, card("Energy Stock"))
    give(s, 0, card("Energy Pump"))
    s["robots"][2]["energy"] = s["robots"][0]["energy"] = 10
    next_turn_is_robot_0(s)
    assert s["window"]["kind"] == "turn_start" and GAME.pending(s) == [2]
    play(s, 2, use("Energy Stock"))
    assert s["window"]["kind"] == "energy_gain" and GAME.pending(s) == [0]
    play(s, 0, use("Energy Pump"))
    assert s["robots"][0]["energy"] == 12 and s["phase"] == "buy" and s["window"] is None


def test_no_energy_gain_window_without_a_gain():
    s = table(4)
    ask_me(s)
    give(s, 2, card("Energy Pump"))
    turn_of(s, 0)
    play(s, 0, "end")
    assert s["active"] == 1 and s["window"]["kind"] == "turn_start"


def test_stronger_adds_2_hits_that_protections_cannot_stop():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Stronger"))
    give(s, 1, cards("Fist Protection")[0])
    before = s["robots"][1]["energy"]
    roll(s, 1)
    play(s, 0, "act:board", "aim:1")
    assert s["robots"][1]["energy"] == before  # the protection stopped the fist
    play(s, 0, use("Stronger"))
    assert s["robots"][1]["energy"] == before - 2


def test_shock_absorber_takes_2_off_the_hit():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Shock Absorber"))
    before = s["robots"][1]["energy"]
    turn_of(s, 0)
    give(s, 0, card("Missile Pod"))
    roll(s, 5, 6)
    play(s, 0, "act:right_leg", "aim:1", "aim:1", "aim:1")
    play(s, 1, use("Shock Absorber"))
    assert s["robots"][1]["energy"] == before - 1


def test_adjustment_turns_a_die_up_or_down_by_1():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Adjustment"))
    give(s, 0, card("Buzzsaw Arm"))
    roll(s, 3)
    assert "act:right_arm" not in ids(s, 0)
    play(s, 0, use("Adjustment"))
    assert set(ids(s, 0)) >= {"adjust:0:up", "adjust:0:down", "back"}
    play(s, 0, "adjust:0:down")
    assert s["robots"][0]["dice"] == [[2, None]] and "act:right_arm" in ids(s, 0)
    assert card("Adjustment") in s["used"]


def test_rest_makes_the_active_robot_skip_its_turn():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Rest"))
    next_turn_is_robot_0(s)
    assert s["active"] == 0 and GAME.pending(s) == [1]
    turns = GAME.turn(s)
    play(s, 1, use("Rest"))
    assert s["active"] == 1 and GAME.turn(s) == turns + 1 and s["robots"][0]["dice"] == []


def test_black_market_makes_the_purchase_free():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Black Market"))
    to_market(s, 0, 0, cards("+1 Die")[0])
    before = s["robots"][0]["energy"]
    play(s, 0, use("Black Market"))
    assert "Buy +1 Die — roll 1 more die · row 1, 0 energy" in [a.label for a in GAME.actions(s, 0)]
    play(s, 0, "buy:r1c1")
    assert s["robots"][0]["energy"] == before and len(s["robots"][0]["upgrades"]) == 1


def test_supermarket_buys_one_more_card_and_pays_for_it():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Supermarket"))
    to_market(s, 1, 0, card("Laser Eye"))
    to_market(s, 1, 1, card("Hammer Arm"))
    before = s["robots"][0]["energy"]
    play(s, 0, "buy:r2c1", use("Supermarket"), "buy:r2c2")
    assert s["robots"][0]["energy"] == before - 2
    assert s["robots"][0]["parts"]["head"] and s["robots"][0]["parts"]["left_arm"]


def test_computer_virus_costs_every_robot_one_energy_per_weapon_held():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Computer Virus"))
    give(s, 0, card("Dodge"))
    give(s, 1, card("Rest"))
    give(s, 1, card("Spy"))
    give(s, 3, card("Trick"))
    before = [r["energy"] for r in s["robots"]]
    play(s, 0, use("Computer Virus"))
    assert [r["energy"] for r in s["robots"]] == [before[0] - 1, before[1] - 2, before[2], before[3] - 1]


def test_look_closer_builds_a_part_from_the_pile_and_shuffles_it():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Look Closer"))
    laser = card("Laser Eye")
    to_market(s, 0, 0, laser)
    s["pile"].append(s["market"][0][0])
    s["market"][0][0] = s["pile"].pop(0)
    pile = len(s["pile"])
    play(s, 0, use("Look Closer"))
    assert "look:head" in ids(s, 0)  # more than 20 parts to choose from: the slot comes first
    play(s, 0, "look:head")
    assert f"take:{laser}" in ids(s, 0)
    assert all(CARDS[a[5:]].slot == "head" for a in ids(s, 0) if a.startswith("take:"))
    play(s, 0, f"take:{laser}")
    assert s["robots"][0]["parts"]["head"] == laser and len(s["pile"]) == pile - 1
    assert s["phase"] == "buy"


def test_extra_upgrade_builds_an_upgrade_from_the_pile():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Extra Upgrade"))
    play(s, 0, use("Extra Upgrade"))
    takes = [a for a in ids(s, 0) if a.startswith("take:")]
    assert takes and len({CARDS[a[5:]].upgrade for a in takes}) == len(takes)
    play(s, 0, takes[0])
    assert s["robots"][0]["upgrades"] == [takes[0][5:]]


def test_spy_shows_an_opponents_weapons_to_the_spy_only():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Spy"))
    give(s, 2, card("Dodge"))
    events = play(s, 0, use("Spy", 2))
    assert any(e.seat == 0 and "Dodge" in e.private for e in events if e.private)
    assert all("Dodge" not in e.text for e in events)


def test_technological_advance_costs_opponents_without_weapons_2_energy():
    s = table(4)
    turn_of(s, 0)
    give(s, 0, card("Technological Advance"))
    give(s, 1, card("Dodge"))
    before = [r["energy"] for r in s["robots"]]
    play(s, 0, use("Technological Advance"))
    assert [r["energy"] for r in s["robots"]] == [before[0], before[1], before[2] - 2, before[3] - 2]


def test_trick_stops_the_active_robots_reroll_this_turn():
    s = table(4)
    ask_me(s)
    give(s, 0, cards("Re-roll")[0])
    give(s, 1, card("Trick"))
    next_turn_is_robot_0(s)
    play(s, 1, use("Trick"))
    play(s, 0, "roll")
    assert "reroll" not in ids(s, 0)


# Reaction windows, deadlines and standing orders


def test_turn_start_pauses_for_every_holder_of_a_face_down_weapon_whatever_it_is():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Dodge"))  # of no use at a turn start, but nobody else can know
    give(s, 0, card("Spy"))  # the active player's own weapons need no window
    next_turn_is_robot_0(s)
    assert GAME.pending(s) == [1]
    assert [a for a in ids(s, 1) if not a.startswith("order:")] == ["pass"]
    play(s, 1, "pass")
    assert GAME.pending(s) == [0] and s["phase"] == "buy"


def test_a_window_has_a_deadline_that_passes():
    s = GAME.setup(4, 1, {"reaction_minutes": 2})
    ask_me(s)
    give(s, 1, card("Dodge"))
    next_turn_is_robot_0(s)
    assert GAME.deadline(s, 1) == (120, "pass")
    assert GAME.deadline(s, 0) is None
    assert GAME.view(s, None)["reaction"]["deadline_s"] == 120
    play(s, 1, GAME.deadline(s, 1)[1])
    assert GAME.deadline(s, 0) is None


def test_the_attacked_window_is_for_the_target_only_and_only_when_it_holds_weapons():
    s = table(4)
    give(s, 2, card("Dodge"))
    before = s["robots"][1]["energy"]
    attacked_for_two(s)
    assert s["robots"][1]["energy"] == before - 2 and s["active"] == 1  # robot 0 had nothing left to do


def test_orders_can_be_set_whenever_the_seat_is_pending_and_are_private():
    s = table(4)
    turn_of(s, 0)
    assert GAME.view(s, 0)["orders"] == {"turn_start": "auto", "attacked": "ask_if_out", "energy_gain": "auto"}
    assert "order:turn_start:auto" not in ids(s, 0)
    play(s, 0, "order:turn_start:ask")
    assert GAME.view(s, 0)["orders"]["turn_start"] == "ask" and "order:turn_start:auto" in ids(s, 0)
    assert "orders" not in GAME.view(s, None) and GAME.view(s, 1)["orders"]["turn_start"] == "auto"
    labels = {a.id: a.label for a in GAME.actions(s, 0)}
    assert labels["order:attacked:ask"] == "From now on: ask me whenever my robot is hit"


def test_by_default_a_turn_start_asks_nobody_and_the_weapon_answers_as_the_ai_would():
    s = table(4)
    give(s, 1, card("Rest"))
    give(s, 2, card("Dodge"))
    next_turn_is_robot_0(s)
    assert card("Rest") in s["used"] and s["active"] == 1  # robot 0 rested at once
    assert card("Dodge") in s["robots"][2]["weapons"]


def test_a_pass_order_means_the_seat_is_not_asked_and_keeps_its_weapon():
    s = table(4)
    give(s, 1, card("Rest"))
    s["orders"][1]["turn_start"] = "pass"
    next_turn_is_robot_0(s)
    assert GAME.pending(s) == [0] and s["active"] == 0 and card("Rest") in s["robots"][1]["weapons"]


def test_an_ask_me_order_asks_every_seat_holding_a_face_down_weapon_and_no_other():
    s = table(4)
    give(s, 1, card("Dodge"))
    give(s, 2, card("Spy"))
    s["orders"][1]["turn_start"] = s["orders"][3]["turn_start"] = "ask"
    next_turn_is_robot_0(s)
    assert GAME.pending(s) == [1]  # 2 holds a weapon but answers by itself; 3 holds none


def test_setting_a_pass_order_in_its_window_passes():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Rest"))
    next_turn_is_robot_0(s)
    play(s, 1, "order:turn_start:pass")
    assert GAME.pending(s) == [0] and card("Rest") in s["robots"][1]["weapons"]


def test_setting_an_auto_order_in_its_window_answers_at_once():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Rest"))
    next_turn_is_robot_0(s)
    play(s, 1, "order:turn_start:auto")
    assert card("Rest") in s["used"] and s["active"] == 1


def test_the_default_attacked_order_dodges_a_big_hit_by_itself():
    s = table(4)
    give(s, 1, card("Dodge"))
    before = s["robots"][1]["energy"]
    attacked_for_two(s)
    assert s["robots"][1]["energy"] == before and s["active"] == 1  # robot 0 had nothing left to do
    assert card("Dodge") in s["used"]


def test_the_default_attacked_order_asks_when_the_hit_would_knock_the_robot_out():
    s = table(4)
    give(s, 1, card("Dodge"))
    s["robots"][1]["energy"] = 2
    attacked_for_two(s)
    assert GAME.pending(s) == [1] and GAME.deadline(s, 1) == (300, "pass")
    assert card("Dodge") in s["robots"][1]["weapons"]


def test_the_default_attacked_order_asks_nobody_without_weapons_even_at_a_knock_out():
    s = table(4)
    s["robots"][1]["energy"] = 2
    attacked_for_two(s)
    assert s["robots"][1]["out"] and s["active"] == 2  # robot 0 had nothing left to do; 1 is out


def test_the_default_energy_gain_order_pumps_by_itself():
    s = table(4)
    give(s, 2, card("Energy Pump"))
    s["robots"][2]["energy"] = s["robots"][0]["energy"] = 10
    turn_of(s, 0)
    give(s, 0, card("Treads"))
    roll(s, 2)
    play(s, 0, "act:left_leg")
    assert s["robots"][2]["energy"] == 12 and GAME.pending(s) == [1]


def test_prompts_say_what_is_asked():
    s = table(4)
    ask_me(s)
    give(s, 1, card("Dodge"))
    attacked_for_two(s)
    assert GAME.prompt(s, 1) == "<s:1> is hit for 2: use a protection, or pass to take the hit."
    assert GAME.prompt(s, 0) == "Nothing to decide right now."
