"""An AI seat can take over from any reachable state (issue 15).

A "person" plays random micro-steps: half of them uniformly among every action offered (going back,
passing, ending a turn early, opening an executive action before the main one, answering a reaction
window or changing a standing order), the others as an AI of a random level would, so the game moves
on. At every state the person reaches, each pending seat is handed to the AI at every level: the AI
must return one of the seat's legal action ids, without raising and without changing the state. At a
random moment everybody resigns and AI seats of random levels play the game to its end.

`python -m tests.support.takeover GAME EPISODES [FIRST_SEED]` runs many more episodes than the test
suite does, on both cores, and prints each failing episode with its seed (to hunt for bugs).
"""

from __future__ import annotations

import json
import sys
import traceback
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial

from engines import GAMES
from engines.base import Game, Rng
from tests.support.playouts import MOVE_CAP, check_actions, drive

# The levels these episodes hand seats to: the expert (core.table.AI_LEVELS) searches over the smart AI's
# playouts, hundreds of times its time, so it is taken over by tests/test_expert.py and tests/e2e alone.
AI_LEVELS = ("smart", "random")

Where = Callable[[object], list[str]]  # the situations a state is in (for the coverage count)


@dataclass
class Tally:
    states: int = 0  # states at which every pending seat was handed to the AI
    decisions: Counter = field(default_factory=Counter)  # AI decisions checked, per level
    situations: Counter = field(default_factory=Counter)  # states checked, per situation
    finished: int = 0  # games the AI played to their end after everybody resigned

    def add(self, other: Tally) -> Tally:
        self.states += other.states
        self.decisions += other.decisions
        self.situations += other.situations
        self.finished += other.finished
        return self


def serialised(game: Game, state: object) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def check_takeover(game: Game, state: object, seed: int, tally: Tally, where: Where | None = None) -> None:
    """Every pending seat, at every AI level, gets a legal action id, and the state stays as it was."""
    before = serialised(game, state)
    for seat in game.pending(state):
        legal = {a.id for a in check_actions(game, state, seat)}
        for level in AI_LEVELS:
            choice = game.ai(state, seat, Rng(seed ^ (seat * 7919 + tally.states)), level)
            assert choice in legal, f"seed {seed}: seat {seat} ({level}) chose {choice!r}, not one of {sorted(legal)}"
            assert serialised(game, state) == before, f"seed {seed}: the {level} AI changed the state"
            game.apply(game.load(json.loads(before)), seat, choice)  # not refused, as the table would
            tally.decisions[level] += 1
    tally.states += 1
    for name in where(state) if where else ():
        tally.situations[name] += 1


def person_step(game: Game, state: object, rng: Rng) -> None:
    """One micro-step by a person: any pending seat, any of its actions (half the time: whatever is
    offered applies, issue 29), else as an AI would."""
    pending = game.pending(state)
    seat = pending[rng.randrange(len(pending))]
    if rng.randrange(2):
        game.apply(state, seat, rng.choice(game.actions(state, seat)).id)
        return
    game.apply(state, seat, game.ai(state, seat, rng, rng.choice(AI_LEVELS)))


def options(game: Game, rng: Rng) -> dict:
    """Random values for the options that change how a game flows (switches and listed choices);
    numbers keep their defaults."""
    return {o.name: rng.choice(list(o.choices or (False, True))) for o in game.options
            if o.choices or isinstance(o.default, bool)}


def episode(game: Game, players: int, seed: int, mean_steps: int, where: Where | None = None) -> Tally:
    """A person's random micro-steps (about `mean_steps` of them, geometrically spread), the AI checked
    at each state reached; then everybody resigns and AI seats of random levels finish the game. Odd
    seeds play with random options, even seeds with the defaults."""
    rng, tally = Rng(seed * 31 + players), Tally()
    state = game.setup(players, seed, options(game, rng) if seed % 2 else None)
    for _ in range(MOVE_CAP):
        if not game.pending(state):
            break
        check_takeover(game, state, seed, tally, where)
        if rng.randrange(mean_steps) == 0:
            break
        person_step(game, state, rng)
    levels = tuple(rng.choice(AI_LEVELS) for _ in range(players))
    drive(game, state, levels, seed, check=lambda *_: None)  # a check, so each AI choice is checked legal
    assert game.outcome(state), f"seed {seed}: the game has no outcome"
    tally.finished += 1
    return tally


def episodes(game: Game, players: int, seeds: range, mean_steps: int, where: Where | None = None) -> Tally:
    total = Tally()
    for seed in seeds:
        total.add(episode(game, players, seed, mean_steps, where))
    return total


# ---- the long run that hunts for bugs -------------------------------------------------------------------


def _hunt(key: str, mean_steps: int, task: tuple[int, int]) -> tuple[int, int, str | None]:
    players, seed = task
    try:
        episode(GAMES[key], players, seed, mean_steps)
    except Exception:  # noqa: BLE001 - every failure is reported with its seed
        return players, seed, traceback.format_exc(limit=-4)
    return players, seed, None


def main(argv: list[str]) -> int:
    key, count = argv[0], int(argv[1])
    first = int(argv[2]) if len(argv) > 2 else 1
    mean_steps = int(argv[3]) if len(argv) > 3 else 200
    game = GAMES[key]
    tasks = [(players, seed) for seed in range(first, first + count)
             for players in range(game.min_players, game.max_players + 1)]
    failures = 0
    with ProcessPoolExecutor(max_workers=2) as pool:
        for players, seed, error in pool.map(partial(_hunt, key, mean_steps), tasks, chunksize=10):
            if error:
                failures += 1
                print(f"--- {key} {players} players, seed {seed}\n{error}", flush=True)
    print(f"{key}: {len(tasks)} episodes, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
