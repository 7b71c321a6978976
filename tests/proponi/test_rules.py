"""One test per rule of the Proponi rulebook (and per reading chosen where it is silent)."""

import pytest

from engines.proponi import GAME, cards
from engines.proponi.state import black_gears
from tests.proponi.tables import arranged, at_play, ids, last_card, lay, play, square_of, stack, texts

# ---- the box and the set-up ----------------------------------------------------------------


def test_the_box_holds_27_resources_26_systems_and_spares_and_25_events():
    deck = cards.resource_deck()
    assert len(deck) == 27
    assert [sum(cards.kind_of(c) == k for c in deck) for k in cards.ROLES] == [6, 4, 11]
    assert len({cards.kind_of(c) for c in deck} - set(cards.ROLES)) == 6  # six distinct specials
    assert len(cards.PARTS) == 26 and len(cards.EVENTS) == 25


def test_every_system_has_3_or_4_diamonds_and_every_spare_two_squares_and_two_white_gears():
    for part in cards.PARTS:
        if part.kind == cards.SYSTEM:
            assert 3 <= 1 + part.blue + 1 <= 4 and part.blue in (1, 2)
        else:
            assert part.blue == 0 and part.white == 2 and part.green == part.black == 0


@pytest.mark.parametrize(("players", "cubes", "purse"), [(3, 15, 4), (4, 10, 4), (5, 10, 6), (6, 10, 6)])
def test_cubes_and_the_building_purse_depend_on_the_player_count(players, cubes, purse):
    state = GAME.setup(players, 3)
    on_board = sum(1 for f in state["board"] for r in f for c in r.values() if c)
    assert sum(state["cubes"]) + on_board == players * cubes  # each set-up card holds one cube
    assert state["purse"] + sum(state["coins"]) == purse


def test_every_floor_starts_at_health_6_or_5_with_the_harder_start():
    assert arranged(events=["ecobonus"])["health"] == [6, 6, 6, 6]
    assert arranged(events=["ecobonus"], start_at_5=True)["health"] == [5, 5, 5, 5]


def test_in_the_set_up_each_player_from_the_first_places_a_drawn_card_with_a_cube():
    state = arranged(4, ["torre", "cuscinetto", "caldaia", "serranda"], first=2, events=["ecobonus"])
    assert state["phase"] == "setup" and state["actor"] == 2
    play(state, "put:4b")  # seat 2: Torre Evaporativa, a system of floor 4, to column 1
    assert square_of(state, "4b", 1) == {"part": "torre", "y": 2, "b": [], "r": None}
    assert state["actor"] == 3
    play(state, "put:4a")  # seat 3: Cuscinetto, a spare, to column 2
    assert square_of(state, "4a", 2)["y"] == 3
    play(state, "put:1a", "put:3b")  # seats 0 and 1
    assert state["phase"] == "play" and state["year"] == 1 and state["actor"] == 2


def test_a_set_up_card_never_replaces_another_one_it_is_discarded_and_the_player_draws_again():
    """The cooperative rule: "le carte rivelate devono occupare spazi vuoti, se possibile"."""
    state = arranged(4, ["geotermica", "chiller", "caldaia", "torre", "cuscinetto"], events=["ecobonus"])
    play(state, "put:1a")  # seat 0; seat 1's Chiller goes to 1B, the only free square of floor 1
    assert square_of(state, "1b", 1)["part"] == "chiller" and state["actor"] == 2
    assert "caldaia" in state["parts_discard"]  # seat 2 drew the Caldaia: floor 1's column 1 is full
    assert ids(state) == ["put:4a", "put:4b"]  # ... and drew again: the Torre Evaporativa
    play(state, "put:4a")
    assert [square_of(state, sq, 1)["y"] for sq in ("1a", "1b", "4a")] == [0, 1, 2]


def test_a_card_with_a_single_free_square_is_placed_without_asking():
    state = arranged(4, ["flussostato", "filtro"], events=["ecobonus"])
    play(state, "put:1a")
    assert square_of(state, "1b", 2)["part"] == "filtro" and state["actor"] == 2


# ---- a year --------------------------------------------------------------------------------


@pytest.mark.parametrize(("year", "count"), [(1, 1), (3, 1), (4, 2), (6, 2), (7, 3), (9, 3)])
def test_each_year_reveals_1_2_or_3_events(year, count):
    state = last_card(at_play(3))
    state["year"] = year - 1
    play(state, "card:installatore", "mend:1")
    assert state["year"] == year and len(state["year_events"]) == count


