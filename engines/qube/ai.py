"""Qube Attack AI seats.

"random" picks uniformly among the legal choices (never "back"). "smart" plays every whole action
it could take now (cube, order, target) on a lean copy of the position (lean.py), and keeps the one
whose position scores best against the strongest rival. When the turn has another action left, the
most promising few first actions are each followed by the second actions worth trying after them:
every action of the cubes the first one moved, changed or brought in, and the best other actions on
their own (another cube's action rarely depends on the first one). A position counts points (scored,
and what the moons would give now), cubes and weapons on the board, exposure to enemy weapons, and
for each cube the best errand in reach: a moon its player does not hold, an Armory, a Wound or Cube
planet, an enemy cube on a moon.
"""

from __future__ import annotations

from functools import lru_cache

from engines.base import Game, Rng
from engines.qube import board, lean
from engines.qube.engine import ALIKE, CUBES, choice_ids, points_of
from engines.qube.lean import AT, ID, SEAT, Army, Position, Step
from engines.search import Budget

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
SECOND = 5  # the best actions on their own, tried as the second action after each of those
WIN = 1e6

# The expert's search (engines/search.py): no hidden information, so one deal; playouts cut after 60
# moves and valued by the score lead (3 points make a win likely).
EXPERT = Budget(candidates=4, deals=1, horizon=60, scale=3.0, others=3)


def choose(game: Game, state: dict, seat: int, rng: Rng, level: str = "smart") -> str:
    options = [option for option in choice_ids(state, seat) if option != "back"]
    if level == "random" or len(options) == 1:
        return rng.choice(options)
    position = Position.of(state)
    chosen = tuple(state["pieces"][state["sel"]][f] for f in ALIKE) if state["sel"] is not None else None
    tried = _tried(position, seat)
    valued = tried.valued if chosen is None else [
        item for item in tried.valued if _open(state, chosen, position, item[1])]
    ranked = sorted(((value + _noise(rng), step, after) for value, step, after in valued), key=_first)
    if state["left"] == 1:
        return _first_step(state, options, ranked[-1][1])
    best = max(ranked[-BEAM:], key=lambda item: tried.best_next(item[1], item[2]) + _noise(rng))
    return _first_step(state, options, best[1])


def _first(item: tuple) -> float:
    return item[0]


def _noise(rng: Rng) -> float:
    return NOISE * rng.randrange(1001) / 1000


def _open(state: dict, chosen: tuple | None, position: Position, step: Step) -> bool:
    """Whether the whole action `step` goes on from the micro-steps already taken in `state` (the cube
    chosen, the planet aimed at, the player whose cubes are the targets)."""
    if chosen is None:
        return True
    cube = _cube(position, step[0])
    if cube[AT:] != chosen:
        return False
    if state["aim"] is None:
        return True
    if step[1] != f"attack:{state['aim']}":
        return False
    return state["foe"] is None or step[2] is not None and _cube(position, step[2])[SEAT] == state["foe"]


def _cube(position: Position, cube_id: int) -> lean.Cube:
    return next(cube for army in position.armies for cube in army if cube[ID] == cube_id)


def _first_step(state: dict, options: list[str], step: Step) -> str:
    """The choice that starts (or goes on with) the whole action `step` in `state`."""
    cube_id, order, target = step
    if state["sel"] is None:
        return f"cube:{cube_id}"
    if state["aim"] is None:
        return order
    hit = f"hit:{target}"
    return hit if hit in options else f"foe:{state['pieces'][str(target)]['seat']}"


