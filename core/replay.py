"""A game's past, replayed from its seed and move log: the public view (and the scores) after each
turn, for the history pages, the catch-up contact sheet, the final chart and the animated replay.
No discord, no PIL here; pure computation, meant to run in a worker thread."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

from core.store import Move
from engines.base import Game, IllegalAction

UNDO = "undo"  # a move row's action when its seat took back its last decision (the row has no events)


class Unreplayable(Exception):
    """The move log no longer replays under today's rules: the game began under earlier ones (its
    stored state plays on; only its past can't be worked out again). The move that failed is `n`."""

    def __init__(self, n: int) -> None:
        super().__init__(f"move {n} no longer replays under today's rules")
        self.n = n


def applied(game: Game, state: object, move: Move) -> None:
    """Apply a stored move again; `Unreplayable` when today's rules refuse it or can't read it."""
    try:
        game.apply(state, move.seat, move.action)
    except (IllegalAction, LookupError, ValueError) as error:
        raise Unreplayable(move.n) from error


def undo_pairs(moves: list[Move]) -> dict[int, int]:
    """Each undo row's number -> the number of the move it took back (the last one still standing)."""
    standing: list[int] = []
    pairs = {}
    for move in moves:
        if move.action == UNDO:
            if standing:
                pairs[move.n] = standing.pop()
        else:
            standing.append(move.n)
    return pairs


def effective(moves: list[Move]) -> list[Move]:
    """The moves that stand: without undo rows and the moves they took back."""
    gone = set(undo_pairs(moves).values())
    return [m for m in moves if m.action != UNDO and m.n not in gone]


def steps(game: Game, state: object, moves: list[Move]) -> Iterator[tuple[int, object]]:
    """Replay the rows in order, yielding (version, state) after each: a move is applied, an undo row
    puts back the state from before the move it took back."""
    pairs = undo_pairs(moves)
    taken_back = set(pairs.values())
    saved: dict[int, str] = {}
    for move in moves:
        if move.action == UNDO:
            if move.n in pairs:
                state = game.load(json.loads(saved.pop(pairs[move.n])))
        else:
            if move.n in taken_back:
                saved[move.n] = json.dumps(game.dump(state))
            applied(game, state, move)
        yield move.n, state


@dataclass
class Frame:
    """The game as it stood after `version` moves, when turn `turn` had just been completed (or the
    game had just begun or ended)."""

    version: int
    turn: int
    view: dict
    scores: list[float] | None


def frames(game: Game, players: int, seed: int, options: dict, moves: list[Move],
           every_move: bool = False, now: object = None) -> list[Frame]:
    """The start, then every move that completed a turn (or every move), and the last move. A game
    begun under earlier rules replays up to the first move today's rules refuse; then the last frame
    is the game as it stands `now` (its stored state; without it the frames end there)."""
    state = game.setup(players, seed, options)
    out = [Frame(0, game.turn(state), game.view(state, None), game.scores(state))]
    moves = effective(moves)
    for i, move in enumerate(moves):
        before = game.turn(state)
        try:
            applied(game, state, move)
        except Unreplayable:
            if now is not None:
                out.append(Frame(moves[-1].n, game.turn(now), game.view(now, None), game.scores(now)))
            return out
        if every_move or game.turn(state) != before or i == len(moves) - 1:
            out.append(Frame(move.n, game.turn(state), game.view(state, None), game.scores(state)))
    return out