def test_each_year_every_player_draws_two_cards_and_the_die_passes_left():
    state = last_card(at_play(4, first=3))
    play(state, "card:installatore", "mend:1")
    assert state["first"] == 0 and state["actor"] == 0 and [len(h) for h in state["hands"]] == [2, 2, 2, 2]


def test_from_the_first_player_each_plays_one_card_then_all_play_their_second():
    hands = [["installatore.1", "installatore.2"], ["installatore.3", "installatore.4"],
             ["installatore.5", "installatore.6"]]
    state = at_play(3, hands, first=1)
    state.update(actor=1)
    order = []
    while state["year"] == 1:
        order.append(state["actor"])
        if state["step"]["kind"] == "card":  # set by hand for seat 1; then two Installatore are one choice
            play(state, "card:installatore")
        play(state, f"mend:{len(order) % 4 + 1}")
    assert order == [1, 2, 0, 1, 2, 0]


def test_an_event_applies_at_once():
    state = arranged(4, ["torre", "torre2"][:1] + ["cuscinetto", "caldaia", "serranda"], events=["blackout"])
    play(state, "put:4a", "put:4a", "put:1a", "put:3a")
    assert state["health"] == [5, 5, 5, 5]


# ---- Commerciale -----------------------------------------------------------------------------


def test_a_commerciale_reveals_two_cards_systems_to_column_1_spares_to_column_2_with_a_cube_each():
    state = at_play(4, [["commerciale.1"], [], [], []])
    stack(state, "serranda", "travi")
    play(state, "card:commerciale", "put:3b", "put:3a")
    assert square_of(state, "3b", 2) == {"part": "serranda", "y": 0, "b": [], "r": None}
    assert square_of(state, "3a", 1) == {"part": "travi", "y": 0, "b": [], "r": None}
    assert state["cubes"][0] == 8


def test_revealed_cards_must_take_free_squares_when_there_are_some():
    state = at_play(4, [["commerciale.1"], [], [], []])
    lay(state, "3a", 2, "umidificatore", yellow=1)
    stack(state, "serranda", "travi")
    play(state, "card:commerciale")
    assert square_of(state, "3b", 2)["part"] == "serranda"  # placed at once: the only free square
    assert square_of(state, "3a", 2)["part"] == "umidificatore"


def test_with_no_free_square_a_revealed_card_replaces_one_whose_cubes_go_home():
    state = at_play(4, [["commerciale.1"], [], [], []])
    lay(state, "3a", 2, "umidificatore", yellow=1)
    lay(state, "3b", 2, "termostato", yellow=2)
    stack(state, "serranda", "travi")
    play(state, "card:commerciale")
    assert ids(state) == ["put:3a", "put:3b"]
    play(state, "put:3b")
    assert square_of(state, "3b", 2)["part"] == "serranda" and state["cubes"][2] == 10
    assert "termostato" in state["parts_discard"]


# ---- Progettista ---------------------------------------------------------------------------


def test_a_design_is_paid_1_by_the_building_and_moves_a_one_diamond_system_to_column_2():
    state = at_play(4, [["progettista.1"], [], [], []])
    lay(state, "4a", 1, "torre", yellow=1)
    play(state, "card:progettista")
    assert square_of(state, "4a", 1) is None
    assert square_of(state, "4a", 2) == {"part": "torre", "y": 1, "b": [0], "r": None}
    assert state["coins"][0] == 1 and state["purse"] == 3 and state["cubes"][0] == 9


def test_some_systems_need_two_designs():
    state = at_play(4, [["progettista.1"], ["progettista.2", "installatore.1"], [], []])
    lay(state, "1a", 1, "geotermica", yellow=2)
    play(state, "card:progettista")
    assert square_of(state, "1a", 1)["b"] == [0] and square_of(state, "1a", 2) is None
    play(state, "card:progettista", "design:1a")
    assert square_of(state, "1a", 2)["b"] == [0, 1]


def test_a_designed_system_replaces_what_is_in_column_2_of_its_row():
    state = at_play(4, [["progettista.1"], [], [], []])
    lay(state, "2b", 1, "radiante1", yellow=1)
    lay(state, "2b", 2, "valvola", yellow=3)
    play(state, "card:progettista")
    assert square_of(state, "2b", 2)["part"] == "radiante1" and state["cubes"][3] == 10


