"""Helpers for 20th Century tests: set up situations by hand and play action ids."""

from engines.century import GAME
from engines.century.upkeep import start_upkeep


def fresh(players: int = 3, seed: int = 1, start: int = 0, **options) -> dict:
    """A new game in round I's auction with `start` as start player."""
    state = GAME.setup(players, seed, options or None)
    state["start"] = state["next_start"] = start
    state["auction"]["leader"] = start
    return state


def ids(state: dict, seat: int | None = None) -> list[str]:
    return [a.id for a in GAME.actions(state, GAME.pending(state)[0] if seat is None else seat)]


def play(state: dict, *steps: str) -> list:
    """Apply action ids for whoever is to act; returns all events."""
    events = []
    for step in steps:
        events += GAME.apply(state, GAME.pending(state)[0], step)
    return events


def give(state: dict, orders: dict[int, str], plans: dict[int, str] | None = None) -> list:
    """Each seat gives its standing order (and, withdrawing, its technology), in seat order."""
    events = []
    for seat, order in orders.items():
        events += GAME.apply(state, seat, order)
        if plans and seat in plans:
            events += GAME.apply(state, seat, plans[seat])
    return events


def texts(events: list) -> str:
    return "\n".join(e.text for e in events)


def everyone_withdraws(state: dict) -> list:
    """Everyone still in the auction withdraws and buys no technology."""
    events = []
    while state["phase"] == "auction":
        events += play(state, "withdraw" if "withdraw" in ids(state) else "notech")
        if state["phase"] == "auction" and state["auction"]["step"] == "tech":
            events += play(state, "notech")
    return events


def to_upkeep(state: dict) -> dict:
    """Skip the rest of the auction and the catastrophe: maintenance starts now."""
    state["auction"]["out"] = list(range(state["players"]))
    state["disaster"] = {"bids": [None] * state["players"], "taken": {}, "turn": 0}
    start_upkeep(state)
    return state


def piece(tile: str, rot: int = 0, garbage: int = 0, citizens: tuple = (), institution: bool = False) -> dict:
    return {"id": tile, "rot": rot, "garbage": garbage, "citizens": list(citizens), "institution": institution}
