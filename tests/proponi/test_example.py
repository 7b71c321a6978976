"""The rulebook's worked example (set-up and turn 1), card by card, with every number it prints."""

from engines.proponi import GAME
from tests.proponi.tables import arranged, ids, play, square_of, texts

MARTA, LUCA, GIULIA, ANDREA = range(4)
PARTS = ["filtro", "geotermica", "radiante1", "ventilatore",  # set-up
         "flussostato", "torre", "chiller", "cuscinetto", "diffusore", "radiante2"]  # turn 1
HANDS = [["progettista.1", "commerciale.1"], ["installatore.1", "commerciale.2"],
         ["fabri.1", "progettista.2"], ["progettista.3", "installatore.2"]]


def example() -> dict:
    return arranged(4, PARTS, HANDS, ["guasto2", "ecobonus"], first=MARTA, difficulty=1, concorrenza=True)


def numbers(state: dict) -> tuple:
    return state["health"], state["purse"], state["coins"], state["cubes"]


def test_the_worked_example_set_up():
    state = example()
    play(state, "put:1a")  # Marta: Filtro Autopulente, a spare of floor 1, 1A or 1B in column 2
    assert square_of(state, "1a", 2)["part"] == "filtro"
    play(state, "put:1a")  # Luca: Pompa di Calore Geotermica, column 1
    play(state, "put:2a")  # Giulia: Pannello Radiante (floors 2 and 3)
    play(state, "put:4a")  # Andrea: Ventilatore
    assert [square_of(state, sq, col)["y"] for sq, col in (("1a", 2), ("1a", 1), ("2a", 1), ("4a", 2))] == [0, 1, 2, 3]
    assert state["cubes"] == [9, 9, 9, 9]  # "Ogni giocatore ha 9 cubetti, oltre a quelli posizionati"
    assert state["year"] == 1 and state["year_events"] == ["guasto2"]
    assert numbers(state) == ([6, 4, 6, 6], 4, [0, 0, 0, 0], [9, 9, 9, 9])  # Guasto al Piano 2: 6 - 2


def test_the_worked_example_turn_1_card_by_card():
    state = example()
    play(state, "put:1a", "put:1a", "put:2a", "put:4a")
    assert state["actor"] == MARTA
    # Marta, Commerciale: Flussostato goes to 1B (1A column 2 is taken); she picks 4B for the Torre
    play(state, "card:commerciale", "propose")
    assert square_of(state, "1b", 2)["part"] == "flussostato"
    assert ids(state) == ["put:4a", "put:4b"]
    play(state, "put:4b")
    assert state["cubes"][MARTA] == 7 and state["coins"][MARTA] == 0 and state["purse"] == 4
    # Luca, Commerciale: Chiller to 1B column 1, Cuscinetto to 4B column 2 (each the only free square)
    play(state, "card:commerciale", "propose")
    assert square_of(state, "1b", 1)["part"] == "chiller" and square_of(state, "4b", 2)["part"] == "cuscinetto"
    assert state["cubes"][LUCA] == 7 and state["coins"][LUCA] == 0 and state["purse"] == 4
    # Giulia, Progettista on the Pannello Radiante: to 2A column 2, paid 1
    play(state, "card:progettista", "design:2a")
    assert square_of(state, "2a", 1) is None and square_of(state, "2a", 2)["part"] == "radiante1"
    assert state["cubes"][GIULIA] == 8 and state["coins"][GIULIA] == 1 and state["purse"] == 3
    # Andrea, Installatore: installs the Ventilatore he proposed: both cubes home, paid 1 + 1, floor 4 + 2
    play(state, "card:installatore", "install:4a")
    assert square_of(state, "4a", 2) is None
    assert state["cubes"][ANDREA] == 10 and state["coins"][ANDREA] == 2 and state["purse"] == 1
    assert state["health"][3] == 8
    # second cards: each holds a single card, taken up by itself, so its uses are the first choice.
    # Marta designs the Chiller: it replaces her Flussostato in 1B column 2
    assert ids(state) == ["design:1a", "design:1b", "design:4b", "rival"]
    play(state, "design:1b")
    assert square_of(state, "1b", 2)["part"] == "chiller" and square_of(state, "1b", 1) is None
    assert state["cubes"][MARTA] == 7 and state["coins"][MARTA] == 1 and state["purse"] == 0
    # Luca: ordinary maintenance on floor 1
    play(state, "mend:1")
    assert state["health"][0] == 7 and state["cubes"][LUCA] == 7 and state["coins"][LUCA] == 0
    # Giulia: the Archivio cartaceo di Fabri fetches a Commerciale from the discard pile, played at once
    assert "fetch:commerciale:discard" in ids(state)
    play(state, "fetch:commerciale:discard")  # her only card now: it must be played at once
    assert state["step"] == {"kind": "use", "card": "commerciale", "follow": True, "only": True,
                             "silent": True}
    play(state, "propose")
    assert square_of(state, "2b", 2)["part"] == "diffusore"
    play(state, "put:3a")
    assert square_of(state, "3a", 1)["part"] == "radiante2"
    assert state["cubes"][GIULIA] == 6 and state["coins"][GIULIA] == 1 and state["purse"] == 0
    # Andrea: Concorrenza Spietata with his Progettista on the Chiller
    year_end = play(state, "rival", "hit:1b2")
    chiller = square_of(state, "1b", 2)
    assert [chiller["y"], *chiller["b"]] == [ANDREA, ANDREA]
    assert state["cubes"] == [8, 8, 6, 7] and state["removed"][ANDREA] == 1
    assert state["coins"] == [1, 0, 1, 3]
    # end of turn 1 (the last card ends the year): the purse was 0 and health 7/4/6/8; savings first
    # (every floor at 4 or more: +1), then aging (-1 difficulty, -2 gears)
    told = texts(year_end)
    assert "Savings: the purse +4 (now 4)." in told
    assert told.index("Savings") < told.index("The systems age: health 4/1/3/5.")
    assert state["year"] == 2 and state["first"] == LUCA and state["actor"] == LUCA
    assert state["purse"] == 4
    assert state["health"] == [4, 1, 3, 5]
    assert state["year_events"] == ["ecobonus"]  # one event at the start of year 2
    assert all(len(hand) == 2 for hand in state["hands"])
    assert GAME.view(state, None)["emergency"] == [2]
