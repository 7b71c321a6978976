"""The shape of Moon-Bots's view (`GAME.view(state, seat_or_None)`): its keys and their types, checked
against real games by tests/test_contract.py. What each key means is in VIEW.md beside this file."""

from __future__ import annotations

from typing import Any, TypedDict


class MoonBotsView(TypedDict, total=False):
    """Moon-Bots's view (the keys after "a seat's own view only" are in that view alone)."""

    active_robot: int | None
    boxed: int
    costs: list[Any]
    duels: list[Any] | None
    final: Any | None
    game: str
    log: list[Any]
    market: list[Any]
    pile: int
    players: int
    reaction: dict[str, Any] | None
    removed: int
    robots: list[Any]
    round: int
    step: str
    turn: int
    used: list[Any]
    waiting_for: list[Any]
    winner: int | None
    winners: list[Any] | None
    # a seat's own view only
    hand: list[Any]
    orders: dict[str, Any]
    seat: int
