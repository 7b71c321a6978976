"""Proponi pictures: the building's four floors with their cards and cubes, health tracks with the
emergency zone, the purse, the year and its events, each player's coins and cubes (and, in a seat's
view, its hand); and the landscape glance. Reads only the view described in engines/proponi/VIEW.md;
every word drawn is said in the reader's language (`said`, inside the table's `speaking` block).
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from engines.i18n import Msg, said
from engines.proponi.texts import text
from renderers.explain import proponi as explain
from renderers.kit import (
    CHANGED,
    DANGER,
    GLANCE_TEXT,
    MUTED,
    PANEL,
    PANEL_LIGHT,
    TEXT,
    Box,
    canvas,
    centred,
    delta_tag,
    dim,
    fit_text,
    font,
    glance_canvas,
    glance_text,
    mark_changed,
    named_within,
    score_bar,
    seat_chip,
    seat_colour,
    seat_ink,
    seat_letter,
    text_width,
    to_png,
    wrap,
    you_tag,
    you_width,
)

WIDTH = 1360
PAD = 20
HEADER = 84  # where the lines under the title and the status start
LINE = 28
FLOOR_H = 216
TRACK_W = 250
CARD_W, CARD_H = 205, 94
NAME = 16  # card names, wrapped to two lines rather than cut
CARD_GAP = 10
SIDE_X = 960
EVENTS_BAND = 64  # the glance's bottom band: the year's events in up to two lines
SMALL, BODY, BIG = 18, 20, 28
YELLOW, BLUE, RED = (240, 200, 60), (70, 130, 220), (210, 70, 60)
GREEN_COIN, BLACK_GEAR, WHITE_GEAR = (60, 170, 90), (20, 20, 24), (235, 235, 235)
GOOD, LOW = (60, 150, 90), (200, 150, 40)
EXISTING_FILL = (44, 48, 60)


# ---- the full table ------------------------------------------------------------------------


def _say(key: str, **fields: Any) -> str:
    """One of the picture's own captions, in the reader's language."""
    return said(text(key, **fields))


def render(view: dict, names: list[str]) -> bytes:
    lines = _header_lines(view, names)
    top = HEADER + LINE * len(lines) + 40
    height = max(top + 4 * FLOOR_H + PAD, _side_height(view))
    image, draw = canvas(WIDTH, height)
    _header(draw, view, names, lines)
    for index, floor in enumerate(reversed(view["board"])):
        _floor(draw, floor, view, top + index * FLOOR_H)
    _side(draw, view, names)
    return to_png(image)


def _header_lines(view: dict, names: list[str]) -> list[tuple[str, tuple]]:
    """The lines under the title and the status: the purse, year die and aging line, then the year's
    events (or, once over, the result), each wrapped, never cut."""
    width = SIDE_X - 2 * PAD
    purse = text("n_coins", count=view["purse"])
    header = said(text("pic_header", purse=purse, seat=view["first"], gears=view["gears"]), names)
    if view["over"]:
        events = said(view["summary"], names)
    elif view["events"]:
        events = _say("pic_events", events=[text("pic_event", name=e["name"], effect=e["effect"])
                                            for e in view["events"]])
    else:
        events = _say("pic_no_events")
    return [(line, MUTED) for line in wrap(header, BODY, width)] + [(line, TEXT) for line in wrap(events, BODY, width)]


def _header(draw: ImageDraw.ImageDraw, view: dict, names: list[str], lines: list[tuple[str, tuple]]) -> None:
    draw.text((PAD, 14), _say("pic_title"), font=font(BIG, True), fill=TEXT)
    year = _say("pic_year", year=view["year"], last=view["last_year"])
    draw.text((SIDE_X - PAD, 14), year, font=font(BIG, True), fill=TEXT, anchor="ra")
    draw.text((PAD, 54), _status(view, names), font=font(BODY, True), fill=TEXT)
    for i, (line, colour) in enumerate(lines):
        draw.text((PAD, HEADER + i * LINE), line, font=font(BODY), fill=colour)
    y = HEADER + LINE * len(lines) + 8
    for column in range(3):
        centred(draw, (_card_x(column) + CARD_W / 2, y + 12), _say(f"pic_column{column + 1}"), SMALL, fill=MUTED,
                bold=True)


def _card_x(column: int) -> int:
    return PAD + TRACK_W + column * (CARD_W + CARD_GAP)


def _floor(draw: ImageDraw.ImageDraw, floor: dict, view: dict, y: int) -> None:
    emergency = floor["floor"] in view["emergency"]
    draw.rounded_rectangle((PAD - 8, y, SIDE_X - PAD, y + FLOOR_H - 10), radius=10, fill=PANEL,
                           outline=DANGER if emergency else PANEL, width=4)
    draw.text((PAD + 4, y + 10), _say("pic_floor", floor=floor["floor"]), font=font(BIG, True), fill=TEXT)
    draw.text((PAD + 170, y + 14), str(floor["health"]), font=font(BIG, True), fill=_health_colour(floor["health"]))
    explain.floor((PAD - 8, y, PAD + 210, y + 52), view, floor)
    _track(draw, floor["health"], PAD + 4, y + 58, floor["floor"])
    ages = _say("pic_ages", total=floor["black"] + view["gears"])
    draw.text((PAD + 4, y + 100), ages, font=font(SMALL), fill=MUTED)
    for index, row in enumerate(floor["rows"]):
        cy = y + 8 + index * (CARD_H + 8)
        centred(draw, (PAD + TRACK_W - 22, cy + CARD_H / 2), row["row"], BIG, fill=MUTED, bold=True)
        for column, key in enumerate(("proposed", "waiting", "installed")):
            box = (_card_x(column), cy, _card_x(column) + CARD_W, cy + CARD_H)
            if row[key]:
                explain.card(box, floor["floor"], row["row"], column + 1, row[key])
                _card(draw, row[key], box)
            elif key == "installed":
                explain.existing(box, floor["floor"], row["row"], row["existing"])
                _existing(draw, row["existing"], box)
            else:
                draw.rounded_rectangle(box, radius=8, outline=PANEL_LIGHT, width=2)
                explain.empty(box, floor["floor"], row["row"], column + 1)


def _health_colour(health: int) -> tuple:
    return DANGER if health == 1 else LOW if health < 4 else GOOD


def _track(draw: ImageDraw.ImageDraw, health: int, x: int, y: int, number: int = 0) -> None:
    """Cells 1-9: 1 is the emergency zone, 4 and up save a coin, 9 saves two; the level is filled (22 px
    cells: the 9 keeps clear of the rows' letters beside the track)."""
    size = 22
    for level in range(1, 10):
        box = (x + (level - 1) * (size + 2), y, x + (level - 1) * (size + 2) + size, y + size)
        zone = _health_colour(level)
        fill = zone if level <= health else dim(zone, 0.75)
        draw.rectangle(box, fill=fill, outline=CHANGED if level == health else None, width=2)
        explain.health((box[0], box[1], box[2] + 1, box[3] + 1), number, level, level == health)
        centred(draw, ((box[0] + box[2]) / 2, y + size / 2), str(level), SMALL, fill=(0, 0, 0), bold=True)


def _name(draw: ImageDraw.ImageDraw, name: str, x: int, y: int, bold: bool, fill: tuple) -> None:
    """A card's name in one or two lines of the card's width, never cut."""
    for i, line in enumerate(wrap(said(name), NAME, CARD_W - 16, bold)[:2]):
        draw.text((x, y + i * 19), line, font=font(NAME, bold), fill=fill)


def _card(draw: ImageDraw.ImageDraw, card: dict, box: Box) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=8, fill=PANEL_LIGHT)
    _name(draw, card["label"], x0 + 8, y0 + 4, True, TEXT)
    _diamonds(draw, card, x0 + 8, y0 + 45)
    _gears(draw, card, x0 + 8, y0 + 68)
    kind = _say("kind_system" if card["kind"] == "system" else "kind_spare")
    draw.text((x1 - 8, y0 + 70), kind, font=font(SMALL), fill=MUTED, anchor="ra")


