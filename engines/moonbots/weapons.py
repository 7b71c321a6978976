"""Secret Weapons: when each may be used, what it does, the reaction windows that give the other
seats their moment, and the standing orders that answer those windows without a pause."""

from __future__ import annotations

from engines.base import Action, Event
from engines.moonbots.cards import (
    ABSORB,
    CARDS,
    DEFLECT_MAX,
    ORDERS,
    PUMP_GAIN,
    STOCK_GAIN,
    STRONGER_HITS,
    TECH_LOSS,
    UPGRADES,
    Card,
)
from engines.moonbots.state import (
    State,
    can_build,
    fighters,
    fighting,
    gain,
    lose,
    name,
    owner,
    rng_of,
    say,
    seat_robots,
)

# The weapons each moment allows: the active robot's own steps ("buy", "place") and the windows.
WHEN = {
    "buy": {
        "energy_stock",
        "black_market",
        "supermarket",
        "computer_virus",
        "look_closer",
        "extra_upgrade",
        "spy",
        "tech_advance",
    },
    "place": {
        "energy_stock",
        "stronger",
        "adjustment",
        "computer_virus",
        "look_closer",
        "extra_upgrade",
        "spy",
        "tech_advance",
    },
    "turn_start": {"energy_stock", "rest", "trick", "computer_virus", "spy", "tech_advance"},
    "attacked": {"energy_stock", "dodge", "deflection", "shock_absorber"},
    "energy_gain": {"energy_pump"},
}
PASSES = {"turn_start": "pass_turn_start", "attacked": "pass_attacked", "energy_gain": "pass_energy_gain"}
WINDOW_TEXT = {
    "turn_start": "{} starts its turn: secret weapons may be used before it buys.",
    "attacked": "{} is hit for {} damage: its owner may answer before it lands.",
    "energy_gain": "{} gained energy this turn: opponents may answer.",
}


# Reaction windows


def window_robots(s: State, seat: int) -> list[int]:
    """The robots of `seat` whose weapons the open window lets it use."""
    window = s["window"]
    if window["kind"] == "attacked":
        return [window["robot"]] if owner(s, window["robot"]) == seat else []
    return [] if seat == owner(s, window["robot"]) else seat_robots(s, seat)


def open_window(s: State, ev: list[Event], window: dict) -> None:
    """Pause for every seat that could hold a usable weapon by public information (it holds a
    face-down weapon), except those whose standing orders answer for them."""
    window["seats"] = []
    s["window"] = window
    for seat in range(s["players"]):
        robots = [r for r in window_robots(s, seat) if s["robots"][r]["weapons"]]
        if robots and not _orders_answer(s, ev, seat, robots):
            window["seats"].append(seat)


def _orders_answer(s: State, ev: list[Event], seat: int, robots: list[int]) -> bool:
    window, orders = s["window"], s["orders"][seat]
    for r in robots:
        for wid in list(s["robots"][r]["weapons"]):
            weapon = CARDS[wid].weapon
            big_hit = window["kind"] == "attacked" and window["damage"] >= 2
            if (weapon == "dodge" and orders["dodge_big"] and big_hit) or (
                weapon == "energy_pump" and orders["pump_auto"] and window["kind"] == "energy_gain"
            ):
                use(s, ev, r, wid, None)
                return True
    return orders[PASSES[window["kind"]]]


def deadline_seconds(s: State, seat: int) -> int | None:
    window = s["window"]
    return s["minutes"] * 60 if window and seat in window["seats"] else None


def window_text(s: State) -> str:
    window = s["window"]
    return WINDOW_TEXT[window["kind"]].format(name(s, window["robot"]), window.get("damage"))


def leave_window(s: State, seat: int) -> None:
    s["window"]["seats"].remove(seat)


# Which weapons may be used now


def weapon_actions(s: State, seat: int, moment: str, robots: list[int]) -> list[Action]:
    found = []
    for r in robots:
        for wid in s["robots"][r]["weapons"]:
            card = CARDS[wid]
            if card.weapon in WHEN[moment] and _ready(s, r, card):
                found += _targets(s, r, card)
    return found


def _ready(s: State, r: int, card: Card) -> bool:
    t, robot = s["t"], s["robots"][r]
    return {
        "black_market": lambda: t["buys"] > 0 and not t["free"],
        "stronger": lambda: t["last"] is not None and fighting(s, t["last"]),
        "adjustment": lambda: any(d[1] is None for d in robot["dice"]),
        "look_closer": lambda: None in robot["parts"].values(),
        "extra_upgrade": lambda: any(can_build(robot, u) for u in UPGRADES),
        "trick": lambda: has_reroll(s, s["active"]) and not t["rerolled"] and not t["tricked"],
    }.get(card.weapon, lambda: True)()


def has_reroll(s: State, r: int) -> bool:
    return any(CARDS[u].upgrade == "reroll" for u in s["robots"][r]["upgrades"])


