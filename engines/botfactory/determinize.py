"""A Bot Factory game as one seat may know it (see `Game.determinize`): the four part stacks, the
project deck and Vilela's board tiles are face down, so each is shuffled again (what is in them is
public: every tile out of them is face up somewhere); the random generator is replaced. Nothing else
is hidden: no seat holds anything the others can't see."""

from __future__ import annotations

import json

from engines.base import Rng

State = dict


def determinize(s: State, seat: int, rng: Rng) -> State:
    d = json.loads(json.dumps(s))
    for pile in (*d["stacks"].values(), d["deck"], d["vilela_tiles"]):
        pile.sort()
        rng.shuffle(pile)
    d["rng"] = rng.next64()
    return d
