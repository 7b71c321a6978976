"""One test per rule sentence of the 20th Century rulebook text (set-up, rounds, preparation, the
land auction with technology purchase, the catastrophe columns)."""

import re

import pytest

from engines.base import IllegalAction, Rng
from engines.century import GAME, data
from engines.century.state import tech_price
from engines.century.texts import TEXTS
from tests.century.tables import everyone_withdraws, fresh, give, ids, play, texts

# ---- set-up ---------------------------------------------------------------------------------


def test_one_random_scoring_card_for_round_two_and_one_for_round_four_face_up():
    drawn = {(GAME.setup(3, seed)["scoring"]["2"], GAME.setup(3, seed)["scoring"]["4"]) for seed in range(30)}
    assert {two for two, _ in drawn} == set(data.SCORING[2])
    assert {four for _, four in drawn} == set(data.SCORING[4])
    public = GAME.view(GAME.setup(3, 1), None)["scoring"]
    assert public["2"]["card"] in data.SCORING[2] and public["4"]["card"] in data.SCORING[4]


def test_a_first_game_may_be_played_without_scoring_cards():
    state = GAME.setup(3, 1, {"scoring_cards": False})
    assert state["scoring"] == {"2": None, "4": None}


def test_land_and_technology_tiles_are_stacked_by_their_backs():
    state = GAME.setup(5, 4)
    for kind, table in (("land", data.TILES), ("tech", data.TECHS)):
        for era, stack in state["stacks"][kind].items():
            assert all(table[t]["era"] == era for t in stack)
    assert len(data.TILES) == 45 and len(data.TECHS) == 30
    assert [sum(1 for t in data.TILES.values() if t["era"] == e) for e in ("start", "I-II", "III-IV", "V")] == \
        [5, 16, 16, 8]


def test_five_catastrophes_two_of_i_ii_two_of_iii_iv_one_of_v_stacked_in_order_unseen():
    state = GAME.setup(3, 2)
    eras = [state["catastrophe"]["era"]] + [c["era"] for c in state["catastrophes"]]
    assert eras == ["I-II", "I-II", "III-IV", "III-IV", "V"]
    public = GAME.view(state, None)
    assert public["catastrophes_left"] == 4
    assert not any(c["name"] in str(public) for c in state["catastrophes"] if c["name"] != state["catastrophe"]["name"])


def test_each_player_starts_with_the_start_tile_one_garbage_and_two_citizens_on_the_producing_cities():
    state = GAME.setup(4, 1)
    for player in state["p"]:
        (start,) = player["region"].values()
        assert start["garbage"] == 1
        sites = data.TILES[start["id"]]["sites"]
        assert [sites[i]["kind"] for i in start["citizens"]] == ["city", "city"]
        assert [(sites[i]["c"], sites[i]["s"]) for i in start["citizens"]] == [(1, 1), (2, 1)]


def test_income_tracks_start_at_3_coins_2_science_0_vp_and_pollution_at_0():
    view = GAME.view(GAME.setup(3, 1), None)
    for seat in view["seats"]:
        assert seat["income"] == {"c": 3, "s": 2, "v": 0}
        assert seat["pollution"] == 0 and seat["vp"] == 0


def test_everyone_starts_with_10_coins_and_10_science_kept_secret():
    state = GAME.setup(3, 1)
    assert all((p["coins"], p["science"]) == (10, 10) for p in state["p"])
    assert GAME.view(state, 0)["money"] == {"coins": 10, "science": 10}
    assert "money" not in GAME.view(state, None) and "hand" not in GAME.view(state, None)


# ---- rounds ---------------------------------------------------------------------------------


def _phases_by_round(players: int, seed: int) -> dict[int, list[str]]:
    state, rng, seen = GAME.setup(players, seed), Rng(seed), {}
    while GAME.pending(state):
        phases = seen.setdefault(state["round"], [])
        if not phases or phases[-1] != state["phase"]:
            phases.append(state["phase"])
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    return seen


