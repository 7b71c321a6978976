"""Hidden information: each hand and the order of every pile; the board, coins and cubes are public."""

import json

from engines.base import Rng
from engines.proponi import GAME
from tests.proponi.tables import at_play, play


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
    assert views[0]["hand"] == ["Archivio cartaceo di Fabri [1]: take a Commerciale, Progettista or Installatore "
                                "from the discard pile", "Installatore [3]: maintenance or installation"]
    assert views[1]["hand"] == ["Commerciale [2]: propose 2 systems or spares",
                                "Progettista [4]: design a system of column 1"]
    for seat in range(4):
        others = json.dumps({k: v for k, v in views[seat].items() if k != "hand"})
        assert "Fabri" not in others and "[3]" not in others


def test_every_hidden_card_has_its_own_name_so_a_played_copy_never_names_a_held_one():
    state = at_play(3, [["installatore.1", "installatore.2"], ["installatore.3"], []])
    names = [line.split(":")[0] for seat in range(3) for line in GAME.view(state, seat)["hand"]]
    assert len(set(names)) == len(names)
    events = play(state, "card:installatore", "mend:1")
    assert not [name for name in names[1:] if name in " ".join(e.text for e in events)]


def test_a_swap_tells_only_the_taker_what_they_took():
    state = at_play(3, [["colleghi.1"], ["progettista.1"], ["installatore.9"]])
    events = play(state, "card:colleghi", "swap:1")
    public = " ".join(e.text for e in events)
    assert "Progettista" not in public
    assert [(e.seat, e.private) for e in events if e.private] == [(0, "You took Progettista.")]
    assert "Progettista [1]: design a system of column 1" in GAME.view(state, 0)["hand"]
    assert "Progettista" not in json.dumps(GAME.view(state, 2) | {"hand": []})


def test_searching_the_resource_pile_does_not_tell_the_table_which_card():
    state = at_play(3, [["grossista.1"], [], []])
    events = play(state, "card:grossista", "fetch:installatore:deck")
    assert "Installatore" not in " ".join(e.text for e in events)
