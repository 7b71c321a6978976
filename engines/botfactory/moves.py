"""The choices of every micro-step and carrying one out.

Phases: "place" (Move Workers), "act" (Actions: a player's turn is the step dict, its "stage"
says which choice is open), "limit" (Maintenance discards down to 5), "over".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from itertools import combinations

from engines.base import Action, Event
from engines.botfactory import data, rounds
from engines.botfactory.state import (
    State,
    can_draw,
    discard_part,
    draw,
    draw_by_marker,
    gain_speech,
    matches_segment,
    pay_speech,
    raise_value,
    rng_of,
    save_rng,
    say,
    segment_at,
)
from engines.botfactory.texts import name, part_name, project_name, speech, text
from engines.i18n import Msg


def pending(s: State) -> list[int]:
    return [] if s["over"] else [s["current"]]


def board_of(s: State, seat: int) -> str:
    return data.BOARDS[s["workers"][seat][0]]


def space_of(s: State, seat: int) -> dict:
    board, space = s["workers"][seat]
    return data.SPACES[data.BOARDS[board]][space]


def kinds(tiles: list[str]) -> list[str]:
    """The distinct tiles of a list, in a stable order."""
    return sorted(set(tiles))


def alike(projects: list[str]) -> list[str]:
    """One project of each kind (colour and bonus) in a list, in its order: alike tiles are one choice."""
    seen, found = set(), []
    for project in projects:
        tile = data.PROJECTS[project]
        key = (tile["colour"], tile["bonus"], tile["amount"])
        if key not in seen:
            seen.add(key)
            found.append(project)
    return found


# ---- what may be done ----------------------------------------------------------------------------


def columns_for(s: State, seat: int, tile: str) -> list[tuple[str, int]]:
    """The robots on the Assembly board a part tile may go under: those of its own colour (any
    colour for a universal tile) with that square empty; the last square only with a project of
    that colour in hand. Robots alike (the same squares filled) are offered once."""
    found, seen = [], set()
    for colour in data.COLOURS if tile[0] == data.UNIVERSAL else (tile[0],):
        for i, column in enumerate(s["columns"][colour]):
            if column["done"] or column[tile[1]] is not None:
                continue
            completes = sum(column[k] is None for k in data.KINDS) == 1
            pattern = (colour, tuple(column[k] is None for k in data.KINDS))
            if pattern in seen or (completes and not _project_of(s, seat, colour)):
                continue
            seen.add(pattern)
            found.append((colour, i))
    return found


def _project_of(s: State, seat: int, colour: str) -> str | None:
    """The project tile a completed robot uses: the one with the best bonus."""
    mine = [p for p in s["projects"][seat] if data.PROJECTS[p]["colour"] == colour]
    return max(mine, key=lambda p: (data.PROJECTS[p]["amount"], p)) if mine else None


def _can_main(s: State, seat: int) -> bool:
    board, space = board_of(s, seat), space_of(s, seat)
    if s["speech"][seat] < space["cost"]:
        return False
    if board == "assembly":
        return any(columns_for(s, seat, t) for t in s["parts"][seat])
    if board == "projects":
        return any(p for row in s["display"] for p in row)
    if board == "finance":
        return bool(_finance_choices(s, seat, {"budget": space["limit"], "spent": 0, "reserved": False,
                                               "owed": space["cost"]}))
    return True


def _can_exec(s: State, seat: int) -> bool:
    board = board_of(s, seat)
    if board == "assembly":
        return s["speech"][seat] >= data.SWAP_COST and bool(s["parts"][seat]) and any(s["spares"])
    if board == "production":
        return len(s["parts"][seat]) >= data.RECYCLE and any(can_draw(s, c) for c in data.COLOURS)
    if board == "projects":
        return len(s["projects"][seat]) >= data.RECYCLE_PROJECTS and bool(s["universal"])
    return False


# ---- the choices of each stage ---------------------------------------------------------------------


def actions(s: State, seat: int) -> list[Action]:
    if seat not in pending(s):
        return []
    if s["phase"] == "place":
        supply = s["supply"]
        return [_go(b, sp, min(supply, GAINS[b][sp])) for b, sp in rounds.free_spaces(s, seat)]
    if s["phase"] == "limit":
        return _limit_choices(s, seat)
    return CHOICES[s["step"]["stage"]](s, seat, s["step"])


def space_words(s: State, board: int, space: int) -> Msg:
    """What a worker's space does, with the speech it gives as the supply can pay it now."""
    return _space_words(board, space, min(s["supply"], data.SPACES[data.BOARDS[board]][space]["gain"]))


