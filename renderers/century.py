"""20th Century pictures, drawn only from the view described in engines/century/VIEW.md.

The full table: the header, the auction display (land and technologies, the cost track, the tile on
the block), the catastrophe card with its columns, then one band per player with their tracks and
their region map (tiles with rails, cities, recycling centres, citizens, garbage; institutions
dark). A seat's own picture adds their secret coins and science. The glance: each player's VP as a
bar with the change since the last post, their income and pollution, and the round's key facts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PIL import ImageDraw

from engines.century import words
from engines.century.scoring import final_line
from engines.century.texts import text
from engines.i18n import Msg, said
from renderers import kit
from renderers.explain import century as explain

WIDTH = 1200
PAD = 20
TEXT = 20
SMALL = 18
TILE = 96  # a region tile on the full table
OFFER = 96  # a land tile in the display
BAND_INFO = 430  # the players' text column
WIDE_INFO = 360  # a text column may widen to this where the region beside it is narrow
DISPLAY = 400  # the auction display's height
BLOCK = 430  # the width of the line naming the tile on the block
CATASTROPHE_X = 870  # the catastrophe card's left edge
TALLEST = 1560  # the full table's height the region grids are sized to stay under (issue 16: about 1,600)
GAP = 12  # between the players' bands
MIN_GRID = 120  # a region grid shrinks no further to make room for another band's text
FLOOR = 72  # no region tile is drawn smaller: the table grows taller instead (its icons stay readable)
KEY = 70  # the room planned for the key to the icons at the table's foot
RAIL = (120, 120, 130)
LAND = (74, 92, 70)
INSTITUTION = (60, 52, 84)
SITE = (30, 34, 40)  # a site's bar under its icons
CLEAN, DIRTY = (70, 170, 90), kit.DANGER
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
Box = tuple[int, int, int, int]


# ---- the full table ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """How the players' bands are laid out: one column of wide bands up to 3 players, two columns
    of narrower ones at 4-5 (so the table stays about as tall as a phone's screen allows). A region's
    grid is drawn at most `grid` px tall: a region that grows taller gets smaller tiles."""

    columns: int
    width: int  # a band's width
    info: int  # its text column's width
    tile: int  # the largest region tile
    grid: int  # the tallest region grid, so that the bands' rows fit under TALLEST


def layout(players: int) -> Layout:
    columns, width, info, tile = (1, WIDTH - 2 * PAD, BAND_INFO, TILE) if players <= 2 else \
        (2, (WIDTH - 3 * PAD) // 2, 240, TILE)
    rows = -(-players // columns)
    key = 0 if players % columns else KEY
    grid = (TALLEST - 70 - DISPLAY - key - GAP * (rows + 1)) // rows - TRACK - REGION_MARGIN
    return Layout(columns, width, info, tile, grid)


def _row_shapes(view: dict) -> tuple[list[Layout], list[int]]:
    """Each row of bands' layout and height. Where a band's text (many pieces waiting) makes its row
    taller than planned, the rows whose height is their region's get smaller region grids, so the
    table stays under TALLEST when it can."""
    shape = layout(len(view["seats"]))
    rows = [view["seats"][i:i + shape.columns] for i in range(0, len(view["seats"]), shape.columns)]
    shapes = [shape] * len(rows)
    key = 0 if len(view["seats"]) % shape.columns else \
        kit.legend_height([word for _, word in _key_items(view)], WIDTH - 2 * PAD) + PAD
    while True:
        heights = [max(_band_height(view, seat, s) for seat in row) for row, s in zip(rows, shapes)]
        over = 70 + DISPLAY + key + sum(heights) + GAP * (len(rows) + 1) - TALLEST
        shrinkable = [r for r, row in enumerate(rows) if shapes[r].grid > MIN_GRID and all(
            _info_height(view, seat, shapes[r]) + TRACK < heights[r] for seat in row)]
        if over <= 0 or not shrinkable:
            return shapes, heights
        cut = -(-over // len(shrinkable))
        for r in shrinkable:
            shapes[r] = replace(shapes[r], grid=max(MIN_GRID, shapes[r].grid - cut))


def render(view: dict, names: list[str]) -> bytes:
    shapes, rows = _row_shapes(view)
    shape = shapes[0]
    display = _final_height(view, names) if view["final"] else DISPLAY
    items = _key_items(view)
    words_ = [word for _, word in items]
    # the key to the icons: in the last row's empty place beside an odd player's band where it fits,
    # else across the table's foot
    aside = len(view["seats"]) % shape.columns != 0 and \
        kit.legend_height(words_, shape.width - 28) <= rows[-1] - 28
    key = 0 if aside else kit.legend_height(words_, WIDTH - 2 * PAD) + PAD
    height = 70 + display + sum(rows) + GAP * (len(rows) + 1) + key
    image, draw = kit.canvas(WIDTH, height)
    y = 70 + display + GAP
    if aside:
        x, top = PAD + shape.width + PAD, y + sum(rows[:-1]) + GAP * (len(rows) - 1)
        draw.rounded_rectangle((x, top, x + shape.width, top + rows[-1]), radius=12, outline=kit.PANEL, width=2)
        kit.legend(draw, (x + 14, top + 14), items, shape.width - 28)
    else:
        kit.legend(draw, (PAD, height - key), items, WIDTH - 2 * PAD)
    _header(draw, view, names)
    _display(draw, view, names, 70 + PAD)
    for i, seat in enumerate(view["seats"]):
        row, col = divmod(i, shape.columns)
        x = PAD + col * (shape.width + PAD)
        top = y + sum(rows[:row]) + GAP * row
        _player(draw, view, names, seat, (x, top, x + shape.width, top + rows[row]), shapes[row])
    return kit.to_png(image)


def _status(view: dict, names: list[str]) -> str:
    if view["over"]:
        return said(text("pic_won", names=[names[s] for s in view["winners"]]))
    if len(view["waiting"]) > 1:
        return said(text("pic_many_to_act", count=len(view["waiting"])))
    return said(text("pic_to_act", name=names[view["current"]]))


def _header(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    """The title and round at the left, whose turn at the right; in a long language the title gives
    up its room first (the round and phase stay whole)."""
    draw.rectangle((0, 0, WIDTH, 70), fill=kit.PANEL)
    round_line = text("pic_round", round=view["roman"], phase=text(f"phase_{view['phase']}"))
    title = said(text("pic_header", title=text("pic_title"), round=round_line))
    if kit.text_width(title, 26, True) > WIDTH - 2 * PAD - 440:
        title = said(round_line)
    draw.text((PAD, 35), title, font=kit.font(26, True), fill=kit.TEXT, anchor="lm")
    room = WIDTH - 3 * PAD - kit.text_width(title, 26, True)
    status = kit.named_within(lambda shown: _status(view, shown), names, 26, room)
    draw.text((WIDTH - PAD, 35), status, font=kit.font(26, True), fill=kit.TEXT, anchor="rm")


def _display(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> None:
    """Land and technologies on offer, the cost track, the tile on the block, the catastrophe;
    once the game is over, the final scoring instead."""
    if view["final"]:
        _final(draw, view, names, top)
        return
    if view["min_price"] is not None:
        draw.text((PAD, top), said(text("pic_land", price=words.coins(view["min_price"]))),
                  font=kit.font(TEXT, True), fill=kit.TEXT)
    x, block = PAD, (view["auction"] or {}).get("tile")
    for tile in view["land"]:
        _tile(draw, (x, top + 30), OFFER, tile["rails"], tile["sites"], [], 0, False, tile["id"],
              new=tile["id"] == block)
        explain.land_offer((x, top + 30, x + OFFER, top + 30 + OFFER), view, tile)
        x += OFFER + 10
    _block(draw, view, names, top + 30 + OFFER + 14)
    _cost_track(draw, view, top + 30 + OFFER + 8)
    _technologies(draw, view, top + 30 + OFFER + 56)
    _catastrophe(draw, view, names, (CATASTROPHE_X, top, WIDTH - PAD, top + DISPLAY - 44))
    scoring = view["scoring"]
    line = text("pic_no_scoring") if not scoring["2"] else text("pic_scoring", two=scoring["2"]["text"],
                                                                four=scoring["4"]["text"])
    parts = kit.wrap(said(line), SMALL, CATASTROPHE_X - 10 - PAD)[:2]  # one line, or two in a long language
    first = max(top + DISPLAY - 30 + (1 - len(parts)) * 11, top + 30 + OFFER + 56 + 30 + len(view["tech"]) * 24 + 11)
    for i, part in enumerate(parts):
        draw.text((PAD, first + i * 22), part, font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")


def _final_lines(view: dict, names: list[str]) -> list[tuple[list[str], bool]]:
    """Each seat's final scoring line, wrapped to at most two lines, and whether it is a winner's."""
    lines = []
    for line in view["final"]:
        bold = line["seat"] in view["winners"]
        lines.append((kit.wrap(said(final_line(line), names), TEXT, WIDTH - 2 * PAD, bold), bold))
    return lines


def _final_height(view: dict, names: list[str]) -> int:
    """The final scoring's height: its lines and the winner's sentence, no empty band under them."""
    return PAD + sum(28 * len(parts) + 8 for parts, _ in _final_lines(view, names)) + 50


def _final(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> None:
    y = top
    for parts, bold in _final_lines(view, names):
        for part in parts:
            draw.text((PAD, y), part, font=kit.font(TEXT, bold), fill=kit.TEXT)
            y += 28
        y += 8
    draw.text((PAD, y + 4), kit.fit_text(said(view["summary"], names), 26, WIDTH - 2 * PAD, True),
              font=kit.font(26, True), fill=kit.HIGHLIGHT)


def _block(draw: ImageDraw.ImageDraw, view: dict, names: list[str], y: int) -> None:
    """The tile on the block and its highest bid; a long name is shortened, never the bid."""
    auction = view["auction"]
    if auction and auction["tile"] and auction["high"] is not None:
        bid = words.coins(auction["bid"])
        fixed = said(text("pic_block", tile=auction["tile"], bid=bid, name=""))
        room = min(BLOCK, _cost_left(view) - PAD - 12) - kit.text_width(fixed, TEXT, True)
        name = kit.fit_text(names[auction["high"]], TEXT, room, True)
        line = said(text("pic_block", tile=auction["tile"], bid=bid, name=name))
    else:
        line = said(text("pic_no_block"))
    draw.text((PAD, y), line, font=kit.font(TEXT, True), fill=kit.HIGHLIGHT)


def _cost_left(view: dict) -> int:
    """Where the cost track's caption starts."""
    caption = said(text("pic_cost"))
    track = 37 * len(view["cost_track"])
    return min(PAD + BLOCK + 20, CATASTROPHE_X - 10 - track - 10 - kit.text_width(caption, SMALL))


def _cost_track(draw: ImageDraw.ImageDraw, view: dict, y: int) -> None:
    """The cost track, its caption before it, ending left of the catastrophe card (a longer caption
    starts it further left)."""
    caption = said(text("pic_cost"))
    x0 = _cost_left(view)
    draw.text((x0, y + 18), caption, font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
    x0 += kit.text_width(caption, SMALL) + 10
    for i, cost in enumerate(view["cost_track"]):
        x = x0 + i * 37
        here = i == view["cost"] and view["tech_price"] is not None
        draw.rounded_rectangle((x, y, x + 32, y + 36), radius=6, fill=kit.HIGHLIGHT if here else kit.PANEL_LIGHT)
        explain.cost((x, y, x + 33, y + 37), i, cost, here)
        kit.centred(draw, (x + 16, y + 18), str(cost), TEXT, fill=(0, 0, 0) if here else kit.TEXT, bold=here)


def _technologies(draw: ImageDraw.ImageDraw, view: dict, y: int) -> None:
    """One technology a line, whole: its effect and its ecological cost."""
    if view["tech_price"] is not None:
        draw.text((PAD, y), said(text("pic_tech", price=words.science(view["tech_price"]))),
                  font=kit.font(TEXT, True), fill=kit.TEXT)
    room = CATASTROPHE_X - 10 - PAD
    for i, tech in enumerate(view["tech"]):
        name = said(text("pic_tech_eco", tech=tech["name"], garbage=words.garbage(tech["garbage"]),
                         pollution=tech["pollution"]) if tech["garbage"] or tech["pollution"] else tech["name"])
        size = next((s for s in (SMALL, 16, 14) if kit.text_width(name, s) <= room), 14)  # smaller, never cut
        draw.text((PAD, y + 30 + i * 24 + (SMALL - size) // 2), kit.fit_text(name, size, room), font=kit.font(size),
                  fill=kit.TEXT)
        explain.tech((PAD, y + 30 + i * 24, PAD + min(room, kit.text_width(name, size)), y + 30 + i * 24 + 24), view,
                     tech)


def _catastrophe(draw: ImageDraw.ImageDraw, view: dict, names: list[str], box: Box) -> None:
    x0, y0, x1, y1 = box
    cat = view["catastrophe"]
    if cat is None:
        return
    draw.rounded_rectangle(box, radius=10, fill=kit.PANEL)
    title = said(text("pic_catastrophe", name=cat["name"]))
    if kit.text_width(title, TEXT, True) > x1 - x0 - 24:  # a long name in a long language: the name alone
        title = kit.fit_text(said(cat["name"]), TEXT, x1 - x0 - 24, True)
    draw.text((x0 + 12, y0 + 10), title, font=kit.font(TEXT, True), fill=kit.TEXT)
    disaster = view["disaster"]
    for i, column in enumerate(cat["columns"]):
        y = y0 + 42 + i * 54
        fill = kit.PANEL_LIGHT if column["used"] else kit.dim(kit.PANEL_LIGHT)
        draw.rounded_rectangle((x0 + 10, y, x1 - 10, y + 50), radius=6, fill=fill)
        explain.column((x0 + 10, y, x1 - 9, y + 51), cat, column)
        colour = kit.TEXT if column["used"] else kit.MUTED
        draw.text((x0 + 18, y + 4), said(text("column_name", number=column["index"] + 1)),
                  font=kit.font(16, True), fill=colour)
        said_column = text("pic_column", garbage=words.garbage(column["garbage"]), pollution=column["pollution"]) \
            if column["used"] else text("pic_unused")
        draw.text((x0 + 18, y + 26), said(said_column), font=kit.font(16), fill=colour)
        if column["taken_by"] is not None:
            kit.seat_badge(draw, (x1 - 34, y + 25), column["taken_by"], 14)
    if disaster:
        bids = [text("pic_bid", name=names[s], bid=b) for s, b in enumerate(disaster["bids"]) if b is not None]
        draw.text((x0 + 12, y1 - 30), kit.fit_text(said(words.chain(bids)), SMALL, x1 - x0 - 24),
                  font=kit.font(SMALL), fill=kit.HIGHLIGHT)


# ---- a player's band -----------------------------------------------------------------------------


NUMBERS = 22  # the margin for the region grid's row and column numbers
LINE = 22  # a line of a band's text
SMALL_TILE = 72  # a piece waiting to be attached, or a legal turn of the one being placed
SMALLEST = FLOOR  # smaller when that keeps them on one row
TRACK = 38  # the pollution track across a band's foot
REGION_TOP, REGION_FOOT = 10, 4  # the region's margins above its column numbers and above the track
REGION_MARGIN = REGION_TOP + NUMBERS + REGION_FOOT


def _cells(view: dict, seat: dict) -> list[tuple[int, int]]:
    """The grid cells the region's picture shows: its pieces and, for the seat placing one, the
    legal spots."""
    cells = [(p["row"], p["col"]) for p in seat["region"]]
    placing = view.get("placing") if view.get("viewer") == seat["seat"] else None
    return cells + [(s["row"], s["col"]) for s in (placing or {}).get("spots", [])]


def _extent(cells: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return min(rows), max(rows), min(cols), max(cols)


def _below(view: dict, seat: dict, shape: Layout) -> bool:
    """Whether the region is drawn under the band's text rather than beside it: where beside it
    its tiles would be narrower than FLOOR."""
    _, _, c0, c1 = _extent(_cells(view, seat))
    return (shape.width - shape.info - NUMBERS - PAD) // (c1 - c0 + 1) < FLOOR


def _region_tile(view: dict, seat: dict, shape: Layout) -> int:
    """The region's tile: as big as the band's width and the region grid's height allow, never
    under FLOOR."""
    r0, r1, c0, c1 = _extent(_cells(view, seat))
    room = shape.width - 28 - NUMBERS if _below(view, seat, shape) else shape.width - shape.info - NUMBERS - PAD
    return max(FLOOR, min(shape.tile, room // (c1 - c0 + 1), shape.grid // (r1 - r0 + 1)))


def _text_column(view: dict, seat: dict, shape: Layout) -> int:
    """The width of a band's text column: at least the layout's, wider (up to WIDE_INFO) where the
    region beside it leaves room, so fewer lines wrap; the band's whole width above a region drawn
    under it."""
    if _below(view, seat, shape):
        return shape.width
    _, _, c0, c1 = _extent(_cells(view, seat))
    room = shape.width - PAD - NUMBERS - 10 - (c1 - c0 + 1) * _region_tile(view, seat, shape)
    return max(shape.info, min(WIDE_INFO, room))


def _small(column: int, count: int) -> tuple[int, int]:
    """The size of the small tiles in a text column and how many a row holds: smaller (down to
    SMALLEST) where that keeps `count` of them on one row."""
    size = SMALL_TILE if count * (SMALL_TILE + 6) <= column - 24 else max(SMALLEST, (column - 24) // count - 6)
    return size, max(1, (column - 24) // (size + 6))


def _info_lines(view: dict, seat: dict) -> list[str]:
    """A band's lines of text, said in the picture's language."""
    income = seat["income"]
    lines = [
        text("pic_player", vp=words.vp(seat["vp"]), pollution=seat["pollution"]),
        text("pic_income_line", c=words.coins(income["c"]), s=words.science(income["s"]), v=words.vp(income["v"])),
        text("pic_citizens", citizens=seat["citizens_left"]),
        text("pic_garbage", garbage=words.garbage(seat["garbage"])),
        text("pic_techs", techs=_techs(seat["techs"]) or text("pic_none")),
    ]
    if seat["waiting"]["garbage"]:
        lines.append(text("pic_waiting_garbage", count=seat["waiting"]["garbage"]))
    if view.get("viewer") == seat["seat"]:
        money = view["money"]
        lines.append(text("pic_money", coins=words.coins(money["coins"]), science=words.science(money["science"])))
    return [said(line) for line in lines]


def _techs(techs: list[dict]) -> list[Msg]:
    """Each technology owned once, in the order first bought, with how many when more than one
    ("Street sweepers ×3", not the name three times)."""
    counts: dict[str, list] = {}
    for tech in techs:
        counts.setdefault(said(tech["short"]), [tech["short"], 0])[1] += 1
    return [name if count == 1 else text("pic_tech_times", tech=name, count=count) for name, count in counts.values()]


def _pieces(view: dict, seat: dict) -> tuple[str, list[dict]]:
    """The small tiles drawn in a band: the legal turns of the piece being placed at the chosen
    spot (the viewer's own), else the pieces waiting to be attached."""
    placing = view.get("placing") if view.get("viewer") == seat["seat"] else None
    waiting = seat["waiting"]["land"] + [dict(t, sites=[], institution=True, label=said(t["mark"]))
                                         for t in seat["waiting"]["institutions"]]
    if placing and placing["chosen"]:
        spot = next(s for s in placing["spots"] if s["spot"] == placing["chosen"])
        first = waiting[0]
        return said(text("pic_turns")), [dict(first, rails=t["rails"], sites=[], label=str(n), number=True,
                                               rot=t["rot"]) for n, t in enumerate(spot["turns"], 1)]
    return (said(text("pic_to_attach")) if waiting else ""), waiting



def _info_height(view: dict, seat: dict, shape: Layout) -> int:
    column = _text_column(view, seat, shape)
    lines = sum(len(kit.wrap(line, SMALL, column - 30)) for line in _info_lines(view, seat))
    caption, pieces = _pieces(view, seat)
    size, per_row = _small(column, len(pieces))
    rows = -(-len(pieces) // per_row)
    captions = len(kit.wrap(caption, SMALL, column - 30, True))
    return 52 + LINE * lines + (6 + LINE * captions + rows * (size + 6) if pieces else 0) + 6


def _band_height(view: dict, seat: dict, shape: Layout) -> int:
    r0, r1, _, _ = _extent(_cells(view, seat))
    region = (r1 - r0 + 1) * _region_tile(view, seat, shape) + REGION_MARGIN
    if _below(view, seat, shape):
        return _info_height(view, seat, shape) + region + TRACK
    return max(_info_height(view, seat, shape), region) + TRACK


def _player(draw: ImageDraw.ImageDraw, view: dict, names: list[str], seat: dict, box: Box, shape: Layout) -> None:
    x0, y0, x1, y1 = box
    me, column = seat["seat"], _text_column(view, seat, shape)
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL, outline=kit.seat_colour(me) if me in view["waiting"]
                           else kit.PANEL, width=3)
    you = said(text("pic_you")) if view.get("viewer") == me else ""
    room = column - 30 - (kit.you_width(you, SMALL) + 10 if you else 0)
    used = kit.seat_chip(draw, (x0 + 14, y0 + 26), me, names[me], size=22, active=me in view["waiting"],
                         faded=seat["withdrawn"], max_width=room)
    if you:
        kit.you_tag(draw, (x0 + 24 + used, y0 + 26), you, SMALL)
    explain.seat_band((x0, y0, x0 + column, y0 + 52), seat)
    y = y0 + 52
    for line in _info_lines(view, seat):
        for part in kit.wrap(line, SMALL, column - 30):
            draw.text((x0 + 14, y), part, font=kit.font(SMALL), fill=kit.TEXT)
            y += LINE
    caption, pieces = _pieces(view, seat)
    if pieces:
        for part in kit.wrap(caption, SMALL, column - 30, True):  # German's caption takes two lines
            draw.text((x0 + 14, y + 2), part, font=kit.font(SMALL, True), fill=kit.HIGHLIGHT)
            y += LINE
        first, (size, per_row) = y + 6, _small(column, len(pieces))
        for i, piece in enumerate(pieces):
            row, col = divmod(i, per_row)
            x, y = x0 + 14 + col * (size + 6), first + row * (size + 6)
            _tile(draw, (x, y), size, piece["rails"], piece["sites"], [], piece.get("garbage", 0),
                  piece.get("institution", False), "" if piece.get("number") else piece.get("label", ""), me)
            explain.waiting((x, y, x + size, y + size), view, me, piece)
            if piece.get("number"):  # a legal turn: its number in the choices, large in a corner
                draw.rounded_rectangle((x + size - 22, y + 2, x + size - 2, y + 24), radius=5,
                                       fill=kit.HIGHLIGHT)
                kit.centred(draw, (x + size - 12, y + 13), piece["label"], 16, fill=(0, 0, 0), bold=True)
    _pollution_track(draw, seat["pollution"], (x0 + 14, y1 - TRACK, x1 - 14, y1 - 10), me)
    if _below(view, seat, shape):
        region = (x0 + 14, y0 + _info_height(view, seat, shape), x1 - 14, y1 - TRACK - REGION_FOOT)
    else:
        region = (x0 + column, y0 + REGION_TOP, x1 - PAD, y1 - TRACK - REGION_FOOT)
    _region(draw, view, seat, region, _region_tile(view, seat, shape))


def _pollution_track(draw: ImageDraw.ImageDraw, pollution: int, box: Box, seat: int | None = None) -> None:
    """Numbered, dirty on the left as on the player board: +6 (skulls) … −6 (daisies)."""
    x0, y0, x1, y1 = box
    caption = said(text("pic_pollution_track"))
    draw.text((x0, (y0 + y1) / 2), caption, font=kit.font(SMALL), fill=kit.MUTED, anchor="lm")
    x0 += kit.text_width(caption, SMALL) + 10
    width = (x1 - x0) / 13
    for i, value in enumerate(range(6, -7, -1)):
        colour = CLEAN if value < 0 else DIRTY if value > 0 else kit.PANEL_LIGHT
        here = value == pollution
        cell = (x0 + i * width + 1, y0, x0 + (i + 1) * width - 1, y1)
        draw.rectangle(cell, fill=colour if here else kit.dim(colour, 0.6), outline=kit.HIGHLIGHT if here else None,
                       width=2)
        explain.pollution(cell, seat, value, here)
        kit.centred(draw, ((cell[0] + cell[2]) / 2, (y0 + y1) / 2), f"{value:+d}" if value else "0",
                    15, fill=kit.HIGHLIGHT if here else kit.TEXT, bold=here)


def _region(draw: ImageDraw.ImageDraw, view: dict, seat: dict, box: Box, tile: int) -> None:
    """The region on its grid, with the grid's row and column numbers (as the choices name them);
    for the seat placing a piece, its legal spots numbered as in the choices."""
    x0, y0, x1, y1 = box
    r0, r1, c0, c1 = _extent(_cells(view, seat))
    left = x0 + NUMBERS + max(0, ((x1 - x0 - NUMBERS) - (c1 - c0 + 1) * tile) // 2)
    top = y0 + NUMBERS
    for col in range(c0, c1 + 1):
        kit.centred(draw, (left + (col - c0) * tile + tile / 2, y0 + NUMBERS / 2), str(col + 1), 14, fill=kit.MUTED)
    for row in range(r0, r1 + 1):
        kit.centred(draw, (left - NUMBERS / 2, top + (row - r0) * tile + tile / 2), str(row + 1), 14, fill=kit.MUTED)
        for col in range(c0, c1 + 1):
            x, y = left + (col - c0) * tile, top + (row - r0) * tile
            draw.rectangle((x, y, x + tile - 1, y + tile - 1), outline=kit.PANEL_LIGHT, width=1)
    for piece in seat["region"]:
        x, y = left + (piece["col"] - c0) * tile, top + (piece["row"] - r0) * tile
        citizens = [i for i, s in enumerate(piece["sites"]) if s["occupied"]]
        label = said(piece["mark"]) if piece["institution"] else ""
        explain.region_piece((x, y, x + tile, y + tile), seat["seat"], piece)
        _tile(draw, (x, y), tile, piece["rails"], piece["sites"], citizens, piece["garbage"], piece["institution"],
              label, seat["seat"], piece["new"], piece["spot"])
    placing = (view.get("placing") if view.get("viewer") == seat["seat"] else None) or {}
    for spot in placing.get("spots", []):
        x, y = left + (spot["col"] - c0) * tile, top + (spot["row"] - r0) * tile
        chosen = spot["spot"] == placing["chosen"]
        draw.rectangle((x + 3, y + 3, x + tile - 4, y + tile - 4), outline=kit.HIGHLIGHT, width=3 if chosen else 2,
                       fill=kit.dim(kit.HIGHLIGHT, 0.55 if chosen else 0.85))
        explain.spot((x, y, x + tile, y + tile), view, seat["seat"], spot)
        kit.centred(draw, (x + tile / 2, y + tile / 2), str(spot["number"]), max(16, tile // 3), fill=kit.HIGHLIGHT,
                    bold=True)


def _tile(draw: ImageDraw.ImageDraw, xy: tuple[float, float], size: int, rails: str, sites: list[dict],
          citizens: list[int], garbage: int, institution: bool, label: str, seat: int = 0, new: bool = False,
          spot: str | None = None) -> None:
    """A square tile: rails from its middle to its edges; its sites stacked one a row, each a bar of
    icons (coins, science, VP a city makes; a recycling centre's capacity), an occupied site's bar lit
    and ringed in the citizen's seat colour; the garbage on it and its name in the choices on a row of
    their own at the top, so nothing lies on anything else at any size. The icons fill their rows:
    at FLOOR (72 px) a start tile's three sites under its garbage draw them 19 px, a three-product city
    19 px across."""
    x, y = xy
    draw.rectangle((x + 1, y + 1, x + size - 2, y + size - 2), fill=INSTITUTION if institution else LAND,
                   outline=kit.HIGHLIGHT if new else kit.BACKGROUND, width=2)
    mid = (x + size / 2, y + size / 2)
    for edge in rails:
        dx, dy = STEP[edge]
        draw.line((mid, (mid[0] + dx * size / 2, mid[1] + dy * size / 2)), fill=RAIL, width=max(3, size // 16))
    if institution:
        kit.centred(draw, mid, label, max(16, size * 5 // 16), fill=kit.TEXT, bold=True)
        return
    top = 0.8 if garbage or label else 0  # the top row is a little lower than a site's
    if not sites and not top:
        return
    inner = size - 6
    order = list(range(len(sites)))
    beside = None  # with three sites, the one with fewest icons shares the top row
    if top and len(sites) >= 3:
        beside = min(order, key=lambda i: (len(_site_icons(sites[i])), -i))
        order.remove(beside)
        top = 1
    row = min(inner / (len(order) + top), size * 0.36)
    head = row * top
    y0 = y + 3 + (inner - row * len(order) - head) / 2
    left, right = x + 3, x + size - 3
    if garbage:
        side = max(row * 0.8, row - 3) if beside is not None else row * 0.8
        kit.icon(draw, (left, y0 + (head - side) / 2, left + side, y0 + (head + side) / 2), "garbage", garbage)
        left += side + 2
    if label:
        label_size = max(11, round(row * 0.64))
        draw.text((right, y0 + head / 2), label, font=kit.font(label_size, True), fill=kit.HIGHLIGHT, anchor="rm")
        right -= kit.text_width(label, label_size, True) + 2
    if beside is not None:
        _site(draw, (left, y0 + 1, right, y0 + head - 1), sites[beside], beside in citizens, seat)
        if spot is not None:  # a site of a region's tile: its own piece
            explain.site((left, y0 + 1, right, y0 + head - 1), seat, spot, beside, sites[beside], beside in citizens)
    for n, i in enumerate(order):
        top_y = y0 + head + n * row
        _site(draw, (x + 3, top_y + 1, x + size - 3, top_y + row - 1), sites[i], i in citizens, seat)
        if spot is not None:
            explain.site((x + 3, top_y + 1, x + size - 3, top_y + row - 1), seat, spot, i, sites[i], i in citizens)


def _site_icons(site: dict) -> list[tuple[str, int]]:
    if site["kind"] == "recycling":
        return [("recycling", site["capacity"])]
    return [(kind, site[key]) for kind, key in (("coin", "c"), ("science", "s"), ("vp", "v")) if site[key]]


def _site(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], site: dict, occupied: bool,
          seat: int) -> None:
    """A site's bar: its icons with their numbers, centred, as tall as the bar allows; an occupied one
    lit in the seat's colour and ringed in it (a shape as well as a colour: an empty site has no ring),
    with no letter beside its icons, which would leave them no room (the region is its owner's)."""
    x0, y0, x1, y1 = box
    height = y1 - y0
    draw.rounded_rectangle(box, radius=height / 2, fill=kit.dim(kit.seat_colour(seat), 0.8) if occupied else SITE,
                           outline=kit.seat_colour(seat) if occupied else None, width=2 if occupied else 0)
    icons = _site_icons(site)
    left = x0 + 1
    room = x1 - 1 - left
    each = min(height - 1, room / max(1, len(icons)) - 1)
    start = left + (room - len(icons) * (each + 1)) / 2
    for j, (kind, number) in enumerate(icons):
        ix = start + j * (each + 1)
        kit.icon(draw, (ix, y0 + (height - each) / 2, ix + each, y0 + (height + each) / 2), kind, number)


# ---- the glance ---------------------------------------------------------------------------------


def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    """The title gives way to the round alone where the language makes it too long for its half."""
    round_line = text("pic_round_of", round=view["roman"])
    title = said(text("pic_header", title=text("pic_title"), round=round_line))
    if kit.text_width(title, 30, True) > kit.GLANCE_SIZE[0] // 2 - 20:
        title = said(round_line)
    image, draw, body = kit.glance_canvas(
        title, lambda room: kit.named_within(lambda shown: _status(view, shown), names, 30, room))
    x0, y0, x1, y1 = body
    split = x0 + 690  # the rows: a name and its income on one line, in German too
    rows = kit.grid((x0, y0, split, y1), 1, len(view["seats"]), gap=10)
    top = max(12, max(s["vp"] for s in view["seats"]))
    old = {s["seat"]: s for s in before["seats"]} if before else {}
    pollution = max(kit.text_width(_pollution_words(s), kit.GLANCE_TEXT) for s in view["seats"]) + 10
    # the income says it is one where every row has room for the word without shortening its name more
    named = all(kit.text_width(_income_words(s, True), kit.GLANCE_TEXT) + _name_room(names[s["seat"]]) <= split - x0
                for s in view["seats"])
    for seat, box in zip(view["seats"], rows):
        _glance_row(draw, view, names, seat, old.get(seat["seat"]), box, top, pollution, named)
    _glance_facts(draw, view, names, before, (split + 24, y0, x1, y1))
    return kit.to_png(image)


def _pollution_words(seat: dict) -> str:
    return said(text("pic_pollution", pollution=seat["pollution"]))


def _name_room(name: str) -> int:
    """The pixels a row's badge and name take before its income (a name over 260 px is shortened anyway),
    bold as the seat to act or a winner has it."""
    return 20 + min(260, round(kit.GLANCE_TEXT * 0.84) * 2 + kit.GLANCE_TEXT // 2
                    + kit.text_width(name, kit.GLANCE_TEXT, True)) + 20


def _income_words(seat: dict, named: bool) -> str:
    """"+9 coins +4 science +1 VP", after "income" when `named`."""
    income = seat["income"]
    parts = {"c": text("gain_c", n=income["c"]), "s": text("gain_s", n=income["s"]), "v": text("gain_v", n=income["v"])}
    return said(text("pic_income_named" if named else "pic_income", **parts))


def _glance_row(draw: ImageDraw.ImageDraw, view: dict, names: list[str], seat: dict, old: dict | None,
                box: Box, top: int, pollution_width: int, named: bool = False) -> None:
    """A seat's name and income on one line (the income right after the name, whole: a long name
    gives way), its VP bar and pollution on the next (the pollution as wide as the language needs)."""
    bx0, by0, bx1, by1 = box
    me = seat["seat"]
    half = (by1 - by0) // 2
    facts = _income_words(seat, named)
    room = max(120, min(260, bx1 - bx0 - kit.text_width(facts, kit.GLANCE_TEXT) - 20))
    chip = kit.seat_chip(draw, (bx0, by0 + half // 2 + 2), me, names[me], active=me in view["waiting"],
                         won=me in view["winners"],
                         max_width=room)
    left = min(270, chip + 20)
    kit.glance_text(draw, (bx0 + left, by0 + half // 2 + 2), facts, bx1 - bx0 - left, anchor="lm", fill=kit.MUTED)
    delta = seat["vp"] - old["vp"] if old else 0
    bar = (bx0, by0 + half + 2, bx1 - pollution_width - 10, by1)
    kit.score_bar(draw, bar, seat["vp"], top, me, said(text("pic_vp")), delta)
    colour = DIRTY if seat["pollution"] > 0 else CLEAN if seat["pollution"] < 0 else kit.TEXT
    kit.glance_text(draw, (bx1 - pollution_width, (bar[1] + by1) // 2), _pollution_words(seat), pollution_width,
                    fill=colour, anchor="lm")
    if old and _changed(seat, old):
        kit.mark_changed(draw, (bx0 - 6, by0 - 2, bx1 + 4, by1 + 2), width=3)


def _changed(seat: dict, old: dict) -> bool:
    keys = ("income", "pollution", "garbage")
    return any(seat[k] != old[k] for k in keys) or len(seat["region"]) != len(old["region"]) \
        or seat["waiting"] != old["waiting"]


def _glance_facts(draw: ImageDraw.ImageDraw, view: dict, names: list[str], before: dict | None, box: Box) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - 10, y0, x1, y1), radius=12, fill=kit.PANEL)
    lines = [(text(f"phase_{view['phase']}"), kit.TEXT, True)] + _auction_facts(view, names) + \
        _catastrophe_facts(view, names) + _final_facts(view, names, x1 - x0 - 16)
    y = y0 + 12
    for line, colour, bold in lines:  # a long line wraps (never cut); what no longer fits is left out
        parts = kit.wrap(said(line), kit.GLANCE_TEXT, x1 - x0 - 16, bold)
        if y + 30 * len(parts) > y1:
            break
        for part in parts:
            kit.glance_text(draw, (x0 + 4, y), part, x1 - x0 - 16, fill=colour, bold=bold)
            y += 30
        y += 6
    if before and (before["phase"] != view["phase"] or before["round"] != view["round"]):
        kit.mark_changed(draw, (x0 - 6, y0 + 8, x1 - 4, y0 + 46), width=3)


def _auction_facts(view: dict, names: list[str]) -> list[tuple[Msg, tuple, bool]]:
    auction = view["auction"]
    if not auction:
        return []
    lines = []
    if auction["tile"] and auction["high"] is not None:
        lines.append((text("pic_block_short", tile=auction["tile"], bid=words.coins(auction["bid"]),
                           name=names[auction["high"]]), kit.HIGHLIGHT, True))
        # the tile's name is a code the full table's key explains: said here too ("c1: the tile's name …")
        lines.append((text("pic_key_id", id=auction["tile"]), kit.MUTED, False))
    lines.append((text("pic_tech_price", price=words.science(view["tech_price"])), kit.TEXT, False))
    lines.append((text("pic_land_count", land=len(view["land"])), kit.TEXT, False))
    if auction["out"]:
        lines.append((text("pic_withdrawn_list", names=[names[s] for s in auction["out"]]), kit.MUTED, False))
    return lines


def _final_facts(view: dict, names: list[str], width: int) -> list[tuple[Msg | str, tuple, bool]]:
    """At the end: each player's total, best first, on one line (a long name shortened, so every
    seat's two lines fit), and under it its two parts: the VP scored during the game and what the final
    scoring added (majorities, clean tiles, garbage, pollution)."""
    facts: list[tuple[Msg | str, tuple, bool]] = []
    for line in sorted(view["final"], key=lambda line: -line["vp"]):
        won = line["seat"] in view["winners"]
        final = line["coins"] + line["science"] + line["clean_vp"] + line["garbage_vp"] + line["pollution_vp"]
        star = f"{kit.WINNER} " if won else ""

        def say_total(shown: list[str], seat: int = line["seat"], vp: int = line["vp"], star: str = star) -> str:
            return star + said(text("pic_final_total", name=shown[seat], vp=words.vp(vp)))

        total = kit.named_within(say_total, names, kit.GLANCE_TEXT, width, bold=won)
        if "…" in total:  # a shortened name: its seat's letter (as on its badge) tells it from the others
            lettered = [f"{kit.seat_letter(seat)} · {name}" for seat, name in enumerate(names)]
            total = kit.named_within(say_total, lettered, kit.GLANCE_TEXT, width, bold=won)
        facts.append((total, kit.HIGHLIGHT if won else kit.TEXT, won))
        facts.append((text("pic_final_part", earned=line["vp"] - final, final=final), kit.MUTED, False))
    return facts


def _catastrophe_facts(view: dict, names: list[str]) -> list[tuple[Msg, tuple, bool]]:
    cat = view["catastrophe"]
    if not cat:
        return []
    lines = [(cat["name"], DIRTY, True)]
    if not view["disaster"]:
        return lines
    for column in (c for c in cat["columns"] if c["used"]):
        who = text("pic_cat_open") if column["taken_by"] is None else names[column["taken_by"]]
        lines.append((text("pic_cat_line", number=column["index"] + 1, garbage=words.garbage(column["garbage"]),
                           pollution=column["pollution"], name=who), kit.TEXT, False))
    bids = [text("pic_bid_short", name=names[s], bid=b) for s, b in enumerate(view["disaster"]["bids"])
            if b is not None and s not in view["disaster"]["taken"]]
    if bids:
        lines.append((text("pic_bids", bids=words.chain(bids)), kit.HIGHLIGHT, False))
    return lines


# ---- the key to the icons -------------------------------------------------------------------------


def _key_items(view: dict) -> list[tuple[Callable[..., None], str]]:
    """The key at the full table's foot: each icon a tile may carry and its meaning, a citizen,
    the name a land tile on offer goes by in the choices, and each institution's letter shown."""
    items: list[tuple[Callable[..., None], str]] = []
    for kind, key in (("coin", "pic_key_coin"), ("science", "pic_key_science"), ("vp", "pic_key_vp"),
                      ("recycling", "pic_key_recycling"), ("garbage", "pic_key_garbage")):
        items.append((lambda draw, box, kind=kind: kit.icon(draw, box, kind, 2), said(text(key))))
    empty_city = {"kind": "city", "c": 0, "s": 0, "v": 0}
    items.append((lambda draw, box: _site(draw, (box[0] - 4, box[1] + 3, box[2] + 2, box[3] - 3), empty_city, True, 0),
                  said(text("pic_key_citizen"))))
    if view["land"] and not view["final"]:
        example = view["land"][0]["id"]
        items.append((lambda draw, box: None, said(text("pic_key_id", id=example))))
    marks = {}
    for tech in view["tech"] + [t for seat in view["seats"] for t in seat["techs"]]:
        if tech.get("mark"):
            marks[said(tech["mark"])] = said(tech["short"])
    for piece in (p for seat in view["seats"] for p in seat["region"] + seat["waiting"]["institutions"]):
        if piece.get("mark"):
            marks[said(piece["mark"])] = said(piece["short"])
    for mark, name in sorted(marks.items()):
        items.append((lambda draw, box, mark=mark: _mark_key(draw, box, mark), said(text("pic_key_mark", mark=mark,
                                                                                          name=name))))
    return items


def _mark_key(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], mark: str) -> None:
    draw.rectangle(box, fill=INSTITUTION)
    kit.centred(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), mark, round((box[3] - box[1]) * 0.75),
                bold=True)


def counter(view: dict) -> Msg:
    """The round (of six) a view stands in, as the counters around the moves say it beside the
    turn (the replay's frames, the catch-up sheet, the history pages): the glance's own words."""
    return text("pic_round_of", round=view["roman"])


CHART_UNIT = text("pic_vp")  # what the final chart's scores count
