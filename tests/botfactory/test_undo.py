"""Undo in Bot Factory: which decisions may be taken back, and that taking one back never gives back
something the player has seen (tests/support/undo.py deals the face-down piles again and plays the
same decision: an undoable one ends the same on every deal)."""

from engines.base import Rng
from engines.botfactory import GAME, data
from tests.botfactory.tables import FINANCE, PRODUCTION, acting
from tests.support.undo import copy, reshuffled, survey


def redeal(s: dict, seat: int, rng: Rng) -> None:
    """The part stacks with their discards, the project deck with its discards and Vilela's tiles (the
    views show only how many there are), and the random generator, anew."""
    for colour in data.COLOURS:
        s["stacks"][colour], s["discards"][colour] = reshuffled(rng, s["stacks"][colour], s["discards"][colour])
    s["deck"], s["project_discard"] = reshuffled(rng, s["deck"], s["project_discard"])
    s["vilela_tiles"] = reshuffled(rng, s["vilela_tiles"])[0]
    s["rng"] = rng.next64()


def verb(action: str) -> str:
    """An action's kind: the verb, and for a wheel turn whether it refills the top from a stack."""
    name, _, arg = action.partition(":")
    return "turn:refill" if name == "turn" and arg else "main:exec" if action == "main:exec" else name


GAMES = [(players, 0, "smart", {}) for players in range(1, 5)] + [(2, 1, "random", {})]


def test_an_undoable_decision_shows_nothing_a_new_deal_would_change_and_drawing_ones_are_refused():
    found = survey(GAME, redeal, GAMES, verb)
    assert {"go", "pay", "main", "main:exec", "exec", "put", "turn", "take", "proj", "raise", "contract", "tokens",
            "spare", "give", "drop", "drop3", "univ"} <= set(found.undoable)
    assert {"fill", "stack", "turn:refill"} & set(found.undoable) == set()  # each draws a face-down tile
    assert found.refused["stack"] and found.refused["turn:refill"]
    # the check has teeth: on a new deal, the refused draws come out otherwise
    assert found.telling["stack"] > found.refused["stack"] // 2 and found.telling["turn:refill"]


def test_a_project_taken_from_the_part_row_draws_a_part_and_cannot_be_taken_back():
    s = acting(2, {0: (2, 1), 1: (FINANCE, 0)})  # seat 0 on Projects, space 2: two tiles
    before = copy(GAME, s)
    bottom = next(f"proj:0{col}" for col in range(data.PROJECT_COLUMNS) if s["display"][0][col])
    assert data.ROW_ACTION[0] == "part"
    GAME.apply(s, 0, bottom)
    assert not GAME.undoable(before, s, 0, bottom)
    before = copy(GAME, s)
    top = next(f"proj:2{col}" for col in range(data.PROJECT_COLUMNS) if s["display"][2][col])
    GAME.apply(s, 0, top)  # the top row raises a robot value: nothing drawn
    assert GAME.undoable(before, s, 0, top)


def test_a_wheel_turn_may_be_taken_back_but_not_the_refill_of_the_top_from_a_stack():
    s = acting(2, {0: (PRODUCTION, 2), 1: (FINANCE, 0)})
    assert [a.id for a in GAME.actions(s, 0) if a.id.startswith("turn")] == ["turn"]  # nothing empty comes up
    before = copy(GAME, s)
    GAME.apply(s, 0, "turn")
    assert s["rot"] != before["rot"] and GAME.undoable(before, s, 0, "turn")
    for position in data.TOP:  # the squares the next turn brings to the top are empty
        s["wheel"][(position - data.QUARTER * (s["rot"] + 1)) % len(data.WHEEL)] = None
    refills = [a.id for a in GAME.actions(s, 0) if a.id.startswith("turn")]
    before = copy(GAME, s)
    GAME.apply(s, 0, refills[0])
    assert refills[0].startswith("turn:") and not GAME.undoable(before, s, 0, refills[0])


def test_a_one_tile_discard_pile_drawn_through_an_empty_stack_is_a_draw():
    """Found by the survey: an empty stack is refilled from its discards, so a single discarded tile comes
    back and is drawn at once; the stack is empty again and no random number was used, yet it is a draw."""
    s = acting(2, {0: (PRODUCTION, 2), 1: (FINANCE, 0)},
               parts=[["yh", "yt", "yl", "bh"], ["gh"]])
    s["stacks"]["r"], s["discards"]["r"] = [], ["rh"]
    GAME.apply(s, 0, "exec")
    GAME.apply(s, 0, "drop3:yh.yl.yt")
    before = copy(GAME, s)
    GAME.apply(s, 0, "stack:r")
    assert s["stacks"]["r"] == s["discards"]["r"] == [] and s["rng"] == before["rng"] and "rh" in s["parts"][0]
    assert not GAME.undoable(before, s, 0, "stack:r")
