"""Balance figures from self-play: `python -m tests.proponi.balance [games per table]`.

For each difficulty and player count (and difficulty 3 with the three harder settings), smart AI at
every seat: how often the building goes broke (everybody loses), the average length in years, and the
wins by seat and by place in the first year's order (ties count as a share; only games with a
winner). Then one smart seat against random ones.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from tests.proponi.playout import Result, run

HARDEST = {"start_at_5": True, "permanent_gears": True, "tenth_year": True}


def _smart(players: int, options: dict, seed: int) -> Result:
    return run(players, seed, ("smart",) * players, check=False, **options)


def measure(players: int, difficulty: int, games: int, hardest: bool = False) -> str:
    options = {"difficulty": difficulty} | (HARDEST if hardest else {})
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(partial(_smart, players, options), range(games), chunksize=10))
    by_seat, by_place = [0.0] * players, [0.0] * players
    for result in results:
        for seat in result.winners:
            by_seat[seat] += 1 / len(result.winners)
            by_place[(seat - result.first) % players] += 1 / len(result.winners)
    won = games - sum(r.broke for r in results)
    worst = max(by_seat) / (won / players) if won else 0.0
    years = sum(r.years for r in results) / games
    label = " + the three harder settings" if hardest else ""
    broke = 100 * (games - won) / games
    return (f"difficulty {difficulty}{label}, {players} players, {games} games: broke {broke:.0f}%, "
            f"{years:.1f} years on average; wins by seat {[round(w) for w in by_seat]} (best {worst:.2f}x fair); "
            f"by first-year place {[round(w) for w in by_place]}")


def _one_smart(players: int, game: int) -> tuple[bool, float, bool]:
    smart = game % players
    levels = tuple("smart" if seat == smart else "random" for seat in range(players))
    result = run(players, 10_000 + game, levels, check=False)
    others = len([s for s in result.winners if s != smart]) / (players - 1)
    return smart in result.winners, others, result.broke


def smart_against_random(players: int, games: int) -> str:
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(partial(_one_smart, players), range(games), chunksize=10))
    smart = sum(r[0] for r in results)
    other = sum(r[1] for r in results)
    broke = sum(r[2] for r in results)
    return (f"{players} players, 1 smart + {players - 1} random, {games} games: the smart seat won {smart} "
            f"({100 * smart / games:.0f}%), a random seat {other:.1f} on average; broke {broke}")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for difficulty in (1, 2, 3):
        for players in range(3, 7):
            print(measure(players, difficulty, count), flush=True)
    for players in range(3, 7):
        print(measure(players, 3, count, hardest=True), flush=True)
    for players in range(3, 7):
        print(smart_against_random(players, count), flush=True)
