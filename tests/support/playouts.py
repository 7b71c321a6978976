"""What every game's playouts share: how many games each tier plays, which AI level plays each seat,
and the check of a pending seat's action list.

Each playout checks its game's invariants after every step, so it must find any fault that shows in a
share p of games; N games miss it with probability (1 - p)^N. The default run plays PLAYOUT_GAMES per
player count: a fault in 1 % of games is missed 4.9 % of the time (0.99^300), one in 2 % of games
0.2 %, and every fault found so far showed in far more (they were found within the first hundred
games). The hunt (`pytest -m hunt`, by hand) plays HUNT_GAMES: a fault in 0.15 % of games is missed
5 % of the time. Games are played in the test's own process: pytest-xdist already spreads the
player counts over the cores, and a pool inside a worker only oversubscribes them."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

import pytest

from engines.base import Game, Rng

ACTION_ID = re.compile(r"[a-z0-9:_.\-]{1,60}")
MOVE_CAP = 20_000  # a game still running after this many actions counts as a failure
Result = TypeVar("Result")
Check = Callable[[object, int, int], None]  # (state, the seat that acted, actions so far)
PLAYOUT_GAMES = 300  # per player count, in the default run
HUNT_GAMES = 2_000  # per player count, in the hunt
SMART_EVERY = 30  # every 30th game has smart AI seats: 10 of the default run's 300
# The `games` parameter of a playout test: the default run's size, and the hunt's.
SIZES = [pytest.param(PLAYOUT_GAMES, id=f"{PLAYOUT_GAMES}-games", marks=pytest.mark.slow),
         pytest.param(HUNT_GAMES, id=f"{HUNT_GAMES}-games", marks=pytest.mark.hunt)]


def levels(players: int, game: int, smart_every: int = SMART_EVERY) -> tuple[str, ...]:
    """Random seats, except every `smart_every`-th game: all smart, or smart and random alternating."""
    if game % smart_every:
        return ("random",) * players
    if game % (2 * smart_every):
        return ("smart",) * players
    return tuple(("smart", "random")[seat % 2] for seat in range(players))


def play_many(play: Callable[[int, int], Result], players: int, games: int) -> list[Result]:
    """`play(players, game)` for games 0..games-1."""
    return [play(players, game) for game in range(games)]


def drive(game: Game, state: object, levels: tuple[str, ...], seed: int, check: Check | None = None,
          cap: int = MOVE_CAP) -> int:
    """Play `state` to its end with AI seats (`levels[seat]` is a seat's level), checking each pending
    seat's action list and, after every action, `check` (no checks when it is None). Returns the
    number of actions."""
    rng, steps = Rng(seed ^ 0x5EED), 0
    while pending := game.pending(state):
        seat = pending[0]
        choice = game.ai(state, seat, rng, levels[seat])
        if check:
            assert choice in {a.id for a in check_actions(game, state, seat)}
            game.apply(state, seat, choice)  # as the table does: refuses what the seat may not do
        else:
            game.perform(state, seat, choice)  # unchecked: an AI choice is taken to be legal
        steps += 1
        if check:
            check(state, seat, steps)
        assert steps < cap, f"seed {seed}: the game does not end within {cap} actions"
    return steps


def check_actions(game: Game, state: object, seat: int) -> list:
    """A pending seat has 1-25 actions with unique, well-formed ids and labels of at most 80 characters."""
    actions = game.actions(state, seat)
    assert 0 < len(actions) <= 25
    assert len({a.id for a in actions}) == len(actions)
    for action in actions:
        assert ACTION_ID.fullmatch(action.id) and 0 < len(action.label) <= 80, action
    return actions