def _diamonds(draw: ImageDraw.ImageDraw, card: dict, x: int, y: int) -> None:
    """Yellow (proposer), blue (designers), red (installer): a seat's cube in its colour and letter."""
    slots = [(YELLOW, card["yellow"], True)]
    slots += [(BLUE, card["designers"][i] if i < len(card["designers"]) else None, i < len(card["designers"]))
              for i in range(card["blue"])]
    slots.append((RED, card["red"], card["red"] is not None))
    for i, (colour, seat, filled) in enumerate(slots):
        cx, cy = x + i * 28 + 11, y + 11
        draw.polygon([(cx, cy - 12), (cx + 12, cy), (cx, cy + 12), (cx - 12, cy)], outline=colour, width=3)
        role = "yellow" if i == 0 else "red" if i == len(slots) - 1 else "blue"
        explain.cube((cx - 13, cy - 13, cx + 14, cy + 14), role, seat, filled)
        if seat is not None:
            draw.rectangle((cx - 7, cy - 7, cx + 7, cy + 7), fill=seat_colour(seat))
            centred(draw, (cx, cy), seat_letter(seat), 13, fill=seat_ink(seat), bold=True)
        elif filled:
            draw.line((cx - 5, cy, cx + 5, cy), fill=colour, width=3)


def _gears(draw: ImageDraw.ImageDraw, card: dict, x: int, y: int) -> None:
    """Green coins saved a year, black gears of aging, white gears of health on installation."""
    for colour, value, ink in ((GREEN_COIN, card["green"], TEXT), (BLACK_GEAR, card["black"], TEXT),
                               (WHITE_GEAR, card["white"], (0, 0, 0))):
        draw.ellipse((x, y, x + 22, y + 22), fill=colour, outline=MUTED)
        explain.gear((x, y, x + 23, y + 23), {GREEN_COIN: "green", BLACK_GEAR: "black"}.get(colour, "white"), value)
        centred(draw, (x + 11, y + 11), str(value), 15, fill=ink, bold=True)
        x += 30


