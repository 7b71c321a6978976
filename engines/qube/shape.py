"""The shape of Qube Attack's view (`GAME.view(state, seat_or_None)`): its keys and their types, checked
against real games by tests/test_contract.py. What each key means is in VIEW.md beside this file."""

from __future__ import annotations

from typing import Any, TypedDict


class QubeView(TypedDict, total=False):
    """Qube Attack's view (the keys after "a seat's own view only" are in that view alone)."""

    action: int
    cubes: list[Any]
    current: int | None
    first: int
    gains: list[Any]
    game: str
    goal: int
    holders: dict[str, Any]
    lost: list[Any]
    options: dict[str, Any]
    orbits: list[Any]
    out: list[Any]
    over: bool
    planets: list[Any]
    players: int
    reserve: list[Any]
    round: int
    scores: list[Any]
    selected: int | None
    summary: str
    turn: int
    winners: list[Any]
    # a seat's own view only
    hand: list[Any]
    viewer: int  # whose view it is (the picture marks "you")
