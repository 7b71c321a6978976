"""20th Century content as data: what the rulebook gives, and what was designed where it is silent.

Given by the rulebook text: tiles dealt per round, minimum land prices, the cost marker's start,
consolation, the stacks by back, 5 catastrophes (2 of I-II, 2 of III-IV, 1 of V), starting money.
Designed (docs/century.md, "Designed content"): the 40 round land tiles, the 30 technologies, the 9
catastrophe cards, the 6 scoring cards, the technology cost tracks and the final scoring numbers.
"""

from __future__ import annotations

ROUNDS = 6  # five full rounds and a short sixth
FULL_ROUNDS = 5
ROMAN = ("", "I", "II", "III", "IV", "V", "VI")
START_COINS = 10
START_SCIENCE = 10
CITIZENS = 16  # 20 tokens of a colour, 4 of them mark the player board's tracks
GARBAGE = 95
POLLUTION_MIN, POLLUTION_MAX = -6, 6  # negative: daisies (clean), positive: skulls
GRID = 7  # each region lies on a 7 x 7 grid, the start tile in the centre
CENTRE = (3, 3)
MAX_PLACED_GARBAGE = 3  # garbage placed in upkeep: at most 3 on a tile [R-A3]

LAND_DEALT = {5: 8, 4: 6, 3: 5}
TECH_DEALT = {5: 6, 4: 5, 3: 4}
# A round's stack, its minimum land price (the coin symbol) and its technology cost track [R-A8].
ERA = {1: "I-II", 2: "I-II", 3: "III-IV", 4: "III-IV", 5: "V"}
MIN_PRICE = {"I-II": 2, "III-IV": 3, "V": 4}
COST_TRACK = {
    "I-II": (8, 7, 6, 5, 4, 3, 2, 1),
    "III-IV": (9, 8, 7, 6, 5, 4, 3, 2),
    "V": (10, 9, 8, 7, 6, 5, 4, 3),
}
CONSOLATION_EXTRA = 2  # a player who wins no land gets the minimum price + 2 coins


def cost_start(players: int) -> int:
    """The cost marker starts at the far left with 4-5 players, on the second space with 3."""
    return 1 if players == 3 else 0


# ---- land tiles ----------------------------------------------------------------------------
# "RAILS: SITE SITE ...": rails name the edges (N E S W) a tile's railway reaches; a site is a city
# ("2c1s" makes 2 coins and 1 science when occupied, "v" victory points) or a recycling centre
# ("R2" removes up to 2 garbage per production when occupied).

START_TILE = "NESW: 1c1s 2c1s R1"

LAND = {
    "I-II": (
        "NS: 2c 1s", "EW: 1c1s R1", "NE: 3c", "NES: 2s R1", "NESW: 1c 1c1s", "NS: 1v 2c",
        "ES: 1c1s 1v", "NEW: 2c1s", "NS: 1s1v R1", "EW: 2c 1s", "NESW: 1c R1", "NE: 2s",
        "SW: 1c1s 2c", "NEW: 1v 1s", "NS: 3c R1", "ESW: 1c2s",
    ),
    "III-IV": (
        "NS: 3c 1v", "EW: 2c2s R2", "NES: 2v R2", "NESW: 2c1s 1s1v", "NE: 4c", "ES: 3s R2",
        "NSW: 2c1v", "EW: 1c1s1v R2", "NS: 2s1v", "NESW: 3c R2", "NEW: 2c2s", "SW: 2v 1c",
        "NS: 1c3s", "ESW: 2c1s R2", "NE: 1c2v", "NESW: 2s 2c",
    ),
    "V": (
        "NS: 3v R3", "NESW: 2c2s 1v", "EW: 3c1v R3", "NES: 2s2v", "NE: 4c1s R3", "NSW: 3v",
        "ESW: 2c2s1v", "NESW: 2v R3",
    ),
}


def parse_site(code: str) -> dict:
    if code.startswith("R"):
        return {"kind": "recycling", "capacity": int(code[1:])}
    site = {"kind": "city", "c": 0, "s": 0, "v": 0}
    number = ""
    for char in code:
        if char.isdigit():
            number += char
        else:
            site[char] = int(number or 1)
            number = ""
    return site


def parse_tile(code: str) -> dict:
    rails, _, sites = code.partition(":")
    return {"rails": rails.strip(), "sites": [parse_site(s) for s in sites.split()]}


def _land_tiles() -> dict[str, dict]:
    tiles = {f"start{n}": parse_tile(START_TILE) | {"era": "start"} for n in range(1, 6)}
    for era, codes in LAND.items():
        prefix = {"I-II": "a", "III-IV": "b", "V": "c"}[era]
        for n, code in enumerate(codes, 1):
            tiles[f"{prefix}{n}"] = parse_tile(code) | {"era": era}
    return tiles


TILES = _land_tiles()

# ---- technologies [R-A12] ------------------------------------------------------------------
# kind: "institution" (attached to the region like a land tile: rails, no citizens, no garbage;
# adds `amount` of `boosts` to each adjacent occupied city making it), "single" (used once,
# this round), "multiple" (works every round). eco: garbage taken and pollution moved at purchase.