def _existing(draw: ImageDraw.ImageDraw, name: str, box: Box) -> None:
    """A system printed on the board: its name, then "printed · 1 black gear" (in two lines if need be)."""
    x0, y0, _, y1 = box
    draw.rounded_rectangle(box, radius=8, fill=EXISTING_FILL, outline=PANEL_LIGHT, width=1)
    _name(draw, name, x0 + 8, y0 + 6, False, MUTED)
    lines = wrap(_say("pic_existing"), SMALL, CARD_W - 16)
    for i, line in enumerate(lines):
        draw.text((x0 + 8, y1 - 8 - (len(lines) - i) * 20), line, font=font(SMALL), fill=MUTED)


# ---- the side panel: players, a legend, waiting cards, piles, the hand ----------------------

SIDE_W = WIDTH - SIDE_X - 10 - PAD
PLAYER_H = 64
ROW = 24  # a line of small text
LEGEND_TEXT = 46  # the legend's text starts after its icons


def _side_lists(view: dict) -> list[tuple[str, list[str]]]:
    """The titled lists under the legend: revealed cards to place, the piles, the seat's hand."""
    found = []
    if view["placing"]:
        found.append((_say("pic_placing"), [said(c["label"]) for c in view["placing"]]))
    decks = view["decks"]
    piles = [_say("pic_pile_line", res=decks["resources"], parts=decks["parts"], parts_discard=decks["parts_discard"],
                  events=decks["events"])]
    if decks["resource_discard"]:
        counted = [text("pic_discard_count", count=c["count"], card=c["name"]) for c in decks["resource_discard"]]
        piles.append(_say("pic_discards", cards=counted))
    found.append((_say("pic_piles"), piles))
    if view.get("hand"):
        found.append((_say("pic_hand"), [said(line) for line in view["hand"]]))
    return found


def _wrapped(lines: list[str], width: int) -> list[str]:
    return [part for line in lines for part in wrap(line, SMALL, width)]


def _side_height(view: dict) -> int:
    lists = sum(42 + ROW * len(_wrapped(lines, SIDE_W)) for _, lines in _side_lists(view))
    legend = 42 + ROW * len(_wrapped([text for _, text in _legend_rows()], SIDE_W - LEGEND_TEXT))
    return 56 + PLAYER_H * view["players"] + legend + lists + PAD


