"""Every sentence and word a Qube Attack player sees, as templates with named fields: the engine's
events, choices, prompts and standing line, the names of planets and weapons, and the pictures'
captions. `text(key, **fields)` gives a `Msg` (engines/i18n.py) said in each reader's language;
the catalogs are locales/<ll>/LC_MESSAGES/qube.po.

Seats are written `<s:N>` (filled in with `seat=N`) and become player names where the text is shown.
`{planet}` is always a planet's name (a `planet.*` message), `{weapon}` a `weapon.*` one.
"""

from engines.i18n import Domain, Plural

TEXTS: dict[str, str | Plural] = {
    # ---- names ----
    # Planets are numbered by the sector they sit in (1-6, clockwise from the top); Cube planets and
    # Half Moons sit between two sectors and carry both numbers ("1-2"). Rulebook (es): Planeta
    # "Entrada", Planeta "Cubo", Planeta "Herida", Planeta "Armamentario", "Gajo de Luna", "Luna Llena"
    "planet.entrance": "Entrance {number}",
    "planet.cube": "Cube planet {number}",
    "planet.wound": "Wound {number}",
    "planet.armory": "Armory {number}",
    "planet.half": "Half Moon {number}",
    "planet.full": "Full Moon",
    # a kind of planet in the picture's legend
    "kind.entrance": "Entrance",
    "kind.cube": "Cube planet",
    "kind.wound": "Wound",
    "kind.armory": "Armory",
    "kind.half": "Half Moon",
    "kind.full": "Full Moon",
    # what a cube is armed with (rulebook (es): desarmado, arma de corto alcance, arma de largo alcance)
    "weapon.none": "unarmed",
    "weapon.short": "short range",
    "weapon.long": "long range",

    # ---- choices (buttons and menu entries: at most 80 characters with the names filled in) ----
    # a choice of one of your single cubes; `count` alike cubes are one choice
    "choice.cube": Plural("Your cube on {planet}: {weapon}", "One of your {count} cubes on {planet}: {weapon}"),
    # a choice of one of your stacks of two cubes (a cube with a wound)
    "choice.stack": Plural("Your stack of 2 on {planet}: {weapon}",
                           "One of your {count} stacks of 2 on {planet}: {weapon}"),
    # a cube's choice followed by what it already did this turn (`used` is one of the two below)
    "choice.used": "{choice} · {used}",
    "used.activated": "activated this turn",
    "used.attacked": "attacked this turn",
    "choice.move": "Move to {planet}",
    "choice.activate.cube": "Activate {planet}: a new cube on your Entrance",
    "choice.activate.wound": "Activate {planet}: stack a second cube under this one",
    "choice.activate.short": "Activate {planet}: arm it with a short range weapon",
    "choice.activate.long": "Activate {planet}: arm it with a long range weapon",
    "choice.attack": "Attack a cube on {planet}",
    # which enemy cube to hit; `weapon` is what the target is armed with
    "choice.hit.cube": "Hit <s:{seat}>'s cube ({weapon})",
    "choice.hit.stack": "Hit <s:{seat}>'s stack of 2 ({weapon})",
    # when too many kinds of enemy cubes are on the planet, the player picks whose first
    "choice.foe": "Attack one of <s:{seat}>'s cubes",
    "choice.back": "Back: choose another cube",
    "choice.back_to_orders": "Back: choose another order",

    # ---- prompts (each turn is two actions) ----
    "prompt.cube": "Choose one of your cubes (action {action} of {actions}).",
    "prompt.order": "Choose what your cube on {planet} does (action {action} of {actions}).",
    "prompt.only": "Your cube on {planet} is the only one that can act: choose what it does (action {action} of "
                   "{actions}).",
    "prompt.target": "Choose which cube on {target} your cube on {planet} attacks (action {action} of {actions}).",

    # ---- events ----
    "event.chosen": "<s:{seat}> has only one kind of cube to act with: the one on {planet} is chosen.",
    "event.moved": "<s:{seat}> moves a cube from {planet} to {to}.",
    "event.activated.cube": "<s:{seat}> activates {planet}: a new cube enters their Entrance.",
    "event.activated.wound": "<s:{seat}> activates {planet}: the cube there is now a stack of two.",
    "event.activated.short": "<s:{seat}> activates {planet}: the cube there now has a short range weapon.",
    "event.activated.long": "<s:{seat}> activates {planet}: the cube there now has a long range weapon.",
    # an attack; `weapon` is what the target was armed with. "lost" versions: the game's option that
    # hit cubes are lost for good instead of going back to their owner's 20
    "event.hit.cube": "<s:{seat}> attacks <s:{target}>'s cube ({weapon}) on {planet}: the cube is removed.",
    "event.hit.cube_lost": "<s:{seat}> attacks <s:{target}>'s cube ({weapon}) on {planet}: the cube is lost for "
                           "good.",
    "event.hit.stack": "<s:{seat}> attacks <s:{target}>'s stack of 2 ({weapon}) on {planet}: the stack loses its "
                       "lower cube.",
    "event.hit.stack_lost": "<s:{seat}> attacks <s:{target}>'s stack of 2 ({weapon}) on {planet}: its lower cube "
                            "is lost for good.",
    # `scores` is a list of round.score items. A round is "turno" in the Spanish rulebook (and rules page)
    "event.round_end": "End of round {round}: {scores}.",
    "event.round_end_nobody": "End of round {round}: nobody scores.",
    # one player's points this round (gain) and their score now
    "round.score": "<s:{seat}> +{gain}, {score} in all",
    # the Spanish rulebook's word is "primer jugador" (its token "Primer jugador")
    "event.new_first": "<s:{seat}> is the first player of round {round}.",
    "event.out": "<s:{seat}> has no cube left on the board and is out of the game (their score stays).",
    "event.wins": "<s:{seat}> reaches {score} points and wins.",
    "event.last_one_standing": "Only <s:{seat}> has cubes left on the board: <s:{seat}> wins.",
    # the parts of a score in the final post ("Full Moon held alone 24 · Half Moons shared 6")
    "breakdown.full": "Full Moon held alone",
    "breakdown.full_shared": "Full Moon shared",
    "breakdown.half": "Half Moons held alone",
    "breakdown.half_shared": "Half Moons shared",
    "breakdown.earlier": "rounds before the parts were kept",

    # ---- the turn post's standing line ----
    # `scores` is a list of standing.score items, `moons` a list of standing.moon items
    "standing": "Scores (first to {goal}): {scores}.",
    "standing.moons": "Scores (first to {goal}): {scores}. Moons held: {moons}.",
    "standing.score": "<s:{seat}>: {score}",
    # a player with no cube left on the board
    "standing.score_out": "<s:{seat}>: {score} (out)",
    "standing.moon": "{planet} (<s:{seat}>)",
    # `seats`: the players sharing the moon, a list
    "standing.moon_shared": "{planet} (shared by {seats})",

    # ---- the picture ----
    # the header; `name` and `letter` are the player to act
    "picture.turn": "Round {round} · {name} ({letter}) to play, action {action} of {actions}",
    # `names`: the winners, a list; `count`: how many
    "picture.over": Plural("Game over after round {round}: {names} wins",
                           "Game over after round {round}: {names} win"),
    # beside each player's name: score, and cubes neither on the board nor lost
    "picture.player": Plural("{score} pt · {reserve} in reserve", "{score} pts · {reserve} in reserve", count="score"),
    # `gain`: the points the player's moons will score at the round's end
    "picture.player_gains": Plural("{score} pt, +{gain} at the round's end · {reserve} in reserve",
                                   "{score} pts, +{gain} at the round's end · {reserve} in reserve", count="score"),
    "picture.player_out": Plural("{score} pt · out: no cube left", "{score} pts · out: no cube left", count="score"),
    # the line of the first player of the round (keep the mark short): `info` is one of the three above
    "picture.first": "{info} · plays first this round",
    # beside a player's name on their own picture
    "picture.you": "you",
    # the legend of the cubes' marks (a stack of 2 is a cube with a wound)
    "picture.stack": "stack of 2",
    # the start of the score track (printed "START" on the board)
    # ---- what a piece of the full table is: the web page says it where it is pointed at ----
    "piece.entrance_home": "{name}: <s:{seat}>'s Entrance; their new cubes come in here.",
    "piece.entrance": "{name}: an Entrance no player starts from.",
    "piece.cube_planet": "{name}: a cube activated here brings its owner a new cube on their Entrance.",
    "piece.wound": "{name}: a single cube activated here becomes a stack of two.",
    "piece.armory": "{name}: a cube activated here is armed, from unarmed to short range, from short to long range.",
    "piece.moon_held": "{name}: at each round's end it scores {points} points to a player holding it alone, half to "
                       "each of two sharing it; held by {seats}.",
    "piece.moon_free": "{name}: at each round's end it scores {points} points to a player holding it alone, half to "
                       "each of two sharing it; nobody holds it.",
    "piece.cubes": Plural("<s:{seat}>'s cube on {planet}, {weapon}.", "<s:{seat}>'s {count} cubes on {planet}, "
                          "{weapon}."),
    "piece.stacks": Plural("<s:{seat}>'s stack of 2 on {planet}, {weapon}.",
                           "<s:{seat}>'s {count} stacks of 2 on {planet}, {weapon}."),
    "piece.cubes_label": "<s:{seat}>",
    "piece.score": Plural("<s:{seat}>: {score} point of the {goal} that win.", "<s:{seat}>: {score} points of the "
                          "{goal} that win.", count="score"),
    "piece.seat": "<s:{seat}>: {info}",
    "piece.seat_label": "<s:{seat}>",
    # the web page's legend: each mark the full table draws, and what it means
    "legend.short": "a white triangle on a cube's corner: armed with a short range weapon",
    "legend.long": "a white square on a cube's corner: armed with a long range weapon",
    "legend.stack": "a cube with a dark cube behind it: a stack of 2",
    "legend.count": "×2: two alike cubes of one player on one planet, drawn as one",
    "picture.start": "START",
    # ---- the glance (a small picture posted each turn) ----
    "glance.title": "Qube Attack · round {round}",
    # the round beside the turn on the replay's frames, the catch-up sheet and the history pages
    "picture.round": "Round {round}",
    "glance.turn": "{name} to play",
    # the moon map's heading: an empty moon shows the points it gives its holder at each round's end
    "glance.moons_key": "Moons · points at round end",
    "glance.scores": "Scores, first to {goal}",
    # above the final chart's scores: what they count
    "picture.chart_unit": "points",
    # in a player's score bar: the points their moons give at this round's end
    "glance.gain": "+{gain} at round end",
    # `names`: the winners, a list; `count`: how many
    "glance.over": Plural("{names} wins", "{names} win"),
    # under the name of a player with no cube left
    "glance.out": "out",
}

DOMAIN = Domain("qube", TEXTS, __file__)
text = DOMAIN.text
