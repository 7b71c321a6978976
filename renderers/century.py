"""20th Century pictures, drawn only from the view described in engines/century/VIEW.md.

The full table: the header, the auction display (land and technologies, the cost track, the tile on
the block), the catastrophe card with its columns, then one band per player with their tracks and
their region map (tiles with rails, cities, recycling centres, citizens, garbage; institutions
dark). A seat's own picture adds their secret coins and science. The glance: each player's VP as a
bar with the change since the last post, their income and pollution, and the round's key facts.
"""

from __future__ import annotations

from PIL import ImageDraw

from engines.base import name_seats
from engines.century.texts import TEXTS
from renderers import kit

WIDTH = 1200
PAD = 20
TEXT = 20
SMALL = 18
TILE = 96  # a region tile on the full table
OFFER = 96  # a land tile in the display
BAND_INFO = 430  # the players' text column
DISPLAY = 380  # the auction display's height
RAIL = (120, 120, 130)
LAND = (74, 92, 70)
INSTITUTION = (60, 52, 84)
CITY = {"c": (230, 190, 60), "s": (90, 170, 230), "v": (200, 120, 200)}
RECYCLING = (70, 170, 90)
GARBAGE = (140, 100, 60)
CLEAN, DIRTY = (70, 170, 90), kit.DANGER
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
Box = tuple[int, int, int, int]


# ---- the full table ------------------------------------------------------------------------------


def render(view: dict, names: list[str]) -> bytes:
    bands = [_band_height(seat) for seat in view["seats"]]
    height = 70 + DISPLAY + sum(bands) + PAD * (len(bands) + 1)
    image, draw = kit.canvas(WIDTH, height)
    _header(draw, view, names)
    _display(draw, view, names, 70 + PAD)
    y = 70 + DISPLAY + PAD
    for seat, band in zip(view["seats"], bands):
        _player(draw, view, names, seat, (PAD, y, WIDTH - PAD, y + band))
        y += band + PAD
    return kit.to_png(image)


def _status(view: dict, names: list[str]) -> str:
    if view["over"]:
        return TEXTS["pic_won"].format(names=TEXTS["list_sep"].join(names[s] for s in view["winners"]))
    return TEXTS["pic_to_act"].format(name=names[view["current"]])


def _round_line(view: dict) -> str:
    return TEXTS["pic_round"].format(round=view["roman"], phase=TEXTS[f"phase_{view['phase']}"])


