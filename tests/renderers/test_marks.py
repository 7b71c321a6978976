"""Bot Factory's seat marks at the size a phone shows a glance (issue 31): the winner's mark was a white
star behind a white square, hidden by it; the ring round the seat to act was cut by the square's corners."""

from __future__ import annotations

import math

from PIL import Image

from renderers import botfactory, kit

PHONE = 360 / kit.GLANCE_SIZE[0]  # a glance is shown inline on a phone at a third of its size


def chip(won: bool = False, active: bool = False) -> Image.Image:
    image, draw = kit.canvas(160, 100)
    kit.seat_chip(draw, (40, 50), 2, "", kit.GLANCE_TEXT, active=active, won=won,
                  badge=botfactory.chip_mark(won))
    return image


def test_the_winners_mark_stands_out_at_inline_size():
    """Shrunk to a phone's inline size, the winner's mark differs from a seat's plain square in at
    least 40 pixels (a shape, not a few pixels of points round the square)."""
    small = [chip(won).resize((round(160 * PHONE), round(100 * PHONE)), Image.Resampling.LANCZOS).convert("L")
             for won in (False, True)]
    differing = sum(abs(a - b) > 60 for a, b in zip(small[0].tobytes(), small[1].tobytes()))
    assert differing >= 40, differing


def test_the_ring_round_the_seat_to_act_is_whole():
    """Every point of the ring round a square seat mark is drawn in the ring's colour (no corner
    of the square over it)."""
    image = chip(active=True)
    radius = round(kit.GLANCE_TEXT * 0.84)
    centre = (40 + radius, 50)
    ring = radius * 1.3 + 3 - 1.5  # the middle of the 3 px ring
    missing = [angle for angle in range(0, 360, 3)
               if image.getpixel((round(centre[0] + ring * math.cos(math.radians(angle))),
                                  round(centre[1] + ring * math.sin(math.radians(angle))))) != kit.CHANGED]
    assert missing == []
