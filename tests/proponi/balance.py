"""Balance figures from self-play: `python -m tests.proponi.balance [games per table] [section ...]`.

Sections (all by default): "difficulty" (each difficulty and the hardest settings at 3-6 players),
"variants" (difficulty 1 and 3 with no variant, Tornaconto, Concorrenza Spietata), "smart" (one
smart seat against random ones). Smart AI at every seat but in "smart": how often the building goes
broke (everybody loses), the average length in years, and the wins by seat, by place in the first
year's order and by place in the last year's order (ties count as a share; only games with a winner).
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from tests.proponi.playout import Result, run

HARDEST = {"start_at_5": True, "permanent_gears": True, "tenth_year": True}
VARIANTS = {"no variant": {}, "Tornaconto": {"tornaconto": True}, "Concorrenza": {"concorrenza": True}}


def _smart(players: int, options: dict, seed: int) -> Result:
    return run(players, seed, ("smart",) * players, check=False, **options)


def measure(players: int, games: int, label: str, **options) -> str:
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(partial(_smart, players, options), range(games), chunksize=10))
    by_seat, by_place, by_last = [0.0] * players, [0.0] * players, [0.0] * players
    for result in results:
        for seat in result.winners:
            share = 1 / len(result.winners)
            by_seat[seat] += share
            by_place[(seat - result.first) % players] += share
            by_last[(seat - result.last_first) % players] += share
    won = games - sum(r.broke for r in results)
    shared = sum(len(r.winners) > 1 for r in results)
    worst = max(by_seat) / (won / players) if won else 0.0
    years = sum(r.years for r in results) / games
    broke = 100 * (games - won) / games
    return (f"{label}, {players} players, {games} games: broke {broke:.0f}%, {years:.1f} years on average; "
            f"{shared} of {won} won games shared; wins by seat {[round(w) for w in by_seat]} "
            f"(best {worst:.2f}x fair); by first-year place {[round(w) for w in by_place]}; "
            f"by last-year place {[round(w, 1) for w in by_last]}")


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


def main(count: int, sections: list[str]) -> None:
    if "difficulty" in sections:
        for difficulty in (1, 2, 3):
            for players in range(3, 7):
                print(measure(players, count, f"difficulty {difficulty}", difficulty=difficulty), flush=True)
        for players in range(3, 7):
            print(measure(players, count, "difficulty 3 + the three harder settings", difficulty=3, **HARDEST),
                  flush=True)
    if "variants" in sections:
        for difficulty in (1, 3):
            for name, options in VARIANTS.items():
                for players in range(3, 7):
                    print(measure(players, count, f"difficulty {difficulty}, {name}", difficulty=difficulty,
                                  **options), flush=True)
    if "smart" in sections:
        for players in range(3, 7):
            print(smart_against_random(players, count), flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200, sys.argv[2:] or ["difficulty", "variants", "smart"])