class _Tried:
    """What the search learns of one position for the seat to act, kept (per position) because each
    micro-step of the chosen action asks again: every whole action played and valued (value, step,
    after) in the order of `lean.steps`, and the best value the turn's second action reaches after
    each first action looked at more deeply."""

    __slots__ = ("position", "seat", "valued", "_alone", "_next")

    def __init__(self, position: Position, seat: int) -> None:
        self.position, self.seat = position, seat
        self.valued = [(_value(after, seat), step, after)
                       for step in lean.steps(position) for after in (lean.play(position, step),)]
        self._alone: frozenset[tuple[int, str]] | None = None
        self._next: dict[Step, float] = {}

    def alone(self) -> frozenset[tuple[int, str]]:
        """The best whole actions on their own, as (cube, order): the second actions worth trying
        after a first one with another cube (another cube's action rarely depends on the first one)."""
        if self._alone is None:
            self._alone = frozenset(step[:2] for _, step, _ in sorted(self.valued, key=_first)[-SECOND:])
        return self._alone

    def best_next(self, step: Step, position: Position) -> float:
        """The best value the second action of the turn reaches from `position`, after the first
        action `step`: every action of the cubes `step` changed or brought in, and the best other
        actions on their own; every second action when none of those is open."""
        seat = self.seat
        if position.over or position.current != seat:
            return _value(position, seat)
        value = self._next.get(step)
        if value is None:
            changed = {cube[ID] for cube in set(position.armies[seat]).difference(self.position.armies[seat])}
            alone = self.alone()
            wanted = changed | {cube_id for cube_id, _ in alone}
            seconds = [second for second in lean.steps(position, wanted)
                       if second[0] in changed or second[:2] in alone] or lean.steps(position)
            value = self._next[step] = max(_value(lean.play(position, second), seat) for second in seconds)
        return value


def _tried(position: Position, seat: int) -> _Tried:
    key = (seat, position.players, position.armies, position.scores, position.lost, position.first,
           position.current, position.left, position.over)  # all a position holds but the options (kept all game)
    found = _TRIED.get(key)
    if found is None:
        if len(_TRIED) >= TRIED_KEPT:
            _TRIED.clear()
        found = _TRIED[key] = _Tried(position, seat)
    return found


_TRIED: dict[tuple, _Tried] = {}
TRIED_KEPT = 16  # the micro-steps of one action ask one after the other; more kept would only weigh on memory


def _value(position: Position, seat: int) -> float:
    """The position's value to `seat`: its strength against the strongest rival's. Many trial positions
    repeat (actions in another order, alike cubes), so the value is kept per (seat, scores, armies)."""
    if position.over:
        return WIN if seat in position.winners else -WIN
    key = (seat, position.scores, position.armies)
    value = _VALUES.get(key)
    if value is None:
        strength = _strengths(seat, position.players, position.scores, position.armies)
        value = strength[seat] - RIVAL * max(strength[:seat] + strength[seat + 1:])
        if len(_VALUES) >= VALUES_KEPT:
            _VALUES.clear()
        _VALUES[key] = value
    return value


_VALUES: dict[tuple, float] = {}
VALUES_KEPT = 1 << 13


def _strengths(me: int, players: int, scores: tuple[int, ...], armies: tuple[Army, ...]) -> list[float]:
    """Each seat's position value (`me`: the seat asking, which fears enemy weapons more). A seat's value
    is kept per army and what else it depends on, as most armies are the same tuples from one trial
    position to the next: with no cube exposed, being the seat asking changes nothing, and without a
    weapon, the moons the others hold change nothing."""
    _, on_board, reach, held, places = zip(*[_SUMMARIES.get(id(army)) or _summary(army) for army in armies])
    expected, hunted = _claimed(players, held)
    enemy = _others(reach)
    strength = []
    for seat, army in enumerate(armies):
        exposed = enemy[seat] & places[seat]
        key = (id(army), seat == me and exposed != 0, exposed, hunted[seat] if reach[seat] else 0, scores[seat],
               expected[seat])
        kept = _STRENGTHS.get(key)  # the entry holds the army: no other tuple can take its id meanwhile
        strength.append(kept[1] if kept else _strength(key, army, on_board[seat], held[seat]))
    return strength