def test_reading_a_design_with_an_empty_purse_is_made_unpaid():
    state = at_play(4, [["progettista.1"], [], [], []])
    state["bank"] += state["purse"]
    state["purse"] = 0
    lay(state, "4a", 1, "torre", yellow=1)
    events = play(state, "card:progettista")
    assert square_of(state, "4a", 2)["b"] == [0] and state["coins"][0] == 0
    assert "without pay" in texts(events)


# ---- Installatore --------------------------------------------------------------------------


def test_ordinary_maintenance_raises_a_floor_by_1_and_pays_nothing():
    state = at_play(4, [["installatore.1"], [], [], []])
    play(state, "card:installatore", "mend:3")
    assert state["health"] == [6, 6, 7, 6] and state["coins"][0] == 0 and state["purse"] == 4


def test_installing_a_spare_pays_proposer_and_installer_1_each_sends_its_cubes_home_and_adds_2():
    state = at_play(4, [["installatore.1"], [], [], []])
    lay(state, "4b", 2, "cinghia", yellow=2)
    play(state, "card:installatore", "install:4b")
    assert square_of(state, "4b", 2) is None and "cinghia" in state["parts_discard"]
    assert state["coins"] == [1, 0, 1, 0] and state["purse"] == 2
    assert state["cubes"] == [10, 10, 10, 10] and state["health"][3] == 8


def test_installing_a_system_pays_1_per_cube_covers_column_3_and_adds_its_white_gears():
    state = at_play(4, [["installatore.1"], [], [], []])
    state["purse"] = 6
    lay(state, "1a", 2, "geotermica", yellow=1, designers=[2, 1])
    play(state, "card:installatore", "install:1a")
    assert square_of(state, "1a", 3) == {"part": "geotermica", "y": 1, "b": [2, 1], "r": 0}
    assert state["coins"] == [1, 2, 1, 0] and state["purse"] == 2
    assert state["health"][0] == 9  # 6 + 3 white gears
    assert state["cubes"] == [9, 8, 9, 10]  # the cubes stay on an installed system


def test_what_the_building_cannot_pay_cannot_be_installed():
    state = at_play(4, [["installatore.1"], [], [], []])
    state["purse"] = 3
    lay(state, "1a", 2, "geotermica", yellow=1, designers=[2, 1])  # 3 cubes + the installer's = 4
    assert "install:1a" not in ids(state := play_card(state, "installatore"))


def play_card(state: dict, kind: str) -> dict:
    play(state, f"card:{kind}")
    return state


def test_a_new_system_replaces_the_earlier_new_system_of_its_row():
    state = at_play(4, [["installatore.1"], [], [], []])
    lay(state, "3b", 3, "travi", yellow=2, designers=[2], red=2)
    lay(state, "3b", 2, "uta", yellow=1, designers=[1, 1])
    play(state, "card:installatore", "install:3b")
    assert square_of(state, "3b", 3)["part"] == "uta" and state["cubes"][2] == 10
    assert "travi" in state["parts_discard"]


def test_an_installed_system_brings_its_own_black_gears_in_place_of_the_printed_one():
    state = at_play(4)
    assert black_gears(state, 0) == 2
    lay(state, "1a", 3, "chiller")  # no black gear
    assert black_gears(state, 0) == 1
    lay(state, "1b", 3, "caldaia")  # one black gear
    assert black_gears(state, 0) == 1


def test_health_stays_between_1_and_9():
    state = at_play(4, [["installatore.1"], [], [], []])
    state["health"] = [9, 2, 6, 6]
    assert "mend:1" not in ids(play_card(state, "installatore"))
    state = last_card(at_play(4))
    state["health"] = [2, 2, 2, 2]
    play(state, "card:installatore", "mend:1")
    assert state["health"][1:] == [1, 1, 1]


def test_a_player_with_no_cube_left_acts_but_earns_nothing_for_the_missing_cube():
    state = at_play(4, [["installatore.1"], [], [], []])
    lay(state, "4b", 2, "cinghia", yellow=2)
    state["cubes"][0] = 0
    play(state, "card:installatore", "install:4b")
    assert state["coins"] == [0, 0, 1, 0] and state["purse"] == 3


# ---- specials ------------------------------------------------------------------------------