def _targets(s: State, r: int, card: Card) -> list[Action]:
    mine = f" ({s['robots'][r]['side']} robot)" if s["robots"][r]["side"] else ""
    if card.weapon == "spy":
        seats = sorted({owner(s, x) for x in fighters(s)} - {owner(s, r)})
        return [Action(f"use:{card.id}:{x}", f"Use Spy{mine} on <s:{x}>") for x in seats]
    if card.weapon == "deflection":
        others = [x for x in fighters(s) if x != r]
        return [Action(f"use:{card.id}:{x}", f"Use Deflection{mine}: send up to 2 to {name(s, x)}") for x in others]
    return [Action(f"use:{card.id}", f"Use {card.name}{mine}")]


# What each weapon does


def use(s: State, ev: list[Event], r: int, wid: str, target: int | None) -> None:
    card = CARDS[wid]
    if card.weapon == "adjustment":
        s["phase"] = "adjust"  # the card is spent once the die is chosen
        return
    spend(s, ev, r, wid)
    EFFECTS[card.weapon](s, ev, r, target)


def spend(s: State, ev: list[Event], r: int, wid: str) -> None:
    s["robots"][r]["weapons"].remove(wid)
    s["used"].append(wid)
    card = CARDS[wid]
    say(s, ev, f"{name(s, r)} uses {card.name}: {card.text}.")


def _energy_stock(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    note_gain(s, r, gain(s, r, STOCK_GAIN))


def note_gain(s: State, r: int, added: int) -> None:
    """Energy Pump answers every opponent gain: the active robot's own-turn gains once, as its turn
    ends; any other gain (Energy Stock in a reaction window) as soon as the window it came in closes."""
    if not added:
        return
    t = s["t"]
    if r == s["active"] and not s["window"]:
        t["pumpable"] = True
    elif r not in t.setdefault("gains", []):
        t["gains"].append(r)


def _dodge(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    s["window"]["damage"] = 0


def _deflection(s: State, ev: list[Event], r: int, target: int | None) -> None:
    window = s["window"]
    sent = min(DEFLECT_MAX, window["damage"])
    window["damage"] -= sent
    say(s, ev, f"{sent} damage deflected onto {name(s, target)}.")
    lose(s, ev, {target: sent})


def _energy_pump(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    gain(s, r, PUMP_GAIN)


def _stronger(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    lose(s, ev, {s["t"]["last"]: STRONGER_HITS})


def _shock_absorber(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    s["window"]["damage"] = max(0, s["window"]["damage"] - ABSORB)


def _rest(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    s["window"] = None
    s["t"].update(ending=True, pumped=True)


def _black_market(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    s["t"]["free"] = True


def _supermarket(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    s["t"]["buys"] += 1


def _computer_virus(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    lose(s, ev, {x: len(s["robots"][x]["weapons"]) for x in fighters(s)})


def _search(kind: str):
    def search(s: State, ev: list[Event], r: int, _target: int | None) -> None:
        robot = s["robots"][r]
        if any(CARDS[c].kind == kind and can_build(robot, CARDS[c]) for c in s["pile"]):
            s["t"].update(resume=s["phase"], pick=kind)
            s["phase"] = "search"
        else:
            say(s, ev, "Nothing in the pile fits; the pile is shuffled.")
            shuffle_pile(s)

    return search


def shuffle_pile(s: State) -> None:
    rng = rng_of(s)
    rng.shuffle(s["pile"])
    s["rng"] = rng.state


def _spy(s: State, ev: list[Event], r: int, target: int | None) -> None:
    held = [CARDS[w].name for x in seat_robots(s, target) for w in s["robots"][x]["weapons"]]
    seen = f"<s:{target}> holds {', '.join(held) or 'no secret weapon'}."
    say(s, ev, f"{name(s, r)} looks at <s:{target}>'s secret weapons.", owner(s, r), seen)


def _tech_advance(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    me = owner(s, r)
    robots = s["robots"]
    lose(s, ev, {x: TECH_LOSS for x in fighters(s) if robots[x]["owner"] != me and not robots[x]["weapons"]})


def _trick(s: State, ev: list[Event], r: int, _target: int | None) -> None:
    s["t"]["tricked"] = True


EFFECTS = {
    "energy_stock": _energy_stock,
    "dodge": _dodge,
    "deflection": _deflection,
    "energy_pump": _energy_pump,
    "stronger": _stronger,
    "shock_absorber": _shock_absorber,
    "rest": _rest,
    "black_market": _black_market,
    "supermarket": _supermarket,
    "computer_virus": _computer_virus,
    "look_closer": _search("part"),
    "extra_upgrade": _search("upgrade"),
    "spy": _spy,
    "tech_advance": _tech_advance,
    "trick": _trick,
}


# Standing orders


ORDERS_GROUP = "Standing orders"
# The toggle offered for each order: ORDER_TOGGLES[key][is the order on now]
ORDER_TOGGLES = {
    key: {
        on: Action(f"order:{key}:{'off' if on else 'on'}", f"Standing order {'off' if on else 'on'}: {text}",
                   ORDERS_GROUP)
        for on in (False, True)
    }
    for key, text in ORDERS.items()
}


def order_actions(s: State, seat: int) -> list[Action]:
    orders = s["orders"][seat]
    return [ORDER_TOGGLES[key][orders[key]] for key in ORDERS]


def set_order(s: State, seat: int, key: str, on: bool) -> None:
    s["orders"][seat][key] = on
    window = s["window"]
    if on and window and seat in window["seats"] and PASSES[window["kind"]] == key:
        leave_window(s, seat)
