"""AI seats.

"random" picks any legal action, but never gives up a turn it could use (it skips "back", "pass",
"stop", "done" and "end" while it has anything else): a uniformly random player lays its worker
down half the time and its games last hundreds of rounds.

"smart" picks a board by what it could do there, then plays its turn greedily: every choice is
tried on a copy and the position is valued by `worth` (the score it would have now plus what its
parts, projects and speech tokens promise). Choices that reveal a hidden tile (refilling the wheel,
taking the top of a stack) are never tried on a copy, and the copies are made from the game as the seat
knows it (the stacks in an order of the AI's own): the AI must not peek at the stacks.
"""

from __future__ import annotations

import marshal
from dataclasses import replace

from engines.base import Rng
from engines.botfactory import data, moves, scoring
from engines.botfactory.state import State
from engines.search import Budget

IDLE = ("back", "pass", "stop", "done", "end")
HIDDEN = ("fill", "stack")  # stages whose choice draws a face-down tile
EXEC_STAGES = ("recycle", "stack", "trade", "universal")  # tiles picked to discard are still in hand
SUB_STAGES = ("assembly", "column", "tokens", "give", "recycle", "trade", "universal")


def choose(s: State, seat: int, rng: Rng, level: str = "smart") -> str:
    found = moves.actions(s, seat)
    if level != "smart":
        busy = [a for a in found if a.id not in IDLE]
        return rng.choice(busy or found).id
    s = _seen(s, rng)
    if s["phase"] == "place":
        return _place(s, seat, rng)
    if s["phase"] == "limit":
        return _best(s, seat, [a.id for a in found], rng)
    stage = s["step"]["stage"]
    if stage in HIDDEN:
        return _colour_choice(s, seat, [a.id for a in found])
    if stage == "fee":
        return "pay" if any(a.id == "pay" for a in found) else "pass"
    if stage == "menu":
        return _menu(s, seat, [a.id for a in found], rng)
    options = [a.id for a in found if a.id != "end"] or ["end"]
    refills = [a for a in options if a.startswith("turn:")]
    if refills:  # a turn with its refill is weighed as a bare turn: the refill stays unseen
        choice = _best(s, seat, [a for a in options if a not in refills] + ["turn"], rng)
        return _colour_choice(s, seat, refills) if choice == "turn" else choice
    return _best(s, seat, options, rng)


def _seen(s: State, rng: Rng) -> State:
    """A copy of the game as the seat may know it: the face-down stacks and deck in an order of the
    AI's own (drawn from what is in them, which is public), and the game's random numbers replaced,
    so nothing tried on a copy of it (taking a project that draws a part) can peek at a hidden tile."""
    seen = _copy(s)
    for pile in (*seen["stacks"].values(), seen["deck"]):
        pile.sort()
        rng.shuffle(pile)
    seen["rng"] = rng.next64()
    return seen


# ---- the expert's budget -----------------------------------------------------------------------------

BIG_HAND = 12  # parts + 2 x projects in hand from which the smart AI's look-ahead costs too much to play out far


def expert_budget(s: State, seat: int) -> Budget:
    """The expert's search budget (engines/search.py) at this decision. The smart AI tries every choice
    and its follow-ups on copies, so its moves cost more the more the seat holds: with a big hand (solo
    games that drag on reach 5-7 projects and 2-5 parts) long playouts cost 0.7-1.5 s of CPU per
    decision. From BIG_HAND on (a project counts twice: each brings assembly choices the smart AI tries),
    playouts stop after 4 moves at the latest and only the smart pick and one other are weighed, on 2 deals."""
    if len(s["parts"][seat]) + 2 * len(s["projects"][seat]) < BIG_HAND:
        return EXPERT
    return replace(EXPERT, horizon=4, candidates=2, deals=2)