def test_a_special_fetches_a_card_from_the_discard_pile_and_a_role_card_must_follow():
    state = at_play(4, [["fabri.1", "installatore.1"], [], [], []])
    state["res"].remove("progettista.4")
    state["res_discard"].append("progettista.4")
    play(state, "card:fabri")
    assert ids(state) == ["fetch:progettista:discard", "back"]
    events = play(state, "fetch:progettista:discard")
    assert "takes a card from the discard pile: Progettista." in texts(events)
    assert ids(state) == ["card:installatore", "card:progettista"] and state["actor"] == 0
    play(state, "card:installatore", "mend:1")
    assert state["actor"] == 1 and state["hands"][0] == ["progettista.4"]


def test_a_special_may_search_the_resource_pile_without_telling_the_others_what():
    state = at_play(4, [["grossista.1", "installatore.1"], [], [], []])
    play(state, "card:grossista")
    assert {"fetch:commerciale:deck", "fetch:progettista:deck", "fetch:installatore:deck"} <= set(ids(state))
    events = play(state, "fetch:progettista:deck")
    assert "Progettista" not in texts(events)
    assert [e.private for e in events if e.private] == ["You took Progettista."]
    assert ids(state) == ["card:installatore", "card:progettista"]


def test_a_special_may_take_a_random_card_from_another_player_who_draws_one_in_exchange():
    state = at_play(4, [["colleghi.1", "commerciale.2"], ["installatore.1"], ["fabri.1"], ["commerciale.1"]])
    state["hands"][2] = []
    play(state, "card:colleghi")
    assert ids(state) == ["swap:1", "swap:3", "back"]
    events = play(state, "swap:1")
    assert state["hands"][0] == ["commerciale.2", "installatore.1"] and len(state["hands"][1]) == 1
    assert "Installatore" not in texts(events)
    assert ids(state) == ["card:commerciale", "card:installatore"]


def test_reading_scambio_is_played_only_with_a_role_card_in_hand_to_follow_it():
    """The random card may be a special, and a role card must follow every special: without one in
    hand Scambio tra Colleghi has no use now and may only be discarded."""
    state = at_play(4, [["colleghi.1", "fabri.1"], ["installatore.1"], [], []])
    assert ids(play_card(state, "colleghi")) == ["discard", "back"]


def test_reading_a_special_with_nothing_to_fetch_needs_a_role_card_in_hand():
    state = at_play(4, [["fabri.1", "pronto.1"], [], [], []])  # the discard pile is empty
    assert ids(play_card(state, "fabri")) == ["discard", "back"]
    state = at_play(4, [["fabri.1", "installatore.1"], [], [], []])
    assert ids(play_card(state, "fabri")) == ["skip", "back"]


def test_scambio_taking_a_special_is_still_followed_by_a_role_card_and_no_card_is_carried_over():
    state = at_play(4, [["colleghi.1", "installatore.1"], ["fabri.1"], [], []], first=0)
    play(state, "card:colleghi", "swap:1")
    assert sorted(state["hands"][0]) == ["fabri.1", "installatore.1"]
    # the role card at once, asked for though it is the only one (a hand of two: issue 29)
    assert state["actor"] == 0 and ids(state) == ["card:installatore"]
    play(state, "card:installatore", "mend:1")
    assert state["hands"][0] == ["fabri.1"]  # one card left for the second round, as for everybody


def test_some_specials_fetch_only_one_role():
    state = at_play(4, [["pronto.1", "commerciale.2"], [], [], []])
    state["res"].remove("commerciale.1")
    state["res_discard"].append("commerciale.1")
    play(state, "card:pronto")
    assert ids(state) == ["fetch:installatore:deck", "back"]


# ---- direct contact with the client --------------------------------------------------------


def test_a_commerciale_may_install_on_a_row_whose_installed_system_carries_your_cubes():
    state = at_play(4, [["commerciale.1"], [], [], []])
    lay(state, "2a", 3, "radiante1", yellow=0, designers=[1], red=2)
    lay(state, "2a", 2, "valvola", yellow=3)
    lay(state, "2b", 2, "diffusore", yellow=3)
    play(state, "card:commerciale")
    assert "direct:2a" in ids(state) and "direct:2b" not in ids(state)
    play(state, "direct:2a")
    assert state["health"][1] == 8 and state["coins"] == [1, 0, 0, 1]


# ---- emergency -----------------------------------------------------------------------------


