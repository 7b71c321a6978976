"""The Proponi state and the small operations every rule uses: cubes, coins, decks, board squares.

State (JSON): players, opts, rng, phase ("setup" | "play" | "over"), year, last_year, first (seat
holding the year die), round (1 or 2: which card of the year), order (index in the year's order),
actor (seat deciding now), setup_queue, health [4], purse, bank, coins [seat], cubes [seat] (in
supply), removed [seat] (cubes out of the game), board [floor][row] = {"c1", "c2", "c3"}: a square
holds None or a card {"part", "y", "b": [...], "r"} whose y/b/r are the seats of the cubes on its
yellow/blue/red diamonds (None: a diamond filled with no cube), res / res_discard (resource cards),
parts / parts_discard (systems and spares), events (the event pile), year_events (this year's),
hands [seat], step (the micro-step being decided), turns, over, broke, winners.
"""

from __future__ import annotations

from engines.base import Event, Rng
from engines.i18n import Msg, fitted
from engines.proponi import cards
from engines.proponi.texts import text

State = dict
COLUMNS = ("c1", "c2", "c3")
HIDDEN = ("rng", "res", "parts", "events", "hands")  # face down, random or in hand: what no undo may give back
DISCARDS = ("res_discard", "parts_discard")  # an empty pile is refilled from these


def new_state(players: int, seed: int, opts: dict) -> State:
    rng = Rng(seed)
    res, parts, events = cards.resource_deck(), [p.key for p in cards.PARTS], [e.key for e in cards.EVENTS]
    for pile in (res, parts, events):
        rng.shuffle(pile)
    purse = cards.starting_purse(players)
    health = cards.HEALTH_HARD_START if opts["start_at_5"] else cards.HEALTH_START
    return {
        "players": players, "opts": dict(opts), "rng": rng.state, "phase": "setup",
        "year": 1, "last_year": 10 if opts["tenth_year"] else 9, "first": rng.randrange(players),
        "round": 1, "order": 0, "actor": 0, "setup_queue": [],
        "health": [health] * cards.FLOORS, "purse": purse, "bank": cards.COINS - purse,
        "coins": [0] * players, "cubes": [cards.cubes_each(players)] * players, "removed": [0] * players,
        "board": [[{c: None for c in COLUMNS} for _ in cards.ROWS] for _ in range(cards.FLOORS)],
        "res": res, "res_discard": [], "parts": parts, "parts_discard": [], "events": events,
        "year_events": [], "hands": [[] for _ in range(players)], "step": {"kind": "wait"},
        "turns": 0, "over": False, "broke": False, "winners": [],
    }


# ---- randomness ----------------------------------------------------------------------------


def shuffle(s: State, pile: list) -> None:
    rng = Rng(s["rng"])
    rng.shuffle(pile)
    s["rng"] = rng.state


def random_index(s: State, n: int) -> int:
    rng = Rng(s["rng"])
    index = rng.randrange(n)
    s["rng"] = rng.state
    return index


def draw(s: State, pile: str, events: list[Event]) -> str | None:
    """The top card of `pile` ("res" or "parts"); an empty pile is refilled from its discards."""
    if not s[pile] and s[f"{pile}_discard"]:
        s[pile], s[f"{pile}_discard"] = s[f"{pile}_discard"], []
        shuffle(s, s[pile])
        events.append(Event(text("shuffled_resources" if pile == "res" else "shuffled_parts")))
    return s[pile].pop() if s[pile] else None


# ---- cubes and coins -----------------------------------------------------------------------


def place_cube(s: State, seat: int) -> int | None:
    """One of `seat`'s cubes onto a diamond; None when their supply is empty (no cube, no pay)."""
    if s["cubes"][seat] == 0:
        return None
    s["cubes"][seat] -= 1
    return seat


def cube_seats(card: dict) -> list[int]:
    """The seat of every cube on a card (one entry per cube)."""
    return [seat for seat in [card["y"], *card["b"], card["r"]] if seat is not None]


def send_home(s: State, card: dict) -> None:
    for seat in cube_seats(card):
        s["cubes"][seat] += 1


def discard_part(s: State, card: dict) -> None:
    send_home(s, card)
    s["parts_discard"].append(card["part"])


def clear_square(s: State, floor: int, row: int, column: str, events: list[Event]) -> dict | None:
    """Discard the card in a square, if any (its cubes go home); returns it."""
    card = s["board"][floor][row][column]
    if card:
        events.append(Event(text("displaced", part=cards.PART[card["part"]].label, floor=floor + 1,
                                 row=row_name(row))))
        discard_part(s, card)
        s["board"][floor][row][column] = None
    return card


def pay_from_purse(s: State, seat: int, coins: int) -> int:
    paid = min(coins, s["purse"])
    s["purse"] -= paid
    s["coins"][seat] += paid
    return paid


def pay_from_bank(s: State, seat: int, coins: int) -> int:
    paid = min(coins, s["bank"])
    s["bank"] -= paid
    s["coins"][seat] += paid
    return paid


def purse_change(s: State, delta: int) -> int:
    """Move coins between the bank and the purse (never below 0 on either side)."""
    delta = max(delta, -s["purse"]) if delta < 0 else min(delta, s["bank"])
    s["purse"] += delta
    s["bank"] -= delta
    return delta


# ---- the board -----------------------------------------------------------------------------


def square(floor: int, row: int) -> str:
    return f"{floor + 1}{cards.ROWS[row]}"


def parse_square(text: str) -> tuple[int, int]:
    return int(text[0]) - 1, cards.ROWS.index(text[1])


def fit_label(key: str, fields: dict, short: dict | None = None) -> Msg:
    """An action label in full where it fits a button (80 characters) in the reader's language, else
    its shorter form (the key + "_short", with the `short` fields changed)."""
    return fitted(text(key, **fields), text(f"{key}_short", **fields | (short or {})))


def row_name(row: int) -> str:
    return cards.ROWS[row].upper()


def clamp(health: int) -> int:
    return max(cards.HEALTH_MIN, min(cards.HEALTH_MAX, health))


def emergencies(s: State) -> list[int]:
    return [f for f, h in enumerate(s["health"]) if h == cards.EMERGENCY]


def black_gears(s: State, floor: int) -> int:
    """Black gears of the floor's column 3: an installed system's own, else the printed one's."""
    return sum(cards.PART[row["c3"]["part"]].black if row["c3"] else cards.EXISTING_BLACK
               for row in s["board"][floor])


def installed(s: State) -> list[dict]:
    return [row["c3"] for floor in s["board"] for row in floor if row["c3"]]


def year_bonus(s: State, effect: str) -> tuple[int, Msg | None]:
    """The total of this year's events with `effect`, and the name of the first such event."""
    found = [cards.EVENT[e] for e in s["year_events"] if cards.EVENT[e].effect == effect]
    return sum(e.amount for e in found), (found[0].name if found else None)
