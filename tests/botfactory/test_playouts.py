"""Thousands of whole games per player count, invariants checked after every step (see playout.py):
parts, projects, robots and speech tokens conserved, values on the track, every pending seat has
1-25 well-formed actions, every round ends and the game ends before ROUND_CAP rounds."""

from concurrent.futures import ProcessPoolExecutor
from functools import partial

import pytest

from tests.botfactory.playout import run

GAMES = 2_000  # per player count
SMART_EVERY = 200  # every 200th game has smart AI seats (all smart, or mixed with random ones)
# Random seats seldom complete a robot, so their games run to the last round: they are played with
# `last_round` 12 (a legal option) to keep the suite within its time; smart games use the default.
RANDOM_OPTIONS = {"last_round": 12}


def _levels(players: int, game: int) -> tuple[str, ...]:
    if game % SMART_EVERY:
        return ("random",) * players
    if game % (2 * SMART_EVERY):
        return ("smart",) * players
    return tuple(("smart", "random")[seat % 2] for seat in range(players))


def _play(players: int, game: int) -> tuple[list[int], int]:
    levels = _levels(players, game)
    result = run(players, 1_000 + game, levels, options=None if "smart" in levels else RANDOM_OPTIONS)
    return result.winners, result.rounds


@pytest.mark.slow
@pytest.mark.parametrize("players", range(1, 5))
def test_thousands_of_games_keep_every_invariant_and_end(players):
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(partial(_play, players), range(GAMES), chunksize=50))
    assert len(results) == GAMES
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
