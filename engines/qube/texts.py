"""Every sentence and label a Qube Attack player sees, as templates with named fields.

Kept in one place so that a translation replaces this module only. Seats are written `<s:N>`
(filled in with `seat=N`) and become player names where the text is shown.
"""

OUT = "<s:{seat}> has no cube left on the board and is out of the game (their score stays)."
LAST_ONE_STANDING = "Only <s:{seat}> has cubes left on the board: <s:{seat}> wins."
NEW_FIRST = "<s:{seat}> is the first player of round {round}."

# ---- options (shown by /qube new) -----------------------------------------------------------------
OPTION_ROTATE_FIRST = "Not in the rulebook: the first player passes clockwise each round"
OPTION_LOST_FOR_GOOD = "A hit cube is lost for good instead of going back to its owner's 20"

# ---- the full picture ----------------------------------------------------------------------------
PICTURE_PLAYER = "{score} pts · {reserve} in reserve{first}"
PICTURE_PLAYER_GAINS = "{score} pts (+{gain}) · {reserve} in reserve{first}"
PICTURE_PLAYER_OUT = "{score} pts · out: no cube left"
PICTURE_FIRST = " · 1st"  # marks the first player of the round
