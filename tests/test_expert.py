"""The "expert" AI level (engines/search.py): reachable as Game.ai(..., level="expert") in every game,
legal, the same for the same seed, and deciding only from what its seat may know."""

import importlib
import json

import pytest

from core import cli
from core.figures import wilson
from engines import GAMES
from engines.base import Rng
from engines.search import Budget, expert

PLAYERS = {"moonbots": 2, "qube": 3, "proponi": 3, "botfactory": 2, "century": 3}
QUICK = Budget(candidates=3, deals=2, horizon=8, picks=2)  # a smaller search, where a test plays many decisions


def budget_of(key: str) -> Budget:
    """The game's own search budget (`EXPERT` in its ai.py)."""
    return importlib.import_module(f"engines.{key}.ai").EXPERT


def decisions(game, players, seed, every, limit):
    """States along a smart game where the seat to act has a choice."""
    state, rng, found = game.setup(players, seed), Rng(seed), []
    for n in range(limit):
        pending = game.pending(state)
        if not pending:
            break
        seat = pending[0]
        if n % every == 0 and len(game.actions(state, seat)) > 1:
            found.append(game.load(game.dump(state)))
        game.apply(state, seat, game.ai(state, seat, rng, "smart"))
    return found


@pytest.mark.parametrize("key", sorted(GAMES))
def test_expert_is_legal_and_the_same_for_a_seed(key):
    game = GAMES[key]
    states = decisions(game, PLAYERS[key], 5, every=9, limit=200)
    assert states
    for k, state in enumerate(states[:2 if key == "botfactory" else 3]):
        seat = game.pending(state)[0]
        before = json.dumps(game.dump(state), sort_keys=True)
        first = game.ai(state, seat, Rng(k), "expert")
        assert json.dumps(game.dump(state), sort_keys=True) == before, "the search changed the true state"
        game.apply(game.load(game.dump(state)), seat, first)  # applies: never a choice the game refuses
        assert game.ai(state, seat, Rng(k), "expert") == first


@pytest.mark.parametrize("key", sorted(GAMES))
def test_expert_decides_from_the_seat_view_only(key):
    """Two games the seat can't tell apart (the true one and one dealt again) get the same choice from
    the same random numbers: nothing the seat can't see changes what it does."""
    game = GAMES[key]
    budget = QUICK if key in ("botfactory", "century") else budget_of(key)
    for k, state in enumerate(decisions(game, PLAYERS[key], 8, every=7, limit=140)[:2 if key == "botfactory" else 4]):
        seat = game.pending(state)[0]
        other = game.determinize(state, seat, Rng(100 + k))
        if key == "proponi":  # its search values positions for the seat deciding
            budget = importlib.import_module("engines.proponi.ai").expert_budget(state, seat)
        assert expert(game, state, seat, Rng(k), budget) == expert(game, other, seat, Rng(k), budget)


def test_a_candidate_the_game_refuses_is_never_played(monkeypatch):
    """The search drops a candidate the game refuses in apply, even one it would otherwise keep. Since
    issue 29 no game offers such a choice (tests/test_contract.py), so the refused candidate here is
    one no game has; the guard stays for whatever a candidate list may bring."""
    from engines import search

    game = GAMES["century"]
    stubborn = Budget(candidates=2, deals=2, horizon=3, margin=1.0)  # keeps its first candidate if it can
    checked = 0
    for k, state in enumerate(decisions(game, 3, 4, every=25, limit=250)):
        seat = game.pending(state)[0]
        fine = game.actions(state, seat)[0].id
        monkeypatch.setattr(search, "_candidates", lambda *_args, pair=("no-such-move", fine): list(pair))
        assert expert(game, state, seat, Rng(k), stubborn) == fine
        checked += 1
    assert checked >= 5


def test_simulate_seats_turns_the_levels_round_and_reports_intervals():
    said: list[str] = []
    result = cli.simulate_seats("qube", ["random", "smart"], games=6, seed=3, say=said.append)
    figures = result["levels"]
    assert result["games"] == 6 and not result["errors"]
    assert figures["smart"]["fair"] == 0.5 and figures["random"]["seats"] == 1
    assert figures["smart"]["wins"] + figures["random"]["wins"] >= 6
    for f in figures.values():
        assert 0 <= f["low"] <= f["share"] <= f["high"] <= 1
    assert said[-1] == "simulated 6 games of qube with seats random,smart, 0 errors"
    assert said[0].startswith("random (1 of 2 seats): won ")


