"""The special rule for two players: two robots each, fighting in two duels."""

from engines.moonbots import GAME
from tests.moonbots.tools import ask_me, board_value, card, give, ids, play, roll, table, to_market, turn_of


def duel_table(first: int = 0):
    return next(s for s in map(lambda seed: table(2, seed), range(50)) if s["first"] == first)


def test_each_player_has_two_robots_15_for_the_first_player_16_for_the_other():
    for first in (0, 1):
        s = duel_table(first)
        energy = {(r["owner"], r["side"]): r["energy"] for r in s["robots"]}
        assert energy == {(first, "left"): 15, (first, "right"): 15, (1 - first, "left"): 16, (1 - first, "right"): 16}


def test_a_player_plays_the_left_robot_then_the_right_one():
    s = duel_table(1)
    order = []
    for _ in range(5):
        order.append(s["active"])
        play(s, GAME.pending(s)[0], "end")
    assert [(s["robots"][r]["owner"], s["robots"][r]["side"]) for r in order] == [
        (1, "left"),
        (1, "right"),
        (0, "left"),
        (0, "right"),
        (1, "left"),
    ]
    assert s["round"] == 2


def test_cards_bought_belong_to_the_robot_whose_turn_it_is():
    s = duel_table()
    turn_of(s, 1)
    to_market(s, 2, 0, card("Laser Eye"))
    play(s, 0, "buy:r3c1")
    assert s["robots"][1]["parts"]["head"] == card("Laser Eye") and s["robots"][0]["parts"]["head"] is None


def test_robots_attack_only_the_robot_opposite():
    s = duel_table()
    view = GAME.view(s, None)
    assert view["duels"] == [[0, 3], [1, 2]]
    assert [r["neighbours"] for r in view["robots"]] == [[3], [2], [1], [0]]
    turn_of(s, 0)
    give(s, 0, card("Buzzsaw Arm"))
    roll(s, 2)
    play(s, 0, "act:right_arm")  # no aiming: only one robot is in reach
    assert s["robots"][3]["energy"] == 14


def knock_out(s, attacker: int, target: int) -> None:
    s["robots"][target]["energy"] = 1
    turn_of(s, attacker)
    roll(s, board_value(s, attacker))
    play(s, s["robots"][attacker]["owner"], "act:board")


def test_a_defeated_robot_leaves_and_the_duel_winner_waits_deactivated():
    s = duel_table()
    knock_out(s, 0, 3)
    assert s["robots"][3]["out"] and s["robots"][0]["resting"]
    assert GAME.view(s, None)["robots"][0]["neighbours"] == []
    play(s, 0, "end")
    seen = set()
    for _ in range(6):
        seen.add(s["active"])
        play(s, GAME.pending(s)[0], "end")
    assert seen == {1, 2}  # the resting winner neither buys nor fights


def test_a_player_with_both_duel_winners_wins():
    s = duel_table()
    knock_out(s, 0, 3)
    knock_out(s, 1, 2)
    assert GAME.outcome(s)["winners"] == [0]
    assert GAME.outcome(s)["scores"] == [s["robots"][0]["energy"] + s["robots"][1]["energy"], 0]


def test_otherwise_the_two_duel_winners_fight_on():
    s = duel_table()
    knock_out(s, 0, 3)
    knock_out(s, 2, 1)
    assert GAME.outcome(s) is None
    assert s["final"] == [0, 2] and not s["robots"][0]["resting"]
    assert GAME.view(s, None)["robots"][0]["neighbours"] == [2]
    knock_out(s, 2, 0)
    assert GAME.outcome(s)["winners"] == [1]


def test_a_hand_names_the_robot_holding_each_weapon():
    s = duel_table()
    give(s, 1, card("Dodge"))
    assert GAME.view(s, 0)["hand"] == ["Dodge (right robot): Ignore the whole hit just made against you"]


def test_the_other_player_is_asked_at_a_turn_start_but_not_the_active_players_other_robot():
    s = duel_table()
    ask_me(s)
    give(s, 1, card("Rest"))
    give(s, 2, card("Dodge"))
    turn_of(s, 3)
    play(s, 1, "end")
    assert s["active"] == 0 and GAME.pending(s) == [1]
    assert [a for a in ids(s, 1) if a.startswith("use:")] == []  # Dodge is no turn-start weapon


def test_both_robots_of_a_player_are_one_sitting_when_nobody_else_must_act_in_between():
    s = duel_table(0)
    give(s, 2, card("Dodge"))  # the other player holds weapons and keeps the default orders
    give(s, 3, card("Energy Pump"))
    turn_of(s, 0)
    give(s, 0, card("Treads"))  # an energy gain: Energy Pump answers it by itself
    turns = GAME.turn(s)
    roll(s, 2)
    play(s, 0, "act:left_leg")
    assert s["active"] == 1 and GAME.pending(s) == [0] and s["window"] is None
    assert card("Energy Pump") in s["used"]
    assert GAME.turn(s) == turns  # no new turn post between the left and the right robot
    play(s, 0, "end")
    assert s["robots"][s["active"]]["owner"] == 1 and GAME.turn(s) == turns + 1


def test_the_other_player_is_waited_for_between_my_robots_only_when_their_order_asks():
    s = duel_table(0)
    give(s, 2, card("Rest"))
    s["orders"][1]["turn_start"] = "ask"
    turn_of(s, 0)
    play(s, 0, "end")
    assert s["active"] == 1 and GAME.pending(s) == [1] and s["window"]["kind"] == "turn_start"
