"""Bot Factory pictures, drawn from a view (engines/botfactory/VIEW.md).

The full table: the four boards left to right (Assembly's robots with their squares, the wheel,
the project grid, the value track and contracts) with the workers standing or lying and Sandra,
then one row per player (speech, points now or final points, robots, parts and projects) and the last
events. The glance: every player's points now (final points at the end), the robot values and robots
left, what changed outlined.
"""

from __future__ import annotations

from collections.abc import Callable
from math import cos, pi, sin

from PIL import ImageDraw

from engines.botfactory.texts import text
from engines.i18n import Msg, said
from renderers.explain import botfactory as explain
from renderers.kit import (
    BACKGROUND,
    CHANGED,
    GLANCE_TEXT,
    MUTED,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    Box,
    canvas,
    centred,
    dim,
    fit_text,
    font,
    glance_canvas,
    glance_text,
    grid,
    legend,
    legend_height,
    mark_changed,
    named_within,
    score_bar,
    seat_chip,
    star,
    text_width,
    to_png,
    wrap,
    you_tag,
    you_width,
)
from renderers.pieces import moved

WIDTH = 1400
# The robots' colours stay apart for normal sight and under simulated deuteranopia, protanopia and
# tritanopia (at least 36 CIE76 ΔE, tests/renderers/test_colours.py): the red is darker than the
# green, the blue leans to violet. Every mark in them also carries the colour's letter.
ROBOT_RGB = {"y": (255, 189, 0), "b": (101, 85, 222), "g": (41, 191, 112), "r": (228, 0, 0),
             "u": (235, 235, 235)}
ROBOT_INK = {"y": (0, 0, 0), "b": (255, 255, 255), "g": (0, 0, 0), "r": (255, 255, 255), "u": (0, 0, 0)}
SEAT_RGB = (225, 225, 230)  # seats are white numbered squares: colours belong to the robots
# The final chart's lines: no robot's colour (white, tan, slate, grey: at least 33 CIE76 ΔE apart for
# every eye, tests/renderers/test_colours.py), each line marked with its seat's number square too.
CHART_COLOURS = [(240, 240, 240), (190, 140, 80), (130, 160, 225), (105, 105, 105)]
BOARD_TOP, BOARD_H = 70, 520
CONTRACT_ROW = 62
BOARD_W = (WIDTH - 50) // 4
SPACE_H = 92
SMALL = 18
TILE = 30
CHIP = 46  # a colour chip on the glance: its two-letter mark stays at the glance's text size


# ---- small pieces ---------------------------------------------------------------------------------------


