"""Proponi AI seats. "random" picks any legal action. "smart" scores each action by rules of thumb:
coins now, coins its cubes will earn later, the floors' health at the year's end (savings, emergencies)
and, above all, a purse that must not be empty when the next year starts (everybody would lose)."""

from __future__ import annotations

from engines.base import Action, Game, Rng
from engines.proponi import cards, play
from engines.proponi.state import State, cube_seats, emergencies, installed, parse_square
from engines.search import Budget

FUTURE_COIN = 0.7  # a cube on a proposed or designed card, worth a coin when it is installed
BROKE = 30.0  # what an empty purse at the next year's start costs everyone
NEVER = -1000.0
SHARED = 0.35  # the building's health helps every player alike
RESCUE = 1.5  # ... but when the purse or a floor is in danger, everybody's game is at stake

# The expert's search (engines/search.py): games played to the end; a bigger table's playouts are longer,
# so past 4 players fewer deals (8 at 5, 7 at 6) keep a decision within half a second of CPU.
EXPERT = Budget(candidates=3, deals=10, horizon=0, margin=0.05, crowd=4)


def choose(game: Game, state: State, seat: int, rng: Rng, level: str) -> str:
    actions = game.actions(state, seat)
    if level == "random":
        return rng.choice(actions).id
    scored = [(_score(state, seat, action) + rng.randrange(1000) / 1e6, action.id) for action in actions]
    return max(scored)[1]


def _score(s: State, seat: int, action: Action) -> float:
    verb, _, arg = action.id.partition(":")
    if verb == "card":
        return _card_value(s, seat, arg)
    return SCORERS.get(verb, _nothing)(s, seat, arg)


def _card_value(s: State, seat: int, kind: str) -> float:
    if kind not in cards.ROLES:
        return 0.6
    return max(_score(s, seat, a) for a in play.use_actions(s, seat, kind))


def _nothing(s: State, seat: int, arg: str) -> float:
    return -1.0


def _back(s: State, seat: int, arg: str) -> float:
    return NEVER


# ---- the building's health and purse -------------------------------------------------------


def _health_value(h: int) -> float:
    return (1.0 if h >= 4 else 0.0) + (1.0 if h == cards.HEALTH_MAX else 0.0) - (1.5 if h == 1 else 0.0) + 0.15 * h


def _raise(s: State, floor: int, by: int) -> float:
    h = s["health"][floor]
    after = min(cards.HEALTH_MAX, h + by)
    care = SHARED + (RESCUE if _purse_risk(s, 0) or h == cards.EMERGENCY else 0.0)
    return care * (_health_value(after) - _health_value(h))


def _purse_risk(s: State, spend: int) -> float:
    """The cost of spending `spend` from the purse if the year might then end with it empty."""
    if s["year"] == s["last_year"] and s["round"] == 2:
        return 0.0
    left = s["purse"] - spend
    savings = sum(1 if h >= 4 else -1 if h == 1 else 0 for h in s["health"])
    savings += sum(cards.PART[c["part"]].green for c in installed(s))
    margin = left + savings
    return BROKE if margin <= 0 else (BROKE / 4 if margin == 1 else 0.0)


# ---- scoring each use ----------------------------------------------------------------------


def _propose(s: State, seat: int, arg: str) -> float:
    cubes = min(2, s["cubes"][seat])
    return 0.4 + FUTURE_COIN * cubes * (0.6 if s["year"] >= s["last_year"] - 1 else 1.0)


def _design(s: State, seat: int, arg: str) -> float:
    floor, row = parse_square(arg)
    card = s["board"][floor][row]["c1"]
    from_purse = 0 if play.bank_pays(s, cards.DESIGN_BANK) else min(1, s["purse"])
    paid = 1.0 if play.bank_pays(s, cards.DESIGN_BANK) or s["purse"] else 0.0
    future = FUTURE_COIN if s["cubes"][seat] else 0.0
    done = 0.3 if len(card["b"]) + 1 >= cards.PART[card["part"]].blue else 0.0
    return paid + future + done - _purse_risk(s, from_purse)


def _install(s: State, seat: int, arg: str) -> float:
    floor, row = parse_square(arg)
    card = s["board"][floor][row]["c2"]
    part = cards.PART[card["part"]]
    mine = cube_seats(card).count(seat) + (1 if s["cubes"][seat] else 0)
    cost = play.purse_cost(s, seat, card)
    green = part.green * max(0, s["last_year"] - s["year"]) * 0.3 if part.kind == cards.SYSTEM else 0.0
    return mine + _raise(s, floor, play.install_health(s, part)) + green - _purse_risk(s, cost) + 0.2


def _mend(s: State, seat: int, arg: str) -> float:
    floor = int(arg) - 1
    return _raise(s, floor, 1) + (0.5 if floor in emergencies(s) else 0.0)


def _rival(s: State, seat: int, arg: str) -> float:
    targets = play.rival_targets(s, seat)
    return max(_hit(s, seat, f"{f + 1}{cards.ROWS[r]}{c[1]}") for f, r, c in targets)


def _hit(s: State, seat: int, arg: str) -> float:
    floor, row = parse_square(arg[:2])
    card = s["board"][floor][row][f"c{arg[2]}"]
    others = sum(1 for x in cube_seats(card) if x != seat)
    return 1.0 + FUTURE_COIN * others * 0.8 - 0.6


def _fetch(s: State, seat: int, arg: str) -> float:
    role = arg.split(":")[0]
    return max((_score(s, seat, a) for a in play.use_actions(s, seat, role)), default=0.0)


def _swap(s: State, seat: int, arg: str) -> float:
    return 0.5


def _put(s: State, seat: int, arg: str) -> float:
    """A free square on a low floor; replacing a card costs my cubes on it. The Tornaconto coin comes
    from the building's purse: worth a coin to me, weighed against the risk of an empty purse."""
    floor, row = parse_square(arg)
    part = cards.PART[s["step"]["queue"][0]]
    there = s["board"][floor][row]["c1" if part.kind == cards.SYSTEM else "c2"]
    if there is None:
        return 1.0 + 0.1 * (cards.HEALTH_MAX - s["health"][floor])
    coin = 0.0
    if s["opts"]["tornaconto"] and there["y"] not in (None, seat) and s["purse"]:
        coin = 0.5 - _purse_risk(s, 1)
    return -cube_seats(there).count(seat) + coin


SCORERS = {
    "back": _back, "propose": _propose, "design": _design, "install": _install, "direct": _install,
    "mend": _mend, "rival": _rival, "hit": _hit, "fetch": _fetch, "swap": _swap, "put": _put,
}
