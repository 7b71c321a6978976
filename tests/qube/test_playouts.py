"""Hundreds of whole games per player count (thousands in the hunt; tests/support/playouts.py says
why), invariants checked after every step (see playout.py):
at most 20 cubes per player, stacks of 1 or 2, no cube moved into an Entrance, scores only rise,
every pending seat has 1-25 well-formed actions, and the game ends before ROUND_CAP rounds."""

import pytest

from tests.qube.playout import run
from tests.support.playouts import SIZES, levels, play_many


def _play(players: int, game: int) -> tuple[list[int], int]:
    result = run(players, 1_000 + game, levels(players, game))
    return result.winners, result.rounds


@pytest.mark.parametrize("games", SIZES)
@pytest.mark.parametrize("players", range(2, 7))
def test_hundreds_of_games_keep_every_invariant_and_end(players, games):
    results = play_many(_play, players, games)
    assert len(results) == games
    assert all(winners and set(winners) <= set(range(players)) for winners, _ in results)


def test_smart_beats_random():
    wins = 0
    for game in range(10):
        levels = ("smart", "random") if game % 2 else ("random", "smart")
        result = run(2, 50 + game, levels, check=False)
        wins += levels[result.winners[0]] == "smart"
    assert wins >= 9


@pytest.mark.parametrize("option", ["rotate_first", "cubes_lost_for_good"])
def test_games_with_an_option_keep_every_invariant_and_end(option):
    for players in range(2, 7):
        for seed in range(20):
            result = run(players, 3_000 + seed, ("random",) * players, options={option: True})
            assert result.winners and set(result.winners) <= set(range(players))
