"""Tests of the phases designed where the rulebook text stops (docs/century.md, "Designed rules"):
the catastrophe auction, maintenance, production, scoring cards and final scoring."""

import pytest

from engines.base import IllegalAction, Rng
from engines.century import GAME, data, region, words
from engines.century.scoring import final_lines, majority
from engines.century.upkeep import _produce, card_points, incomes
from tests.century.tables import everyone_withdraws, fresh, give, ids, piece, play, texts, to_upkeep

START = "3.3"

# ---- catastrophe prevention [R-A1] -----------------------------------------------------------------


def _catastrophe(players: int = 3) -> dict:
    state = fresh(players)
    everyone_withdraws(state)
    return state


def test_everyone_gives_a_science_limit_at_once_and_the_bot_outbids_by_one_from_a_first_bid_of_zero():
    state = _catastrophe()
    assert GAME.pending(state) == [0, 1, 2] and state["disaster"]["first"] == 2
    assert "cap:0" in ids(state, 0) and "drop" in ids(state, 0)
    events = give(state, {0: "cap:5", 1: "drop", 2: "cap:0"})
    bids = [e.text for e in events if "science against" in e.text]
    assert bids[0].startswith("<s:2> bids 0 science") and bids[1].startswith("<s:0> bids 1 science")
    assert state["disaster"]["taken"] == {"1": 0}  # seat 1 dropped out at its turn, into the worst column
    assert GAME.pending(state) == [2] and ids(state)[0] == "cap:2"  # outbid: asked again, above the high bid


def test_dropping_out_takes_the_worst_free_column_and_pays_the_bid_the_last_gets_the_empty_one():
    state = _catastrophe()
    cat = state["catastrophe"]
    card = data.CATASTROPHES[cat["era"]][cat["name"]]
    give(state, {0: "cap:2", 1: "cap:3", 2: "cap:1"})  # the bot bids 0 for seat 2, 1 for seat 0, 2 for seat 1
    assert GAME.pending(state) == [2] and state["disaster"]["bids"] == [1, 2, 0]  # 2's limit of 1 is beaten
    events = play(state, "drop")  # seat 2 takes the full force, paying its bid of 0
    assert state["disaster"]["taken"]["2"] == 0 and state["p"][2]["pollution"] == card[0][1]
    assert GAME.pending(state) == [0]  # 0's limit of 2 is beaten by seat 1's bid of 2
    events = play(state, "drop")  # seat 0 takes column 4 of 5 (the 3-player middle one); seat 1 the empty one
    took = [e.text for e in events if " takes column " in e.text]
    assert took == [f"<s:0> takes {words.column(cat['name'], cat['era'], 3)} of {cat['name']} and pays 1 science.",
                    f"<s:1> takes {words.column(cat['name'], cat['era'], 4)} of {cat['name']} and pays 2 science."]
    assert state["p"][0]["pollution"] == card[3][1] and state["p"][1]["pollution"] == 0


def test_the_player_who_suffered_the_worst_column_starts_the_next_round():
    state = _catastrophe()
    give(state, {0: "drop", 1: "drop", 2: "drop"})
    assert state["next_start"] == 2


def test_the_high_bidder_is_not_asked_to_bid_against_themselves():
    state = _catastrophe(4)
    give(state, {3: "cap:0", 0: "drop", 1: "drop", 2: "cap:0"})  # 3 bids 0, 0 and 1 drop
    assert GAME.pending(state) == [2]
    play(state, "cap:1")  # 2 bids 1; 3 is asked (outbid), never while it holds the high bid
    assert GAME.pending(state) == [3] and state["disaster"]["bids"][2] == 1


# ---- maintenance ---------------------------------------------------------------------------------


def _upkeep_for(seat: int = 0, players: int = 3, **player) -> dict:
    state = fresh(players)
    state["p"][seat].update(player)
    for p in state["p"]:
        p["owned"] = sorted(p["region"])
    return to_upkeep(state)


def test_garbage_goes_only_on_land_owned_before_this_round_at_most_three_a_tile():
    state = fresh(3)
    state["p"][0]["region"]["3.4"] = piece("a2", garbage=3)
    state["p"][0]["owned"] = [START, "3.4"]
    state["p"][0]["waiting"] = 1
    to_upkeep(state)
    assert ids(state) == ["place:auto"]  # one tile has room: a single choice
    assert "1 garbage at row 4, column 4" in GAME.actions(state, 0)[0].label


def test_garbage_with_no_room_raises_pollution_instead():
    state = fresh(3)
    state["p"][0]["region"][START]["garbage"] = 3
    state["p"][0]["owned"] = [START]
    state["p"][0]["waiting"] = 2
    events = to_upkeep(state) and []
    assert state["p"][0]["pollution"] == 2 and state["p"][0]["waiting"] == 0
    assert not events