GAINS = tuple(tuple(spec["gain"] for spec in data.SPACES[board]) for board in data.BOARDS)


@cache
def _go(board: int, space: int, paid: int) -> Action:
    """Sending the worker to a space whose speech the supply can pay `paid` of now."""
    return Action(f"go:{board}.{space}", text("label.go", board=rounds.board_name(board), space=space + 1,
                                             what=_space_words(board, space, paid)))


@cache
def _space_words(board: int, space: int, supply: int) -> Msg:
    spec = data.SPACES[data.BOARDS[board]][space]
    words = text(f"label.space_{data.BOARDS[board]}", limit=spec["limit"])
    if spec["cost"] or spec["gain"]:
        key = {(1, 0): "cost", (0, 1): "gain", (1, 1): "both"}[(bool(spec["cost"]), bool(spec["gain"]))]
        words = text(f"label.space_{key}", what=words, speech=speech(spec["cost"]), gain=_gain(spec["gain"], supply))
    if not spec.get("raise"):
        return words
    key = "label.space_raise_project" if data.BOARDS[board] == "projects" else "label.space_raise"
    return text(key, what=words, value=spec["raise"])


def _fee(s: State, seat: int, step: dict) -> list[Action]:
    paying = [Action("pay", text("label.pay", speech=speech(data.SANDRA_FEE)))] \
        if s["speech"][seat] >= data.SANDRA_FEE else []
    return paying + [Action("pass", name("label.pass"))]


def _menu(s: State, seat: int, step: dict) -> list[Action]:
    """The turn menu; before both actions, the main action comes in two: then lay the worker down
    (the turn ends by itself after it), or then the executive action (which opens by itself)."""
    board = board_of(s, seat)
    found: list[Action] = []
    can_exec = not step["exec"] and _can_exec(s, seat)
    if not step["main"] and _can_main(s, seat):
        found += _main_actions(board, space_of(s, seat)["limit"], can_exec)
    if can_exec:
        found.append(Action("exec", name(f"label.exec_{board}")))
    return found + [Action("end", name("label.end"))]


@cache
def _main_actions(board: str, limit: int, can_exec: bool) -> tuple[Action, ...]:
    main = text(f"label.main_{board}", limit=limit)
    if can_exec:
        return (Action("main", text("label.then_end", main=main)),
                Action("main:exec", text("label.then_exec", main=main)))
    return (Action("main", main),)


def _leave(s: State, seat: int, step: dict) -> list[Action]:
    """What a main action offers besides its choices: before its first choice, back to the menu when
    the executive action is still open, else laying the worker down; after it, finishing."""
    if step["done"]:
        return [Action("stop", name("label.stop"))]
    if not step["exec"] and _can_exec(s, seat):
        return [Action("back", name("label.back_menu_main"))]
    return [Action("end", name("label.end_unused"))]


def _assembly(s: State, seat: int, step: dict) -> list[Action]:
    """Each part with each robot it may go under, in one choice; a part first, then its robot, when
    that list would be too long for one menu."""
    targets = {t: columns_for(s, seat, t) for t in kinds(s["parts"][seat])}
    columns = s["columns"]
    if sum(map(len, targets.values())) < MENU_SIZE:
        found = [_robot_action("put", t, c, i, _filled(columns[c][i])) for t, found in targets.items()
                 for c, i in found]
    else:
        found = [_part_action(t) for t, found in targets.items() if found]
    return found + _leave(s, seat, step)


def _column(s: State, seat: int, step: dict) -> list[Action]:
    columns = s["columns"]
    return [_robot_action("column", step["tile"], c, i, _filled(columns[c][i]))
            for c, i in columns_for(s, seat, step["tile"])] + [Action("back", name("label.back"))]


@cache
def _part_action(tile: str) -> Action:
    return Action(f"part:{tile}", text("label.part", part=part_name(tile)))


@lru_cache(maxsize=4096)
def _robot_action(key: str, tile: str, colour: str, index: int, filled: int) -> Action:
    """A part tile under a robot (`key` "put": the part and the robot in one choice; "column": the
    robot for a part already chosen) with `filled` squares filled."""
    what = name("label.completes") if filled == len(data.KINDS) - 1 else text("label.filled", filled=filled)
    label = text(f"label.{key}", part=part_name(tile), robot=name(f"robot.{colour}"), number=index + 1, what=what)
    return Action(f"put:{tile}.{colour}{index}" if key == "put" else f"col:{colour}{index}", label)


def _filled(column: dict) -> int:
    return sum(column[k] is not None for k in data.KINDS)


