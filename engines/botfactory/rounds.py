"""The round: Move Workers, Actions (players, Sandra and solo Vilela in board order), Maintenance,
and the end of the game."""

from __future__ import annotations

from engines.base import Event, Rng
from engines.botfactory import data, scoring
from engines.botfactory.state import (
    State,
    discard_bottom_row,
    discard_part,
    draw_by_marker,
    fill_wheel,
    occupied,
    positions,
    raise_value,
    rng_of,
    save_rng,
    say,
    segment_at,
)
from engines.botfactory.texts import name, part_name, text
from engines.i18n import Msg, to_data


def board_name(board: int) -> Msg:
    return name(f"board.{data.BOARDS[board]}")


# ---- Move Workers ------------------------------------------------------------------------------


def free_spaces(s: State, seat: int) -> list[tuple[int, int]]:
    """Free spaces on another board than the worker's own; at 2 players (and solo) not on
    Sandra's board either."""
    taken = occupied(s)
    own = s["workers"][seat][0] if s["workers"][seat] else None
    barred = {own}
    if s["players"] <= 2:
        barred.add(s["sandra"][0])
    return [(b, sp) for b, board in enumerate(data.BOARDS) for sp in range(len(data.SPACES[board]))
            if b not in barred and (b, sp) not in taken]


def place(s: State, seat: int, board: int, space: int) -> list[Event]:
    s["workers"][seat] = [board, space]
    s["standing"][seat] = True
    s["turns"] += 1
    s["queue"].pop(0)
    events = [say(s, text("placed", seat=seat, board=board_name(board), space=space + 1))]
    if s["queue"]:
        s["current"] = s["queue"][0]
        return events
    rng = rng_of(s)
    if s["players"] == 1:
        events += _vilela_moves(s, rng)
    events += _sandra_moves(s)
    save_rng(s, rng)
    return events + start_actions(s)


def _first_free(s: State, start: int, skip: set[int | None], mover: str) -> list[int]:
    """The first free space (not counting the `mover`'s own) of the first board from `start`
    rightwards (wrapping) not in `skip`."""
    taken = {p for p, who in positions(s) if who != mover}
    for step in range(len(data.BOARDS)):
        board = (start + step) % len(data.BOARDS)
        if board in skip:
            continue
        for space in range(len(data.SPACES[data.BOARDS[board]])):
            if (board, space) not in taken:
                return [board, space]
    raise AssertionError("every board is full")


def _sandra_moves(s: State) -> list[Event]:
    """Sandra goes to the first free space of the next board to the right (wrapping round to
    Assembly; a full board is passed over)."""
    here = s["sandra"][0]
    s["sandra"] = _first_free(s, here + 1, {here}, "sandra")
    return [say(s, text("sandra_moves", board=board_name(s["sandra"][0]), space=s["sandra"][1] + 1))]


def _vilela_moves(s: State, rng: Rng) -> list[Event]:
    """Solo: Vilela draws its next action tile and goes to the first free space of that board, or
    of the next one to the right when it is its own board or Sandra's."""
    if not s["vilela_tiles"]:
        s["vilela_tiles"] = list(data.VILELA_TILES)
        rng.shuffle(s["vilela_tiles"])
    board = data.BOARDS.index(s["vilela_tiles"].pop())
    own = s["vilela"][0] if s["vilela"] else None
    s["vilela"] = _first_free(s, board, {own, s["sandra"][0]}, "vilela")
    return [say(s, text("vilela_moves", board=board_name(s["vilela"][0]), space=s["vilela"][1] + 1))]


# ---- Actions -------------------------------------------------------------------------------------


def start_actions(s: State) -> list[Event]:
    s["phase"] = "act"
    s["queue"] = [who for _, who in positions(s)]
    return next_actor(s)


def next_actor(s: State) -> list[Event]:
    """Run Sandra and Vilela in their turn until a player is to act; after the last, Maintenance."""
    events: list[Event] = []
    while s["queue"]:
        who = s["queue"][0]
        if who == "sandra":
            s["queue"].pop(0)
            if s["round"] >= 2:
                events += sandra_acts(s)
        elif who == "vilela":
            s["queue"].pop(0)
            events += vilela_acts(s)
        else:
            seat = int(who)
            s["current"] = seat
            board = s["workers"][seat][0]
            s["step"] = {"stage": "fee" if s["sandra"][0] == board else "menu", "main": False, "exec": False}
            return events
    return events + maintenance(s)


def end_turn(s: State, seat: int) -> list[Event]:
    """The worker is laid down and the next in order acts."""
    s["standing"][seat] = False
    s["step"] = None
    s["turns"] += 1
    s["queue"].pop(0)
    return next_actor(s)


