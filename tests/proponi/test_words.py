"""Every word a Proponi player reads goes through the "proponi" catalog: whole games at 3, 4 and 6
players, smart and random seats, said in the pseudo-language (where anything translated is accented):
the events, choices, prompts, standing line and outcome at every step, and the words drawn on the
public and every seat's picture and glance at sampled states; every choice fits a button (80
characters) in all five languages; events kept as JSON say the same again in Italian; the state holds
keys and numbers, never sentences; German pictures cut no word."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import ImageDraw

from engines.base import Rng
from engines.i18n import Msg, speaking
from engines.proponi import GAME
from renderers.proponi import glance, render
from tests.support.words import NAMES, whole_game_in_words

PICTURE_EVERY = 53  # steps between two sampled pictures (and the last state)
VARIANTS = {"tornaconto": True, "concorrenza": True, "tenth_year": True}


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("level", ["smart", "random"])
def test_a_whole_game_reaches_players_only_in_words_of_the_catalog(players, level):
    assert whole_game_in_words(GAME, render, glance, players, 500 + players, level,
                               VARIANTS if level == "random" else {}, PICTURE_EVERY) >= 3


def test_an_ended_game_says_its_result_from_the_state():
    state = GAME.setup(3, 4)
    rng = Rng(4)
    while pending := GAME.pending(state):
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "smart"))
    assert isinstance(GAME.outcome(state)["summary"], Msg) and isinstance(GAME.view(state, None)["summary"], Msg)
    assert "summary" not in GAME.dump(state)
    assert GAME.outcome(GAME.load(GAME.dump(state) | {"summary": "old English"}))["summary"] == \
        GAME.outcome(state)["summary"]


@contextmanager
def _drawn(locale: str) -> Iterator[list[str]]:
    """Every string drawn inside the block, in `locale`."""
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.append(str(words))
        return original(self, xy, words, *args, **kwargs)

    ImageDraw.ImageDraw.text = text
    try:
        with speaking(locale):
            yield drawn
    finally:
        ImageDraw.ImageDraw.text = original


@pytest.mark.parametrize("locale", ["de", "qps"])
def test_the_longest_languages_are_drawn_without_cutting_a_word(locale):
    """The full picture and the glance cut nothing (no "…"): the header and the lists wrap, the player
    lines and the glance's captions fit."""
    state = GAME.setup(6, 11, {"concorrenza": True})
    rng = Rng(11)
    cut = []
    for step in range(400):
        if not GAME.pending(state):
            break
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
        if step % 25 == 0 or not GAME.pending(state):
            with _drawn(locale) as drawn:
                render(GAME.view(state, seat), NAMES[:6])
                glance(GAME.view(state, None), NAMES[:6], None)
            cut += [line for line in drawn if line.endswith("…")]
    assert cut == []
