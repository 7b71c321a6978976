"""Every sentence a Bot Factory player sees, as templates with named fields (ready to translate).
Seats are written `<s:N>`; the table replaces them with names."""

from __future__ import annotations

from engines.botfactory.data import PROJECTS

COLOUR_NAMES = {"y": "yellow", "b": "blue", "g": "green", "r": "red", "u": "universal"}
KIND_NAMES = {"h": "head", "t": "torso", "l": "legs"}
BOARD_NAMES = {"assembly": "Assembly", "production": "Part Production", "projects": "Projects",
               "finance": "Finance"}
BONUS_NAMES = {"speech": "+{amount} speech", "value": "+{amount} value", "none": "no bonus"}
CONTRACT_NEEDS = {
    "c01": "2 yellow robots", "c02": "2 blue robots", "c03": "2 green robots", "c04": "2 red robots",
    "c05": "1 yellow + 1 red robot", "c06": "1 blue + 1 green robot",
    "c07": "2 robots of different colours", "c08": "3 robots of different colours",
    "c09": "4 robots of different colours", "c10": "any 3 robots", "c11": "any 4 robots",
    "c12": "3 robots of one colour", "c13": "2 robots of one colour", "c14": "any 5 robots",
}
NAMES = {
    "part": "{colour} {kind}",
    "project": "{colour} project ({bonus})",
}

TEXTS = {
    "placed": "<s:{seat}> stands their worker on {board}, space {space}.",
    "sandra_moves": "Sandra moves to {board}, space {space}.",
    "vilela_moves": "Vilela moves to {board}, space {space}.",
    "sandra_assembly": "Sandra discards the spare parts and refills them by the distribution marker.",
    "sandra_production": "Sandra refills the wheel by the distribution marker.",
    "sandra_projects": "Sandra discards the bottom row of projects; the rest slide down and are refilled.",
    "sandra_finance": "Sandra raises the lowest robot value.",
    "sandra_all_equal": "All robot values are equal: Sandra raises none.",
    "vilela_assembly": "Vilela takes a {colour} robot from the Assembly board.",
    "vilela_production": "Vilela discards the {part} from a bottom space of the wheel.",
    "vilela_projects": "Vilela discards a project from the bottom row.",
    "vilela_finance": "Vilela takes the first free contract off the Finance board.",
    "paid_sandra": "<s:{seat}> pays {fee} speech token to act beside Sandra.",
    "passed": "<s:{seat}> passes (Sandra is on their board).",
    "did_nothing": "<s:{seat}> lays their worker down without acting.",
    "paid_space": "<s:{seat}> pays {cost} speech token for the space.",
    "space_gain": "<s:{seat}> gains {tokens} speech token from the space.",
    "placed_part": "<s:{seat}> places their {part} under {colour} robot {robot}.",
    "slot_speech": "<s:{seat}> gains 1 speech token for the {kind} square.",
    "completed": "<s:{seat}> completes a {colour} robot (their robot number {count}).",
    "project_bonus": "<s:{seat}> gains {tokens} speech tokens from the project.",
    "end_triggered": "The end is triggered: this round is the last.",
    "parts_reward": "<s:{seat}> gains {tokens} speech tokens for placing {parts} parts.",
    "turned": "<s:{seat}> turns the wheel 90 degrees.",
    "filled": "<s:{seat}> refills the top squares from the {colour} stack: {parts}.",
    "took_part": "<s:{seat}> takes the {part} from the {space} space (+{tokens} speech).",
    "took_project": "<s:{seat}> takes the {project}.",
    "row_speech": "<s:{seat}> gains 1 speech token from the project row.",
    "row_part": "<s:{seat}> takes a {part} by the distribution marker (project row).",
    "raised": "<s:{seat}> spends a speech token on the {colour} robots.",
    "value_up": "The {colour} robot value rises to {value}.",
    "value_down": "The {colour} robot value falls to {value}.",
    "track_bonus": "<s:{seat}> gains {tokens} speech tokens from the value track ({value}).",
    "reserved": "<s:{seat}> reserves the contract {contract} with {tokens} speech tokens.",
    "swapped": "<s:{seat}> swaps their {given} for the spare {part} ({cost} speech token).",
    "recycled": "<s:{seat}> discards {parts} and takes the {part} from the top of a stack.",
    "traded": "<s:{seat}> discards {projects} and takes the {part}.",
    "maintenance": "Maintenance of round {round}.",
    "discarded_part": "<s:{seat}> discards their {part} (hand limit).",
    "discarded_project": "<s:{seat}> discards the {project} (hand limit).",
    "discarded_done": "<s:{seat}> discards a completed {colour} project tile (hand limit).",
    "new_round": "Round {round} begins.",
    "winner": "<s:{seat}> wins with {score} points.",
    "shared_win": "{seats} share the win with {score} points.",
    "solo_won": "<s:{seat}> scores {score} points and beats the target of {target}.",
    "solo_lost": "<s:{seat}> scores {score} points and misses the target of {target}.",
    "standing": "<s:{seat}> {points} points now ({robots} robots, {speech} speech)",
    "standing_join": " · ",
    "standing_head": "Round {round}: ",
}

