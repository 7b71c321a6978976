"""The Moon-Bots game state (plain JSON-ready dicts) and the rules every step leans on:
who fights whom, energy gains and losses, knock-outs, the end of the game and the market restock."""

from __future__ import annotations

from engines.base import Event, Rng
from engines.i18n import Msg, to_data
from engines.moonbots.cards import (
    BOXED_WEAPONS,
    CARDS,
    DECK,
    DEFAULT_ORDERS,
    MAX_ENERGY,
    MAX_UPGRADES,
    SLOTS,
    START_ENERGY,
    UPGRADE_LIMIT,
    Card,
    board_card,
)
from engines.moonbots.texts import text

LOG_SIZE = 8
Robot = dict
State = dict


def new_state(players: int, seed: int, options: dict) -> State:
    rng = Rng(seed)
    first = rng.randrange(players)
    robots = _robots(players, first)
    weapons = [c for c in DECK if CARDS[c].kind == "weapon"]
    rng.shuffle(weapons)
    removed = [c for c in DECK if players == 3 and CARDS[c].marked]
    pile = [c for c in DECK if c not in removed and c not in weapons[:BOXED_WEAPONS]]
    rng.shuffle(pile)
    market = [[pile.pop(), pile.pop()] for _ in range(3)]
    s = {
        "players": players,
        "first": first,
        "minutes": options["reaction_minutes"],
        "overtime": options["overtime_round"],
        "rng": rng.state,
        "round": 1,
        "turns": 0,
        "active": robots_in_order(players, first)[0],
        "phase": "buy",
        "over": False,
        "winners": None,
        "market": market,
        "pile": pile,
        "boxed": weapons[:BOXED_WEAPONS],
        "removed": removed,
        "used": [],
        "robots": robots,
        "duels": [[0, 3], [1, 2]] if players == 2 else None,
        "final": None,
        "t": new_turn(),
        "window": None,
        "log": [],
        "orders": [dict(DEFAULT_ORDERS) for _ in range(players)],
    }
    return s


def _robots(players: int, first: int) -> list[Robot]:
    if players == 2:
        sides = [(seat, side) for seat in (0, 1) for side in ("left", "right")]
        return [_robot(r, seat, side, START_ENERGY + (seat != first)) for r, (seat, side) in enumerate(sides)]
    return [_robot(seat, seat, None, START_ENERGY + (seat - first) % players) for seat in range(players)]


def _robot(index: int, owner: int, side: str | None, energy: int) -> Robot:
    return {
        "board": board_card(index),
        "owner": owner,
        "side": side,
        "energy": energy,
        "out": False,
        "resting": False,
        "parts": dict.fromkeys(SLOTS),
        "upgrades": [],
        "weapons": [],
        "dice": [],
    }


def new_turn() -> dict:
    return {
        "buys": 1,
        "free": False,
        "gained": 0,
        "pumpable": False,
        "gains": [],
        "rerolled": False,
        "tricked": False,
        "aim": [],
        "aimed": [],
        "hits": [],
        "last": None,
        "pick": None,
        "resume": None,
        "ending": False,
        "pumped": False,
    }


def upgrade_saved(s: State) -> State:
    """A game saved before robot boards carried one attack each: give each robot its board and move
    dice from the old two board slots onto the one ("board0"/"board1" -> "board")."""
    for r, robot in enumerate(s["robots"]):
        robot.setdefault("board", board_card(r))
        for die in robot["dice"]:
            if die[1] in ("board0", "board1"):
                die[1] = "board"
    return s


def orders_of(s: State, seat: int) -> dict:
    """A seat's standing orders (defaults fill in what a game saved before an order existed)."""
    saved = s["orders"][seat]
    return {key: saved.get(key, default) for key, default in DEFAULT_ORDERS.items()}


def can_build(robot: dict, card: Card) -> bool:
    """A part needs its empty slot; upgrades stop at 6, one of a kind but for +1 Die (3)."""
    if card.kind == "part":
        return robot["parts"][card.slot] is None
    if card.kind == "upgrade":
        kinds = [CARDS[u].upgrade for u in robot["upgrades"]]
        return len(kinds) < MAX_UPGRADES and kinds.count(card.upgrade) < UPGRADE_LIMIT[card.upgrade]
    return True


def build(robot: dict, card: Card) -> None:
    if card.kind == "part":
        robot["parts"][card.slot] = card.id
    else:
        robot["upgrades"].append(card.id)


def robots_in_order(players: int, first: int) -> list[int]:
    """Robot indices in the order they play, starting with the first player's (left) robot."""
    count = 4 if players == 2 else players
    start = 2 * first if players == 2 else first
    return [(start + k) % count for k in range(count)]


def rng_of(s: State) -> Rng:
    return Rng(s["rng"])


