"""Qube Attack positions as the smart AI's search needs them: lean and quick to copy.

The search tries thousands of whole actions a turn; on the game's JSON state each try copies every
piece, writes the log lines and picks the next cube. Here a position is a few tuples and a whole
action (cube, order, target) is one step that yields the next position. The rules are the engine's
(engine.py is the authority, and tests/qube/test_lean.py checks that both agree on every action of
thousands of positions); nothing here is shown to a player.

A cube is (id, seat, planet, height, weapon, activated this turn, attacked this turn); a position keeps
each seat's cubes (its army) in order of id (a cube brought in has the highest).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container, Iterable
from itertools import chain
from operator import itemgetter
from typing import Final

from engines.qube import board
from engines.qube.engine import ACTIONS_PER_TURN, CUBES, GOAL, option, points_of

# a cube's fields by index; Final, so that mypy reads each index and slice with its own type
ID: Final = 0
SEAT: Final = 1
AT: Final = 2
HEIGHT: Final = 3
WEAPON: Final = 4
ACT: Final = 5
HIT: Final = 6
REACH = ({at: () for at in board.PLANETS}, {at: (at,) for at in board.PLANETS}, board.NEIGHBOURS)  # hit by range
MOVES = {at: tuple(to for to in near if board.KIND[to] != "entrance") for at, near in board.NEIGHBOURS.items()}
MOVE_ORDERS = {at: tuple(f"move:{to}" for to in near) for at, near in MOVES.items()}
MOVE_TO = {f"move:{to}": to for to in board.PLANETS}  # the planets themselves: their hashes are kept
ATTACK_ORDERS = {at: f"attack:{at}" for at in board.PLANETS}

_ID, _HEIGHT, _ACT, _HIT = itemgetter(ID), itemgetter(HEIGHT), itemgetter(ACT), itemgetter(HIT)
_PLACE = itemgetter(SEAT, AT)

Cube = tuple[int, int, str, int, int, bool, bool]
Army = tuple[Cube, ...]  # one seat's cubes, in order of id
Step = tuple[int, str, int | None]  # (the cube acting, its order, the cube it hits)


class Position:
    """What the rules read of a game between two actions (no micro-step chosen). Each seat's cubes are
    a tuple of their own (its army, in order of id): an action changes one or two armies, and the others
    stay the very same objects, which the AI's values can recognise."""

    __slots__ = ("players", "homes", "lost_for_good", "rotate", "armies", "scores", "lost", "next_id", "first",
                 "current", "left", "over", "winners")

    def __init__(self, players: int, homes: tuple[str, ...], lost_for_good: bool, rotate: bool,
                 armies: tuple[Army, ...], scores: tuple[int, ...], lost: tuple[int, ...], next_id: int,
                 first: int, current: int, left: int, over: bool, winners: tuple[int, ...]) -> None:
        self.players, self.homes, self.lost_for_good, self.rotate = players, homes, lost_for_good, rotate
        self.armies, self.scores, self.lost, self.next_id = armies, scores, lost, next_id
        self.first, self.current, self.left, self.over, self.winners = first, current, left, over, winners

    @classmethod
    def of(cls, state: dict) -> Position:
        armies: list[list[Cube]] = [[] for _ in range(state["players"])]
        for cube in sorted((int(pid), p["seat"], p["at"], p["h"], p["w"], p["act"], p["hit"])
                           for pid, p in state["pieces"].items()):
            armies[cube[SEAT]].append(cube)
        lost = tuple(state.get("lost", [0] * state["players"]))
        return cls(state["players"], tuple(state["homes"]), option(state, "cubes_lost_for_good"),
                   option(state, "rotate_first"), tuple(map(tuple, armies)), tuple(state["scores"]), lost,
                   state["next_id"], state["first"], state["current"], state["left"], state["over"],
                   tuple(state["winners"]))

    @property
    def cubes(self) -> tuple[Cube, ...]:
        """Every cube, in order of id."""
        return tuple(sorted(chain.from_iterable(self.armies)))

    def _with(self, armies: tuple[Army, ...], left: int, lost: tuple[int, ...] | None = None,
              next_id: int | None = None) -> Position:
        return Position(self.players, self.homes, self.lost_for_good, self.rotate, armies, self.scores,
                        self.lost if lost is None else lost, self.next_id if next_id is None else next_id,
                        self.first, self.current, left, self.over, self.winners)


def steps(position: Position, only: Container[int] | None = None) -> list[Step]:
    """Every whole action of the player to act: one per cube that differs from the others (the lowest
    id stands for alike ones, as in the choices), then per order, then per target that differs.
    `only`: the actions of these cubes only."""
    if position.over:
        return []
    seat, armies = position.current, position.armies
    mine = armies[seat]
    reserve = CUBES - sum(map(_HEIGHT, mine)) - position.lost[seat]
    foes = _foes(armies, seat)
    seen = set()
    found: list[Step] = []
    for cube in mine:
        kind = cube[AT:]
        if kind in seen:
            continue
        seen.add(kind)
        if only is None or cube[ID] in only:
            found += _orders(foes, cube, reserve)
    return found


