"""Every word a Bot Factory player sees, as templates with named fields: the domain "botfactory"
(catalogs: locales/<ll>/LC_MESSAGES/botfactory.po). Seats are written `<s:N>`; the table replaces
them with names. Names (boards, parts, robots, stacks, projects, contracts) are keys of their own,
passed to a sentence as nested messages, so each language can make its words agree; counts of
speech tokens are the `speech` and `gain` messages (a plural each)."""

from __future__ import annotations

from functools import cache

from engines.botfactory.data import PROJECTS
from engines.i18n import Domain, Msg, Plural

TEXTS: dict[str, str | Plural] = {
    # the four boards, left to right (Spanish summary: T. Montaje, T. Fabricación, T. Proyectos, T. Finanzas)
    "board.assembly": "Assembly",
    "board.production": "Part Production",
    "board.projects": "Projects",
    "board.finance": "Finance",
    # a board's title on the picture: its number (1-4) and name
    "board.title": "{number} {board}",
    # part tiles: colour and kind (head, torso, legs); universal parts fit a robot of any colour
    "part.yh": "yellow head",
    "part.yt": "yellow torso",
    "part.yl": "yellow legs",
    "part.bh": "blue head",
    "part.bt": "blue torso",
    "part.bl": "blue legs",
    "part.gh": "green head",
    "part.gt": "green torso",
    "part.gl": "green legs",
    "part.rh": "red head",
    "part.rt": "red torso",
    "part.rl": "red legs",
    "part.uh": "universal head",
    "part.ut": "universal torso",
    "part.ul": "universal legs",
    # a robot's square on the Assembly board, by kind
    "kind.h": "head",
    "kind.t": "torso",
    "kind.l": "legs",
    # one robot of a colour ("a yellow robot", "under yellow robot 2")
    "robot.y": "yellow robot",
    "robot.b": "blue robot",
    "robot.g": "green robot",
    "robot.r": "red robot",
    # the robots of a colour, whose value the Finance track shows ("the value of yellow robots")
    "robots.y": "yellow robots",
    "robots.b": "blue robots",
    "robots.g": "green robots",
    "robots.r": "red robots",
    # the picture's legend: a robot colour's chip and its words, standing alone (German: "gelbe Roboter")
    "legend.y": "yellow robots",
    "legend.b": "blue robots",
    "legend.g": "green robots",
    "legend.r": "red robots",
    # the part stacks of Part Production, one per colour ("from the yellow stack")
    "stack.y": "yellow stack",
    "stack.b": "blue stack",
    "stack.g": "green stack",
    "stack.r": "red stack",
    # a segment of the wheel ("on a yellow segment")
    "segment.y": "yellow segment",
    "segment.b": "blue segment",
    "segment.g": "green segment",
    "segment.r": "red segment",
    # a project tile by its colour ("the yellow project (+1 value)", "a completed yellow project tile")
    "project.y": "yellow project",
    "project.b": "blue project",
    "project.g": "green project",
    "project.r": "red project",
    # a project tile with the bonus it gives when its robot is completed
    "project.name": "{project} ({bonus})",
    "bonus.speech": Plural("+{amount} speech", "+{amount} speech", count="amount"),
    "bonus.value": "+{amount} value",
    "bonus.none": "no bonus",
    # the robots a contract asks for
    "contract.c01": "2 yellow robots",
    "contract.c02": "2 blue robots",
    "contract.c03": "2 green robots",
    "contract.c04": "2 red robots",
    "contract.c05": "1 yellow + 1 red robot",
    "contract.c06": "1 blue + 1 green robot",
    "contract.c07": "2 robots of different colours",
    "contract.c08": "3 robots of different colours",
    "contract.c09": "4 robots of different colours",
    "contract.c10": "any 3 robots",
    "contract.c11": "any 4 robots",
    "contract.c12": "3 robots of one colour",
    "contract.c13": "2 robots of one colour",
    "contract.c14": "any 5 robots",
    # speech tokens (Spanish summary: fichas de discurso), counted
    "speech": Plural("{count} speech", "{count} speech"),
    # speech tokens gained
    "gain": Plural("+{count} speech", "+{count} speech"),
    # speech tokens gained when the supply runs short: `count` given, `supply` left in it
    "gain_short": Plural("+{count} speech, supply {supply}", "+{count} speech, supply {supply}"),
    # part tiles, counted
    "parts": Plural("{count} part", "{count} parts"),
    "placed": "<s:{seat}> stands their worker on {board}, space {space}.",
    "sandra_moves": "Sandra moves to {board}, space {space}.",
    "vilela_moves": "Vilela moves to {board}, space {space}.",
    "sandra_assembly": "Sandra discards the spare parts and refills them by the distribution marker.",
    "sandra_production": "Sandra refills the wheel by the distribution marker.",
    "sandra_projects": "Sandra discards the bottom row of projects; the rest slide down and are refilled.",
    "sandra_finance": "Sandra raises the lowest robot value.",
    "sandra_all_equal": "Sandra would raise the lowest robot value, but all are equal: she raises none.",
    "vilela_assembly": "Vilela takes a {robot} from the Assembly board.",
    "vilela_production": "Vilela discards the {part} from a bottom space of the wheel.",
    "vilela_projects": "Vilela discards a project from the bottom row.",
    "vilela_finance": "Vilela takes the first free contract off the Finance board.",
    "paid_sandra": "<s:{seat}> pays {speech} to act beside Sandra.",
    "passed": "<s:{seat}> passes (Sandra is on their board).",
    "did_nothing": "<s:{seat}> lays their worker down without acting.",
    "paid_space": "<s:{seat}> pays {speech} for the space.",
    "space_gain": "<s:{seat}> gains {speech} from the space.",
    # `robot` is "yellow robot", `number` which one of that colour
    "placed_part": "<s:{seat}> places their {part} under {robot} {number}.",
    "slot_speech": "<s:{seat}> gains 1 speech for the {kind} square.",
    "completed": "<s:{seat}> completes a {robot} (their robot number {count}).",
    "project_bonus": "<s:{seat}> gains {speech} from the project.",
    "end_triggered": "The end is triggered: this round is the last.",
    "parts_reward": "<s:{seat}> gains {speech} for placing {parts}.",
    "turned": "<s:{seat}> turns the wheel 90 degrees.",
    # `parts`: the list of part tiles drawn
    "filled": "<s:{seat}> refills the top squares from the {stack}: {parts}.",
    # `space`: the bottom-right or bottom-left space; `gain`: "+1 speech"
    "took_part": "<s:{seat}> takes the {part} from the {space} space ({gain}).",
    "took_project": "<s:{seat}> takes the {project}.",
    "row_speech": "<s:{seat}> gains 1 speech from the project row.",
    "row_part": "<s:{seat}> takes a {part} by the distribution marker (project row).",
    "raised": "<s:{seat}> spends a speech token on the {robots}.",
    "value_up": "The value of {robots} rises to {value}.",
    "value_down": "The value of {robots} falls to {value}.",
    "reserved": "<s:{seat}> reserves the contract {contract}, putting {speech} on it.",
    "swapped": "<s:{seat}> swaps their {given} for the spare {part} ({speech}).",
    "recycled": "<s:{seat}> discards {parts} and takes the {part} from the top of a stack.",
    "traded": "<s:{seat}> discards {projects} and takes the {part}.",
    "maintenance": "Maintenance of round {round}.",
    "discarded_part": "<s:{seat}> discards their {part} to keep within the hand limit.",
    "discarded_project": "<s:{seat}> discards the {project} to keep within the hand limit.",
    "discarded_done": "<s:{seat}> discards a completed {project} tile to keep within the hand limit.",
    "new_round": "Round {round} begins.",
    # the outcome; `seats` is the list of the winners
    "winner": "<s:{seat}> wins with a score of {score}.",
    "shared_win": "{seats} share the win with a score of {score}.",
    "solo_won": "<s:{seat}> scores {score} and beats the target of {target}.",
    "solo_lost": "<s:{seat}> scores {score} and misses the target of {target}.",
    # the final post's score parts
    "part_robots": "robots",
    "part_contracts": "contracts",
    "part_speech": "speech",
    "part_parts": "loose parts",
    "part_projects": "unfinished projects",
    # the standing line of every turn post: one entry per seat, joined by standing.join
    # parts: the points of each part of the score that is not 0 ("robots +8, loose parts −2"), adding up to points
    "standing": "<s:{seat}> points now: {points} ({parts})",
    "standing_final": "<s:{seat}> final points: {points} ({parts})",
    "standing.part": "{part} {points:+d}",
    "standing.join": "{a} · {b}",
    "standing.line": "Round {round}: {seats}",
    "standing.line_final": "After round {round}: {seats}",
    # a worker's space: board, space number and what the space does
    "label.go": "{board} {space}: {what}",
    "label.space_assembly": "place up to {limit} parts",
    "label.space_production": "{limit} wheel credits",
    "label.space_projects": "up to {limit} project tiles",
    "label.space_finance": "spend up to {limit} speech",
    "label.space_cost": "{what}, costs {speech}",
    "label.space_gain": "{what}, gives {gain}",
    "label.space_both": "{what}, costs {speech} and gives {gain}",
    "label.space_raise": "{what}, +{value} value per robot completed",
    "label.space_raise_project": "{what}, +{value} value per project",
    "label.pay": "Pay {speech} to act beside Sandra",
    "label.pass": "Pass this round",
    "label.end": "Lay your worker down (end your turn)",
    "label.end_unused": "Lay your worker down without the main action",
    "label.back_menu_main": "Back: not the main action now",
    "label.then_end": "{main}, then lay your worker down",
    "label.then_exec": "{main}, then the executive action",
    "label.main_assembly": "Main action: place up to {limit} parts",
    "label.main_production": "Main action: spend {limit} wheel credits",
    "label.main_projects": "Main action: project tiles, up to {limit}",
    "label.main_finance": "Main action: spend up to {limit} speech tokens",
    "label.exec_assembly": "Executive action: swap parts with the spares (1 speech each)",
    "label.exec_production": "Executive action: discard 3 parts for the top of a stack",
    "label.exec_projects": "Executive action: discard 2 projects for a universal part",
    "label.part": "Place your {part}",
    # `what`: "completes it" or "1 of 3 parts there"
    "label.column": "Put the {part} under {robot} {number} ({what})",
    "label.put": "Put your {part} under {robot} {number} ({what})",
    "label.completes": "completes it",
    "label.filled": "{filled} of 3 parts there",
    "label.back": "Back",
    "label.back_menu": "Back: do not take the executive action now",
    "label.stop": "Finish the main action",
    "label.done": "Finish swapping",
    "label.turn": "Turn the wheel 90 degrees (wheel credits left: {credits})",
    "label.turn_fill": "Turn and refill the top from the {stack} (bottom in {turns} more turns)",
    # `space`: label.bottom_4 or label.bottom_5; `bonus`: what the space gives
    "label.take": "Take the {part}, {space} space ({bonus})",
    "label.bottom_4": "bottom-right",
    "label.bottom_5": "bottom-left",
    "label.take_match": "own colour: {gain}",
    "label.take_unpaid": "this space never pays",
    "label.take_both": "Take both bottom tiles, the {first} and the {second} ({bonus})",
    "label.no_speech": "no speech",
    "label.take_other": "on a {segment}: no speech",
    "label.fill": "Refill the top squares from the {stack} (bottom in {turns} more turns)",
    # `row`: label.row_0/1/2; `effect`: what taking from that row does
    "label.project": "Take the {project} ({row}, {effect})",
    "label.row_0": "bottom row",
    "label.row_1": "middle row",
    "label.row_2": "top row",
    "label.row_part": "+1 part by the marker",
    "label.row_value": "+1 to its robot value",
    "label.raise": "Raise the value of {robots} to {value} (1 speech)",
    "label.contract": "Reserve {contract}",
    # `need`: the robots it asks for; `points`: its points for 1/2/3 speech tokens ("2/4/6")
    "label.contract_words": "{need} (row {row}: {points} points)",
    "label.tokens": "Put {speech} on it (worth {points} if completed, lost if not)",
    "label.spare": "Swap one of your parts for the spare {part} ({speech})",
    "label.give": "Give your {part}",
    "label.recycle": "Discard your {part} ({n} of {of})",
    # `parts`: the list of the three parts
    "label.recycle_three": "Discard your {parts}",
    "label.stack": "Take the top tile of the {stack}",
    "label.trade": "Discard the {project} ({n} of {of})",
    "label.universal": "Take the {part}",
    "label.discard_part": "Discard your {part} (you hold {count}, the limit is {limit})",
    "label.discard_project": "Discard the {project}: {count} held, {done} completed, limit {limit}",
    "label.discard_done": "Discard a completed {project} tile",
    "prompt.place": "Stand your worker on a free space of another board.",
    "prompt.fee": "Sandra is on your board: pay 1 speech token to act, or pass.",
    "prompt.menu": "Take your main action and/or the executive action, in either order, or lay your worker down.",
    "prompt.assembly": "Place a part on the Assembly board ({left} more at most).",
    "prompt.column": "Choose the robot your part goes under.",
    "prompt.wheel": "Turn the wheel or take a bottom tile (wheel credits left: {credits}).",
    "prompt.fill": "Choose the stack that refills the empty top squares of the wheel.",
    "prompt.projects": "Take a project tile ({left} more at most).",
    "prompt.finance": "Spend speech tokens on robot values or a contract ({left} more at most).",
    "prompt.tokens": "How many speech tokens do you put on the contract?",
    "prompt.swap": "Choose a spare part to swap for.",
    "prompt.give": "Choose the part you give for the spare.",
    "prompt.recycle": "Choose the parts to discard ({n} of 3).",
    "prompt.stack": "Choose the stack whose top tile you take.",
    "prompt.trade": "Choose the projects to discard ({n} of 2).",
    "prompt.universal": "Choose the universal part you take.",
    "prompt.limit": "You hold more than 5 part or project tiles: discard one.",
    "prompt.waiting": "Nothing to decide right now.",
    "picture.title": "Bot Factory",
    "picture.heading": "{title} · {status}",
    # the round beside the turn on the replay's frames, the catch-up sheet and the history pages
    "picture.round": "Round {round}",
    "picture.turn": "Round {round} · {name} to act",
    "picture.turn_last": "Last round ({round}) · {name} to act",
    "picture.over": "Game over after round {round}: {names} wins",
    "picture.over_shared": "Game over after round {round}: {names} share the win",
    "picture.over_none": "Game over after round {round}: target missed",
    "picture.last_round": "Last round!",
    "picture.robots_left": "left",
    "picture.spares": "spares",
    "picture.assembly_notes": "Only the third space raises the value of each robot it completes.",
    "picture.stacks": "stacks",
    "picture.wheel_notes": "Refilled at the top: at the bottom after 2 more turns. Bottom right: +1 speech "
                           "for a tile on its colour.",
    "picture.deck": "deck: {deck}",
    "picture.universal": "universal parts",
    "picture.project_row_2": "top row: +1 to its robot value",
    "picture.project_row_1": "middle row: +1 speech",
    "picture.project_row_0": "bottom row: +1 part by the marker",
    "picture.space_assembly": "{limit} parts",
    "picture.space_production": "{limit} credits",
    "picture.space_projects": "take {limit}",
    "picture.space_finance": "spend {limit}",
    "picture.space_cost": "−{cost} speech",
    "picture.space_gain": "+{gain} speech",
    "picture.contracts": "Finance contracts · points for 1/2/3 speech tokens on it · completing it adds its "
                         "row's points",
    "picture.contract_row": "row {row}: +{points}",
    "picture.contract_tokens": "tokens: {tokens}",
    # a contract Vilela took (solo)
    "picture.contract_vilela": "Vilela",
    "picture.contracts_below": "contracts: below the boards",
    "picture.supply": "speech tokens in the supply: {supply}",
    "picture.player": "points now: {score} · speech: {speech} · robots: {robots} · completed projects: {done}",
    "picture.player_final": "final points: {score} · speech: {speech} · robots: {robots} · completed projects: "
                            "{done}",
    "picture.player_tiles": "parts:",
    # at the end, under a player's final points: how they add up; parts: picture.breakdown_part, joined
    "picture.breakdown": "{score} final points = {parts}",
    # part: part_robots, part_contracts, …; points: with its sign ("+3", "-2")
    "picture.breakdown_part": "{part} {points}",
    "picture.player_projects": "projects:",
    # Sandra's and Vilela's marks on the boards (one letter each)
    "picture.sandra": "S",
    "picture.vilela": "V",
    # the key at the foot of the full table: the marks drawn there and what they are
    # beside a player's name on their own picture
    "picture.you": "you",
    "picture.key_sandra": "Sandra",
    "picture.key_vilela": "Vilela",
    "picture.key_worker": "a player's worker (their seat number)",
    "picture.key_lying": "a worker laid down",
    "picture.bottom_4": "right",
    "picture.bottom_5": "left",
    "picture.top": "top",
    "picture.solo_target": "Target: {target} points",
    "picture.vilela_robots": "Vilela's robots: {robots}",
    # the glance's line of Vilela's robots, each colour then shown as a chip with how many
    "picture.vilela_took": "Vilela's robots:",
    "picture.glance_scores": "Points now",
    "picture.glance_scores_final": "Final points",
    # above the final chart's scores: what they count
    "picture.chart_unit": "points",
    "picture.glance_values": "Robot values · robots left",
    "picture.glance_robots": "robots: {robots}",
    # the letters on the pictures' colour chips (yellow, blue, green, red, universal) and part tiles
    # (head, torso, legs): one or two letters, each different within its row
    # ---- what a piece of the full table is: the web page says it where it is pointed at ----
    "piece.space": "{board}, space {space}",
    "piece.space_free": "{board}, space {space}: {what}. Nobody stands here.",
    "piece.space_taken": "{board}, space {space}: {what}. Here: {who}.",
    "piece.worker_standing": "<s:{seat}>'s worker, standing",
    "piece.worker_lying": "<s:{seat}>'s worker, laid down",
    "piece.robot": "{robot} {number}",
    "piece.robot_parts": "{robot} {number}: {parts} placed; a robot is complete with a head, a torso and legs.",
    "piece.robot_empty": "{robot} {number}: no part placed yet; a robot is complete with a head, a torso and legs.",
    "piece.robot_done": "{robot} {number}: complete.",
    "piece.part_robot": "{part}: placed in {robot} {number}.",
    "piece.part_spare": "{part}: a spare part on Assembly; a player there may swap one of their parts for it "
                        "({speech}).",
    "piece.part_universal": "{part}: a universal part, it fits a robot of any colour.",
    "piece.part_held": "{part}: held by <s:{seat}>; a loose part costs points at the end.",
    "piece.wheel_bottom": "{part} on the wheel's {segment}, {side}: it may be taken now ({bonus}).",
    "piece.wheel": "{part} on the wheel's {segment}: it reaches the bottom as the wheel turns.",
    "piece.wheel_empty": "The wheel's {segment}: empty.",
    "piece.wheel_label": "{part}, wheel",
    "piece.stack": "{stack}: {count} part tiles face down.",
    "piece.stack_marker": "{stack}: {count} part tiles face down; the marker points at it (+1 part by the marker).",
    "piece.pool": "{robots}: {count} left to build.",
    "piece.project_display": "{project}: on the Projects board, {row}.",
    "piece.project_held": "{project}: held by <s:{seat}>, not completed yet; an unfinished project costs points at "
                          "the end.",
    "piece.value": "{robots} at value {value}: each one built would score {value} points at the end.",
    "piece.value_here": "{robots} stand at value {value}: each one built scores {value} points at the end.",
    "piece.value_label": "{robots}: {value}",
    "piece.contract": "Contract: {need}",
    "piece.contract_open": "Contract {need} (row {row}): open. 1, 2 or 3 speech tokens on it are worth {points} "
                           "points if completed, lost if not; its row gives +{row_points}.",
    "piece.contract_taken": "Contract {need} (row {row}): reserved by <s:{seat}> with {speech}; points for 1, 2 or 3 "
                            "tokens: {points}.",
    "piece.contract_vilela": "Contract {need} (row {row}): taken by Vilela.",
    "piece.seat": "<s:{seat}>, seat {number}: {line}",
    "piece.seat_label": "<s:{seat}>",
    # a legend line for the web page: the code a picture draws, and what it means
    "legend.line": "{code}: {meaning}",
    "legend.points": "contracts' points for 1, 2 or 3 speech tokens, such as {points}",
    "legend.universal": "a universal part: it fits a robot of any colour",
    "legend.robots": "the number right of a robot row: robots of that colour left to build",
    "letter.y": "Y",
    "letter.b": "B",
    "letter.g": "G",
    "letter.r": "R",
    "letter.u": "U",
    "letter.h": "H",
    "letter.t": "T",
    "letter.l": "L",
}

DOMAIN = Domain("botfactory", TEXTS, __file__)
text = DOMAIN.text


@cache
def name(key: str) -> Msg:
    """A message without fields (a name, a fixed label), made once: choices are listed often."""
    return text(key)


def part_name(tile: str) -> Msg:
    return name(f"part.{tile}")


@cache
def project_name(project: str) -> Msg:
    tile = PROJECTS[project]
    bonus = text(f"bonus.{tile['bonus']}", amount=tile["amount"])
    return text("project.name", project=name(f"project.{tile['colour']}"), bonus=bonus)


@cache
def speech(count: int) -> Msg:
    """"N speech" tokens."""
    return text("speech", count=count)
