"""A 20th Century game as one seat may know it (see `Game.determinize`).

Hidden from a seat: the order of the land and technology stacks (what each era's stack holds is known:
every tile out of it was shown), which catastrophes lie in the unseen stack (one per round, drawn from
its era's cards), the other seats' standing orders (a limit, the technology planned, limits given
ahead: that a seat has given one is public, its value is not) and the random generator.

Coins and science are secret in the rules, but every change to them is public (the start holdings,
incomes on the seats' boards, prices paid, bids won, consolations): a seat that follows the game knows
them, so they are kept. The limits re-dealt stay within what the seat holds (what a limit can do)."""

from __future__ import annotations

import json

from engines.base import Rng
from engines.century import data
from engines.century.state import min_price

State = dict


def determinize(s: State, seat: int, rng: Rng) -> State:
    d = json.loads(json.dumps(s))
    for stacks in d["stacks"].values():
        for era in sorted(stacks):
            stacks[era].sort()
            rng.shuffle(stacks[era])
    _catastrophes(d, rng)
    auction = d["phase"] == "auction"
    low = min_price(d) if auction and d["round"] <= data.FULL_ROUNDS else 0
    budget = "coins" if auction else "science"
    for key, order in sorted(d["orders"].items()):
        if key != str(seat) and isinstance(order, int):
            d["orders"][key] = _limit(rng, low, d["p"][int(key)][budget])
    for key, plan in sorted(d["plans"].items()):
        if key != str(seat) and plan != "none":
            d["plans"][key] = rng.choice(sorted(d["tech"]) or [plan])
    for key, ahead in sorted(d["ahead"].items()):
        if key != str(seat):
            for tile, order in sorted(ahead.items()):
                if isinstance(order, int):
                    ahead[tile] = _limit(rng, low, d["p"][int(key)]["coins"])
    d["rng"] = rng.next64()
    return d


def _limit(rng: Rng, low: int, held: int) -> int:
    return low + rng.randrange(max(held, low) - low + 1)


def _catastrophes(d: State, rng: Rng) -> None:
    """Each unseen card again from its era's cards, never one already shown this game."""
    shown = {d["catastrophe"]["name"]} if d["catastrophe"] else set()
    for era in sorted({card["era"] for card in d["catastrophes"]}):
        names = sorted(set(data.CATASTROPHES[era]) - shown)
        rng.shuffle(names)
        for card in d["catastrophes"]:
            if card["era"] == era:
                card["name"] = names.pop()
