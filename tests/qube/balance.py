"""Balance figures from smart-AI self-play: `python -m tests.qube.balance [games per count]`.

Prints, per player count, the average number of rounds to 64 and the wins by seat and by place
in the turn order (1st = the first player). Ties for the win count as a share.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from tests.qube.playout import Result, run


def _smart(players: int, seed: int) -> Result:
    return run(players, seed, ("smart",) * players, check=False)


def measure(players: int, games: int) -> str:
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(partial(_smart, players), range(games), chunksize=5))
    by_seat = [0.0] * players
    by_place = [0.0] * players
    for result in results:
        for seat in result.winners:
            by_seat[seat] += 1 / len(result.winners)
            by_place[(seat - result.first) % players] += 1 / len(result.winners)
    rounds = sum(r.rounds for r in results) / games
    fair = games / players
    worst = max(by_seat) / fair
    return (
        f"{players} players, {games} games: {rounds:.1f} rounds on average; "
        f"wins by seat {[round(w) for w in by_seat]} (best {worst:.2f}x fair); "
        f"by turn place {[round(w) for w in by_place]}"
    )


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for players in range(2, 7):
        print(measure(players, count), flush=True)
