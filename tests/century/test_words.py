"""Every word of 20th Century a player sees is a message of the "century" domain, said in the reader's
language: whole games (smart and random seats, 3 to 5 players) in the pseudo-language leave no
unmarked English in anything the engine shows (events, choices, prompts, the standing line, the
result) nor in the pictures drawn along the way, and every choice fits a button (80 characters) in
every language; stored events say the same after JSON; German pictures cut no word."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from engines.base import Event, Rng
from engines.century import GAME, data
from engines.century.texts import text
from engines.century.upkeep import step as upkeep_step
from engines.i18n import LABEL_MAX, LOCALES, Msg, say, speaking
from renderers.century import glance, render
from tests.support.words import NAMES, drawn_texts, seen_by_players, unmarked, unmarked_drawn


def moment(state: dict) -> tuple:
    """What kind of decision the game waits for: pictures are drawn once per kind in a game."""
    if state["over"]:
        return ("over",)
    if state["phase"] == "auction":
        a = state["auction"]
        return "auction", a["step"], bool(a["out"])
    if state["phase"] == "catastrophe":
        return "catastrophe", state["disaster"]["turn"] is None
    return "upkeep", upkeep_step(state, GAME.pending(state)[0]), state["round"] == 6


def played(players: int, seed: int, level: str) -> Iterator[tuple[dict, list[Event], dict | None]]:
    """Each state of a whole game, with the events that led to it and the public view before them."""
    state, rng, events, before = GAME.setup(players, seed), Rng(seed), [], None
    while True:
        yield state, events, before
        if not GAME.pending(state):
            return
        seat = GAME.pending(state)[0]
        before = GAME.view(state, None)
        events = GAME.apply(state, seat, GAME.ai(state, seat, rng, level))


@pytest.mark.parametrize("level", ["smart", "random"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_whole_game_shows_no_untranslated_word(players, level):
    names, drawn, checked, kinds = NAMES[:players], set(), 0, set()
    for state, events, before in played(players, players * 7 + len(level), level):
        seen = seen_by_players(GAME, state, events)
        wrong = [(str(text), unmarked(text)) for text in seen if unmarked(text)]
        assert not wrong, wrong[:3]
        long = [(locale, said) for seat in GAME.pending(state) for a in GAME.actions(state, seat)
                for locale in LOCALES if len(said := say(a.label, locale)) > LABEL_MAX]
        assert not long, long[:3]
        checked += len(seen)
        kind = moment(state)
        if kind in drawn:
            continue
        drawn.add(kind)
        public = GAME.view(state, None)
        assert unmarked_drawn(lambda shown=public, last=before: glance(shown, names, last)) == [], kind
        # every seat's own picture once, then the public one and the acting seat's (what it is placing)
        for seat in [None, *(range(players) if len(drawn) == 1 else GAME.pending(state)[:1])]:
            view = GAME.view(state, seat)
            assert unmarked(view.get("hand", [])) == []
            assert unmarked_drawn(lambda shown=view: render(shown, names)) == [], (kind, seat)
        kinds.add(kind[:2])
    assert state["over"] and checked > 2000
    assert {("auction", "limits"), ("auction", "tech"), ("catastrophe", True), ("over",)} <= kinds
    assert any(k[0] == "upkeep" for k in kinds)


def test_stored_events_say_the_same_after_json_in_every_language():
    state, rng, said = GAME.setup(4, 11), Rng(11), 0
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        for event in GAME.apply(state, seat, GAME.ai(state, seat, rng)):
            assert isinstance(event.text, Msg), event.text
            again = Event.from_json(event.to_json())
            assert again.text == event.text and again.text.key == event.text.key
            for locale in ("it", "de", "qps"):
                assert say(again.text, locale, NAMES) == say(event.text, locale, NAMES)
            assert say(again.text, "it", NAMES) != say(again.text, "en", NAMES)  # said in Italian
            said += 1
    assert said > 200


def test_a_game_stored_with_its_result_in_english_loads_and_says_it_again():
    state, rng = GAME.setup(3, 5), Rng(5)
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng))
    old = GAME.dump(state) | {"summary": "<s:0> wins 20th Century with 40 VP."}
    loaded = GAME.load(old)
    assert "summary" not in loaded
    assert GAME.outcome(loaded)["summary"] == GAME.outcome(state)["summary"]
    assert unmarked(GAME.outcome(loaded)["summary"]) == []


def test_german_pictures_cut_no_word():
    """German, the longest language: every word drawn whole (no "…") at every kind of moment of a
    5-player game and with every pair of scoring cards; only a long player name may give way."""
    names, seen = ["Anna", "Bartholomäus", "Chen", "Dana", "Eve"], set()
    cut: list[str] = []

    def cut_words(drawn: list[str]) -> list[str]:
        return [line for line in drawn if "…" in line and not any(n.startswith(line[:-1]) for n in names)]

    for state, _, before in played(5, 4, "smart"):
        if moment(state) in seen:
            continue
        seen.add(moment(state))
        views = [GAME.view(state, None)] + [GAME.view(state, s) for s in GAME.pending(state)[:1]]
        with drawn_texts() as drawn, speaking("de"):
            for view in views:
                render(view, names)
                glance(view, names, before)
        cut += cut_words(drawn)
    view = GAME.view(GAME.setup(5, 4), None)
    for two, four in itertools.product(data.SCORING[2], data.SCORING[4]):
        view["scoring"] = {"2": {"card": two, "text": text(f"score_{two}")},
                           "4": {"card": four, "text": text(f"score_{four}")}}
        with drawn_texts() as drawn, speaking("de"):
            render(view, names)
        cut += cut_words(drawn)
    assert not cut, cut[:5]
    assert len(seen) > 10
