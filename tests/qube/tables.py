"""Helpers for Qube Attack tests: lay out a position by hand and play action ids."""

from engines.qube import GAME, board
from engines.qube.engine import ACTIONS_PER_TURN


def position(players: int, pieces: list[tuple], first: int = 0, scores: list[int] | None = None,
             options: dict | None = None) -> dict:
    """A game whose board holds exactly `pieces` = (seat, planet, height, weapon) and where
    `first` is both the first player and the one to act."""
    state = GAME.setup(players, 1, options)
    state.update(first=first, current=first, left=ACTIONS_PER_TURN, pieces={}, next_id=1)
    state["scores"] = list(scores or [0] * players)
    for seat, planet, height, weapon in pieces:
        state["pieces"][str(state["next_id"])] = {
            "seat": seat, "at": planet, "h": height, "w": weapon, "act": False, "hit": False,
        }
        state["next_id"] += 1
    return state


def ids(state: dict, seat: int | None = None) -> list[str]:
    return [a.id for a in GAME.actions(state, state["current"] if seat is None else seat)]


def play(state: dict, *steps: str) -> list:
    """Apply action ids for whoever is to act; returns all events."""
    events = []
    for step in steps:
        events += GAME.apply(state, state["current"], step)
    return events


def at(state: dict, planet: str) -> list[dict]:
    return [p for p in state["pieces"].values() if p["at"] == planet]


def shuttle(state: dict) -> list:
    """The player to act moves their first cube to a connected planet; returns the events."""
    pid, piece = next((pid, p) for pid, p in state["pieces"].items() if p["seat"] == state["current"])
    return play(state, f"cube:{pid}", f"move:{step(piece['at'])}")


def end_round(state: dict) -> None:
    """Every player moves their first cube about until the round ends (or the game)."""
    start = state["round"]
    while state["round"] == start and not state["over"]:
        shuttle(state)


def step(planet: str) -> str:
    """A planet connected to `planet` that a cube may move to."""
    return next(p for p in board.NEIGHBOURS[planet] if board.KIND[p] != "entrance")
