"""Proponi, Progetta & Installa: every card and the printed board, as data.

The rulebook gives the card counts, the card kinds and a few names (its worked example); the rest is
designed (docs/proponi.md, "Designed content"). Names are keys of the "proponi" domain
(engines/proponi/texts.py), which keeps them in Italian as the rulebook prints them; floors are 1-4
(stored 0-3 in the state).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.i18n import Msg
from engines.proponi.texts import TEXTS, text

FLOORS = 4
ROWS = ("a", "b")

# ---- resource cards (27) -------------------------------------------------------------------

COMMERCIALE, PROGETTISTA, INSTALLATORE = "commerciale", "progettista", "installatore"
ROLES = (COMMERCIALE, PROGETTISTA, INSTALLATORE)
ROLE_COPIES = {COMMERCIALE: 6, PROGETTISTA: 4, INSTALLATORE: 11}


@dataclass(frozen=True)
class Special:
    """A special resource card: fetch a role card from `sources` ("discard", "deck"), limited to
    `roles`; or, with source "player", take a random card from another player's hand."""

    key: str
    sources: tuple[str, ...]
    roles: tuple[str, ...] = ROLES

    @property
    def name(self) -> Msg:
        return text(f"special.{self.key}")


SPECIALS = (
    Special("fabri", ("discard",)),
    Special("grossista", ("deck",)),
    Special("colleghi", ("player",)),
    Special("pronto", ("discard", "deck"), (INSTALLATORE,)),
    Special("fattibilita", ("discard", "deck"), (PROGETTISTA,)),
    Special("fiera", ("discard", "deck"), (COMMERCIALE,)),
)
SPECIAL = {s.key: s for s in SPECIALS}


def resource_deck() -> list[str]:
    """Card ids: "<kind>.<copy>" (role cards numbered from 1) and the specials by key."""
    deck = [f"{role}.{n}" for role in ROLES for n in range(1, ROLE_COPIES[role] + 1)]
    return deck + [f"{s.key}.1" for s in SPECIALS]


def kind_of(card: str) -> str:
    return card.split(".")[0]


def role_name(role: str) -> Msg:
    return text(f"role.{role}")


def card_name(card: str) -> Msg:
    kind = kind_of(card)
    return role_name(kind) if kind in ROLES else SPECIAL[kind].name


# ---- systems and spares (26) ---------------------------------------------------------------

SYSTEM, SPARE = "system", "spare"


@dataclass(frozen=True)
class Part:
    """A system (impianto) or spare (ricambio) card. Diamonds: one yellow (proposer), `blue` for
    the designers (systems only), one red (installer). `white` gears raise the floor's health when it
    is installed; an installed system saves `green` coins a year and ages its floor by `black`."""

    key: str
    kind: str
    floors: tuple[int, ...]  # 1-4
    blue: int = 0
    green: int = 0
    black: int = 0
    white: int = 2
    named: str = ""  # the name's key when two cards share it ("radiante" for radiante1 and radiante2)

    @property
    def name(self) -> Msg:
        return text(f"part.{self.named or self.key}")

    @property
    def label(self) -> Msg:
        """The name as drawn and in labels: the rulebook's short form of a long name."""
        short = f"short.{self.named or self.key}"
        return text(short) if short in TEXTS else self.name


def _spare(key: str, *floors: int) -> Part:
    return Part(key, SPARE, floors)


def _system(key: str, floors: tuple[int, ...], blue: int, green: int, black: int, white: int,
            named: str = "") -> Part:
    return Part(key, SYSTEM, floors, blue, green, black, white, named)


PARTS = (
    _spare("filtro", 1),
    _spare("flussostato", 1),
    _spare("vaso", 1),
    _spare("pressostato", 1),
    _spare("inverter", 1, 4),
    _spare("termostato", 2, 3),
    _spare("fancoil", 2, 3),
    _spare("diffusore", 2),
    _spare("valvola", 2),
    _spare("serranda", 3),
    _spare("umidificatore", 3),
    _spare("ventilatore", 4),
    _spare("cuscinetto", 4),
    _spare("cinghia", 4),
    _system("geotermica", (1,), 2, 2, 0, 3),
    _system("chiller", (1,), 1, 1, 0, 2),
    _system("caldaia", (1,), 1, 1, 1, 2),
    _system("cogeneratore", (1, 4), 2, 2, 1, 3),
    _system("radiante1", (2, 3), 1, 1, 0, 2, "radiante"),
    _system("radiante2", (2, 3), 1, 1, 0, 2, "radiante"),
    _system("uta", (2, 3), 2, 2, 1, 3),
    _system("bms", (2, 3), 2, 2, 0, 1),
    _system("vrf", (2, 4), 1, 1, 1, 2),
    _system("travi", (3,), 1, 1, 0, 2),
    _system("torre", (4,), 1, 1, 1, 2),
    _system("solare", (4,), 1, 2, 0, 1),
)
PART = {p.key: p for p in PARTS}