def _wheel(s: State, seat: int, step: dict) -> list[Action]:
    found = []
    if step["credits"] >= data.TURN_COST:
        turns = (min(data.BOTTOM) - min(data.TOP)) // data.QUARTER
        refill = [c for c in data.COLOURS if can_draw(s, c)] if _top_after_turn_empty(s) else []
        found += [_colour_action("turn", "label.turn_fill", c, turns) for c in refill]
        found += [] if refill else [_turn_action(step["credits"])]
    bottom = {p: s["wheel"][segment_at(s, p)] for p in data.BOTTOM}
    if all(bottom.values()) and step["credits"] >= data.TAKE_COST * len(bottom):
        bonus = sum(_take_bonus(s, p) for p in data.BOTTOM)
        first, second = bottom.values()
        found.append(_take_both(first, second, bonus, min(s["supply"], bonus)))
    if step["credits"] >= data.TAKE_COST:
        found += [_take_action(tile, p, matches_segment(s, p), segment_at(s, p), min(s["supply"], data.MATCH_BONUS[p]))
                  for p, tile in bottom.items() if tile]
    return found + _leave(s, seat, step)


@cache
def _colour_action(verb: str, key: str, colour: str, turns: int) -> Action:
    """A refill of the wheel from the part stack of `colour` (`turns`: the quarter turns it goes with)."""
    return Action(f"{verb}:{colour}", text(key, stack=name(f"stack.{colour}"), turns=turns))


@cache
def _turn_action(credits: int) -> Action:
    return Action("turn", text("label.turn", credits=credits))


@lru_cache(maxsize=4096)
def _take_both(first: str, second: str, bonus: int, supply: int) -> Action:
    return Action("take:both", text("label.take_both", first=part_name(first), second=part_name(second),
                                    bonus=_gain(bonus, supply) if bonus else name("label.no_speech")))


@lru_cache(maxsize=4096)
def _take_action(tile: str, position: int, matches: bool, segment: int, supply: int) -> Action:
    """Taking the part `tile` at the bottom `position` of the wheel (`matches`: its segment there
    is the part's own, `segment`; `supply`: the speech tokens the supply can pay of its bonus)."""
    if not data.MATCH_BONUS[position]:
        bonus = name("label.take_unpaid")
    elif not matches:
        bonus = text("label.take_other", segment=name(f"segment.{data.WHEEL[segment]}"))
    else:
        bonus = text("label.take_match", gain=_gain(data.MATCH_BONUS[position], supply))
    return Action(f"take:{position}", text("label.take", part=part_name(tile), space=name(f"label.bottom_{position}"),
                                           bonus=bonus))


def _take_bonus(s: State, position: int) -> int:
    return data.MATCH_BONUS[position] if matches_segment(s, position) else 0


def gain_words(s: State, tokens: int) -> Msg:
    """"+N speech" as the supply can pay it now."""
    return _gain(tokens, s["supply"])


@cache
def _gain(tokens: int, supply: int) -> Msg:
    if supply >= tokens:
        return text("gain", count=tokens)
    return text("gain_short", count=supply, supply=supply)


def _fill(s: State, seat: int, step: dict) -> list[Action]:
    turns = (min(data.BOTTOM) - min(data.TOP)) // data.QUARTER
    return [_colour_action("fill", "label.fill", c, turns) for c in data.COLOURS if can_draw(s, c)]


def _projects(s: State, seat: int, step: dict) -> list[Action]:
    found = []
    for row, tiles in enumerate(s["display"]):
        for col, tile in enumerate(tiles):
            if tile and tile in alike([p for p in tiles if p]):
                paid = min(s["supply"], 1) if data.ROW_ACTION[row] == "speech" else 0
                found.append(_project_action(tile, row, col, paid))
    return found + _leave(s, seat, step)


@lru_cache(maxsize=4096)
def _project_action(tile: str, row: int, col: int, supply: int) -> Action:
    """Taking the project `tile` from the display (`supply`: the speech token the supply can pay, 0 or
    1, for a row that gives one)."""
    action = data.ROW_ACTION[row]
    effect = _gain(1, supply) if action == "speech" else name(f"label.row_{action}")
    return Action(f"proj:{row}{col}", text("label.project", project=project_name(tile), row=name(f"label.row_{row}"),
                                           effect=effect))


def _finance_choices(s: State, seat: int, step: dict) -> list[Action]:
    left = min(step["budget"] - step["spent"], s["speech"][seat] - step["owed"])
    found = []
    if left >= data.RAISE_COST:
        found += [_raise_action(c, s["values"][c] + 1) for c in data.COLOURS if s["values"][c] < data.VALUE_MAX]
    if left >= 1 and not step["reserved"]:
        found += [_contract_action(i, c["id"], c["row"]) for i, c in enumerate(s["contracts"]) if c["owner"] is None]
    return found