def next_turn_over(deal: State, now: State) -> bool:
    """Where the expert's playouts stop (`Budget.cut`): once the seat deciding in `deal` has played its
    turn of the next round's actions, or the round after that has begun. A worker placed is played out
    through its own action and then a whole round more (where to stand next, what that brings), a choice
    within the turn likewise: what a choice sets up for the next round (parts for a robot, a project
    taken, a value raised) is valued once the next round has used it. Stopping at the seat's own turn
    (sessions 5-6) valued a choice by what it brought at once, which is the smart AI's own measure: the
    expert won hardly more often than the smart AI in its seat."""
    if now["round"] != deal["round"] + 1:
        return now["round"] > deal["round"] + 1
    return now["phase"] == "act" and str(deal["current"]) not in now["queue"]


# ---- valuing a position ------------------------------------------------------------------------------


def worth(s: State, seat: int) -> float:
    """The score now plus what the seat's tiles and tokens promise."""
    if s["over"]:
        return float(s["scores"][seat])
    parts, projects = _hand(s, seat)
    total = scoring.breakdown(s, seat)["total"] + 0.45 * s["speech"][seat] + 2.0 * len(s["robots"][seat])
    total += len(s["parts"][seat]) - len(parts) + 2 * (len(s["projects"][seat]) - len(projects))
    fits = _fitting(s, seat)
    colours = {data.PROJECTS[p]["colour"] for p in projects}
    for tile in parts:
        if tile in fits:
            total += 1.0 + (0.3 if tile[0] in colours or tile[0] == data.UNIVERSAL else 0)
        else:
            total += 0.4
    for project in projects:
        total += _promise(s, project, parts)
    for contract in s["contracts"]:
        if contract["owner"] == seat and _short(s["robots"][seat], contract["id"]) <= 1:
            total += 0.5 * scoring.contract_points(contract)
    return total


def _promise(s: State, project: str, parts: list[str]) -> float:
    """What a project in hand promises: more the further its robot is built, or buildable from `parts`,
    and the higher its colour's value."""
    colour = data.PROJECTS[project]["colour"]
    have = max((_progress(column, colour, parts) for column in s["columns"][colour] if not column["done"]),
               default=0.0)
    return 2.2 + 1.0 * min(have, 3) * (0.5 + s["values"][colour] / data.VALUE_MAX)


def _hand(s: State, seat: int) -> tuple[list[str], list[str]]:
    """The seat's parts and projects, without those already picked to be discarded this step."""
    parts, projects = list(s["parts"][seat]), list(s["projects"][seat])
    step = s["step"] if s["current"] == seat and s["phase"] == "act" else None
    # a game stored before the fix kept its old picks
    for tile in step["dropped"] if step and step["stage"] in EXEC_STAGES else []:
        (parts if tile in parts else projects).remove(tile)
    return parts, projects


def _progress(column: dict, colour: str, parts: list[str]) -> float:
    """Squares of a robot filled (1 each), or fillable from `parts` (0.6 each)."""
    return sum(1.0 if column[k] is not None else 0.6 if any(t[1] == k and t[0] in (colour, data.UNIVERSAL)
                                                            for t in parts) else 0.0 for k in data.KINDS)


def _fitting(s: State, seat: int) -> set[str]:
    """The tiles of the seat that have an empty square on the Assembly board."""
    return {t for t in s["parts"][seat]
            if any(not col["done"] and col[t[1]] is None
                   for c in (data.COLOURS if t[0] == data.UNIVERSAL else (t[0],)) for col in s["columns"][c])}


def _short(robots: list[str], contract: str) -> int:
    """How many robots the seat lacks to complete a contract."""
    counts = [robots.count(c) for c in data.COLOURS]
    return min(sum(max(0, u - c) for u, c in zip(use, counts)) for use in data.CONTRACT_USES[contract])


# ---- greedy choices within a turn ----------------------------------------------------------------------


def _copy(s: State) -> State:
    """A deep copy. The state holds only JSON's types (dicts with str keys, lists, str, int, float, bool,
    None), for which marshal (format 2: nothing shared) copies alike and 2-3x faster than a JSON round trip."""
    return marshal.loads(marshal.dumps(s, 2))


