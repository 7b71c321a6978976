"""Qube Attack positions as the smart AI's search needs them: lean and quick to copy.

The search tries thousands of whole actions a turn; on the game's JSON state each try copies every
piece, writes the log lines and picks the next cube. Here a position is a few tuples and a whole
action (cube, order, target) is one step that yields the next position. The rules are the engine's
(engine.py is the authority, and tests/qube/test_lean.py checks that both agree on every action of
thousands of positions); nothing here is shown to a player.

A cube is (id, seat, planet, height, weapon, activated this turn, attacked this turn); a position's
cubes are in order of id (a cube brought in has the highest).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container, Iterable
from operator import itemgetter

from engines.qube import board
from engines.qube.engine import ACTIONS_PER_TURN, CUBES, GOAL, option, points_of

ID, SEAT, AT, HEIGHT, WEAPON, ACT, HIT = range(7)
REACH = ({at: () for at in board.PLANETS}, {at: (at,) for at in board.PLANETS}, board.NEIGHBOURS)  # hit by range
MOVES = {at: tuple(to for to in near if board.KIND[to] != "entrance") for at, near in board.NEIGHBOURS.items()}

_ID, _SEAT, _ACT, _HIT = itemgetter(ID), itemgetter(SEAT), itemgetter(ACT), itemgetter(HIT)
_PLACE = itemgetter(SEAT, AT)

Cube = tuple[int, int, str, int, int, bool, bool]
Step = tuple[int, str, int | None]  # (the cube acting, its order, the cube it hits)


class Position:
    """What the rules read of a game between two actions (no micro-step chosen)."""

    __slots__ = ("players", "homes", "lost_for_good", "rotate", "cubes", "scores", "lost", "next_id", "first",
                 "current", "left", "over", "winners")

    def __init__(self, players: int, homes: tuple[str, ...], lost_for_good: bool, rotate: bool,
                 cubes: tuple[Cube, ...], scores: tuple[int, ...], lost: tuple[int, ...], next_id: int, first: int,
                 current: int, left: int, over: bool, winners: tuple[int, ...]) -> None:
        self.players, self.homes, self.lost_for_good, self.rotate = players, homes, lost_for_good, rotate
        self.cubes, self.scores, self.lost, self.next_id = cubes, scores, lost, next_id
        self.first, self.current, self.left, self.over, self.winners = first, current, left, over, winners

    @classmethod
    def of(cls, state: dict) -> Position:
        cubes = tuple(sorted((int(pid), p["seat"], p["at"], p["h"], p["w"], p["act"], p["hit"])
                             for pid, p in state["pieces"].items()))
        lost = tuple(state.get("lost", [0] * state["players"]))
        return cls(state["players"], tuple(state["homes"]), option(state, "cubes_lost_for_good"),
                   option(state, "rotate_first"), cubes, tuple(state["scores"]), lost, state["next_id"],
                   state["first"], state["current"], state["left"], state["over"], tuple(state["winners"]))

    def _with(self, cubes: tuple[Cube, ...], left: int, lost: tuple[int, ...] | None = None,
              next_id: int | None = None) -> Position:
        return Position(self.players, self.homes, self.lost_for_good, self.rotate, cubes, self.scores,
                        self.lost if lost is None else lost, self.next_id if next_id is None else next_id,
                        self.first, self.current, left, self.over, self.winners)


def steps(position: Position, only: Container[int] | None = None) -> list[Step]:
    """Every whole action of the player to act: one per cube that differs from the others (the lowest
    id stands for alike ones, as in the choices), then per order, then per target that differs.
    `only`: the actions of these cubes only."""
    if position.over:
        return []
    seat, cubes = position.current, position.cubes
    mine = [cube for cube in cubes if cube[SEAT] == seat]
    reserve = CUBES - sum(cube[HEIGHT] for cube in mine) - position.lost[seat]
    seen = set()
    found: list[Step] = []
    for cube in mine:
        kind = cube[AT:]
        if kind in seen:
            continue
        seen.add(kind)
        if only is None or cube[ID] in only:
            found += _orders(cubes, cube, reserve)
    return found


def _orders(cubes: tuple[Cube, ...], cube: Cube, reserve: int) -> list[Step]:
    at = cube[AT]
    found: list[Step] = [(cube[ID], f"move:{to}", None) for to in MOVES[at]]
    kind = board.KIND[at]
    if not cube[ACT] and kind in board.ACTIVATED and not _foes(cubes, cube[SEAT], at) and (
            cube[WEAPON] < 2 if kind == "armory" else reserve > 0 and (kind == "cube" or cube[HEIGHT] == 1)):
        found.append((cube[ID], "activate", None))
    if not cube[HIT]:
        for planet in REACH[cube[WEAPON]][at]:
            kinds = set()
            for target in _foes(cubes, cube[SEAT], planet):
                if target[SEAT:AT] + target[HEIGHT:ACT] not in kinds:
                    kinds.add(target[SEAT:AT] + target[HEIGHT:ACT])
                    found.append((cube[ID], f"attack:{planet}", target[ID]))
    return found


def play(position: Position, step: Step) -> Position:
    """The position after the whole action `step` (one of `steps(position)`)."""
    cubes = position.cubes
    index, order = bisect_left(cubes, step[0], key=_ID), step[1]  # cubes are kept in order of id
    cube = cubes[index]
    if order.startswith("move:"):
        return _done(position, _put(cubes, index, cube[:AT] + (order[5:],) + cube[HEIGHT:]))
    if order == "activate":
        activated = cube[:ACT] + (True, cube[HIT])
        kind = board.KIND[cube[AT]]
        if kind == "armory":
            return _done(position, _put(cubes, index, activated[:WEAPON] + (cube[WEAPON] + 1,) + activated[ACT:]))
        if kind == "wound":
            return _done(position, _put(cubes, index, activated[:HEIGHT] + (2,) + activated[WEAPON:]))
        new = (position.next_id, cube[SEAT], position.homes[cube[SEAT]], 1, 0, False, False)
        return _done(position, _put(cubes, index, activated) + (new,), next_id=position.next_id + 1)
    return _hit(position, index, cube, cubes[bisect_left(cubes, step[2], key=_ID)])


def _foes(cubes: tuple[Cube, ...], seat: int, planet: str) -> list[Cube]:
    if board.KIND[planet] == "entrance":
        return []
    return [cube for cube in cubes if cube[AT] == planet and cube[SEAT] != seat]


def _put(cubes: tuple[Cube, ...], index: int, cube: Cube) -> tuple[Cube, ...]:
    return cubes[:index] + (cube,) + cubes[index + 1:]


def _hit(position: Position, index: int, attacker: Cube, target: Cube) -> Position:
    cubes = _put(position.cubes, index, attacker[:HIT] + (True,))
    where = cubes.index(target)
    if target[HEIGHT] == 2:
        cubes = _put(cubes, where, target[:HEIGHT] + (1,) + target[WEAPON:])
    else:
        cubes = cubes[:where] + cubes[where + 1:]
    lost = position.lost
    if position.lost_for_good:
        lost = lost[:target[SEAT]] + (lost[target[SEAT]] + 1,) + lost[target[SEAT] + 1:]
    standing = set(map(_SEAT, cubes))
    if target[SEAT] not in standing and len(standing) == 1:  # the last one standing wins
        after = position._with(cubes, position.left, lost)
        after.over, after.winners = True, tuple(standing)
        return after
    return _done(position, cubes, lost)


def _done(position: Position, cubes: tuple[Cube, ...], lost: tuple[int, ...] | None = None,
          next_id: int | None = None) -> Position:
    """The position after an action: the next action of the turn, or the next player's turn (and the
    round's scoring when it comes round to the first player)."""
    after = position._with(cubes, position.left - 1, lost, next_id)
    if after.left:
        return after
    if True in map(_ACT, cubes) or True in map(_HIT, cubes):  # two moves leave nothing to clear
        after.cubes = cubes = tuple(cube if not (cube[ACT] or cube[HIT]) else cube[:ACT] + (False, False)
                                    for cube in cubes)
    after.left = ACTIONS_PER_TURN
    standing = set(map(_SEAT, cubes))
    while not after.over:
        after.current = (after.current + 1) % after.players
        if after.current == after.first:
            _end_round(after)
        if after.current in standing:
            break
    return after


def _end_round(position: Position) -> None:
    gains = points_of(position.players, held(map(_PLACE, position.cubes)))
    scores = [score + gain for score, gain in zip(position.scores, gains)]
    position.scores = tuple(scores)
    best = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    if best >= GOAL and len(leaders) == 1:
        position.over, position.winners = True, tuple(leaders)
    elif position.rotate:
        position.first = position.current = (position.first + 1) % position.players


def held(places: Iterable[tuple[int, str]]) -> dict[str, list[int]]:
    """The seats holding each moon (moon -> seats), from where each cube is: (seat, planet)."""
    moons: dict[str, list[int]] = {}
    for seat, at in places:
        if at in board.POINTS_AT:
            seats = moons.setdefault(at, [])
            if seat not in seats:
                seats.append(seat)
    return moons
