"""Hidden information: each hand and the order of every pile; the board, coins and cubes are public."""

import json

from engines.base import Rng
from engines.proponi import GAME
from tests.proponi.tables import at_play, play, stack


def midgame(players: int = 4, steps: int = 40) -> dict:
    state = GAME.setup(players, 8)
    rng = Rng(2)
    for _ in range(steps):
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    return state


def test_the_public_view_has_no_hand_and_no_pile_order():
    state = midgame()
    public = GAME.view(state, None)
    assert "hand" not in public
    told = json.dumps(public)
    for card in [c for hand in state["hands"] for c in hand] + state["res"]:
        assert card not in told  # no card id of a hand or of the resource pile
    assert public["decks"]["resources"] == len(state["res"])
    assert public["hand_sizes"] == [len(h) for h in state["hands"]]
    assert json.dumps(state["parts"]) not in told and not [e for e in state["events"] if f'"{e}"' in told]


def test_a_seat_sees_its_own_hand_and_nobody_elses():
    state = at_play(4, [["fabri.1", "installatore.3"], ["commerciale.2", "progettista.4"], ["grossista.1"], []])
    views = [GAME.view(state, seat) for seat in range(4)]
    assert views[0]["hand"] == ["Archivio cartaceo di Fabri: take a Commerciale, Progettista or Installatore "
                                "from the discard pile", "Installatore: maintenance or installation"]
    assert views[1]["hand"] == ["Commerciale: propose 2 systems or spares",
                                "Progettista: design a system of column 1"]
    for seat in range(4):
        others = json.dumps({k: v for k, v in views[seat].items() if k != "hand"})
        assert "Fabri" not in others and "Progettista" not in others


def test_copies_read_alike_in_the_hand_but_stay_apart_in_the_state():
    state = at_play(3, [["installatore.1", "installatore.2"], ["installatore.3"], []])
    assert GAME.view(state, 0)["hand"] == ["Installatore: maintenance or installation"] * 2  # no copy numbers
    play(state, "card:installatore", "mend:1")
    assert state["hands"][0] == ["installatore.2"] and "installatore.1" in state["res_discard"]


def test_a_swap_tells_the_taker_and_the_loser_privately_which_cards_moved():
    state = at_play(3, [["colleghi.1", "installatore.8"], ["progettista.1"], ["installatore.9"]])
    stack_resources = state["res"]
    stack_resources.remove("commerciale.6")
    stack_resources.append("commerciale.6")  # the loser draws it
    events = play(state, "card:colleghi", "swap:1")
    public = " ".join(e.text for e in events)
    assert "Progettista" not in public and "Commerciale" not in public
    assert [(e.seat, e.private) for e in events if e.private] == [
        (0, "You took Progettista from <s:1>."),
        (1, "<s:0> took your Progettista (Scambio tra Colleghi); you drew Commerciale in exchange.")]
    assert "Progettista: design a system of column 1" in GAME.view(state, 0)["hand"]
    assert state["hands"][1] == ["commerciale.6"]
    assert "Progettista" not in json.dumps(GAME.view(state, 2) | {"hand": []})


def test_the_public_view_does_not_tell_whether_a_hand_holds_two_of_a_kind():
    alike = at_play(4, [["commerciale.1"], ["installatore.1", "installatore.2"], [], []])
    mixed = at_play(4, [["commerciale.1"], ["installatore.1", "progettista.1"], [], []])
    for state in (alike, mixed):
        stack(state, "serranda", "travi")
        play(state, "card:commerciale", "put:3a", "put:3a")
    assert alike["step"]["kind"] == mixed["step"]["kind"] == "card"  # both asked (issue 29)
    assert GAME.view(alike, None) == GAME.view(mixed, None)


def test_two_commerciale_are_asked_for_as_commerciale_and_installatore_are():
    """Issue 29: seat 0 mends a floor; seat 1, holding two Commerciale, is asked which card to play, as
    it is holding Commerciale and Installatore, and nobody learns what the hand holds; a hand of one
    card (its size is public) plays it by itself."""
    logs = []
    for second in ("commerciale.2", "installatore.2", None):
        state = at_play(4, [["installatore.1"], ["commerciale.1"] + ([second] if second else []), [], []])
        logs.append([e.text for e in play(state, "card:installatore", "mend:1")])
        asked = state["actor"] == 1 and state["step"]["kind"] == "card"
        assert asked == (second is not None), second
    assert logs[0] == logs[1]


def test_searching_the_resource_pile_does_not_tell_the_table_which_card():
    state = at_play(3, [["grossista.1", "commerciale.1"], [], []])
    events = play(state, "card:grossista", "fetch:installatore:deck")
    assert "Installatore" not in " ".join(e.text for e in events)
