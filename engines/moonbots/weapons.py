"""Secret Weapons: when each may be used, what it does, the reaction windows that give the other
seats their moment, and the standing orders that answer those windows without a pause."""

from __future__ import annotations

import functools

from engines.base import Action, Event
from engines.i18n import Msg
from engines.moonbots import reactions
from engines.moonbots.cards import (
    ABSORB,
    CARDS,
    DEFLECT_MAX,
    PUMP_GAIN,
    STOCK_GAIN,
    STRONGER_HITS,
    TECH_LOSS,
    UPGRADES,
    WINDOW_ORDERS,
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
    orders_of,
    owner,
    rng_of,
    say,
    seat_robots,
)
from engines.moonbots.texts import text

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


# Reaction windows


def window_robots(s: State, seat: int) -> list[int]:
    """The robots of `seat` whose weapons the open window lets it use."""
    window = s["window"]
    if window["kind"] == "attacked":
        return [window["robot"]] if owner(s, window["robot"]) == seat else []
    return [] if seat == owner(s, window["robot"]) else seat_robots(s, seat)


def open_window(s: State, ev: list[Event], window: dict) -> None:
    """Pause for the seats whose standing order asks them now and that hold a face-down weapon
    (public: the count of face-down weapons is the only reason a pause ever has); every other seat is
    answered at once by its order."""
    window["seats"] = []
    s["window"] = window
    for seat in range(s["players"]):
        if s["window"] is not window:  # an answer (Rest) ended the window
            return
        robots = _armed(s, seat)
        if robots and not orders_answer(s, ev, seat, robots):
            window["seats"].append(seat)


def _armed(s: State, seat: int) -> list[int]:
    return [r for r in window_robots(s, seat) if s["robots"][r]["weapons"]]


def orders_answer(s: State, ev: list[Event], seat: int, robots: list[int]) -> bool:
    """True when the seat's order settles the open window for it: "pass", or "auto" (the smart answer,
    a weapon or a pass, at once); False when it asks the seat."""
    order = orders_of(s, seat)[s["window"]["kind"]]
    if asks(s, order):
        return False
    if order != "pass":
        plays = ["pass"] + [a.id for a in weapon_actions(s, seat, s["window"]["kind"], robots)]
        chosen = reactions.answer(s, seat, plays)
        if chosen != "pass":
            use_action(s, ev, chosen)
    return True


def asks(s: State, order: str) -> bool:
    """Whether an order for the open window asks its seat (public facts only)."""
    window = s["window"]
    if order == "ask_if_out":
        return window["damage"] >= s["robots"][window["robot"]]["energy"]
    return order == "ask"


def deadline_seconds(s: State, seat: int) -> int | None:
    window = s["window"]
    return s["minutes"] * 60 if window and seat in window["seats"] else None


def window_text(s: State) -> Msg:
    window = s["window"]
    return text(f"window.{window['kind']}", robot=name(s, window["robot"]), damage=window.get("damage"))


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
    side = s["robots"][r]["side"]
    held = {"robot": text(f"side.{side}")} if side else {}  # at 2 players: which robot holds the card
    kind = "_robot" if side else ""
    if card.weapon == "spy":
        seats = sorted({owner(s, x) for x in fighters(s)} - {owner(s, r)})
        return [Action(f"use:{card.id}:{x}", text(f"action.spy{kind}", seat=f"<s:{x}>", **held)) for x in seats]
    if card.weapon == "deflection":
        return [
            Action(f"use:{card.id}:{x}", text(f"action.deflect{kind}", most=DEFLECT_MAX, target=name(s, x), **held))
            for x in fighters(s)
            if x != r
        ]
    return [Action(f"use:{card.id}", text(f"action.use{kind}", name=card.name, **held))]


# What each weapon does


def use_action(s: State, ev: list[Event], action_id: str) -> None:
    """Carry out a "use:<card>[:<target>]" action."""
    _, wid, *target = action_id.split(":")
    r = next(x for x, robot in enumerate(s["robots"]) if wid in robot["weapons"])
    use(s, ev, r, wid, int(target[0]) if target else None)


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
    say(s, ev, text("event.uses", robot=name(s, r), card=card.name, does=card.text))


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
    assert target is not None, "a deflection is always aimed"
    window = s["window"]
    sent = min(DEFLECT_MAX, window["damage"])
    window["damage"] -= sent
    say(s, ev, text("event.deflected", damage=sent, target=name(s, target)))
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
            say(s, ev, text("event.nothing_fits"))
            shuffle_pile(s)

    return search


def shuffle_pile(s: State) -> None:
    rng = rng_of(s)
    rng.shuffle(s["pile"])
    s["rng"] = rng.state


def _spy(s: State, ev: list[Event], r: int, target: int | None) -> None:
    assert target is not None, "a spy is always aimed"
    held = [CARDS[w].name for x in seat_robots(s, target) for w in s["robots"][x]["weapons"]]
    seat = f"<s:{target}>"
    seen = text("event.spied", seat=seat, weapons=held) if held else text("event.spied_none", seat=seat)
    say(s, ev, text("event.spies", robot=name(s, r), seat=seat), owner(s, r), seen)


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


def order_actions(s: State, seat: int) -> list[Action]:
    """The choices a seat may switch its standing orders to (never the ones already on)."""
    orders = orders_of(s, seat)
    return [action for (kind, choice), action in _order_choices().items() if choice != orders[kind]]


@functools.cache
def _order_choices() -> dict[tuple[str, str], Action]:
    """Every standing order choice as an action, written once: they are offered beside every step."""
    return {(kind, choice): Action(f"order:{kind}:{choice}",
                                   text("action.order_on", order=text(f"order.{kind}.{choice}")), text("group.orders"))
            for kind, choices in WINDOW_ORDERS.items() for choice in choices}


def set_order(s: State, ev: list[Event], seat: int, kind: str, choice: str) -> None:
    """Store an order; when the seat is being asked in a window its new order answers, it answers."""
    s["orders"][seat][kind] = choice
    window = s["window"]
    if window and seat in window["seats"] and window["kind"] == kind:
        leave_window(s, seat)
        if not orders_answer(s, ev, seat, _armed(s, seat)) and s["window"] is window:
            window["seats"].append(seat)