def test_five_full_rounds_and_a_short_sixth_of_maintenance_and_production():
    seen = _phases_by_round(3, 5)
    for round_ in range(1, 6):
        assert seen[round_][:2] == ["auction", "catastrophe"]
    state, rng, log = GAME.setup(3, 5), Rng(5), []
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        log += [e.text for e in GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))]
    sixth = log[log.index(TEXTS["short_round"]):]
    assert not [line for line in sixth if "auction" in line or "bids" in line or "catastrophe" in line]
    assert sum(" produces " in line for line in sixth) == 3 and state["over"]


def test_bonus_scoring_after_the_even_rounds_and_the_final_scoring_after_round_six():
    state, rng, bonus_rounds = GAME.setup(3, 3), Rng(3), []
    while GAME.pending(state):
        seat, round_ = GAME.pending(state)[0], state["round"]
        events = GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
        if "Scoring card" in texts(events):
            bonus_rounds.append(round_)
    assert sorted(set(bonus_rounds)) == [2, 4]
    assert state["over"] and state["round"] == 6 and len(state["final"]) == 3


# ---- preparation ------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "land", "tech"), [(5, 8, 6), (4, 6, 5), (3, 5, 4)])
def test_the_display_holds_8_6_at_five_players_6_5_at_four_5_4_at_three(players, land, tech):
    state = GAME.setup(players, 1)
    assert (len(state["land"]), len(state["tech"])) == (land, tech)


def test_leftover_tiles_are_removed_and_new_ones_dealt_from_the_rounds_stack():
    state = fresh(3)
    left_land, left_tech = list(state["land"]), list(state["tech"])
    everyone_withdraws(state)
    rng = Rng(1)
    while state["round"] == 1:
        play(state, GAME.ai(state, GAME.pending(state)[0], rng, "smart"))
    assert not set(left_land) & set(state["land"]) and not set(left_tech) & set(state["tech"])
    assert all(not set(left_land) & set(stack) for stack in state["stacks"]["land"].values())
    assert all(data.TILES[t]["era"] == "I-II" for t in state["land"])


@pytest.mark.parametrize(("round_", "price", "track"), [(1, 2, "I-II"), (2, 2, "I-II"), (3, 3, "III-IV"),
                                                         (4, 3, "III-IV"), (5, 4, "V")])
def test_minimum_land_price_and_cost_track_by_round(round_, price, track):
    state = fresh(3)
    state["round"] = round_
    assert GAME.view(state, None)["min_price"] == price
    assert GAME.view(state, None)["cost_track"] == list(data.COST_TRACK[track])


@pytest.mark.parametrize(("players", "space"), [(3, 1), (4, 0), (5, 0)])
def test_the_cost_marker_starts_far_left_at_four_or_five_and_second_space_at_three(players, space):
    state = GAME.setup(players, 1)
    assert state["cost"] == space
    assert tech_price(state) == data.COST_TRACK["I-II"][space]


def test_the_catastrophe_of_the_round_is_revealed():
    state = GAME.setup(3, 1)
    assert GAME.view(state, None)["catastrophe"]["name"] == state["catastrophe"]["name"]


# ---- the land auction ---------------------------------------------------------------------------


def test_the_start_player_chooses_a_tile_and_must_open_at_least_the_minimum():
    state = fresh(3)
    tile = state["land"][0]
    assert f"pick:{tile}" in ids(state) and GAME.pending(state) == [0]
    play(state, f"pick:{tile}")
    opens = [i for i in ids(state) if i.startswith("open:")]
    assert opens[0] == "open:2" and "open:1" not in opens and "open:10" in opens


def test_the_start_player_may_open_higher_and_bidding_goes_clockwise_from_their_left():
    state = fresh(4, start=2)
    play(state, f"pick:{state['land'][0]}", "open:4")
    assert state["auction"]["bid"] == 4 and GAME.pending(state) == [2, 3, 0, 1]
    events = give(state, {2: "upto:4", 3: "upto:5", 0: "upto:6", 1: "pass"})
    assert texts(events).splitlines() == ["<s:3> bids 5 coins.", "<s:0> bids 6 coins.", "<s:1> passes on this tile."]
    assert GAME.pending(state) == [2]  # outbid, and asked again (the default)


