"""Every word a Bot Factory player reads goes through the "botfactory" catalog: whole games at 1 to 4
players, smart and random seats, said in the pseudo-language (where anything translated is
accented): the events, choices, prompts, standing line and outcome at every step, and the words
drawn on the full pictures and glances of sampled states; every choice fits a button in every
language; events kept as JSON say the same again; the state holds keys and numbers, never sentences."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engines.base import Event, Rng
from engines.botfactory import GAME
from engines.botfactory.texts import speech, text
from engines.i18n import LOCALES, Msg, say
from renderers.botfactory import glance, render
from tests.support.words import NAMES, seen_by_players, unmarked, unmarked_drawn

PICTURE_EVERY = 41  # steps between two sampled pictures (and the last state)
LABEL_MOST = 80  # a Discord button's label, in every language
TRANSLATED = [locale for locale in LOCALES if locale != "en"]


def _no_sentences(value: Any, where: str = "state") -> None:
    assert not isinstance(value, Msg), f"{where} holds a sentence: {value!r}"
    if isinstance(value, dict):
        for key, item in value.items():
            _no_sentences(item, f"{where}[{key!r}]")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _no_sentences(item, f"{where}[{i}]")


def _pictures_unmarked(state: dict, before: dict | None) -> list[str]:
    names = NAMES[:state["players"]]
    found = []
    for seat in [None, *range(state["players"])]:
        view = GAME.view(state, seat)
        found += unmarked_drawn(lambda view=view: render(view, names))
        found += unmarked_drawn(lambda view=view: glance(view, names, before))
    return found


def _play(players: int, seed: int, level: str) -> int:
    """One whole game; returns how many pictures were checked."""
    state = GAME.setup(players, seed, {"last_round": 8})
    rng = Rng(seed)
    events: list[Event] = []
    before, steps, pictures = None, 0, 0
    while True:
        seen = seen_by_players(GAME, state, events)
        assert not [(str(x), unmarked(x)) for x in seen if unmarked(x)]
        for seat in GAME.pending(state):
            labels = [say(a.label, locale) for a in GAME.actions(state, seat) for locale in TRANSLATED]
            assert not [label for label in labels if len(label) > LABEL_MOST]
        for event in events:
            again = Event.from_json(json.loads(json.dumps(event.to_json())))
            assert say(again.text, "it") == say(event.text, "it") and again.text == event.text
        if steps % PICTURE_EVERY == 0 or not GAME.pending(state):
            assert _pictures_unmarked(state, before) == []
            pictures += 1
        if not GAME.pending(state):
            break
        _no_sentences(state)
        seat = GAME.pending(state)[0]
        turn, public = GAME.turn(state), GAME.view(state, None)
        events = GAME.apply(state, seat, GAME.ai(state, seat, rng, level))
        before = public if GAME.turn(state) != turn else before
        steps += 1
    _no_sentences(state)
    return pictures


@pytest.mark.parametrize("players", range(1, 5))
@pytest.mark.parametrize("level", ["smart", "random"])
def test_a_whole_game_reaches_players_only_in_words_of_the_catalog(players, level):
    assert _play(players, 300 + players, level) >= 2


def test_the_view_keeps_the_log_and_the_summary_as_messages():
    state = GAME.setup(2, 9)
    rng = Rng(9)
    while pending := GAME.pending(state):
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "smart"))
    view = GAME.view(state, None)
    assert all(isinstance(line, Msg) for line in view["log"]) and isinstance(view["summary"], Msg)
    summary = GAME.outcome(state)["summary"]
    assert isinstance(summary, Msg) and say(summary, "it", ["Anna", "Bruno"]).startswith(("Anna", "Bruno"))
    assert say(summary, "it") != summary and say(summary, "de") != summary


def test_an_old_state_with_english_lines_still_shows_them():
    state = GAME.setup(2, 9)
    state["log"] = ["<s:0> stands their worker on Finance, space 1."]
    assert GAME.view(state, None)["log"] == state["log"]


def test_counts_take_each_language_s_plural_and_winners_are_joined_its_way():
    assert [say(speech(n), "it") for n in (1, 2)] == ["1 segnalino", "2 segnalini"]
    assert [say(speech(n), "fr") for n in (0, 1, 2)] == ["0 jeton", "1 jeton", "2 jetons"]
    reward = text("parts_reward", seat=0, speech=speech(1), parts=text("parts", count=3))
    assert say(reward, "es", ["Ana"]) == "Ana recibe 1 ficha de discurso por colocar 3 piezas."
    shared = text("shared_win", seats=["<s:0>", "<s:1>", "<s:2>"], score=30)
    assert say(shared, "it", ["Anna", "Bruno", "Carla"]).startswith("Anna, Bruno e Carla vincono")
    assert say(shared, "de", ["Anna", "Bruno", "Carla"]).startswith("Anna, Bruno und Carla teilen")
