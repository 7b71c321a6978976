"""Checks that a player sees no untranslated English: everything is said in the pseudo-language
(engines/i18n.py, `qps`), where every translated letter is accented, so a plain ASCII word left is
a word that never went through a catalog (glued English, a name table outside its domain)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

from engines.base import Game
from engines.i18n import PSEUDO, english_words, say, speaking

NAMES = ["Ånna", "Bœrn", "Çarla", "Đora", "Ēmil", "Fœbe"]  # player names with no plain ASCII word


def unmarked(value: Any, allowed: Iterable[str] = ()) -> list[str]:
    """The untranslated words in `value` said in the pseudo-language with seats named."""
    return english_words(say(value, PSEUDO, NAMES), set(allowed))


def seen_by_players(game: Game, state: Any, events: Iterable[Any] = ()) -> list[Any]:
    """Every engine text a player can see at this state: events, each seat's choices and menus,
    prompts, the standing line, the outcome and its breakdown."""
    seen: list[Any] = []
    for event in events:
        seen += [event.text] + ([event.private] if event.private else [])
    for seat in game.pending(state):
        seen += [game.prompt(state, seat)]
        seen += [x for a in game.actions(state, seat) for x in (a.label, a.group) if x]
    seen.append(game.standing(state))
    outcome = game.outcome(state)
    if outcome:
        seen.append(outcome.get("summary", ""))
        seen += [label for seat in game.breakdown(state) for label, _ in seat]
    return seen


@contextmanager
def drawn_texts() -> Any:
    """Collects every string drawn on a picture inside the block, said in the pseudo-language."""
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = text
    try:
        with speaking(PSEUDO):
            yield drawn
    finally:
        ImageDraw.ImageDraw.text = original


def unmarked_drawn(draw: Callable[[], Any], allowed: Iterable[str] = ()) -> list[str]:
    """The untranslated words `draw()` puts on its picture in the pseudo-language."""
    with drawn_texts() as drawn:
        draw()
    return [w for line in drawn for w in english_words(line, set(allowed))]
