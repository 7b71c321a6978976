"""Hundreds of whole games per player count (thousands in the hunt; tests/support/playouts.py says
why), invariants checked after every step (see playout.py):
coins and science never negative, garbage (95 tokens) and citizens (16 a player) conserved, every
region connected by rail, institutions bare, pollution within its track, every pending seat has
1-25 well-formed actions, and the game ends after round VI."""

import pytest

from tests.century.playout import run
from tests.support.playouts import SIZES, levels, play_many


def _play(players: int, game: int) -> tuple[list[int], int]:
    result = run(players, 1_000 + game, levels(players, game))
    return result.winners, result.rounds


@pytest.mark.parametrize("games", SIZES)
@pytest.mark.parametrize("players", range(3, 6))
def test_hundreds_of_games_keep_every_invariant_and_end(players, games):
    results = play_many(_play, players, games)
    assert len(results) == games
    assert all(winners and set(winners) <= set(range(players)) and rounds == 6 for winners, rounds in results)


def test_smart_beats_random():
    wins = 0
    for game in range(12):
        players = 3 + game % 3
        levels = tuple(("smart", "random")[(seat + game) % 2] for seat in range(players))
        result = run(players, 50 + game, levels, check=False)
        wins += sum(levels[w] == "smart" for w in result.winners) / len(result.winners)
    assert wins >= 11
