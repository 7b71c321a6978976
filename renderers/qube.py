"""Qube Attack picture: the galaxy with its orbits, every cube, the score track to 64, the players.

Reads only the view described in engines/qube/VIEW.md.

Nothing on the board covers anything else: each planet's number is placed first, where no planet is,
and the cubes are then packed round their planet into places that touch no planet, no number and no
other cube (`layout`). Identical cubes on one planet are one chip with a count.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from math import atan2, cos, degrees, radians, sin

from PIL import ImageDraw

from engines.i18n import Msg, said
from engines.qube.texts import text
from renderers import kit
from renderers.explain import qube as explain
from renderers.kit import (
    BACKGROUND,
    GLANCE_TEXT,
    HIGHLIGHT,
    MUTED,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    canvas,
    centred,
    dim,
    fit_text,
    font,
    glance_canvas,
    glance_text,
    mark_changed,
    score_bar,
    seat_badge,
    seat_chip,
    seat_colour,
    seat_ink,
    seat_letter,
    text_width,
    to_png,
    wrap,
)

WIDTH = 1200
HEADER = 70
BOARD = 1000  # the view's 1000 x 1000 canvas, drawn 1:1 below the header
MARGIN = 30  # above and below it, for the cubes beside the outer planets
TRACK = 110  # the score track with one row of markers; each further row adds a marker's height
TRACK_LEFT, TRACK_RIGHT = 50, WIDTH - 50
BADGE = 14
ROW = 46
PLANET_R = 30
FULL_R = 44
KEEP = 9  # room round a planet for its ring of owners
CUBE = 32
MARK = 12  # half the size of a weapon mark
SHADOW = (8, 9)  # where the lower cube of a stack shows (big enough to see at half size)
LABEL = 18
COUNT = 18
ORBIT = (120, 128, 150)
Box = tuple[float, float, float, float]

KIND_FILL = {
    "entrance": PANEL_LIGHT,
    "cube": (60, 110, 160),
    "wound": (170, 50, 60),
    "armory": (95, 100, 110),
    "half": (225, 222, 205),
    "full": (245, 242, 225),
}
KINDS = ("entrance", "cube", "wound", "armory", "half", "full")  # the legend's planets (kind.* names)
LEGEND_TEXT = 18
INFO_TEXT, INFO_SMALL = 18, 16  # a player's score line; in two smaller lines when one is too short for it


def render(view: dict, names: list[str]) -> bytes:
    rows = (view["players"] + 1) // 2
    bottom = HEADER + BOARD + 2 * MARGIN
    levels = track_levels(view["scores"], view["goal"], TRACK_RIGHT - TRACK_LEFT, BADGE)
    track = TRACK + (2 * BADGE + 2) * max(levels)
    image, draw = canvas(WIDTH, bottom + track + rows * ROW + 16)
    _header(draw, view, names)
    planets = {p["id"]: p for p in view["planets"]}
    _orbits(draw, view["orbits"], planets)
    plan = layout(view)
    for chip in plan.chips:
        _tether(draw, planets[chip.planet], chip)
    for planet in view["planets"]:
        _planet(draw, planet)
        x, y, r = *_xy(planet), _radius(planet)
        explain.planet((x - r - KEEP, y - r - KEEP, x + r + KEEP, y + r + KEEP), view, planet)
        _ring(draw, _xy(planet), _radius(planet), view["holders"].get(planet["id"], []))
    for label in plan.labels:
        _label(draw, label)
    for chip in plan.chips:
        _chip(draw, chip)
        explain.cubes(chip.box, view, planets, chip.seat, chip.planet, chip.height, chip.weapon, chip.count)
    _legend(draw, plan.reserved[1])
    _track(draw, view, bottom, track, levels)
    _players(draw, view, names, bottom + track)
    return to_png(image)


# ---- where things go ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Label:
    text: str
    centre: tuple[float, float]
    box: Box


@dataclass(frozen=True)
class Chip:
    """Identical cubes of one seat on one planet, drawn as one cube with a count."""

    planet: str
    seat: int
    height: int
    weapon: str
    count: int
    chosen: bool
    centre: tuple[float, float]
    box: Box


@dataclass(frozen=True)
class Layout:
    discs: list[tuple[float, float, float]]  # x, y, radius kept clear round each planet
    reserved: list[Box]  # the legends
    labels: list[Label]
    chips: list[Chip]


def layout(view: dict) -> Layout:
    """Planet numbers first, then every chip in the first free place round its planet."""
    discs = tuple((*_xy(p), _radius(p) + KEEP) for p in view["planets"])
    labels = list(_labels(tuple((p["id"], p["x"], p["y"], p["kind"], p["number"]) for p in view["planets"]), discs))
    boxes = legends()
    taken = [label.box for label in labels] + list(boxes)
    chips: list[Chip] = []
    planets = {p["id"]: p for p in view["planets"]}
    for pid, groups in sorted(_groups(view).items(), key=lambda item: -len(item[1])):
        for (seat, height, weapon), ids in sorted(groups.items()):
            width = _chip_width(len(ids))
            centre = _free_place(planets[pid], width, discs, taken)
            box = _chip_box(centre, width)
            taken.append(box)
            chips.append(Chip(pid, seat, height, weapon, len(ids), view["selected"] in ids, centre, box))
    return Layout(list(discs), list(boxes), labels, chips)


def _groups(view: dict) -> dict[str, dict[tuple, list[int]]]:
    groups: dict[str, dict[tuple, list[int]]] = {}
    for cube in view["cubes"]:
        key = (cube["seat"], cube["height"], cube["weapon"])
        groups.setdefault(cube["planet"], {}).setdefault(key, []).append(cube["id"])
    return groups


def _xy(planet: dict) -> tuple[int, int]:
    return (planet["x"] + (WIDTH - BOARD) // 2, planet["y"] + HEADER + MARGIN)


def _radius(planet: dict) -> int:
    return FULL_R if planet["kind"] == "full" else PLANET_R


def _outward(planet: dict) -> float:
    """Degrees from the board's centre to the planet (screen angles, clockwise from east)."""
    x, y = planet["x"] - BOARD // 2, planet["y"] - BOARD // 2
    return degrees(atan2(y, x)) if x or y else 90.0


