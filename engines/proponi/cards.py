"""Proponi, Progetta & Installa: every card and the printed board, as data.

The rulebook gives the card counts, the card kinds and a few names (its worked example); the rest is
designed (docs/proponi.md, "Designed content"). Names stay in Italian as the rulebook prints them;
floors are 1-4 (stored 0-3 in the state).
"""

from __future__ import annotations

from dataclasses import dataclass, field

FLOORS = 4
ROWS = ("a", "b")

# ---- resource cards (27) -------------------------------------------------------------------

COMMERCIALE, PROGETTISTA, INSTALLATORE = "commerciale", "progettista", "installatore"
ROLES = (COMMERCIALE, PROGETTISTA, INSTALLATORE)
ROLE_NAMES = {COMMERCIALE: "Commerciale", PROGETTISTA: "Progettista", INSTALLATORE: "Installatore"}
ROLE_COPIES = {COMMERCIALE: 6, PROGETTISTA: 4, INSTALLATORE: 11}


@dataclass(frozen=True)
class Special:
    """A special resource card: fetch a role card from `sources` ("discard", "deck"), limited to
    `roles`; or, with source "player", take a random card from another player's hand."""

    key: str
    name: str
    sources: tuple[str, ...]
    roles: tuple[str, ...] = ROLES


SPECIALS = (
    Special("fabri", "Archivio cartaceo di Fabri", ("discard",)),
    Special("grossista", "Catalogo del Grossista", ("deck",)),
    Special("colleghi", "Scambio tra Colleghi", ("player",)),
    Special("pronto", "Pronto Intervento", ("discard", "deck"), (INSTALLATORE,)),
    Special("fattibilita", "Studio di Fattibilità", ("discard", "deck"), (PROGETTISTA,)),
    Special("fiera", "Fiera di Settore", ("discard", "deck"), (COMMERCIALE,)),
)
SPECIAL = {s.key: s for s in SPECIALS}


def resource_deck() -> list[str]:
    """Card ids: "<kind>.<copy>" (role cards numbered from 1) and the specials by key."""
    deck = [f"{role}.{n}" for role in ROLES for n in range(1, ROLE_COPIES[role] + 1)]
    return deck + [f"{s.key}.1" for s in SPECIALS]


def kind_of(card: str) -> str:
    return card.split(".")[0]


def card_name(card: str) -> str:
    kind = kind_of(card)
    return ROLE_NAMES[kind] if kind in ROLE_NAMES else SPECIAL[kind].name


# ---- systems and spares (26) ---------------------------------------------------------------

SYSTEM, SPARE = "system", "spare"


@dataclass(frozen=True)
class Part:
    """A system (impianto) or spare (ricambio) card. Diamonds: one yellow (proposer), `blue` for
    the designers (systems only), one red (installer). `white` gears raise the floor's health when it
    is installed; an installed system saves `green` coins a year and ages its floor by `black`."""

    key: str
    name: str
    kind: str
    floors: tuple[int, ...]  # 1-4
    blue: int = 0
    green: int = 0
    black: int = 0
    white: int = 2
    short: str = field(default="")

    @property
    def label(self) -> str:
        return self.short or self.name


def _spare(key: str, name: str, *floors: int) -> Part:
    return Part(key, name, SPARE, floors)


def _system(key: str, name: str, floors: tuple[int, ...], blue: int, green: int, black: int, white: int,
            short: str = "") -> Part:
    return Part(key, name, SYSTEM, floors, blue, green, black, white, short)


