"""Helpers for Qube Attack tests: lay out a position by hand and play action ids."""

from engines.qube import GAME
from engines.qube.engine import ACTIONS_PER_TURN


def position(players: int, pieces: list[tuple], first: int = 0, scores: list[int] | None = None) -> dict:
    """A game whose board holds exactly `pieces` = (seat, planet, height, weapon) and where
    `first` is both the first player and the one to act."""
    state = GAME.setup(players, 1)
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
