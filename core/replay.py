"""A game's past, replayed from its seed and move log: the public view (and the scores) after each
turn, for the history pages, the catch-up contact sheet, the final chart and the animated replay.
No discord, no PIL here; pure computation, meant to run in a worker thread."""

from __future__ import annotations

from dataclasses import dataclass

from core.store import Move
from engines.base import Game


@dataclass
class Frame:
    """The game as it stood after `version` moves, when turn `turn` had just been completed (or the
    game had just begun or ended)."""

    version: int
    turn: int
    view: dict
    scores: list[float] | None


def frames(game: Game, players: int, seed: int, options: dict, moves: list[Move],
           every_move: bool = False) -> list[Frame]:
    """The start, then every move that completed a turn (or every move), and the last move."""
    state = game.setup(players, seed, options)
    out = [Frame(0, game.turn(state), game.view(state, None), game.scores(state))]
    for i, move in enumerate(moves):
        before = game.turn(state)
        game.apply(state, move.seat, move.action)
        if every_move or game.turn(state) != before or i == len(moves) - 1:
            out.append(Frame(move.n, game.turn(state), game.view(state, None), game.scores(state)))
    return out
