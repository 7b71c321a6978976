"""What a picture draws, as boxes: every piece of text drawn while a block runs, with the box its ink
takes, to check that no two drawn texts lie on each other."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PIL import ImageDraw

Box = tuple[float, float, float, float]


@contextlib.contextmanager
def drawn_text() -> Iterator[list[tuple[Box, str, int]]]:
    """(box, text, picture) of every text drawn inside the block; `picture` tells pictures apart
    (the id of the image drawn on)."""
    found: list[tuple[Box, str, int]] = []
    kept = []  # the pictures drawn on, kept alive so no two share an id
    original = ImageDraw.ImageDraw.text

    def recording(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
        if str(text).strip():
            box = self.textbbox(xy, text, font=font, anchor=anchor, **{k: v for k, v in kwargs.items()
                                                                          if k in ("spacing", "align", "stroke_width")})
            kept.append(self.im)
            found.append((box, str(text), id(self.im)))
        return original(self, xy, text, fill, font, anchor, *args, **kwargs)

    ImageDraw.ImageDraw.text = recording
    try:
        yield found
    finally:
        ImageDraw.ImageDraw.text = original


def overlaps(found: list[tuple[Box, str, int]], slack: float = 1.0) -> list[tuple[str, str, Box, Box]]:
    """Pairs of drawn texts whose boxes overlap by more than `slack` px each way, on the same picture."""
    pairs = []
    ordered = sorted(found, key=lambda f: (f[2], f[0][0]))
    for i, (a, text_a, pic_a) in enumerate(ordered):
        for b, text_b, pic_b in ordered[i + 1:]:
            if pic_b != pic_a or b[0] >= a[2] - slack:
                break
            if min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack:
                pairs.append((text_a, text_b, a, b))
    return pairs
