"""AI seats. "random" picks any action (touching standing orders only now and then); "smart" buys
what it can afford and will use, places its dice for the most damage and energy, and defends when hit."""

from __future__ import annotations

from functools import cache
from itertools import combinations, product

from engines.base import Rng
from engines.moonbots import expert, moves, reactions
from engines.moonbots.cards import CARDS, TURN_GAIN_CAP, Card
from engines.moonbots.reactions import free_play, weapon_use
from engines.moonbots.state import State, can_build, neighbours, owner
from engines.moonbots.turns import built_card, dice_choices, part_card, price
from engines.search import Budget

GAIN_WORTH = 0.8  # one energy gained is worth a little less than one hit dealt
SAFE_ENERGY = 3  # the smart AI keeps this much energy after a purchase
BUY_FACTOR = 3.0  # a card is bought when its expected worth per turn times this beats its price
SLOT_ORDER = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg", "board")
UPGRADE_WORTH = {"extra_die": 0.9, "reroll": 0.5, "fist_guard": 0.4, "missile_guard": 0.4}
WEAPON_WORTH = 0.45


def choose(s: State, seat: int, rng: Rng, level: str) -> str:
    found = [a.id for a in moves.actions(s, seat, labels=False)]
    plays = [a for a in found if not a.startswith("order:")]
    if level == "random":
        return rng.choice(found if rng.randrange(50) == 0 else plays)
    if s["window"]:
        return reactions.answer(s, seat, plays)
    return STEPS[s["phase"]](s, plays)


# The active robot's steps


def _buy_step(s: State, plays: list[str]) -> str:
    seat = owner(s, s["active"])
    for weapon in ("look_closer", "extra_upgrade"):
        if found := weapon_use(s, plays, weapon):
            return found[0]
    if played := free_play(s, seat, plays):
        return played
    buys = sorted(((_buy_score(s, a), a) for a in plays if a.startswith("buy:")), reverse=True)
    if buys and buys[0][0] > 0:
        if (market := weapon_use(s, plays, "black_market")) and _row_price(s, buys[0][1]) >= 2:
            return market[0]
        return buys[0][1]
    if (more := weapon_use(s, plays, "supermarket")) and s["t"]["buys"] == 0:
        return more[0]
    return "roll"


def _row_price(s: State, action: str) -> int:
    row, col = int(action[5]) - 1, int(action[7]) - 1
    return price(s, row, s["market"][row][col])


def _buy_score(s: State, action: str) -> float:
    row, col = int(action[5]) - 1, int(action[7]) - 1
    robot = s["robots"][s["active"]]
    cost = _row_price(s, action)
    if robot["energy"] - cost < SAFE_ENERGY:
        return -1.0
    return card_worth(robot, CARDS[s["market"][row][col]]) * BUY_FACTOR - cost


def card_worth(robot: dict, card: Card) -> float:
    """Expected worth per turn of a card to this robot."""
    if card.kind == "weapon":
        return WEAPON_WORTH
    dice = min(4, 2 + sum(CARDS[u].upgrade == "extra_die" for u in robot["upgrades"]))
    if card.upgrade in ("fist_plus", "missile_plus"):
        kind = 2 if card.upgrade == "fist_plus" else 3
        parts = [part_card(robot, x) for x in SLOT_ORDER]
        return min(1.0, sum(_chance(c.id, dice) for c in parts if c and c.effects[kind]))
    if card.kind == "upgrade":
        return UPGRADE_WORTH[card.upgrade]
    gain, lose, fist, missile = card.effects
    return _chance(card.id, dice) * (fist + missile + GAIN_WORTH * gain - lose)


@cache
def _chance(card_id: str, dice: int) -> float:
    card = CARDS[card_id]
    rolls = list(product(range(1, 7), repeat=dice))
    size = card.dice_needed
    hits = sum(any(tuple(sorted(c)) in card.accepts for c in combinations(roll, size)) for roll in rolls)
    return hits / len(rolls)


def _place_step(s: State, plays: list[str]) -> str:
    if stronger := weapon_use(s, plays, "stronger"):
        return stronger[0]
    worth, first = best_plan(s)
    if first and worth > 0:
        return f"act:{first[0]}"
    if "reroll" in plays:
        return "reroll"
    if (adjust := weapon_use(s, plays, "adjustment")) and _best_adjustment(s)[0] > 0:
        return adjust[0]
    seat = owner(s, s["active"])
    return free_play(s, seat, plays) or "end"


def best_plan(s: State) -> tuple[float, tuple | None]:
    """The most valuable way to place the unused dice: (worth, (slot, dice) of the first placement)."""
    r = s["active"]
    robot = s["robots"][r]
    upgrades = {CARDS[u].upgrade for u in robot["upgrades"]}
    used = {d[1] for d in robot["dice"]}
    slots = [x for x in SLOT_ORDER if x not in used and part_card(robot, x)]
    room = min(TURN_GAIN_CAP - s["t"]["gained"], 18 - robot["energy"])
    return _plan(robot, tuple(slots), upgrades, room)