@cache
def _raise_action(colour: str, value: int) -> Action:
    return Action(f"raise:{colour}", text("label.raise", robots=name(f"robots.{colour}"), value=value))


@cache
def _contract_action(index: int, contract: str, row: int) -> Action:
    return Action(f"contract:{index}", text("label.contract", contract=contract_words({"id": contract, "row": row})))


def _finance(s: State, seat: int, step: dict) -> list[Action]:
    return _finance_choices(s, seat, step) + _leave(s, seat, step)


def contract_words(contract: dict) -> Msg:
    points = data.CONTRACTS[contract["id"]]["points"]
    return text("label.contract_words", need=name(f"contract.{contract['id']}"), row=contract["row"] + 1,
                points="/".join(map(str, points)))


def _tokens(s: State, seat: int, step: dict) -> list[Action]:
    left = min(step["budget"] - step["spent"], s["speech"][seat] - step["owed"], data.MAX_CONTRACT_TOKENS)
    points = data.CONTRACTS[s["contracts"][step["contract"]]["id"]]["points"]
    return [Action(f"tokens:{n}", text("label.tokens", speech=speech(n), points=points[n - 1]))
            for n in range(1, left + 1)] + [Action("back", name("label.back"))]


def _swap(s: State, seat: int, step: dict) -> list[Action]:
    found = []
    if s["speech"][seat] >= data.SWAP_COST and s["parts"][seat]:
        found = [Action(f"spare:{i}", text("label.spare", part=part_name(t), speech=speech(data.SWAP_COST)))
                 for i, t in enumerate(s["spares"]) if t and t not in s["spares"][:i]]
    return found + [Action("done", name("label.done")) if step["done"] else Action("back", name("label.back_menu"))]


def _give(s: State, seat: int, step: dict) -> list[Action]:
    return [_part_choice("give", t) for t in kinds(s["parts"][seat])] + [Action("back", name("label.back"))]


@cache
def _part_choice(verb: str, tile: str) -> Action:
    """A part tile chosen to give (for a spare) or to take (a universal one)."""
    return Action(f"{verb}:{tile}", text("label.give" if verb == "give" else "label.universal", part=part_name(tile)))


def _recycle(s: State, seat: int, step: dict) -> list[Action]:
    """The three parts to discard in one choice; one by one when that list would be too long."""
    left = list(s["parts"][seat])
    for t in step["dropped"]:
        left.remove(t)
    trios = sorted(set(combinations(sorted(left), data.RECYCLE)))
    if not step["dropped"] and len(trios) < MENU_SIZE:
        return [_recycle_three(trio) for trio in trios] + [Action("back", name("label.back_menu"))]
    return [_recycle_one(t, len(step["dropped"]) + 1) for t in kinds(left)] + [Action("back", name("label.back_menu"))]


@lru_cache(maxsize=4096)
def _recycle_three(trio: tuple[str, ...]) -> Action:
    return Action(f"drop3:{'.'.join(trio)}", text("label.recycle_three", parts=list(map(part_name, trio))))


@cache
def _recycle_one(tile: str, n: int) -> Action:
    return Action(f"drop:{tile}", text("label.recycle", part=part_name(tile), n=n, of=data.RECYCLE))


def _stack(s: State, seat: int, step: dict) -> list[Action]:
    return [Action(f"stack:{c}", text("label.stack", stack=name(f"stack.{c}"))) for c in data.COLOURS if can_draw(s, c)]


def _trade(s: State, seat: int, step: dict) -> list[Action]:
    return [Action(f"drop:{p}", text("label.trade", project=project_name(p), n=len(step["dropped"]) + 1,
                                     of=data.RECYCLE_PROJECTS))
            for p in alike([p for p in s["projects"][seat] if p not in step["dropped"]])] + [
        Action("back", name("label.back_menu"))]


def _universal(s: State, seat: int, step: dict) -> list[Action]:
    return [_part_choice("univ", t) for t in kinds(s["universal"])]


def _limit_choices(s: State, seat: int) -> list[Action]:
    if len(s["parts"][seat]) > data.HAND_LIMIT:
        return [Action(f"drop:{t}", text("label.discard_part", part=part_name(t), count=len(s["parts"][seat]),
                                         limit=data.HAND_LIMIT))
                for t in kinds(s["parts"][seat])]
    if s["projects"][seat]:
        held = rounds.holding_projects(s, seat)
        return [Action(f"dropp:{p}", text("label.discard_project", project=project_name(p), count=held,
                                          done=len(s["done"][seat]), limit=data.HAND_LIMIT))
                for p in alike(s["projects"][seat])]
    done_colours = sorted({data.PROJECTS[p]["colour"] for p in s["done"][seat]}, key=data.COLOURS.index)
    return [Action(f"dropd:{c}", text("label.discard_done", project=name(f"project.{c}"))) for c in done_colours]


