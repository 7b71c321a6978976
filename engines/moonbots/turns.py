"""A robot's turn: A) buy, B) activate (roll, place dice, aim attacks, hits land), C) restock; and the
reaction windows that pause it for the other seats."""

from __future__ import annotations

from engines.base import Event
from engines.moonbots import weapons
from engines.moonbots.cards import (
    BAD_LUCK_LOSS,
    BOARD,
    CARDS,
    ROW_COSTS,
    TURN_GAIN_CAP,
    Card,
)
from engines.moonbots.state import (
    State,
    build,
    fighting,
    gain,
    lose,
    name,
    neighbours,
    new_turn,
    owner,
    restock,
    rng_of,
    robots_in_order,
    say,
)
from engines.moonbots.texts import text


def flow(s: State, ev: list[Event]) -> None:
    """Move the game on by itself until somebody has a decision to make."""
    while not s["over"]:
        if not fighting(s, s["active"]):
            _next_turn(s, ev)
        elif s["window"]:
            window = s["window"]
            window["seats"] = [x for x in window["seats"] if weapons.window_robots(s, x)]
            if window["seats"]:
                return
            _close_window(s, ev)
        elif not _step(s, ev):
            return


def _step(s: State, ev: list[Event]) -> bool:
    """One automatic step of the active robot's turn; False when the active player must choose."""
    t = s["t"]
    if t.get("gains"):
        weapons.open_window(s, ev, {"kind": "energy_gain", "robot": t["gains"].pop(0)})
        return True
    if t["aim"]:
        return _aim_alone(s)
    if t["hits"]:
        _open_hit(s, ev, t["hits"].pop(0))
        return True
    if t["ending"]:
        if t["pumped"] or not t["pumpable"]:
            _next_turn(s, ev)
        else:
            t["pumped"] = True
            weapons.open_window(s, ev, {"kind": "energy_gain", "robot": s["active"]})
        return True
    return False


def _next_turn(s: State, ev: list[Event]) -> None:
    """Restock, then the next robot still fighting plays. A player's robots that play one after the
    other (left then right, at 2 players) make one sitting: the turn counter, which the table posts
    on, moves only when the player changes."""
    s["window"] = None
    restock(s, ev)
    order = robots_in_order(s["players"], s["first"])
    at = order.index(s["active"])
    for k in range(1, len(order) + 1):
        nxt = order[(at + k) % len(order)]
        if fighting(s, nxt):
            break
    if order.index(nxt) <= at:
        s["round"] += 1
    if owner(s, nxt) != owner(s, s["active"]):
        s["turns"] += 1
    begin_turn(s, ev, nxt)


def begin_turn(s: State, ev: list[Event], r: int) -> None:
    s.update(active=r, phase="buy", t=new_turn())
    say(s, ev, text("event.round", round=s["round"], robot=name(s, r)))
    if s["overtime"] and s["round"] >= s["overtime"]:
        drain = s["round"] - s["overtime"] + 1
        say(s, ev, text("event.overtime", robot=name(s, r), drain=drain))
        lose(s, ev, {r: drain})
        if not fighting(s, r):
            return
    weapons.open_window(s, ev, {"kind": "turn_start", "robot": r})


def _close_window(s: State, ev: list[Event]) -> None:
    window = s["window"]
    s["window"] = None
    if window["kind"] == "attacked":
        s["t"]["last"] = window["robot"]
        if window["damage"]:
            say(s, ev, text("event.damage", robot=name(s, window["robot"]), damage=window["damage"]))
            lose(s, ev, {window["robot"]: window["damage"]})


# A) Buy an Ability


def price(s: State, row: int, card_id: str) -> int:
    return 0 if s["t"]["free"] else ROW_COSTS[row] + CARDS[card_id].surcharge


def buy(s: State, ev: list[Event], row: int, col: int) -> None:
    r = s["active"]
    robot, card_id = s["robots"][r], s["market"][row][col]
    cost, card = price(s, row, card_id), CARDS[card_id]
    s["market"][row][col] = None
    robot["energy"] -= cost
    s["t"].update(buys=s["t"]["buys"] - 1, free=False)
    where = {"robot": name(s, r), "row": row + 1, "cost": cost}
    if card.weapon == "bad_luck":
        s["used"].append(card_id)
        say(s, ev, text("event.bought_bad_luck", card=card.name, loss=BAD_LUCK_LOSS, **where))
        lose(s, ev, {r: BAD_LUCK_LOSS})
    elif card.kind == "weapon":
        robot["weapons"].append(card_id)
        drew = text("event.drew", card=card.name, does=card.text)
        say(s, ev, text("event.bought_weapon", **where), owner(s, r), drew)
    else:
        build(robot, card)
        say(s, ev, text("event.bought", card=card.name, **where))


# B) Activate the robot


def roll(s: State, ev: list[Event]) -> None:
    r = s["active"]
    robot = s["robots"][r]
    count = 1 + sum(CARDS[u].upgrade == "extra_die" for u in robot["upgrades"])
    rng = rng_of(s)
    robot["dice"] = [[rng.roll(), None] for _ in range(count)]
    s["rng"] = rng.state
    s["phase"] = "place"
    say(s, ev, text("event.rolls", robot=name(s, r), values=[d[0] for d in robot["dice"]]))


