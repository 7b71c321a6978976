"""A record of AI-only games that later runs continue: `simulate --seats ... --record FILE` appends one
JSON line per finished game, and `simulate GAME --tally FILE` pools the games played by the AI code of
today into win shares with their Wilson intervals.

A sample of 200 games per player count is more CPU than one sitting has, so samples are added up
across sittings; that is honest only for games the same AI played. Every line carries a *fingerprint*:
a hash of the files that decide how the game's AI seats play —

- `engines/search.py` (the expert level: candidates, screening, playouts; each game's budget is in its ai.py),
- `engines/base.py` (the engine contract and `Rng`, whose numbers every level draws),
- every `engines/<game>/*.py` but `texts.py` (the game's rules, its smart AI, its determinize: a
  change of rules changes what the search plays out as much as a change of the AI does).

Only the game's own folder counts, so a change to one game's AI leaves the others' records standing;
`texts.py` holds the sentences players read, never a decision, and changes with every translation.
The simulate loop itself (core/cli.py) is left out: it picks seeds and seats, not moves, and each line
records both. The tally counts a game once per fingerprint, game, seed and seating (a seed gives the
same game each time: a sitting that replays seeds adds nothing).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from core.figures import percentile, wilson

ROOT = Path(__file__).resolve().parent.parent
LEFT_OUT = ("texts.py",)  # files of a game's folder that never decide a move
BUCKET_MS = 10  # CPU per decision is kept as a histogram of 10 ms buckets (pooled percentiles: the bucket's top)
# Fingerprints whose games count as another's: the files changed, no move did (at every player count, or
# only at the counts named). Each entry says what changed and the replays that showed it (recorded seeds played
# again by the new code: the same winners and the same number of decisions at each level).
@dataclass(frozen=True)
class Replayed:
    """An earlier fingerprint whose games today's code plays move for move: at `players` counts (empty: all)."""

    fingerprint: str
    players: tuple[int, ...] = ()

    def covers(self, recorded: str, players: int) -> bool:
        return recorded == self.fingerprint and (not self.players or players in self.players)


SAME_PLAY: dict[str, tuple[Replayed, ...]] = {
    # The expert's budgets moved verbatim from engines/search.py into each game's ai.py (session 5). Replayed:
    # qube 2, proponi 3, moonbots 4, botfactory 2 and century 3 players, seed 1 each: all identical.
    "7bac38460679": (Replayed("4110cb059d46"),),  # qube
    "f4969c052aeb": (Replayed("b79bd74ef7a4"),),  # moonbots
    "a3494b9594aa": (Replayed("7de1be8f6507"),),  # proponi
    "9dc8ead5db9d": (Replayed("fdc1ae3fe1e0"),),  # botfactory
    "57a47ebc9502": (Replayed("0dca223fa6ba"),),  # century
    # Moon-Bots' expert searches only the buys at 2 players (session 6); 3-4 players search every choice as
    # before (the new code path returns the same budget before drawing a number). Replayed: 4 players, seeds
    # 1-2 (expert in seats 1 and 2): the same winners and decisions (42 and 60 expert, 174 and 254 smart).
    "38e39b3de29a": (Replayed("a9eed31fd7c1", (3, 4)),),  # moonbots
    # Bot Factory's solo expert counts the promise of its two best projects only (session 8); with others at
    # the table it plays as before. Replayed: 2, 3 and 4 players, two games each (seeds 1-2, 300000-300001
    # and 1-2), and smart against easy at 2 and 4 (seeds 1-2): the same winners and decisions at each level.
    "2b32714e8974": (Replayed("de77c3f2b9e2", (2, 3, 4)),),  # botfactory
}


