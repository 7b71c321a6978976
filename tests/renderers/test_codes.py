"""No code a picture does not explain (issue 31): what the last look at the pictures found still drawn
as a code: a Moon-Bots sum as "Σ>10" on a narrow card, Qube's empty moons as "6-1" on the glance,
20th Century's tile on the block as "c1" on the glance (and so on the catch-up sheet made of glances)."""

from __future__ import annotations

import json
import re

import pytest

from engines import GAMES
from engines.base import Rng
from engines.century.texts import text as century_text
from engines.i18n import LOCALES, say, speaking
from engines.moonbots.cards import PART_TABLE
from engines.moonbots.texts import text as moonbots_text
from engines.qube.texts import text as qube_text
from renderers import GLANCES, moonbots
from tests.support.boxes import drawn_text

SUMS = [row for row in PART_TABLE if row[2][0].startswith("sum")]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_moonbots_sum_is_said_in_words_on_every_card(locale):
    """Every part whose condition is a sum, on a robot's card and in the market, says the sum as the
    card texts do ("Summe über 10", on two lines where one is too long), inside the card."""
    for name, _slot, (kind, value), (gain, lose, fist, missile), surcharge, _ in SUMS:
        card = {"kind": "part", "name": name, "condition": {"type": kind, "value": value},
                "effects": {"gain": gain, "lose": lose, "fist": fist, "missile": missile}}
        words = say(moonbots_text(f"needs.{kind}", value=value), locale)
        for width in (moonbots.CARD_W, moonbots.MARKET_CARD_W):
            moonbots.card_image.cache_clear()
            with speaking(locale), drawn_text() as found:
                moonbots.card_image(json.dumps(card, sort_keys=True), (name, ""), width, moonbots.CARD_H, "", (),
                                    None, surcharge, locale)
            drawn = [t for _, t, _ in found]
            assert not [t for t in drawn if "Σ" in t], (name, width, drawn)
            assert words in drawn or any(f"{a} {b}" == words for a, b in zip(drawn, drawn[1:])), (words, drawn)
            assert all(box[0] >= 0 and box[2] <= width and box[1] >= 0 and box[3] <= moonbots.CARD_H
                       for box, _, _ in found), (name, width, found)


@pytest.mark.parametrize("locale", ["en", "de"])
def test_qubes_glance_says_what_an_empty_moon_gives(locale):
    """Empty moons show the points they give (2 a Half Moon, 4 the Full Moon, as the board's legend
    has them) under a heading that says so, whole; no "6-1" the glance has no board to explain."""
    game = GAMES["qube"]
    view = game.view(game.setup(4, 1), None)
    with speaking(locale), drawn_text() as found:
        GLANCES["qube"](view, ["Ann", "Bo", "Cy", "Di"], None)
    drawn = [t for _, t, _ in found]
    assert not [t for t in drawn if re.fullmatch(r"\d-\d", t)], drawn
    assert sorted(t for t in drawn if t.isdigit()) == ["0"] * 4 + ["2"] * 6 + ["4"]  # the scores, the moons
    assert say(qube_text("glance.moons_key"), locale) in drawn


@pytest.mark.parametrize("locale", ["en", "de"])
def test_centurys_glance_keys_the_tile_on_the_block(locale):
    """The land tile on the block goes by its name in the choices ("a14"): the glance that shows it
    says what that name is, as the full table's key does."""
    game = GAMES["century"]
    state, rng = game.setup(3, 2), Rng(2)
    while not ((auction := game.view(state, None)["auction"]) and auction["tile"] and auction["high"] is not None):
        seat = game.pending(state)[0]
        game.apply(state, seat, game.ai(state, seat, rng, "random"))
    with speaking(locale), drawn_text() as found:
        GLANCES["century"](game.view(state, None), ["Ann", "Bo", "Cy"], None)
    drawn = [t for _, t, _ in found]
    tile = auction["tile"]
    assert any(t.startswith(f"{tile}:") for t in drawn)  # the block: "a14: 10 coins, Bo"
    assert say(century_text("pic_key_id", id=tile), locale) in " ".join(drawn)  # wrapped on lines
