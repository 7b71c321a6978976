"""Qube Attack picture: the galaxy with its orbits, every cube, the score track to 64, the players.

Reads only the view described in engines/qube/VIEW.md.
"""

from __future__ import annotations

from math import atan2, cos, radians, sin

from PIL import ImageDraw

from renderers.kit import (
    BACKGROUND,
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
    seat_badge,
    seat_colour,
    seat_letter,
    to_png,
)

WIDTH = 1200
HEADER = 70
BOARD = 1000  # the view's 1000 x 1000 canvas, drawn 1:1 below the header
MARGIN = 30  # above and below it, for the cubes beside the outer planets
TRACK = 120
ROW = 46
PLANET_R = 30
FULL_R = 44
CUBE = 30
ORBIT = (120, 128, 150)

KIND_FILL = {
    "entrance": PANEL_LIGHT,
    "cube": (60, 110, 160),
    "wound": (170, 50, 60),
    "armory": (95, 100, 110),
    "half": (225, 222, 205),
    "full": (245, 242, 225),
}
KIND_LEGEND = (("cube", "Cube"), ("wound", "Wound"), ("armory", "Armory"), ("half", "Half Moon"),
               ("full", "Full Moon"))


def render(view: dict, names: list[str]) -> bytes:
    rows = (view["players"] + 1) // 2
    bottom = HEADER + BOARD + 2 * MARGIN
    image, draw = canvas(WIDTH, bottom + TRACK + rows * ROW + 16)
    _header(draw, view, names)
    planets = {p["id"]: p for p in view["planets"]}
    _orbits(draw, view["orbits"], planets)
    for planet in view["planets"]:
        _planet(draw, planet)
    _cubes(draw, view, planets)
    _legend(draw)
    _track(draw, view, bottom)
    _players(draw, view, names, bottom + TRACK)
    return to_png(image)


