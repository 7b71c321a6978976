"""The engine contract, checked for every registered game (and the Tally test game)."""

import importlib
import json
import re
import types
import typing

import pytest

from engines import GAMES
from engines.base import Game, IllegalAction, Rng
from renderers import RENDERERS
from tests.support import tally

ALL_GAMES = {**GAMES, "tally": tally.GAME}
ACTION_ID = re.compile(r"[a-z0-9:_.\-]{1,60}")
MOVE_CAP = 20_000


def counts(game):
    return range(game.min_players, game.max_players + 1)


def checked_playout(game, players, seed, level="random"):
    """A whole game, checking the contract after every step; returns its end state and the actions taken."""
    state = game.setup(players, seed)
    rng, taken = Rng(seed + 1), []
    while pending := game.pending(state):
        for seat in pending:
            actions = game.actions(state, seat)
            assert actions, f"seat {seat} is pending without actions"
            assert len(actions) <= 25
            assert len({a.id for a in actions}) == len(actions), "action ids must be unique"
            for action in actions:
                assert ACTION_ID.fullmatch(action.id), action.id
                assert 0 < len(action.label) <= 80, action.label
        assert "hand" not in game.view(state, None)
        json.dumps(game.view(state, None))
        seat = pending[0]
        action = game.ai(state, seat, rng, level)
        game.apply(state, seat, action)
        taken.append((seat, action))
        assert len(taken) < MOVE_CAP, "the game does not end"
    outcome = game.outcome(state)
    assert outcome and "summary" in outcome and set(outcome["winners"]) <= set(range(players))
    assert outcome["winners"] or outcome.get("everybody_loses")  # only a game all can lose has no winner
    return state, taken


def replay(game, players, seed, taken, reload=False):
    """The same game again from its seed and actions; with `reload`, through JSON before every move,
    as the table does."""
    state = game.setup(players, seed)
    for seat, action in taken:
        if reload:
            state = game.load(json.loads(json.dumps(game.dump(state))))
        game.apply(state, seat, action)
    return json.loads(json.dumps(game.dump(state), sort_keys=True))


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_declared_shape(key):
    game = ALL_GAMES[key]
    assert game.key == key and game.title
    assert 1 <= game.min_players <= game.max_players <= 6
    assert game.resolve_options(None) == {o.name: o.default for o in game.options}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_game_has_a_renderer_a_cog_and_a_rules_page(key):
    assert key in RENDERERS
    assert hasattr(importlib.import_module(f"cogs.{key}"), "setup")
    assert GAMES[key].rules_page().startswith("# ")


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_random_playouts_keep_the_contract(key):
    game = ALL_GAMES[key]
    for players in counts(game):
        for seed in range(1, 6):
            checked_playout(game, players, seed)


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_same_seed_and_actions_give_the_same_game(key):
    game = ALL_GAMES[key]
    state, taken = checked_playout(game, game.max_players, 11)
    assert replay(game, game.max_players, 11, taken) == json.loads(json.dumps(game.dump(state)))


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_dump_and_load_lose_nothing_mid_game(key):
    game = ALL_GAMES[key]
    state, taken = checked_playout(game, game.min_players, 21)
    assert replay(game, game.min_players, 21, taken, reload=True) == json.loads(json.dumps(game.dump(state)))


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_an_illegal_action_is_refused_and_changes_nothing(key):
    game = ALL_GAMES[key]
    players = max(2, game.min_players)  # a solo game has no seat that is not pending
    state = game.setup(players, 3)
    before = json.dumps(game.dump(state), sort_keys=True)
    seat = game.pending(state)[0]
    other = next(s for s in range(players) if s not in game.pending(state))
    with pytest.raises(IllegalAction):
        game.apply(state, seat, "no-such-action")
    with pytest.raises(IllegalAction):
        game.apply(state, other, game.actions(state, seat)[0].id)
    assert json.dumps(game.dump(state), sort_keys=True) == before


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_running_scores_and_breakdowns_have_one_entry_per_seat_and_end_at_the_outcome(key):
    game = ALL_GAMES[key]
    players = game.max_players
    state = game.setup(players, 5)
    rng = Rng(6)
    while pending := game.pending(state):
        scores = game.scores(state)
        assert scores is None or (len(scores) == players and all(isinstance(v, int | float) for v in scores))
        game.apply(state, pending[0], game.ai(state, pending[0], rng, "random"))
    scores, parts = game.scores(state), game.breakdown(state)
    if scores is not None:
        assert scores == game.outcome(state)["scores"], "the chart must end where the final standings do"
    assert parts == [] or (len(parts) == players and all(isinstance(what, str) and "<s:" not in what
                                                         for seat in parts for what, _ in seat))
    if parts:  # the parts explain the final score: they add up to it
        assert [sum(points for _, points in seat) for seat in parts] == game.outcome(state)["scores"]


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_a_move_that_may_be_undone_revealed_nothing(key):
    """Whatever the engine lets a seat take back drew no randomness, put nothing new in anybody's hand
    and changed no other seat's hidden things: undoing it gives back no choice made with news."""
    game = ALL_GAMES[key]
    undoable = 0
    for players in (game.min_players, game.max_players):
        state = game.setup(players, 8)
        rng = Rng(9)
        while pending := game.pending(state):
            seat = pending[0]
            before = game.load(json.loads(json.dumps(game.dump(state))))
            action = game.ai(state, seat, rng, "random")
            game.apply(state, seat, action)
            if not game.undoable(before, state, seat, action):
                continue
            undoable += 1
            old, new = game.dump(before), game.dump(state)
            assert old.get("rng") == new.get("rng"), f"{action} drew from the random generator"
            for other in range(players):
                was, now = game.view(before, other).get("hand", []), game.view(state, other).get("hand", [])
                assert set(now) <= set(was) if other == seat else now == was, f"{action} showed a hidden thing"
    assert undoable > 0 or type(game).undoable is Game.undoable  # a game that allows undo allows some


