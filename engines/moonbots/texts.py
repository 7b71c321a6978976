"""Every Moon-Bots sentence added or reworded for the play-by-post polish, as templates with named
fields, in one place for translation. Seats are `<s:N>` tokens; `{robot}` is a robot's name as
`state.name` writes it. `text(key, **fields)` fills one in."""

from __future__ import annotations

TEXTS = {
    # what a seat is asked (Game.prompt)
    "prompt.buy": "Buy one ability from the market, then roll your dice (or end your turn).",
    "prompt.bought": "Roll your dice to activate your robot, or end your turn.",
    "prompt.place": "Place a die on a part of your robot, or end your turn.",
    "prompt.place_none": "No die fits any of your parts: end your turn.",
    "prompt.dice": "Choose which dice go on that part.",
    "prompt.reroll": "Choose the dice to roll again.",
    "prompt.adjust": "Choose the die to adjust by 1.",
    "prompt.search": "Choose the card to build from the pile.",
    "prompt.aim": "Choose the robot your next attack hits ({left} to aim).",
    "prompt.turn_start": "{robot} starts its turn: use a secret weapon now, or pass.",
    "prompt.attacked": "{robot} is hit for {damage}: use a protection, or pass to take the hit.",
    "prompt.energy_gain": "{robot} gained energy: use a secret weapon now, or pass.",
    "prompt.none": "Nothing to decide right now.",
    # the reaction window as the public sees it
    "window.turn_start": "{robot} starts its turn: secret weapons may be used before it buys.",
    "window.attacked": "{robot} is hit for {damage} damage: its owner may answer before it lands.",
    "window.energy_gain": "{robot} gained energy: opponents may answer.",
    # events
    "event.attack": "{attacker} attacks {target}: {fist} fist and {missile} missile hits.",
    "event.attack_guarded": "{attacker} attacks {target}: {fist} fist and {missile} missile hits, "
    "{stopped} stopped by protection upgrades.",
    "event.only_end_no_fit": "{robot} ends its turn: no die fits any part (only choice).",
    "event.only_end_placed": "{robot} ends its turn: every die is placed (only choice).",
    # the standing line of every turn post
    "standing.robot": "{robot}: {energy}",
    "standing.robot_out": "{robot}: out",
    "standing.line": "Energy: {robots}.",
    "standing.sep": " · ",
    # actions
    "action.pass": "Pass",
    "action.roll": "Roll {dice} and activate your robot",
    "action.end_unrolled": "End your turn without activating",
    "action.end": "End your turn",
    "action.buy_part": "{name} ({where}) — {needs}: {does}, row {row}, {cost}⚡",
    "action.buy_upgrade": "{name} ({where}) — {does}, row {row}, {cost}⚡",
    "action.buy_weapon": "Secret weapon ({where}) — face down, row {row}, {cost}⚡",
    "action.activate": "Activate {name} ({needs}: {does})",
    "action.aim": "Aim a {kind} at {target}",
    "action.aim_all": "Aim all {count} remaining hits at {target}",
    "action.order_on": "Turn on: {order}",
    "action.order_off": "Turn off: {order}",
    # words filled into other templates
    "word.die": "1 die",
    "word.dice": "{count} dice",
    "word.column": "column {col}",
    "word.fist": "fist",
    "word.missile": "missile",
}

# Standing orders: ORDER_TEXTS[window kind][choice] as they read after "Turn on: ".
ORDER_TEXTS = {
    "turn_start": {
        "auto": "my weapons answer turn starts as the AI would",
        "pass": "pass at other robots' turn starts",
        "ask": "ask me at other robots' turn starts",
    },
    "attacked": {
        "ask_if_out": "ask me only if a hit would knock my robot out",
        "auto": "my weapons answer hits as the AI would",
        "pass": "take every hit without asking me",
        "ask": "ask me whenever my robot is hit",
    },
    "energy_gain": {
        "auto": "use Energy Pump on every opponent gain",
        "pass": "pass when an opponent gains energy",
        "ask": "ask me when an opponent gains energy",
    },
}


def text(key: str, **fields: object) -> str:
    return TEXTS[key].format(**fields)