def test_simulate_seats_refuses_an_unknown_level_and_a_wrong_count():
    with pytest.raises(ValueError, match="unknown AI level"):
        cli.simulate_seats("qube", ["expert", "genius"], games=1)
    with pytest.raises(ValueError, match="2 to 6"):
        cli.simulate_seats("qube", ["smart"], games=1)


def test_wilson_interval():
    low, high = wilson(20, 40)
    assert round(low, 3) == 0.352 and round(high, 3) == 0.648
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


@pytest.mark.parametrize("key", ["botfactory", "moonbots"])
def test_a_step_back_to_a_menu_is_never_a_candidate(key):
    """Bot Factory and Moon-Bots offer "back" out of a sub-step; as a candidate its playouts only repeat
    the decision being made, and a search that took it on their noise went round in circles."""
    from engines import search

    game = GAMES[key]
    backs = 0
    for k, state in enumerate(decisions(game, 2, 3, every=1, limit=300)):
        seat = game.pending(state)[0]
        found = game.actions(state, seat)
        if not any(a.id == "back" for a in found):
            continue
        backs += 1
        wide = Budget(candidates=len(found), picks=2, others=len(found))  # every other choice is a candidate
        assert "back" not in search._candidates(game, state, seat, Rng(k), found, wide)
        if backs >= 6:
            break
    assert backs >= 3



def test_a_wide_choice_is_screened_then_the_best_few_searched(monkeypatch):
    """With `screen`, every candidate is played out on a few deals, then only the smart pick and the
    `keep` best others go on to the full number of deals; the best of those is played."""
    from engines import search

    game = GAMES["qube"]
    state = decisions(game, 3, 5, every=1, limit=30)[-1]
    seat = game.pending(state)[0]
    names = [f"c{i}" for i in range(6)]
    worth = {"c0": 0.3, "c1": 0.1, "c2": 0.9, "c3": 0.2, "c4": 0.6, "c5": 0.0}
    played: list[str] = []

    def playout(_game, _deal, _seat, action, _rng, _budget):
        played.append(action)
        return worth[action]

    monkeypatch.setattr(search, "_candidates", lambda *_args: list(names))
    monkeypatch.setattr(search, "_playout", playout)
    wide = Budget(candidates=6, deals=5, screen=2, keep=2, margin=0.0)
    assert expert(game, state, seat, Rng(1), wide) == "c2"
    assert len(played) == 6 * 2 + 3 * 5
    assert set(played[12:]) == {"c0", "c2", "c4"}, "the smart pick and the two best others go on"
    played.clear()
    assert expert(game, state, seat, Rng(1), Budget(candidates=6, deals=5, margin=0.0)) == "c2"
    assert len(played) == 6 * 5, "without screening every candidate gets every deal"


def test_a_bigger_table_gets_fewer_deals_where_the_budget_says_so():
    """Proponi's playouts grow with the table: past `crowd` players the deals shrink in proportion (never
    under 2), so a 5- or 6-player decision stays within the CPU budget; other games are unchanged."""
    proponi = budget_of("proponi")
    assert [proponi.deals_for(n) for n in (3, 4, 5, 6)] == [30, 30, 24, 20]
    assert Budget(deals=3, crowd=2).deals_for(6) == 2
    assert all(budget_of(key).deals_for(6) == budget_of(key).deals for key in ("qube", "moonbots", "century"))


def test_century_s_position_value_predicts_the_final_vp_better_than_the_vp_held():
    """The fitted value (engines/century/ai.py, VALUE_WEIGHTS) on smart games it was not fitted on (other
    seeds): its squared error on the final VP, from rounds II to VI, well under that of the VP held."""
    from engines.century.ai import VALUE_WEIGHTS, predicted_vp, value_samples

    game = GAMES["century"]
    fitted = held = 0.0
    for seed in range(5001, 5013):
        rows = value_samples(game, 4, seed)
        for rnd, features, final in rows:
            if rnd in VALUE_WEIGHTS:
                fitted += (sum(w * x for w, x in zip(VALUE_WEIGHTS[rnd], features)) - final) ** 2
                held += (features[1] - final) ** 2
    assert fitted < 0.75 * held
    state = game.setup(3, 1)
    assert predicted_vp(state) == [0.0, 0.0, 0.0], "round I: no model, the VP held"