def _plan(robot: dict, slots: tuple, upgrades: set, room: int) -> tuple[float, tuple | None]:
    best: tuple[float, tuple | None] = (0.0, None)
    for k, slot in enumerate(slots):
        card = built_card(robot, slot)
        gain, lose, fist, missile = card.effects
        if lose >= robot["energy"]:
            continue
        hits = fist + missile + (fist > 0 and "fist_plus" in upgrades) + (missile > 0 and "missile_plus" in upgrades)
        worth = hits + GAIN_WORTH * min(gain, room) - lose
        for way in dice_choices(robot, card):
            for i in way:
                robot["dice"][i][1] = slot
            rest, _ = _plan(robot, slots[k + 1 :], upgrades, room - min(gain, room))
            for i in way:
                robot["dice"][i][1] = None
            if worth + rest > best[0]:
                best = (worth + rest, (slot, way))
    return best


def _best_adjustment(s: State) -> tuple[float, str]:
    dice = s["robots"][s["active"]]["dice"]
    best = (0.0, "back")
    for i, (value, on) in enumerate(dice):
        for step, word in ((1, "up"), (-1, "down")):
            if on is None and 1 <= value + step <= 6:
                dice[i][0] = value + step
                worth = best_plan(s)[0]
                dice[i][0] = value
                if worth > best[0]:
                    best = (worth, f"adjust:{i}:{word}")
    return best


def _dice_step(s: State, plays: list[str]) -> str:
    """Put on the chosen part the dice that leave the best placements for the others."""
    dice = s["robots"][s["active"]]["dice"]
    best = (-1.0, plays[0])
    for action in plays:
        if action.startswith("dice:"):
            way = [int(i) for i in action[5:].split("-")]
            for i in way:
                dice[i][1] = s["t"]["pick"]
            best = max(best, (best_plan(s)[0], action))
            for i in way:
                dice[i][1] = None
    return best[1]


def _reroll_step(s: State, plays: list[str]) -> str:
    pairs = [a for a in plays if "-" in a]
    return (pairs or plays)[0]


def _adjust_step(s: State, plays: list[str]) -> str:
    return _best_adjustment(s)[1]


def _search_step(s: State, plays: list[str]) -> str:
    robot = s["robots"][s["active"]]
    if plays[0].startswith("look:"):
        parts = [CARDS[c] for c in s["pile"] if CARDS[c].kind == "part" and can_build(robot, CARDS[c])]
        return "look:" + max(parts, key=lambda c: card_worth(robot, c)).slot
    return max(plays, key=lambda a: card_worth(robot, CARDS[a.split(":")[1]]))


def _aim_step(s: State, plays: list[str]) -> str:
    """Finish off a robot the remaining attacks can knock out; otherwise hit the strongest neighbour."""
    targets = neighbours(s, s["active"])
    energy = {r: s["robots"][r]["energy"] for r in targets}
    within = [r for r in targets if energy[r] <= len(s["t"]["aim"])]
    chosen = min(within, key=energy.__getitem__) if within else max(targets, key=energy.__getitem__)
    return f"aim:{chosen}"


STEPS = {
    "buy": _buy_step,
    "place": _place_step,
    "dice": _dice_step,
    "reroll": _reroll_step,
    "adjust": _adjust_step,
    "search": _search_step,
    "aim": _aim_step,
}


# ---- the expert's search (engines/search.py) ---------------------------------------------------------


def expert_value(_game: object, s: State) -> list[float]:
    """Energy of a seat's robots still standing, plus a little for built parts and weapons."""
    worth = [0.0] * s["players"]
    for robot in s["robots"]:
        if not robot["out"]:
            built = sum(1 for part in robot["parts"].values() if part)
            worth[robot["owner"]] += robot["energy"] + 0.6 * built + 0.3 * len(robot["upgrades"]) \
                + 0.4 * len(robot["weapons"])
    return worth


# The smart AI's picks hardly vary, so up to 7 candidates are screened on 5 deals and the smart pick and
# the best 2 others go on to 14 more. At 2 players a playout stops after 8 sittings (4 rounds) and is
# valued by the duels' odds (engines/moonbots/expert.py); at 3-4 players after 60 moves, valued by the
# energy lead.
EXPERT = Budget(candidates=7, deals=14, horizon=60, value=expert.expert_value, scale=expert.VALUE_SCALE,
                margin=0.05, others=5, screen=5, keep=2, cut=expert.turns_cut)


def expert_budget(s: State, seat: int) -> Budget | None:
    """The search for this decision; None: the smart pick (asked on a deal, as the search asks it). At
    2 players only a choice with a card to buy is searched: that is where the search beats the smart
    AI (2 players, 383 decisions of smart games, each choice valued by 200 playouts to the end: +3.5
    points of winning per searched buy, -0.1 per other decision, half the CPU). 3-4 players: every choice."""
    if s["players"] != 2 or any(a.id.startswith("buy:") for a in moves.actions(s, seat, labels=False)):
        return EXPERT
    return None

