"""Whole Proponi games driven by AI seats, with the invariants checked after every step.

Used by the playout tests and by `python -m tests.proponi.balance`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.proponi import GAME, cards
from engines.proponi.flow import CARDS_PER_YEAR
from engines.proponi.state import cube_seats
from tests.support.playouts import drive

STEP_CAP = 2_000  # a game still running after this many steps counts as a failure
ALL_PARTS = set(cards.PART)
ALL_RESOURCES = set(cards.resource_deck())


@dataclass
class Result:
    players: int
    winners: list[int]
    broke: bool
    years: int
    steps: int
    first: int  # the first player of year 1
    last_first: int  # the first player of the last year played


def run(players: int, seed: int, levels: tuple[str, ...], check: bool = True, **options) -> Result:
    """Play one game; `levels[seat]` is that seat's AI level."""
    state = GAME.setup(players, seed, options)
    first = state["first"]
    total_cubes = cards.cubes_each(players)
    steps = drive(GAME, state, levels, seed, (lambda s, *_: _check_state(s, total_cubes)) if check else None,
                  STEP_CAP)
    outcome = GAME.outcome(state)
    assert state["broke"] or outcome["winners"], "a finished contract has a winner"
    return Result(players, outcome["winners"], state["broke"], state["year"], steps, first, state["first"])


def _check_state(state: dict, total_cubes: int) -> None:
    """Coins conserved across bank, purse and players; cubes conserved except those Concorrenza
    Spietata removed; health on its track; every card in exactly one place; every hand back to its
    size at the start of each year."""
    assert state["bank"] + state["purse"] + sum(state["coins"]) == cards.COINS
    assert min(state["bank"], state["purse"], *state["coins"]) >= 0
    on_board = [card for floor in state["board"] for row in floor for card in row.values() if card]
    placed = [seat for card in on_board for seat in cube_seats(card)]
    for seat in range(state["players"]):
        assert 0 <= state["cubes"][seat] == total_cubes - placed.count(seat) - state["removed"][seat]
    assert state["opts"]["concorrenza"] or not any(state["removed"]), "only Concorrenza Spietata removes cubes"
    assert all(cards.HEALTH_MIN <= h <= cards.HEALTH_MAX for h in state["health"])
    parts = [card["part"] for card in on_board] + state["parts"] + state["parts_discard"]
    parts += state["step"].get("queue", [])
    assert len(parts) == len(ALL_PARTS) and set(parts) == ALL_PARTS
    held = [c for hand in state["hands"] for c in hand] + state["res"] + state["res_discard"]
    assert len(held) == len(ALL_RESOURCES) and set(held) == ALL_RESOURCES
    _check_hands(state)


def _check_hands(state: dict) -> None:
    """Every hand is back to its size at the start of each year: a seat holds the 2 cards it was dealt
    until its first play of the year, none once its second play is done (no card is carried into the
    next year), never more than 2."""
    assert all(len(hand) <= CARDS_PER_YEAR for hand in state["hands"])
    if state["over"] or state["phase"] != "play":
        assert not any(state["hands"]), "no card is left in a hand when the game ends"
        return
    for seat, hand in enumerate(state["hands"]):
        place = (seat - state["first"]) % state["players"]
        if state["round"] == 1 and place > state["order"]:
            assert len(hand) == CARDS_PER_YEAR, (seat, hand)
        if state["round"] == CARDS_PER_YEAR and place < state["order"]:
            assert not hand, (seat, hand)