def test_fit_value_recovers_weights_that_make_the_rows():
    from engines.century.ai import fit_value

    rng = Rng(4)
    rows = []
    for _ in range(200):
        features = [1.0, rng.randrange(30), rng.randrange(10), rng.randrange(5)]
        rows.append((features, 3.0 + 1.5 * features[1] - 2.0 * features[2] + 0.5 * features[3]))
    assert [round(w, 2) for w in fit_value(rows, ridge=0.0)] == [3.0, 1.5, -2.0, 0.5]


def positions_valued(monkeypatch, when: str) -> list[int]:
    """The `when` ("round", "year") of every position the search values from now on (it still values them)."""
    from engines import search

    valued: list[int] = []
    real = search._position

    def position(g, s, me, budget):
        valued.append(s[when])
        return real(g, s, me, budget)

    monkeypatch.setattr(search, "_position", position)
    return valued


def test_a_playout_stops_where_the_budget_cuts_it_and_a_finished_one_is_worth_its_margin(monkeypatch):
    """Century's search: a playout from round I stops as round III starts and is valued there; with
    `smooth`, a playout played to the end is worth the likelihood of its final lead, not 1 or 0."""
    from engines import search

    game = GAMES["century"]
    state = decisions(game, 3, 2, every=1, limit=5)[0]
    seat = game.pending(state)[0]
    valued = positions_valued(monkeypatch, "round")
    century = budget_of("century")
    worth = search._playout(game, state, seat, game.actions(state, seat)[0].id, Rng(3), century)
    assert state["round"] == 1 and valued == [3] and 0 < worth < 1
    late = decisions(game, 3, 2, every=1, limit=2000)[-1]
    valued.clear()
    worth = search._playout(game, late, game.pending(late)[0], game.actions(late, game.pending(late)[0])[0].id,
                            Rng(3), century)
    assert valued == [6] and 0 < worth < 1, "played to the end, valued by its final lead"


def test_bot_factory_s_expert_looks_less_far_with_a_big_hand(monkeypatch):
    """With many projects and parts in hand the smart AI's own look-ahead is slow, and 10-move playouts of
    it cost 0.7-1.5 s of CPU per decision (solo games that drag on): the playouts shorten there."""
    from engines.botfactory import ai, engine

    game = GAMES["botfactory"]
    state = decisions(game, 1, 6, every=1, limit=3)[0]
    seat = game.pending(state)[0]
    assert ai.expert_budget(state, seat) == budget_of("botfactory")
    state["projects"][seat] = state["projects"][seat] + ["x"] * 6
    big = ai.expert_budget(state, seat)
    assert big.horizon == 4 and big.candidates == 2 and big.deals == 2
    used: list[Budget] = []
    monkeypatch.setattr(engine, "expert", lambda _game, _state, _seat, _rng, budget: used.append(budget) or "x")
    game.ai(state, seat, Rng(1), "expert")
    assert used == [big]


def test_proponi_s_position_value_predicts_the_final_score_better_than_the_coins_held():
    """The fitted value (engines/proponi/ai.py, VALUE_WEIGHTS) on smart games it was not fitted on (other
    seeds): at each year's start from year 3, its squared error on the final score well under that of the
    score held (coins and the bonus of the cubes on installed systems)."""
    from engines.proponi import flow
    from engines.proponi.ai import predicted_scores

    game = GAMES["proponi"]
    fitted = held = 0.0
    for players, seed in [(p, s) for p in (3, 5) for s in range(6001, 6007)]:
        state, rng, rows = game.setup(players, seed), Rng(seed), []
        while pending := game.pending(state):
            if state["phase"] == "play" and state["year"] >= 3 and state["year"] not in {y for y, _, _ in rows}:
                rows.append((state["year"], predicted_scores(state), flow.scores(state)))
            game.apply(state, pending[0], game.ai(state, pending[0], rng, "smart"))
        if state["broke"]:
            continue
        final = flow.scores(state)
        for _, predicted, now in rows:
            fitted += sum((p - f) ** 2 for p, f in zip(predicted, final, strict=True))
            held += sum((n - f) ** 2 for n, f in zip(now, final, strict=True))
    assert 0 < fitted < 0.25 * held


