"""Every game's glance, as Discord shows it inline, in each of the five languages: landscape, small, no
text under 24 px (12 px once Discord halves it into its 550 x 300 box), and no word cut short to fit
(German is the longest)."""

import io

import pytest
from PIL import Image, ImageDraw

from core.cli import glance_views, seat_names
from engines import GAMES
from engines.i18n import LOCALES, speaking
from renderers import GLANCES, kit

SAMPLES = 6  # random positions per player count, from the first turn to late in the game


@pytest.fixture
def drawn(monkeypatch):
    """(font size, text) of everything drawn while the test runs."""
    found: list[tuple[int, str]] = []
    draw_text = ImageDraw.ImageDraw.text

    def recording(self, xy, text, fill=None, font=None, *args, **kwargs):
        found.append((round(font.size) if font is not None else 10, str(text)))  # Pillow's default font is tiny
        return draw_text(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    return found




def check_glances(key: str, locale: str, drawn: list[tuple[int, str]]) -> None:
    """Draw the game's glances at every player count in `locale`: landscape, small, no text under 24 px."""
    game = GAMES[key]
    for players in range(game.min_players, game.max_players + 1):
        for sample in range(SAMPLES):
            before, now = glance_views(game, players, seed=sample + 1, moves=sample * 40)
            with speaking(locale):
                png = GLANCES[key](now, seat_names(players), before)
            picture = Image.open(io.BytesIO(png))
            assert picture.format == "PNG" and 1.6 <= picture.width / picture.height <= 2.0, picture.size
            assert 900 <= picture.width <= 1400 and len(png) < 200_000
    sizes = [size for size, _ in drawn]
    assert sizes and min(sizes) >= kit.GLANCE_TEXT, sorted(set(sizes))[:5]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("key", sorted(GLANCES))
def test_a_glance_is_landscape_small_and_readable_inline(key, locale, drawn):
    check_glances(key, locale, drawn)
    cut = sorted({text for _, text in drawn if text.endswith("…")})
    assert not cut, f"words cut short to fit in {locale}: {cut[:10]}"
