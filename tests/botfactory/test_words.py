"""Every word a Bot Factory player reads goes through the "botfactory" catalog: whole games at 1 to 4
players, smart and random seats, said in the pseudo-language (where anything translated is
accented): the events, choices, prompts, standing line and outcome at every step, and the words
drawn on the full pictures and glances of sampled states; every choice fits a button in every
language; events kept as JSON say the same again; the state holds keys and numbers, never sentences."""

from __future__ import annotations

import pytest

from engines.base import Rng
from engines.botfactory import GAME
from engines.botfactory.texts import speech, text
from engines.i18n import LOCALES, Msg, say
from renderers.botfactory import glance, render
from tests.support.words import whole_game_in_words

PICTURE_EVERY = 41  # steps between two sampled pictures (and the last state)
TRANSLATED = [locale for locale in LOCALES if locale != "en"]


@pytest.mark.parametrize("players", range(1, 5))
@pytest.mark.parametrize("level", ["smart", "random"])
def test_a_whole_game_reaches_players_only_in_words_of_the_catalog(players, level):
    assert whole_game_in_words(GAME, render, glance, players, 300 + players, level, {"last_round": 8},
                               PICTURE_EVERY) >= 2


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