def test_while_a_floor_is_at_1_an_installatore_must_go_to_a_floor_in_emergency():
    state = at_play(4, [["installatore.1"], [], [], []])
    state["health"] = [6, 1, 6, 6]
    lay(state, "4b", 2, "cinghia", yellow=2)
    lay(state, "2b", 2, "valvola", yellow=2)
    assert ids(play_card(state, "installatore")) == ["mend:2", "install:2b"]  # the only card: no "Back"
    assert "Floor 2 is in emergency" in GAME.prompt(state, 0)


def test_a_floor_still_at_1_when_the_year_ends_is_repaid_1_coin_by_the_richest_player():
    state = last_card(at_play(4), "commerciale.1")
    stack(state, "torre", "cuscinetto")
    state["health"] = [1, 1, 6, 6]
    state["coins"] = [2, 3, 3, 0]
    state["bank"] -= 8
    events = play(state, "card:commerciale", "put:4a", "put:4a")
    # floor 1: seats 1 and 2 tie at 3 and seat 1 comes first in the order; floor 2: seat 2 is richest
    assert state["coins"] == [2, 2, 2, 0]
    told = texts(events)
    assert told.count("repays the building 1 coin") == 2 and told.index("repays") < told.index("Savings")


# ---- the end of a year ---------------------------------------------------------------------


def test_savings_1_per_floor_at_4_or_more_2_at_9_minus_1_at_1_plus_green_coins():
    state = last_card(at_play(4))
    state["health"] = [9, 4, 3, 2]
    lay(state, "1a", 3, "geotermica")  # 2 green coins
    lay(state, "4a", 3, "solare")  # 2 green coins
    events = play(state, "card:installatore", "mend:4")  # floor 4: 3, no saving
    assert "Savings: the purse +7 (now 11)." in texts(events)  # 2 + 1 + 0 + 0 + 4


def test_a_floor_at_1_costs_the_purse_1_in_savings():
    state = last_card(at_play(4), "progettista.1")
    state["health"] = [1, 3, 3, 3]
    events = play(state, "card:progettista")
    assert "Savings: the purse −1 (now 3)." in texts(events)


@pytest.mark.parametrize(("difficulty", "drop"), [(1, 3), (2, 4), (3, 5)])
def test_aging_takes_1_per_black_gear_plus_the_difficulty(difficulty, drop):
    state = last_card(at_play(4, difficulty=difficulty))
    play(state, "card:installatore", "mend:1")
    assert state["health"] == [max(1, 7 - drop), 6 - drop, 6 - drop, 6 - drop]


@pytest.mark.parametrize(("players", "extra"), [(3, 1), (4, 2), (5, 3), (6, 3)])
def test_the_harder_setting_adds_permanent_black_gears_by_player_count(players, extra):
    state = last_card(at_play(players, permanent_gears=True))
    state["health"] = [8, 9, 9, 9]
    play(state, "card:installatore")  # floor 1 is the only one to mend: it applies itself
    assert state["health"][1] == 9 - 3 - extra


# ---- the end -------------------------------------------------------------------------------


def test_after_year_9_the_richest_wins_and_every_3_cubes_on_installed_systems_add_1():
    state = last_card(at_play(3))
    state["year"] = 9
    state["coins"] = [4, 5, 0]
    state["bank"] -= 9
    lay(state, "1a", 3, "geotermica", yellow=0, designers=[0, 0], red=1)
    lay(state, "1b", 3, "chiller", yellow=0, designers=[0], red=0)  # seat 0: 6 cubes, +2
    play(state, "card:installatore", "mend:1")
    outcome = GAME.outcome(state)
    assert outcome["winners"] == [0] and outcome["scores"] == [6, 5, 0]
    assert outcome["summary"].endswith("<s:0> wins with 6 (4 coins + 2 end bonus).")


def test_a_tie_after_the_last_year_is_a_shared_win_and_the_final_post_says_so():
    state = last_card(at_play(3))
    state["year"] = 9
    state["coins"] = [4, 4, 1]
    state["bank"] -= 9
    play(state, "card:installatore", "mend:1")
    outcome = GAME.outcome(state)
    assert outcome["winners"] == [0, 1] and not outcome["everybody_loses"]
    assert "<s:0> and <s:1> share the win with 4 coins each (the rulebook has no tie-break" in outcome["summary"]


def test_a_design_label_says_whether_it_completes_the_card():
    state = at_play(4, [["progettista.1", "installatore.1"], [], [], []])
    lay(state, "1a", 1, "geotermica", yellow=2)  # two blue diamonds
    lay(state, "4a", 1, "torre", yellow=2)  # one
    labels = {a.id: a.label for a in GAME.actions(play_card(state, "progettista"), 0)}
    assert labels["design:1a"] == "Design Pompa Geotermica on floor 1A: design 1 of 2, +1 coin"
    assert labels["design:4a"] == "Design Torre Evaporativa on floor 4A: completes it, to column 2, +1 coin"


