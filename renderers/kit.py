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