def say(s: State, ev: list[Event], text: Msg, seat: int | None = None, private: Msg | None = None) -> None:
    """An event, kept in the public log as data (its key and fields) so the log is said in any language."""
    ev.append(Event(text, seat, private))
    log = s["log"]
    log.append(to_data(text))
    if len(log) > LOG_SIZE:
        del log[0]


def name(s: State, r: int) -> str:
    """A robot's name: its owner's seat token, with its side in a 2-player game (a message)."""
    robot = s["robots"][r]
    seat = f"<s:{robot['owner']}>"
    return text(f"robot.{robot['side']}", seat=seat) if robot["side"] else seat


def fighting(s: State, r: int) -> bool:
    robot = s["robots"][r]
    return not robot["out"] and not robot["resting"]


def fighters(s: State) -> list[int]:
    return [r for r in range(len(s["robots"])) if fighting(s, r)]


def owner(s: State, r: int) -> int:
    return s["robots"][r]["owner"]


def seat_robots(s: State, seat: int) -> list[int]:
    return [r for r in fighters(s) if s["robots"][r]["owner"] == seat]


def neighbours(s: State, r: int) -> list[int]:
    """The robots `r` may attack: the nearest robot still in the game on each side (never the one
    opposite while both side neighbours stand); in a 2-player game only the robot of its duel."""
    if s["players"] == 2:
        pair = s["final"] or next(d for d in s["duels"] if r in d)
        return [x for x in pair if x != r and fighting(s, x)]
    robots = s["robots"]
    count = len(robots)
    found = []
    for step in (1, -1):
        x = (r + step) % count
        while robots[x]["out"] and x != r:
            x = (x + step) % count
        if x != r and x not in found:
            found.append(x)
    return found


def gain(s: State, r: int, amount: int) -> int:
    """Add energy up to 18; the excess is lost. Returns what was added."""
    robot = s["robots"][r]
    added = max(0, min(amount, MAX_ENERGY - robot["energy"]))
    robot["energy"] += added
    return added


def lose(s: State, ev: list[Event], losses: dict[int, int]) -> None:
    """Take energy from several robots at once; those at 0 are out, which may end a duel or the game."""
    fallen = []
    for r, amount in losses.items():
        robot = s["robots"][r]
        if amount <= 0 or robot["out"]:
            continue
        robot["energy"] = max(0, robot["energy"] - amount)
        if robot["energy"] == 0:
            robot["out"] = True
            fallen.append(r)
            say(s, ev, text("event.out", robot=name(s, r)))
    if fallen:
        _settle(s, ev, fallen)


def _settle(s: State, ev: list[Event], fallen: list[int]) -> None:
    standing = [r for r, robot in enumerate(s["robots"]) if not robot["out"]]
    if s["players"] == 2:
        _settle_duels(s, ev, standing)
        if s["over"]:
            return
    owners = {owner(s, r) for r in standing}
    if len(owners) <= 1:
        _game_over(s, ev, sorted(owners or {owner(s, r) for r in fallen}))


def _settle_duels(s: State, ev: list[Event], standing: list[int]) -> None:
    """A duel winner rests until the other duel ends; then two winners of one player win the game,
    otherwise the two winners fight a final duel."""
    if s["final"]:
        return
    if any(all(r in standing for r in duel) for duel in s["duels"]):
        for r in standing:
            if not s["robots"][r]["resting"] and not neighbours(s, r):
                s["robots"][r]["resting"] = True
                say(s, ev, text("event.duel_won", robot=name(s, r)))
        return
    for r in standing:
        s["robots"][r]["resting"] = False
    if len({owner(s, r) for r in standing}) == 2:
        s["final"] = standing
        say(s, ev, text("event.final", robot=name(s, standing[0]), other=name(s, standing[1])))


def _game_over(s: State, ev: list[Event], winners: list[int]) -> None:
    s.update(over=True, winners=winners, window=None, phase="over", active=None)
    s["turns"] += 1
    say(s, ev, summary(winners))


def summary(winners: list[int]) -> Msg:
    if len(winners) == 1:
        return text("event.win", seat=f"<s:{winners[0]}>")
    return text("event.shared_win", seats=[f"<s:{w}>" for w in winners])


def restock(s: State, ev: list[Event]) -> None:
    """Step C: face-down weapons at the bottom of a column go back to the box, the cards slide down,
    and the empty places are filled from the pile (bottom first); an empty pile leaves gaps."""
    market, boxed = s["market"], 0
    for col in (0, 1):
        card = market[2][col]
        if card and CARDS[card].kind == "weapon":
            s["boxed"].append(card)
            market[2][col] = None
            boxed += 1
        column = [market[row][col] for row in range(3) if market[row][col]]
        column = [None] * (3 - len(column)) + column
        for row in range(3):
            market[row][col] = column[row]
    for row in (2, 1, 0):
        for col in (0, 1):
            if market[row][col] is None and s["pile"]:
                market[row][col] = s["pile"].pop()
    if boxed:
        say(s, ev, text("event.boxed", count=boxed))