def test_the_prompt_warns_only_of_replacements_among_the_offered_uses():
    state = at_play(4, [["installatore.1", "commerciale.1"], [], [], []])
    state["purse"] = 3  # Building Automation would cost 4: not offered, so no warning
    lay(state, "3b", 3, "travi", yellow=2, designers=[2], red=2)
    lay(state, "3b", 2, "bms", yellow=1, designers=[1, 1])
    play_card(state, "installatore")
    assert "install:3b" not in ids(state) and "replaces" not in GAME.prompt(state, 0)


def test_a_design_that_completes_a_system_onto_a_waiting_card_says_so_in_the_prompt():
    state = at_play(4, [["progettista.1", "installatore.1"], [], [], []])
    lay(state, "2b", 1, "radiante1", yellow=1)
    lay(state, "2b", 2, "valvola", yellow=3)
    play_card(state, "progettista")
    assert ("Completing Pannello Radiante on floor 2B moves it to column 2, replacing Valvola Termostatica "
            "(its cubes go home).") in GAME.prompt(state, 0)


def test_an_installation_that_replaces_an_installed_system_warns_in_its_label_and_the_prompt():
    state = at_play(4, [["installatore.1", "commerciale.1"], [], [], []])
    state["purse"] = 6
    lay(state, "3b", 3, "travi", yellow=2, designers=[2], red=2)
    lay(state, "3b", 2, "bms", yellow=1, designers=[1, 1])
    labels = {a.id: a.label for a in GAME.actions(play_card(state, "installatore"), 0)}
    assert labels["install:3b"] == "Install Building Automation on floor 3B (pays 4), replacing Travi Fredde"
    assert ("Installing Building Automation on floor 3B replaces Travi Fredde: its green coins and everyone's "
            "cubes on it go.") in GAME.prompt(state, 0)


def test_a_tenth_year_with_the_option():
    state = last_card(at_play(3, tenth_year=True))
    state["year"] = 9
    play(state, "card:installatore", "mend:1")
    assert not state["over"] and state["year"] == 10


def test_an_empty_purse_at_the_start_of_a_year_ends_the_game_and_everybody_loses():
    state = last_card(at_play(4))
    state["health"] = [2, 2, 2, 2]
    state["bank"] += state["purse"]
    state["purse"] = 0
    play(state, "card:installatore", "mend:1")
    outcome = GAME.outcome(state)
    assert state["over"] and outcome["winners"] == [] and outcome["everybody_loses"]
    assert "everybody loses" in outcome["summary"]


# ---- variants ------------------------------------------------------------------------------


def test_tornaconto_lets_a_proposal_replace_another_players_for_1_coin_from_the_building():
    state = at_play(4, [["commerciale.1"], [], [], []], tornaconto=True)
    lay(state, "3a", 2, "umidificatore", yellow=1)
    stack(state, "serranda", "travi")
    play(state, "card:commerciale")
    assert ids(state) == ["put:3b", "put:3a"]
    play(state, "put:3a")
    assert state["coins"][0] == 1 and state["purse"] == 3 and state["cubes"][1] == 10


def test_without_tornaconto_an_occupied_square_is_refused_while_one_is_free():
    state = at_play(4, [["commerciale.1"], [], [], []])
    lay(state, "3a", 2, "umidificatore", yellow=1)
    lay(state, "3a", 1, "uta", yellow=1)
    stack(state, "serranda", "travi")
    play(state, "card:commerciale")
    assert state["step"]["kind"] == "card" and square_of(state, "3b", 2)["part"] == "serranda"


def test_concorrenza_spietata_replaces_other_cubes_one_cube_leaves_the_game_and_the_bank_pays_1():
    state = at_play(4, [["commerciale.1"], [], [], []], concorrenza=True)
    lay(state, "1a", 1, "geotermica", yellow=2, designers=[3])
    play(state, "card:commerciale", "rival")
    assert ids(state) == ["hit:1a1", "back"]
    play(state, "hit:1a1")
    assert square_of(state, "1a", 1)["y"] == 0 and square_of(state, "1a", 1)["b"] == [0]
    assert state["cubes"] == [7, 10, 10, 10] and state["removed"] == [1, 0, 0, 0]
    assert state["coins"][0] == 1 and state["purse"] == 4