def _after(s: State, seat: int, action: str, depth: int = 2) -> float:
    """The worth after `action` and, while the choice goes on in a sub-step, the best follow-up."""
    trial = _copy(s)
    moves.perform(trial, seat, action)
    turning = action == "turn" and trial["current"] == seat and trial["step"]  # no step: the turn ended
    if turning and trial["step"]["stage"] == "fill":
        trial["step"]["stage"] = "wheel"  # what the turn brings to the bottom; the refill stays unseen
    if turning and depth and trial["step"]["stage"] == "wheel":
        takes = [a.id for a in moves.actions(trial, seat) if a.id.startswith("take:")]
        return max([_after(trial, seat, a, depth - 1) for a in takes] + [worth(trial, seat)])
    if depth and not trial["over"] and trial["current"] == seat and trial["phase"] == s["phase"] \
            and trial["step"] and trial["step"]["stage"] in SUB_STAGES:
        options = [a.id for a in moves.actions(trial, seat) if a.id != "back"]
        if options:
            return max(_after(trial, seat, a, depth - 1) for a in options)
    return worth(trial, seat)


def _best(s: State, seat: int, options: list[str], rng: Rng) -> str:
    scored = [(_after(s, seat, a) + rng.randrange(100) / 10_000, a) for a in options if a != "back"]
    return max(scored)[1]


def _menu(s: State, seat: int, options: list[str], rng: Rng) -> str:
    if "main:exec" in options:  # the executive action after the main one, if it would help now
        return "main:exec" if _exec_helps(s, seat, rng) else "main"
    if "main" in options:
        return "main"
    if "exec" in options and _exec_helps(s, seat, rng):
        return "exec"
    return "end"


def _exec_helps(s: State, seat: int, rng: Rng) -> bool:
    """Play the executive action out greedily on a copy (stopping before any hidden draw)."""
    trial = _copy(s)
    before = worth(trial, seat)
    moves.perform(trial, seat, "exec")
    for _ in range(8):
        if trial["current"] != seat or trial["phase"] != "act" \
                or trial["step"]["stage"] in ("menu", *HIDDEN, *moves.MAIN_STAGES):
            break
        options = [a.id for a in moves.actions(trial, seat)]
        moves.perform(trial, seat, _best(trial, seat, options, rng))
    gain = 0.7 if trial["step"] and trial["step"]["stage"] in HIDDEN else 0.0
    return worth(trial, seat) + gain > before + 0.2


def _colour_choice(s: State, seat: int, options: list[str]) -> str:
    """The stack of the colour the seat's projects need most."""
    wanted = {c: 0.0 for c in data.COLOURS}
    for project in s["projects"][seat]:
        colour = data.PROJECTS[project]["colour"]
        wanted[colour] += 1 + min((sum(col[k] is None for k in data.KINDS) for col in s["columns"][colour]
                                   if not col["done"]), default=0)
    return max(options, key=lambda a: (wanted[a.split(":")[1]], a))


# ---- where to stand ------------------------------------------------------------------------------------


def _place(s: State, seat: int, rng: Rng) -> str:
    sandra_next = (s["sandra"][0] + 1) % len(data.BOARDS)
    best, choice = -1e9, ""
    for action in moves.actions(s, seat):
        board, space = map(int, action.id.split(":")[1].split("."))
        name = data.BOARDS[board]
        spec = data.SPACES[name][space]
        score = BOARD_WORTH[name](s, seat, spec["limit"]) + 0.9 * spec["gain"] - 1.0 * spec["cost"]
        if spec["cost"] > s["speech"][seat]:
            score -= 5
        if board == sandra_next:
            score -= 1.2
        score += rng.randrange(100) / 200
        if score > best:
            best, choice = score, action.id
    return choice