def test_a_new_tile_attaches_beside_the_region_turned_so_a_rail_connects():
    state = _upkeep_for(new_land=[{"id": "a3", "garbage": 1}])  # rails N and E
    assert {f"spot:{s}" for s in ("2.3", "3.2", "3.4", "4.3")} == set(ids(state))
    play(state, "spot:2.3")
    turns = ids(state)
    assert "turn:0" not in turns and {"turn:1", "turn:2"} <= set(turns)  # its rails must reach south
    play(state, "turn:1")
    reg = state["p"][0]["region"]
    assert reg["2.3"]["garbage"] == 1 and region.connected(reg)
    assert region.links(reg, "2.3") == [START]


def test_the_new_tiles_citizen_goes_on_a_site_of_that_tile():
    state = _upkeep_for(new_land=[{"id": "a1", "garbage": 1}])  # cities 2c and 1s
    play(state, "spot:4.3", "turn:0")
    assert ids(state) == ["place:auto", "site:4.3.1"]  # for me: the 2-coin city; or the other site
    play(state, "site:4.3.1")
    assert state["p"][0]["region"]["4.3"]["citizens"] == [1]
    state = _upkeep_for(new_land=[{"id": "a1", "garbage": 1}])
    play(state, "spot:4.3", "turn:0", "place:auto")
    assert state["p"][0]["region"]["4.3"]["citizens"] == [0]
    assert incomes(state["p"][0])["c"] == 5


def test_garbage_and_the_new_tiles_citizens_go_in_one_decision_after_the_tiles_are_attached():
    """Two new tiles and two garbage: the spots and turns first, then one decision for all of it,
    whose "place them for me" is what the AI plays; another choice places one part and asks again."""
    state = _upkeep_for(new_land=[{"id": "a1", "garbage": 1}, {"id": "a1", "garbage": 2}], waiting=2)
    player = state["p"][0]
    play(state, "spot:4.3", "turn:0")
    assert ids(state)[0].startswith("spot:")  # the second tile is attached before anything is placed
    play(state, ids(state)[0])
    play(state, ids(state)[0])
    spots = list(player["placed"])
    assert len(spots) == 2 and player["waiting"] == 2
    choices = ids(state)
    assert choices[0] == "place:auto" and {f"site:{s}.1" for s in spots} <= set(choices)
    assert GAME.ai(state, 0, Rng(1)) == "place:auto"
    citizens, garbage = player["citizens"], region.garbage(player["region"])
    events = play(state, f"site:{spots[1]}.1")  # one citizen its own way: asked again for the rest
    assert player["region"][spots[1]]["citizens"] == [1] and player["placed"] == spots[:1]
    assert ids(state)[0] == "place:auto" and len(texts(events).splitlines()) == 1
    play(state, "place:auto")
    assert player["citizens"] == citizens - 2 and player["waiting"] == 0 and not player["placed"]
    assert player["region"][spots[0]]["citizens"] == [0] and region.garbage(player["region"]) == garbage + 2


def test_an_institution_holds_no_citizen_or_garbage_and_boosts_a_neighbouring_occupied_city():
    state = _upkeep_for(new_inst=["t1"])  # a mine, rails N S
    play(state, "spot:2.3", "turn:0")
    reg = state["p"][0]["region"]
    assert reg["2.3"]["institution"] and reg["2.3"]["citizens"] == [] and reg["2.3"]["garbage"] == 0
    assert incomes(state["p"][0])["c"] == 5  # both coin cities of the linked start tile get +1 coin


def test_an_institution_raises_every_city_of_its_kind_the_rail_forks_to_as_in_the_rulebook_example():
    """The notes' example: a laboratory raises cities A and B (the rail forks before either) to 3
    science each. Here the start tile's two occupied cities each make 1 science."""
    reg = {START: piece("start1", citizens=(0, 1)), "3.4": piece("t3", institution=True)}
    assert region.income(reg)["s"] == 2 + 2 * data.TECHS["t3"]["amount"]
    reg[START]["citizens"] = [1]
    assert region.income(reg)["s"] == 1 + data.TECHS["t3"]["amount"]


def test_no_catastrophe_column_exceeds_4_garbage_or_2_pollution_steps():
    """The notes: the worst column can move pollution 2 steps, or add as many as 4 garbage."""
    columns = [c for era in data.CATASTROPHES.values() for card in era.values() for c in card]
    assert max(g for g, _ in columns) == 4 and max(p for _, p in columns) == 2