ABILITIES: dict[str, dict[str, object]] = {
    "mine": {"kind": "institution", "boosts": "c", "amount": 1},
    "lab": {"kind": "institution", "boosts": "s", "amount": 1},
    "hospital": {"kind": "institution", "boosts": "v", "amount": 1},
    "sweepers": {"kind": "single"},  # remove `amount` garbage from your region in this upkeep
    "new_town": {"kind": "single"},  # an extra citizen placed in this upkeep
    "grant": {"kind": "single"},  # `amount` coins at once
    "park": {"kind": "single"},  # nothing beyond its ecological effect (pollution down)
    "locomotive": {"kind": "multiple"},  # move one citizen along the rails each upkeep
    "recycling_plant": {"kind": "multiple"},  # each occupied recycling centre removes 1 more
    "filter": {"kind": "multiple"},  # pollution 1 down at each production
    "collection": {"kind": "multiple"},  # each upkeep, remove any garbage of your region for 1 coin each
    "bank": {"kind": "multiple"},  # +1 coin income
    "academy": {"kind": "multiple"},  # +1 science income
}

# (ability, amount, rails of an institution, garbage taken, pollution moved)
TECH = {
    "I-II": (
        ("mine", 1, "NS", 1, 0), ("mine", 1, "NES", 1, 0), ("lab", 1, "EW", 1, 0), ("lab", 1, "NESW", 0, 1),
        ("hospital", 1, "NS", 2, 0), ("sweepers", 2, "", 0, 0), ("new_town", 1, "", 1, 0),
        ("grant", 4, "", 0, 1), ("locomotive", 1, "", 1, 0), ("recycling_plant", 1, "", 0, 0),
        ("bank", 1, "", 0, 1), ("collection", 1, "", 0, 0),
    ),
    "III-IV": (
        ("mine", 1, "NESW", 2, 0), ("lab", 1, "NS", 1, 0), ("lab", 1, "ESW", 2, 0), ("hospital", 1, "EW", 0, 1),
        ("hospital", 1, "NES", 1, 0), ("sweepers", 3, "", 0, 0), ("new_town", 1, "", 1, 0),
        ("park", 0, "", 0, -2), ("locomotive", 1, "", 1, 0), ("filter", 1, "", 0, 0),
        ("recycling_plant", 1, "", 1, 0), ("academy", 1, "", 0, 1),
    ),
    "V": (
        ("mine", 1, "NESW", 2, 0), ("hospital", 1, "NS", 2, 0), ("hospital", 1, "NESW", 0, 1),
        ("sweepers", 4, "", 0, 0), ("park", 0, "", 0, -2), ("filter", 1, "", 0, 0),
    ),
}


def _technologies() -> dict[str, dict]:
    techs = {}
    for era, rows in TECH.items():
        prefix = {"I-II": "t", "III-IV": "u", "V": "w"}[era]
        for n, (ability, amount, rails, garbage, pollution) in enumerate(rows, 1):
            techs[f"{prefix}{n}"] = {
                "ability": ability, "amount": amount, "rails": rails, "era": era,
                "garbage": garbage, "pollution": pollution, **ABILITIES[ability],
            }
    return techs


TECHS = _technologies()

# ---- catastrophes [R-A2] -------------------------------------------------------------------
# Five columns as (garbage, pollution), from the full force of the catastrophe to the empty column
# that avoids it. COLUMN_PLAYERS: the fewest players for which a column counts (the second column
# is labelled for five players, the third for four).
COLUMN_PLAYERS = (3, 5, 4, 3, 3)
CATASTROPHES = {
    "I-II": {
        "Flood": ((3, 1), (2, 1), (2, 0), (1, 0), (0, 0)),
        "Smog": ((2, 2), (2, 1), (1, 1), (0, 1), (0, 0)),
        "Landfill fire": ((4, 0), (3, 0), (1, 1), (1, 0), (0, 0)),
    },
    "III-IV": {
        "Oil spill": ((4, 1), (3, 1), (2, 1), (1, 0), (0, 0)),
        "Acid rain": ((3, 2), (2, 2), (2, 1), (1, 1), (0, 0)),
        "Toxic dump": ((4, 1), (4, 0), (3, 0), (2, 0), (0, 0)),
    },
    "V": {
        "Nuclear accident": ((4, 2), (3, 2), (2, 2), (1, 1), (0, 0)),
        "Ozone hole": ((4, 2), (3, 2), (2, 1), (1, 1), (0, 0)),
        "Mega flood": ((4, 2), (4, 1), (3, 1), (2, 0), (0, 0)),
    },
}
CATASTROPHES_USED = (("I-II", 2), ("III-IV", 2), ("V", 1))


def columns(players: int) -> list[int]:
    """The columns that count at this table, worst first."""
    return [i for i, fewest in enumerate(COLUMN_PLAYERS) if players >= fewest]


# ---- scoring cards [R-A10] -----------------------------------------------------------------
SCORING = {
    2: ("citizens", "clean_tiles", "recycling"),
    4: ("technologies", "network", "environment"),
}

# ---- production and final scoring [R-A7, R-A11] --------------------------------------------


def pollution_income(pollution: int) -> int:
    """VP income lost to pollution each production."""
    return -2 if pollution >= 5 else -1 if pollution >= 3 else 0


def pollution_final(pollution: int) -> int:
    """VP at the end for the pollution track."""
    table = {-6: 8, -5: 5, -4: 5, -3: 3, -2: 3, 2: -3, 3: -3, 4: -6, 5: -6, 6: -10}
    return table.get(pollution, 0)


def clean_tile_value(pollution: int) -> int:
    """VP at the end for each garbage-free land tile: 4, 3 or 2 by pollution."""
    return 4 if pollution <= -3 else 2 if pollution >= 3 else 3


MAJORITY = (4, 2)  # most coins held at the end, second most; the same for science
GARBAGE_PENALTY = 1  # VP lost per garbage token still in the region at the end
