"""Placing proposed systems and spares on the board (the Commerciale and the set-up).

A system goes to column 1, a spare to column 2, on a floor the card fits, in a free square if there is
one (the cooperative rule). With no free square it replaces what is there. With Tornaconto the player
may also replace a card another player proposed, and the building pays them 1 coin for it.
"""

from __future__ import annotations

from functools import lru_cache

from engines.base import Action, Event
from engines.i18n import Msg
from engines.proponi import cards
from engines.proponi.state import State, clear_square, fit_label, pay_from_purse, place_cube, row_name, square
from engines.proponi.texts import text


def column_for(part: cards.Part) -> str:
    return "c1" if part.kind == cards.SYSTEM else "c2"


def free_spots(s: State, key: str) -> list[tuple[int, int]]:
    """The empty squares (floor, row) where the card may go."""
    part = cards.PART[key]
    column = column_for(part)
    return [(f - 1, r) for f in part.floors for r in range(len(cards.ROWS)) if s["board"][f - 1][r][column] is None]


def spots(s: State, key: str, seat: int) -> list[tuple[int, int]]:
    """Where a revealed card may go: the free squares; with none, any square it fits (what is there
    is discarded). In the set-up only free squares are drawn for (flow.setup_next)."""
    part = cards.PART[key]
    column = column_for(part)
    squares = [(f - 1, r) for f in part.floors for r in range(len(cards.ROWS))]
    free = free_spots(s, key)
    if not free:
        return squares
    if s["opts"]["tornaconto"] and s["phase"] == "play":
        return free + [(f, r) for f, r in squares if (f, r) not in free and _rival_proposal(s, f, r, column, seat)]
    return free


def _rival_proposal(s: State, floor: int, row: int, column: str, seat: int) -> bool:
    card = s["board"][floor][row][column]
    return card is not None and card["y"] not in (None, seat)


def _tornaconto(s: State, there: dict, seat: int) -> bool:
    """Replacing a card another player proposed earns a coin with the Tornaconto variant (not in the set-up)."""
    return s["opts"]["tornaconto"] and s["phase"] == "play" and there["y"] not in (None, seat)


def kind_word(part: cards.Part) -> Msg:
    return text("kind_system" if part.kind == cards.SYSTEM else "kind_spare")


def actions(s: State, seat: int) -> list[Action]:
    key = s["step"]["queue"][0]
    part = cards.PART[key]
    column = column_for(part)
    found = []
    for floor, row in spots(s, key, seat):
        there = s["board"][floor][row][column]
        label = _put_label(key, floor, row, there and there["part"], bool(there) and _tornaconto(s, there, seat))
        found.append(Action(f"put:{square(floor, row)}", label))
    return found


@lru_cache(maxsize=4096)
def _put_label(key: str, floor: int, row: int, old: str | None, gain: bool) -> Msg:
    """Placing `key` at (floor, row), over the card `old` if any (`gain`: for a coin, with Tornaconto)."""
    fields = {"part": cards.PART[key].label, "floor": floor + 1, "row": row_name(row)}
    if not old:
        return text("put", **fields)
    fields["old"] = cards.PART[old].label
    return fit_label("put_gain" if gain else "put_replace", fields)


def put(s: State, seat: int, floor: int, row: int, events: list[Event]) -> None:
    """Place the first card waiting in the queue on (floor, row), with a cube of `seat`."""
    key = s["step"]["queue"].pop(0)
    part = cards.PART[key]
    column = column_for(part)
    there = clear_square(s, floor, row, column, events)
    if there and _tornaconto(s, there, seat) and pay_from_purse(s, seat, 1):
        events.append(Event(text("tornaconto", seat=seat)))
    cube = place_cube(s, seat)
    s["board"][floor][row][column] = {"part": key, "y": cube, "b": [], "r": None}
    fields = {"part": part.label, "floor": floor + 1, "row": row_name(row), "column": int(column[1])}
    events.append(Event(text("placed", **fields) if cube is None else text("placed_cube", **fields, seat=seat)))


def settle(s: State, events: list[Event]) -> bool:
    """Place every waiting card that has only one possible square; True once none is waiting."""
    queue = s["step"]["queue"]
    while queue:
        options = spots(s, queue[0], s["actor"])
        if len(options) > 1:
            return False
        put(s, s["actor"], *options[0], events)
    return True
