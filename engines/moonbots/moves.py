"""The actions a seat is offered at each micro-step, and carrying one out."""

from __future__ import annotations

from engines.base import Action, Event
from engines.i18n import Msg, fitted
from engines.moonbots import turns, weapons
from engines.moonbots.cards import BOARD, CARDS, SLOTS, WINDOW_ORDERS, condition_text, effects_text
from engines.moonbots.state import State, build, can_build, name, neighbours, owner, say
from engines.moonbots.texts import text

ORDER_CHOICES = sum(len(choices) - 1 for choices in WINDOW_ORDERS.values())  # offered beside every step
SEARCH_LIST = 25 - ORDER_CHOICES  # a longer search list asks for the slot first


def pending(s: State) -> list[int]:
    if s["over"]:
        return []
    if s["window"]:
        return list(s["window"]["seats"])
    return [owner(s, s["active"])]


def yours(s: State, r: int) -> dict[str, Msg]:
    """How a button names the robot and its turn: "your robot", or at 2 players "your right robot"."""
    side = s["robots"][r]["side"]
    which = f"_{side}" if side else ""
    return {"robot": text(f"word.your_robot{which}"), "turn": text(f"word.your_turn{which}")}


def prompt(s: State, seat: int) -> Msg:
    """One sentence: what the seat is asked now."""
    if seat not in pending(s):
        return text("prompt.none")
    window = s["window"]
    if window:
        return text(f"prompt.{window['kind']}", robot=name(s, window["robot"]), damage=window.get("damage"))
    phase = s["phase"]
    if phase == "buy" and s["t"]["buys"] == 0:
        phase = "bought"
    elif phase == "place" and _place_step(s)[-1].label == text("action.end_no_fit", **yours(s, s["active"])):
        phase = "place_none"
    asked = text(f"prompt.{phase}", left=len(s["t"]["aim"]))
    if s["robots"][s["active"]]["side"]:  # two robots each (2 players): say which one is playing
        return text("prompt.robot", robot=name(s, s["active"]), prompt=asked)
    return asked


def actions(s: State, seat: int, labels: bool = True) -> list[Action]:
    """The seat's actions now; without `labels` the labels of the common steps are left empty (for
    legality checks and the AI, which read ids only: labels were most of an action list's time)."""
    if seat not in pending(s):
        return []
    if s["window"]:
        found = [Action("pass", text("action.pass") if labels else "")]
        found += weapons.weapon_actions(s, seat, s["window"]["kind"], weapons.window_robots(s, seat))
    else:
        found = STEPS[s["phase"]](s, labels)
    return found + weapons.order_actions(s, seat)


# The active robot's micro-steps


def _buy_step(s: State, labels: bool = True) -> list[Action]:
    r = s["active"]
    robot = s["robots"][r]
    found = []
    if s["t"]["buys"] > 0:
        for row, cards in enumerate(s["market"]):
            for col, card_id in enumerate(cards):
                if card_id and can_build(robot, CARDS[card_id]) and turns.price(s, row, card_id) < robot["energy"]:
                    found.append(_buy_action(s, row, col, card_id, labels))
    dice = 1 + _extra_dice(robot)
    if not labels:
        return [*found, Action("roll", ""), Action("end", ""), *weapons.weapon_actions(s, owner(s, r), "buy", [r])]
    roll = text("action.roll", count=dice, **yours(s, r))
    found += [Action("roll", roll), Action("end", text("action.end_unrolled", **yours(s, r)))]
    return found + weapons.weapon_actions(s, owner(s, r), "buy", [r])


def _buy_action(s: State, row: int, col: int, card_id: str, labels: bool = True) -> Action:
    """A buy button says what the card needs and does, its row and its price; of two identical face-up
    cards in one row, each says which side it lies on."""
    if not labels:
        return Action(f"buy:r{row + 1}c{col + 1}", "")
    card = CARDS[card_id]
    wordings: tuple[Msg, ...]
    fields = {"name": card.name, "row": row + 1, "cost": turns.price(s, row, card_id)}
    if card.kind == "weapon":
        wordings = (text("action.buy_weapon", **fields),)
    elif card.kind == "upgrade":
        wordings = (text("action.buy_upgrade", does=text(f"upgrade.{card.upgrade}"), **fields),)
    else:  # where the part's place does not fit in a button, the part's name says it
        needs, does = condition_text(card.condition), effects_text(card.effects)
        wordings = (text("action.buy_part", slot=text(f"slot.{card.slot}"), needs=needs, does=does, **fields),
                    text("action.buy_upgrade", does=text("does.part", needs=needs, does=does), **fields))
    other = s["market"][row][1 - col]
    if card.kind != "weapon" and other and CARDS[other].name == card.name:
        wordings = tuple(text(("action.buy_left", "action.buy_right")[col], label=label) for label in wordings)
    return Action(f"buy:r{row + 1}c{col + 1}", fitted(*wordings))