LABELS = {
    "go": "{board} {space}: {what}",
    "space_assembly": "place up to {limit} parts",
    "space_production": "{limit} wheel credits",
    "space_projects": "project tiles: up to {limit}",
    "space_finance": "spend up to {limit} speech",
    "space_plain": "{what}",
    "space_cost": "{what}, costs {cost} speech",
    "space_gain": "{what}, gives {gain}",
    "space_both": "{what}, costs {cost} speech and gives {gain}",
    "space_raise": ", +{value} value per robot completed",
    "pay": "Pay {fee} speech token to act beside Sandra",
    "pass": "Pass this round",
    "end": "Lay your worker down (end your turn)",
    "end_unused": "Lay your worker down without the main action",
    "back_menu_main": "Back: not the main action now",
    "main_assembly": "Main action: place up to {limit} parts",
    "main_production": "Main action: spend {limit} wheel credits",
    "main_projects": "Main action: project tiles, up to {limit}",
    "main_finance": "Main action: spend up to {limit} speech tokens",
    "exec_assembly": "Executive action: swap parts with the spares (1 speech each)",
    "exec_production": "Executive action: discard 3 parts for the top of a stack",
    "exec_projects": "Executive action: discard 2 projects for a universal part",
    "part": "Place your {part}",
    "column": "Put the {part} under {colour} robot {robot} ({what})",
    "put": "Put your {part} under {colour} robot {robot} ({what})",
    "completes": "completes it",
    "filled": "{filled} of 3 parts there",
    "back": "Back",
    "back_menu": "Back: do not take the executive action now",
    "stop": "Finish the main action",
    "done": "Finish swapping",
    "turn": "Turn the wheel 90 degrees (1 of your {credits} credits)",
    "turn_fill": "Turn and refill the top from the {colour} stack (bottom in {turns} more turns)",
    "take": "Take the {part}, {space} space ({bonus})",
    "bottom_4": "bottom-right",
    "bottom_5": "bottom-left",
    "take_match": "own colour: {gain}",
    "take_unpaid": "this space never pays",
    "take_both": "Take both bottom tiles, the {parts} ({bonus})",
    "and": " and the ",
    "no_speech": "no speech",
    "take_other": "on a {segment} segment: no speech",
    "gain": "+{tokens} speech",
    "gain_short": "+{tokens} speech, supply {supply}",
    "fill": "Refill the top squares from the {colour} stack (bottom in {turns} more turns)",
    "project": "Take the {project} ({row}, {effect})",
    "row_0": "bottom row",
    "row_1": "middle row",
    "row_2": "top row",
    "row_speech": "{gain}",
    "row_part": "+1 part by the marker",
    "row_value": "+1 to its robot value",
    "raise": "Raise the {colour} value to {value} (1 speech)",
    "contract": "Reserve {contract}",
    "contract_words": "{need} (row {row}, {points})",
    "tokens": "Put {tokens} speech tokens on it ({points} points)",
    "spare": "Swap one of your parts for the spare {part} ({cost} speech)",
    "give": "Give your {part}",
    "recycle": "Discard your {part} ({n} of {of})",
    "stack": "Take the top tile of the {colour} stack",
    "trade": "Discard the {project} ({n} of {of})",
    "universal": "Take the {part}",
    "discard_part": "Discard your {part} (you hold {count}, the limit is {limit})",
    "discard_project": "Discard the {project}: {count} held, {done} completed, limit {limit}",
    "discard_done": "Discard a completed {colour} project tile",
}