def part_tile(draw: ImageDraw.ImageDraw, xy: tuple[float, float], tile: str | None, size: int = TILE) -> None:
    """A part tile: its colour with the kind's letter; an empty square when None."""
    x, y = xy
    box = (x, y, x + size, y + size)
    if tile is None:
        draw.rectangle(box, outline=PANEL_LIGHT, width=2)
        return
    draw.rounded_rectangle(box, radius=4, fill=ROBOT_RGB[tile[0]], outline=BACKGROUND)
    mark = letter(tile[1])
    centred(draw, (x + size / 2, y + size / 2), mark, fitting(mark, max(SMALL, size * 2 // 3), size - 4),
            fill=ROBOT_INK[tile[0]], bold=True)


def letter(code: str) -> str:
    """The letter drawn on a colour chip or a part tile, in the reader's language."""
    return said(text(f"letter.{code}"))


def fitting(words: str, size: int, width: float, bold: bool = True) -> int:
    """The font size (at most `size`) at which `words` fit in `width` pixels: a two-letter mark on a
    tile, a tile's bonus in a longer language, drawn whole rather than cut."""
    while size > 10 and text_width(words, size, bold) > width:
        size -= 1
    return size


def colour_chip(draw: ImageDraw.ImageDraw, xy: tuple[float, float], colour: str, size: int = 26) -> None:
    x, y = xy
    draw.ellipse((x, y, x + size, y + size), fill=ROBOT_RGB[colour], outline=BACKGROUND)
    mark = letter(colour)
    centred(draw, (x + size / 2, y + size / 2), mark, fitting(mark, max(SMALL, size * 3 // 5), size - 2),
            fill=ROBOT_INK[colour], bold=True)


def project_tile(draw: ImageDraw.ImageDraw, box: Box, project: dict | None) -> None:
    x0, y0, x1, y1 = box
    if project is None:
        draw.rectangle(box, outline=PANEL_LIGHT, width=2)
        return
    draw.rounded_rectangle(box, radius=6, fill=dim(ROBOT_RGB[project["colour"]], 0.25), outline=BACKGROUND)
    chip = min(26, y1 - y0 - 8)  # the robot colour's letter too, not its colour alone
    colour_chip(draw, (x0 + 4, (y0 + y1 - chip) / 2), project["colour"], chip)
    bonus = said(text(f"bonus.{project['bonus']}", amount=project["amount"]))
    centred(draw, ((x0 + chip + 6 + x1) / 2, (y0 + y1) / 2), bonus, fitting(bonus, SMALL, x1 - x0 - chip - 12),
            fill=ROBOT_INK[project["colour"]], bold=True)


def seat_mark(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, radius: int = 16,
              faded: bool = False) -> None:
    """A seat's own mark: a white square with its number (robot colours are left to the robots)."""
    x, y = centre
    fill = dim(SEAT_RGB) if faded else SEAT_RGB
    draw.rounded_rectangle((x - radius, y - radius, x + radius, y + radius), radius=radius // 3, fill=fill,
                           outline=BACKGROUND, width=2)
    centred(draw, (x, y), seat_number(seat), int(radius * 1.2), fill=(0, 0, 0), bold=True)


WINNER_STAR = 1.5  # a winner's mark: a star this many times the square's half side, its points clear of it


def winner_mark(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, radius: int = 16,
                faded: bool = False) -> None:
    """A winner's seat mark: its number on a white star in place of the square, a shape that still
    reads at inline size (a star behind the white square was hidden by it)."""
    star(draw, centre, radius * WINNER_STAR, fill=dim(SEAT_RGB) if faded else SEAT_RGB)
    centred(draw, centre, seat_number(seat), int(radius * 1.2), fill=(0, 0, 0), bold=True)


def chip_mark(won: bool) -> Callable[..., None]:
    """The seat mark a seat's chip carries: the star for a winner, else the numbered square."""
    return winner_mark if won else seat_mark


chart_badge = seat_mark  # the final chart marks each line with its seat's number square
CHART_UNIT = text("picture.chart_unit")  # what the final chart's scores count


def seat_number(seat: int) -> str:
    return str(seat + 1)


def figure(draw: ImageDraw.ImageDraw, xy: tuple[float, float], who: str, standing: bool, seat: int | None) -> None:
    """A worker (its seat mark; lying: a flat grey bar) or Sandra / Vilela (a dark square)."""
    x, y = xy
    if seat is None:
        draw.rounded_rectangle((x - 15, y - 15, x + 15, y + 15), radius=5, fill=(20, 20, 20), outline=TEXT, width=2)
        centred(draw, (x, y), said(text(f"picture.{who}")), SMALL, bold=True)
    elif standing:
        seat_mark(draw, (x, y), seat, 16)
    else:
        draw.rounded_rectangle((x - 22, y - 9, x + 22, y + 9), radius=4, fill=dim(SEAT_RGB, 0.3), outline=BACKGROUND)
        centred(draw, (x, y), seat_number(seat), 16, fill=(0, 0, 0), bold=True)


# ---- the four boards -------------------------------------------------------------------------------------


def _spaces(draw: ImageDraw.ImageDraw, view: dict, board: int, box: Box) -> None:
    """The board's action spaces along its bottom, with who stands (or lies) on each."""
    x0, y0, x1, y1 = box
    info = view["boards"][board]
    cells = grid((x0 + 8, y1 - SPACE_H, x1 - 8, y1 - 8), len(info["spaces"]), 1, 8)
    for space, cell in enumerate(cells):
        spec = info["spaces"][space]
        draw.rounded_rectangle(cell, radius=6, fill=PANEL_LIGHT)
        explain.space(cell, view, board, space)
        extra = text("picture.space_cost", cost=spec["cost"]) if spec["cost"] else text(
            "picture.space_gain", gain=spec["gain"]) if spec["gain"] else ""
        lines = (said(text(f"picture.space_{info['name']}", limit=spec["limit"])), said(extra))
        for i, line in enumerate(lines):
            size = fitting(line, SMALL, cell[2] - cell[0] - 10, bold=i == 0)
            draw.text((cell[0] + 6, cell[1] + 3 + i * 21), line, font=font(size, i == 0), fill=MUTED)
        centre = ((cell[0] + cell[2]) / 2, cell[3] - 18)
        for who, where in _standing_on(view):
            if where == [board, space]:
                seat = int(who) if who.isdigit() else None
                standing = seat is not None and view["workers"][seat]["standing"]
                figure(draw, centre, who, standing, seat)


def _standing_on(view: dict) -> list[tuple[str, list[int]]]:
    found = [(str(seat), [w["board"], w["space"]]) for seat, w in enumerate(view["workers"]) if w]
    found.append(("sandra", view["sandra"]))
    if view["vilela"]:
        found.append(("vilela", view["vilela"]))
    return found


def _board_frame(draw: ImageDraw.ImageDraw, view: dict, board: int) -> Box:
    x0 = 10 + board * (BOARD_W + 10)
    box = (x0, BOARD_TOP, x0 + BOARD_W, BOARD_TOP + BOARD_H)
    draw.rounded_rectangle(box, radius=10, fill=PANEL)
    title = text("board.title", number=board + 1, board=text(f"board.{view['boards'][board]['name']}"))
    draw.text((x0 + 10, BOARD_TOP + 8), said(title), font=font(22, True), fill=TEXT)
    _spaces(draw, view, board, box)
    return box


def _assembly(draw: ImageDraw.ImageDraw, view: dict) -> None:
    x0, y0, x1, y1 = _board_frame(draw, view, 0)
    top = y0 + 60
    columns = max(len(cols) for cols in view["columns"].values())
    for i in range(columns):  # the robots are numbered as the choices name them ("red robot 2")
        centred(draw, (x0 + 59 + i * 62, top - 12), str(i + 1), SMALL, fill=MUTED)
    robots_left = said(text("picture.robots_left"))  # the robots left, right of the numbered columns
    room = x1 - 10 - (x0 + 59 + (columns - 1) * 62 + 14)
    draw.text((x1 - 10, top - 12), robots_left, font=font(fitting(robots_left, SMALL, room, False)), fill=MUTED,
              anchor="rm")
    for row, colour in enumerate(("y", "b", "g", "r")):
        y = top + row * 72
        colour_chip(draw, (x0 + 10, y + 20), colour)
        for i, column in enumerate(view["columns"][colour]):
            cx = x0 + 48 + i * 62
            explain.robot((cx - 3, y - 3, cx + 26, y + 70), colour, i, column)
            for k, kind in enumerate(("h", "t", "l")):
                part_tile(draw, (cx, y + k * 23), column[kind], 22)
                if column[kind]:
                    explain.robot_part((cx, y + k * 23, cx + 23, y + k * 23 + 23), column[kind], colour, i)
            if column["done"]:
                draw.rectangle((cx - 3, y - 3, cx + 25, y + 69), outline=(255, 255, 255), width=3)
        draw.text((x1 - 12, y + 34), str(view["pool"][colour]), font=font(22, True), fill=TEXT, anchor="rm")
        explain.pool((x1 - 40, y + 20, x1 - 8, y + 48), view, colour)
    ys = top + 4 * 72
    spares = said(text("picture.spares"))
    draw.text((x0 + 10, ys + 4), spares, font=font(SMALL), fill=MUTED)
    left = max(100, x0 + 20 + text_width(spares, SMALL) - x0)
    for i, tile in enumerate(view["spares"]):
        part_tile(draw, (x0 + left + i * 40, ys), tile)
        if tile:
            explain.spare((x0 + left + i * 40, ys, x0 + left + i * 40 + TILE + 1, ys + TILE + 1), i, tile)
    _notes(draw, text("picture.assembly_notes"), (x0 + 10, ys + 38, x1 - 10, y1 - SPACE_H - 4))


def _notes(draw: ImageDraw.ImageDraw, notes: Msg, box: Box) -> None:
    """A board's small print, wrapped to the width of `box`, in a smaller font when a language needs
    more lines than its height holds."""
    x0, y0, x1, y1 = box
    words = said(notes)
    size = SMALL
    while size > 12 and len(wrap(words, size, int(x1 - x0))) * (size + 3) > y1 - y0:
        size -= 1
    for i, line in enumerate(wrap(words, size, int(x1 - x0))):
        draw.text((x0, y0 + i * (size + 3)), line, font=font(size), fill=MUTED)


def _production(draw: ImageDraw.ImageDraw, view: dict) -> None:
    x0, y0, x1, y1 = _board_frame(draw, view, 1)
    cx, cy, radius = (x0 + x1) / 2, y0 + 160, 100
    for square in view["wheel"]:
        angle = -pi * 5 / 8 + square["position"] * pi / 4  # position 0 at 11 o'clock, clockwise
        start = angle - pi / 8
        draw.pieslice((cx - radius, cy - radius, cx + radius, cy + radius), start * 180 / pi,
                      (start + pi / 4) * 180 / pi, fill=dim(ROBOT_RGB[square["colour"]], 0.55), outline=PANEL, width=3)
        px, py = cx + cos(angle) * radius * 0.68, cy + sin(angle) * radius * 0.68
        part_tile(draw, (px - 17, py - 17), square["tile"], 34)
        explain.wheel((px - 17, py - 17, px + 18, py + 18), view, square)
        centred(draw, (cx + cos(angle) * radius * 0.3, cy + sin(angle) * radius * 0.3), letter(square["colour"]),
                14, fill=ROBOT_INK[square["colour"]], bold=True)  # the wedge's colour by its letter too
        if square["position"] in (4, 5):
            mark = said(text(f"picture.bottom_{square['position']}"))
            draw.text((cx + cos(angle) * (radius + 16), cy + sin(angle) * (radius + 16)), mark, font=font(SMALL),
                      fill=MUTED, anchor="mm")
    draw.text((cx, y0 + 48), said(text("picture.top")), font=font(SMALL), fill=MUTED, anchor="mm")
    y = cy + radius + 30
    stacks = said(text("picture.stacks"))
    draw.text((x0 + 10, y), stacks, font=font(SMALL), fill=MUTED)
    left = max(90, 20 + text_width(stacks, SMALL))
    for i, colour in enumerate(("y", "b", "g", "r")):
        sx = x0 + left + i * 50
        colour_chip(draw, (sx, y - 2), colour)
        draw.text((sx + 13, y + 42), str(view["stacks"][colour]), font=font(SMALL, True), fill=TEXT, anchor="mm")
        explain.stack((sx - 4, y - 18, sx + 31, y + 54), view, colour)
        if view["marker"] == colour:
            draw.polygon([(sx + 13, y - 6), (sx + 5, y - 18), (sx + 21, y - 18)], fill=(255, 255, 255))
    _notes(draw, text("picture.wheel_notes"), (x0 + 10, y + 56, x1 - 10, y1 - SPACE_H - 4))


def _projects(draw: ImageDraw.ImageDraw, view: dict) -> None:
    x0, y0, x1, y1 = _board_frame(draw, view, 2)
    for row in range(3):  # the top row first
        y = y0 + 44 + row * 84
        caption = said(text(f"picture.project_row_{2 - row}"))
        draw.text((x0 + 14, y), caption, font=font(fitting(caption, SMALL, x1 - x0 - 28, False)), fill=MUTED)
        for col, cell in enumerate(grid((x0 + 14, y + 24, x1 - 14, y + 76), 2, 1, 10)):
            project = view["display"][2 - row][col]
            project_tile(draw, cell, view["projects"][project] if project else None)
            if project:
                explain.project_shown(cell, view, 2 - row, col, project)
    y = y0 + 300
    draw.text((x0 + 12, y), said(text("picture.deck", deck=view["deck"])), font=font(SMALL), fill=MUTED)
    draw.text((x0 + 12, y + 30), said(text("picture.universal")), font=font(SMALL), fill=MUTED)
    for i, tile in enumerate(view["universal"]):
        part_tile(draw, (x0 + 12 + i * 36, y + 56), tile)
        explain.universal((x0 + 12 + i * 36, y + 56, x0 + 13 + i * 36 + TILE, y + 57 + TILE), i, tile)


def _finance(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    x0, y0, x1, y1 = _board_frame(draw, view, 3)
    track = view["track"]
    steps = track["max"] - track["min"] + 1
    cell = (x1 - x0 - 50) / steps
    for row, colour in enumerate(("y", "b", "g", "r")):
        y = y0 + 44 + row * 30
        colour_chip(draw, (x0 + 8, y), colour, 24)
        for v in range(track["min"], track["max"] + 1):
            bx = x0 + 40 + (v - track["min"]) * cell
            on = view["values"][colour] == v
            draw.rectangle((bx, y, bx + cell - 3, y + 24), fill=ROBOT_RGB[colour] if on else PANEL_LIGHT)
            explain.value((bx, y, bx + cell - 2, y + 25), view, colour, v)
            centred(draw, (bx + cell / 2 - 1, y + 12), str(v), SMALL, fill=ROBOT_INK[colour] if on else MUTED, bold=on)
    draw.text((x0 + 10, y0 + 176), said(text("picture.supply", supply=view["supply"])), font=font(SMALL), fill=MUTED)
    draw.text((x0 + 10, y0 + 206), said(text("picture.contracts_below")), font=font(SMALL), fill=MUTED)


def _contracts(draw: ImageDraw.ImageDraw, view: dict, top: int) -> int:
    """The nine contracts in their three Finance rows (top row first), with the row's points."""
    draw.text((14, top), said(text("picture.contracts")), font=font(SMALL, True), fill=MUTED)
    rows = sorted({c["row"] for c in view["contracts"]})
    for r, row in enumerate(rows):
        y = top + 26 + r * CONTRACT_ROW
        contracts = [c for c in view["contracts"] if c["row"] == row]
        draw.text((14, y + 16), said(text("picture.contract_row", row=row + 1, points=contracts[0]["row_points"])),
                  font=font(SMALL, True), fill=MUTED)
        for contract, box in zip(contracts, grid((170, y, WIDTH - 10, y + CONTRACT_ROW - 6), len(contracts), 1, 8)):
            _contract(draw, contract, box)
            explain.contract(box, view, view["contracts"].index(contract), contract)
    return top + 26 + len(rows) * CONTRACT_ROW + 6


def _contract(draw: ImageDraw.ImageDraw, contract: dict, box: Box) -> None:
    x0, y0, x1, y1 = box
    owner = contract["owner"]
    draw.rounded_rectangle(box, radius=5, fill=PANEL_LIGHT if owner is None else (70, 70, 70))
    draw.text((x0 + 6, y0 + 4), fit_text(said(contract["need"]), SMALL, x1 - x0 - 12), font=font(SMALL), fill=TEXT)
    points = "/".join(map(str, contract["points"]))
    draw.text((x0 + 6, y1 - 25), points, font=font(SMALL, True), fill=MUTED)
    if owner is not None and owner < 0:
        draw.text((x1 - 6, y1 - 25), said(text("picture.contract_vilela")), font=font(SMALL, True), fill=TEXT,
                  anchor="ra")
    elif owner is not None:
        tag = said(text("picture.contract_tokens", tokens=contract["tokens"]))
        draw.text((x1 - 40, y1 - 25), tag, font=font(SMALL, True), fill=TEXT, anchor="ra")
        seat_mark(draw, (x1 - 20, y1 - 16), owner, 12)


# ---- players and log ---------------------------------------------------------------------------------------


def _players(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> int:
    for seat, info in enumerate(view["seats"]):
        y = top + seat * _row(view)
        draw.rounded_rectangle((10, y, WIDTH - 10, y + _row(view) - 8), radius=8, fill=PANEL)
        you = said(text("picture.you")) if view.get("viewer") == seat else ""
        won = view["over"] and seat in view["winners"]
        used = seat_chip(draw, (20, y + 22), seat, names[seat], 22, active=view["current"] == seat, won=won,
                         max_width=300 - (you_width(you, SMALL) + 10 if you else 0), badge=chip_mark(won))
        if you:
            you_tag(draw, (30 + used, y + 22), you, SMALL)
        line = text("picture.player_final" if view["over"] else "picture.player", score=info["score"],
                    speech=info["speech"], robots=_letters(info["robots"]), done=len(info["done"]))
        draw.text((340, y + 10), fit_text(said(line), 22, WIDTH - 360), font=font(22), fill=TEXT)
        explain.seat_row((10, y, 330, y + 44), seat, line)
        tiles = said(text("picture.player_tiles"))
        draw.text((340, y + 50), tiles, font=font(SMALL), fill=MUTED)
        left = max(410, 350 + text_width(tiles, SMALL))
        for i, tile in enumerate(info["parts"][:10]):
            part_tile(draw, (left + i * 32, y + 46), tile, 28)
            explain.held((left + i * 32, y + 46, left + i * 32 + 29, y + 75), seat, tile)
        px = 740
        draw.text((px, y + 50), said(text("picture.player_projects")), font=font(SMALL), fill=MUTED)
        for i, project in enumerate(info["projects"][:5]):
            project_tile(draw, (px + 90 + i * 112, y + 44, px + 196 + i * 112, y + 78), view["projects"][project])
            explain.project_held((px + 90 + i * 112, y + 44, px + 197 + i * 112, y + 79), seat, project)
        if view["over"]:  # the final points as their parts, which add up to them
            parts = said(text("picture.breakdown", score=info["score"], parts=" · ".join(
                said(text("picture.breakdown_part", part=text(f"part_{part}"), points=f"{points:+d}"))
                for part, points in info["breakdown"].items())))
            draw.text((20, y + 86), fit_text(parts, SMALL, WIDTH - 40), font=font(SMALL), fill=MUTED)
    return top + len(view["seats"]) * _row(view)


def _row(view: dict) -> int:
    """A player's row on the full table, with its gap: a line more at the end for the final points' parts."""
    return 120 if view["over"] else 92


def _letters(colours: list[str]) -> str:
    """Robots as their colours' letters ("Y B B"), a dash for none."""
    return " ".join(letter(c) for c in colours) or "—"


def _status(view: dict, names: list[str]) -> Msg:
    if view["over"]:
        if not view["winners"]:
            return text("picture.over_none", round=view["round"])
        who = [names[s] for s in view["winners"]]
        return text("picture.over" if len(who) == 1 else "picture.over_shared", round=view["round"], names=who)
    return text("picture.turn_last" if view["ending"] else "picture.turn", round=view["round"],
                name=names[view["current"]])


# The full table's head, what a phone player reads without a tap (the picture is shown at about x0.2
# inline): whose turn, each seat's points, and on a seat's own picture its parts and robots, as large
# as the 1,400 px width allows. It takes its room from the log lines at the foot, so the picture is
# no taller than with the 28 px heading it replaced.
HEAD_STATUS, HEAD_SEATS, HEAD_OWN = 56, 48, 52
HEAD_LINE = 76
HEAD_MARK = 24  # a seat's square's half side in the head (its star, 1.5 times that, fits the line)
LOG_ROOM = 200  # the room below the players under the old 70 px heading: six lines of 30 px
LOG_LINE = 30


def _head_height(view: dict) -> int:
    return 8 + HEAD_LINE * (3 if view.get("viewer") is not None else 2) + 8


def _log_room(view: dict) -> int:
    """The room left for the last log lines: what the head did not take."""
    return max(LOG_ROOM - (_head_height(view) - BOARD_TOP), 20)


def _solo_lines(view: dict) -> list[str]:
    """A solo game's target and Vilela's robots (none in a game of more)."""
    if not view["solo_target"]:
        return []
    return [said(text("picture.solo_target", target=view["solo_target"])),
            said(text("picture.vilela_robots", robots=_letters(view["vilela_robots"])))]


def _head(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    """The status line, then each seat's mark, name and points (the seat to act ringed, a winner
    starred), then on a seat's own picture "you", its parts and its robots."""
    def sentence(shown: list[str]) -> str:
        return said(text("picture.heading", title=text("picture.title"), status=_status(view, shown)))

    # a long status ("Game over after round 25: target missed") is drawn smaller, whole, before any name gives way
    size = next((size for size in range(HEAD_STATUS, 27, -2) if text_width(sentence(names), size, True) <= WIDTH - 28),
                28)  # the least: the old heading's size
    heading = named_within(sentence, names, size, WIDTH - 28)
    draw.text((14, 8 + HEAD_LINE / 2), heading, font=font(size, True), fill=TEXT, anchor="lm")
    cell = (WIDTH - 28) / view["players"]
    y = 8 + HEAD_LINE * 1.5
    for seat, info in enumerate(view["seats"]):
        x = 14 + seat * cell
        won, active = view["over"] and seat in view["winners"], view["current"] == seat and not view["over"]
        score = str(info["score"]).replace("-", "−")
        # the seat's mark, within the line: the star's points and the ring of the seat to act clear its neighbours
        mark = (x + 6 + HEAD_MARK * 1.5, y)
        if active:
            ring = HEAD_MARK * 1.42 + 3
            draw.ellipse((mark[0] - ring, y - ring, mark[0] + ring, y + ring), outline=CHANGED, width=3)
        chip_mark(won)(draw, mark, seat, HEAD_MARK)
        left = mark[0] + HEAD_MARK * 1.5 + 12
        solo = _solo_lines(view)
        right = x + cell - 28 - text_width(score, HEAD_SEATS + 8, True)
        room = min(right - left, 400) if solo else right - left
        bold = active or won
        size = next((s for s in range(HEAD_SEATS, 27, -2) if text_width(names[seat], s, bold) <= room), 28)
        name = fit_text(names[seat], size, round(room), bold)
        draw.text((left, y), name, font=font(size, bold), fill=TEXT, anchor="lm")
        if solo:  # one seat: the solo game's target and Vilela's robots beside it, not at the foot
            after = left + text_width(name, size, bold) + 30
            draw.text((after, y), fit_text(" · ".join(solo), 32, round(right - after)), font=font(32), fill=TEXT,
                      anchor="lm")
        draw.text((x + cell - 14, y), score, font=font(HEAD_SEATS + 8, True), fill=TEXT, anchor="rm")
    viewer = view.get("viewer")
    if viewer is None:
        return
    info, y = view["seats"][viewer], 8 + HEAD_LINE * 2.5
    x = 14 + you_tag(draw, (14, y), said(text("picture.you")), 36) + 20
    tiles = said(text("picture.player_tiles"))
    draw.text((x, y), tiles, font=font(36), fill=MUTED, anchor="lm")
    x += text_width(tiles, 36) + 12
    for tile in info["parts"][:10] or [None]:
        part_tile(draw, (x, y - HEAD_OWN / 2), tile, HEAD_OWN)
        x += HEAD_OWN + 6
    robots = said(text("picture.glance_robots", robots=len(info["robots"])))
    x += 24
    draw.text((x, y), robots, font=font(36), fill=MUTED, anchor="lm")
    x += text_width(robots, 36) + 12
    for colour in info["robots"][:10]:
        colour_chip(draw, (x, y - HEAD_OWN / 2), colour, HEAD_OWN)
        x += HEAD_OWN + 6


def render(view: dict, names: list[str]) -> bytes:
    """The whole table (and a seat's: the same, with "you" and its own parts and robots in the head)."""
    items = _key_items(view)
    key = legend_height([word for _, word in items], WIDTH - 28)
    head = _head_height(view)
    height = head + BOARD_H + 48 + 3 * CONTRACT_ROW + _row(view) * view["players"] + _log_room(view) + key + 14
    image, draw = canvas(WIDTH, height)
    # the boards, contracts, players and log, drawn where they stood under the old heading, then put under the head
    body, on = canvas(WIDTH, BOARD_TOP + height - head - key - 14)
    with moved(0, head - BOARD_TOP):  # the pieces they record, where the picture shows them
        _assembly(on, view)
        _production(on, view)
        _projects(on, view)
        _finance(on, view, names)
        y = _contracts(on, view, BOARD_TOP + BOARD_H + 10)
        y = _players(on, view, names, y)
    logged = max(0, (_log_room(view) - 20) // LOG_LINE)
    for i, line in enumerate([said(t, names) for t in view["log"][len(view["log"]) - logged:]]):
        on.text((14, y + 8 + i * LOG_LINE), fit_text(line, 20, WIDTH - 28), font=font(20), fill=MUTED)
    image.paste(body.crop((0, BOARD_TOP, WIDTH, body.height)), (0, head))
    legend(draw, (14, height - key - 14), items, WIDTH - 28)
    _head(draw, view, names)
    return to_png(image)


def _key_items(view: dict) -> list[tuple[Callable[..., None], str]]:
    """The key at the table's foot: each part kind's letter, each robot colour's letter, a worker
    standing and lying, Sandra (and Vilela in a solo game)."""
    def tile(kind: str):
        return lambda draw, box: part_tile(draw, (box[0], box[1]), "u" + kind, round(box[3] - box[1]))

    def chip(colour: str):
        return lambda draw, box: colour_chip(draw, (box[0], box[1]), colour, round(box[3] - box[1]))

    def who(name: str):
        return lambda draw, box: figure(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), name, True, None)

    items = [(tile(kind), said(text(f"kind.{kind}"))) for kind in "htl"]
    items += [(chip(colour), said(text(f"legend.{colour}"))) for colour in "ybgr"]
    items.append((lambda draw, box: seat_mark(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), 0,
                                              round((box[3] - box[1]) / 2)), said(text("picture.key_worker"))))
    items.append((who("sandra"), said(text("picture.key_sandra"))))
    if view["vilela"] or view["solo_target"]:
        items.append((who("vilela"), said(text("picture.key_vilela"))))
    return items


# ---- the glance ------------------------------------------------------------------------------------------------


def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    """Points now per player (left), the robot values and robots left per colour (right); what
    changed since `before` outlined or tagged."""
    image, draw, (x0, y0, x1, y1) = glance_canvas(
        said(text("picture.title")),
        lambda room: named_within(lambda shown: said(_status(view, shown)), names, 30, room))
    split = x0 + 600
    _glance_scores(draw, view, names, before, (x0, y0, split - 20, y1))
    _glance_values(draw, view, before, (split + 10, y0, x1, y1))
    return to_png(image)


def _glance_scores(draw: ImageDraw.ImageDraw, view: dict, names: list[str], before: dict | None, box: Box) -> None:
    x0, y0, x1, y1 = box
    glance_text(draw, (x0, y0), said(text("picture.glance_scores_final" if view["over"] else "picture.glance_scores")),
                x1 - x0, fill=MUTED, bold=True)
    scores = [s["score"] for s in view["seats"]]
    target = view["solo_target"]
    # solo: the bar runs toward the target (full when reached); else toward the best score
    maximum = max(target, *scores) if target else max([30, *scores])
    rows = grid((x0, y0 + 44, x1, y1), 1, 4, 12)
    for seat, (rx0, ry0, rx1, ry1) in enumerate(rows[:view["players"]]):
        mid = (ry0 + ry1) / 2
        won = view["over"] and seat in view["winners"]
        seat_chip(draw, (rx0, ry0 + 16), seat, names[seat], GLANCE_TEXT, active=view["current"] == seat, won=won,
                  max_width=260, badge=chip_mark(won))
        robots = said(text("picture.glance_robots", robots=len(view["seats"][seat]["robots"])))
        draw.text((rx1, ry0 + 16), robots, font=font(GLANCE_TEXT, True), fill=TEXT, anchor="rm")
        delta = scores[seat] - before["seats"][seat]["score"] if before else 0
        score_bar(draw, (rx0, mid + 4, rx1, ry1), scores[seat], maximum, seat, delta=delta, colour=SEAT_RGB)
    if target:
        (rx0, ry0, rx1, _), (vx0, vy0, vx1, _) = rows[1:3]
        glance_text(draw, (rx0, ry0 + 16), said(text("picture.solo_target", target=target)), rx1 - rx0, size=30,
                    bold=True)
        _vilela_robots(draw, view["vilela_robots"], (vx0, vy0 + 16), vx1 - vx0)


def _vilela_robots(draw: ImageDraw.ImageDraw, robots: list[str], xy: tuple[float, float], width: float) -> None:
    """Solo: the robots Vilela took, as a chip per colour with how many, after the caption or, where
    they would not fit beside it, under it."""
    x, y = xy
    caption = said(text("picture.vilela_took"))
    glance_text(draw, (x, y), caption, int(width), size=30, bold=True, anchor="lm")
    shown = [colour for colour in ("y", "b", "g", "r") if colour in robots]
    if text_width(caption, 30, True) + 14 + len(shown) * (CHIP + 46) <= width:
        x += text_width(caption, 30, True) + 14
    else:  # a long caption (German): the chips on the line under it, within the column
        y += CHIP + 12
    for colour in shown:
        colour_chip(draw, (x, y - CHIP / 2), colour, CHIP)
        draw.text((x + CHIP + 6, y), str(robots.count(colour)), font=font(30, True), fill=TEXT, anchor="lm")
        x += CHIP + 46


def _glance_values(draw: ImageDraw.ImageDraw, view: dict, before: dict | None, box: Box) -> None:
    x0, y0, x1, y1 = box
    glance_text(draw, (x0, y0), said(text("picture.glance_values")), x1 - x0, fill=MUTED, bold=True)
    rows = grid((x0, y0 + 44, x1, y1 - 50), 1, 4, 14)
    track = view["track"]
    for colour, (rx0, ry0, rx1, ry1) in zip(("y", "b", "g", "r"), rows):
        size = ry1 - ry0
        colour_chip(draw, (rx0, ry0 + (size - CHIP) / 2), colour, CHIP)
        score_bar(draw, (rx0 + CHIP + 12, ry0 + 8, rx1 - 80, ry1 - 8), view["values"][colour], track["max"], 0,
                  colour=ROBOT_RGB[colour], minimum=track["min"])
        draw.text((rx1 - 8, (ry0 + ry1) / 2), f"{view['pool'][colour]}", font=font(30, True), fill=TEXT, anchor="rm")
        if before and (before["values"][colour], before["pool"][colour]) != (view["values"][colour],
                                                                            view["pool"][colour]):
            mark_changed(draw, (rx0, ry0, rx1, ry1), width=4)
    if view["ending"] and not view["over"]:
        glance_text(draw, (x0, y1 - 36), said(text("picture.last_round")), x1 - x0, bold=True)


def counter(view: dict) -> Msg:
    """The round a view stands in, as the counters around the moves say it beside the turn
    (the replay's frames, the catch-up sheet, the history pages): the glance's own words."""
    return text("picture.round", round=view["round"])
