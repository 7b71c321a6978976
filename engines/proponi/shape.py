"""The shape of Proponi's view (`GAME.view(state, seat_or_None)`): its keys and their types, checked
against real games by tests/test_contract.py. What each key means is in VIEW.md beside this file."""

from __future__ import annotations

from typing import Any, TypedDict


class ProponiView(TypedDict, total=False):
    """Proponi's view (the keys after "a seat's own view only" are in that view alone)."""

    board: list[Any]
    broke: bool
    card: int
    coins: list[Any]
    cubes: list[Any]
    current: int | None
    decks: dict[str, Any]
    emergency: list[Any]
    events: list[Any]
    first: int
    game: str
    gears: int
    hand_sizes: list[Any]
    health: list[Any]
    last_year: int
    options: dict[str, Any]
    over: bool
    phase: str
    placing: list[Any]
    players: int
    purse: int
    removed: list[Any]
    round: int
    scores: list[Any]
    step: str
    summary: str
    winners: list[Any]
    year: int
    # a seat's own view only
    hand: list[Any]
    viewer: int  # whose view it is (the picture marks "you")
