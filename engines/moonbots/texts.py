"""Every Moon-Bots sentence added or reworded for the play-by-post polish, as templates with named
fields, in one place for translation. Seats are `<s:N>` tokens; `{robot}` is a robot's name as
`state.name` writes it. `text(key, **fields)` fills one in."""

from __future__ import annotations

TEXTS = {
    # a robot's name: its owner's, with the side in a 2-player game
    "robot.solo": "<s:{owner}>",
    "robot.left": "<s:{owner}>'s left robot",
    "robot.right": "<s:{owner}>'s right robot",
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
    # events (the log and the turn posts)
    "event.round": "Round {round}: {robot} plays.",
    "event.overtime": "Overtime: {robot} loses {drain} energy.",
    "event.damage": "{robot} takes {damage} damage.",
    "event.bought": "{robot} bought {card} from row {row} for {cost} energy.",
    "event.bought_weapon": "{robot} bought a face-down secret weapon from row {row} for {cost} energy.",
    "event.bought_bad_luck": "{robot} bought a secret weapon from row {row} for {cost} energy: Bad Luck! "
    "It loses {loss} energy.",
    "event.drew": "You drew {card}: {does}.",
    "event.rolls": "{robot} rolls {values}.",
    "event.rerolls": "{robot} re-rolls {before} into {after}.",
    "event.activates": "{robot} activates {card} with {values}.",
    "event.activates_energy": "{robot} activates {card} with {values}: {energy} energy.",
    "event.attack": "{attacker} attacks {target}: {fist} fist and {missile} missile hits.",
    "event.attack_guarded": "{attacker} attacks {target}: {fist} fist and {missile} missile hits, "
    "{stopped} stopped by protection upgrades.",
    "event.adjusts": "{robot} turns a {before} into a {after}.",
    "event.finds": "{robot} finds {card} in the pile and builds it; the pile is shuffled.",
    "event.out": "{robot} is out of energy and leaves the arena!",
    "event.duel_won": "{robot} wins its duel and waits, deactivated.",
    "event.final": "Final duel: {robot} against {other}!",
    "event.win": "{seat} wins: last robot standing.",
    "event.shared_win": "{seats} share the win: their last robots fell together.",
    "event.boxed": "Secret weapons from the bottom row back in the box: {count}.",
    "event.uses": "{robot} uses {card}: {does}.",
    "event.deflected": "{damage} damage deflected onto {target}.",
    "event.nothing_fits": "Nothing in the pile fits; the pile is shuffled.",
    "event.spies": "{robot} looks at {seat}'s secret weapons.",
    "event.spied": "{seat} holds {weapons}.",
    "event.spied_none": "{seat} holds no secret weapon.",
    "list.sep": ", ",
    "list.slash": "/",
    # a Robot Part's card text: what it needs and what it does
    "does.part": "{needs}: {does}",
    "needs.set": "{values}",
    "needs.pair": "a pair",
    "needs.sum_eq": "sum {value}",
    "needs.sum_gt": "sum > {value}",
    "needs.sum_lt": "sum < {value}",
    "does.fist_one": "1 fist",
    "does.fist": "{count} fists",
    "does.missile_one": "1 missile",
    "does.missile": "{count} missiles",
    "does.gain_one": "+1 energy",
    "does.gain": "+{count} energy",
    "does.lose_one": "-1 energy",
    "does.lose": "-{count} energy",
    "list.and": " and ",
    "list.plus": "+",
    "event.only_end_no_fit": "{robot} ends its turn: no die fits any part (only choice).",
    "event.only_end_placed": "{robot} ends its turn: every die is placed (only choice).",
    # the standing line of every turn post
    "standing.robot": "{robot} {energy}⚡",
    "standing.robot_out": "{robot} out",
    "standing.line": "Round {round} · energy: {robots}",
    "standing.sep": " · ",
    # actions
    "action.pass": "Pass",
    "action.roll_one": "Roll 1 die and activate your robot",
    "action.roll": "Roll {count} dice and activate your robot",
    "action.end_unrolled": "End your turn without activating",
    "action.end": "End your turn",
    "action.end_no_fit": "End your turn (no die fits any part)",
    "action.buy_part": "Buy {name} ({slot}) — {needs}: {does} · row {row}, {cost} energy",
    "action.buy_upgrade": "Buy {name} — {does} · row {row}, {cost} energy",
    "action.buy_weapon": "Buy a face-down secret weapon · row {row}, {cost} energy",
    "action.buy_side": "{label} ({side})",
    "action.activate": "Activate {name} — {needs}: {does}",
    "action.reroll": "Use your Re-roll upgrade",
    "action.dice_one": "Put {a} on {name}",
    "action.dice_two": "Put {a} and {b} on {name}",
    "action.reroll_one": "Re-roll {a}",
    "action.reroll_two": "Re-roll {a} and {b}",
    "action.adjust": "Turn a {value} into a {new}",
    "action.build": "Build {name} ({does})",
    "action.look": "Look for a {slot} part",
    "action.back": "Back",
    "action.aim": "Aim a {kind} at {target}",
    "action.aim_all": "Aim all {count} remaining hits at {target}",
    "action.use": "Use {name}",
    "action.use_robot": "Use {name} ({side} robot)",
    "action.spy": "Use Spy on {seat}",
    "action.spy_robot": "Use Spy ({side} robot) on {seat}",
    "action.deflect": "Use Deflection: send up to {most} to {target}",
    "action.deflect_robot": "Use Deflection ({side} robot): send up to {most} to {target}",
    "action.order_on": "Turn on: {order}",
    # words filled into other templates
    "word.fist": "fist",
    "word.missile": "missile",
    "word.left": "left",
    "word.right": "right",
    "slot.head": "head",
    "slot.torso": "torso",
    "slot.left_arm": "left arm",
    "slot.right_arm": "right arm",
    "slot.left_leg": "left leg",
    "slot.right_leg": "right leg",
    # what an upgrade does, short enough for a buy button
    "upgrade.extra_die": "roll 1 more die",
    "upgrade.reroll": "re-roll 2 dice once a turn",
    "upgrade.fist_plus": "+1 hit per fist attack",
    "upgrade.fist_guard": "-1 hit per fist attack",
    "upgrade.missile_plus": "+1 hit per missile attack",
    "upgrade.missile_guard": "-1 hit per missile attack",
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


# Words of the pictures (renderers/moonbots.py), seats already replaced by names.
PICTURE = {
    "you": "YOU",
    "final": "FINAL",
    "out": "OUT",
    "final_duel": "Final duel",
    "duel": "Duel {n}",
    "vs": "VS",
    "market": "Market",
    "stock": "pile {pile} · boxed {boxed}",
    "used": "Used: {names}",
    "used_none": "Used: none yet",
    "weapons": "secret weapons: {count}",
    "no_weapons": "no secret weapons",
    "reaction": "Waiting for reactions from {waiting} (each passes by itself after {minutes} min). {text}",
    # the glance
    "glance_title": "Moon-Bots · round {round}",
    "glance_turn": "{name} to play",
    "glance_turn_side": "{name} to play · {side} robot",
    "glance_react": "Reactions: {names} · {minutes} min at most",
    "glance_won": "{names} won",
    "glance_robot_side": "{name} · {side}",
    "glance_facts": "parts {parts} · upgrades {upgrades} · secret {weapons}",
    "glance_out": "out of energy",
    "glance_resting": "won its duel, resting",
    "glance_final": "final duel · secret {weapons}",
    "left": "left",
    "right": "right",
    "glance_names_sep": ", ",
}


def listed(values: object) -> str:
    """Values in a list sentence: "1, 3, 4"."""
    return TEXTS["list.sep"].join(map(str, values))


def text(key: str, **fields: object) -> str:
    return TEXTS[key].format(**fields)
