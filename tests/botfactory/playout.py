"""Whole Bot Factory games driven by AI seats, with the invariants checked after every step.

Used by the playout tests and by `python -m tests.botfactory.balance`.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

from engines.botfactory import GAME, data
from tests.support.playouts import drive

ROUND_CAP = 150  # a game still running after this many rounds counts as a failure
ALL_PARTS = dict({c + k: data.PART_COPIES for c in data.COLOURS for k in data.KINDS}
                    | {data.UNIVERSAL + k: data.UNIVERSAL_COPIES for k in data.KINDS})
PROJECT_IDS = set(data.PROJECTS)
PART_TILES = sum(ALL_PARTS.values())
FULL_EVERY = 10  # steps between checks of every kind of part


@dataclass
class Result:
    players: int
    order: list[int]
    winners: list[int]
    scores: list[int]
    rounds: int
    steps: int
    by_rules: bool  # the end was triggered by the rules, not by the last round


def run(players: int, seed: int, levels: tuple[str, ...], check: bool = True, options: dict | None = None) -> Result:
    """Play one game; `levels[seat]` is that seat's AI level."""
    state = GAME.setup(players, seed, options)

    def invariants(state: dict, seat: int, steps: int) -> None:
        check_state(state, full=steps % FULL_EVERY == 0 or not GAME.pending(state))
        if steps % 97 == 0:
            assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
        assert state["round"] <= ROUND_CAP, f"{players} players, seed {seed}: no end after {ROUND_CAP} rounds"

    steps = drive(GAME, state, levels, seed, invariants if check else None)
    return Result(players, state["order"], state["winners"], state["scores"], state["round"], steps, state["ending"])


def check_state(s: dict, full: bool = True) -> None:
    """Parts, projects, robots and speech tokens are conserved; values stay on the track. The
    count of every kind of part and the set of projects are checked when `full`, their totals always."""
    tiles = [t for hand in s["parts"] for t in hand] + s["universal"] + s["wheel"] + s["spares"]
    for pile in (*s["stacks"].values(), *s["discards"].values()):
        tiles += pile
    tiles += [col[k] for cols in s["columns"].values() for col in cols for k in data.KINDS]
    assert len(tiles) - tiles.count(None) == PART_TILES
    projects = [*s["deck"], *s["project_discard"], *(p for row in s["display"] for p in row if p),
                *(p for hand in s["projects"] for p in hand), *(p for hand in s["done"] for p in hand)]
    assert len(projects) == len(data.PROJECTS)
    if full:
        parts = Counter(t for t in tiles if t)
        assert dict(parts) == ALL_PARTS, Counter(parts) - Counter(ALL_PARTS) or Counter(ALL_PARTS) - parts
        assert set(projects) == PROJECT_IDS
    total = data.ROBOTS_PER_COLOUR[s["players"]] * len(data.COLOURS)
    assert sum(s["pool"].values()) + sum(map(len, s["robots"])) + len(s["vilela_robots"]) == total
    for colour, columns in s["columns"].items():
        assert s["pool"][colour] == len(columns) - len([1 for col in columns if col["done"]])
        assert data.VALUE_MIN <= s["values"][colour] <= data.VALUE_MAX
    tokens = s["supply"] + sum(s["speech"]) + sum(c["tokens"] for c in s["contracts"])
    assert tokens == data.SPEECH_TOKENS and min(s["speech"]) >= 0 and s["supply"] >= 0
