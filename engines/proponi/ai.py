"""Proponi AI seats. "random" picks any legal action. "smart" scores each action by rules of thumb:
coins now, coins its cubes will earn later, the floors' health at the year's end (savings, emergencies)
and, above all, a purse that must not be empty when the next year starts (everybody would lose)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from engines.base import Action, Game, Rng
from engines.proponi import cards, flow, play
from engines.proponi.state import State, cube_seats, emergencies, installed, parse_square
from engines.search import Budget

FUTURE_COIN = 0.7  # a cube on a proposed or designed card, worth a coin when it is installed
BROKE = 30.0  # what an empty purse at the next year's start costs everyone
NEVER = -1000.0
SHARED = 0.35  # the building's health helps every player alike
RESCUE = 1.5  # ... but when the purse or a floor is in danger, everybody's game is at stake



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


# ---- the expert's search (engines/search.py) ------------------------------------------------

# Each seat's final score predicted at the start of a year from its coins and its cubes on installed
# systems, on designed cards (paid when installed) and on proposed cards: least squares over the year
# starts of 250 smart games per player count (seeds 500000-500249, games where the purse ran dry left
# out); per players, per year: (constant, coins, installed cubes, designed cubes, proposed cubes).
VALUE_WEIGHTS = {
    3: {3: (11.54, 0.75, 1.92, -0.13, 0.16), 4: (8.58, 0.78, 2.24, -0.20, 0.31), 5: (5.38, 1.06, 1.63, -0.08, 0.61),
        6: (2.95, 1.16, 1.28, 0.04, 0.71), 7: (1.59, 1.21, 0.84, 0.19, 0.35), 8: (0.61, 1.17, 0.54, 0.22, 0.33),
        9: (-0.73, 1.13, 0.42, 0.27, 0.17)},
    4: {3: (14.28, 1.16, 1.06, 0.30, 0.20), 4: (11.72, 1.05, 1.31, 0.12, 0.34), 5: (8.77, 1.13, 1.17, 0.06, 0.56),
        6: (5.60, 1.26, 0.82, 0.29, 0.44), 7: (3.46, 1.22, 0.63, 0.42, 0.52), 8: (1.42, 1.17, 0.49, 0.52, 0.53),
        9: (0.05, 1.09, 0.45, 0.40, 0.26)},
    5: {3: (16.45, 1.10, 0.74, 0.45, 0.46), 4: (14.03, 1.13, 0.52, 0.41, 0.66), 5: (11.35, 1.17, 0.48, 0.32, 0.72),
        6: (8.68, 1.15, 0.42, 0.49, 0.82), 7: (6.36, 1.11, 0.34, 0.65, 0.76), 8: (4.35, 1.05, 0.31, 0.66, 0.61),
        9: (1.81, 1.03, 0.30, 0.59, 0.40)},
    6: {3: (16.66, 0.95, 0.61, 0.44, 0.50), 4: (14.38, 1.06, 0.41, 0.41, 0.77), 5: (12.03, 1.11, 0.28, 0.47, 0.81),
        6: (9.39, 1.07, 0.32, 0.72, 0.96), 7: (7.19, 1.05, 0.27, 0.75, 0.91), 8: (4.60, 1.02, 0.31, 0.83, 0.82),
        9: (1.80, 1.01, 0.33, 0.75, 0.68)},
}
VALUE_SCALE = 2.0  # a predicted lead of this many coins makes a win likely (~73 %) in the search
BROKE_LEAD = 100.0  # an empty purse: everybody loses, worth nothing to the seat whatever its coins


def value_features(s: State, seat: int) -> list[float]:
    """The seat's figures the position value weighs (after the constant, in VALUE_WEIGHTS' order)."""
    designed = proposed = 0
    for floor in s["board"]:
        for place in floor:
            designed += cube_seats(place["c2"]).count(seat) if place["c2"] else 0
            proposed += cube_seats(place["c1"]).count(seat) if place["c1"] else 0
    on_installed = sum(cube_seats(card).count(seat) for card in installed(s))
    return [1.0, s["coins"][seat], on_installed, designed, proposed]


def predicted_scores(s: State) -> list[float]:
    """Each seat's final score as predicted from the position (the score itself once the game is over,
    or in a year no model is fitted for)."""
    weights = VALUE_WEIGHTS.get(s["players"], {}).get(s["year"])
    if s["over"] or weights is None:
        return [float(x) for x in flow.scores(s)]
    return [sum(w * x for w, x in zip(weights, value_features(s, seat), strict=True)) for seat in range(s["players"])]


def seat_value(seat: int, _game: Game, s: State) -> list[float]:
    """The position value for `seat`'s search: predicted scores, and nothing for it when the purse ran dry."""
    values = predicted_scores(s)
    if s["broke"]:
        values[seat] -= BROKE_LEAD
    return values


def year_cut(root: State, now: State) -> bool:
    """Where a playout stops and is valued: as the year after next starts (the point the value was fitted on)."""
    return now["year"] >= root["year"] + 2


EXPERT = Budget(candidates=3, deals=30, horizon=0, scale=VALUE_SCALE, margin=0.1, crowd=4, cut=year_cut, smooth=True)


def expert_budget(s: State, seat: int) -> Budget:
    """The search for `seat`: EXPERT valuing positions for that seat (an empty purse is its loss too)."""
    return replace(EXPERT, value=partial(seat_value, seat))
