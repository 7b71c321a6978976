"""The shape of Bot Factory's view (`GAME.view(state, seat_or_None)`): its keys and their types, checked
against real games by tests/test_contract.py. What each key means is in VIEW.md beside this file."""

from __future__ import annotations

from typing import Any, TypedDict


class BotFactoryView(TypedDict, total=False):
    """Bot Factory's view (the keys after "a seat's own view only" are in that view alone)."""

    boards: list[Any]
    columns: dict[str, Any]
    contracts: list[Any]
    current: int | None
    deck: int
    discards: dict[str, Any]
    display: list[Any]
    ending: bool
    game: str
    log: list[Any]
    marker: str
    over: bool
    phase: str
    players: int
    pool: dict[str, Any]
    project_discard: int
    projects: dict[str, Any]
    queue: list[Any]
    round: int
    sandra: list[Any]
    scores: list[Any]
    seats: list[Any]
    solo_target: int | None
    spares: list[Any]
    stacks: dict[str, Any]
    stage: str | None
    summary: str
    supply: int
    track: dict[str, Any]
    turn: int
    universal: list[Any]
    values: dict[str, Any]
    vilela: list[Any] | None
    vilela_robots: list[Any]
    waiting_for: list[Any]
    wheel: list[Any]
    winners: list[Any]
    workers: list[Any]
    # a seat's own view only
    hand: list[Any]
    viewer: int  # whose view it is (the picture marks "you")