def test_on_their_turn_a_bidder_raises_passes_or_withdraws_given_ahead_as_a_limit():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2")
    assert GAME.pending(state) == [0, 1, 2]
    choices = ids(state, 1)
    assert {"upto:3", "upto:4", "upto:10", "pass", "withdraw"} <= set(choices) and "upto:2" not in choices
    assert "upto:2" in ids(state, 0)  # the high bidder's limit may be its own bid


def test_everyone_including_the_start_player_may_raise_several_times():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2")
    events = give(state, {0: "upto:6", 1: "upto:5", 2: "pass"})
    assert [e.text for e in events if "bids" in e.text] == [
        "<s:1> bids 3 coins.", "<s:0> bids 4 coins.", "<s:1> bids 5 coins.", "<s:0> bids 6 coins."]
    assert GAME.pending(state) == [1] and state["auction"]["high"] == 0
    play(state, "pass")
    assert state["p"][0]["coins"] == 4 and state["auction"]["leader"] == 0


def test_a_player_who_passed_cannot_bid_on_that_tile_but_may_on_the_next():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2")
    give(state, {0: "upto:2", 1: "pass", 2: "upto:3"})
    assert GAME.pending(state) == [0]  # seat 1 passed and is skipped
    play(state, "pass")
    assert state["auction"]["leader"] == 2
    play(state, f"pick:{state['land'][0]}", "open:2")
    assert GAME.pending(state) == [2, 0, 1]


def test_a_withdrawn_player_bids_no_more_this_round():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2")
    events = give(state, {0: "upto:2", 1: "withdraw", 2: "pass"}, plans={1: "plan:none"})
    assert texts(events).index("<s:1> withdraws") < texts(events).index("<s:2> passes")  # at seat 1's turn
    assert state["p"][0]["new_land"] and state["auction"]["out"] == [1]
    play(state, f"pick:{state['land'][0]}", "open:2")
    assert GAME.pending(state) == [0, 2]


def test_no_bid_above_the_coins_held_and_a_player_who_cannot_raise_must_pass_or_withdraw():
    state = fresh(3)
    state["p"][1]["coins"] = 6
    play(state, f"pick:{state['land'][0]}", "open:2")
    assert max(int(i.split(":")[1]) for i in ids(state, 1) if i.startswith("upto:")) == 6
    saved = GAME.dump(state)
    with pytest.raises(IllegalAction, match="You hold fewer than 7 coins"):
        GAME.apply(state, 1, "upto:7")
    assert GAME.dump(state) == saved
    state["p"][2]["coins"] = 2
    assert not [i for i in ids(state, 2) if i.startswith("upto:")] and {"pass", "withdraw"} <= set(ids(state, 2))


def test_any_amount_can_be_named_not_only_the_listed_ones():
    state = fresh(3)
    state["p"][1]["coins"] = 60
    play(state, f"pick:{state['land'][0]}", "open:2")
    assert "upto:55" not in ids(state, 1)
    GAME.apply(state, 1, "upto:55")
    assert state["orders"]["1"] == 55
    with pytest.raises(IllegalAction):
        GAME.apply(state, 2, "upto:2")  # not above the bid


def test_the_winner_pays_takes_the_tile_moves_the_cost_marker_and_picks_next():
    state = fresh(3)
    tile = state["land"][0]
    events = play(state, f"pick:{tile}", "open:3", "upto:3", "pass", "pass")
    player = state["p"][0]
    assert player["coins"] == 7 and player["new_land"] == [{"id": tile, "garbage": 1}]
    assert tile not in state["land"] and state["cost"] == 2
    assert state["auction"]["step"] == "choose" and state["auction"]["leader"] == 0
    assert "wins" in texts(events)


