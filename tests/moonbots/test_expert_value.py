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


def _choices(players: int, seed: int, limit: int) -> list[tuple[dict, int, bool]]:
    """States along a smart game where the seat to act has a choice: (state, seat, a card to buy among them)."""
    state, rng, found = GAME.setup(players, seed), Rng(seed), []
    for _ in range(limit):
        if not (pending := GAME.pending(state)):
            break
        seat = pending[0]
        actions = [a.id for a in GAME.actions(state, seat)]
        if len(actions) > 1:
            found.append((GAME.load(GAME.dump(state)), seat, any(a.startswith("buy:") for a in actions)))
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
    return found


def test_at_2_players_only_a_choice_with_a_card_to_buy_is_searched():
    """Elsewhere the search did no better than the smart AI (docs/design/moonbots.md): the smart pick."""
    two = _choices(2, 13, 120)
    assert any(buy for *_, buy in two) and any(not buy for *_, buy in two)
    for state, seat, buy in two:
        assert ai.expert_budget(state, seat) == (ai.EXPERT if buy else None)
    assert all(ai.expert_budget(state, seat) == ai.EXPERT for state, seat, _ in _choices(4, 13, 120))


def test_the_smart_pick_the_expert_falls_back_on_is_made_from_the_seat_view(monkeypatch):
    """Off a buy, the 2-player expert plays the smart pick asked on a deal, never on the true state: two
    games the seat can't tell apart get the same choice from the same random numbers."""
    from engines.moonbots import engine

    monkeypatch.setattr(engine, "expert", lambda *_args: pytest.fail("searched a choice without a buy"))
    checked = 0
    for k, (state, seat, buy) in enumerate(_choices(2, 17, 200)):
        if buy:
            continue
        other = GAME.determinize(state, seat, Rng(300 + k))
        picked = GAME.ai(state, seat, Rng(k), "expert")
        assert picked == GAME.ai(other, seat, Rng(k), "expert")
        assert GAME.legal(state, seat, picked)
        checked += 1
    assert checked >= 20
