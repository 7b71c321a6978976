"""Hundreds of whole games per player count (thousands in the hunt; tests/support/playouts.py says
why), invariants checked after every step (see playout.py):
coins conserved across bank, purse and players; cubes conserved but for those Concorrenza Spietata
removes; health within 1-9; every card in exactly one place; every pending seat has 1-25 well-formed
actions; the game ends (a winner after the last year, or everybody loses to an empty purse)."""

import pytest

from tests.proponi.playout import run
from tests.support.playouts import SIZES, levels, play_many

VARIANTS = ({}, {"tornaconto": True}, {"concorrenza": True},
            {"difficulty": 3, "start_at_5": True, "permanent_gears": True, "tenth_year": True})


def _play(players: int, game: int) -> tuple[list[int], bool]:
    result = run(players, 1_000 + game, levels(players, game), **VARIANTS[game % len(VARIANTS)])
    return result.winners, result.broke


@pytest.mark.parametrize("games", SIZES)
@pytest.mark.parametrize("players", range(3, 7))
def test_hundreds_of_games_keep_every_invariant_and_end(players, games):
    results = play_many(_play, players, games)
    assert len(results) == games
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
