"""Colour is never the only cue, and the colours that mean different things stay apart for every eye.

Each picture's colours are simulated as a reader with deuteranopia, protanopia or tritanopia sees
them (Machado, Oliveira & Fernandes 2009, severity 1, applied in linear sRGB), and every pair of
colours that mean different things must stay at least THRESHOLD apart (CIE76 ΔE in CIELAB, D65).

THRESHOLD is 30: the issue that asked for this found sky blue and blue 26 apart too close to tell at
a glance for normal sight, and the red and green robots (16 apart under deuteranopia) the same olive.
The marks compared are small (a 14 px chip, a 5 px chart line) and seen apart rather than side by
side, where a difference needs to be many times the ~2.3 a reader notices between two large patches.
"""

import itertools
import math

import pytest

from renderers import botfactory, kit

THRESHOLD = 30

# Machado et al. 2009, severity 1.0, for linear RGB
MACHADO = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)


def linear(channel: float) -> float:
    channel /= 255
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def encoded(channel: float) -> float:
    channel = min(1.0, max(0.0, channel))
    return 255 * (12.92 * channel if channel <= 0.0031308 else 1.055 * channel ** (1 / 2.4) - 0.055)


def seen(rgb: tuple, vision: str) -> tuple:
    if vision == "normal":
        return rgb
    values = [linear(c) for c in rgb]
    return tuple(encoded(sum(m * v for m, v in zip(row, values))) for row in MACHADO[vision])


def lab(rgb: tuple) -> tuple:
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def nearest(colours: dict, vision: str) -> tuple[float, str, str]:
    """The closest pair of `colours` (name: rgb) as `vision` sees them, and its ΔE."""
    return min((math.dist(lab(seen(a, vision)), lab(seen(b, vision))), m, n)
               for (m, a), (n, b) in itertools.combinations(colours.items(), 2))


def test_the_simulation_and_the_difference_are_the_published_ones():
    assert seen((255, 255, 255), "deuteranopia") == pytest.approx((255, 255, 255), abs=1)
    assert lab((255, 255, 255)) == pytest.approx((100, 0, 0), abs=0.1)
    red, green = (215, 70, 60), (60, 175, 95)  # Bot Factory's robots before: one olive under deuteranopia
    assert math.dist(lab(seen(red, "deuteranopia")), lab(seen(green, "deuteranopia"))) < 20
    assert math.dist(lab(red), lab(green)) > 100


SEATS = {f"seat {kit.seat_letter(s)}": c for s, c in enumerate(kit.SEAT_COLOURS)} | \
    {"danger": kit.DANGER, "changed": kit.CHANGED}
ROBOTS = {f"{colour} robots": botfactory.ROBOT_RGB[colour] for colour in "ybgr"} | {"universal parts": (235, 235, 235)}


@pytest.mark.parametrize("vision", VISIONS)
def test_the_seat_colours_stay_apart_for_every_eye(vision):
    difference, one, other = nearest(SEATS, vision)
    assert difference >= THRESHOLD, f"{one} and {other}: ΔE {difference:.1f} ({vision})"


@pytest.mark.parametrize("vision", VISIONS)
def test_bot_factorys_robot_colours_stay_apart_for_every_eye(vision):
    difference, one, other = nearest(ROBOTS, vision)
    assert difference >= THRESHOLD, f"{one} and {other}: ΔE {difference:.1f} ({vision})"


def test_the_old_palettes_fail_the_check():
    """The check tells a palette that runs together from one that doesn't."""
    okabe_ito = {str(i): c for i, c in enumerate([(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66),
                                                  (0, 114, 178), (204, 121, 167)])}
    assert min(nearest(okabe_ito, v)[0] for v in VISIONS) < THRESHOLD


def test_a_letter_on_a_seat_colour_or_a_robot_colour_stands_out():
    """Black or white, whichever contrasts more: at least 3:1 (WCAG's least for large bold text)."""
    def luminance(rgb):
        r, g, b = (linear(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def contrast(a, b):
        high, low = sorted((luminance(a), luminance(b)), reverse=True)
        return (high + 0.05) / (low + 0.05)

    pairs = [(kit.SEAT_COLOURS[s], kit.seat_ink(s)) for s in range(6)] + \
        [(botfactory.ROBOT_RGB[c], botfactory.ROBOT_INK[c]) for c in "ybgru"]
    for colour, ink in pairs:
        assert contrast(colour, ink) >= 3.0 and contrast(colour, ink) >= contrast(colour, (255, 255, 255)
                                                                                 if ink == (0, 0, 0) else (0, 0, 0))
