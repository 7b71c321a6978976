"""Balance figures from smart-AI self-play: `python -m tests.qube.balance [games] [option ...]`.

Prints, per player count, the average number of rounds to 64, how many games ended with one player
left on the board, and the wins by seat, by place in the turn order of round 1 (1st = the first
player) and by place in the last round (the last player moves just before the final scoring). Ties
for the win count as a share. Options are given by name and switched on, e.g. `rotate_first`.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from tests.qube.playout import Result, run


def _smart(players: int, options: dict, seed: int) -> Result:
    return run(players, seed, ("smart",) * players, check=False, options=options)


def measure(players: int, games: int, options: dict | None = None, workers: int = 1) -> str:
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(partial(_smart, players, options or {}), range(games), chunksize=5))
    by_seat = [0.0] * players
    by_place = [0.0] * players
    by_last_place = [0.0] * players
    for result in results:
        for seat in result.winners:
            share = 1 / len(result.winners)
            by_seat[seat] += share
            by_place[(seat - result.first) % players] += share
            by_last_place[(seat - result.last_first) % players] += share
    rounds = sum(r.rounds for r in results) / games
    fair = games / players
    return (
        f"{players} players, {games} games: {rounds:.1f} rounds on average; "
        f"{sum(r.knockout for r in results)} ended with one player left on the board; "
        f"wins by seat {[round(w) for w in by_seat]} (best {max(by_seat) / fair:.2f}x fair); "
        f"by place in round 1 {[round(w) for w in by_place]}; "
        f"by place in the last round {[round(w) for w in by_last_place]} "
        f"(last player {100 * by_last_place[-1] / games:.0f}% against a fair {100 / players:.0f}%)"
    )


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    chosen = {name: True for name in sys.argv[2:]}
    print(f"options: {chosen or 'the rulebook'}", flush=True)
    for players in range(2, 7):
        print(measure(players, count, chosen), flush=True)