def _xy(planet: dict) -> tuple[int, int]:
    return (planet["x"] + (WIDTH - BOARD) // 2, planet["y"] + HEADER + MARGIN)


def _header(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=PANEL)
    if view["over"]:
        who = " and ".join(names[s] for s in view["winners"])
        status = f"Game over after round {view['round'] - 1}: {who} wins"
    else:
        seat = view["current"]
        status = f"Round {view['round']} · {names[seat]} ({seat_letter(seat)}) to play, action {view['action']} of 2"
        seat_badge(draw, (WIDTH - 40, HEADER // 2), seat, radius=22)
    draw.text((20, HEADER // 2), fit_text(status, 28, WIDTH - 100, bold=True), font=font(28, True), fill=TEXT,
              anchor="lm")


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
    r = FULL_R if planet["kind"] == "full" else PLANET_R
    home = planet["home"]
    outline = seat_colour(home) if home is not None else BACKGROUND
    fill = dim(seat_colour(home), 0.6) if home is not None else KIND_FILL[planet["kind"]]
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=5 if home is not None else 2)
    ICONS[planet["kind"]](draw, x, y, r)
    if planet["kind"] != "full":
        _number(draw, planet, x, y, r)


def _number(draw: ImageDraw.ImageDraw, planet: dict, x: int, y: int, r: int) -> None:
    """The planet's number (as in "Wound 3"), just outside it, away from the centre."""
    angle = atan2(y - HEADER - MARGIN - BOARD // 2, x - WIDTH // 2)
    tx, ty = x + (r + 14) * cos(angle - 0.9), y + (r + 14) * sin(angle - 0.9)
    centred(draw, (tx, ty), planet["name"].split()[-1], 18, fill=MUTED, bold=True)


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


def _cubes(draw: ImageDraw.ImageDraw, view: dict, planets: dict) -> None:
    groups: dict[str, dict[tuple, list[dict]]] = {}
    for cube in view["cubes"]:
        key = (cube["seat"], cube["height"], cube["weapon"])
        groups.setdefault(cube["planet"], {}).setdefault(key, []).append(cube)
    for pid, kinds in groups.items():
        x, y = _xy(planets[pid])
        r = FULL_R if planets[pid]["kind"] == "full" else PLANET_R
        for slot, ((seat, height, weapon), cubes) in enumerate(sorted(kinds.items())):
            angle = radians(90 + 50 * (slot - (len(kinds) - 1) / 2))
            distance = r + CUBE // 2 + 6 + 26 * (slot // 7)
            chosen = any(c["id"] == view["selected"] for c in cubes)
            _cube(draw, (x + distance * cos(angle), y + distance * sin(angle)), seat, height, weapon, len(cubes),
                  chosen)


def _cube(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, height: int, weapon: str,
          count: int, chosen: bool) -> None:
    x, y = centre
    h = CUBE // 2
    colour = seat_colour(seat)
    if height == 2:
        draw.rectangle((x - h + 6, y - h + 8, x + h + 6, y + h + 8), fill=dim(colour, 0.3), outline=(0, 0, 0), width=2)
    draw.rectangle((x - h, y - h, x + h, y + h), fill=colour, outline=HIGHLIGHT if chosen else (0, 0, 0),
                   width=4 if chosen else 2)
    centred(draw, (x, y), seat_letter(seat), 20, fill=(0, 0, 0), bold=True)
    WEAPON_MARKS[weapon](draw, x + h, y - h)
    if count > 1:
        draw.text((x + h + 6, y + 8), f"×{count}", font=font(18, True), fill=TEXT, anchor="lm")


def _mark_short(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    draw.polygon([(x - 9, y + 6), (x + 9, y + 6), (x, y - 10)], fill=HIGHLIGHT, outline=(0, 0, 0), width=2)


def _mark_long(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    draw.rectangle((x - 8, y - 8, x + 8, y + 8), fill=HIGHLIGHT, outline=(0, 0, 0), width=2)


WEAPON_MARKS = {"none": lambda draw, x, y: None, "short": _mark_short, "long": _mark_long}


def _legend(draw: ImageDraw.ImageDraw) -> None:
    y = HEADER + 36
    for kind, label in KIND_LEGEND:
        draw.ellipse((6, y - 26, 58, y + 26), fill=KIND_FILL[kind], outline=BACKGROUND)
        ICONS[kind](draw, 32, y, 26)
        draw.text((66, y), label, font=font(18), fill=TEXT, anchor="lm")
        y += 58
    x, y = WIDTH - 170, HEADER + 36
    for weapon, label in (("none", "unarmed"), ("short", "short range"), ("long", "long range")):
        _cube(draw, (x, y), 0, 1, weapon, 1, False)
        draw.text((x + 32, y), label, font=font(18), fill=TEXT, anchor="lm")
        y += 42
    _cube(draw, (x - 3, y), 0, 2, "none", 1, False)
    draw.text((x + 32, y + 4), "stack of 2", font=font(18), fill=TEXT, anchor="lm")


def _track(draw: ImageDraw.ImageDraw, view: dict, top: int) -> None:
    goal = view["goal"]
    left, right = 50, WIDTH - 50
    y = top + 70
    draw.rectangle((0, top, WIDTH, top + TRACK), fill=PANEL)
    draw.line([(left, y), (right, y)], fill=MUTED, width=4)
    for mark in range(0, goal + 1, 8):
        x = left + (right - left) * mark / goal
        draw.line([(x, y - 8), (x, y + 8)], fill=MUTED, width=3)
        centred(draw, (x, y + 26), "START" if mark == 0 else str(mark), 18, fill=MUTED, bold=mark == goal)
    stacked: dict[int, int] = {}
    for seat, score in enumerate(view["scores"]):
        spot = min(score, goal)
        level = stacked.get(spot, 0)
        stacked[spot] = level + 1
        seat_badge(draw, (left + (right - left) * spot / goal, y - 24 - 30 * level), seat, radius=15)


def _players(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> None:
    column = WIDTH // 2
    for seat, name in enumerate(names[: view["players"]]):
        x = 20 + column * (seat % 2)
        y = top + 8 + ROW * (seat // 2) + ROW // 2
        if seat == view["current"]:
            draw.rounded_rectangle((x - 10, y - ROW // 2 + 3, x + column - 30, y + ROW // 2 - 3), 8, outline=HIGHLIGHT,
                                   width=3)
        seat_badge(draw, (x + 16, y), seat, radius=16)
        gain = f" (+{view['gains'][seat]})" if view["gains"][seat] else ""
        first = " · 1st" if seat == view["first"] else ""
        info = f"{view['scores'][seat]} pts{gain} · {view['reserve'][seat]} in reserve{first}"
        draw.text((x + 42, y), fit_text(name, 20, 180, bold=True), font=font(20, True), fill=TEXT, anchor="lm")
        draw.text((x + 230, y), fit_text(info, 18, column - 270), font=font(18), fill=TEXT, anchor="lm")