def test_an_institution_boosts_only_cities_already_making_its_kind_and_only_through_a_rail_link():
    reg = {START: piece("start1", citizens=(0, 1)), "3.4": piece("t11", institution=True)}
    assert region.income(reg)["v"] == 0  # a bank is no institution; and no city makes VP
    reg["3.4"] = piece("t5", institution=True)  # a hospital (rails N S): no link west, no VP city
    assert region.income(reg)["v"] == 0
    reg["3.4"] = piece("t3", institution=True)  # a laboratory (rails E W): linked, both science cities raised
    assert region.income(reg)["s"] == 4


def test_recycling_removes_garbage_along_rails_but_not_through_an_institution():
    reg = {
        START: piece("start1", citizens=(0, 1, 2)),  # the recycling centre is occupied
        "3.4": piece("t3", institution=True),  # laboratory, rails E W
        "3.5": piece("a2", garbage=1),  # rails E W: reached only through the institution
        "2.3": piece("a1", garbage=2),  # rails N S: linked to the start tile
    }
    assert region.recycle(reg, 0) == 1
    assert reg["2.3"]["garbage"] == 1 and reg["3.5"]["garbage"] == 1


def test_an_unoccupied_recycling_centre_does_nothing():
    reg = {START: piece("start1", garbage=2, citizens=(0, 1))}
    assert region.recycle(reg, 0) == 0 and reg[START]["garbage"] == 2


def test_a_locomotive_moves_a_citizen_along_the_rails():
    state = _upkeep_for(techs=["t9"])
    assert f"from:{START}.0" in ids(state) and "stay" in ids(state)
    play(state, f"from:{START}.0", f"to:{START}.2")
    assert state["p"][0]["region"][START]["citizens"] == [1, 2]
    assert state["round"] == 2  # one move per locomotive: maintenance and production are over


def test_an_extra_citizen_from_a_new_town_goes_on_any_free_site():
    state = _upkeep_for(towns=1)
    assert ids(state) == [f"town:{START}.2"]
    play(state, f"town:{START}.2")
    assert state["p"][0]["citizens"] == data.CITIZENS - 3


def test_street_sweepers_remove_garbage_at_the_end_of_the_players_maintenance():
    state = fresh(3)
    state["p"][0]["region"][START]["garbage"] = 3
    state["p"][0]["sweep"] = 2
    to_upkeep(state)
    assert state["p"][0]["region"][START]["garbage"] == 1


# ---- production -----------------------------------------------------------------------------------


def test_production_pays_the_income_of_occupied_cities():
    state = fresh(3)
    player = state["p"][1]
    _produce(state, 1)
    assert (player["coins"], player["science"], player["vp"]) == (13, 12, 0)


def test_heavy_pollution_costs_vp_each_production():
    assert [data.pollution_income(p) for p in (2, 3, 4, 5, 6)] == [0, -1, -1, -2, -2]


def test_a_technologys_ecological_effect_is_not_repeated_at_production():
    state = fresh(3)
    state["p"][0]["techs"] = ["t4"]
    _produce(state, 0)
    assert state["p"][0]["pollution"] == 0


def test_filters_work_every_production():
    state = fresh(3)
    state["p"][0].update(techs=["u10"], pollution=2)
    _produce(state, 0)
    assert state["p"][0]["pollution"] == 1


def test_garbage_collection_removes_garbage_for_one_coin_each_every_upkeep():
    """The notes' multiple-use technology: pay 1 coin per garbage removed."""
    assert data.TECHS["t12"]["ability"] == "collection" and data.TECHS["t12"]["kind"] == "multiple"
    state = fresh(3)
    state["p"][0]["region"]["3.4"] = piece("a2", garbage=2)
    state["p"][0].update(techs=["t12"], coins=7)
    state["p"][0]["region"][START]["garbage"] = 1
    to_upkeep(state)
    assert ids(state) == [f"collect:{n}" for n in range(4)]
    with pytest.raises(IllegalAction, match="fewer than 3 coins"):
        state["p"][0]["coins"] = 2
        GAME.apply(state, 0, "collect:3")
    state["p"][0]["coins"] = 7
    events = play(state, "collect:2")
    assert "removes 2 garbage for 2 coins" in texts(events)
    assert region.garbage(state["p"][0]["region"]) == 1


def test_bank_and_academy_raise_income():
    player = fresh(3)["p"][0]
    player["techs"] = ["t11", "u12"]
    assert incomes(player) == {"c": 4, "s": 3, "v": 0}


# ---- scoring ----------------------------------------------------------------------------------------


def test_scoring_cards():
    player = fresh(3)["p"][0]
    player["region"]["3.4"] = piece("a2", citizens=(1,))
    player["techs"] = ["t1", "t2"]
    assert card_points(player, "citizens") == 3
    assert card_points(player, "clean_tiles") == 2
    assert card_points(player, "recycling") == 2
    assert card_points(player, "technologies") == 4
    assert card_points(player, "network") == 2
    assert [card_points(player | {"pollution": p}, "environment") for p in (-3, 0, 2, 3)] == [5, 3, 1, 0]