def _extra_dice(robot: dict) -> int:
    return sum(CARDS[u].upgrade == "extra_die" for u in robot["upgrades"])


def _place_step(s: State, labels: bool = True) -> list[Action]:
    r = s["active"]
    robot = s["robots"][r]
    used = {d[1] for d in robot["dice"]}
    found = []
    for slot in (*SLOTS, BOARD):
        card = turns.part_card(robot, slot)
        if card and slot not in used and card.effects[1] < robot["energy"] and turns.dice_choices(robot, card):
            label = text("action.activate", name=card.name, needs=condition_text(card.condition),
                         does=effects_text(card.effects)) if labels else ""
            found.append(Action(f"act:{slot}", label))
    end = "" if not labels else text("action.end" if found or None not in used else "action.end_no_fit", **yours(s, r))
    t = s["t"]
    if weapons.has_reroll(s, r) and not t["rerolled"] and not t["tricked"] and None in {d[1] for d in robot["dice"]}:
        found.append(Action("reroll", text("action.reroll") if labels else ""))
    found += weapons.weapon_actions(s, owner(s, r), "place", [r])
    return found + [Action("end", end)]


def _dice_step(s: State, labels: bool = True) -> list[Action]:
    robot = s["robots"][s["active"]]
    card = turns.built_card(robot, s["t"]["pick"])
    found = []
    for way in turns.dice_choices(robot, card):
        values = dict(zip("ab", (robot["dice"][i][0] for i in way)))
        label = text("action.dice_two" if len(way) > 1 else "action.dice_one", name=card.name, **values)
        found.append(Action("dice:" + "-".join(map(str, way)), label))
    return found + [Action("back", text("action.back"))]


def _reroll_step(s: State, labels: bool = True) -> list[Action]:
    dice = s["robots"][s["active"]]["dice"]
    free = [i for i, d in enumerate(dice) if d[1] is None]
    ways, seen = [], set()
    for a, i in enumerate(free):
        for way in [(i,)] + [(i, j) for j in free[a + 1 :]]:
            key = tuple(sorted(dice[k][0] for k in way))
            if key not in seen:
                seen.add(key)
                label = text("action.reroll_two" if len(key) > 1 else "action.reroll_one", **dict(zip("ab", key)))
                ways.append(Action("reroll:" + "-".join(map(str, way)), label))
    return ways + [Action("back", text("action.back"))]


def _adjust_step(s: State, labels: bool = True) -> list[Action]:
    dice = s["robots"][s["active"]]["dice"]
    found, seen = [], set()
    for i, (value, on) in enumerate(dice):
        if on is None and value not in seen:
            seen.add(value)
            for step, word in ((1, "up"), (-1, "down")):
                if 1 <= value + step <= 6:
                    found.append(Action(f"adjust:{i}:{word}", text("action.adjust", value=value, new=value + step)))
    return found + [Action("back", text("action.back"))]


def _search_step(s: State, labels: bool = True) -> list[Action]:
    """Cards of the pile to build; with too many Robot Parts for one list, the slot comes first."""
    robot, pick = s["robots"][s["active"]], s["t"]["pick"]
    found, kinds = [], set()
    for card_id in sorted(s["pile"]):
        card = CARDS[card_id]
        wanted = card.kind == pick or (card.kind == "part" and card.slot == pick)
        if wanted and can_build(robot, card) and (card.upgrade or card.id) not in kinds:
            kinds.add(card.upgrade or card.id)
            does = text(f"upgrade.{card.upgrade}") if card.upgrade else card.text  # an upgrade's short text
            found.append(Action(f"take:{card_id}", text("action.build", name=card.name, does=does)))
    if len(found) <= SEARCH_LIST:
        return found
    slots = sorted({CARDS[a.id[5:]].slot for a in found}, key=SLOTS.index)
    return [Action(f"look:{slot}", text("action.look", slot=text(f"slot.{slot}"))) for slot in slots]