def reroll(s: State, ev: list[Event], dice: list[int]) -> None:
    """The Re-roll upgrade: once a turn, roll up to 2 unused dice again."""
    r = s["active"]
    robot = s["robots"][r]
    rng = rng_of(s)
    before = [robot["dice"][i][0] for i in dice]
    for i in dice:
        robot["dice"][i][0] = rng.roll()
    s["rng"] = rng.state
    s["t"]["rerolled"] = True
    s["phase"] = "place"
    after = [robot["dice"][i][0] for i in dice]
    say(s, ev, text("event.rerolls", robot=name(s, r), before=before, after=after))


def part_card(robot: dict, slot: str) -> Card | None:
    card_id = robot["board"] if slot == BOARD else robot["parts"][slot]
    return CARDS[card_id] if card_id else None


def built_card(robot: dict, slot: str) -> Card:
    """The card of a part known to be built (one picked, placed on or activated)."""
    card = part_card(robot, slot)
    assert card is not None, f"no part built in {slot}"
    return card


def dice_choices(robot: dict, card: Card) -> list[tuple[int, ...]]:
    """Ways the unused dice meet the part's condition, one per distinct set of values."""
    free = [i for i, d in enumerate(robot["dice"]) if d[1] is None]
    dice = robot["dice"]
    seen: set[tuple[int, ...]] = set()
    ways: list[tuple[int, ...]] = []
    if card.dice_needed == 1:
        for i in free:
            key = (dice[i][0],)
            if key in card.accepts and key not in seen:
                seen.add(key)
                ways.append((i,))
        return ways
    for a, i in enumerate(free):
        for j in free[a + 1 :]:
            key = tuple(sorted((dice[i][0], dice[j][0])))
            if key in card.accepts and key not in seen:
                seen.add(key)
                ways.append((i, j))
    return ways


def activate(s: State, ev: list[Event], slot: str, dice: tuple[int, ...]) -> None:
    """Put the dice on the part and carry out its symbols: lose, gain (2 a turn at most), attacks."""
    r, t = s["active"], s["t"]
    robot = s["robots"][r]
    card = built_card(robot, slot)
    for i in dice:
        robot["dice"][i][1] = slot
    s["phase"] = "place"
    gained, lost, fist, missile = card.effects
    robot["energy"] -= lost
    added = gain(s, r, min(gained, TURN_GAIN_CAP - t["gained"]))
    t["gained"] += added
    weapons.note_gain(s, r, added)
    values = "+".join(str(robot["dice"][i][0]) for i in dice)  # digits: "3+4" in every language
    energy = added - lost
    key = "event.activates_energy" if energy else "event.activates"
    say(s, ev, text(key, robot=name(s, r), card=card.name, values=values, energy=energy))
    fist += _boost(robot, "fist", fist)
    missile += _boost(robot, "missile", missile)
    t["aim"] = ["fist"] * fist + ["missile"] * missile


def _boost(robot: dict, kind: str, count: int) -> int:
    """Fist +1 / Missile +1: one extra hit on every attack of that kind (each part activated)."""
    return int(count > 0 and has_upgrade(robot, f"{kind}_plus"))


def has_upgrade(robot: dict, kind: str) -> bool:
    return any(CARDS[u].upgrade == kind for u in robot["upgrades"])


def _aim_alone(s: State) -> bool:
    """With a single robot in reach every attack goes to it; otherwise the player aims each one."""
    targets = neighbours(s, s["active"])
    if len(targets) > 1:
        s["phase"] = "aim"
        return False
    t = s["t"]
    if targets:
        t["aimed"] += [[targets[0], kind] for kind in t["aim"]]
    t["aim"] = []
    _gather_hits(t)
    return True


def aim(s: State, target: int) -> None:
    t = s["t"]
    t["aimed"].append([target, t["aim"].pop(0)])
    if not t["aim"]:
        s["phase"] = "place"
        _gather_hits(t)


def _gather_hits(t: dict) -> None:
    """One hit per target robot, counting its fists and missiles."""
    hits: dict[int, dict] = {}
    for target, kind in t["aimed"]:
        hit = hits.setdefault(target, {"robot": target, "fist": 0, "missile": 0})
        hit[kind] += 1
    t["aimed"] = []
    t["hits"] += list(hits.values())


def _open_hit(s: State, ev: list[Event], hit: dict) -> None:
    target = hit["robot"]
    if not fighting(s, target):
        return
    robot = s["robots"][target]
    fist = hit["fist"] - _guard(robot, "fist", hit["fist"])
    missile = hit["missile"] - _guard(robot, "missile", hit["missile"])
    stopped = hit["fist"] + hit["missile"] - fist - missile
    key = "event.attack_guarded" if stopped else "event.attack"
    hits = [text(f"hits.{kind}", count=hit[kind]) for kind in ("fist", "missile") if hit[kind]]
    say(s, ev, text(key, attacker=name(s, s["active"]), target=name(s, target), hits=hits, stopped=stopped))
    if fist + missile:
        weapons.open_window(s, ev, {"kind": "attacked", "robot": target, "damage": fist + missile})
    else:
        s["t"]["last"] = target


def _guard(robot: dict, kind: str, count: int) -> int:
    """Fist / Missile Protection: stops one hit of every attack of that kind on the robot."""
    return int(count > 0 and has_upgrade(robot, f"{kind}_guard"))
