"""The shape of 20th Century's view (`GAME.view(state, seat_or_None)`): its keys and their types, checked
against real games by tests/test_contract.py. What each key means is in VIEW.md beside this file."""

from __future__ import annotations

from typing import Any, TypedDict


class CenturyView(TypedDict, total=False):
    """20th Century's view (the keys after "a seat's own view only" are in that view alone)."""

    auction: dict[str, Any] | None
    catastrophe: dict[str, Any] | None
    catastrophes_left: int
    cost: int
    cost_track: list[Any]
    current: int | None
    disaster: dict[str, Any] | None
    final: list[Any]
    game: str
    garbage_supply: int
    land: list[Any]
    min_price: int | None
    over: bool
    phase: str
    players: int
    roman: str
    round: int
    scoring: dict[str, Any]
    seats: list[Any]
    start: int
    summary: str
    tech: list[Any]
    tech_price: int | None
    turn: int
    waiting: list[Any]
    winners: list[Any]
    # a seat's own view only
    hand: list[Any]
    money: dict[str, Any]
    orders: dict[str, Any]
    placing: dict[str, Any] | None
    viewer: int