def test_concorrenza_spietata_needs_the_cubes_and_no_installatore_in_an_emergency():
    state = at_play(4, [["installatore.1", "commerciale.1"], [], [], []], concorrenza=True)
    lay(state, "1a", 1, "geotermica", yellow=2, designers=[3])
    state["health"][3] = 1
    assert "rival" not in ids(play_card(state, "installatore"))
    play(state, "back")
    assert "rival" in ids(play_card(state, "commerciale"))
    state["cubes"][0] = 2
    play(state, "back")
    assert "rival" not in ids(play_card(state, "commerciale"))


def test_without_the_variant_there_is_no_concorrenza():
    state = at_play(4, [["commerciale.1"], [], [], []])
    lay(state, "1a", 1, "geotermica", yellow=2)
    assert "rival" not in ids(play_card(state, "commerciale"))


# ---- events with a year-long effect --------------------------------------------------------


def test_a_bonus_event_lasts_the_whole_year():
    state = at_play(4, [["installatore.1"], ["progettista.1", "installatore.2"], [], []])
    state["year_events"] = ["zelante", "contotermico"]
    lay(state, "4a", 1, "torre", yellow=2)
    lay(state, "2a", 2, "valvola", yellow=3)
    play(state, "card:installatore", "install:2a")
    assert state["health"][1] == 9  # 6 + 2 white gears + 1 (Tecnico Zelante)
    play(state, "card:progettista", "design:4a")
    assert state["coins"][1] == 2 and state["purse"] == 1  # 1 from the purse, 1 from the bank


def test_designed_cards_are_true_to_their_kind():
    """Every new system saves green coins; every malus lowers health; every bonus is an incentive to
    propose, design or install (the rulebook's description of each kind)."""
    assert all(p.green >= 1 for p in cards.PARTS if p.kind == cards.SYSTEM)
    incentives = {cards.PROPOSE, cards.DESIGN, cards.DESIGN_BANK, cards.INSTALL, cards.INSTALL_BANK,
                  cards.INSTALL_HEALTH}
    for event in cards.EVENTS:
        if event.kind == cards.MALUS:
            assert min(event.health) < 0 and max(event.health) <= 0 and not event.effect
        else:
            assert event.effect in incentives and event.health == (0, 0, 0, 0)


def test_a_proposal_incentive_pays_the_proposer_from_the_bank():
    state = at_play(4, [["commerciale.1"], [], [], []])
    state["year_events"] = ["hvac"]
    stack(state, "serranda", "travi")
    play(state, "card:commerciale", "put:3b", "put:3a")
    assert state["coins"][0] == 1 and state["purse"] == 4


def test_an_installation_incentive_pays_the_installer_more_from_the_bank():
    state = at_play(4, [["installatore.1", "commerciale.1"], [], [], []])
    state["year_events"] = ["regionale"]
    lay(state, "4b", 2, "cinghia", yellow=2)
    events = play(state, "card:installatore", "install:4b")
    assert state["coins"] == [2, 0, 1, 0] and state["purse"] == 2  # the building pays 1 + 1, the bank 1
    assert "<s:0> gets 1 coin from the bank (Contributo Regionale)." in texts(events)


def test_with_the_bank_paying_designs_the_purse_pays_nothing_even_when_empty():
    state = at_play(4, [["progettista.1"], [], [], []])
    state["year_events"] = ["progettazione"]
    state["bank"] += state["purse"]
    state["purse"] = 0
    lay(state, "4a", 1, "torre", yellow=1)
    assert ids(state) == ["card:progettista"]
    events = play(state, "card:progettista")
    assert state["coins"][0] == 1 and state["purse"] == 0
    assert "is paid 1 coin by the bank" in texts(events)


def test_with_the_bank_paying_installations_an_empty_purse_does_not_stop_one():
    state = at_play(4, [["installatore.1", "commerciale.1"], [], [], []])
    state["year_events"] = ["superbonus"]
    state["bank"] += state["purse"]
    state["purse"] = 0
    lay(state, "1a", 2, "geotermica", yellow=1, designers=[2, 1])
    labels = {a.id: a.label for a in GAME.actions(play_card(state, "installatore"), 0)}
    assert labels["install:1a"] == "Install Pompa Geotermica from floor 1A (the bank pays 4)"
    play(state, "install:1a")
    assert state["coins"] == [1, 2, 1, 0] and state["purse"] == 0


