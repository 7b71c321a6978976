"""The Bot Factory state (a JSON dict), its set-up, and the small helpers every rule uses.

A part tile is two letters, colour then kind ("yh" a yellow head, "ul" a universal legs);
tiles of one kind are alike, so they are kept as plain strings. A project tile is an id of
data.PROJECTS. A position is [board, space]; turn order is left to right: board, then space.
"""

from __future__ import annotations

from engines.base import Event, Rng
from engines.botfactory import data
from engines.botfactory.texts import name, text
from engines.i18n import Msg, to_data

State = dict
HIDDEN = ("rng", "stacks", "deck", "vilela_tiles")  # face down or random: the order of these piles, the generator
DISCARDS = ("discards", "project_discard")  # an empty stack or deck is refilled from these


def new_state(players: int, seed: int, options: dict) -> State:
    rng = Rng(seed)
    order = list(range(players))
    rng.shuffle(order)
    robots = data.ROBOTS_PER_COLOUR[players]
    s: State = {
        "players": players,
        "options": dict(options),
        "round": 1,
        "phase": "place",
        "queue": list(order),
        "current": order[0],
        "step": None,
        "order": order,
        "workers": [None] * players,
        "standing": [False] * players,
        "sandra": [len(data.BOARDS) - 1, len(data.SPACES["finance"]) - 1],
        "vilela": None,
        "vilela_tiles": [],
        "vilela_robots": [],
        "speech": [0] * players,
        "supply": data.SPEECH_TOKENS,
        "parts": [[] for _ in range(players)],
        "projects": [[] for _ in range(players)],
        "done": [[] for _ in range(players)],
        "robots": [[] for _ in range(players)],
        "pool": {c: robots for c in data.COLOURS},
        "columns": {c: [new_column() for _ in range(robots)] for c in data.COLOURS},
        "spares": [None] * data.SPARES,
        "stacks": {c: [c + k for k in data.KINDS for _ in range(data.PART_COPIES)] for c in data.COLOURS},
        "discards": {c: [] for c in data.COLOURS},
        "universal": [data.UNIVERSAL + k for k in data.KINDS for _ in range(data.UNIVERSAL_COPIES)],
        "marker": data.COLOURS[0],
        "wheel": [None] * len(data.WHEEL),
        "rot": 0,
        "display": [[None] * data.PROJECT_COLUMNS for _ in range(data.PROJECT_ROWS)],
        "deck": sorted(data.PROJECTS),
        "project_discard": [],
        "values": {c: data.VALUE_START for c in data.COLOURS},
        "contracts": [],
        "ending": False,
        "turns": 0,
        "log": [],
        "over": False,
        "winners": [],
        "scores": [],
        "summary": "",
        "rng": 0,
    }
    for c in data.COLOURS:
        rng.shuffle(s["stacks"][c])
    rng.shuffle(s["deck"])
    chosen = sorted(data.CONTRACTS)
    rng.shuffle(chosen)
    per_row = data.CONTRACTS_IN_PLAY // data.CONTRACT_ROWS
    s["contracts"] = [{"id": cid, "row": i // per_row, "owner": None, "tokens": 0}
                      for i, cid in enumerate(chosen[:data.CONTRACTS_IN_PLAY])]
    deal_players(s, order)
    for i in range(data.SPARES):
        s["spares"][i] = draw(s, data.COLOURS[rng.randrange(len(data.COLOURS))], rng)
    s["marker"] = s["spares"][0][0]
    fill_wheel(s, rng)
    refill_display(s, rng)
    if players == 1:
        s["vilela"] = None
        s["vilela_tiles"] = list(data.VILELA_TILES)
        rng.shuffle(s["vilela_tiles"])
    s["rng"] = rng.state
    return s


def new_column() -> dict:
    """A robot on the Assembly board with its head, torso and legs squares."""
    return {"h": None, "t": None, "l": None, "done": False}


def deal_players(s: State, order: list[int]) -> None:
    """1 speech token each and 1 more for the last in order; then, in reverse order, 1 project tile
    and 1 part tile (the top of the stack of the project's colour), both face up."""
    for seat in order:
        gain_speech(s, seat, data.START_SPEECH)
    gain_speech(s, order[-1], 1)
    for seat in reversed(order):
        project = s["deck"].pop()
        s["projects"][seat].append(project)
        s["parts"][seat].append(s["stacks"][data.PROJECTS[project]["colour"]].pop())


# ---- randomness kept in the state ----------------------------------------------------------------


def rng_of(s: State) -> Rng:
    return Rng(s["rng"])


def save_rng(s: State, rng: Rng) -> None:
    s["rng"] = rng.state


# ---- speech tokens ---------------------------------------------------------------------------------


def gain_speech(s: State, seat: int, amount: int) -> int:
    """Give up to `amount` tokens from the supply; returns how many were given."""
    given = max(0, min(amount, s["supply"]))
    s["supply"] -= given
    s["speech"][seat] += given
    return given


def pay_speech(s: State, seat: int, amount: int) -> None:
    s["speech"][seat] -= amount
    s["supply"] += amount


# ---- part tiles ------------------------------------------------------------------------------------


def draw(s: State, colour: str, rng: Rng) -> str | None:
    """The top tile of a colour's stack; an empty stack is first refilled from its shuffled discards."""
    if not s["stacks"][colour] and s["discards"][colour]:
        s["stacks"][colour], s["discards"][colour] = s["discards"][colour], []
        rng.shuffle(s["stacks"][colour])
    return s["stacks"][colour].pop() if s["stacks"][colour] else None


def draw_by_marker(s: State, rng: Rng) -> str | None:
    """The top tile of the stack under the distribution marker; the marker then moves on to the
    next colour (an empty stack with no discards is skipped)."""
    for _ in data.COLOURS:
        colour = s["marker"]
        s["marker"] = data.COLOURS[(data.COLOURS.index(colour) + 1) % len(data.COLOURS)]
        tile = draw(s, colour, rng)
        if tile:
            return tile
    return None


def discard_part(s: State, tile: str) -> None:
    if tile[0] == data.UNIVERSAL:
        s["universal"].append(tile)
    else:
        s["discards"][tile[0]].append(tile)


def can_draw(s: State, colour: str) -> bool:
    return bool(s["stacks"][colour] or s["discards"][colour])


# ---- the wheel -------------------------------------------------------------------------------------


def segment_at(s: State, position: int) -> int:
    """The wheel segment now at a board position (0 = top left, clockwise)."""
    return (position - data.QUARTER * s["rot"]) % len(data.WHEEL)


def fill_wheel(s: State, rng: Rng) -> int:
    """Refill the wheel by the distribution marker: clockwise round the wheel, every empty square
    takes the next tile by the marker (the marker moves on a colour each time). The refill starts
    "from there": at the first empty square (clockwise from the input space, the top left) lying on a
    segment of the marker's colour, or at the first empty square when none does. Filling an empty
    aligned wheel so puts every tile on a segment of its own colour."""
    empty = [p for p in range(len(data.WHEEL)) if s["wheel"][segment_at(s, p)] is None]
    if not empty:
        return 0
    start = next((p for p in empty if data.WHEEL[segment_at(s, p)] == s["marker"]), empty[0])
    filled = 0
    for step in range(len(data.WHEEL)):
        segment = segment_at(s, (start + step) % len(data.WHEEL))
        if s["wheel"][segment] is None:
            s["wheel"][segment] = draw_by_marker(s, rng)
            filled += s["wheel"][segment] is not None
    return filled


def matches_segment(s: State, position: int) -> bool:
    """Whether the tile at a board position lies on a segment of its own colour."""
    segment = segment_at(s, position)
    tile = s["wheel"][segment]
    return bool(tile) and tile[0] == data.WHEEL[segment]


# ---- projects --------------------------------------------------------------------------------------


def draw_project(s: State, rng: Rng) -> str | None:
    if not s["deck"] and s["project_discard"]:
        s["deck"], s["project_discard"] = s["project_discard"], []
        rng.shuffle(s["deck"])
    return s["deck"].pop() if s["deck"] else None


def refill_display(s: State, rng: Rng) -> None:
    """Slide every column down over its gaps, then fill the empty spaces from the deck."""
    display = s["display"]
    for col in range(data.PROJECT_COLUMNS):
        tiles = [display[row][col] for row in range(data.PROJECT_ROWS) if display[row][col]]
        for row in range(data.PROJECT_ROWS):
            display[row][col] = tiles[row] if row < len(tiles) else None
    for row in range(data.PROJECT_ROWS):
        for col in range(data.PROJECT_COLUMNS):
            if display[row][col] is None:
                display[row][col] = draw_project(s, rng)


def discard_bottom_row(s: State, rng: Rng) -> None:
    for col in range(data.PROJECT_COLUMNS):
        if s["display"][0][col]:
            s["project_discard"].append(s["display"][0][col])
            s["display"][0][col] = None
    refill_display(s, rng)


# ---- Finance ---------------------------------------------------------------------------------------


def raise_value(s: State, colour: str, events: list[Event]) -> None:
    """One step up the value track (none past its top)."""
    if s["values"][colour] >= data.VALUE_MAX:
        return
    s["values"][colour] += 1
    events.append(say(s, text("value_up", robots=name(f"robots.{colour}"), value=s["values"][colour])))


# ---- words -----------------------------------------------------------------------------------------


def say(s: State, message: Msg) -> Event:
    """A public event, also kept (as its key and fields) in the short log the view shows."""
    s["log"] = (s["log"] + [to_data(message)])[-8:]
    return Event(message)


def positions(s: State) -> list[tuple[tuple[int, int], str]]:
    """Everybody on the boards, left to right: (position, who), who = "0".."3", "sandra", "vilela"."""
    found = [(tuple(w), str(seat)) for seat, w in enumerate(s["workers"]) if w is not None]
    found.append((tuple(s["sandra"]), "sandra"))
    if s["vilela"] is not None:
        found.append((tuple(s["vilela"]), "vilela"))
    return sorted(found)


def occupied(s: State) -> set[tuple[int, int]]:
    return {p for p, _ in positions(s)}
