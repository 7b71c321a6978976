"""Every game's glance, as Discord shows it inline: landscape, small, and no text under 24 px
(12 px once Discord halves it into its 550 x 300 box)."""

import io

import pytest
from PIL import Image, ImageDraw

from core.cli import glance_views, seat_names
from engines import GAMES
from renderers import GLANCES, kit

SAMPLES = 6  # random positions per player count, from the first turn to late in the game


@pytest.fixture
def text_sizes(monkeypatch):
    """The size of every font any text is drawn with while the test runs."""
    sizes: list[int] = []
    draw_text = ImageDraw.ImageDraw.text

    def recording(self, xy, text, fill=None, font=None, *args, **kwargs):
        sizes.append(round(font.size) if font is not None else 10)  # Pillow's default font is tiny
        return draw_text(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    return sizes


@pytest.mark.parametrize("key", sorted(GLANCES))
def test_a_glance_is_landscape_small_and_readable_inline(key, text_sizes):
    game = GAMES[key]
    for players in range(game.min_players, game.max_players + 1):
        for sample in range(SAMPLES):
            before, now = glance_views(game, players, seed=sample + 1, moves=sample * 40)
            png = GLANCES[key](now, seat_names(players), before)
            picture = Image.open(io.BytesIO(png))
            assert picture.format == "PNG" and 1.6 <= picture.width / picture.height <= 2.0, picture.size
            assert 900 <= picture.width <= 1400 and len(png) < 200_000
    assert text_sizes and min(text_sizes) >= kit.GLANCE_TEXT, sorted(set(text_sizes))[:5]