def _side(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    x, width = SIDE_X + 10, SIDE_W
    y = 20
    draw.text((x, y), _say("pic_players"), font=font(BODY, True), fill=MUTED)
    y += 36
    for seat in range(view["players"]):
        bonus = view["scores"][seat] - view["coins"][seat]
        coins = _say("pic_player_bonus" if bonus else "pic_player_coins", coins=view["coins"][seat], bonus=bonus)
        you = _say("pic_you") if view.get("viewer") == seat else ""
        room = width - text_width(coins, SMALL, True) - 16 - (you_width(you, SMALL) + 10 if you else 0)
        used = seat_chip(draw, (x, y + 12), seat, names[seat], size=BODY, active=seat == view["current"],
                         max_width=room)
        if you:
            you_tag(draw, (x + used + 10, y + 12), you, SMALL)
        draw.text((x + width, y + 12), coins, font=font(SMALL, True), fill=TEXT, anchor="rm")
        fields = {"cubes": text("n_cubes", count=view["cubes"][seat]),
                  "cards": text("pic_cards", count=view["hand_sizes"][seat])}
        if view["removed"][seat]:
            line = _say("pic_player_line_removed", **fields, removed=text("pic_removed", count=view["removed"][seat]))
        else:
            line = _say("pic_player_line", **fields)
        draw.text((x + 36, y + 32), fit_text(line, SMALL, width - 36), font=font(SMALL), fill=MUTED)
        explain.seat((x, y, x + width, y + PLAYER_H - 4), view, seat)
        y += PLAYER_H
    y = _legend(draw, x, y, width)
    for title, lines in _side_lists(view):
        y = _list(draw, x, y, width, title, lines)


def _legend_rows() -> list[tuple[tuple, str]]:
    """(the icon's colours, its meaning): a floor's health, a card's three circles, its diamonds, then
    the end bonus (no colours: the icon is the text "+N")."""
    return [(("health",), _say("pic_legend_health")), ((GREEN_COIN,), _say("pic_legend_green")),
            ((BLACK_GEAR,), _say("pic_legend_black")),
            ((WHITE_GEAR,), _say("pic_legend_white")), ((YELLOW, BLUE, RED), _say("pic_legend_diamonds")),
            ((), _say("pic_legend_bonus"))]


def _legend(draw: ImageDraw.ImageDraw, x: int, y: int, width: int) -> int:
    y += 10
    draw.text((x, y), _say("pic_legend"), font=font(BODY, True), fill=MUTED)
    y += 32
    for icon, meaning in _legend_rows():
        if icon == ("health",):
            draw.rectangle((x, y, x + 22, y + 22), fill=GOOD, outline=CHANGED, width=2)
            centred(draw, (x + 11, y + 11), "6", SMALL, fill=(0, 0, 0), bold=True)
        elif len(icon) == 1:
            draw.ellipse((x, y + 1, x + 20, y + 21), fill=icon[0], outline=MUTED)
        elif icon:
            for i, colour in enumerate(icon):
                cx, cy = x + 5 + i * 11, y + 11
                draw.polygon([(cx, cy - 6), (cx + 6, cy), (cx, cy + 6), (cx - 6, cy)], outline=colour, width=2)
        else:
            draw.text((x, y), _say("pic_legend_bonus_icon"), font=font(SMALL, True), fill=TEXT)
        for part in wrap(meaning, SMALL, width - LEGEND_TEXT):
            draw.text((x + LEGEND_TEXT, y), part, font=font(SMALL), fill=TEXT)
            y += ROW
    return y


def _list(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, title: str, lines: list[str]) -> int:
    y += 10
    draw.text((x, y), title, font=font(BODY, True), fill=MUTED)
    y += 32
    for part in _wrapped(lines, width):
        draw.text((x, y), part, font=font(SMALL), fill=TEXT)
        y += ROW
    return y


# ---- the glance ----------------------------------------------------------------------------


def glance(view: dict, names: list[str], before: dict | None) -> bytes:
    title = _say("pic_glance_title", year=view["year"], last=view["last_year"])
    image, draw, (x0, y0, x1, y1) = glance_canvas(
        title, lambda room: named_within(lambda shown: _status(view, shown), names, 30, room))
    split = x0 + 470
    band = y1 - EVENTS_BAND
    _glance_building(draw, view, before, (x0, y0, split - 20, band - 10))
    _glance_players(draw, view, names, before, (split + 10, y0, x1, band - 10))
    _glance_events(draw, view, before, (x0, band, x1, y1))
    return to_png(image)


def _glance_events(draw: ImageDraw.ImageDraw, view: dict, before: dict | None, box: Box) -> None:
    """The year's events across the whole width, in up to two lines (three long names fit)."""
    x0, y0, x1, y1 = box
    events = [e["name"] for e in view["events"]]
    line = _say("pic_glance_events", events=events) if events else _say("pic_no_events")
    new_year = before is not None and before["events"] != view["events"] and view["events"]
    for i, part in enumerate(wrap(line, GLANCE_TEXT, x1 - x0 - 16)[:2]):
        glance_text(draw, (x0 + 8, y0 + 4 + i * 30), part, x1 - x0 - 16, fill=TEXT if new_year else MUTED)
    if new_year:
        mark_changed(draw, (x0, y0, x1, y1 + 2), width=3)


def _status(view: dict, names: list[str]) -> str:
    if view["over"]:
        winners = view["winners"]
        if not winners:
            return _say("pic_everybody_loses")
        if len(winners) == 1:
            return said(text("pic_won", seat=winners[0]), names)
        return said(text("pic_shared", seats=[f"<s:{seat}>" for seat in winners]), names)
    return said(text("pic_to_place" if view["step"] == "place" else "pic_to_play", seat=view["current"]), names)


def _glance_building(draw: ImageDraw.ImageDraw, view: dict, before: dict | None, box: Box) -> None:
    """The purse, big, then a health bar per floor (4 at the top) with the emergency zone in red."""
    x0, y0, x1, y1 = box
    purse = _say("pic_purse")
    draw.text((x0, y0 + 4), purse, font=font(GLANCE_TEXT + 4, True), fill=MUTED)
    purse_x = x0 + text_width(purse, GLANCE_TEXT + 4, True) + 20
    colour = DANGER if view["purse"] <= 1 else TEXT
    draw.text((purse_x, y0 - 6), str(view["purse"]), font=font(56, True), fill=colour)
    if before is not None:
        tag_x = purse_x + text_width(str(view["purse"]), 56, True) + 16
        delta_tag(draw, (tag_x, y0 + 4), view["purse"] - before["purse"])
    rows_top = y0 + 80
    row_h = (y1 - rows_top) // 4
    labels = {floor["floor"]: _say("pic_floor", floor=floor["floor"]) for floor in view["board"]}
    bar_x = x0 + max(120, max(text_width(label, GLANCE_TEXT, True) for label in labels.values()) + 14)
    for index, floor in enumerate(reversed(view["board"])):
        ry = rows_top + index * row_h
        draw.text((x0, ry + row_h / 2 - 6), labels[floor["floor"]], font=font(GLANCE_TEXT, True), fill=TEXT,
                  anchor="lm")
        bar = (bar_x, ry + 6, x1, ry + row_h - 18)
        _health_bar(draw, bar, floor["health"])
        if before is not None:
            old = before["board"][floor["floor"] - 1]["health"]
            if old != floor["health"]:
                mark_changed(draw, bar, width=3)


def _health_bar(draw: ImageDraw.ImageDraw, box: Box, health: int) -> None:
    x0, y0, x1, y1 = box
    cell = (x1 - x0) / 9
    for level in range(1, 10):
        zone = _health_colour(level)
        fill = zone if level <= health else dim(zone, 0.8)
        draw.rectangle((x0 + (level - 1) * cell + 1, y0, x0 + level * cell - 1, y1), fill=fill)
    centred(draw, (x0 + (health - 0.5) * cell, (y0 + y1) / 2), str(health), GLANCE_TEXT + 4, fill=(0, 0, 0),
            bold=True)


def _glance_players(draw: ImageDraw.ImageDraw, view: dict, names: list[str], before: dict | None, box: Box) -> None:
    """Each player's coins (with the end bonus: 1 per 3 cubes on installed systems) as a bar in their
    colour, under a "Coins" heading, the change since the last post tagged."""
    x0, y0, x1, y1 = box
    glance_text(draw, (x1, y0 - 6), _say("pic_glance_coins"), x1 - x0, fill=MUTED, bold=True, anchor="ra")
    top = y0 + 30
    rows = view["players"]
    row_h = min(80, (y1 - top) // rows)
    most = max(10, *view["scores"])
    for seat in range(rows):
        y = top + seat * row_h
        seat_chip(draw, (x0, y + row_h / 2 - 4), seat, names[seat], active=seat == view["current"], max_width=236,
                  won=view["over"] and seat in view["winners"])
        delta = view["scores"][seat] - before["scores"][seat] if before is not None else 0
        score_bar(draw, (x0 + 256, y + 6, x1, y + row_h - 14), view["scores"][seat], most, seat, delta=delta)


def counter(view: dict) -> Msg:
    """The year (of the game's last) a view stands in, as the counters around the moves say it beside
    the turn (the replay's frames, the catch-up sheet, the history pages): the glance's own words."""
    return text("pic_year", year=view["year"], last=view["last_year"])


CHART_UNIT = text("pic_glance_coins")  # what the final chart's scores count
