"""The smart AI's decisions (issue 19): made faster, it must still make the same ones. Whole smart games
from fixed seeds are compared, every choice, with games recorded by the AI before it was made faster
(the one measured in docs/qube.md); what the AI keeps between decisions must never change one."""

from __future__ import annotations

import copy
from hashlib import sha256

import pytest

from engines.base import Rng
from engines.qube import GAME, ai

# (players, options, seed, number of choices, the first 16 hex digits of the sha256 of the choices
# joined by spaces), recorded with the smart AI of commit 443e8cc. A change of the AI's play on
# purpose (its weights, its search) records them again, and measures the new AI against the old one.
RECORDED = [
    (2, {}, 500, 97, "1cf75d0db7cf8ad7"),
    (2, {"rotate_first": True}, 501, 104, "942f60f475831cf9"),
    (3, {}, 501, 156, "41f944eb212366f4"),
    (3, {"rotate_first": True}, 500, 144, "af3ef30ccf80f834"),
    (4, {"cubes_lost_for_good": True}, 500, 259, "9757f0e4d1931e4d"),
]


def _smart_game(players: int, options: dict, seed: int) -> list[str]:
    state = GAME.setup(players, seed, options)
    rng, choices = Rng(seed ^ 0x5EED), []
    while pending := GAME.pending(state):
        choice = GAME.ai(state, pending[0], rng, "smart")
        choices.append(choice)
        GAME.perform(state, pending[0], choice)
    return choices


@pytest.mark.parametrize("players, options, seed, count, digest", RECORDED)
def test_the_smart_ai_plays_the_recorded_games(players, options, seed, count, digest):
    choices = _smart_game(players, options, seed)
    assert (len(choices), sha256(" ".join(choices).encode()).hexdigest()[:16]) == (count, digest)


def test_what_the_ai_keeps_never_changes_a_decision():
    """Every decision of a 3-player game made again with nothing kept (and with the rng where it was)
    is the same."""
    state = GAME.setup(3, 7, None)
    rng, decisions = Rng(7), 0
    while pending := GAME.pending(state):
        seat = pending[0]
        before = copy.deepcopy(state), Rng(rng.state)
        choice = GAME.ai(state, seat, rng, "smart")
        for kept in (ai._TRIED, ai._VALUES, ai._TABLES, ai._SUMMARIES, ai._STRENGTHS):
            kept.clear()
        again, again_rng = before
        assert GAME.ai(again, seat, again_rng, "smart") == choice
        assert again_rng.state == rng.state
        GAME.perform(state, seat, choice)
        decisions += 1
    assert decisions > 100
