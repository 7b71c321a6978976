"""Every Moon-Bots card as data: the 24 Robot Parts, 24 Upgrades and 17 Secret Weapons.

The rulebook prints the Secret Weapons and the Upgrade kinds; the Robot Parts, the Upgrade copies,
the surcharge marks and the three-player marks are designed here (see docs/moonbots.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

from engines.i18n import Msg
from engines.moonbots.texts import text

SLOTS = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg")
BOARD = "board"  # the slot name of a robot board's built-in attack
ROW_COSTS = (2, 1, 0)
START_ENERGY = 15
MAX_ENERGY = 18
TURN_GAIN_CAP = 2
MAX_UPGRADES = 6
MAX_EXTRA_DICE = 3
BOXED_WEAPONS = 5
STOCK_GAIN = 4
PUMP_GAIN = 2
BAD_LUCK_LOSS = 2
STRONGER_HITS = 2
DEFLECT_MAX = 2
ABSORB = 2
TECH_LOSS = 2

# name (its "name." text), slot, condition, (gain, lose, fist, missile), surcharge, three-player mark
PART_TABLE = (
    ("laser_eye", "head", ("exact", 3), (0, 0, 0, 1), False, False),
    ("radar_dish", "head", ("set", 2, 3), (0, 0, 1, 0), False, True),
    ("twin_cannons", "head", ("pair",), (0, 0, 0, 2), True, False),
    ("brain_box", "head", ("sum_lt", 4), (2, 0, 0, 1), False, False),
    ("reactor_core", "torso", ("sum_eq", 7), (2, 0, 0, 0), True, False),
    ("battery_pack", "torso", ("set", 1, 2), (1, 0, 0, 0), False, True),
    ("overload_chest", "torso", ("set", 5, 6), (0, 1, 2, 0), False, False),
    ("spiked_plate", "torso", ("exact", 4), (1, 0, 1, 0), False, False),
    ("hammer_arm", "left_arm", ("set", 3, 4, 5), (0, 0, 1, 0), False, False),
    ("claw_arm", "left_arm", ("exact", 5), (0, 1, 2, 0), False, True),
    ("rocket_arm", "left_arm", ("set", 1, 2), (0, 0, 0, 1), False, False),
    ("drill_arm", "left_arm", ("pair",), (0, 0, 3, 0), True, False),
    ("piston_arm", "right_arm", ("set", 2, 4, 6), (1, 0, 1, 0), True, False),
    ("buzzsaw_arm", "right_arm", ("exact", 2), (0, 0, 2, 0), False, False),
    ("cannon_arm", "right_arm", ("set", 1, 3, 5), (0, 1, 0, 2), False, True),
    ("grabber_arm", "right_arm", ("sum_eq", 7), (0, 0, 2, 0), False, False),
    ("spring_leg", "left_leg", ("set", 2, 3, 4), (0, 0, 0, 1), False, False),
    ("turbine_leg", "left_leg", ("exact", 6), (2, 0, 0, 0), False, True),
    ("treads", "left_leg", ("set", 1, 2, 3), (1, 0, 0, 0), False, False),
    ("kick_leg", "left_leg", ("pair",), (0, 0, 2, 0), False, False),
    ("jet_leg", "right_leg", ("set", 4, 5), (0, 0, 0, 1), False, False),
    ("stomper", "right_leg", ("exact", 1), (0, 0, 2, 0), False, True),
    ("missile_pod", "right_leg", ("sum_gt", 10), (0, 0, 0, 3), True, False),
    ("magnet_leg", "right_leg", ("set", 3, 6), (1, 0, 0, 1), True, False),
)

# Each robot board prints one attack: boards of even index punch on a 1, the others fire on a 6.
BOARD_TABLE = (
    ("board_fist", "board_fist", ("exact", 1), (0, 0, 1, 0), False, False),
    ("board_missile", "board_missile", ("exact", 6), (0, 0, 0, 1), False, False),
)

# kind (its "name." and "card." texts), copies, copies with the three-player mark, surcharge, most per robot
UPGRADE_TABLE = (
    ("extra_die", 6, 1, True, 3),
    ("reroll", 4, 1, True, 1),
    ("fist_plus", 4, 1, False, 1),
    ("fist_guard", 3, 1, False, 1),
    ("missile_plus", 4, 1, False, 1),
    ("missile_guard", 3, 1, False, 1),
)
UPGRADE_LIMIT = {row[0]: row[4] for row in UPGRADE_TABLE}

# kinds (their "name." and "card." texts)
WEAPON_TABLE = (
    "energy_stock", "dodge", "deflection", "energy_pump", "stronger", "shock_absorber", "adjustment", "rest",
    "black_market", "supermarket", "computer_virus", "look_closer", "extra_upgrade", "spy", "tech_advance",
    "trick", "bad_luck",
)

# Standing orders: for each reaction window the choices a seat has, the default first (chosen by
# measurement, see docs/moonbots.md). "auto" answers at once as the smart AI would; "ask_if_out" asks
# only when the hit would knock the robot out (public facts) and otherwise answers as "auto".
WINDOW_ORDERS = {
    "turn_start": ("auto", "pass", "ask"),
    "attacked": ("ask_if_out", "auto", "pass", "ask"),
    "energy_gain": ("auto", "pass", "ask"),
}
DEFAULT_ORDERS = {kind: choices[0] for kind, choices in WINDOW_ORDERS.items()}


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str  # "part" | "upgrade" | "weapon"
    name: Msg
    text: Msg
    surcharge: bool = False
    marked: bool = False  # the small three-player symbol: out of a 3-player game
    slot: str = ""
    condition: tuple = ()
    effects: tuple = (0, 0, 0, 0)  # gain, lose, fist, missile
    accepts: frozenset = frozenset()  # sorted dice values that meet the condition
    upgrade: str = ""
    weapon: str = ""

    @property
    def dice_needed(self) -> int:
        return 1 if self.condition[0] in ("set", "exact") else 2


def _accepts(condition: tuple) -> frozenset:
    kind, *values = condition
    if kind in ("set", "exact"):
        return frozenset((v,) for v in values)
    test = {
        "pair": lambda a, b: a == b,
        "sum_eq": lambda a, b: a + b == values[0],
        "sum_gt": lambda a, b: a + b > values[0],
        "sum_lt": lambda a, b: a + b < values[0],
    }[kind]
    return frozenset(p for p in combinations_with_replacement(range(1, 7), 2) if test(*p))


@cache  # a card's words are made once: buttons name them at every step
def condition_text(condition: tuple) -> Msg:
    """What a part needs, in words: "2/4/6", "3", "a pair", "sum over 10"."""
    kind, *values = condition
    if kind in ("set", "exact"):
        return text("needs.set", values="/".join(map(str, values)))
    return text(f"needs.{kind}", value=values[0] if values else "")


@cache
def effects_text(effects: tuple) -> tuple[Msg, ...]:
    """What a part does, as a list of effects: "2 fists", "-1 energy"."""
    return tuple(text(f"does.{key}", count=count)
                 for key, count in zip(("fist", "missile", "gain", "lose"), effects[2:] + effects[:2]) if count)


def _part(card_id: str, row: tuple) -> Card:
    name, slot, condition, effects, surcharge, marked = row
    does = text("does.part", needs=condition_text(condition), does=effects_text(effects))
    return Card(card_id, "part", text(f"name.{name}"), does, surcharge, marked, slot, condition, effects,
                _accepts(condition))


def _upgrades() -> list[Card]:
    cards: list[Card] = []
    for kind, copies, marked, surcharge, _limit in UPGRADE_TABLE:
        for copy in range(copies):
            card_id = f"u{len(cards) + 1:02d}"
            cards.append(Card(card_id, "upgrade", text(f"name.{kind}"), text(f"card.{kind}"), surcharge, copy < marked,
                              upgrade=kind))
    return cards


PARTS = [_part(f"p{i:02d}", row) for i, row in enumerate(PART_TABLE, 1)]
BOARD_PARTS = [_part(row[1], row) for row in BOARD_TABLE]
UPGRADES = _upgrades()
WEAPONS = [Card(f"w{i:02d}", "weapon", text(f"name.{k}"), text(f"card.{k}"), weapon=k)
           for i, k in enumerate(WEAPON_TABLE, 1)]
CARDS: dict[str, Card] = {c.id: c for c in PARTS + BOARD_PARTS + UPGRADES + WEAPONS}
DECK = [c.id for c in PARTS + UPGRADES + WEAPONS]


def board_card(robot_index: int) -> str:
    """The built-in attack printed on a robot's board."""
    return BOARD_PARTS[robot_index % len(BOARD_PARTS)].id


def card_json(card: Card) -> dict:
    """A face-up card as the view shows it (VIEW.md)."""
    base = {"kind": card.kind, "id": card.id, "name": card.name, "surcharge": card.surcharge, "text": card.text}
    if card.kind == "upgrade":
        return base | {"upgrade": card.upgrade}
    if card.kind == "weapon":
        return base | {"weapon": card.weapon}
    gain, lose, fist, missile = card.effects
    effects = {"gain": gain, "lose": lose, "fist": fist, "missile": missile}
    return base | {"slot": card.slot, "condition": condition_json(card.condition), "effects": effects}


def condition_json(condition: tuple) -> dict:
    kind, *values = condition
    if kind == "set":
        return {"type": "set", "values": list(values)}
    if kind == "pair":
        return {"type": "pair"}
    return {"type": kind, "value": values[0]}


FACE_DOWN = {"kind": "weapon", "face_down": True}