def test_the_nth_tile_of_the_round_brings_n_garbage_and_a_citizen_for_each_tile():
    state = fresh(3)
    for _ in range(3):
        play(state, f"pick:{state['land'][0]}", "open:2", "upto:2", "pass", "pass")
    assert [t["garbage"] for t in state["p"][0]["new_land"]] == [1, 2, 3]
    everyone_withdraws(state)
    while state["phase"] == "catastrophe":
        play(state, "drop")
    # in maintenance each new tile gets its citizen when attached
    citizens = state["p"][0]["citizens"]
    while state["phase"] == "upkeep" and GAME.pending(state) == [0]:
        play(state, ids(state)[0])
    assert state["p"][0]["citizens"] == citizens - 3


def test_the_cost_marker_stays_on_the_rightmost_space():
    state = fresh(3)
    state["cost"] = 7
    play(state, f"pick:{state['land'][0]}", "open:2", "upto:2", "pass", "pass")
    assert state["cost"] == 7


def test_the_start_player_may_withdraw_instead_of_choosing_and_must_if_they_cannot_open():
    state = fresh(3)
    assert "withdraw" in ids(state)
    state["p"][0]["coins"] = 1
    with pytest.raises(IllegalAction, match="You hold fewer than 2 coins"):  # told to them alone
        GAME.apply(state, 0, f"pick:{state['land'][0]}")


def test_when_the_start_player_withdraws_the_next_clockwise_player_still_in_chooses():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2", "upto:2", "withdraw", "plan:none", "pass")
    play(state, "withdraw", "notech")
    assert state["auction"]["leader"] == 2 and state["auction"]["step"] == "choose"


def test_the_last_player_in_buys_any_remaining_tiles_at_the_minimum():
    state = fresh(3)
    play(state, "withdraw", "notech", "withdraw", "notech")
    assert GAME.pending(state) == [2]
    assert all(i.startswith("buy:") for i in ids(state)[:-1]) and ids(state)[-1] == "withdraw"
    play(state, f"buy:{state['land'][0]}")
    play(state, f"buy:{state['land'][0]}")
    assert state["p"][2]["coins"] == 6 and [t["garbage"] for t in state["p"][2]["new_land"]] == [1, 2]


def test_a_withdrawing_player_may_buy_one_technology_at_the_markers_price_in_science():
    state = fresh(3)
    price = tech_price(state)
    tech = state["tech"][0]
    play(state, "withdraw")
    assert set(ids(state)) == {f"tech:{t}" for t in state["tech"]} | {"notech"}
    play(state, f"tech:{tech}")
    assert state["p"][0]["science"] == 10 - price and state["p"][0]["techs"] == [tech]
    assert tech not in state["tech"]  # first come, first served
    assert state["auction"]["step"] == "choose" and state["auction"]["leader"] == 1


def test_everyone_withdrawing_during_the_same_tile_pays_the_same_price():
    state = fresh(5)
    play(state, f"pick:{state['land'][0]}", "open:2")
    science = [p["science"] for p in state["p"]]
    give(state, {0: "upto:2", 1: "withdraw", 2: "withdraw", 3: "pass", 4: "pass"},
         plans={1: f"plan:{state['tech'][0]}", 2: f"plan:{state['tech'][1]}"})
    assert science[1] - state["p"][1]["science"] == science[2] - state["p"][2]["science"] == tech_price(state) + 1


def test_technologies_get_cheaper_after_land_is_sold():
    state = fresh(3)
    before = tech_price(state)
    play(state, f"pick:{state['land'][0]}", "open:2", "upto:2", "pass", "pass")
    assert tech_price(state) == before - 1


def test_the_last_to_withdraw_takes_the_start_space_for_the_catastrophe():
    state = fresh(3)
    play(state, "withdraw", "notech", "withdraw", "notech", "withdraw", "notech")
    assert state["phase"] == "catastrophe" and state["disaster"]["first"] == 2


def test_a_player_who_won_no_land_gets_the_minimum_price_plus_two_coins():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2", "upto:2", "pass", "pass")
    events = play(state, "withdraw", "notech")
    assert state["p"][0]["coins"] == 8  # won a tile: no consolation
    events = play(state, "withdraw")
    assert state["p"][1]["coins"] == 14 and "consolation" in texts(events)