# ---- what is offered is legal, and what is legal applies (issue 29) -----------------------------------


def _contract_games(key: str, sets: list[dict], seeds: range, smart_every: int, most: int | None = None) -> int:
    """Random and smart playouts over the option sets, the player counts taking turns; returns steps."""
    from tests.support.playouts import contract_playout, levels

    game, steps = ALL_GAMES[key], 0
    for n, (options, seed) in enumerate((o, s) for o in sets for s in seeds):
        players = game.min_players + n % (game.max_players - game.min_players + 1)
        steps += contract_playout(game, players, seed, options, levels(players, n, smart_every), most)
    return steps


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_every_offered_action_is_legal_and_applies(key):
    """At every step of random and smart playouts, over the games' option combinations (a spread of
    them: `-m hunt` plays them all), every action offered to a pending seat is legal and is not refused
    (three of them, drawn at random, applied at each step: `-m hunt` applies them all), and what was
    offered and is no longer is no longer legal."""
    from tests.support.playouts import option_sets

    sets = option_sets(ALL_GAMES[key], most=4)
    assert _contract_games(key, sets, range(1, 3), smart_every=3, most=3) > 50


@pytest.mark.hunt
@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_every_offered_action_is_legal_and_applies_over_many_games(key):
    """The contract over at least CONTRACT_HUNT_GAMES games of each game: every option combination at
    every player count, with random, smart and mixed seats, every offered action applied at every step."""
    from tests.support.playouts import CONTRACT_HUNT_GAMES, contract_playout, contract_schedule, option_sets

    game = ALL_GAMES[key]
    schedule = contract_schedule(game, option_sets(game), CONTRACT_HUNT_GAMES)
    every = len(option_sets(game)) * (game.max_players - game.min_players + 1)
    for level in ("random", "smart"):  # every option set at every player count, by random and by smart seats
        assert len({(tuple(sorted(o.items())), players) for o, players, seats in schedule if level in seats}) == every
    steps = sum(contract_playout(game, players, 100 + n, options, seats)
                for n, (options, players, seats) in enumerate(schedule))
    assert len(schedule) >= CONTRACT_HUNT_GAMES and steps > len(schedule)


def view_type(key):
    """The TypedDict the game's engine package names <Game>View (docs/ADDING_A_GAME.md)."""
    package = importlib.import_module(type(ALL_GAMES[key]).__module__.rsplit(".", 1)[0])
    return next(c for name, c in vars(package).items() if name.endswith("View") and isinstance(c, type))


def fits(value, hint) -> bool:
    if hint is typing.Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, option) for option in typing.get_args(hint))
    if origin is not None:
        return isinstance(value, origin)
    return isinstance(value, hint) and not (hint is int and isinstance(value, bool))


@pytest.mark.parametrize("key", sorted(ALL_GAMES))
def test_each_view_has_the_shape_its_engine_declares(key):
    """Every key of every view (public and each seat's) along random games is declared in the engine's
    <Game>View, with a value of the declared type."""
    game, hints = ALL_GAMES[key], typing.get_type_hints(view_type(key))
    for players in sorted({game.min_players, game.max_players}):
        state, rng = game.setup(players, 4), Rng(5)
        for _ in range(300):
            for seat in (None, *range(players)):
                view = game.view(state, seat)
                undeclared = set(view) - set(hints)
                assert not undeclared, f"{key}: view keys not in {view_type(key).__name__}: {undeclared}"
                wrong = {k: type(v).__name__ for k, v in view.items() if not fits(v, hints[k])}
                assert not wrong, f"{key}: view values of another type than declared: {wrong}"
            if not (pending := game.pending(state)):
                break
            game.apply(state, pending[0], game.ai(state, pending[0], rng, "random"))