def test_proponi_s_search_stops_as_the_year_after_next_starts_and_an_empty_purse_is_worth_nothing(monkeypatch):
    """A playout from year 1 stops as year 3 starts and is valued there (between 0 and 1); a game that
    ended with the purse empty is worth nothing to the seat, whatever its coins."""
    from engines import search
    from engines.proponi.ai import expert_budget

    game = GAMES["proponi"]
    state = decisions(game, 5, 2, every=1, limit=12)[-1]
    seat = game.pending(state)[0]
    real = search._position
    valued = positions_valued(monkeypatch, "year")
    budget = expert_budget(state, seat)
    worth = search._playout(game, state, seat, game.actions(state, seat)[0].id, Rng(3), budget)
    assert state["year"] == 1 and valued == [3] and 0 < worth < 1
    broke = game.load(game.dump(state))
    broke.update(over=True, broke=True, winners=[])
    broke["coins"][seat] = 20
    assert real(game, broke, seat, budget) < 0.001
    broke["broke"] = False
    assert real(game, broke, seat, budget) > 0.99, "the same coins when the purse lasted: a clear lead"


@pytest.mark.parametrize("players", [2, 4])
def test_bot_factory_s_expert_plays_a_worker_out_through_the_next_round_s_action(players):
    """A worker placed is valued once the seat has acted on its board and then placed and acted once more
    in the next round (the others placing and acting before it), not at once nor after a fixed number of
    moves: what this round's choice sets up shows in the next round."""
    from engines.botfactory import ai

    game = GAMES["botfactory"]
    assert budget_of("botfactory").cut is ai.next_turn_over
    state, rng = game.setup(players, 11), Rng(11)
    while not (state["phase"] == "place" and state["round"] == 2):
        game.perform(state, game.pending(state)[0], game.ai(state, game.pending(state)[0], rng, "smart"))
    others_left = []
    for _ in range(players):  # each seat's placement in turn
        deal, now, seat = game.load(game.dump(state)), game.load(game.dump(state)), state["current"]
        last, acted = None, set()
        while not ai.next_turn_over(deal, now):
            last = game.pending(now)[0]
            if last == seat and now["phase"] == "act":
                acted.add(now["round"])
            game.perform(now, last, game.ai(now, last, rng, "smart"))
        assert last == seat, "the seat's own action ends the playout"
        assert acted == {2, 3}, "it acted in this round and in the next"
        assert (now["round"], now["phase"]) in ((3, "act"), (4, "place")) and not now["standing"][seat]
        others_left.append([who for who in now["queue"] if now["phase"] == "act" and who.isdigit()])
        game.perform(state, seat, game.ai(state, seat, rng, "smart"))
    assert any(others_left), "a seat acting before others stops before they act"
    later = game.load(game.dump(state))
    later["round"] += 1
    assert not ai.next_turn_over(state, later), "the next round's placing is played out"
    later["round"] += 1
    assert ai.next_turn_over(state, later), "at the latest, as the round after next begins"


def test_bot_factory_s_solo_expert_counts_the_promise_of_its_two_best_projects_only():
    """Alone, `worth` makes every project in hand look like a gain and the expert hoarded them (games
    dragged to the last round far below the target): its value counts the promise of the two most
    promising projects only, a third is the -2 it scores. With others at the table, each seat's `worth`."""
    from engines.botfactory import ai, data

    game = GAMES["botfactory"]
    solo = decisions(game, 1, 6, every=1, limit=3)[0]
    yellow = [p for p, tile in data.PROJECTS.items() if tile["colour"] == "y"]
    solo["projects"][0] = yellow[:2]
    two, worth_two = ai.expert_value(game, solo)[0], ai.worth(solo, 0)
    solo["projects"][0] = yellow[:3]
    assert ai.worth(solo, 0) > worth_two, "to the smart AI a third project is a gain"
    assert ai.expert_value(game, solo)[0] == pytest.approx(two - 2), "to the solo expert it costs its -2"
    table = decisions(game, 3, 6, every=1, limit=3)[0]
    assert ai.expert_value(game, table) == [ai.worth(table, seat) for seat in range(3)]