@pytest.mark.parametrize(("round_", "coins"), [(1, 4), (3, 5), (5, 6)])
def test_the_consolation_is_4_5_or_6_coins_by_round(round_, coins):
    state = fresh(3)
    state["round"] = round_
    play(state, "withdraw")
    assert state["p"][0]["coins"] == 10 + coins


def test_a_player_without_coins_may_still_buy_a_technology():
    state = fresh(3)
    state["p"][0]["coins"] = 0
    play(state, "withdraw")
    assert any(i.startswith("tech:") for i in ids(state))


def test_a_technologys_garbage_is_taken_at_purchase_for_placing_in_maintenance():
    state = fresh(3)
    state["tech"] = ["t1"]  # a mine with 1 garbage
    play(state, "withdraw", "tech:t1")
    assert state["p"][0]["waiting"] == 1 and state["p"][0]["new_inst"] == ["t1"]


def test_pollution_icons_move_the_marker_once_at_purchase_and_it_stops_at_the_ends():
    state = fresh(3)
    state["tech"] = ["t4", "u8"]  # a laboratory (dirty +1), a park (clean -2)
    state["p"][0]["pollution"] = 6
    state["p"][1]["pollution"] = -5
    play(state, "withdraw", "tech:t4", "withdraw", "tech:u8")
    assert state["p"][0]["pollution"] == 6 and state["p"][1]["pollution"] == -6


def test_the_auction_goes_on_until_everyone_has_withdrawn():
    state = fresh(4)
    play(state, "withdraw", "notech", "withdraw", "notech", "withdraw", "notech")
    assert state["phase"] == "auction"
    play(state, "withdraw", "notech")
    assert state["phase"] == "catastrophe"


# ---- the catastrophe columns ---------------------------------------------------------------------


def test_columns_by_player_count_five_all_four_without_the_fives_three_without_fives_and_fours():
    assert data.columns(5) == [0, 1, 2, 3, 4]
    assert data.columns(4) == [0, 2, 3, 4]
    assert data.columns(3) == [0, 3, 4]


def test_the_first_column_is_the_full_force_and_the_last_one_empty():
    for era in data.CATASTROPHES.values():
        for card in era.values():
            assert card[-1] == (0, 0)
            assert sum(card[0]) == max(sum(c) for c in card)
            assert all(sum(a) >= sum(b) for a, b in zip(card, card[1:]))


def test_each_garbage_icon_is_a_garbage_token_and_each_pollution_icon_a_step_of_pollution():
    state = fresh(3)
    everyone_withdraws(state)
    seat = state["disaster"]["first"]
    cat = state["catastrophe"]
    garbage, pollution = data.CATASTROPHES[cat["era"]][cat["name"]][0]
    events = give(state, {0: "drop", 1: "drop", 2: "drop"})
    assert state["p"][seat]["pollution"] >= pollution  # at once (and more if the garbage finds no room)
    placed = [e.text for e in events if e.text.startswith(f"<s:{seat}> puts garbage")]
    over = [e.text for e in events if e.text.startswith(f"<s:{seat}> has no room")]
    counted = sum(int(n) for line in placed for n in re.findall(r"(\d+) garbage on the tile", line))
    counted += sum(int(line.split("room for ")[1].split()[0]) for line in over)
    assert counted == garbage


def test_an_opener_who_withdraws_still_wins_the_tile_if_nobody_outbids():
    """Issue 29: a withdrawal happens at the player's turn, and the high bidder has none: the opener
    pays its opening bid, takes the tile, and its withdrawal lapses (the rules page says so)."""
    from engines.century import GAME

    state = GAME.setup(3, 2)
    state["auction"]["leader"] = 0
    tile = state["land"][0]
    for action in (f"pick:{tile}", "open:2", "withdraw", "plan:none"):
        GAME.apply(state, 0, action)
    for seat in GAME.pending(state):
        GAME.apply(state, seat, "pass")
    a = state["auction"]
    assert a["won"] == [1, 0, 0] and a["out"] == [] and a["step"] == "choose" and GAME.pending(state) == [0]
    assert tile not in state["land"] and state["p"][0]["new_land"][-1]["id"] == tile