def _orders(foes: dict[str, list[Cube]], cube: Cube, reserve: int) -> list[Step]:
    at = cube[AT]
    found: list[Step] = [(cube[ID], order, None) for order in MOVE_ORDERS[at]]
    kind = board.KIND[at]
    if not cube[ACT] and kind in board.ACTIVATED and at not in foes and (
            cube[WEAPON] < 2 if kind == "armory" else reserve > 0 and (kind == "cube" or cube[HEIGHT] == 1)):
        found.append((cube[ID], "activate", None))
    if not cube[HIT]:
        for planet in REACH[cube[WEAPON]][at]:
            kinds = set()
            for target in foes.get(planet, ()):
                if target[SEAT:AT] + target[HEIGHT:ACT] not in kinds:
                    kinds.add(target[SEAT:AT] + target[HEIGHT:ACT])
                    found.append((cube[ID], ATTACK_ORDERS[planet], target[ID]))
    return found


def play(position: Position, step: Step) -> Position:
    """The position after the whole action `step` (one of `steps(position)`)."""
    seat, order = position.current, step[1]
    army = position.armies[seat]
    index = bisect_left(army, step[0], key=_ID)  # armies are kept in order of id
    cube = army[index]
    to = MOVE_TO.get(order)
    if to is not None:
        return _done(position, _put(army, index, cube[:AT] + (to,) + cube[HEIGHT:]))
    if order == "activate":
        activated = cube[:ACT] + (True, cube[HIT])
        kind = board.KIND[cube[AT]]
        if kind == "armory":
            return _done(position, _put(army, index, activated[:WEAPON] + (cube[WEAPON] + 1,) + activated[ACT:]))
        if kind == "wound":
            return _done(position, _put(army, index, activated[:HEIGHT] + (2,) + activated[WEAPON:]))
        new = (position.next_id, seat, position.homes[seat], 1, 0, False, False)
        return _done(position, _put(army, index, activated) + (new,), next_id=position.next_id + 1)
    target = step[2]
    assert target is not None, "an attack names the cube it hits"
    return _hit(position, _put(army, index, cube[:HIT] + (True,)), target)


def _foes(armies: tuple[Army, ...], seat: int) -> dict[str, list[Cube]]:
    """The other players' cubes by planet, in order of id (none can be hit on an Entrance)."""
    found: dict[str, list[Cube]] = {}
    for other, army in enumerate(armies):
        if other != seat:
            for cube in army:
                if board.KIND[cube[AT]] != "entrance":
                    found.setdefault(cube[AT], []).append(cube)
    for cubes in found.values():
        if len(cubes) > 1:
            cubes.sort()
    return found


def _put(cubes: tuple[Cube, ...], index: int, cube: Cube) -> tuple[Cube, ...]:
    return cubes[:index] + (cube,) + cubes[index + 1:]


def _enlisted(armies: tuple[Army, ...], seat: int, army: Army) -> tuple[Army, ...]:
    """The armies with `seat`'s replaced by `army`."""
    return armies[:seat] + (army,) + armies[seat + 1:]


def _hit(position: Position, army: Army, target_id: int) -> Position:
    """The position after the player to act (whose army is now `army`) hits the cube `target_id`."""
    armies = position.armies
    seat = next(seat for seat, cubes in enumerate(armies) if target_id in map(_ID, cubes))
    hit = armies[seat]
    where = bisect_left(hit, target_id, key=_ID)
    target = hit[where]
    if target[HEIGHT] == 2:
        hit = _put(hit, where, target[:HEIGHT] + (1,) + target[WEAPON:])
    else:
        hit = hit[:where] + hit[where + 1:]
    armies = _enlisted(armies, seat, hit)
    lost = position.lost
    if position.lost_for_good:
        lost = lost[:seat] + (lost[seat] + 1,) + lost[seat + 1:]
    if not hit and sum(map(bool, armies)) == 1:  # the last one standing wins
        after = position._with(_enlisted(armies, position.current, army), position.left, lost)
        after.over, after.winners = True, (position.current,)
        return after
    return _done(position, army, lost, armies=armies)


def _done(position: Position, army: Army, lost: tuple[int, ...] | None = None,
          next_id: int | None = None, armies: tuple[Army, ...] | None = None) -> Position:
    """The position after an action of the player to act, whose army is now `army` (`armies`: the
    others, when one of them changed too): the next action of the turn, or the next player's turn (and
    the round's scoring when it comes round to the first player)."""
    seat, left = position.current, position.left - 1
    if not left and (True in map(_ACT, army) or True in map(_HIT, army)):  # only the player to act used cubes
        army = tuple(cube if not (cube[ACT] or cube[HIT]) else cube[:ACT] + (False, False) for cube in army)
    armies = _enlisted(armies or position.armies, seat, army)
    after = position._with(armies, left, lost, next_id)
    if left:
        return after
    after.left = ACTIONS_PER_TURN
    while not after.over:
        after.current = (after.current + 1) % after.players
        if after.current == after.first:
            _end_round(after)
        if armies[after.current]:
            break
    return after


def _end_round(position: Position) -> None:
    gains = points_of(position.players, held(map(_PLACE, chain.from_iterable(position.armies))))
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