def _summary(army: Army) -> tuple[Army, int, int, int, int]:
    """(army, cubes on the board, planets its weapons can hit, moons held, planets stood on; a bit per
    planet or moon), kept per army."""
    on_board = reach = held = places = 0
    for _, _, at, height, weapon, _, _ in army:
        on_board += height
        _, bit, moon = PLANET_INFO[at]
        reach |= REACH_BITS[weapon][at]
        held |= moon
        places |= bit
    if len(_SUMMARIES) >= SUMMARIES_KEPT:
        _SUMMARIES.clear()
    kept = _SUMMARIES[id(army)] = (army, on_board, reach, held, places)  # it holds the army: see _strengths
    return kept


_SUMMARIES: dict[int, tuple] = {}
SUMMARIES_KEPT = 1 << 13


def _strength(key: tuple, army: Army, on_board: int, held: int) -> float:
    """A seat's position value, for the `key` of _strengths: (army, mine, exposed, hunted, score,
    expected), its cubes on the board and the moons it holds."""
    _, mine, exposed, hunted, score, expected = key
    strength = POINT * score + INCOME * expected + ARMY_VALUE[on_board]
    spare = on_board < CUBES
    table = _table(mine, spare, held, hunted)
    anchored = 0
    for _, _, at, height, weapon, _, _ in army:
        place, bit, moon = PLANET_INFO[at]
        number = place + 12 * height + 4 * weapon  # a number for (planet, height, weapon, exposed, anchor)
        if exposed & bit:  # an enemy weapon can reach it
            number += EXPOSED_KEY
        if moon and not anchored & moon:  # the cube that holds its player's moon
            anchored |= moon
            number += ANCHOR_KEY
        value = table.get(number)
        if value is None:
            value = table[number] = _cube_value(number, at, height, weapon, mine, spare, held, hunted)
        strength += value
    if len(_STRENGTHS) >= STRENGTHS_KEPT:
        _STRENGTHS.clear()
    _STRENGTHS[key] = (army, strength)
    return strength


_STRENGTHS: dict[tuple, tuple[tuple, float]] = {}
STRENGTHS_KEPT = 1 << 14


@lru_cache(maxsize=1 << 12)
def _others(bits: tuple[int, ...]) -> list[int]:
    """For each seat, the union of the other seats' `bits` (kept: most positions of a search share them)."""
    once = twice = 0
    for mine in bits:
        twice |= once & mine
        once |= mine
    return [once & ~mine | twice for mine in bits]


def _cube_value(number: int, at: str, height: int, weapon: int, mine: bool, spare: bool, taken: int,
                hunted: int) -> float:
    """A cube's worth: its weapon, less what it stands to lose where exposed, plus its errand unless
    it holds its player's moon."""
    value = WEAPON[weapon]
    if number & EXPOSED_KEY:
        value -= (EXPOSED if mine else EXPOSED_RIVAL) * STAKE[at, height, weapon]
    if not number & ANCHOR_KEY:
        value += _errand(at, height, weapon, spare, taken, hunted)
    return value


def _table(mine: bool, spare: bool, taken: int, hunted: int) -> dict[int, float]:
    """The values of a seat's cubes, by the number of (planet, height, weapon, exposed, holding a moon), for a
    seat that is the one asking or not, has cubes to spare or not, and holds the moons `taken` while
    others hold `hunted` (a bit per moon): the same cubes in the same places are worth the same in many
    positions."""
    key = (mine, spare, taken, hunted)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= TABLES_KEPT:
            _TABLES.clear()
        table = _TABLES[key] = {}
    return table


_TABLES: dict[tuple, dict[int, float]] = {}
TABLES_KEPT = 1 << 12  # each holds up to 31 planets x 24 kinds of cube (most a few dozen)
EXPOSED_KEY, ANCHOR_KEY = 2, 1  # in a cube's number, after 12 x height + 4 x weapon (up to 35)
PLANET_BIT = {at: 1 << index for index, at in enumerate(board.PLANETS)}
MOON_BIT = {moon: 1 << index for index, moon in enumerate(board.POINTS_AT)}
REACH_BITS = [{at: sum(PLANET_BIT[p] for p in planets) for at, planets in reach.items()} for reach in lean.REACH]
PLANET_INFO = {at: (36 * index, PLANET_BIT[at], MOON_BIT.get(at, 0)) for index, at in enumerate(board.PLANETS)}


