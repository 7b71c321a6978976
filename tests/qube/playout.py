"""Whole Qube Attack games driven by AI seats, with the invariants checked after every step.

Used by the playout tests and by `python -m tests.qube.balance`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.qube import GAME, board
from engines.qube.engine import CUBES, on_board
from tests.support.playouts import drive

ROUND_CAP = 400  # a game still running after this many rounds counts as a failure


@dataclass
class Result:
    players: int
    first: int  # the first player of round 1
    last_first: int  # the first player of the last round (the same unless rotate_first)
    winners: list[int]
    rounds: int
    steps: int
    knockout: bool  # ended with one player left on the board


def run(players: int, seed: int, levels: tuple[str, ...], check: bool = True, options: dict | None = None) -> Result:
    """Play one game; `levels[seat]` is that seat's AI level."""
    state = GAME.setup(players, seed, options)
    first = state["first"]
    left_home: set[str] = set()
    scores = [list(state["scores"])]  # the scores after the previous action: they only rise

    def invariants(state: dict, seat: int, steps: int) -> None:
        scores[0] = _check_state(state, left_home, scores[0])
        assert state["round"] <= ROUND_CAP, f"{players} players, seed {seed}: no winner after {ROUND_CAP} rounds"

    steps = drive(GAME, state, levels, seed, invariants if check else None)
    outcome = GAME.outcome(state)
    knockout = len(on_board(state)) == 1
    return Result(players, first, state["first"], outcome["winners"], state["round"], steps, knockout)


def _check_state(state: dict, left_home: set[str], before: list[int]) -> list[int]:
    on_board = [0] * state["players"]
    for pid, piece in state["pieces"].items():
        on_board[piece["seat"]] += piece["h"]
        assert piece["h"] in (1, 2) and piece["w"] in (0, 1, 2)
        if board.KIND[piece["at"]] == "entrance":
            assert pid not in left_home, "a cube moved into an Entrance"
            assert piece["at"] == state["homes"][piece["seat"]]
        else:
            left_home.add(pid)
    assert all(0 < n <= CUBES for n in on_board if n) and max(on_board) > 0
    assert all(now >= then for now, then in zip(state["scores"], before)), "a score went down"
    return list(state["scores"])