def _around(planet: dict, prefer: float, distance: float, step: int = 15) -> list[tuple[float, float]]:
    """Points at `distance` round the planet, the nearest to the `prefer` direction first."""
    x, y = _xy(planet)
    turns = sorted(range(0, 360, step), key=lambda a: min(a, 360 - a))
    return [(x + distance * cos(radians(prefer + a)), y + distance * sin(radians(prefer + a))) for a in turns]


def _place_label(planet: dict, discs: tuple, labels: list[Label]) -> Label:
    """The number just inside the planet's side towards the centre of the board (where its chips
    are never put); turned round the planet until it clears every planet and number."""
    text = planet["number"]
    w, h = text_width(text, LABEL, bold=True) + 4, LABEL + 2
    distance = _radius(planet) + KEEP + max(w, h) / 2 + 1
    fallback = None
    for centre in _around(planet, _outward(planet) + 180, distance):
        box = (centre[0] - w / 2, centre[1] - h / 2, centre[0] + w / 2, centre[1] + h / 2)
        fallback = fallback or Label(text, centre, box)
        if not any(_hits_disc(box, d) for d in discs) and not any(_overlap(box, lb.box) for lb in labels):
            return Label(text, centre, box)
    assert fallback is not None, "_around gives at least one place"
    return fallback


@lru_cache(maxsize=8)
def _labels(planets: tuple[tuple[str, int, int, str, str], ...], discs: tuple) -> list[Label]:
    """Every planet's number (the board is the same in every game, so they are placed once)."""
    labels: list[Label] = []
    for pid, x, y, kind, number in planets:
        if kind != "full":
            labels.append(_place_label({"id": pid, "x": x, "y": y, "kind": kind, "number": number}, discs, labels))
    return labels