MAIN_STAGES = ("assembly", "wheel", "projects", "finance")
MENU_SIZE = 24  # choices in one menu, besides the way out (Discord shows 25)
HIDDEN_STAGES = ("fill", "stack")  # choosing here draws a face-down tile: never chosen by itself

CHOICES: dict[str, Callable[[State, int, dict], list[Action]]] = {
    "fee": _fee, "menu": _menu, "assembly": _assembly, "column": _column, "wheel": _wheel, "fill": _fill,
    "projects": _projects, "finance": _finance, "tokens": _tokens, "swap": _swap, "give": _give,
    "recycle": _recycle, "stack": _stack, "trade": _trade, "universal": _universal,
}


# ---- carrying out a choice --------------------------------------------------------------------------


def perform(s: State, seat: int, action_id: str) -> list[Event]:
    return _perform(s, seat, action_id) + advance(s)


def advance(s: State) -> list[Event]:
    """Carry out what needs no decision, for whoever is to act: a lone choice applies itself (but
    never one that draws a face-down tile), the turn menu is skipped when the main action is the
    only thing to do (its first choice then offers to lay the worker down)."""
    events: list[Event] = []
    while not s["over"]:
        seat = s["current"]
        step = s["step"] if s["phase"] == "act" else None
        if step and step["stage"] == "menu" and not step["main"] and _can_main(s, seat) \
                and (step["exec"] or not _can_exec(s, seat)):
            events += _main(s, seat, "")
            continue
        if step and step["stage"] == "menu" and step["main"] and step.get("then"):
            then = step.pop("then")  # what the player chose to do after the main action
            if then == "end" or not step["exec"] and _can_exec(s, seat):
                events += (_end if then == "end" else _exec)(s, seat, "")
                continue
        found = actions(s, seat)
        if len(found) != 1 or (step and step["stage"] in HIDDEN_STAGES):
            return events
        events += _perform(s, seat, found[0].id)
    return events


def _perform(s: State, seat: int, action_id: str) -> list[Event]:
    verb, _, arg = action_id.partition(":")
    if s["phase"] == "place":
        board, space = map(int, arg.split("."))
        return rounds.place(s, seat, board, space)
    if s["phase"] == "limit":
        return _discard(s, seat, verb, arg)
    return DOERS[verb](s, seat, arg)


def _pay(s: State, seat: int, arg: str) -> list[Event]:
    pay_speech(s, seat, data.SANDRA_FEE)
    s["step"]["stage"] = "menu"
    return [say(s, text("paid_sandra", seat=seat, speech=speech(data.SANDRA_FEE)))]


def _pass(s: State, seat: int, arg: str) -> list[Event]:
    return [say(s, text("passed", seat=seat))] + rounds.end_turn(s, seat)


def _end(s: State, seat: int, arg: str) -> list[Event]:
    acted = s["step"]["exec"] or s["step"].get("settled")
    events = [] if acted else [say(s, text("did_nothing", seat=seat))]
    return events + rounds.end_turn(s, seat)


def _main(s: State, seat: int, arg: str) -> list[Event]:
    """Open the main action; the space's cost and gain are settled with its first choice."""
    board, space = board_of(s, seat), space_of(s, seat)
    step = s["step"]
    step.update(main=True, done=0, owed=space["cost"], settled=False)
    if step["stage"] == "menu" and not step["exec"] and _can_exec(s, seat):
        step["then"] = arg or "end"
    if board == "assembly":
        step.update(stage="assembly", left=space["limit"])
    elif board == "production":
        step.update(stage="wheel", credits=space["limit"])
    elif board == "projects":
        step.update(stage="projects", left=space["limit"])
    else:
        step.update(stage="finance", budget=space["limit"], spent=0, reserved=False)
    return []


def _settle(s: State, seat: int) -> list[Event]:
    """The space's cost and gain, with the main action's first choice carried out."""
    step, space = s["step"], space_of(s, seat)
    if step["settled"]:
        return []
    step.update(settled=True, owed=0)
    events = []
    if space["cost"]:
        pay_speech(s, seat, space["cost"])
        events.append(say(s, text("paid_space", seat=seat, speech=speech(space["cost"]))))
    if space["gain"]:
        given = gain_speech(s, seat, space["gain"])
        if given:
            events.append(say(s, text("space_gain", seat=seat, speech=speech(given))))
    return events


