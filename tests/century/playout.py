"""Whole 20th Century games driven by AI seats, with the invariants checked after every step.

Used by the playout tests and by `python -m tests.century.balance`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.century import GAME, data, region
from tests.support.playouts import drive

STEP_CAP = 5_000  # a game still running after this many actions counts as a failure


@dataclass
class Result:
    players: int
    first: int
    winners: list[int]
    scores: list[int]
    rounds: int
    steps: int
    land: list[int]  # land tiles in each region at the end


def run(players: int, seed: int, levels: tuple[str, ...], check: bool = True) -> Result:
    """Play one game; `levels[seat]` is that seat's AI level."""
    state = GAME.setup(players, seed)
    first = state["start"]
    steps = drive(GAME, state, levels, seed, (lambda s, seat, _: _check_state(s, seat)) if check else None, STEP_CAP)
    assert state["round"] == data.ROUNDS and state["phase"] == "over"
    outcome = GAME.outcome(state)
    land = [len(region.land(p["region"])) for p in state["p"]]
    return Result(players, first, outcome["winners"], outcome["scores"], state["round"], steps, land)


def _check_state(state: dict, acted: int) -> None:
    """Connection is checked for the region of the seat that acted (no one else's can change)."""
    garbage = state["garbage"]
    assert region.connected(state["p"][acted]["region"])
    for player in state["p"]:
        reg = player["region"]
        assert player["coins"] >= 0 and player["science"] >= 0
        assert data.POLLUTION_MIN <= player["pollution"] <= data.POLLUTION_MAX
        on_map = sum(len(piece["citizens"]) for piece in reg.values())
        assert on_map + player["citizens"] == data.CITIZENS
        assert all(not piece["institution"] or not (piece["garbage"] or piece["citizens"]) for piece in reg.values())
        garbage += region.garbage(reg) + player["waiting"] + sum(t["garbage"] for t in player["new_land"])
    assert garbage == data.GARBAGE, "garbage tokens appeared or vanished"
    assert 1 <= state["round"] <= data.ROUNDS
