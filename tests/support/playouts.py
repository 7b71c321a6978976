"""What every game's thousands-of-games playouts share: which AI level plays each seat, the pool
that spreads the games over both cores, and the check of a pending seat's action list."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import TypeVar

from engines.base import Game, Rng

ACTION_ID = re.compile(r"[a-z0-9:_.\-]{1,60}")
MOVE_CAP = 20_000  # a game still running after this many actions counts as a failure
Result = TypeVar("Result")
Check = Callable[[object, int, int], None]  # (state, the seat that acted, actions so far)


def levels(players: int, game: int, smart_every: int = 100) -> tuple[str, ...]:
    """Random seats, except every `smart_every`-th game: all smart, or smart and random alternating."""
    if game % smart_every:
        return ("random",) * players
    if game % (2 * smart_every):
        return ("smart",) * players
    return tuple(("smart", "random")[seat % 2] for seat in range(players))


def play_many(play: Callable[[int, int], Result], players: int, games: int) -> list[Result]:
    """`play(players, game)` for games 0..games-1, on two worker processes."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        return list(pool.map(partial(play, players), range(games), chunksize=50))


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