@lru_cache(maxsize=1 << 12)
def _claimed(players: int, held: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """For the moons each seat holds (a bit per moon): what each seat would score now, and the moons
    others hold."""
    expected = points_of(players, {moon: [s for s in range(players) if held[s] & bit] for moon, bit in MOON_BIT.items()
                                   if any(h & bit for h in held)})
    hunted = _others(held)
    return expected, hunted


def _army(cubes: int) -> float:
    return CUBE * (min(cubes, ARMY) + max(cubes - ARMY, 0) / 4)


def _at_stake(at: str, height: int, weapon: int) -> float:
    """What one hit takes: a cube, and for a single cube its weapon and the moon it may hold."""
    if height == 2:
        return CUBE
    return CUBE + WEAPON[weapon] + INCOME * board.POINTS_AT.get(at, 0)


def _errand(at: str, height: int, weapon: int, spare: bool, taken: int, hunted: int) -> float:
    """What the best errand within reach is worth to a cube that is not holding a moon, when its
    player holds the moons `taken` and other players the moons `hunted` (a bit per moon)."""
    best = max(MOON_ERRANDS[at][taken], HUNT_ERRANDS[weapon][at][hunted], GAIN_ERRANDS[at, height, weapon, spare])
    return 0.0 if best == NONE else best


def _moon_errands(weapon: int) -> dict[str, list[float]]:
    """Per planet and set of moons (a bit each, 0 to 127), the best moon errand (NONE if none): holding
    a moon not in the set, or with a `weapon`, hunting the cubes on a moon in the set."""
    found = {}
    for at, distance in board.DISTANCE.items():
        if weapon:
            errands = sorted(((ERRAND["hunt"] * CUBE - STEP * max(distance[m] - weapon + 1, 0), bit)
                              for m, bit in MOON_BIT.items() if m in distance), reverse=True)
        else:
            errands = sorted(((ERRAND["moon"] * board.POINTS_AT[m] - STEP * distance[m], bit)
                              for m, bit in MOON_BIT.items() if m in distance), reverse=True)
        wanted = 0 if weapon else ALL_MOONS  # a bit of the set that the errand looks for
        found[at] = [next((value for value, bit in errands if (moons ^ wanted) & bit), NONE)
                     for moons in range(ALL_MOONS + 1)]
    return found


def _gain_errand(at: str, height: int, weapon: int, spare: bool) -> float:
    """The best errand to an Armory, a Wound or a Cube planet (NONE when none gives anything)."""
    gains = {
        "armory": WEAPON[min(weapon + 1, 2)] - WEAPON[weapon],
        "wound": CUBE if height == 1 and spare else 0.0,
        "cube": CUBE if spare else 0.0,
    }
    return max((ERRAND[kind] * gain - STEP * NEAREST[kind][at] for kind, gain in gains.items() if gain), default=NONE)


def _nearest(kind: str) -> dict[str, int]:
    return {
        start: min(d for pid, d in distances.items() if board.KIND[pid] == kind)
        for start, distances in board.DISTANCE.items()
    }


NEAREST = {kind: _nearest(kind) for kind in board.ACTIVATED}
ARMY_VALUE = [_army(cubes) for cubes in range(CUBES + 1)]
STAKE = {(at, h, w): _at_stake(at, h, w) for at in board.PLANETS for h in (1, 2) for w in (0, 1, 2)}
NONE = float("-inf")  # no errand
ALL_MOONS = (1 << len(MOON_BIT)) - 1
MOON_ERRANDS = _moon_errands(0)
HUNT_ERRANDS = ({at: [NONE] * (ALL_MOONS + 1) for at in board.PLANETS}, _moon_errands(1), _moon_errands(2))
GAIN_ERRANDS = {(at, h, w, spare): _gain_errand(at, h, w, spare)
                for at in board.PLANETS for h in (1, 2) for w in (0, 1, 2) for spare in (False, True)}
