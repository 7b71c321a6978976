"""The shared drawing kit: bundled fonts, the seat palette, and a few drawing helpers.

Every picture is drawn from a view (never from a raw state) into memory. No discord here.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONTS = Path(__file__).resolve().parent / "fonts"

# Okabe-Ito: distinguishable with the common colour-vision deficiencies. Each seat also gets a
# letter, so colour is never the only cue.
SEAT_COLOURS = [
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (204, 121, 167),  # reddish purple
]
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
    return ImageFont.truetype(str(FONTS / name), size)


def canvas(width: int, height: int, colour: tuple = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), colour)
    return image, ImageDraw.Draw(image)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_letter(seat: int) -> str:
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


def dim(colour: tuple, amount: float = 0.45) -> tuple[int, int, int]:
    """Blend a colour towards the background (eliminated players, empty slots)."""
    return tuple(int(c * (1 - amount) + b * amount) for c, b in zip(colour, BACKGROUND))


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
    centred(draw, (x, y), seat_letter(seat), int(radius * 1.2), fill=(0, 0, 0), bold=True)


def to_png(image: Image.Image) -> bytes:
    """Encode as PNG. A 256-colour palette keeps flat-colour pictures small for phones."""
    buffer = io.BytesIO()
    image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(
        buffer, format="PNG", compress_level=6
    )
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
