"""What every game's thousands-of-games playouts share: which AI level plays each seat, the pool
that spreads the games over both cores, and the check of a pending seat's action list."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import TypeVar

from engines.base import Game

ACTION_ID = re.compile(r"[a-z0-9:_.\-]{1,60}")
Result = TypeVar("Result")


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


def check_actions(game: Game, state: object, seat: int) -> list:
    """A pending seat has 1-25 actions with unique, well-formed ids and labels of at most 80 characters."""
    actions = game.actions(state, seat)
    assert 0 < len(actions) <= 25
    assert len({a.id for a in actions}) == len(actions)
    for action in actions:
        assert ACTION_ID.fullmatch(action.id) and 0 < len(action.label) <= 80, action
    return actions