def fingerprint(key: str, root: Path = ROOT) -> str:
    """A hash (12 hex digits) of the source files that decide how `key`'s AI seats play."""
    files = [root / "engines" / "search.py", root / "engines" / "base.py"]
    files += sorted(p for p in (root / "engines" / key).glob("*.py") if p.name not in LEFT_OUT)
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def cpu_figures(times: list[float]) -> dict:
    """One level's CPU seconds per decision in one game: count, p50, p95 and max in ms, and a sparse
    histogram of BUCKET_MS buckets ({bucket index: decisions}) for pooling across games."""
    ms = sorted(1000 * t for t in times)
    if not ms:
        return {"n": 0}
    histogram = Counter(int(m // BUCKET_MS) for m in ms)
    return {"n": len(ms), "p50": round(percentile(ms, 50), 1), "p95": round(percentile(ms, 95), 1),
            "max": round(ms[-1], 1), "hist": {str(b): n for b, n in sorted(histogram.items())}}


def line(key: str, seed: int, levels: list[str], winners: list[int], cpu: dict[str, list[float]],
         code: str) -> dict:
    """The record of one finished game: who sat where at which level, who won, the CPU per decision."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"game": key, "players": len(levels), "seed": seed, "levels": levels, "winners": sorted(winners),
            "cpu_ms": {level: cpu_figures(times) for level, times in cpu.items()},
            "load": None if load is None else round(load, 2), "fingerprint": code,
            "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def append(path: Path, record: dict) -> None:
    """Adds one game's line to the record (made if missing); each line is written whole and flushed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(record, separators=(",", ":")) + "\n")
        out.flush()


def read(path: Path) -> list[dict]:
    """Every whole line of the record (a line cut short by a killed run is skipped)."""
    if not path.exists():
        return []
    found = []
    for text in path.read_text(encoding="utf-8").splitlines():
        try:
            found.append(json.loads(text))
        except json.JSONDecodeError:
            continue
    return found


def plays_as(recorded: str, code: str, players: int) -> bool:
    """Whether a game of `players` recorded under fingerprint `recorded` was played as `code` plays (SAME_PLAY)."""
    return recorded == code or any(alias.covers(recorded, players) for alias in SAME_PLAY.get(code, ()))


def next_seed(records: Iterable[dict], key: str, seats: list[str], code: str) -> int:
    """The first seed after every game already recorded for this game, seating and code (1 if none)."""
    seeds = [r["seed"] for r in records if r["game"] == key and plays_as(r["fingerprint"], code, len(seats))
             and sorted(r["levels"]) == sorted(seats)]
    return max(seeds, default=0) + 1


@dataclass
class Pool:
    """The games of one game, player count and set of levels, pooled."""

    games: int = 0
    wins: Counter = field(default_factory=Counter)
    seats: Counter = field(default_factory=Counter)
    cpu: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    loads: list[float] = field(default_factory=list)


def tally(records: Iterable[dict], code_of: Callable[[str], str], key: str | None = None) -> dict:
    """Pools the recorded games whose fingerprint is the current code's (`code_of(game)`), each
    (game, seed, seating) once, by game and seating; returns {(game, players, seating): Pool} and how
    many lines were left out as played by other code or repeated."""
    pools: dict[tuple[str, int, str], Pool] = defaultdict(Pool)
    seen: set[tuple] = set()
    stale = repeated = 0
    codes: dict[str, str] = {}
    for r in records:
        if key and r["game"] != key:
            continue
        if not plays_as(r["fingerprint"], codes.setdefault(r["game"], code_of(r["game"])), r["players"]):
            stale += 1
            continue
        ident = (r["game"], r["seed"], tuple(r["levels"]))
        if ident in seen:
            repeated += 1
            continue
        seen.add(ident)
        seating = ",".join(sorted(r["levels"], key=_level_order))
        pool = pools[(r["game"], r["players"], seating)]
        pool.games += 1
        pool.seats.update(r["levels"])
        pool.wins.update({level for s, level in enumerate(r["levels"]) if s in r["winners"]})
        for level, figures in r.get("cpu_ms", {}).items():
            pool.cpu[level].update({int(b): n for b, n in figures.get("hist", {}).items()})
        if r.get("load") is not None:
            pool.loads.append(r["load"])
    return {"pools": dict(pools), "stale": stale, "repeated": repeated}


def _level_order(level: str) -> tuple[int, str]:
    order = ("expert", "smart", "random")
    return (order.index(level) if level in order else len(order), level)


def pooled_percentile(histogram: Counter, share: float) -> float | None:
    """The `share` percentile of pooled CPU per decision, in ms: the top of the bucket it falls in."""
    total = sum(histogram.values())
    if not total:
        return None
    target, seen = min(total - 1, int(total * share / 100)), 0
    for bucket in sorted(histogram):
        seen += histogram[bucket]
        if seen > target:
            return float((bucket + 1) * BUCKET_MS)
    return None


def tally_lines(result: dict) -> list[str]:
    """One line per game, player count, seating and level: n, win share, Wilson 95 % interval, fair
    share, CPU per decision p50/p95 (pooled, to 10 ms) and the median load while it was played."""
    said = []
    for (game, players, seating), pool in sorted(result["pools"].items()):
        loads = sorted(pool.loads)
        load = f", load median {loads[len(loads) // 2]:.2f}" if loads else ""
        for level in dict.fromkeys(seating.split(",")):
            wins, n = pool.wins[level], pool.games
            low, high = wilson(wins, n)
            fair = pool.seats[level] / (n * players)
            p50, p95 = pooled_percentile(pool.cpu[level], 50), pooled_percentile(pool.cpu[level], 95)
            cpu = f"; CPU per decision p50 <= {p50:.0f} ms, p95 <= {p95:.0f} ms" if p50 is not None else ""
            said.append(f"{game} {players} players, seats {seating}: {level} won {wins} of {n} "
                        f"({100 * wins / n:.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%), "
                        f"fair share {100 * fair:.1f}%{cpu}{load}")
    said.append(f"left out: {result['stale']} games played by other code, {result['repeated']} repeated")
    return said