def _header(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    draw.rectangle((0, 0, WIDTH, 70), fill=kit.PANEL)
    draw.text((PAD, 35), TEXTS["pic_header"].format(title=TEXTS["pic_title"], round=_round_line(view)),
              font=kit.font(26, True), fill=kit.TEXT, anchor="lm")
    draw.text((WIDTH - PAD, 35), kit.fit_text(_status(view, names), 26, 420, True), font=kit.font(26, True),
              fill=kit.TEXT, anchor="rm")


def _display(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> None:
    """Land and technologies on offer, the cost track, the tile on the block, the catastrophe;
    once the game is over, the final scoring instead."""
    if view["final"]:
        _final(draw, view, names, top)
        return
    if view["min_price"] is not None:
        draw.text((PAD, top), TEXTS["pic_land"].format(price=view["min_price"]), font=kit.font(TEXT, True),
                  fill=kit.TEXT)
    x, block = PAD, (view["auction"] or {}).get("tile")
    for tile in view["land"]:
        _tile(draw, (x, top + 30), OFFER, tile["rails"], tile["sites"], [], 0, False, tile["id"],
              new=tile["id"] == block)
        x += OFFER + 10
    _block(draw, view, names, top + 30 + OFFER + 10)
    _cost_track(draw, view, top + 30 + OFFER + 50)
    _technologies(draw, view, top + 30 + OFFER + 100)
    _catastrophe(draw, view, names, (860, top, WIDTH - PAD, top + 310))
    scoring = view["scoring"]
    line = TEXTS["pic_no_scoring"] if not scoring["2"] else TEXTS["pic_scoring"].format(
        two=scoring["2"]["text"], four=scoring["4"]["text"])
    draw.text((PAD, top + DISPLAY - 30), kit.fit_text(line, SMALL, 820), font=kit.font(SMALL), fill=kit.MUTED,
              anchor="lm")


def _final(draw: ImageDraw.ImageDraw, view: dict, names: list[str], top: int) -> None:
    y = top
    for line in view["final"]:
        text, bold = name_seats(TEXTS["final_line"].format(**line), names), line["seat"] in view["winners"]
        for part in kit.wrap(text, TEXT, WIDTH - 2 * PAD, bold)[:2]:
            draw.text((PAD, y), part, font=kit.font(TEXT, bold), fill=kit.TEXT)
            y += 28
        y += 8
    draw.text((PAD, y + 4), kit.fit_text(name_seats(view["summary"], names), 26, WIDTH - 2 * PAD, True),
              font=kit.font(26, True), fill=kit.HIGHLIGHT)


def _block(draw: ImageDraw.ImageDraw, view: dict, names: list[str], y: int) -> None:
    auction = view["auction"]
    if auction and auction["tile"] and auction["high"] is not None:
        line = TEXTS["pic_block"].format(tile=auction["tile"], bid=auction["bid"], name=names[auction["high"]])
    else:
        line = TEXTS["pic_no_block"]
    draw.text((PAD, y), kit.fit_text(line, TEXT, 820), font=kit.font(TEXT, True), fill=kit.HIGHLIGHT)


def _cost_track(draw: ImageDraw.ImageDraw, view: dict, y: int) -> None:
    draw.text((PAD, y + 18), TEXTS["pic_cost"], font=kit.font(TEXT), fill=kit.MUTED, anchor="lm")
    for i, cost in enumerate(view["cost_track"]):
        x = PAD + 130 + i * 48
        here = i == view["cost"] and view["tech_price"] is not None
        draw.rounded_rectangle((x, y, x + 40, y + 36), radius=6, fill=kit.HIGHLIGHT if here else kit.PANEL_LIGHT)
        kit.centred(draw, (x + 20, y + 18), str(cost), TEXT, fill=(0, 0, 0) if here else kit.TEXT, bold=here)


def _technologies(draw: ImageDraw.ImageDraw, view: dict, y: int) -> None:
    if view["tech_price"] is not None:
        draw.text((PAD, y), TEXTS["pic_tech"].format(price=view["tech_price"]), font=kit.font(TEXT, True),
                  fill=kit.TEXT)
    for i, tech in enumerate(view["tech"]):
        col, row = i % 2, i // 2
        x, ty = PAD + col * 415, y + 30 + row * 26
        eco = _eco(tech)
        draw.text((x, ty), kit.fit_text(tech["name"] + eco, SMALL, 405), font=kit.font(SMALL), fill=kit.TEXT)


def _eco(tech: dict) -> str:
    if not (tech["garbage"] or tech["pollution"]):
        return ""
    return TEXTS["eco"].format(garbage=tech["garbage"], pollution=tech["pollution"])


def _catastrophe(draw: ImageDraw.ImageDraw, view: dict, names: list[str], box: Box) -> None:
    x0, y0, x1, y1 = box
    cat = view["catastrophe"]
    if cat is None:
        return
    draw.rounded_rectangle(box, radius=10, fill=kit.PANEL)
    draw.text((x0 + 12, y0 + 10), kit.fit_text(TEXTS["pic_catastrophe"].format(name=cat["name"]), TEXT, x1 - x0 - 24,
                                                True), font=kit.font(TEXT, True), fill=kit.TEXT)
    disaster = view["disaster"]
    for i, column in enumerate(cat["columns"]):
        y = y0 + 44 + i * 42
        fill = kit.PANEL_LIGHT if column["used"] else kit.dim(kit.PANEL_LIGHT)
        draw.rounded_rectangle((x0 + 10, y, x1 - 10, y + 36), radius=6, fill=fill)
        words = TEXTS["pic_column"].format(garbage=column["garbage"], pollution=column["pollution"]) \
            if column["used"] else TEXTS["pic_unused"]
        draw.text((x0 + 20, y + 18), words, font=kit.font(SMALL), fill=kit.TEXT if column["used"] else kit.MUTED,
                  anchor="lm")
        if column["taken_by"] is not None:
            kit.seat_badge(draw, (x1 - 34, y + 18), column["taken_by"], 14)
    if disaster:
        bids = [TEXTS["pic_bid"].format(name=names[s], bid=b) for s, b in enumerate(disaster["bids"]) if b is not None]
        draw.text((x0 + 12, y1 - 30), kit.fit_text(TEXTS["list_sep"].join(bids), SMALL, x1 - x0 - 24),
                  font=kit.font(SMALL), fill=kit.HIGHLIGHT)


# ---- a player's band -----------------------------------------------------------------------------


def _extent(region: list[dict]) -> tuple[int, int, int, int]:
    rows = [p["row"] for p in region]
    cols = [p["col"] for p in region]
    return min(rows), max(rows), min(cols), max(cols)


def _band_height(seat: dict) -> int:
    r0, r1, _, _ = _extent(seat["region"])
    return max(240, (r1 - r0 + 1) * TILE + 2 * PAD)


def _player(draw: ImageDraw.ImageDraw, view: dict, names: list[str], seat: dict, box: Box) -> None:
    x0, y0, x1, y1 = box
    me = seat["seat"]
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL, outline=kit.seat_colour(me) if me == view["current"]
                           else kit.PANEL, width=3)
    kit.seat_chip(draw, (x0 + 14, y0 + 26), me, names[me], size=22, active=me == view["current"],
                  faded=seat["withdrawn"], max_width=BAND_INFO - 30)
    income = seat["income"]
    lines = [
        TEXTS["pic_player"].format(vp=seat["vp"], c=income["c"], s=income["s"], v=income["v"],
                                   pollution=seat["pollution"]),
        TEXTS["pic_citizens"].format(citizens=seat["citizens_left"], garbage=seat["garbage"]),
        TEXTS["pic_techs"].format(techs=TEXTS["list_sep"].join(t["short"] for t in seat["techs"])
                                  or TEXTS["pic_none"]),
    ]
    waiting = seat["waiting"]
    pieces = [t["id"] for t in waiting["land"]] + [t["short"] for t in waiting["institutions"]]
    if pieces:
        lines.append(TEXTS["pic_waiting"].format(pieces=TEXTS["list_sep"].join(pieces)))
    if waiting["garbage"]:
        lines.append(TEXTS["pic_waiting_garbage"].format(count=waiting["garbage"]))
    if view.get("viewer") == me:
        lines.append(TEXTS["pic_money"].format(**view["money"]))
    y = y0 + 56
    for line in lines:
        for part in kit.wrap(line, SMALL, BAND_INFO - 30)[:2]:
            draw.text((x0 + 14, y), part, font=kit.font(SMALL), fill=kit.TEXT)
            y += 24
    _pollution_track(draw, seat["pollution"], (x0 + 14, y1 - 36, x0 + BAND_INFO - 20, y1 - 14))
    _region(draw, seat, (x0 + BAND_INFO, y0 + PAD, x1 - PAD, y1 - PAD))


def _pollution_track(draw: ImageDraw.ImageDraw, pollution: int, box: Box) -> None:
    x0, y0, x1, y1 = box
    width = (x1 - x0) / 13
    for i, value in enumerate(range(-6, 7)):
        colour = CLEAN if value < 0 else DIRTY if value > 0 else kit.PANEL_LIGHT
        fill = colour if value == pollution else kit.dim(colour, 0.7)
        draw.rectangle((x0 + i * width + 1, y0, x0 + (i + 1) * width - 1, y1), fill=fill,
                       outline=kit.HIGHLIGHT if value == pollution else None, width=2)


def _region(draw: ImageDraw.ImageDraw, seat: dict, box: Box) -> None:
    x0, y0, x1, y1 = box
    r0, _, c0, c1 = _extent(seat["region"])
    left = x0 + max(0, ((x1 - x0) - (c1 - c0 + 1) * TILE) // 2)
    for piece in seat["region"]:
        x, y = left + (piece["col"] - c0) * TILE, y0 + (piece["row"] - r0) * TILE
        citizens = [i for i, s in enumerate(piece["sites"]) if s["occupied"]]
        label = "" if not piece["institution"] else piece["short"][0]
        _tile(draw, (x, y), TILE, piece["rails"], piece["sites"], citizens, piece["garbage"], piece["institution"],
              label, seat["seat"], piece["new"])


def _tile(draw: ImageDraw.ImageDraw, xy: tuple[int, int], size: int, rails: str, sites: list[dict],
          citizens: list[int], garbage: int, institution: bool, label: str, seat: int = 0, new: bool = False) -> None:
    """A square tile: rails from its middle to its edges, sites in a column, citizens as a seat disc
    round their site, garbage as a brown count in the corner."""
    x, y = xy
    draw.rectangle((x + 1, y + 1, x + size - 2, y + size - 2), fill=INSTITUTION if institution else LAND,
                   outline=kit.HIGHLIGHT if new else kit.BACKGROUND, width=2)
    mid = (x + size / 2, y + size / 2)
    for edge in rails:
        dx, dy = STEP[edge]
        draw.line((mid, (mid[0] + dx * size / 2, mid[1] + dy * size / 2)), fill=RAIL, width=6)
    if institution:
        kit.centred(draw, mid, label, 30, fill=kit.TEXT, bold=True)
        return
    for i, site in enumerate(sites):
        sy = y + size * (i + 1) / (len(sites) + 1)
        _site(draw, (mid[0] + 8, sy), site, i in citizens, seat, size)
    if garbage:
        draw.rounded_rectangle((x + 3, y + 3, x + 30, y + 25), radius=5, fill=GARBAGE)
        kit.centred(draw, (x + 16, y + 14), str(garbage), SMALL, fill=kit.TEXT, bold=True)
    if label:
        draw.text((x + size - 4, y + 3), label, font=kit.font(14), fill=kit.MUTED, anchor="ra")


def _site(draw: ImageDraw.ImageDraw, centre: tuple[float, float], site: dict, occupied: bool, seat: int,
          size: int) -> None:
    cx, cy = centre
    text = f"R{site['capacity']}" if site["kind"] == "recycling" else \
        "".join(f"{site[k]}{k}" for k in ("c", "s", "v") if site[k])
    width = kit.text_width(text, SMALL, True) + 12
    height = 20
    fill = RECYCLING if site["kind"] == "recycling" else CITY[max(("c", "s", "v"), key=lambda k: site[k])]
    box = (cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2)
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=kit.seat_colour(seat) if occupied else None,
                           width=4 if occupied else 0)
    kit.centred(draw, (cx, cy), text, SMALL, fill=(0, 0, 0), bold=True)
    if occupied:
        kit.seat_badge(draw, (box[0] - 4, cy), seat, 9)


# ---- the glance ---------------------------------------------------------------------------------


def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    title = TEXTS["pic_header"].format(title=TEXTS["pic_title"], round=view["roman"])
    image, draw, body = kit.glance_canvas(title, _status(view, names))
    x0, y0, x1, y1 = body
    split = x0 + 660
    rows = kit.grid((x0, y0, split, y1), 1, len(view["seats"]), gap=10)
    top = max(12, max(s["vp"] for s in view["seats"]))
    old = {s["seat"]: s for s in before["seats"]} if before else {}
    for seat, box in zip(view["seats"], rows):
        _glance_row(draw, view, names, seat, old.get(seat["seat"]), box, top)
    _glance_facts(draw, view, names, before, (split + 24, y0, x1, y1))
    return kit.to_png(image)


def _glance_row(draw: ImageDraw.ImageDraw, view: dict, names: list[str], seat: dict, old: dict | None,
                box: Box, top: int) -> None:
    bx0, by0, bx1, by1 = box
    me = seat["seat"]
    half = (by1 - by0) // 2
    kit.seat_chip(draw, (bx0, by0 + half // 2 + 2), me, names[me], active=me == view["current"], max_width=260)
    income = seat["income"]
    facts = TEXTS["pic_income"].format(c=income["c"], s=income["s"], v=income["v"])
    kit.glance_text(draw, (bx0 + 270, by0 + half // 2 + 2), facts, bx1 - bx0 - 270, anchor="lm", fill=kit.MUTED)
    delta = seat["vp"] - old["vp"] if old else 0
    bar = (bx0, by0 + half + 2, bx1 - 190, by1)
    kit.score_bar(draw, bar, seat["vp"], top, me, "VP", delta)
    pollution = TEXTS["pic_pollution"].format(pollution=seat["pollution"])
    colour = DIRTY if seat["pollution"] > 0 else CLEAN if seat["pollution"] < 0 else kit.TEXT
    kit.glance_text(draw, (bx1 - 180, (bar[1] + by1) // 2), pollution, 180, fill=colour, anchor="lm")
    if old and _changed(seat, old):
        kit.mark_changed(draw, (bx0 - 6, by0 - 2, bx1 + 4, by1 + 2), width=3)


def _changed(seat: dict, old: dict) -> bool:
    keys = ("income", "pollution", "garbage")
    return any(seat[k] != old[k] for k in keys) or len(seat["region"]) != len(old["region"]) \
        or seat["waiting"] != old["waiting"]


def _glance_facts(draw: ImageDraw.ImageDraw, view: dict, names: list[str], before: dict | None, box: Box) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - 10, y0, x1, y1), radius=12, fill=kit.PANEL)
    lines = [(TEXTS[f"phase_{view['phase']}"], kit.TEXT, True)] + _auction_facts(view, names) + \
        _catastrophe_facts(view, names)
    y = y0 + 14
    for text, colour, bold in lines[:11]:
        kit.glance_text(draw, (x0 + 4, y), text, x1 - x0 - 16, size=26, fill=colour, bold=bold)
        y += 40
    if before and (before["phase"] != view["phase"] or before["round"] != view["round"]):
        kit.mark_changed(draw, (x0 - 6, y0 + 8, x1 - 4, y0 + 46), width=3)


def _auction_facts(view: dict, names: list[str]) -> list[tuple[str, tuple, bool]]:
    auction = view["auction"]
    if not auction:
        return []
    lines = []
    if auction["tile"] and auction["high"] is not None:
        lines.append((TEXTS["pic_block_short"].format(tile=auction["tile"], bid=auction["bid"],
                                                      name=names[auction["high"]]), kit.HIGHLIGHT, True))
    lines.append((TEXTS["pic_tech_price"].format(price=view["tech_price"]), kit.TEXT, False))
    lines.append((TEXTS["pic_land_count"].format(land=len(view["land"])), kit.TEXT, False))
    if auction["out"]:
        out = TEXTS["list_sep"].join(names[s] for s in auction["out"])
        lines.append((TEXTS["pic_withdrawn_list"].format(names=out), kit.MUTED, False))
    return lines


def _catastrophe_facts(view: dict, names: list[str]) -> list[tuple[str, tuple, bool]]:
    cat = view["catastrophe"]
    if not cat:
        return []
    lines = [(TEXTS["pic_cat_short"].format(name=cat["name"]), DIRTY, True)]
    if not view["disaster"]:
        return lines
    for number, column in enumerate((c for c in cat["columns"] if c["used"]), 1):
        who = TEXTS["pic_cat_free"] if column["taken_by"] is None else names[column["taken_by"]]
        lines.append((TEXTS["pic_cat_column"].format(number=number, garbage=column["garbage"],
                                                     pollution=column["pollution"], name=who), kit.TEXT, False))
    bids = [TEXTS["pic_bid_short"].format(name=names[s], bid=b) for s, b in enumerate(view["disaster"]["bids"])
            if b is not None and s not in view["disaster"]["taken"]]
    if bids:
        lines.append((TEXTS["pic_bids"].format(bids=TEXTS["list_sep"].join(bids)), kit.HIGHLIGHT, False))
    return lines
