"""Qube Attack AI seats.

"random" picks uniformly among the legal choices (never "back"). "smart" plays every whole action
it could take now (cube, order, target) on a copy, looks one action further for the most promising
few when the turn has another action left, and keeps the one whose position scores best against
the strongest rival. A position counts points (scored, and what the moons would give now), cubes
and weapons on the board, exposure to enemy weapons, and for each cube the best errand in reach:
a moon its player does not hold, an Armory, a Wound or Cube planet, an enemy cube on a moon.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from engines.base import Game, Rng
from engines.qube import board
from engines.qube.engine import CUBES, round_points

# Weights of the position score (tuned by self-play).
POINT = 1.0  # one point of score
INCOME = 2.0  # one point the moons would give now (it tends to come back round after round)
CUBE = 2.0  # each cube on the board (a stack counts two), up to ARMY of them
ARMY = 6  # cubes beyond this many count for a quarter
WEAPON = (0.0, 2.5, 3.0)  # unarmed, short range, long range
EXPOSED = 0.8  # share of what our cube stands to lose when an enemy weapon can reach it now
EXPOSED_RIVAL = 0.2  # the same for a rival's cube: it moves before we can strike
STEP = 0.5  # cost of each move between a cube and its errand
ERRAND = {"moon": 0.9, "armory": 0.7, "wound": 0.6, "cube": 0.6, "hunt": 0.8}  # share of the gain
RIVAL = 1.0  # weight of the strongest rival's position against ours
NOISE = 0.5  # random spread added to each value, so that no two games are alike
BEAM = 5  # first actions looked at more deeply when the turn has a second one
WIN = 1e6


def choose(game: Game, state: dict, seat: int, rng: Rng, level: str = "smart") -> str:
    options = [a.id for a in game.actions(state, seat) if a.id != "back"]
    if level == "random" or len(options) == 1:
        return rng.choice(options)
    leaves = _leaves(game, state, seat, options)
    ranked = sorted(((_value(leaf, seat) + _noise(rng), first, leaf) for first, leaf in leaves), key=_first)
    if state["left"] == 1:
        return ranked[-1][1]
    return max(ranked[-BEAM:], key=lambda item: _best_next(game, item[2], seat) + _noise(rng))[1]


def _first(item: tuple) -> float:
    return item[0]


def _noise(rng: Rng) -> float:
    return NOISE * rng.randrange(1001) / 1000


def _best_next(game: Game, state: dict, seat: int) -> float:
    """The best value the second action of the turn can reach from `state`."""
    if state["over"] or state["current"] != seat:
        return _value(state, seat)
    options = [a.id for a in game.actions(state, seat) if a.id != "back"]
    return max(_value(leaf, seat) for _, leaf in _leaves(game, state, seat, options))


def _leaves(game: Game, state: dict, seat: int, options: list[str]) -> Iterator[tuple[str, dict]]:
    """(first step, state after the whole action) for every way to finish the current action."""
    for option in options:
        child = _clone(state)
        game.perform(child, seat, option)
        if _action_over(state, child):
            yield option, child
            continue
        deeper = [a.id for a in game.actions(child, seat) if a.id != "back"]
        for _, leaf in _leaves(game, child, seat, deeper):
            yield option, leaf


def _action_over(before: dict, after: dict) -> bool:
    """Whether the step just taken finished an action (the next one may already have its cube chosen)."""
    return after["over"] or (after["left"], after["current"], after["turns"]) != (
        before["left"], before["current"], before["turns"])


def _clone(state: dict) -> dict:
    """A copy of what an action changes (the scores, the pieces, the cubes lost for good)."""
    copied = {"scores": list(state["scores"]), "pieces": {k: dict(v) for k, v in state["pieces"].items()}}
    if "lost" in state:
        copied["lost"] = list(state["lost"])
    return state | copied


def _value(state: dict, seat: int) -> float:
    if state["over"]:
        return WIN if seat in state["winners"] else -WIN
    strength = _strengths(state, seat)
    rivals = [v for s, v in enumerate(strength) if s != seat]
    return strength[seat] - RIVAL * max(rivals)


def _strengths(state: dict, me: int) -> tuple[float, ...]:
    """Each seat's position value. Many trial positions repeat (moves in another order, alike
    cubes), so the value is kept per (seat asking, scores, the round's points, the cubes)."""
    pieces = tuple((p["seat"], p["at"], p["h"], p["w"]) for p in state["pieces"].values())
    return _strengths_of(me, state["players"], tuple(state["scores"]), tuple(round_points(state)), pieces)


@lru_cache(maxsize=1 << 14)
def _strengths_of(me: int, players: int, scores: tuple[int, ...], expected: tuple[int, ...],
                  pieces: tuple[tuple[int, str, int, int], ...]) -> tuple[float, ...]:
    points_at, neighbours = board.POINTS_AT, board.NEIGHBOURS
    spare = [CUBES] * players
    reachers: dict[str, int] = {}  # planet -> the seats whose weapons can hit it now (a bit each)
    holding = set()
    for seat, at, height, weapon in pieces:
        spare[seat] -= height
        if at in points_at:
            holding.add((seat, at))
        if weapon:
            bit = 1 << seat
            for planet in (at,) if weapon == 1 else neighbours[at]:
                reachers[planet] = reachers.get(planet, 0) | bit
    held = frozenset(holding)
    strength = [POINT * scores[s] + INCOME * expected[s] for s in range(players)]
    anchored: set[tuple[int, str]] = set()
    for seat, at, height, weapon in pieces:
        strength[seat] += WEAPON[weapon]
        if reachers.get(at, 0) & ~(1 << seat):  # an enemy weapon can reach it
            strength[seat] -= (EXPOSED if seat == me else EXPOSED_RIVAL) * _at_stake(at, height, weapon)
        if at in points_at and (seat, at) not in anchored:
            anchored.add((seat, at))
        else:
            strength[seat] += _errand(at, seat, height, weapon, spare[seat] > 0, held)
    for seat, left in enumerate(spare):
        army = CUBES - left
        strength[seat] += CUBE * (min(army, ARMY) + max(army - ARMY, 0) / 4)
    return tuple(strength)


def _at_stake(at: str, height: int, weapon: int) -> float:
    """What one hit takes: a cube, and for a single cube its weapon and the moon it may hold."""
    if height == 2:
        return CUBE
    return CUBE + WEAPON[weapon] + INCOME * board.POINTS_AT.get(at, 0)


@lru_cache(maxsize=1 << 16)
def _errand(at: str, seat: int, height: int, weapon: int, spare: bool, held: frozenset) -> float:
    """What the best errand within reach is worth to a cube that is not holding a moon."""
    distance = board.DISTANCE[at]
    errands = [
        ERRAND["moon"] * points - STEP * distance[m]
        for m, points in board.POINTS_AT.items()
        if (seat, m) not in held and m in distance
    ]
    errands += [
        ERRAND["hunt"] * CUBE - STEP * max(distance[m] - weapon + 1, 0)
        for s, m in held
        if s != seat and weapon and m in distance
    ]
    gains = {
        "armory": WEAPON[min(weapon + 1, 2)] - WEAPON[weapon],
        "wound": CUBE if height == 1 and spare else 0.0,
        "cube": CUBE if spare else 0.0,
    }
    errands += [ERRAND[kind] * gain - STEP * NEAREST[kind][at] for kind, gain in gains.items() if gain]
    return max(errands, default=0.0)


def _nearest(kind: str) -> dict[str, int]:
    return {
        start: min(d for pid, d in distances.items() if board.KIND[pid] == kind)
        for start, distances in board.DISTANCE.items()
    }


NEAREST = {kind: _nearest(kind) for kind in board.ACTIVATED}
