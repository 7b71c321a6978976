"""Helpers for Qube Attack tests: lay out a position by hand and play action ids."""

from engines.qube import GAME, board
from engines.qube.engine import ACTIONS_PER_TURN, ALIKE, _ready


def position(players: int, pieces: list[tuple], first: int = 0, scores: list[int] | None = None,
             options: dict | None = None) -> dict:
    """A game whose board holds exactly `pieces` = (seat, planet, height, weapon) and where
    `first` is both the first player and the one to act."""
    state = GAME.setup(players, 1, options)
    state.update(first=first, current=first, left=ACTIONS_PER_TURN, pieces={}, next_id=1, sel=None, auto=False)
    state["scores"] = list(scores or [0] * players)
    for seat, planet, height, weapon in pieces:
        state["pieces"][str(state["next_id"])] = {
            "seat": seat, "at": planet, "h": height, "w": weapon, "act": False, "hit": False,
        }
        state["next_id"] += 1
    _ready(state)  # as the engine does: a player whose cubes are all alike has theirs chosen
    return state


def ids(state: dict, seat: int | None = None) -> list[str]:
    return [a.id for a in GAME.actions(state, state["current"] if seat is None else seat)]


def play(state: dict, *steps: str) -> list:
    """Apply action ids for whoever is to act; returns all events. Choosing a cube the engine has
    already chosen (the player's cubes are all alike) is skipped: there is no such click to make."""
    events = []
    for step in steps:
        if not (step.startswith("cube:") and state["auto"] and _alike(state, step[5:], state["sel"])):
            events += GAME.apply(state, state["current"], step)
    return events


def _alike(state: dict, one: str, other: str) -> bool:
    return all(state["pieces"][one][f] == state["pieces"][other][f] for f in ALIKE)


def at(state: dict, planet: str) -> list[dict]:
    return [p for p in state["pieces"].values() if p["at"] == planet]


def shuttle(state: dict) -> list:
    """The player to act moves their first cube (or the one chosen for them) to a connected planet;
    returns the events."""
    pid, piece = next((pid, p) for pid, p in state["pieces"].items() if p["seat"] == state["current"])
    choose = [] if state["sel"] else [f"cube:{pid}"]
    return play(state, *choose, f"move:{step(state['pieces'][state['sel'] or pid]['at'])}")


def end_round(state: dict) -> None:
    """Every player moves their first cube about until the round ends (or the game)."""
    start = state["round"]
    while state["round"] == start and not state["over"]:
        shuttle(state)


def step(planet: str) -> str:
    """A planet connected to `planet` that a cube may move to."""
    return next(p for p in board.NEIGHBOURS[planet] if board.KIND[p] != "entrance")