# The systems printed on the board in column 3, one black gear each (rows A and B of floors 1-4).
def existing_name(floor: int, row: int) -> Msg:
    """The name of the system printed in column 3 of `floor` (0-3), `row` (0-1)."""
    return text(f"existing.{floor + 1}{ROWS[row]}")


EXISTING_BLACK = 1

# ---- events (25) ---------------------------------------------------------------------------

MALUS, BONUS = "malus", "bonus"
# The rulebook: "Malus: malfunzionamenti e guasti che abbassano il livello di salute degli impianti.
# Bonus: incentivi per commercializzare, progettare ed installare ricambi ed impianti." So a malus
# lowers floors' health, and every bonus is a year-long incentive to propose, design or install:
PROPOSE = "propose"  # each proposal pays its proposer `amount` from the bank
DESIGN = "design"  # each design pays its designer `amount` more from the bank
DESIGN_BANK = "design_bank"  # the bank, not the building, pays each design's coin
INSTALL = "install"  # each installation pays its installer `amount` more from the bank
INSTALL_BANK = "install_bank"  # the bank, not the building, pays each installation's coins
INSTALL_HEALTH = "install_health"  # each installation raises its floor `amount` more


@dataclass(frozen=True)
class Happening:
    """An event card: a malus's health change per floor, at once; or a bonus's year-long effect.
    Its name is `event.<named or key>` in the texts, with the floor it names (if any)."""

    key: str
    kind: str
    health: tuple[int, ...] = (0, 0, 0, 0)  # one per floor
    effect: str = ""
    amount: int = 0
    named: str = ""
    floor: int = 0

    @property
    def name(self) -> Msg:
        fields = {"floor": self.floor} if self.floor else {}
        return text(f"event.{self.named or self.key}", **fields)


def _floor(named: str, floor: int, delta: int) -> Happening:
    health = tuple(delta if f == floor else 0 for f in range(1, FLOORS + 1))
    return Happening(f"{named}{floor}", MALUS, health, named=named, floor=floor)


def _bonus(key: str, effect: str, amount: int = 0) -> Happening:
    return Happening(key, BONUS, effect=effect, amount=amount)


EVENTS = (
    *(_floor("guasto", f, -2) for f in range(1, FLOORS + 1)),
    *(_floor("perdita", f, -1) for f in (1, 2, 3)),
    Happening("blackout", MALUS, (-1, -1, -1, -1)),
    Happening("caldo", MALUS, (0, 0, -1, -1)),
    Happening("gelata", MALUS, (-1, -1, 0, 0)),
    Happening("allagamento", MALUS, (-2, -1, 0, 0)),
    _bonus("hvac", PROPOSE, 1),
    _bonus("expo", PROPOSE, 1),
    _bonus("contotermico", DESIGN, 1),
    _bonus("progettazione", DESIGN_BANK),
    _bonus("ordine", DESIGN_BANK),
    _bonus("ecobonus", INSTALL, 1),
    _bonus("superbonus", INSTALL_BANK),
    _bonus("regionale", INSTALL, 1),
    _bonus("bando", INSTALL, 1),
    _bonus("credito", INSTALL_BANK),
    _bonus("amministratore", INSTALL_HEALTH, 1),
    _bonus("zelante", INSTALL_HEALTH, 1),
    _bonus("collaudo", INSTALL_HEALTH, 1),
    _bonus("diagnosi", INSTALL_HEALTH, 1),
)
EVENT = {e.key: e for e in EVENTS}
# Events of the first release that the redesign retired, and the new event that takes each one's place
# in a game stored before it (loading such a game swaps them, so an upgrade never stops it).
RETIRED_EVENTS = {"legali": "perdita3", "assemblea": "expo", "fondo": "progettazione", "assicurazione": "ordine",
                  "arretrati": "superbonus"}

# ---- the box -------------------------------------------------------------------------------

COINS = 200  # the bank, the purse and the players' coins together (the bank never runs short)
HEALTH_MIN, HEALTH_MAX, HEALTH_START, HEALTH_HARD_START = 1, 9, 6, 5
EMERGENCY = 1


def cubes_each(players: int) -> int:
    return 15 if players == 3 else 10


def starting_purse(players: int) -> int:
    return 4 if players <= 4 else 6


def events_in_year(year: int) -> int:
    return 1 if year <= 3 else 2 if year <= 6 else 3


def extra_gears(players: int) -> int:
    """The harder setting's permanent black gears per floor, by player count."""
    return {3: 1, 4: 2}.get(players, 3)