def test_a_card_with_no_use_can_only_be_discarded():
    state = at_play(4, [["progettista.1", "installatore.1"], [], [], []])
    assert ids(play_card(state, "progettista")) == ["discard", "back"]
    play(state, "discard")
    assert state["actor"] == 1 and "progettista.1" in state["res_discard"]


def test_a_game_stored_in_a_use_step_before_single_choices_loads_and_plays_on():
    state = at_play(4, [["installatore.1", "commerciale.1"], [], [], []])
    state["step"] = {"kind": "use", "card": "installatore", "follow": False}  # as an older release stored it
    loaded = GAME.load(state)
    assert "back" in ids(loaded) and GAME.view(loaded, None)["step"] == "use"
    play(loaded, "mend:1")
    assert loaded["actor"] == 1


def test_a_single_choice_applies_itself_with_its_line_in_the_log():
    state = at_play(4, [["progettista.1"], [], [], []])
    events = play(state, "card:progettista")  # the only card: no "Back"; its only use is to discard it
    told = texts(events)
    assert "<s:0> has a single choice, made for them: Discard it: it has no use now." in told
    assert "<s:0> discards Progettista: it has no use now." in told
    assert state["actor"] == 1 and "progettista.1" in state["res_discard"]


def test_a_single_card_to_play_is_taken_up_silently_and_its_uses_are_the_choice():
    state = at_play(4, [["commerciale.1"], ["installatore.1"], [], []])
    stack(state, "serranda", "travi")
    events = play(state, "card:commerciale", "put:3a", "put:3a")
    assert state["actor"] == 1 and state["step"] == {"kind": "use", "card": "installatore", "follow": False,
                                                      "only": True, "silent": True}
    assert "Installatore" not in texts(events)  # nothing tells the table what the hand holds
    assert "back" not in ids(state) and "mend:1" in ids(state)
    assert GAME.prompt(state, 1) == "Choose how to use your card."  # posted with the ping: names no card


def test_two_cards_of_one_kind_are_asked_for_and_then_their_uses_are_the_choice():
    """Issue 29: that a hand of two holds one kind is secret, so choosing the card is asked (one button)."""
    state = at_play(4, [["commerciale.1"], ["installatore.1", "installatore.2"], [], []])
    stack(state, "serranda", "travi")
    play(state, "card:commerciale", "put:3a", "put:3a")
    assert state["actor"] == 1 and ids(state) == ["card:installatore"]
    play(state, "card:installatore")
    assert "back" not in ids(state) and "mend:1" in ids(state)


def test_direct_contact_also_goes_to_a_floor_in_emergency_first():
    state = at_play(4, [["commerciale.1"], [], [], []])
    lay(state, "2a", 3, "radiante1", yellow=0)
    lay(state, "2a", 2, "valvola", yellow=3)
    state["health"][3] = 1
    assert "direct:2a" not in ids(play_card(state, "commerciale"))


def test_the_first_player_is_drawn_at_random():
    assert {GAME.setup(4, seed)["first"] for seed in range(40)} == {0, 1, 2, 3}


def test_a_year_counts_one_turn_per_card_played_with_its_follow_up():
    state = at_play(4, [["fabri.1", "installatore.1"], [], [], []])
    state["res"].remove("progettista.4")
    state["res_discard"].append("progettista.4")
    play(state, "card:fabri", "fetch:progettista:discard")
    assert GAME.turn(state) == 0  # the special's play goes on
    play(state, "card:installatore", "mend:1")
    assert GAME.turn(state) == 1 and state["actor"] == 1


def test_the_standing_line_gives_year_purse_health_and_each_players_coins_and_cubes():
    state = at_play(3)
    state["coins"][1], state["cubes"][2] = 1, 1
    assert GAME.standing(state) == ("Year 1/9 · purse 4 coins · health 6/6/6/6 · <s:0> (0 coins, 15 cubes), "
                                    "<s:1> (1 coin, 15 cubes), and <s:2> (0 coins, 1 cube)")


def test_a_game_stopped_by_an_empty_purse_counts_only_the_years_played():
    state = last_card(at_play(4))
    state["year"], state["health"] = 4, [2, 2, 2, 2]
    state["bank"] += state["purse"]
    state["purse"] = 0
    play(state, "card:installatore", "mend:1")
    assert state["broke"] and GAME.view(state, None)["round"] == 4
