"""Thousands of whole games per player count, invariants checked after every step (see playout.py):
coins conserved across bank, purse and players; cubes conserved but for those Concorrenza Spietata
removes; health within 1-9; every card in exactly one place; every pending seat has 1-25 well-formed
actions; the game ends (a winner after the last year, or everybody loses to an empty purse)."""

import pytest

from tests.proponi.playout import run
from tests.support.playouts import levels, play_many

GAMES = 2_000  # per player count
SMART_EVERY = 100  # every 100th game has smart AI seats (all smart, or mixed with random ones)
VARIANTS = ({}, {"tornaconto": True}, {"concorrenza": True},
            {"difficulty": 3, "start_at_5": True, "permanent_gears": True, "tenth_year": True})


def _play(players: int, game: int) -> tuple[list[int], bool]:
    result = run(players, 1_000 + game, levels(players, game, SMART_EVERY), **VARIANTS[game % len(VARIANTS)])
    return result.winners, result.broke


@pytest.mark.slow
@pytest.mark.parametrize("players", range(3, 7))
def test_thousands_of_games_keep_every_invariant_and_end(players):
    results = play_many(_play, players, GAMES)
    assert len(results) == GAMES
    assert all((broke and not winners) or (winners and set(winners) <= set(range(players)))
               for winners, broke in results)


def test_smart_beats_random():
    """One smart seat (in turn at each place) against three random ones: it wins far more than its share."""
    players, games = 4, 60
    smart_wins = random_wins = 0
    for game in range(games):
        smart = game % players
        levels = tuple("smart" if seat == smart else "random" for seat in range(players))
        winners = run(players, 300 + game, levels, check=False).winners
        smart_wins += smart in winners
        random_wins += len([seat for seat in winners if seat != smart])
    assert smart_wins >= 2 * random_wins / (players - 1), (smart_wins, random_wins)