def _plans(s: State, seat: int) -> list[int]:
    """For each open project, how many parts the best robot of its colour still lacks after the
    seat's own parts (0: the seat could complete it now)."""
    parts = s["parts"][seat]
    lacking = []
    for project in s["projects"][seat]:
        colour = data.PROJECTS[project]["colour"]
        robots = [col for col in s["columns"][colour] if not col["done"]]
        if robots:
            lacking.append(min(sum(col[k] is None and not any(t[1] == k and t[0] in (colour, data.UNIVERSAL)
                                                               for t in parts) for k in data.KINDS)
                               for col in robots))
    return lacking


def _to_complete(s: State, seat: int) -> list[int]:
    """For each open project, the fewest parts the seat must place to complete a robot of its
    colour with its own parts (robots it can't complete now left out), fewest first."""
    parts = s["parts"][seat]
    needs = []
    for project in s["projects"][seat]:
        colour = data.PROJECTS[project]["colour"]
        fits = [len(empty) for col in s["columns"][colour] if not col["done"]
                for empty in [[k for k in data.KINDS if col[k] is None]]
                if all(any(t[1] == k and t[0] in (colour, data.UNIVERSAL) for t in parts) for k in empty)]
        if fits:
            needs.append(min(fits))
    return sorted(needs)


def _assembly_worth(s: State, seat: int, limit: int) -> float:
    placeable = [t for t in set(s["parts"][seat]) if moves.columns_for(s, seat, t)]
    completed, budget = 0, limit
    for need in _to_complete(s, seat):
        if need <= budget:
            completed, budget = completed + 1, budget - need
    return 0.6 * min(len(placeable), limit) + 5.0 * completed


def _production_worth(s: State, seat: int, limit: int) -> float:
    missing = sum(n for n in _plans(s, seat) if n)
    room = data.HAND_LIMIT - len(s["parts"][seat])
    return 1.0 + 1.2 * min(missing, room, limit // 2 + 1) + 0.15 * limit - (2.0 if room <= 0 else 0)


def _projects_worth(s: State, seat: int, limit: int) -> float:
    open_projects = len(s["projects"][seat])
    return (4.5 if open_projects == 0 else 2.5 if open_projects == 1 else 0.3) + 0.4 * limit


def _finance_worth(s: State, seat: int, limit: int) -> float:
    owned = len(s["robots"][seat]) + 0.5 * len(s["projects"][seat])
    return 0.3 * min(s["speech"][seat], limit) * min(owned, 4)


BOARD_WORTH = {"assembly": _assembly_worth, "production": _production_worth, "projects": _projects_worth,
               "finance": _finance_worth}


SOLO_PROJECTS = 2  # solo, the projects in hand whose promise the expert counts: the most promising


def expert_value(_game: object, s: State) -> list[float]:
    """Each seat's `worth`; solo, the race is against the target score, and only the SOLO_PROJECTS most
    promising projects in hand promise anything (the others count as the -2 they score). Alone, `worth`
    made a fifth project look as good as the first: the expert took project after project, scored from
    none of them and dragged games to the last round far below the target (17 of its 28 losses in 80
    games); without the promise of the others it builds robots instead."""
    if s["players"] > 1:
        return [worth(s, seat) for seat in range(s["players"])]
    parts, projects = _hand(s, 0) if not s["over"] else ([], [])
    unbuilt = sorted((_promise(s, project, parts) for project in projects), reverse=True)[SOLO_PROJECTS:]
    return [worth(s, 0) - sum(unbuilt) - s["options"]["solo_target"]]


# The expert's search (engines/search.py): 3 candidates (2 smart picks and 1 other) on 2 deals, each
# played out until the seat has played its turn of the next round (`next_turn_over`; at most 60 moves),
# valued by `expert_value` (a lead of 6 makes a win likely). Sessions 5-6 stopped at the seat's turn of
# this round, on 3 deals; before session 5 after 10 moves, on 2 deals.
EXPERT = Budget(candidates=3, deals=2, horizon=60, value=expert_value, scale=6.0, picks=2, cut=next_turn_over)