def _free_place(planet: dict, width: float, discs: tuple, taken: list[Box]) -> tuple[float, float]:
    """The nearest place round `planet` (outwards first at equal distance) clear of everything."""
    for centre, box in _clear_places(planet["id"], planet["x"], planet["y"], planet["kind"], width, discs):
        if not any(_overlap(box, t) for t in taken):
            return centre
    return _candidates(planet["id"], planet["x"], planet["y"], planet["kind"])[0]


def _clear_places(pid: str, x: int, y: int, kind: str, width: float, discs: tuple) -> Iterator[tuple[tuple, Box]]:
    """The places round a planet, nearest first, where a chip `width` wide stays on the board and
    clear of every planet. The planets never move, so the places found are kept (per planet and
    width) and only the chips already placed are checked for each picture; they are looked for only
    as far as a picture needs."""
    with _PLACES_LOCK:
        found, rest = _PLACES.setdefault((pid, width, discs), ([], iter(_candidates(pid, x, y, kind))))
    index = 0
    while True:
        with _PLACES_LOCK:  # pictures may be drawn on several threads: the places stay in order
            while index >= len(found):
                centre = next(rest, None)
                if centre is None:
                    return
                box = _chip_box(centre, width)
                if _inside_board(box) and not any(_hits_disc(box, d) for d in discs):
                    found.append((centre, box))
            place = found[index]
        yield place
        index += 1


_PLACES: dict[tuple, tuple[list[tuple[tuple, Box]], Iterator[tuple[float, float]]]] = {}
_PLACES_LOCK = threading.Lock()


@lru_cache(maxsize=64)
def _candidates(pid: str, x: int, y: int, kind: str) -> list[tuple[float, float]]:
    planet = {"id": pid, "x": x, "y": y, "kind": kind}
    near = _radius(planet) + KEEP + CUBE // 2 - 2
    rings = [near + step * 6 for step in range(60)]
    return [c for distance in rings for c in _around(planet, _outward(planet), distance, 15 if distance < 120 else 8)]


def _chip_width(count: int) -> float:
    """How far right of the cube's centre the chip reaches (its weapon mark, stack or count)."""
    right = CUBE / 2 + MARK
    if count > 1:
        right = CUBE / 2 + SHADOW[0] + 4 + text_width(f"×{count}", COUNT, bold=True)
    return right


def _chip_box(centre: tuple[float, float], right: float) -> Box:
    x, y = centre
    return (x - CUBE / 2 - 1, y - CUBE / 2 - MARK, x + right, y + CUBE / 2 + SHADOW[1] + 1)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _hits_disc(box: Box, disc: tuple[float, float, float]) -> bool:
    x, y, r = disc
    nearest_x = min(max(x, box[0]), box[2])
    nearest_y = min(max(y, box[1]), box[3])
    return (nearest_x - x) ** 2 + (nearest_y - y) ** 2 < r * r


def _inside_board(box: Box) -> bool:
    return box[0] >= 0 and box[2] <= WIDTH and box[1] >= HEADER and box[3] <= HEADER + BOARD + 2 * MARGIN