def sandra_acts(s: State) -> list[Event]:
    rng = rng_of(s)
    board = data.BOARDS[s["sandra"][0]]
    if board == "finance":
        return _raise_lowest(s)
    events = [say(s, name(f"sandra_{board}"))]
    if board == "assembly":
        for i, tile in enumerate(s["spares"]):
            if tile:
                discard_part(s, tile)
            s["spares"][i] = draw_by_marker(s, rng)
    elif board == "production":
        fill_wheel(s, rng)
    else:
        discard_bottom_row(s, rng)
    save_rng(s, rng)
    return events


def _raise_lowest(s: State) -> list[Event]:
    values = s["values"]
    low = min(values.values())
    if all(v == low for v in values.values()):
        return [say(s, name("sandra_all_equal"))]
    events = [say(s, name("sandra_finance"))]
    for colour in data.COLOURS:
        if values[colour] == low:
            raise_value(s, colour, events)
    return events


def vilela_acts(s: State) -> list[Event]:
    """Solo: Vilela's action where it stands (designed, see docs/botfactory.md)."""
    board = data.BOARDS[s["vilela"][0]]
    if board == "assembly":
        return _vilela_takes_robot(s)
    if board == "production":
        for position in data.BOTTOM:
            segment = segment_at(s, position)
            tile = s["wheel"][segment]
            if tile:
                s["wheel"][segment] = None
                discard_part(s, tile)
                return [say(s, text("vilela_production", part=part_name(tile)))]
        return []
    if board == "projects":
        for col in range(data.PROJECT_COLUMNS):
            tile = s["display"][0][col]
            if tile:
                s["display"][0][col] = None
                s["project_discard"].append(tile)
                return [say(s, name("vilela_projects"))]
        return []
    for contract in s["contracts"]:
        if contract["owner"] is None:
            contract["owner"] = -1
            return [say(s, name("vilela_finance"))]
    return []


# ---- Maintenance and the end -----------------------------------------------------------------------


def _vilela_takes_robot(s: State) -> list[Event]:
    """Vilela takes the robot with the fewest parts of the colour with the most robots left (the
    leftmost such colour); the parts under it are discarded."""
    colour = max(data.COLOURS, key=lambda c: s["pool"][c])
    if not s["pool"][colour]:
        return []
    waiting = [col for col in s["columns"][colour] if not col["done"]]
    column = min(waiting, key=lambda col: sum(col[k] is not None for k in data.KINDS))
    s["columns"][colour].remove(column)
    for kind in data.KINDS:
        if column[kind]:
            discard_part(s, column[kind])
    s["pool"][colour] -= 1
    s["vilela_robots"].append(colour)
    if not s["pool"][colour]:
        s["ending"] = True
    return [say(s, text("vilela_assembly", robot=name(f"robot.{colour}")))]


def maintenance(s: State) -> list[Event]:
    rng = rng_of(s)
    events = [say(s, text("maintenance", round=s["round"]))]
    for colour in data.COLOURS:
        for column in [col for col in s["columns"][colour] if col["done"]]:
            s["columns"][colour].remove(column)
            for kind in data.KINDS:
                discard_part(s, column[kind])
            s["values"][colour] = max(data.VALUE_MIN, s["values"][colour] - 1)
            events.append(say(s, text("value_down", robots=name(f"robots.{colour}"), value=s["values"][colour])))
    discard_bottom_row(s, rng)
    save_rng(s, rng)
    s["phase"] = "limit"
    s["queue"] = [int(who) for _, who in positions(s) if who.isdigit() and over_limit(s, int(who))]
    return events + next_limit(s)


def over_limit(s: State, seat: int) -> bool:
    return len(s["parts"][seat]) > data.HAND_LIMIT or holding_projects(s, seat) > data.HAND_LIMIT


def holding_projects(s: State, seat: int) -> int:
    return len(s["projects"][seat]) + len(s["done"][seat])


def next_limit(s: State) -> list[Event]:
    while s["queue"] and not over_limit(s, s["queue"][0]):
        s["queue"].pop(0)
        s["turns"] += 1
    if s["queue"]:
        s["current"] = s["queue"][0]
        return []
    return _end_round(s)


def _end_round(s: State) -> list[Event]:
    last = s["options"]["last_round"]
    if s["ending"] or (last and s["round"] >= last):
        return finish(s)
    s["round"] += 1
    s["phase"] = "place"
    order = [int(who) for _, who in positions(s) if who.isdigit()]
    s["queue"] = order
    s["current"] = order[0]
    return [say(s, text("new_round", round=s["round"]))]


def finish(s: State) -> list[Event]:
    s["over"] = True
    s["phase"] = "over"
    s["current"] = None
    s["queue"] = []
    result = scoring.final(s)
    s["scores"] = result["scores"]
    s["winners"] = result["winners"]
    s["summary"] = to_data(result["summary"])
    s["breakdown"] = result["breakdown"]
    return [say(s, result["summary"])]