def test_majorities_give_four_and_two_with_ties_sharing_the_first_place():
    assert majority([5, 3, 3]) == [4, 2, 2]
    assert majority([5, 5, 1]) == [4, 4, 0]
    assert majority([1, 2, 3, 4]) == [0, 0, 2, 4]


def test_garbage_free_land_tiles_score_two_three_or_four_by_pollution():
    assert [data.clean_tile_value(p) for p in (-6, -3, -2, 2, 3, 6)] == [4, 4, 3, 3, 2, 2]


def test_final_scoring_adds_majorities_clean_tiles_and_the_garbage_and_pollution_penalties():
    state = fresh(3)
    me = state["p"][0]
    me.update(coins=30, science=30, vp=10, pollution=-3)
    me["region"]["3.4"] = piece("a2")
    line = final_lines(state)[0]
    assert line == {"seat": 0, "coins": 4, "science": 4, "clean": 1, "clean_vp": 4, "garbage": 1,
                    "garbage_vp": -1, "pollution_vp": 3, "vp": 24}


def test_a_tie_goes_to_the_most_coins_and_science_then_is_shared():
    from engines.century.scoring import final_scoring

    state = fresh(3)
    for p in state["p"]:
        p.update(coins=10, science=10, vp=0)
    state["p"][2]["science"] = 11  # one more science: the science majority alone decides
    final_scoring(state)
    assert state["winners"] == [2]
    state = fresh(3)
    final_scoring(state)
    assert state["winners"] == [0, 1, 2] and "share the win" in GAME.outcome(state)["summary"]


def test_more_than_24_choices_are_offered_row_by_row():
    state = fresh(3)
    reg = state["p"][0]["region"]
    for row in range(7):
        for col in range(5):
            reg.setdefault(f"{row}.{col}", piece("a5"))
    state["p"][0].update(owned=sorted(reg), towns=1)
    to_upkeep(state)
    assert ids(state) == ["town:auto"] + [f"row:{r}" for r in range(7)]
    play(state, "row:2")
    assert ids(state) == [f"town:2.{c}.{i}" for c in range(5) for i in range(2)] + ["back"]
    play(state, "back", "row:3", "town:3.1.0")
    assert reg["3.1"]["citizens"] == [0]


def test_the_turn_of_a_tile_can_be_taken_back_to_choose_another_square():
    state = _upkeep_for(new_land=[{"id": "a3", "garbage": 1}])
    play(state, "spot:2.3", "back")
    assert "spot:4.3" in ids(state)


def test_an_extra_citizen_can_be_placed_for_you_on_the_best_free_city():
    state = fresh(3)
    reg = state["p"][0]["region"]
    reg["3.4"] = piece("a5")  # cities 1 coin and 1 coin + 1 science, both free
    state["p"][0].update(owned=sorted(reg), towns=1)
    to_upkeep(state)
    assert ids(state)[0] == "town:auto" and "1 coin and 1 science" in GAME.actions(state, 0)[0].label
    play(state, "town:auto")
    assert reg["3.4"]["citizens"] == [1]


# ---- the final breakdown ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 5])
def test_the_final_breakdown_names_each_part_and_adds_up_to_the_score(players):
    state, rng, bonus = GAME.setup(players, 11), Rng(11), [0] * players
    assert GAME.breakdown(state) == []
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        for event in GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart")):
            if event.text.startswith("Scoring card"):
                bonus[int(event.text.split("<s:")[1].split(">")[0])] += int(event.text.split(" scores ")[1].split()[0])
    parts = GAME.breakdown(state)
    assert [sum(points for _, points in seat) for seat in parts] == GAME.outcome(state)["scores"]
    for seat, line in enumerate(state["final"]):
        named = dict(parts[seat])
        assert named.get("coin majority", 0) == line["coins"]
        assert named.get("garbage in the region", 0) == line["garbage_vp"]
        cards = named.get("scoring card after round II", 0) + named.get("scoring card after round IV", 0)
        assert cards == bonus[seat] and "VP scored before the parts were kept" not in named
        assert all(points for _, points in parts[seat])  # no part worth nothing


def test_a_game_stored_before_the_parts_were_kept_shows_its_earlier_points_as_one_part():
    state, rng = GAME.setup(3, 12), Rng(12)
    while state["round"] < 4:
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    saved = GAME.dump(state)
    for player in saved["p"]:
        del player["earned"]
    state = GAME.load(saved)
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    parts = GAME.breakdown(state)
    assert [sum(points for _, points in seat) for seat in parts] == GAME.outcome(state)["scores"]
    assert any(what == "VP scored before the parts were kept" for seat in parts for what, _ in seat)
