"""Qube smart AI speed, old against new: `python tools/qube_ai_speed.py OLD_ROOT NEW_ROOT [rounds]`.

Each root is a checkout of the project (e.g. `git archive 3a68b11 | tar -x -C /tmp/qube-old`). The
same smart self-play games (2-6 players, a few seeds each) are played by each root's code in a process
of its own, the roots taking turns round after round so that the machine's load weighs on both alike;
one process at a time. Prints the smart moves (every choice of the games) per CPU second of each run,
the ratio, and the load average.
"""

from __future__ import annotations

import os
import subprocess
import sys

SEEDS = (11, 12, 13, 14)
PLAYERS = (2, 3, 4, 5, 6)

_GAMES = """
import sys, time
from engines.base import Rng
from engines.qube import GAME
choices = 0
cpu = time.process_time()
for players in PLAYERS:
    for seed in SEEDS:
        state = GAME.setup(players, seed, {})
        rng = Rng(seed ^ 0x5EED)
        while pending := GAME.pending(state):
            GAME.perform(state, pending[0], GAME.ai(state, pending[0], rng, "smart"))
            choices += 1
print(choices, time.process_time() - cpu)
"""


def run(root: str) -> tuple[int, float]:
    """(choices, CPU seconds) of the games played by the code under `root`."""
    code = f"PLAYERS, SEEDS = {PLAYERS!r}, {SEEDS!r}\n" + _GAMES
    env = dict(os.environ, PYTHONPATH=root)
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True, capture_output=True,
                         text=True).stdout.split()
    return int(out[0]), float(out[1])


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    games = len(PLAYERS) * len(SEEDS)
    totals = {old: [0, 0.0], new: [0, 0.0]}  # moves, CPU seconds
    for turn in range(rounds):
        rate = {}
        for root in (old, new) if turn % 2 == 0 else (new, old):
            choices, cpu = run(root)
            totals[root][0] += choices
            totals[root][1] += cpu
            rate[root] = choices / cpu
            print(f"  {root}: {games} games, {choices} moves, {cpu:.1f} CPU s, {choices / cpu:,.0f} moves/s",
                  flush=True)
        print(f"round {turn + 1}: old {rate[old]:,.0f}, new {rate[new]:,.0f} moves/CPU s, "
              f"x{rate[new] / rate[old]:.2f}; load average {os.getloadavg()[0]:.1f}", flush=True)
    (old_moves, old_cpu), (new_moves, new_cpu) = totals[old], totals[new]
    print(f"all rounds: old {old_moves / old_cpu:,.0f}, new {new_moves / new_cpu:,.0f} moves/CPU s, "
          f"x{new_moves / new_cpu / (old_moves / old_cpu):.2f}")


if __name__ == "__main__":
    main()