# ---- drawing -----------------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    if view["over"]:
        status = named_within(lambda shown: text("picture.over", round=view["round"], names=shown, count=len(shown)),
                              [names[s] for s in view["winners"]], 28, WIDTH - 100)
    else:
        seat = view["current"]
        status = named_within(lambda shown: text("picture.turn", round=view["round"], name=shown[0],
                                                 letter=seat_letter(seat), action=view["action"], actions=2),
                              [names[seat]], 28, WIDTH - 100)
        seat_badge(draw, (WIDTH - 40, HEADER // 2), seat, radius=22)
    draw.text((20, HEADER // 2), status, font=font(28, True), fill=TEXT, anchor="lm")


def named_within(sentence: Callable[[list[str]], Msg], names: list[str], size: int, width: int) -> str:
    """`sentence(names)` said within `width` pixels (bold): a long player name is shortened ("Barthol…"),
    never the words around it."""
    names = list(names)
    line = said(sentence(names))
    while text_width(line, size, bold=True) > width and any(len(name) > 2 for name in names):
        longest = max(range(len(names)), key=lambda i: len(names[i]))
        names[longest] = names[longest].removesuffix("…")[:-1].rstrip() + "…"
        line = said(sentence(names))
    return fit_text(line, size, width, bold=True)


def _orbits(draw: ImageDraw.ImageDraw, orbits: list[dict], planets: dict) -> None:
    cx, cy = WIDTH // 2, HEADER + MARGIN + BOARD // 2
    for orbit in orbits:
        path = [_xy(planets[pid]) for pid in orbit["path"]]
        if orbit["ring"]:
            r = round(((path[0][0] - cx) ** 2 + (path[0][1] - cy) ** 2) ** 0.5)
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ORBIT, width=3)
        else:
            draw.line(path, fill=ORBIT, width=3)


def _planet(draw: ImageDraw.ImageDraw, planet: dict) -> None:
    x, y = _xy(planet)
    r = _radius(planet)
    home = planet["home"]
    outline = seat_colour(home) if home is not None else BACKGROUND
    fill = dim(seat_colour(home), 0.6) if home is not None else KIND_FILL[planet["kind"]]
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=5 if home is not None else 2)
    ICONS[planet["kind"]](draw, x, y, r)
    if home is not None:  # whose entrance: the seat's letter as well as its colour
        seat_badge(draw, (x + r * 0.72, y + r * 0.72), home, radius=max(10, r // 3))


def _ring(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, seats: list[int],
          width: int = KEEP - 2) -> None:
    """Who holds a moon: a ring round it in the holder's colour, split in equal arcs when shared."""
    x, y = centre
    r = radius + width
    for i, seat in enumerate(seats):
        start = -90 + 360 * i / len(seats)
        end = -90 + 360 * (i + 1) / len(seats)
        draw.arc((x - r, y - r, x + r, y + r), start, end, fill=seat_colour(seat), width=width)
        if len(seats) > 1:  # a dark notch where two holders meet, so neighbouring colours stay apart
            draw.arc((x - r, y - r, x + r, y + r), start - 2, start + 2, fill=BACKGROUND, width=width)


def _label(draw: ImageDraw.ImageDraw, label: Label) -> None:
    draw.text(label.centre, label.text, font=font(LABEL, True), fill=MUTED, anchor="mm", stroke_width=3,
              stroke_fill=BACKGROUND)


def _icon_entrance(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    draw.polygon([(x - 12, y - 12), (x + 12, y - 12), (x, y + 10)], fill=TEXT)  # an arrow in


def _icon_cube(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    draw.rectangle((x - 11, y - 6, x + 7, y + 12), outline=TEXT, width=3)
    draw.line([(x - 11, y - 6), (x - 4, y - 13), (x + 14, y - 13), (x + 7, y - 6)], fill=TEXT, width=3)
    draw.line([(x + 14, y - 13), (x + 14, y + 5), (x + 7, y + 12)], fill=TEXT, width=3)


def _icon_wound(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    draw.rectangle((x - 4, y - 14, x + 4, y + 14), fill=TEXT)
    draw.rectangle((x - 14, y - 4, x + 14, y + 4), fill=TEXT)


def _icon_armory(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    draw.polygon([(x - 16, y + 9), (x - 4, y + 9), (x - 10, y - 9)], fill=TEXT)
    draw.rectangle((x + 2, y - 7, x + 16, y + 9), fill=TEXT)


def _icon_moon(draw: ImageDraw.ImageDraw, x: int, y: int, r: int, points: int) -> None:
    if points == 2:
        draw.pieslice((x - r + 2, y - r + 2, x + r - 2, y + r - 2), 90, 270, fill=(150, 146, 120))
    centred(draw, (x, y), str(points), 26 if points == 2 else 34, fill=(20, 20, 20), bold=True)


ICONS = {
    "entrance": _icon_entrance,
    "cube": _icon_cube,
    "wound": _icon_wound,
    "armory": _icon_armory,
    "half": lambda draw, x, y, r: _icon_moon(draw, x, y, r, 2),
    "full": lambda draw, x, y, r: _icon_moon(draw, x, y, r, 4),
}


def _tether(draw: ImageDraw.ImageDraw, planet: dict, chip: Chip) -> None:
    """A thin line in the owner's colour from the planet to its chip, so a chip placed between two
    planets is never read as the other one's."""
    draw.line([_xy(planet), chip.centre], fill=dim(seat_colour(chip.seat), 0.35), width=3)


def _chip(draw: ImageDraw.ImageDraw, chip: Chip) -> None:
    _cube(draw, chip.centre, chip.seat, chip.height, chip.weapon, chip.count, chip.chosen)


def _cube(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, height: int, weapon: str,
          count: int, chosen: bool) -> None:
    x, y = centre
    h = CUBE // 2
    colour = seat_colour(seat)
    if height == 2:
        dx, dy = SHADOW
        draw.rectangle((x - h + dx, y - h + dy, x + h + dx, y + h + dy), fill=dim(colour, 0.3), outline=(0, 0, 0),
                       width=2)
    draw.rectangle((x - h, y - h, x + h, y + h), fill=colour, outline=HIGHLIGHT if chosen else (0, 0, 0),
                   width=4 if chosen else 2)
    centred(draw, (x, y), seat_letter(seat), 20, fill=seat_ink(seat), bold=True)
    WEAPON_MARKS[weapon](draw, x + h, y - h)
    if count > 1:
        draw.text((x + h + SHADOW[0] + 4, y + 4), f"×{count}", font=font(COUNT, True), fill=TEXT, anchor="lm",
                  stroke_width=2, stroke_fill=BACKGROUND)


def _mark_short(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    draw.polygon([(x - MARK, y + MARK - 3), (x + MARK, y + MARK - 3), (x, y - MARK)], fill=HIGHLIGHT,
                 outline=(0, 0, 0), width=2)


def _mark_long(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    draw.rectangle((x - MARK + 1, y - MARK + 1, x + MARK - 1, y + MARK - 1), fill=HIGHLIGHT, outline=(0, 0, 0),
                   width=2)


WEAPON_MARKS = {"none": lambda draw, x, y: None, "short": _mark_short, "long": _mark_long}


def legends() -> tuple[Box, Box]:
    """The two legends' boxes (kept free of cubes), wide enough for their words in the language spoken:
    the planets' at the top left, the cubes' at the top right."""
    kinds = max(text_width(said(text(f"kind.{kind}")), LEGEND_TEXT) for kind in KINDS)
    cubes = max(text_width(said(word), LEGEND_TEXT) for word in _cube_legend_words())
    right = min(WIDTH - 200, WIDTH - 12 - cubes - 64)
    return (0, HEADER, max(200, 66 + kinds + 8), HEADER + 8 + 58 * len(KINDS)), (right, HEADER, WIDTH, HEADER + 210)


def _cube_legend_words() -> list:
    return [text(f"weapon.{weapon}") for weapon in WEAPON_MARKS] + [text("picture.stack")]


def _legend(draw: ImageDraw.ImageDraw, right: Box) -> None:
    y = HEADER + 36
    for kind in KINDS:
        draw.ellipse((6, y - 26, 58, y + 26), fill=KIND_FILL[kind], outline=BACKGROUND)
        ICONS[kind](draw, 32, y, 26)
        draw.text((66, y), said(text(f"kind.{kind}")), font=font(LEGEND_TEXT), fill=TEXT, anchor="lm")
        y += 58
    x, y = right[0] + 30, HEADER + 40
    for weapon, word in zip(WEAPON_MARKS, _cube_legend_words()):
        _cube(draw, (x, y), 0, 1, weapon, 1, False)
        draw.text((x + 34, y), said(word), font=font(LEGEND_TEXT), fill=TEXT, anchor="lm")
        y += 46
    _cube(draw, (x, y), 0, 2, "none", 1, False)
    draw.text((x + 34, y + 4), said(text("picture.stack")), font=font(LEGEND_TEXT), fill=TEXT, anchor="lm")


def track_levels(scores: list[int], goal: int, width: float, radius: float) -> list[int]:
    """The row of each seat's marker on the score track: the lowest row where it overlaps no other
    marker (markers closer than a diameter share no row)."""
    xs = [width * min(score, goal) / goal for score in scores]
    levels: list[int] = []
    for seat, x in enumerate(xs):
        used = {levels[other] for other in range(seat) if abs(xs[other] - x) < 2 * radius + 2}
        levels.append(next(level for level in range(len(scores) + 1) if level not in used))
    return levels


def _track(draw: ImageDraw.ImageDraw, view: dict, top: int, height: int, levels: list[int]) -> None:
    goal = view["goal"]
    left, right = TRACK_LEFT, TRACK_RIGHT
    y = top + height - 50
    draw.rectangle((0, top, WIDTH, top + height), fill=PANEL)
    draw.line([(left, y), (right, y)], fill=MUTED, width=4)
    for mark in range(0, goal + 1, 8):
        x = left + (right - left) * mark / goal
        draw.line([(x, y - 8), (x, y + 8)], fill=MUTED, width=3)
        label = said(text("picture.start")) if mark == 0 else str(mark)
        centred(draw, (x, y + 26), label, 18, fill=MUTED, bold=mark == goal)
    for seat, score in enumerate(view["scores"]):
        x = left + (right - left) * min(score, goal) / goal
        seat_badge(draw, (x, y - 26 - (2 * BADGE + 2) * levels[seat]), seat, radius=BADGE, faded=seat in view["out"])
        mark = y - 26 - (2 * BADGE + 2) * levels[seat]
        explain.score((x - BADGE - 1, mark - BADGE - 1, x + BADGE + 2, mark + BADGE + 2), view, seat)


def _players(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> None:
    column = WIDTH // 2
    for seat, name in enumerate(names[: view["players"]]):
        x = 20 + column * (seat % 2)
        y = top + 8 + ROW * (seat // 2) + ROW // 2
        out = seat in view["out"]
        if seat == view["current"]:
            draw.rounded_rectangle((x - 10, y - ROW // 2 + 3, x + column - 30, y + ROW // 2 - 3), 8, outline=HIGHLIGHT,
                                   width=3)
        seat_badge(draw, (x + 16, y), seat, radius=16, faded=out)
        you = said(text("picture.you")) if view.get("viewer") == seat else ""
        room = 180 - (kit.you_width(you, 16) + 8 if you else 0)
        label = fit_text(name, 20, room, bold=True)
        draw.text((x + 42, y), label, font=font(20, True), fill=MUTED if out else TEXT, anchor="lm")
        if you:
            kit.you_tag(draw, (x + 50 + text_width(label, 20, True), y), you, 16)
        lines, size = player_lines(_player_info(view, seat), column - 270)
        explain.seat_row((x - 10, y - ROW // 2 + 3, x + column - 30, y + ROW // 2 - 3), seat, _player_words(view, seat))
        for i, line in enumerate(lines):
            draw.text((x + 230, y + (i - (len(lines) - 1) / 2) * (size + 3)), line, font=font(size),
                      fill=MUTED if out else TEXT, anchor="lm")


def player_lines(info: str, room: int) -> tuple[list[str], int]:
    """A player's line beside their name: on one line when it fits, else in two smaller lines broken
    between its " · " parts where it can (German is the longest), never cut."""
    if text_width(info, INFO_TEXT) <= room:
        return [info], INFO_TEXT
    lines: list[str] = []
    for part in info.split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and text_width(joined, INFO_SMALL) <= room:
            lines[-1] = joined
        else:
            lines += wrap(part, INFO_SMALL, room)
    return lines, INFO_SMALL


def _player_info(view: dict, seat: int) -> str:
    return said(_player_words(view, seat))


def _player_words(view: dict, seat: int) -> Msg:
    score, reserve = view["scores"][seat], view["reserve"][seat]
    gain = 0 if view["over"] else view["gains"][seat]  # no round end is coming after the last
    if seat in view["out"]:
        info = text("picture.player_out", score=score)
    elif gain:
        info = text("picture.player_gains", score=score, gain=gain, reserve=reserve)
    else:
        info = text("picture.player", score=score, reserve=reserve)
    first = seat == view["first"] and seat not in view["out"] and not view["over"]  # no round follows the last
    return text("picture.first", info=info) if first else info


# ---- the glance --------------------------------------------------------------------------------

GLANCE_TITLE = 30  # the size of the glance's title bar text (renderers/kit.py)
GLANCE_MOON_R = 40
GLANCE_FULL_R = 54
GLANCE_ORBIT = 170  # from the Full Moon to each Half Moon
MOON_AREA = 440  # width of the moon map at the left
MOON_POINTS = {"half": 2, "full": 4}  # what a moon held alone gives at each round's end (the rulebook's)
CHIP_TEXT = 28  # the kit's seat chip letters its badge at 0.9 of this: 25 px, above GLANCE_TEXT


def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    """Whose turn, the moons and who holds them (left), every score on the way to 64 (right); what
    changed since `before` (the public view at the previous post) outlined in white."""
    title = said(text("glance.title", round=view["round"]))
    room = kit.GLANCE_SIZE[0] - 3 * kit.MARGIN - text_width(title, GLANCE_TITLE, bold=True)  # as glance_canvas has it
    image, draw, (x0, y0, x1, y1) = glance_canvas(title, _glance_status(view, names, room))
    _glance_moons(draw, view, before, (x0, y0, x0 + MOON_AREA, y1))
    _glance_scores(draw, view, names, before, (x0 + MOON_AREA + 30, y0, x1, y1))
    return to_png(image)


def _glance_status(view: dict, names: list[str], room: int) -> str:
    if view["over"]:  # the round is in the title already: the winners' names get the room
        return named_within(lambda shown: text("glance.over", names=shown, count=len(shown)),
                            [names[s] for s in view["winners"]], GLANCE_TITLE, room)
    return named_within(lambda shown: text("glance.turn", name=shown[0]), [names[view["current"]]], GLANCE_TITLE, room)


def _glance_moons(draw: ImageDraw.ImageDraw, view: dict, before: dict | None, box: tuple) -> None:
    """The seven moons as on the board: a moon held is filled with its holder's colour and letter
    (in slices when shared); an empty moon shows the points it gives, as the heading says."""
    x0, y0, x1, y1 = box
    glance_text(draw, (x0, y0), said(text("glance.moons_key")), x1 - x0 + 20, fill=MUTED, bold=True)
    cx, cy = (x0 + x1) / 2, (y0 + 40 + y1) / 2
    moons = [p for p in view["planets"] if p["kind"] in ("half", "full")]
    scale = GLANCE_ORBIT / 200  # half moons sit 200 from the centre on the board's canvas
    draw.ellipse((cx - GLANCE_ORBIT, cy - GLANCE_ORBIT, cx + GLANCE_ORBIT, cy + GLANCE_ORBIT), outline=ORBIT,
                 width=3)
    for planet in moons:
        centre = (cx + (planet["x"] - BOARD // 2) * scale, cy + (planet["y"] - BOARD // 2) * scale)
        draw.line([(cx, cy), centre], fill=ORBIT, width=3)
    for planet in moons:
        centre = (cx + (planet["x"] - BOARD // 2) * scale, cy + (planet["y"] - BOARD // 2) * scale)
        radius = GLANCE_FULL_R if planet["kind"] == "full" else GLANCE_MOON_R
        seats = view["holders"].get(planet["id"], [])
        _glance_moon(draw, centre, radius, planet, seats)
        if before is not None and before["holders"].get(planet["id"], []) != seats:
            x, y = centre
            mark_changed(draw, (x - radius - 4, y - radius - 4, x + radius + 4, y + radius + 4), width=4)


def _glance_moon(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: int, planet: dict,
                 seats: list[int]) -> None:
    x, y = centre
    disc = (x - radius, y - radius, x + radius, y + radius)
    if not seats:  # as on the board and its legend: the points it gives each round (the heading says so)
        draw.ellipse(disc, fill=KIND_FILL[planet["kind"]], outline=BACKGROUND, width=2)
        points = MOON_POINTS[planet["kind"]]
        if planet["kind"] == "half":
            draw.pieslice((x - radius + 3, y - radius + 3, x + radius - 3, y + radius - 3), 90, 270,
                          fill=(150, 146, 120))
        centred(draw, centre, str(points), GLANCE_TEXT + 12, fill=(20, 20, 20), bold=True)
        return
    for i, seat in enumerate(seats):  # from the bottom clockwise: two holders read left to right
        start, end = 90 + 360 * i / len(seats), 90 + 360 * (i + 1) / len(seats)
        draw.pieslice(disc, start, end, fill=seat_colour(seat), outline=BACKGROUND, width=2)
    draw.ellipse(disc, outline=KIND_FILL[planet["kind"]], width=4)
    size = GLANCE_TEXT + 8 if len(seats) == 1 else GLANCE_TEXT
    letters = " ".join(seat_letter(seat) for seat in seats)
    if text_width(letters, size, bold=True) > 2 * radius - 8:
        letters = "".join(seat_letter(seat) for seat in seats)
    draw.text(centre, letters, font=font(size, True), fill=(0, 0, 0), anchor="mm", stroke_width=3,
              stroke_fill=(255, 255, 255))


def _glance_scores(draw: ImageDraw.ImageDraw, view: dict, names: list[str], before: dict | None,
                   box: tuple) -> None:
    """A row per player: name (the player to act ringed), score bar to the goal with the change since
    the last post, and what the moons would give them at the end of this round."""
    x0, y0, x1, y1 = box
    glance_text(draw, (x0, y0), said(text("glance.scores", goal=view["goal"])), x1 - x0, fill=MUTED, bold=True)
    top = y0 + 44
    row = min(110, (y1 - top) // view["players"])
    for seat in range(view["players"]):
        y = top + seat * row
        out = seat in view["out"]
        middle = y + row / 2 - (14 if out else 0)
        seat_chip(draw, (x0, middle), seat, names[seat], size=CHIP_TEXT, active=seat == view["current"],
                  won=view["over"] and seat in view["winners"],
                  faded=out, max_width=260)
        if out:  # the player has no cube left: said under their name
            draw.text((x0 + 50, middle + 34), said(text("glance.out")), font=font(GLANCE_TEXT), fill=MUTED, anchor="lm")
        delta = view["scores"][seat] - before["scores"][seat] if before is not None else 0
        gain = 0 if view["over"] else view["gains"][seat]  # no round end is coming after the last
        label = said(text("glance.gain", gain=gain)) if gain else ""
        score_bar(draw, (x0 + 275, y + 8, x1, y + row - 8), view["scores"][seat], view["goal"], seat, label,
                  delta=delta, faded=out)


def counter(view: dict) -> Msg:
    """The round a view stands in, as the counters around the moves say it beside the turn
    (the replay's frames, the catch-up sheet, the history pages): the glance's own words."""
    return text("picture.round", round=view["round"])


CHART_UNIT = text("picture.chart_unit")  # what the final chart's scores count