PARTS = (
    _spare("filtro", "Filtro Autopulente", 1),
    _spare("flussostato", "Flussostato", 1),
    _spare("vaso", "Vaso di Espansione", 1),
    _spare("pressostato", "Pressostato", 1),
    _spare("inverter", "Inverter", 1, 4),
    _spare("termostato", "Termostato", 2, 3),
    _spare("fancoil", "Fan-coil", 2, 3),
    _spare("diffusore", "Diffusore Lineare", 2),
    _spare("valvola", "Valvola Termostatica", 2),
    _spare("serranda", "Serranda Tagliafuoco", 3),
    _spare("umidificatore", "Umidificatore", 3),
    _spare("ventilatore", "Ventilatore", 4),
    _spare("cuscinetto", "Cuscinetto", 4),
    _spare("cinghia", "Cinghia di Trasmissione", 4),
    _system("geotermica", "Pompa di Calore Geotermica", (1,), 2, 2, 0, 3, "Pompa Geotermica"),
    _system("chiller", "Chiller a Levitazione Magnetica", (1,), 1, 1, 0, 2, "Chiller Lev. Magnetica"),
    _system("caldaia", "Caldaia a Condensazione", (1,), 1, 1, 1, 2),
    _system("cogeneratore", "Cogeneratore", (1, 4), 2, 2, 1, 3),
    _system("radiante1", "Pannello Radiante", (2, 3), 1, 1, 0, 2),
    _system("radiante2", "Pannello Radiante", (2, 3), 1, 1, 0, 2),
    _system("uta", "UTA con Recupero di Calore", (2, 3), 2, 2, 1, 3),
    _system("bms", "Building Automation", (2, 3), 2, 2, 0, 1),
    _system("vrf", "Sistema VRF", (2, 4), 1, 1, 1, 2),
    _system("travi", "Travi Fredde", (3,), 1, 1, 0, 2),
    _system("torre", "Torre Evaporativa", (4,), 1, 1, 1, 2),
    _system("solare", "Solare Termico", (4,), 1, 2, 0, 1),
)
PART = {p.key: p for p in PARTS}

# The systems printed on the board in column 3, one black gear each (rows A and B of floors 1-4).
EXISTING = (
    ("Caldaia a Gasolio", "Gruppo Frigo ad Aria"),
    ("Radiatori in Ghisa", "Fan-coil a Due Tubi"),
    ("Termostati Meccanici", "Fan-coil a Soffitto"),
    ("Centrale Trattamento Aria", "Ventilatori Assiali"),
)
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
    """An event card: a malus's health change per floor, at once; or a bonus's year-long effect."""

    key: str
    name: str
    kind: str
    health: tuple[int, int, int, int] = (0, 0, 0, 0)
    effect: str = ""
    amount: int = 0


def _floor(key: str, name: str, floor: int, delta: int) -> Happening:
    return Happening(key, name, MALUS, tuple(delta if f == floor else 0 for f in range(1, FLOORS + 1)))


def _bonus(key: str, name: str, effect: str, amount: int = 0) -> Happening:
    return Happening(key, name, BONUS, effect=effect, amount=amount)


EVENTS = (
    *(_floor(f"guasto{f}", f"Guasto al Piano {f}", f, -2) for f in range(1, FLOORS + 1)),
    *(_floor(f"perdita{f}", f"Perdita d'Acqua al Piano {f}", f, -1) for f in (1, 2, 3)),
    Happening("blackout", "Blackout", MALUS, (-1, -1, -1, -1)),
    Happening("caldo", "Ondata di Calore", MALUS, (0, 0, -1, -1)),
    Happening("gelata", "Gelata Invernale", MALUS, (-1, -1, 0, 0)),
    Happening("allagamento", "Allagamento del Seminterrato", MALUS, (-2, -1, 0, 0)),
    _bonus("hvac", "Fiera dell'HVAC", PROPOSE, 1),
    _bonus("expo", "Mostra Convegno Expocomfort", PROPOSE, 1),
    _bonus("contotermico", "Conto Termico", DESIGN, 1),
    _bonus("progettazione", "Bando di Progettazione", DESIGN_BANK),
    _bonus("ordine", "Ordine degli Ingegneri", DESIGN_BANK),
    _bonus("ecobonus", "Ecobonus", INSTALL, 1),
    _bonus("superbonus", "Superbonus", INSTALL_BANK),
    _bonus("regionale", "Contributo Regionale", INSTALL, 1),
    _bonus("bando", "Bando Comunale per l'Efficienza", INSTALL, 1),
    _bonus("credito", "Credito d'Imposta", INSTALL_BANK),
    _bonus("amministratore", "Nuovo Amministratore", INSTALL_HEALTH, 1),
    _bonus("zelante", "Tecnico Zelante", INSTALL_HEALTH, 1),
    _bonus("collaudo", "Collaudo Positivo", INSTALL_HEALTH, 1),
    _bonus("diagnosi", "Diagnosi Energetica", INSTALL_HEALTH, 1),
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