def _exec(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    step["exec"] = True
    step["done"] = 0
    step["stage"] = {"assembly": "swap", "production": "recycle", "projects": "trade"}[board_of(s, seat)]
    step["dropped"] = []
    return []


def _back_to_menu(s: State, seat: int) -> list[Event]:
    """Back to the turn menu; with nothing left to do there, the turn ends by itself (advance)."""
    s["step"]["stage"] = "menu"
    return []


# Assembly


def _part(s: State, seat: int, arg: str) -> list[Event]:
    targets = columns_for(s, seat, arg)
    if len(targets) == 1:
        return _place_part(s, seat, arg, *targets[0])
    s["step"].update(stage="column", tile=arg)
    return []


def _col(s: State, seat: int, arg: str) -> list[Event]:
    return _place_part(s, seat, s["step"]["tile"], arg[0], int(arg[1:]))


def _put(s: State, seat: int, arg: str) -> list[Event]:
    tile, robot = arg.split(".")
    return _place_part(s, seat, tile, robot[0], int(robot[1:]))


def _place_part(s: State, seat: int, tile: str, colour: str, index: int) -> list[Event]:
    step = s["step"]
    events = _settle(s, seat)
    column = s["columns"][colour][index]
    s["parts"][seat].remove(tile)
    column[tile[1]] = tile
    step.update(stage="assembly", done=step["done"] + 1, left=step["left"] - 1)
    events += [say(s, text("placed_part", seat=seat, part=part_name(tile), robot=name(f"robot.{colour}"),
                           number=index + 1))]
    events += _slot_reward(s, seat, tile[1], colour)
    if all(column[k] for k in data.KINDS):
        column["done"] = True
        events += _complete(s, seat, colour)
    if step["left"] == 0 or not any(columns_for(s, seat, t) for t in s["parts"][seat]):
        events += _finish_assembly(s, seat)
    return events


def _slot_reward(s: State, seat: int, kind: str, colour: str) -> list[Event]:
    reward = data.SLOT_REWARD[kind]
    events: list[Event] = []
    if reward == "speech" and gain_speech(s, seat, 1):
        events.append(say(s, text("slot_speech", seat=seat, kind=name(f"kind.{kind}"))))
    elif reward == "value":
        raise_value(s, colour, events)
    return events


def _complete(s: State, seat: int, colour: str) -> list[Event]:
    project = _project_of(s, seat, colour)
    assert project is not None, "a robot is completed only from a project of its colour"
    s["projects"][seat].remove(project)
    s["done"][seat].append(project)
    s["pool"][colour] -= 1
    s["robots"][seat].append(colour)
    events = [say(s, text("completed", seat=seat, robot=name(f"robot.{colour}"), count=len(s["robots"][seat])))]
    raises = space_of(s, seat).get("raise", 0) if board_of(s, seat) == "assembly" else 0
    for _ in range(raises):
        raise_value(s, colour, events)
    tile = data.PROJECTS[project]
    if tile["bonus"] == "speech":
        given = gain_speech(s, seat, tile["amount"])
        if given:
            events.append(say(s, text("project_bonus", seat=seat, speech=speech(given))))
    elif tile["bonus"] == "value":
        raise_value(s, colour, events)
    if not s["pool"][colour] or len(s["robots"][seat]) >= data.LAST_ROBOT:
        if not s["ending"]:
            events.append(say(s, name("end_triggered")))
        s["ending"] = True
    return events


def _finish_assembly(s: State, seat: int) -> list[Event]:
    placed = s["step"]["done"]
    events = []
    reward = data.PARTS_REWARD[placed]
    if reward:
        given = gain_speech(s, seat, reward)
        if given:
            events.append(say(s, text("parts_reward", seat=seat, speech=speech(given),
                                      parts=text("parts", count=placed))))
    return events + _back_to_menu(s, seat)


def _stop(s: State, seat: int, arg: str) -> list[Event]:
    if s["step"]["stage"] == "assembly":
        return _finish_assembly(s, seat)
    return _back_to_menu(s, seat)


# Part Production


def _top_after_turn_empty(s: State) -> bool:
    """Whether a 90-degree turn would bring an empty square to the top."""
    return any(s["wheel"][(p - data.QUARTER * (s["rot"] + 1)) % len(data.WHEEL)] is None for p in data.TOP)


def _turn(s: State, seat: int, arg: str) -> list[Event]:
    """A 90-degree turn; with a colour, the empty top squares are refilled from that stack at once
    (without one, the refill is the next choice: the smart AI weighs a turn so, unseen)."""
    step = s["step"]
    events = _settle(s, seat)
    step["credits"] -= data.TURN_COST
    step["done"] += 1
    s["rot"] = (s["rot"] + 1) % (len(data.WHEEL) // data.QUARTER)
    events += [say(s, text("turned", seat=seat))]
    if arg:
        return events + _fill_top(s, seat, arg)
    empty = any(s["wheel"][segment_at(s, p)] is None for p in data.TOP)
    if empty and any(can_draw(s, c) for c in data.COLOURS):
        step["stage"] = "fill"
        return events
    return events + _after_credit(s, seat)


def _after_credit(s: State, seat: int) -> list[Event]:
    step = s["step"]
    step["stage"] = "wheel"
    takes = step["credits"] >= data.TAKE_COST and any(s["wheel"][segment_at(s, p)] for p in data.BOTTOM)
    if step["credits"] < data.TURN_COST and not takes:
        return _back_to_menu(s, seat)
    return []


def _fill_top(s: State, seat: int, arg: str) -> list[Event]:
    rng = rng_of(s)
    filled = []
    for position in data.TOP:
        segment = segment_at(s, position)
        if s["wheel"][segment] is None:
            s["wheel"][segment] = draw(s, arg, rng)
            if s["wheel"][segment]:
                filled.append(s["wheel"][segment])
    save_rng(s, rng)
    event = say(s, text("filled", seat=seat, stack=name(f"stack.{arg}"), parts=list(map(part_name, filled))))
    return [event] + _after_credit(s, seat)


def _take(s: State, seat: int, arg: str) -> list[Event]:
    events = _settle(s, seat)
    for position in data.BOTTOM if arg == "both" else (int(arg),):
        events += _take_tile(s, seat, position)
    return events + _after_credit(s, seat)


def _take_tile(s: State, seat: int, position: int) -> list[Event]:
    step = s["step"]
    bonus = _take_bonus(s, position)
    segment = segment_at(s, position)
    tile = s["wheel"][segment]
    s["wheel"][segment] = None
    s["parts"][seat].append(tile)
    step["credits"] -= data.TAKE_COST
    step["done"] += 1
    given = gain_speech(s, seat, bonus)
    return [say(s, text("took_part", seat=seat, part=part_name(tile), space=name(f"label.bottom_{position}"),
                        gain=text("gain", count=given)))]


# Projects


def _proj(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    events = _settle(s, seat)
    row, col = int(arg[0]), int(arg[1])
    tile = s["display"][row][col]
    s["display"][row][col] = None
    s["projects"][seat].append(tile)
    step["left"] -= 1
    step["done"] += 1
    events += [say(s, text("took_project", seat=seat, project=project_name(tile)))]
    action = data.ROW_ACTION[row]
    if action == "part":
        events += _part_by_marker(s, seat)
    elif action == "speech" and gain_speech(s, seat, 1):
        events.append(say(s, text("row_speech", seat=seat)))
    elif action == "value":
        raise_value(s, data.PROJECTS[tile]["colour"], events)
    for _ in range(space_of(s, seat).get("raise", 0) if board_of(s, seat) == "projects" else 0):  # +1 a project
        raise_value(s, data.PROJECTS[tile]["colour"], events)
    if step["left"] == 0 or not any(p for r in s["display"] for p in r):
        events += _back_to_menu(s, seat)
    return events


def _part_by_marker(s: State, seat: int) -> list[Event]:
    rng = rng_of(s)
    tile = draw_by_marker(s, rng)
    save_rng(s, rng)
    if not tile:
        return []
    s["parts"][seat].append(tile)
    return [say(s, text("row_part", seat=seat, part=part_name(tile)))]


# Finance


def _raise(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    events = _settle(s, seat)
    pay_speech(s, seat, data.RAISE_COST)
    step["spent"] += data.RAISE_COST
    step["done"] += 1
    events += [say(s, text("raised", seat=seat, robots=name(f"robots.{arg}")))]
    raise_value(s, arg, events)
    return events + _after_finance(s, seat)


def _after_finance(s: State, seat: int) -> list[Event]:
    s["step"]["stage"] = "finance"
    return [] if _finance_choices(s, seat, s["step"]) else _back_to_menu(s, seat)


def _contract(s: State, seat: int, arg: str) -> list[Event]:
    s["step"].update(stage="tokens", contract=int(arg))
    return []


def _reserve(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    events = _settle(s, seat)
    tokens = int(arg)
    contract = s["contracts"][step["contract"]]
    s["speech"][seat] -= tokens
    contract.update(owner=seat, tokens=tokens)
    step["spent"] += tokens
    step["done"] += 1
    step["reserved"] = True
    events += [say(s, text("reserved", seat=seat, contract=contract_words(contract), speech=speech(tokens)))]
    return events + _after_finance(s, seat)


def _back(s: State, seat: int, arg: str) -> list[Event]:
    """Back one choice; from an executive action not yet carried out, back to the menu with the
    executive action still to take (nothing was revealed or paid)."""
    step = s["step"]
    if step["stage"] in ("swap", "recycle", "trade"):
        step.update(stage="menu", exec=False, dropped=[])
        return []
    if step["stage"] in MAIN_STAGES:
        step.update(stage="menu", main=False)
        step.pop("then", None)
        return []
    step["stage"] = {"column": "assembly", "tokens": "finance", "give": "swap"}[step["stage"]]
    return []


# Executive actions


def _spare(s: State, seat: int, arg: str) -> list[Event]:
    s["step"].update(stage="give", spare=int(arg))
    return []


def _give_part(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    spare = s["spares"][step["spare"]]
    pay_speech(s, seat, data.SWAP_COST)
    s["parts"][seat].remove(arg)
    s["parts"][seat].append(spare)
    s["spares"][step["spare"]] = arg
    step.update(stage="swap", done=step["done"] + 1)
    events = [say(s, text("swapped", seat=seat, given=part_name(arg), part=part_name(spare),
                          speech=speech(data.SWAP_COST)))]
    return events + ([] if _swap(s, seat, step) else _back_to_menu(s, seat))


def _drop(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    step["dropped"].append(arg)
    if step["stage"] == "recycle" and len(step["dropped"]) == data.RECYCLE:
        step["stage"] = "stack"
    elif step["stage"] == "trade" and len(step["dropped"]) == data.RECYCLE_PROJECTS:
        step["stage"] = "universal"
    return []


def _drop_three(s: State, seat: int, arg: str) -> list[Event]:
    s["step"].update(dropped=arg.split("."), stage="stack")
    return []


def _take_stack(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    for tile in step["dropped"]:
        s["parts"][seat].remove(tile)
        discard_part(s, tile)
    rng = rng_of(s)
    tile = draw(s, arg, rng)
    assert tile is not None, "a stack is offered only when it can be drawn from (can_draw)"
    save_rng(s, rng)
    s["parts"][seat].append(tile)
    said = text("recycled", seat=seat, parts=list(map(part_name, step["dropped"])), part=part_name(tile))
    step["dropped"] = []  # carried out: the tiles are gone from the hand
    return [say(s, said)] + _back_to_menu(s, seat)


def _take_universal(s: State, seat: int, arg: str) -> list[Event]:
    step = s["step"]
    for project in step["dropped"]:
        s["projects"][seat].remove(project)
        s["project_discard"].append(project)
    s["universal"].remove(arg)
    s["parts"][seat].append(arg)
    said = text("traded", seat=seat, projects=list(map(project_name, step["dropped"])), part=part_name(arg))
    step["dropped"] = []
    return [say(s, said)] + _back_to_menu(s, seat)


DOERS: dict[str, Callable[[State, int, str], list[Event]]] = {
    "pay": _pay, "pass": _pass, "end": _end, "main": _main, "exec": _exec, "part": _part, "col": _col, "put": _put,
    "stop": _stop, "done": _stop, "turn": _turn, "fill": _fill_top, "take": _take, "proj": _proj,
    "raise": _raise, "contract": _contract, "tokens": _reserve, "back": _back, "spare": _spare,
    "give": _give_part, "drop": _drop, "drop3": _drop_three, "stack": _take_stack, "univ": _take_universal,
}


# ---- Maintenance: down to 5 --------------------------------------------------------------------------


def _discard(s: State, seat: int, verb: str, arg: str) -> list[Event]:
    if verb == "drop":
        s["parts"][seat].remove(arg)
        discard_part(s, arg)
        said = text("discarded_part", seat=seat, part=part_name(arg))
    elif verb == "dropp":
        s["projects"][seat].remove(arg)
        s["project_discard"].append(arg)
        said = text("discarded_project", seat=seat, project=project_name(arg))
    else:
        tile = next(p for p in s["done"][seat] if data.PROJECTS[p]["colour"] == arg)
        s["done"][seat].remove(tile)
        s["project_discard"].append(tile)
        said = text("discarded_done", seat=seat, project=name(f"project.{arg}"))
    return [say(s, said)] + rounds.next_limit(s)
