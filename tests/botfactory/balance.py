"""Balance figures from AI self-play: `python -m tests.botfactory.balance [games per count]`.

Per player count: rounds on average, wins by seat and by place in the first round's turn order
(ties for the win count as a share); solo: how often the smart AI reaches the target; the
smart-vs-random win rate; and whether one strategy dominates: one seat that always stands on
Finance when it can ("Finance only"), or never does, against smart seats.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from engines.base import Rng
from engines.botfactory import GAME
from tests.botfactory.playout import Result, run


def _smart(players: int, seed: int) -> Result:
    return run(players, seed, ("smart",) * players, check=False)


def _biased(players: int, seed: int, finance: bool) -> bool:
    """Whether seat 0 wins when it goes to Finance whenever a Finance space is free (`finance`), or
    never goes there (not `finance`); everything else as the smart AI."""
    state = GAME.setup(players, seed)
    rng = Rng(seed)
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        choice = GAME.ai(state, seat, rng, "smart")
        if seat == 0 and state["phase"] == "place":
            choice = _steer([a.id for a in GAME.actions(state, seat)], choice, finance)
        GAME.apply(state, seat, choice)
    return 0 in state["winners"]


def _steer(spaces: list[str], choice: str, finance: bool) -> str:
    """The strongest free Finance space; or, instead of a Finance space, the first other free one."""
    on_finance = [a for a in spaces if a.startswith("go:3.")]
    elsewhere = [a for a in spaces if not a.startswith("go:3.")]
    if finance:
        return on_finance[-1] if on_finance else choice
    return elsewhere[0] if choice in on_finance and elsewhere else choice


def _versus(seed: int) -> int:
    levels = ("smart", "random") if seed % 2 else ("random", "smart")
    result = run(2, seed, levels, check=False)
    return int(result.winners == [levels.index("smart")])


def measure(players: int, games: int, pool: ProcessPoolExecutor) -> str:
    results = list(pool.map(partial(_smart, players), range(games), chunksize=5))
    rounds = sum(r.rounds for r in results) / games
    rounds_text = f"{rounds:.1f} rounds ({sum(r.by_rules for r in results) / games:.0%} ended by the rules)"
    if players == 1:
        reached = sum(bool(r.winners) for r in results)
        scores = sorted(r.scores[0] for r in results)
        return (f"1 player, {games} games: {rounds_text}; target reached {reached / games:.0%}; "
                f"median score {scores[games // 2]}, quartiles {scores[games // 4]}-{scores[3 * games // 4]}")
    by_seat, by_place = [0.0] * players, [0.0] * players
    for r in results:
        for seat in r.winners:
            by_seat[seat] += 1 / len(r.winners)
            by_place[r.order.index(seat)] += 1 / len(r.winners)
    fair = games / players
    best = sum(max(r.scores) for r in results) / games
    return (f"{players} players, {games} games: {rounds_text}, winner's score {best:.1f}; wins by seat "
            f"{[round(w) for w in by_seat]} (best {max(by_seat) / fair:.2f}x fair); by turn place "
            f"{[round(w) for w in by_place]} (best {max(by_place) / fair:.2f}x fair)")


def strategies(players: int, games: int, pool: ProcessPoolExecutor) -> str:
    only = sum(pool.map(partial(_biased, players, finance=True), range(games), chunksize=5))
    never = sum(pool.map(partial(_biased, players, finance=False), range(games), chunksize=5))
    return (f"{players} players: a Finance-only seat wins {only / games:.0%}, a never-Finance seat "
            f"{never / games:.0%} against smart seats (fair {1 / players:.0%})")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    with ProcessPoolExecutor(max_workers=2) as executor:
        for n in range(1, 5):
            print(measure(n, count, executor), flush=True)
        for n in range(2, 5):
            print(strategies(n, count, executor), flush=True)
        duels = list(executor.map(_versus, range(count), chunksize=5))
        print(f"smart vs random, 2 players: smart wins {sum(duels) / count:.0%} of {count}", flush=True)
