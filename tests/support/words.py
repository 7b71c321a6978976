"""Checks that a player sees no untranslated English: everything is said in the pseudo-language
(engines/i18n.py, `qps`), where every translated letter is accented, so a plain ASCII word left is
a word that never went through a catalog (glued English, a name table outside its domain)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

from engines.base import Event, Game, Rng
from engines.i18n import LABEL_MAX, LOCALES, PSEUDO, Msg, english_words, say, speaking

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


def no_sentences(value: Any, where: str = "state") -> None:
    """Fails where `value` (a state, as kept) holds a sentence instead of keys and numbers."""
    assert not isinstance(value, Msg), f"{where} holds a sentence: {value!r}"
    if isinstance(value, dict):
        for key, item in value.items():
            no_sentences(item, f"{where}[{key!r}]")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            no_sentences(item, f"{where}[{i}]")


def pictures_unmarked(game: Game, render: Callable, glance: Callable, state: Any, players: int,
                      before: dict | None) -> list[str]:
    """The untranslated words on the full picture and the glance of the public view and of every seat's."""
    names = NAMES[:players]
    found = []
    for seat in [None, *range(players)]:
        view = game.view(state, seat)
        found += unmarked_drawn(lambda view=view: render(view, names))
        found += unmarked_drawn(lambda view=view: glance(view, names, before))
    return found


def whole_game_in_words(game: Game, render: Callable, glance: Callable, players: int, seed: int, level: str,
                        options: dict, picture_every: int) -> int:
    """Plays one whole AI game and checks at every step what its players read: every text in the
    catalog's words, every choice within a button in every language, every event said the same after
    JSON, the stored state free of sentences; and the words of the pictures every `picture_every` steps
    and at the end. Returns how many states had their pictures checked."""
    state = game.setup(players, seed, options)
    rng = Rng(seed)
    events: list[Event] = []
    before, steps, pictures = None, 0, 0
    while True:
        seen = seen_by_players(game, state, events)
        assert not [(str(x), unmarked(x)) for x in seen if unmarked(x)]
        labels = [a.label for seat in game.pending(state) for a in game.actions(state, seat)]
        assert not [said for label in labels for locale in LOCALES
                    if len(said := say(label, locale, NAMES)) > LABEL_MAX], "a choice longer than a button"
        for event in events:
            again = Event.from_json(json.loads(json.dumps(event.to_json())))
            assert again.text == event.text and again.private == event.private
            assert say(again.text, "it") == say(event.text, "it")
            assert say(again.private, "it") == say(event.private, "it")
        if steps % picture_every == 0 or not game.pending(state):
            assert pictures_unmarked(game, render, glance, state, players, before) == []
            pictures += 1
        no_sentences(game.dump(state))
        if not game.pending(state):
            return pictures
        seat = game.pending(state)[0]
        turn, public = game.turn(state), game.view(state, None)
        events = game.apply(state, seat, game.ai(state, seat, rng, level))
        before = public if game.turn(state) != turn else before
        steps += 1