def _aim_step(s: State, labels: bool = True) -> list[Action]:
    aims, targets = s["t"]["aim"], neighbours(s, s["active"])
    found = [Action(f"aim:{x}", text(f"action.aim_{aims[0]}", target=name(s, x))) for x in targets]
    if len(aims) > 1:
        found += [Action(f"aimall:{x}", text("action.aim_all", count=len(aims), target=name(s, x))) for x in targets]
    return found


STEPS = {
    "buy": _buy_step,
    "place": _place_step,
    "dice": _dice_step,
    "reroll": _reroll_step,
    "adjust": _adjust_step,
    "search": _search_step,
    "aim": _aim_step,
}


# Carrying an action out


def perform(s: State, seat: int, action_id: str) -> list[Event]:
    ev: list[Event] = []
    verb, *args = action_id.split(":")
    VERBS[verb](s, ev, seat, args)
    turns.flow(s, ev)
    while _only_choice(s, ev):
        turns.flow(s, ev)
    return ev


def _only_choice(s: State, ev: list[Event]) -> bool:
    """End the active robot's turn for its player when that is the one thing it can do: no die fits a
    part, nothing to re-roll. Never in a window, and never while the robot holds a face-down weapon
    (an instant end would tell the table that none of them can be used now)."""
    if s["over"] or s["window"] or s["phase"] != "place" or s["t"]["ending"]:
        return False
    robot = s["robots"][s["active"]]
    if robot["weapons"] or [a for a in _place_step(s, False) if a.id != "end"]:
        return False
    key = "event.only_end_placed" if all(d[1] for d in robot["dice"]) else "event.only_end_no_fit"
    say(s, ev, text(key, robot=name(s, s["active"])))
    s["t"]["ending"] = True
    return True


def _pass(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    weapons.leave_window(s, seat)


def _use(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    weapons.use_action(s, ev, ":".join(["use", *args]))
    window = s["window"]
    if window and seat in window["seats"]:
        weapons.leave_window(s, seat)  # one weapon per seat and window


def _order(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    weapons.set_order(s, ev, seat, args[0], args[1])


def _buy(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    turns.buy(s, ev, int(args[0][1]) - 1, int(args[0][3]) - 1)


def _roll(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    turns.roll(s, ev)


def _end(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    s["t"]["ending"] = True


def _act(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    robot = s["robots"][s["active"]]
    ways = turns.dice_choices(robot, turns.built_card(robot, args[0]))
    if len(ways) == 1:
        turns.activate(s, ev, args[0], ways[0])
    else:
        s["t"]["pick"], s["phase"] = args[0], "dice"


def _dice(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    turns.activate(s, ev, s["t"]["pick"], tuple(int(i) for i in args[0].split("-")))


def _reroll(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    if not args:
        s["phase"] = "reroll"
        return
    turns.reroll(s, ev, [int(i) for i in args[0].split("-")])


def _adjust(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    r = s["active"]
    wid = next(w for w in s["robots"][r]["weapons"] if CARDS[w].weapon == "adjustment")
    weapons.spend(s, ev, r, wid)
    die = s["robots"][r]["dice"][int(args[0])]
    before = die[0]
    die[0] += 1 if args[1] == "up" else -1
    s["phase"] = "place"
    say(s, ev, text("event.adjusts", robot=name(s, r), before=before, after=die[0]))


def _take(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    r = s["active"]
    card = CARDS[args[0]]
    s["pile"].remove(card.id)
    build(s["robots"][r], card)
    weapons.shuffle_pile(s)
    s["phase"] = s["t"]["resume"]
    say(s, ev, text("event.finds", robot=name(s, r), card=card.name))


def _look(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    s["t"]["pick"] = args[0]


def _aim(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    turns.aim(s, int(args[0]))


def _aim_all(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    while s["t"]["aim"]:
        turns.aim(s, int(args[0]))


def _back(s: State, ev: list[Event], seat: int, args: list[str]) -> None:
    s["phase"] = "place"


VERBS = {
    "pass": _pass,
    "use": _use,
    "order": _order,
    "buy": _buy,
    "roll": _roll,
    "end": _end,
    "act": _act,
    "dice": _dice,
    "reroll": _reroll,
    "adjust": _adjust,
    "take": _take,
    "look": _look,
    "aim": _aim,
    "aimall": _aim_all,
    "back": _back,
}
