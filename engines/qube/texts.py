"""Every sentence and label a Qube Attack player sees, as templates with named fields.

Kept in one place so that a translation replaces this module only. Seats are written `<s:N>`
(filled in with `seat=N`) and become player names where the text is shown. `{planet}` is always a
planet's name from PLANETS, `{weapon}` one of WEAPONS.
"""

# ---- names --------------------------------------------------------------------------------------
# Planets are numbered by the sector they sit in (1-6, clockwise from the top); Cube planets and Half
# Moons sit between two sectors and carry both numbers ("1-2"), which no moon's printed value uses.
PLANETS = {
    "entrance": "Entrance {number}",
    "cube": "Cube planet {number}",
    "wound": "Wound {number}",
    "armory": "Armory {number}",
    "half": "Half Moon {number}",
    "full": "Full Moon",
}
KINDS = {  # the picture's legend
    "cube": "Cube planet",
    "wound": "Wound",
    "armory": "Armory",
    "half": "Half Moon",
    "full": "Full Moon",
}
WEAPONS = ("unarmed", "short range", "long range")

# ---- choices (action labels, at most 80 characters) ---------------------------------------------
PIECE = {  # (stack?, how many alike): a choice of one of your cubes
    (False, "one"): "Your cube on {planet}: {weapon}{used}",
    (True, "one"): "Your stack of 2 on {planet}: {weapon}{used}",
    (False, "many"): "One of your {count} cubes on {planet}: {weapon}{used}",
    (True, "many"): "One of your {count} stacks of 2 on {planet}: {weapon}{used}",
}
USED = {  # what a cube already did this turn, added to its choice
    (False, False): "",
    (True, False): " · activated this turn",
    (False, True): " · attacked this turn",
    (True, True): " · activated and attacked this turn",
}
MOVE = "Move to {planet}"
ACTIVATE = {
    "cube": "Activate {planet}: a new cube on your Entrance",
    "wound": "Activate {planet}: stack a second cube under this one",
    "armory": "Activate {planet}: arm it with a {weapon} weapon",
}
ATTACK = "Attack a cube on {planet}"
HIT = {
    False: "Hit <s:{seat}>'s cube ({weapon})",
    True: "Hit <s:{seat}>'s stack of 2 ({weapon})",
}
FOE = "Attack one of <s:{seat}>'s cubes"
BACK = "Back: choose another cube"
BACK_TO_ORDERS = "Back: choose another order"

# ---- prompts --------------------------------------------------------------------------------------
PROMPT_CUBE = "Choose one of your cubes (action {action} of {actions})."
PROMPT_ORDER = "Choose what your cube on {planet} does (action {action} of {actions})."
PROMPT_ONLY = "Your cube on {planet} is the only one that can act: choose what it does (action {action} of {actions})."
PROMPT_TARGET = "Choose which cube on {target} your cube on {planet} attacks (action {action} of {actions})."

# ---- events ---------------------------------------------------------------------------------------
CHOSEN = "<s:{seat}> has only one kind of cube to act with: the one on {planet} is chosen."
MOVED = "<s:{seat}> moves a cube from {planet} to {to}."
ACTIVATED = {
    "cube": "<s:{seat}> activates {planet}: a new cube enters their Entrance.",
    "wound": "<s:{seat}> activates {planet}: the cube there is now a stack of two.",
    "armory": "<s:{seat}> activates {planet}: the cube there now has {weapon}.",
}
HIT_DONE = {  # (a stack?, lost for good?)
    (False, False): "<s:{seat}> attacks <s:{target}>'s cube ({weapon}) on {planet}: the cube is removed.",
    (False, True): "<s:{seat}> attacks <s:{target}>'s cube ({weapon}) on {planet}: the cube is lost for good.",
    (True, False): "<s:{seat}> attacks <s:{target}>'s stack of 2 ({weapon}) on {planet}: the stack loses its lower "
                   "cube.",
    (True, True): "<s:{seat}> attacks <s:{target}>'s stack of 2 ({weapon}) on {planet}: its lower cube is lost "
                  "for good.",
}
ROUND_END = "End of round {round}: {scores}."
ROUND_END_NOBODY = "End of round {round}: nobody scores."
ROUND_SCORE = "<s:{seat}> +{gain} ({score})"  # one item of ROUND_END's list
LIST_SEPARATOR = ", "
NEW_FIRST = "<s:{seat}> is the first player of round {round}."
OUT = "<s:{seat}> has no cube left on the board and is out of the game (their score stays)."
WINS = "<s:{seat}> reaches {score} points and wins."
LAST_ONE_STANDING = "Only <s:{seat}> has cubes left on the board: <s:{seat}> wins."
BREAKDOWN = {  # the parts of a score in the final post ("Full Moon held alone 24 · Half Moons shared 6")
    "full": "Full Moon held alone",
    "full_shared": "Full Moon shared",
    "half": "Half Moons held alone",
    "half_shared": "Half Moons shared",
    "earlier": "rounds before the parts were kept",
}

# ---- the turn post's standing line ------------------------------------------------------------------
STANDING = "Scores (first to {goal}): {scores}."
STANDING_WITH_MOONS = "Scores (first to {goal}): {scores}. Moons held: {moons}."
STANDING_SCORE = "<s:{seat}> {score}"
STANDING_SCORE_OUT = "<s:{seat}> {score} (out)"
STANDING_MOON = "{planet} <s:{seat}>"
STANDING_MOON_SHARED = "{planet} shared by {seats}"
SHARED_SEPARATOR = " and "
STANDING_SHORT = 200  # the moons are added while the line stays this short (seat tokens counted as 10)

# ---- options (shown by /qube new) -------------------------------------------------------------------
OPTION_ROTATE_FIRST = "Not in the rulebook: the first player passes clockwise each round"
OPTION_LOST_FOR_GOOD = "A hit cube is lost for good instead of going back to its owner's 20"

# ---- the pictures ---------------------------------------------------------------------------------
PICTURE_TURN = "Round {round} · {name} ({letter}) to play, action {action} of {actions}"
PICTURE_OVER = "Game over after round {round}: {names} wins"
PICTURE_NAMES_SEPARATOR = " and "
PICTURE_PLAYER = "{score} pts · {reserve} in reserve{first}"
PICTURE_PLAYER_GAINS = "{score} pts (+{gain}) · {reserve} in reserve{first}"
PICTURE_PLAYER_OUT = "{score} pts · out: no cube left"
PICTURE_FIRST = " · 1st"  # marks the first player of the round
PICTURE_LEGEND_WEAPONS = ("unarmed", "short range", "long range")
PICTURE_LEGEND_STACK = "stack of 2"
PICTURE_START = "START"
GLANCE_TITLE = "Qube Attack · round {round}"
GLANCE_TURN = "{name} to play"
GLANCE_MOONS = "Moons"
GLANCE_SCORES = "Scores, first to {goal}"
GLANCE_GAIN = "+{gain} at round end"
GLANCE_OVER = "{names} wins"
GLANCE_OUT = "out"  # under the name of a player with no cube left
