"""The shared drawing kit: bundled fonts, the seat palette, and a few drawing helpers.

Every picture is drawn from a view (never from a raw state) into memory. No discord here.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, cast

from PIL import Image, ImageDraw, ImageFont

from renderers.pieces import Piece, record, recorded, recording  # noqa: F401 (the kit's, for the renderers)

FONTS = Path(__file__).resolve().parent / "fonts"

# Six seat colours chosen to stay apart for normal sight and under simulated deuteranopia,
# protanopia and tritanopia (Machado et al. 2009), from each other and from the kit's danger
# vermillion and "changed" white: at least 31 CIE76 ΔE apart in all four (the Okabe-Ito palette
# used before came down to 16: orange and yellow, green and purple, sky blue and blue ran together).
# tests/renderers/test_colours.py checks it. Each seat also gets a letter, so colour is never the
# only cue; SEAT_INK is the letter's colour on it (black, white on the dark indigo).
SEAT_COLOURS = [
    (251, 202, 24),  # amber
    (122, 208, 254),  # sky
    (15, 134, 117),  # teal
    (153, 179, 118),  # sage
    (83, 51, 254),  # indigo
    (156, 88, 213),  # purple
]
SEAT_INK = [(0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0), (255, 255, 255), (0, 0, 0)]
SEAT_LETTERS = "ABCDEF"

BACKGROUND = (24, 27, 36)
PANEL = (38, 43, 56)
PANEL_LIGHT = (55, 62, 80)
TEXT = (238, 240, 245)
MUTED = (150, 156, 170)
HIGHLIGHT = (255, 255, 255)
DANGER = (213, 94, 0)  # Okabe-Ito vermillion


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return KeptFont(str(FONTS / name), size)


# A monochrome font for what DejaVu lacks (emoji and other symbols in players' names): Debian's
# fonts-symbola (README: Installing). Without it such a character is drawn as DejaVu's empty box.
FALLBACK_FONTS = (Path("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"),
                  Path("/usr/share/fonts/truetype/ancient-scripts/Symbola.ttf"))
IGNORED = {0xFE0E, 0xFE0F, 0x200D}  # variation selectors and the zero-width joiner: no glyph of their own


@cache
def characters(path: str) -> frozenset[int]:
    """The characters a TrueType font has glyphs for (its Unicode cmap, formats 4 and 12)."""
    import struct

    data = Path(path).read_bytes()
    tables = struct.unpack_from(">H", data, 4)[0]
    cmap = next(offset for tag, _, offset, _ in (struct.unpack_from(">4sIII", data, 12 + 16 * i)
                                                 for i in range(tables)) if tag == b"cmap")
    found: set[int] = set()
    for i in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if (platform, encoding) not in ((3, 1), (3, 10), (0, 3), (0, 4)):
            continue
        table = cmap + offset
        kind = struct.unpack_from(">H", data, table)[0]
        if kind == 4:
            pairs = struct.unpack_from(">H", data, table + 6)[0] // 2
            ends = struct.unpack_from(f">{pairs}H", data, table + 14)
            starts = struct.unpack_from(f">{pairs}H", data, table + 16 + 2 * pairs)
            for start, end in zip(starts, ends):
                found.update(range(start, end + 1))
        elif kind == 12:
            for g in range(struct.unpack_from(">I", data, table + 12)[0]):
                start, end, _ = struct.unpack_from(">III", data, table + 16 + 12 * g)
                found.update(range(start, end + 1))
    found.discard(0xFFFF)
    return frozenset(found)


@lru_cache(maxsize=32)
def fallback_font(size: int) -> ImageFont.FreeTypeFont | None:
    path = next((p for p in FALLBACK_FONTS if p.exists()), None)
    return ImageFont.truetype(str(path), size) if path else None


class KeptFont(ImageFont.FreeTypeFont):
    """A font that keeps the text it has drawn and measured: pictures repeat most of their words
    (names, headings, numbers, the same labels turn after turn), and FreeType drawing them again was
    half of a picture's time. A word is kept per everything that shapes its pixels (the place's
    fraction of a pixel too), so it comes out the same."""

    KEPT = 1024  # words kept per font (a few MB in all); all are let go when it is full

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self._masks: dict[tuple, tuple] = {}
        self._lengths: dict[tuple, float] = {}
        self._has = characters(path)

    def runs(self, text: str) -> list[tuple[ImageFont.FreeTypeFont, str]] | None:
        """The text cut where it changes between this font and the fallback (for a character this
        font lacks and the fallback has); None when this font draws it all."""
        if all(ord(c) in self._has for c in text):
            return None
        other = fallback_font(int(self.size))
        if other is None:
            return None
        theirs = characters(str(other.path))
        runs: list[tuple[ImageFont.FreeTypeFont, str]] = []
        for c in text:
            if ord(c) in IGNORED:
                continue
            which = self if ord(c) in self._has or ord(c) not in theirs else other
            if runs and runs[-1][0] is which:
                runs[-1] = (which, runs[-1][1] + c)
            else:
                runs.append((which, c))
        return runs

    # These three ignore [override]: they take `text` as str only (a picture never draws bytes).
    def getmask2(self, text: str, mode: str = "", *args: Any, **kwargs: Any) -> tuple:  # type: ignore[override]
        key = _key(text, mode, args, kwargs)
        found = self._masks.get(key) if key else None
        if found is None:
            runs = self.runs(text)
            found = super().getmask2(text, mode, *args, **kwargs) if runs is None else \
                self._mixed(runs, mode, *args, **kwargs)
            if key:
                _keep(self._masks, key, found, self.KEPT)
        return found

    def _mixed(self, runs: list, mode: str, direction: Any = None, features: Any = None, language: Any = None,
               stroke_width: float = 0, anchor: str | None = None, ink: int = 0, start: Any = None,
               **kwargs: Any) -> tuple:
        """A mask of runs in two fonts, each on the same baseline after the one before, placed as
        `anchor` says (as FreeTypeFont.getmask2 places one font's)."""
        pieces, x = [], 0.0
        for which, run in runs:
            mask, (ox, oy) = ImageFont.FreeTypeFont.getmask2(which, run, mode, direction, features, language,
                                                             stroke_width, "ls", ink, None, **kwargs)
            pieces.append((mask, round(x) + ox, oy))
            x += ImageFont.FreeTypeFont.getlength(which, run, mode)
        left = min(px for _, px, _ in pieces)
        top = min(py for _, _, py in pieces)
        right = max(px + m.size[0] for m, px, _ in pieces)
        bottom = max(py + m.size[1] for m, _, py in pieces)
        combined = Image.new(pieces[0][0].mode, (max(1, right - left), max(1, bottom - top)))
        for mask, px, py in pieces:
            if mask.size[0] and mask.size[1]:
                combined.im.paste(mask, (px - left, py - top, px - left + mask.size[0], py - top + mask.size[1]))
        ascent, descent = self.getmetrics()
        horizontal, vertical = (anchor or "la")[0], (anchor or "la")[1]
        dx = {"l": 0, "m": -x / 2, "r": -x}.get(horizontal, 0)
        dy = {"a": ascent, "t": ascent, "m": (ascent - descent) / 2, "s": 0, "b": -descent, "d": -descent}[vertical]
        return combined.im, (round(left + dx), round(top + dy))

    def getbbox(self, text: str, mode: str = "", direction: Any = None,  # type: ignore[override]
                features: Any = None, language: Any = None,
                stroke_width: float = 0, anchor: str | None = None) -> tuple[float, float, float, float]:
        if self.runs(text) is None:
            return super().getbbox(text, mode, direction, features, language, stroke_width, anchor)
        mask, (x, y) = self.getmask2(text, mode or "L", direction, features, language, stroke_width, anchor)
        return x, y, x + mask.size[0], y + mask.size[1]

    def getlength(self, text: str, mode: str = "", *args: Any, **kwargs: Any) -> float:  # type: ignore[override]
        key = _key(text, mode, args, kwargs)
        found = self._lengths.get(key) if key else None
        if found is None:
            runs = self.runs(text)
            found = super().getlength(text, mode, *args, **kwargs) if runs is None else \
                sum(ImageFont.FreeTypeFont.getlength(which, run, mode, *args, **kwargs) for which, run in runs)
            if key:
                _keep(self._lengths, key, found, self.KEPT)
        return found


def _key(text: str, mode: str, args: tuple, kwargs: dict) -> tuple | None:
    """The key a word is kept under; None when an argument can't be one (a list of font features)."""
    key = (text, mode, args, tuple(sorted(kwargs.items())))
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _keep(kept: dict, key: tuple, value: object, most: int) -> None:
    if len(kept) >= most:
        kept.clear()
    kept[key] = value


def canvas(width: int, height: int, colour: tuple = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_letter(seat: int) -> str:
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


def seat_ink(seat: int) -> tuple[int, int, int]:
    """The colour of a letter or word drawn on the seat's colour."""
    return SEAT_INK[seat % len(SEAT_INK)]


def dim(colour: tuple, amount: float = 0.45) -> tuple[int, int, int]:
    """Blend a colour towards the background (eliminated players, empty slots)."""
    r, g, b = (int(c * (1 - amount) + b * amount) for c, b in zip(colour, BACKGROUND))
    return r, g, b


def text_width(text: str, size: int, bold: bool = False) -> int:
    return int(font(size, bold).getlength(text))


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """Shorten `text` with an ellipsis so it fits in `width` pixels."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to `width` pixels."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if line and text_width(candidate, size, bold) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def centred(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
            fill: tuple = TEXT, bold: bool = False) -> None:
    """Draw text centred on a point."""
    draw.text(xy, text, font=font(size, bold), fill=fill, anchor="mm")


def seat_badge(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, radius: int = 16,
               faded: bool = False) -> None:
    """A disc in the seat's colour carrying its letter."""
    x, y = centre
    colour = dim(seat_colour(seat)) if faded else seat_colour(seat)
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour, outline=BACKGROUND, width=2)
    centred(draw, (x, y), seat_letter(seat), int(radius * 1.2), fill=seat_ink(seat), bold=True)


PALETTE_SAMPLE = 4  # the palette is chosen on a picture this many times smaller each way


@lru_cache(maxsize=1)
def kit_colours() -> tuple[tuple[int, int, int], ...]:
    """The kit's own colours, always in a picture's palette exactly: thin lines and small marks in them
    (the white "changed" outline, a seat's ring) must keep their colour though they are rare."""
    base = (BACKGROUND, PANEL, PANEL_LIGHT, TEXT, MUTED, HIGHLIGHT, DANGER, CHANGED, (0, 0, 0))
    return tuple(dict.fromkeys((*base, *SEAT_COLOURS, *(dim(c) for c in SEAT_COLOURS))))


def to_png(image: Image.Image) -> bytes:
    """Encode as PNG. A 256-colour palette keeps flat-colour pictures small for phones. The palette
    is the kit's colours plus those chosen on a 1/16 sample of the picture (its flat colours
    dominate the sample as they do the picture); every pixel then takes its nearest colour. That
    takes a third of the time of choosing on the whole picture, with the same look (mean error
    under 1/255 per channel on every game's pictures). zlib level 3: a sixth more bytes than level 6
    in half the time, and a tenth fewer than level 1 for 1-2 ms more, which keeps the busiest tables
    (Proponi, Bot Factory) under 100 KB."""
    fixed = kit_colours()
    sample = image.reduce(PALETTE_SAMPLE).quantize(colors=256 - len(fixed), method=Image.Quantize.FASTOCTREE,
                                                   dither=Image.Dither.NONE)
    sampled = sample.getpalette()
    # a palette picture's colours are (count, palette index), at most 256 of them
    colours = cast("list[tuple[int, int]]", sample.getcolors())
    assert sampled is not None
    chosen = [c for _, index in colours for c in sampled[3 * index:3 * index + 3]]
    palette = Image.new("P", (1, 1))
    palette.putpalette([c for colour in fixed for c in colour] + chosen)
    buffer = io.BytesIO()
    image.quantize(palette=palette, dither=Image.Dither.NONE).save(buffer, format="PNG", compress_level=3)
    return buffer.getvalue()


# Pip positions on a unit square for die faces 1-6.
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


@lru_cache(maxsize=256)
def die(size: int, value: int, face: tuple = TEXT, pip: tuple = (0, 0, 0),
        border: tuple | None = None) -> Image.Image:
    """A die face (RGBA, drawn 4x larger and scaled down so edges are smooth). Cached: paste it."""
    big = size * 4
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((2, 2, big - 3, big - 3), radius=big // 5, fill=face,
                           outline=border, width=max(4, big // 14) if border else 0)
    r = big * 0.09
    for px, py in PIPS.get(value, ()):
        draw.ellipse((px * big - r, py * big - r, px * big + r, py * big + r), fill=pip)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def dashed_rectangle(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], colour: tuple,
                     dash: int = 10, width: int = 2) -> None:
    """An outline of dashes (an empty place where something may go)."""
    x0, y0, x1, y1 = box
    for start, end, fixed, horizontal in ((x0, x1, y0, True), (x0, x1, y1, True),
                                          (y0, y1, x0, False), (y0, y1, x1, False)):
        for a in range(int(start), int(end), dash * 2):
            b = min(a + dash, end)
            line = (a, fixed, b, fixed) if horizontal else (fixed, a, fixed, b)
            draw.line(line, fill=colour, width=width)


# -- the glance: the landscape picture posted with every turn ------------------------------------
# Discord shows a picture inline in about 550 x 300 px, so a 1100 x 600 glance is halved: 24 px text
# becomes 12 px, the least a phone reader can take in without tapping.

GLANCE_SIZE = (1100, 600)
GLANCE_TEXT = 24  # the smallest text a glance may use
TITLE_BAR = 64
MARGIN = 20
CHANGED = (255, 255, 255)  # "new since the last post": white is in no seat's colour
Box = tuple[int, int, int, int]


def named_within(sentence: Callable[[list[str]], str], names: list[str], size: int, width: int,
                 bold: bool = True) -> str:
    """`sentence(names)` within `width` pixels: a long player name in it is shortened ("Barthol…"),
    the longest first, never the words around it."""
    names = list(names)
    line = sentence(names)
    while text_width(line, size, bold) > width:
        shown = [i for i, name in enumerate(names) if len(name) > 2 and name in line]
        if not shown:
            break
        longest = max(shown, key=lambda i: len(names[i]))
        names[longest] = names[longest].removesuffix("…")[:-1].rstrip() + "…"
        line = sentence(names)
    return fit_text(line, size, width, bold)


def glance_canvas(title: str, status: str | Callable[[int], str], size: tuple[int, int] = GLANCE_SIZE
                  ) -> tuple[Image.Image, ImageDraw.ImageDraw, Box]:
    """A glance's canvas with its title bar (the game at the left, `status` — whose turn, or the
    result — at the right; a function of the room it has, in pixels of bold 30 px text, where the
    names in it should give way rather than its words: see `named_within`). Returns the box left for
    the body."""
    width, height = size
    image, draw = canvas(width, height)
    draw.rectangle((0, 0, width, TITLE_BAR), fill=PANEL)
    title_size, status_size = 30, 30
    room = width // 2 - MARGIN  # a long title takes what a short status leaves
    if not callable(status):
        left = width - 3 * MARGIN - text_width(status, status_size, bold=True) if status else width - 2 * MARGIN
        room = max(room, left)
    title = fit_text(title, title_size, room, bold=True)
    draw.text((MARGIN, TITLE_BAR // 2), title, font=font(title_size, bold=True), fill=MUTED, anchor="lm")
    room = width - 3 * MARGIN - text_width(title, title_size, bold=True)
    status = status(room) if callable(status) else status
    draw.text((width - MARGIN, TITLE_BAR // 2), fit_text(status, status_size, room, bold=True),
              font=font(status_size, bold=True), fill=TEXT, anchor="rm")
    return image, draw, (MARGIN, TITLE_BAR + MARGIN, width - MARGIN, height - MARGIN)


def grid(box: Box, cols: int, rows: int, gap: int = 16) -> list[Box]:
    """Split `box` into cols x rows cells, row by row."""
    x0, y0, x1, y1 = box
    cell_w = (x1 - x0 - gap * (cols - 1)) / cols
    cell_h = (y1 - y0 - gap * (rows - 1)) / rows
    return [(round(x0 + c * (cell_w + gap)), round(y0 + r * (cell_h + gap)),
             round(x0 + c * (cell_w + gap) + cell_w), round(y0 + r * (cell_h + gap) + cell_h))
            for r in range(rows) for c in range(cols)]


WINNER = "★"  # beside a winner's name on a final picture (a shape, not a colour)


def you_width(word: str, size: int) -> int:
    return text_width(word, size, True) + size


def you_tag(draw: ImageDraw.ImageDraw, xy: tuple[float, float], word: str, size: int) -> int:
    """"you" in a white pill whose left end is at `xy` (vertically centred): the seat whose own
    picture this is. Returns its width."""
    x, y = xy
    width = you_width(word, size)
    draw.rounded_rectangle((x, y - size * 0.75, x + width, y + size * 0.75), radius=size * 0.75, fill=HIGHLIGHT)
    centred(draw, (x + width / 2, y), word, size, fill=(0, 0, 0), bold=True)
    return width


def star(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, fill: tuple = HIGHLIGHT) -> None:
    """A five-pointed star: a winner's mark, behind their seat's badge."""
    x, y = centre
    points = [(x + r * math.sin(math.pi * k / 5), y - r * math.cos(math.pi * k / 5))
              for k, r in zip(range(10), [radius, radius * 0.55] * 5)]
    draw.polygon(points, fill=fill)


def seat_chip(draw: ImageDraw.ImageDraw, xy: tuple[float, float], seat: int, name: str,
              size: int = GLANCE_TEXT, active: bool = False, faded: bool = False,
              max_width: int | None = None, badge: Callable[..., None] | None = None, won: bool = False) -> int:
    """A seat badge followed by the player's name, vertically centred on `xy` (its left end).
    The seat to act gets a white ring and a bold name; a winner (`won`) a white star behind the
    badge (its points round it) and a bold name; `badge` draws a game's own seat mark instead of
    `seat_badge` (same arguments). Returns the width used."""
    x, y = xy
    radius = round(size * 0.84)  # the badge's letter (1.2 x radius) is as big as the name
    if active:  # round a game's own (square) mark, wide enough to clear its corners
        ring = radius * (1.3 if badge else 1) + 3
        draw.ellipse((x + radius - ring, y - ring, x + radius + ring, y + ring), outline=CHANGED, width=3)
    if won:
        star(draw, (x + radius, y), radius * 1.4)
    (badge or seat_badge)(draw, (x + radius, y), seat, radius, faded=faded)
    left = 2 * radius + size // 2
    bold = active or won
    room = None if max_width is None else max_width - left
    if room is not None:  # a long name is drawn smaller (down to a glance's least, or 18 px), then shortened
        least = GLANCE_TEXT if size >= GLANCE_TEXT else min(size, 18)
        size = next((s for s in range(size, least - 1, -1) if text_width(name, s, bold) <= room), least)
    label = name if room is None else fit_text(name, size, room, bold=bold)
    draw.text((x + left, y), label, font=font(size, bold=bold), fill=MUTED if faded else TEXT, anchor="lm")
    return left + text_width(label, size, bold=bold)


def delta_text(delta: int) -> str:
    """"+3", "−2" (a true minus sign), or "" for no change."""
    return "" if not delta else f"+{delta}" if delta > 0 else f"−{-delta}"


def delta_tag(draw: ImageDraw.ImageDraw, xy: tuple[float, float], delta: int, height: float = 40) -> int:
    """The change since the last post ("+3", "−2") in a white tag whose top left is `xy`; nothing
    for no change. Returns the tag's width (0 when none)."""
    tag = delta_text(delta)
    if not tag:
        return 0
    x, y = xy
    width = text_width(tag, GLANCE_TEXT, bold=True) + 20
    draw.rounded_rectangle((x, y, x + width, y + height), radius=8, fill=CHANGED)
    centred(draw, (x + width / 2, y + height / 2), tag, GLANCE_TEXT, fill=(0, 0, 0), bold=True)
    return width


def score_bar(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], value: int, maximum: int, seat: int,
              label: str = "", delta: int = 0, faded: bool = False, colour: tuple | None = None,
              minimum: int = 0) -> None:
    """A race position: a bar in the seat's colour (or `colour`) filled to its place between
    `minimum` and `maximum`, the value
    big at the bar's end, an optional label inside the bar's start, and the change since the last
    post ("+3") in a white tag at the right."""
    x0, y0, x1, y1 = box
    height = y1 - y0
    number = max(GLANCE_TEXT, round(height * 0.62))
    tag = delta_text(delta)
    tag_w = text_width(tag, GLANCE_TEXT, bold=True) + 20 if tag else 0
    bar_x1 = x1 - tag_w - (12 if tag else 0)
    colour = colour or seat_colour(seat)
    colour = dim(colour) if faded else colour
    draw.rounded_rectangle((x0, y0, bar_x1, y1), radius=height // 4, fill=PANEL_LIGHT)
    share = max(0.0, min(1.0, (value - minimum) / (maximum - minimum))) if maximum > minimum else 0.0
    value_w = text_width(str(value), number, bold=True) + 16
    fill_x = x0 + round((bar_x1 - x0 - value_w) * share)
    if value > minimum:  # any value above the least shows a stub at least (an energy of 1 of 10)
        fill_x = max(fill_x, x0 + height // 2)
    if fill_x > x0 + height // 4:
        draw.rounded_rectangle((x0, y0, fill_x, y1), radius=height // 4, fill=colour)
    draw.text((fill_x + 8, (y0 + y1) / 2), str(value), font=font(number, bold=True), fill=TEXT, anchor="lm")
    if label:
        room = max(0, fill_x - x0 - 16)
        after = fill_x + value_w + 4  # no room in the fill (a score of 0 or less): the unit after the value
        if text_width(label, GLANCE_TEXT, bold=True) <= room:
            draw.text((x0 + 10, (y0 + y1) / 2), label, font=font(GLANCE_TEXT, bold=True), fill=(0, 0, 0),
                      anchor="lm")
        elif after + text_width(label, GLANCE_TEXT, bold=True) <= bar_x1 - 10:
            draw.text((after, (y0 + y1) / 2), label, font=font(GLANCE_TEXT, bold=True), fill=MUTED, anchor="lm")
    delta_tag(draw, (x1 - tag_w, y0 + height // 6), delta, height - 2 * (height // 6))


def mark_changed(draw: ImageDraw.ImageDraw, box: Box, width: int = 5) -> None:
    """The outline that says "this is new since the last post"."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - width, y0 - width, x1 + width, y1 + width), radius=10, outline=CHANGED,
                           width=width)


def glance_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, width: int,
                size: int = GLANCE_TEXT, fill: tuple = TEXT, bold: bool = False, anchor: str = "la") -> None:
    """One line of glance text, never below GLANCE_TEXT and shortened to fit `width`."""
    size = max(size, GLANCE_TEXT)
    draw.text(xy, fit_text(text, size, width, bold), font=font(size, bold), fill=fill, anchor=anchor)


# -- around the moves: the score chart, the contact sheet, the animated replay ---------------------

CHART_TEXT = 26
CHART_BADGE = 18
CHART_LINE = 5  # a line's width, and the step between lines of equal scores (side by side, never on each other)


def chart(title: str, status: str, series: list[list[float]], names: list[str], turns: list[int],
          axis: str = "turn", size: tuple[int, int] = GLANCE_SIZE, badge: Callable[..., None] | None = None,
          colours: list[tuple] | None = None, unit: str = "") -> bytes:
    """Each seat's score over the game: one line per seat in its colour, with its letter (its badge)
    along the line as well as at its end, where its name and last score follow; gridlines at whole
    numbers; the turns' axis named (`axis`, in the reader's language), and what the scores count
    (`unit`: "VP", "energy") above the scores' axis. `turns[i]` is the turn the i-th
    point of every series was taken at. `badge` and `colours` draw a game's own seat marks (Bot
    Factory numbers its seats and keeps colours for its robots)."""
    header = text_width(title, 30, bold=True) + text_width(status, 30, bold=True) + 3 * MARGIN <= size[0]
    image, draw, (x0, y0, x1, y1) = glance_canvas(title, status if header else "", size)
    if not header:  # a long game's name: the title bar is its own, what the chart shows goes above the plot
        draw.text((x0, y0), fit_text(status, CHART_TEXT, x1 - x0, bold=True), font=font(CHART_TEXT, bold=True),
                  fill=TEXT)
        y0 += CHART_TEXT + 14
    if not series or not turns:
        return to_png(image)
    if unit:
        draw.text((x0, y0), fit_text(unit, CHART_TEXT, x1 - x0), font=font(CHART_TEXT), fill=MUTED)
        y0 += CHART_TEXT + 10
    mark = badge or seat_badge
    colour_of = (lambda seat: colours[seat % len(colours)]) if colours else seat_colour
    low = min(0, math.floor(min(min(s) for s in series)))
    high = max(1, math.ceil(max(max(s) for s in series)))
    step = _grid_step(high - low)
    low, high = step * math.floor(low / step), step * math.ceil(high / step)
    label_w = max(text_width(_number(v), CHART_TEXT) for v in (low, high)) + 12
    name_w = min(260, max(text_width(n, CHART_TEXT) for n in names) if names else 0)
    value_w = max(text_width(_number(s[-1]), CHART_TEXT, bold=True) for s in series)
    right = 2 * CHART_BADGE + 16 + value_w + 12 + name_w
    px0, py0, px1, py1 = x0 + label_w, y0 + 10, x1 - right, y1 - CHART_TEXT - 16
    first, last = turns[0], max(turns[-1], turns[0] + 1)

    def at(turn: float, value: float) -> tuple[float, float]:
        return (px0 + (px1 - px0) * (turn - first) / (last - first),
                py1 - (py1 - py0) * (value - low) / (high - low))

    for tick in range(int(low), int(high) + 1, step):
        _, y = at(first, tick)
        draw.line((px0, y, px1, y), fill=PANEL_LIGHT, width=3 if tick == 0 else 1)
        draw.text((px0 - 12, y), _number(tick), font=font(CHART_TEXT), fill=MUTED, anchor="rm")
    for turn in (first, last):
        x, _ = at(turn, low)
        draw.text((x, py1 + 10), str(turn), font=font(CHART_TEXT), fill=MUTED, anchor="ma")
    centred(draw, ((px0 + px1) / 2, py1 + 10 + CHART_TEXT / 2), axis, CHART_TEXT, fill=MUTED)
    ends, lines = [], []
    for seat, values in enumerate(series):
        shift = (seat - (len(series) - 1) / 2) * CHART_LINE  # equal scores: the lines lie side by side, none hidden
        points = [(x, y + shift) for x, y in (at(t, v) for t, v in zip(turns, values))]
        draw.line(points, fill=colour_of(seat), width=CHART_LINE, joint="curve")
        ends.append((points[-1][1], seat, values[-1]))
        lines.append(points)
    small = CHART_BADGE * 2 // 3
    for seat, points in enumerate(lines):  # each line's letter along it, the seats' marks staggered
        for k in range(1, 4):
            share = (k - 1 + (seat + 1) / (len(lines) + 1)) / 3
            mark(draw, _along(points, share), seat, small)
    gap = 2 * CHART_BADGE + 4
    places: list[list[Any]] = []  # [y, seat, score] per line's end
    for y, seat, value in sorted(ends):  # badges at the lines' ends, moved apart so none overlap
        places.append([max(y, places[-1][0] + gap) if places else y, seat, value])
    for i in range(len(places) - 1, -1, -1):  # those pushed past the plot's foot go back up, only as far as needed
        places[i][0] = min(places[i][0], py1 if i == len(places) - 1 else places[i + 1][0] - gap)
    for y, seat, value in places:
        mark(draw, (px1 + 24, y), seat, CHART_BADGE)
        draw.text((px1 + 50, y), _number(value), font=font(CHART_TEXT, bold=True), fill=TEXT, anchor="lm")
        if seat < len(names):
            draw.text((px1 + 50 + value_w + 12, y), fit_text(names[seat], CHART_TEXT, name_w), font=font(CHART_TEXT),
                      fill=TEXT, anchor="lm")
    return to_png(image)


def _grid_step(span: float) -> int:
    """A whole step between gridlines giving at most six lines: 1, 2, 5, 10, 20, 50, …"""
    step = 1
    while span / step > 5:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return step


def _along(points: list[tuple[float, float]], share: float) -> tuple[float, float]:
    """The point `share` of the way along a line's x extent."""
    if len(points) == 1:
        return points[0]
    x = points[0][0] + (points[-1][0] - points[0][0]) * share
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        if ax <= x <= bx:
            return (x, ay + (by - ay) * ((x - ax) / (bx - ax) if bx > ax else 0))
    return points[-1]


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


SHEET_TILE = (550, 300)  # a glance at half size: what Discord shows inline anyway
SHEET_LABEL = 52  # the turn over each glance ("Turn 12"), as large as the seats' figures and more
SHEET_STRIP = SHEET_LABEL + 10  # the label's strip above each glance
SHEET_GAP = 8
SHEET_NOTE = 40  # the round or year beside the turn, as large as its room allows
SHEET_NOTE_LEAST = 20  # ... and no smaller ("Runde VI von VI" beside "Zug 119" at full size)
SHEET_MOST = 4  # two a row: a phone shows the sheet inline at about x0.3, where a 40 px figure still reads
SHEET_COLUMNS = 2
SHEET_FIGURE = 40  # each seat's score under its glance: 12 px tall inline on a phone
SHEET_FIGURE_LINE = SHEET_FIGURE + 18
SHEET_FIGURES_A_LINE = 3


def sheet_figures_height(seats: int) -> int:
    """The strip under a glance holding each of `seats` seats' badge and score."""
    return -(-seats // SHEET_FIGURES_A_LINE) * SHEET_FIGURE_LINE + SHEET_GAP if seats else 0


def contact_sheet(pictures: list[bytes], labels: list[str], notes: list[str] | None = None,
                  figures: list[tuple[list[float], list[float] | None]] | None = None,
                  badge: Callable[..., None] | None = None) -> bytes:
    """The last four glances, two a row, each in a cell SHEET_TILE[0] wide: its label ("Turn 12") in a
    slim strip above it with its note (the round or year: "Round IV of VI") at the strip's right, smaller
    where it needs the room; the glance at half size; and under it, when `figures` are given (each
    seat's score then, and before that turn or None), each seat's badge (`badge`, a game's own mark, or
    the kit's) and score in figures a phone reads inline, the scores that changed outlined with their
    change. Nothing covers anything of a glance."""
    pictures, labels = pictures[-SHEET_MOST:], labels[-SHEET_MOST:]
    said_notes = (notes or [""] * len(labels))[-SHEET_MOST:]
    shown_figures = (figures or [([], None)] * len(labels))[-SHEET_MOST:]
    cols = min(SHEET_COLUMNS, len(pictures))
    rows = (len(pictures) + cols - 1) // cols
    tile_w, tile_h = SHEET_TILE
    cell_h = SHEET_STRIP + tile_h + max(sheet_figures_height(len(f[0])) for f in shown_figures)
    image, draw = canvas(cols * tile_w + (cols + 1) * SHEET_GAP, rows * cell_h + (rows + 1) * SHEET_GAP)
    for i, (png, label, note, seats) in enumerate(zip(pictures, labels, said_notes, shown_figures)):
        x = SHEET_GAP + (i % cols) * (tile_w + SHEET_GAP)
        y = SHEET_GAP + (i // cols) * (cell_h + SHEET_GAP)
        glance = Image.open(io.BytesIO(png)).convert("RGB")
        width = min(tile_w, round(glance.width * tile_h / glance.height))
        left = x + (tile_w - width) // 2
        image.paste(glance.resize((width, tile_h), Image.Resampling.LANCZOS), (left, y + SHEET_STRIP))
        label = fit_text(label, SHEET_LABEL, tile_w, bold=True)
        draw.text((x, y + SHEET_STRIP // 2), label, font=font(SHEET_LABEL, bold=True), fill=TEXT, anchor="lm")
        room = tile_w - text_width(label, SHEET_LABEL, bold=True) - 16
        if note and room > 0:
            size = next((s for s in range(SHEET_NOTE, SHEET_NOTE_LEAST - 1, -1) if text_width(note, s) <= room),
                        SHEET_NOTE_LEAST)
            draw.text((x + tile_w, y + SHEET_STRIP // 2), fit_text(note, size, room), font=font(size), fill=MUTED,
                      anchor="rm")
        _sheet_figures(draw, (x, y + SHEET_STRIP + tile_h + SHEET_GAP, x + tile_w), seats, badge)
    return to_png(image)


def _sheet_figures(draw: ImageDraw.ImageDraw, at: tuple[int, int, int], seats: tuple[list[float], list[float] | None],
                   badge: Callable[..., None] | None) -> None:
    """Each seat's badge and score, three a line from `at` (left, top, right); a changed score outlined,
    with its change beside it where the slot has room."""
    left, top, right = at
    scores, before = seats
    slot = (right - left) // SHEET_FIGURES_A_LINE
    radius = SHEET_FIGURE // 2
    change_size = SHEET_FIGURE - 4  # 11 px inline too
    for seat, score in enumerate(scores):
        x = left + (seat % SHEET_FIGURES_A_LINE) * slot
        mid = top + (seat // SHEET_FIGURES_A_LINE) * SHEET_FIGURE_LINE + SHEET_FIGURE_LINE // 2 - SHEET_GAP // 2
        (badge or seat_badge)(draw, (x + 6 + radius, mid), seat, radius)
        value = _number(score)
        draw.text((x + 10 + 2 * radius, mid), value, font=font(SHEET_FIGURE, True), fill=TEXT, anchor="lm")
        change = score - before[seat] if before is not None and seat < len(before) else 0
        if change:
            end = x + 10 + 2 * radius + text_width(value, SHEET_FIGURE, True)
            tag = delta_text(int(change)) if float(change).is_integer() else f"{change:+.1f}"
            width = text_width(tag, change_size, True) + 8
            if end + 6 + width <= x + slot - 8:  # in a white tag, as the glances give a change
                draw.rounded_rectangle((end + 6, mid - change_size * 0.65, end + 6 + width, mid + change_size * 0.65),
                                       radius=8, fill=CHANGED)
                centred(draw, (end + 6 + width / 2, mid), tag, change_size, fill=(0, 0, 0), bold=True)
            half = SHEET_FIGURE_LINE // 2 - 4
            draw.rounded_rectangle((x, mid - half, x + slot - 4, mid + half), radius=10, outline=CHANGED, width=3)


GIF_LIMIT = 10 * 1024 * 1024 - 64 * 1024  # Discord's 10 MiB for an attachment, with room to spare
GIF_FRAME_MS = 800
GIF_LAST_MS = 4000


GIF_STRIP = 44  # the counter's strip under each frame
GIF_TEXT = 30


def animate(pictures: list[bytes], scale: float = 1.0, labels: list[str] | None = None) -> bytes:
    """An animated GIF of the pictures in order, each with its counter in a strip under it (`labels`,
    "Turn 12 · round IV"; "3 / 40" when none are given): one palette shared by every frame (made from
    a sample of them), no dithering. Frames are decoded one at a time as the encoder asks for them, and
    Pillow keeps each as its change from the last, so a long game never holds all its frames at once."""
    said_labels = labels or [f"{i + 1} / {len(pictures)}" for i in range(len(pictures))]

    def frame(index: int) -> Image.Image:
        image = Image.open(io.BytesIO(pictures[index])).convert("RGB")
        framed, draw = canvas(image.width, image.height + GIF_STRIP, PANEL)
        framed.paste(image, (0, 0))
        draw.text((MARGIN, image.height + GIF_STRIP / 2), fit_text(said_labels[index], GIF_TEXT,
                                                                   image.width - 2 * MARGIN, bold=True),
                  font=font(GIF_TEXT, True), fill=TEXT, anchor="lm")
        if scale != 1.0:
            framed = framed.resize((round(framed.width * scale), round(framed.height * scale)),
                                   Image.Resampling.LANCZOS)
        return framed

    sample = [frame(i) for i in range(len(pictures))[::max(1, len(pictures) // 8)][:9]]
    strip = Image.new("RGB", (sample[0].width, sample[0].height * len(sample)))
    for i, image in enumerate(sample):
        strip.paste(image, (0, i * image.height))
    palette = strip.quantize(colors=255, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    frames = (frame(i).quantize(palette=palette, dither=Image.Dither.NONE) for i in range(len(pictures)))
    buffer = io.BytesIO()
    # `palette` given: the file has one global colour table and no frame writes a local one
    next(frames).save(buffer, format="GIF", save_all=True, append_images=frames, loop=0,
                      palette=bytes(palette.getpalette() or ()), optimize=False,
                      duration=[GIF_FRAME_MS] * (len(pictures) - 1) + [GIF_LAST_MS])
    return buffer.getvalue()


def replay_gif(pictures: list[bytes], labels: list[str] | None = None) -> bytes:
    """The replay at full size, or smaller until it fits Discord's limit; `labels` are the frames'
    counters ("Turn 12 · round IV")."""
    scale = 1.0
    while True:
        gif = animate(pictures, scale, labels)
        if len(gif) <= GIF_LIMIT or scale < 0.3:
            return gif
        scale *= 0.75


# -- icons: a resource as a shape in its colour with its number inside --------------------------
# Each kind has its own shape as well as its colour, so a reader who can't tell the colours apart
# still tells the kinds apart; the number inside is black on the light fills, white on the dark.

ICONS: dict[str, tuple[str, tuple[int, int, int], tuple[int, int, int]]] = {
    # kind: (shape, fill, number's colour)
    "coin": ("circle", (240, 200, 70), (0, 0, 0)),
    "science": ("hexagon", (110, 185, 240), (0, 0, 0)),
    "vp": ("shield", (215, 150, 215), (0, 0, 0)),
    "recycling": ("diamond", (90, 190, 110), (0, 0, 0)),
    "garbage": ("square", (150, 105, 60), (255, 255, 255)),
}


def _polygon(shape: str, x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    w, h = x1 - x0, y1 - y0
    points = {
        "hexagon": ((0.25, 0), (0.75, 0), (1, 0.5), (0.75, 1), (0.25, 1), (0, 0.5)),
        "shield": ((0, 0), (1, 0), (1, 0.55), (0.5, 1), (0, 0.55)),
        "diamond": ((0.5, 0), (1, 0.5), (0.5, 1), (0, 0.5)),
    }[shape]
    return [(x0 + px * w, y0 + py * h) for px, py in points]


def icon(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], kind: str,
         number: int | str | None = None, outline: tuple | None = None) -> None:
    """A resource's icon filling `box` (its shape in its colour), `number` inside it in bold."""
    shape, fill, ink = ICONS[kind]
    x0, y0, x1, y1 = box
    if shape == "circle":
        draw.ellipse(box, fill=fill, outline=outline)
    elif shape == "square":
        draw.rounded_rectangle(box, radius=max(1, round((x1 - x0) / 6)), fill=fill, outline=outline)
    else:
        draw.polygon(_polygon(shape, x0, y0, x1, y1), fill=fill, outline=outline)
    if number is not None and str(number):
        label = str(number)
        size = max(8, round((y1 - y0) * (0.72 if len(label) == 1 else 0.6)))
        if shape == "diamond":
            size = max(8, round(size * 0.85))
        cy = (y0 + y1) / 2 - (y1 - y0) * (0.06 if shape == "shield" else 0)
        draw.text(((x0 + x1) / 2, cy), label, font=font(size, True), fill=ink, anchor="mm")


def legend(draw: ImageDraw.ImageDraw, xy: tuple[float, float], items: list[tuple[Callable[..., None], str]],
           width: int, size: int = 18) -> float:
    """A legend: each item a mark (drawn by `mark(draw, box)`) and its word, items side by side and
    wrapped onto more lines where `width` ends. Returns the height used."""
    x0, y0 = xy
    x, y, line = x0, y0, size + 10
    for mark, word in items:
        need = line + 6 + text_width(word, size) + 24
        if x > x0 and x + need > x0 + width:
            x, y = x0, y + line + 4
        mark(draw, (x, y + 2, x + line - 4, y + line - 2))
        draw.text((x + line + 2, y + line / 2), word, font=font(size), fill=TEXT, anchor="lm")
        x += need
    return y + line - y0


def legend_height(items: list[str], width: int, size: int = 18) -> int:
    """The height `legend` takes for items with these words."""
    x, lines, line = 0, 1, size + 10
    for word in items:
        need = line + 6 + text_width(word, size) + 24
        if x and x + need > width:
            x, lines = 0, lines + 1
        x += need
    return lines * (line + 4) - 4
