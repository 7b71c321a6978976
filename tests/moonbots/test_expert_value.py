"""The expert's position value at 2 players (engines/moonbots/expert.py): each duel's odds, fitted on
smart self-play, put together as the rules put the duels together."""

import dataclasses
import math

import pytest

from engines import GAMES
from engines.base import Rng
from engines.moonbots import ai, expert
from engines.search import _playout

GAME = GAMES["moonbots"]


def energy_odds(state: dict) -> float:
    """The value the expert used before: the energy lead of seat 0, at the search's scale."""
    values = ai.expert_value(GAME, state)
    return 1 / (1 + math.exp(-(values[0] - values[1]) / expert.VALUE_SCALE))


def test_the_duels_odds_foretell_the_winner_better_than_the_energy_lead():
    """On smart games the odds were not fitted on (other seeds), at every sitting start: a lower log-loss
    of the game's winner than the energy lead, and the likelier seat wins more often."""
    starts = [row for seed in range(510000, 510040) for row in expert.duel_samples(GAME, seed)[1]]
    results = [result for _, result in starts]
    duels = [expert.win_odds(state) for state, _ in starts]
    energy = [energy_odds(state) for state, _ in starts]
    assert expert.log_loss(duels, results) < expert.log_loss(energy, results) - 0.03
    right = sum((p > 0.5) == (y > 0.5) for p, y in zip(duels, results))
    assert right > sum((p > 0.5) == (y > 0.5) for p, y in zip(energy, results))


def test_fit_recovers_the_weights_that_made_the_rows():
    rng = Rng(7)
    truth = (0.5, -1.0, 0.25)
    rows = []
    for _ in range(4000):
        x = [(rng.randrange(81) - 40) / 10 for _ in truth]
        p = 1 / (1 + math.exp(-sum(w * v for w, v in zip(truth, x))))
        rows.append((x, 1.0 if rng.randrange(10_000) < p * 10_000 else 0.0))
    fitted = expert.fit(rows, ridge=0.0)
    assert all(abs(w - t) < 0.1 for w, t in zip(fitted, truth)), fitted


def test_won_duels_count_as_the_rules_count_them():
    state = GAME.setup(2, 3)
    assert 0.2 < expert.win_odds(state) < 0.8, "a fresh game is open"
    state["robots"][3]["out"] = state["robots"][2]["out"] = True  # seat 0's robots won both duels
    assert expert.win_odds(state) == 1.0
    state["robots"][2]["out"] = False
    one = expert.win_odds(state)  # one duel won, the other open: the final still to come
    assert 0.0 < one < 1.0
    state["robots"][2]["energy"] = 1
    assert expert.win_odds(state) > one, "the other duel's robot nearly out"
    values = expert.expert_value(GAME, state)
    lead = (values[0] - values[1]) / expert.VALUE_SCALE
    assert 1 / (1 + math.exp(-lead)) == pytest.approx(expert.win_odds(state))


def test_a_2_player_playout_stops_after_its_sittings_and_bigger_tables_keep_the_energy_lead(monkeypatch):
    seen = []

    def value(game, state):
        seen.append(state)
        return expert.expert_value(game, state)

    budget = dataclasses.replace(ai.EXPERT, value=value, horizon=0)  # the robot turns alone stop it
    state = GAME.setup(2, 11)
    seat = GAME.pending(state)[0]
    _playout(GAME, state, seat, GAME.ai(state, seat, Rng(1), "smart"), Rng(2), budget)
    assert seen and seen[-1]["turns"] - state["turns"] == expert.PLAYOUT_TURNS
    four = GAME.setup(4, 11)
    assert expert.expert_value(GAME, four) == ai.expert_value(GAME, four)
    assert not expert.turns_cut(four, {**four, "turns": four["turns"] + 100})


def test_at_4_players_the_expert_searches_as_before():
    """The duels are a 2-player matter: at 4 players the budget plays exactly as the energy lead and the
    60-move horizon did (the same choice from the same random numbers)."""
    from engines.search import expert as search

    before = dataclasses.replace(ai.EXPERT, value=ai.expert_value, cut=None)
    state, rng, checked = GAME.setup(4, 21), Rng(21), 0
    for _ in range(60):
        seat = GAME.pending(state)[0]
        if len(GAME.actions(state, seat)) > 2 and checked < 2:
            checked += 1
            assert search(GAME, state, seat, Rng(5), ai.EXPERT) == search(GAME, state, seat, Rng(5), before)
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    assert checked == 2
