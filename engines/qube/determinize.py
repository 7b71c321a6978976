"""Qube Attack hides nothing and draws nothing after the set-up: a seat's determinization is the game
itself (a copy, with the unused random generator replaced all the same)."""

from __future__ import annotations

import copy

from engines.base import Rng


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    d = copy.deepcopy(state)
    d["rng"] = rng.next64()
    return d