PROMPTS = {
    "place": "Stand your worker on a free space of another board.",
    "fee": "Sandra is on your board: pay 1 speech token to act, or pass.",
    "menu": "Take your main action and/or the executive action, in either order, or lay your worker down.",
    "assembly": "Place a part on the Assembly board ({left} more at most).",
    "column": "Choose the robot your part goes under.",
    "wheel": "Spend your wheel credits ({credits} left).",
    "fill": "Choose the stack that refills the empty top squares of the wheel.",
    "projects": "Take a project tile ({left} more at most).",
    "finance": "Spend speech tokens on robot values or a contract ({left} more at most).",
    "tokens": "How many speech tokens do you put on the contract?",
    "swap": "Choose a spare part to swap for.",
    "give": "Choose the part you give for the spare.",
    "recycle": "Choose the parts to discard ({n} of 3).",
    "stack": "Choose the stack whose top tile you take.",
    "trade": "Choose the projects to discard ({n} of 2).",
    "universal": "Choose the universal part you take.",
    "limit": "You hold more than 5 part or project tiles: discard one.",
    "waiting": "Nothing to decide right now.",
}


def part_name(tile: str) -> str:
    return NAMES["part"].format(colour=COLOUR_NAMES[tile[0]], kind=KIND_NAMES[tile[1]])


def project_name(project: str) -> str:
    tile = PROJECTS[project]
    bonus = BONUS_NAMES[tile["bonus"]].format(amount=tile["amount"])
    return NAMES["project"].format(colour=COLOUR_NAMES[tile["colour"]], bonus=bonus)


def contract_need(contract: str) -> str:
    return CONTRACT_NEEDS[contract]

# Words on the pictures (renderers/botfactory.py).
PICTURE = {
    "title": "Bot Factory",
    "turn": "Round {round} · {name} to act",
    "turn_last": "Last round ({round}) · {name} to act",
    "over": "Game over after round {round}: {names}",
    "over_none": "Game over after round {round}: target missed",
    "names_separator": " & ",
    "last_round": "Last round!",
    "spares": "spares",
    "stacks": "stacks",
    "marker": "marker",
    "deck": "deck {deck}",
    "universal": "universal",
    "values": "robot values",
    "contracts": "Finance contracts (points for 1/2/3 tokens + row points; owner: tokens)",
    "contract_points": "{points} +{row}",
    "contract_owner": "{letter}: {tokens}",
    "contracts_below": "contracts: below the boards",
    "supply": "speech tokens in the supply: {supply}",
    "bonus_speech": "+{amount} sp",
    "bonus_value": "+{amount} val",
    "bonus_none": "—",
    "player": "{score} pts now · {speech} speech · robots: {robots} · completed projects: {done}",
    "player_tiles": "parts:",
    "player_projects": "projects:",
    "sandra": "S",
    "vilela": "V",
    "bonus": "bonus",
    "top": "top",
    "solo_target": "Target: {target} points",
    "vilela_robots": "Vilela's robots: {robots}",
    "glance_scores": "Points now",
    "glance_values": "Robot values · robots left",
    "glance_robots": "robots: {robots}",
}
KIND_LETTERS = {"h": "H", "t": "T", "l": "L"}
COLOUR_LETTERS = {"y": "Y", "b": "B", "g": "G", "r": "R", "u": "U"}
