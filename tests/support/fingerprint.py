"""Fingerprints of seeded random playouts, for tests/test_engine_replay.py (issue 32: the engines made
quicker must play exactly as before). Each playout is hashed three ways: the moves taken, the stored form
of the final state (`json.dumps(game.dump(state))`, byte for byte, as the store writes it), and everything a
caller can read at every step (who is pending, each pending seat's actions with their labels, the events
and their stored form, every seat's view and prompt, the public view, the turn, the standing line, the
scores, the deadline, and at the end the outcome and the breakdown).

`python -m tests.support.fingerprint` writes tests/data/engine_replays.json from the code as it is."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from engines import GAMES
from engines.base import Game, Rng
from engines.i18n import to_data

FIXTURE = Path(__file__).resolve().parent.parent / "data" / "engine_replays.json"
GAME_KEYS = ("proponi", "botfactory", "century")
SEEDS = (1, 2, 3)
DETAILED_SEEDS = (1,)  # the seeds whose every step is hashed whole (the others: moves and final state)


def said(value: Any) -> str:
    """`value` (a string, a Msg, a list or dict of them) as JSON: its English and, for a Msg, its key and fields."""
    return json.dumps([str(value) if isinstance(value, str) else None, to_data(value)], default=repr)


def fingerprint(game: Game, players: int, seed: int, detailed: bool) -> dict[str, Any]:
    """One seeded random playout, as CLI `playout` plays it (`core.cli.playout`'s random generator)."""
    moves, steps = hashlib.sha256(), hashlib.sha256()
    state = game.setup(players, seed)
    rng = Rng(seed * 31 + 7)
    count = 0
    while True:
        pending = game.pending(state)
        if detailed:
            steps.update(said([pending, game.turn(state), game.standing(state), game.scores(state)]).encode())
            steps.update(said(game.view(state, None)).encode())
            for seat in range(players):
                steps.update(said(game.view(state, seat)).encode())
            for seat in sorted(set(pending)):
                steps.update(said([game.prompt(state, seat), game.deadline(state, seat),
                                   [(a.id, a.label, a.group) for a in game.actions(state, seat)]]).encode())
        if not pending:
            break
        seat = pending[0]
        action = game.ai(state, seat, rng, "random")
        events = game.apply(state, seat, action)
        count += 1
        stored = json.dumps(game.dump(state))
        moves.update(f"{seat}:{action};".encode())
        if detailed:
            steps.update(json.dumps([e.to_json() for e in events]).encode())
            steps.update(said([(e.text, e.seat, e.private) for e in events]).encode())
            steps.update(stored.encode())
            if json.dumps(game.dump(game.load(json.loads(stored)))) != stored:
                raise AssertionError(f"{game.key} step {count}: the state does not load back as it was stored")
    final = json.dumps(game.dump(state))
    end = said([game.outcome(state), [list(part) for part in game.breakdown(state)]])
    result = {"moves": count, "moves_sha": moves.hexdigest()[:20],
              "final_sha": hashlib.sha256(final.encode()).hexdigest()[:20],
              "end_sha": hashlib.sha256(end.encode()).hexdigest()[:20]}
    if detailed:
        result["steps_sha"] = steps.hexdigest()[:20]
    return result


def cases() -> list[tuple[str, int, int]]:
    return [(key, players, seed) for key in GAME_KEYS
            for players in range(GAMES[key].min_players, GAMES[key].max_players + 1) for seed in SEEDS]


def record() -> dict[str, dict[str, Any]]:
    return {f"{key}/{players}/{seed}": fingerprint(GAMES[key], players, seed, seed in DETAILED_SEEDS)
            for key, players, seed in cases()}


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    sys.stdout.write(f"wrote {FIXTURE}\n")
