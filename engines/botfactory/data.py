"""Bot Factory content: every number the boards and tiles print.

The Spanish summary gives the rules but not the printed numbers; everything here marked DESIGNED
was designed for this project (see docs/botfactory.md, "Designed content") and balanced by AI
self-play. Facts from the summary or public sources are marked FACT.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TypedDict

# ---- parts and robots ------------------------------------------------------------------------

COLOURS = ("y", "b", "g", "r")  # FACT: the four robot colours (the wheel's yellow, blue, green, red)
KINDS = ("h", "t", "l")  # FACT: head, torso, legs
UNIVERSAL = "u"
PART_COPIES = 4  # FACT: 16 heads, 16 torsos, 16 legs: 4 of each colour
UNIVERSAL_COPIES = 2  # FACT: 2 universal heads, torsos and legs
ROBOTS_PER_COLOUR = {1: 3, 2: 3, 3: 4, 4: 4}  # FACT: 3 per colour group at 1-2 players, 4 at 3-4
HAND_LIMIT = 5  # FACT: more than 5 part tiles or 5 project tiles are discarded in Maintenance
LAST_ROBOT = 5  # FACT: completing a 5th robot triggers the end

# ---- speech tokens -----------------------------------------------------------------------------

SPEECH_TOKENS = 36  # FACT: 36 speech tokens in the box; gains stop when the supply is empty
START_SPEECH = 1  # FACT: 1 each, the last player in turn order 1 more
SANDRA_FEE = 1  # FACT (reading): 1 extra speech token to act on Sandra's board

# ---- the four boards, left to right, and their action spaces ------------------------------------

BOARDS = ("assembly", "production", "projects", "finance")  # FACT: left to right
# DESIGNED: each board has 3 spaces that differ in strength (FACT); `limit` is the space's strength
# (parts placed, movement credits, projects taken, speech tokens spent), `cost` is paid with the
# main action (the strongest space of every board costs 1 speech token: FACT) and `gain` is given
# with it; `raise` (Assembly's strongest space) raises a robot colour's value for each robot of it
# completed in the action, and (Projects' strongest space) the colour of each project taken. Projects
# take "1 o 2 losetas" (FACT), so its second and third spaces both take up to 2. The strengths 3/4/6
# and 2/3/4 are FACT; the rest is designed.
SPACES = {
    "assembly": ({"limit": 2, "cost": 0, "gain": 1}, {"limit": 3, "cost": 0, "gain": 0},
                 {"limit": 3, "cost": 1, "gain": 0, "raise": 1}),
    "production": ({"limit": 3, "cost": 0, "gain": 1}, {"limit": 4, "cost": 0, "gain": 0},
                   {"limit": 6, "cost": 1, "gain": 0}),
    "projects": ({"limit": 1, "cost": 0, "gain": 1}, {"limit": 2, "cost": 0, "gain": 0},
                 {"limit": 2, "cost": 1, "gain": 0, "raise": 1}),
    "finance": ({"limit": 2, "cost": 0, "gain": 0}, {"limit": 3, "cost": 0, "gain": 0},
                {"limit": 4, "cost": 1, "gain": 0}),
}
EXECUTIVE = {"assembly": True, "production": True, "projects": True, "finance": False}  # FACT

# ---- Assembly ----------------------------------------------------------------------------------

# DESIGNED: speech tokens for the number of parts placed in one main action, and what each
# assembly space (the robot's head, torso and legs square in its colour's column) gives.
PARTS_REWARD = {1: 0, 2: 0, 3: 1}
SLOT_REWARD = {"h": "none", "t": "value", "l": "none"}
SWAP_COST = 1  # FACT: 1 speech token per part tile swapped with a spare
SPARES = 2  # FACT

# ---- Part Production: the wheel -------------------------------------------------------------------

# FACT: 8 segments, clockwise from the 11 o'clock input space.
WHEEL = ("y", "b", "g", "r", "y", "b", "g", "r")
# Positions on the board, clockwise from the top left: 0 and 1 are the top squares (refilled after
# a turn), 4 and 5 the two bottom (bonus) spaces. A 90-degree turn moves every segment 2 positions.
TOP = (0, 1)
BOTTOM = (4, 5)
QUARTER = 2
TURN_COST = 1  # DESIGNED: movement credits for a 90-degree turn
TAKE_COST = 1  # FACT: "Gastar ... créditos de movimiento para ... Tomar 1 loseta": a bottom tile costs a credit
# DESIGNED: speech tokens for taking a tile from a bottom space when it lies on a segment of its own
# colour, by space: the bottom-right (bonus) space pays, the bottom-left one never does.
MATCH_BONUS = {4: 1, 5: 0}
RECYCLE = 3  # FACT: the executive action discards 3 part tiles for the top of a stack

# ---- Projects ----------------------------------------------------------------------------------

PROJECT_ROWS = 3  # FACT: 6 spaces, the bottom row of two discarded each Maintenance
PROJECT_COLUMNS = 2
# DESIGNED: what taking a tile from a row does (row 0 is the bottom row): a part tile by the
# distribution marker, 1 speech token, or +1 to the project's robot value.
ROW_ACTION = ("part", "speech", "value")
# DESIGNED: the bonus each colour's 6 project tiles give when their robot is completed.
PROJECT_BONUSES = (("speech", 1), ("value", 1), ("value", 1), ("value", 1), ("value", 2), ("none", 0))


class Project(TypedDict):
    colour: str
    bonus: str
    amount: int


PROJECTS: dict[str, Project] = {
    f"p{c}{i}": {"colour": colour, "bonus": bonus[0], "amount": bonus[1]}
    for c, colour in enumerate(COLOURS)
    for i, bonus in enumerate(PROJECT_BONUSES)
}  # FACT: 24 project tiles, 6 per colour
RECYCLE_PROJECTS = 2  # FACT: discard 2 projects for 1 universal part

# ---- Finance -----------------------------------------------------------------------------------

VALUE_MIN, VALUE_MAX, VALUE_START = 0, 8, 2  # DESIGNED track
RAISE_COST = 1  # DESIGNED: speech tokens per step
CONTRACTS_IN_PLAY = 9  # FACT
CONTRACT_ROWS = 3  # DESIGNED: 3 rows of 3
ROW_POINTS = (1, 2, 3)  # DESIGNED: points for completing a contract in the top/middle/bottom row

# DESIGNED: the 14 contract tiles. `need` lists the robots (a colour, or "*" for any); `rule`
# "diff" wants them all of different colours, "same" all of one colour. `points[n-1]` is the
# speech-token space for n tokens: scored when completed, lost when not.


class Contract(TypedDict):
    need: str
    rule: str
    points: tuple[int, int, int]


CONTRACTS: dict[str, Contract] = {
    "c01": {"need": "yy", "rule": "", "points": (2, 4, 6)},
    "c02": {"need": "bb", "rule": "", "points": (2, 4, 6)},
    "c03": {"need": "gg", "rule": "", "points": (2, 4, 6)},
    "c04": {"need": "rr", "rule": "", "points": (2, 4, 6)},
    "c05": {"need": "yr", "rule": "", "points": (2, 3, 5)},
    "c06": {"need": "bg", "rule": "", "points": (2, 3, 5)},
    "c07": {"need": "**", "rule": "diff", "points": (1, 3, 4)},
    "c08": {"need": "***", "rule": "diff", "points": (3, 5, 7)},
    "c09": {"need": "****", "rule": "diff", "points": (4, 7, 10)},
    "c10": {"need": "***", "rule": "", "points": (2, 4, 6)},
    "c11": {"need": "****", "rule": "", "points": (3, 6, 8)},
    "c12": {"need": "***", "rule": "same", "points": (4, 6, 9)},
    "c13": {"need": "**", "rule": "same", "points": (1, 3, 4)},
    "c14": {"need": "*****", "rule": "", "points": (4, 7, 10)},
}
MAX_CONTRACT_TOKENS = 3  # FACT: a contract is reserved with 1-3 tokens


def _uses(need: str, rule: str) -> list[tuple[int, ...]]:
    """Every count of robots by colour (yellow, blue, green, red) that fulfils a contract."""
    fixed = [need.count(c) for c in COLOURS]
    free = need.count("*")
    if rule == "diff":
        picks = [p for p in combinations(COLOURS, free) if not any(fixed[COLOURS.index(c)] for c in p)]
    elif rule == "same":
        picks = [(c,) * free for c in COLOURS]
    else:
        picks = list(combinations_with_replacement(COLOURS, free))
    return sorted({tuple(f + p.count(c) for f, c in zip(fixed, COLOURS)) for p in picks})


CONTRACT_USES = {cid: _uses(c["need"], c["rule"]) for cid, c in CONTRACTS.items()}

# ---- Solo: Vilela, the designed automa -----------------------------------------------------------

# DESIGNED: Vilela's four action tiles, one drawn each round (reshuffled when all are used): the
# board it goes to (the next one to the right when that board is its own, Sandra's or full).
VILELA_TILES = ("assembly", "production", "projects", "finance")
SOLO_TARGET = 25  # DESIGNED default score to reach; the `solo_target` option changes it
LAST_ROUND = 25  # DESIGNED safety: the game also ends after this round (`last_round` option, 0: never)
