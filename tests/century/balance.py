"""Balance figures from AI self-play: `python -m tests.century.balance [games per count] [first seed]`.

Per player count: wins by seat and by place after the first start player (ties count as a share),
the average game length in actions and the average final VP; then strategy checks (one seat never
buys land, or never buys technology, the others smart) and smart against random.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from engines.base import Rng
from engines.century import GAME
from tests.century.playout import Result, run


def _smart(players: int, seed: int) -> Result:
    return run(players, seed, ("smart",) * players, check=False)


BLOCK = 200  # games in a block of fresh seeds, for the spread of the figures between blocks


def _places(results: list[Result], players: int) -> list[float]:
    """Shares of the win (%) by place after the first start player."""
    by_place = [0.0] * players
    for result in results:
        for seat in result.winners:
            by_place[(seat - result.first) % players] += 100 / len(result.winners) / len(results)
    return by_place


def measure(players: int, games: int, start: int = 0) -> str:
    """Smart self-play on seeds start..start+games-1; the wins by place with their spread: the
    lowest and highest share each place had over blocks of BLOCK games."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(partial(_smart, players), range(start, start + games), chunksize=10))
    by_seat = [0.0] * players
    for result in results:
        for seat in result.winners:
            by_seat[seat] += 1 / len(result.winners)
    fair = games / players
    places = _places(results, players)
    blocks = [_places(results[i:i + BLOCK], players) for i in range(0, games, BLOCK)]
    spread = [f"{min(b[p] for b in blocks):.0f}-{max(b[p] for b in blocks):.0f}" for p in range(players)]
    steps = sum(r.steps for r in results) / games
    vp = sum(sum(r.scores) for r in results) / games / players
    top = sum(max(r.scores) for r in results) / games
    land = sum(sum(r.land) for r in results) / games / players
    return (
        f"{players} players, {games} games (seeds {start}-{start + games - 1}): {steps:.0f} actions a game; "
        f"mean VP {vp:.1f}, winner {top:.1f}; {land:.1f} land tiles a region; wins by seat "
        f"{[round(w) for w in by_seat]} (best {max(by_seat) / fair:.2f}x fair); by place after the first start "
        f"player {[round(w, 1) for w in places]} % (best {max(places) * players / 100:.2f}x fair; per block of "
        f"{BLOCK}: {spread} %)"
    )


def _never_land(state: dict, ids: list[str]) -> str | None:
    if state["phase"] == "auction" and state["auction"]["step"] in ("choose", "limits", "bid"):
        return "withdraw" if "withdraw" in ids else None
    return None


def _never_tech(state: dict, ids: list[str]) -> str | None:
    return next((i for i in ("notech", "plan:none") if i in ids), None)


STRATEGIES = {"never buys land": _never_land, "never buys technology": _never_tech}


def _strategy_game(name: str, players: int, seed: int) -> float:
    """One seat (rotating) follows a one-sided strategy, the others are smart; its share of the win."""
    state, rng, odd = GAME.setup(players, seed), Rng(seed), seed % players
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        forced = STRATEGIES[name](state, [a.id for a in GAME.actions(state, seat)]) if seat == odd else None
        GAME.apply(state, seat, forced or GAME.ai(state, seat, rng, "smart"))
    winners = GAME.outcome(state)["winners"]
    return (odd in winners) / len(winners)


def _mixed_game(players: int, seed: int) -> float:
    levels = tuple(("smart", "random")[(seat + seed) % 2] for seat in range(players))
    result = run(players, seed, levels, check=False)
    return sum(levels[w] == "smart" for w in result.winners) / len(result.winners)


def shares(players: int, games: int) -> str:
    with ProcessPoolExecutor(max_workers=2) as pool:
        won = {name: sum(pool.map(partial(_strategy_game, name, players), range(games), chunksize=10))
               for name in STRATEGIES}
        smart = sum(pool.map(partial(_mixed_game, players), range(games), chunksize=10))
    smart_seats = sum(len(range(seed % 2, players, 2)) for seed in range(games)) / games
    strategies = "; ".join(f"a seat that {name} wins {w / games:.0%}" for name, w in won.items())
    return (
        f"{players} players (fair share {1 / players:.0%}): {strategies}; "
        f"smart seats ({smart_seats:.1f} a table) win {smart / games:.0%} against random ones"
    )


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    for n in range(3, 6):
        print(measure(n, count, first), flush=True)
    for n in range(3, 6):
        print(shares(n, count // 2), flush=True)
