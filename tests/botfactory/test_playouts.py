"""Hundreds of whole games per player count (thousands in the hunt; tests/support/playouts.py says
why), invariants checked after every step (see playout.py):
parts, projects, robots and speech tokens conserved, values on the track, every pending seat has
1-25 well-formed actions, every round ends and the game ends before ROUND_CAP rounds."""

import pytest

from tests.botfactory.playout import run
from tests.support.playouts import SIZES, levels, play_many

# Random seats seldom complete a robot, so their games run to the last round: they are played with
# `last_round` 12 (a legal option) to keep the suite within its time; smart games use the default.
RANDOM_OPTIONS = {"last_round": 12}


def _play(players: int, game: int) -> tuple[list[int], int]:
    seats = levels(players, game)
    result = run(players, 1_000 + game, seats, options=None if "smart" in seats else RANDOM_OPTIONS)
    return result.winners, result.rounds


@pytest.mark.parametrize("games", SIZES)
@pytest.mark.parametrize("players", range(1, 5))
def test_hundreds_of_games_keep_every_invariant_and_end(players, games):
    results = play_many(_play, players, games)
    assert len(results) == games
    assert all(set(winners) <= set(range(players)) for winners, _ in results)
    if players > 1:
        assert all(winners for winners, _ in results)


def test_a_few_games_per_player_count_keep_every_invariant():
    for players in range(1, 5):
        for game in range(3):
            run(players, 70 + game, ("random", "smart", "random", "smart")[:players])


def test_smart_beats_random():
    wins = 0
    for game in range(10):
        levels = ("smart", "random") if game % 2 else ("random", "smart")
        result = run(2, 50 + game, levels, check=False)
        wins += result.winners == [levels.index("smart")]
    assert wins >= 9
