"""Helpers for Proponi tests: a game with its decks arranged, a board laid out by hand, action ids."""

from __future__ import annotations

from engines.base import Event
from engines.proponi import GAME, flow
from engines.proponi.state import new_state


def arranged(players: int = 4, parts: list[str] = (), resources: list[list[str]] | None = None,
             events: list[str] = (), first: int = 0, **options) -> dict:
    """A game whose piles deal `parts` (system/spare keys) and `events` in that order, and whose
    players draw `resources[i]` at year 1 (each a list of card ids); set-up placements follow."""
    state = new_state(players, 1, GAME.resolve_options(options))
    state["first"] = first
    _on_top(state, "parts", list(parts))
    _on_top(state, "events", list(events))
    if resources:
        dealt = [card for seat in range(players) for card in resources[(first + seat) % players]]
        _on_top(state, "res", dealt)
    flow.begin(state, [])
    return state


def stack(state: dict, *parts: str) -> None:
    """The next system/spare cards drawn will be `parts`, in this order."""
    _on_top(state, "parts", list(parts))


def _on_top(state: dict, pile: str, cards: list[str]) -> None:
    """Put `cards` on top of `pile` so that they are drawn in the given order."""
    rest = [c for c in state[pile] if c not in cards]
    state[pile] = rest + list(reversed(cards))


def at_play(players: int = 4, hands: list[list[str]] | None = None, first: int = 0, **options) -> dict:
    """A game in year 1 after the set-up, with an empty board, fresh cubes and the given hands (a seat
    given none holds an Installatore and a Commerciale: the year does not end after one card, and
    choosing which to play is a real choice, not one that applies itself)."""
    state = new_state(players, 1, GAME.resolve_options(options))
    state.update(phase="play", first=first, actor=first, round=1, order=0, step={"kind": "card", "follow": False})
    state["year_events"] = []
    hands = hands or [[]] * players
    for seat in range(players):
        for card in hands[seat]:
            state["res"].remove(card)
    for seat in range(players):
        fillers = [next(c for c in state["res"] if c.startswith(kind)) for kind in ("installatore", "commerciale")]
        state["hands"][seat] = list(hands[seat] or fillers)
        for card in state["hands"][seat]:
            if card in state["res"]:
                state["res"].remove(card)
    return state


def lay(state: dict, square: str, column: int, part: str, yellow: int | None = None,
        designers: list[int] = (), red: int | None = None) -> dict:
    """Put a card with cubes on the board, taking the cubes from their owners' supplies."""
    floor, row = int(square[0]) - 1, "ab".index(square[1])
    card = {"part": part, "y": yellow, "b": list(designers), "r": red}
    for seat in [yellow, *designers, red]:
        if seat is not None:
            state["cubes"][seat] -= 1
    state["parts"].remove(part)
    state["board"][floor][row][f"c{column}"] = card
    return card


def square_of(state: dict, square: str, column: int) -> dict | None:
    floor, row = int(square[0]) - 1, "ab".index(square[1])
    return state["board"][floor][row][f"c{column}"]


def ids(state: dict) -> list[str]:
    return [a.id for a in GAME.actions(state, state["actor"])]


def play(state: dict, *steps: str) -> list[Event]:
    """Apply action ids for whoever is to act; returns all events."""
    events: list[Event] = []
    for step in steps:
        events += GAME.apply(state, state["actor"], step)
    return events


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)


def last_card(state: dict, card: str = "installatore.1") -> dict:
    """Make the year's last play pending: the last seat in the order, round 2, holding only `card`."""
    last = (state["first"] + state["players"] - 1) % state["players"]
    for seat in range(state["players"]):
        state["res"].extend(state["hands"][seat])
        state["hands"][seat] = []
    state["res"].remove(card)
    state["hands"][last] = [card]
    state.update(round=2, order=state["players"] - 1, actor=last, step={"kind": "card", "follow": False})
    return state
