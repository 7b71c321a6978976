"""Helpers that set a Moon-Bots table up in a chosen situation without breaking its card count."""

from engines.moonbots import GAME
from engines.moonbots.cards import CARDS, DECK
from engines.moonbots.state import new_turn


def card(name: str) -> str:
    """The id of the first card with that name."""
    return next(c for c in DECK if CARDS[c].name == name)


def cards(name: str) -> list[str]:
    return [c for c in DECK if CARDS[c].name == name]


def table(players: int = 4, seed: int = 1):
    return GAME.setup(players, seed)


def lift(s, card_id: str) -> None:
    """Take a card out of wherever it is (the caller puts it somewhere)."""
    for pile in (s["pile"], s["boxed"], s["removed"], s["used"]):
        if card_id in pile:
            pile.remove(card_id)
            return
    for row in s["market"]:
        for col, found in enumerate(row):
            if found == card_id:
                row[col] = None
                return
    for robot in s["robots"]:
        for held in (robot["upgrades"], robot["weapons"]):
            if card_id in held:
                held.remove(card_id)
                return
        for slot, found in robot["parts"].items():
            if found == card_id:
                robot["parts"][slot] = None
                return
    raise AssertionError(f"{card_id} is nowhere")


def to_market(s, row: int, col: int, card_id: str) -> None:
    """Put a card in the market (row 0 = top); the card it replaces goes back to the pile."""
    lift(s, card_id)
    if s["market"][row][col]:
        s["pile"].append(s["market"][row][col])
    s["market"][row][col] = card_id


def give(s, r: int, card_id: str) -> None:
    lift(s, card_id)
    robot, c = s["robots"][r], CARDS[card_id]
    if c.kind == "part":
        if robot["parts"][c.slot]:
            s["pile"].append(robot["parts"][c.slot])
        robot["parts"][c.slot] = card_id
    else:
        robot["upgrades" if c.kind == "upgrade" else "weapons"].append(card_id)


def ask_me(s) -> None:
    """Every seat's standing orders ask it in every reaction window (the defaults answer most)."""
    for orders in s["orders"]:
        orders.update(turn_start="ask", attacked="ask", energy_gain="ask")


def board_value(s, r: int) -> int:
    """The die value that fires robot r's board attack."""
    return CARDS[s["robots"][r]["board"]].condition[1]


def turn_of(s, r: int, phase: str = "buy") -> None:
    """Make robot r the active robot at the start of the given step, with no window open."""
    s.update(active=r, phase=phase, t=new_turn(), window=None)


def roll(s, *values: int) -> None:
    """The active robot has just rolled these values."""
    s["robots"][s["active"]]["dice"] = [[v, None] for v in values]
    s["phase"] = "place"


def seat(s, r: int) -> int:
    return s["robots"][r]["owner"]


def ids(s, seat_: int) -> list[str]:
    return [a.id for a in GAME.actions(s, seat_)]


def play(s, seat_: int, *actions: str) -> list:
    events = []
    for action in actions:
        events += GAME.apply(s, seat_, action)
    return events


def accounted(s) -> list[str]:
    found = s["pile"] + s["boxed"] + s["removed"] + s["used"]
    found += [c for row in s["market"] for c in row if c]
    for robot in s["robots"]:
        found += [c for c in robot["parts"].values() if c] + robot["upgrades"] + robot["weapons"]
    return sorted(found)
