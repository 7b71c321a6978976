"""A Moon-Bots game as one seat may know it (see `Game.determinize`).

Hidden from a seat: the order of the pile, which secret weapon lies under each face-down card (in the
market, in the box, in the other seats' hands, in the pile) and the dice to come. What it knows: its own
weapons, the weapons used (face up), the removed cards of a 3-player game, and every part and upgrade
(they are all face up somewhere or, by elimination, in the pile). So the unseen weapons are dealt again
to the same face-down places, the pile is shuffled and the random generator is replaced."""

from __future__ import annotations

import json

from engines.base import Rng
from engines.moonbots.cards import CARDS

State = dict


def determinize(s: State, seat: int, rng: Rng) -> State:
    d = json.loads(json.dumps(s))
    market, pile, boxed = d["market"], d["pile"], d["boxed"]
    places: list[tuple[list, int]] = []  # (list, index) of every weapon the seat cannot see
    for row in market:
        places += [(row, col) for col, card in enumerate(row) if card and CARDS[card].kind == "weapon"]
    places += [(boxed, i) for i in range(len(boxed))]
    for robot in d["robots"]:
        if robot["owner"] != seat:
            places += [(robot["weapons"], i) for i in range(len(robot["weapons"]))]
    places += [(pile, i) for i, card in enumerate(pile) if CARDS[card].kind == "weapon"]
    unseen = sorted(where[i] for where, i in places)
    rng.shuffle(unseen)
    for (where, i), card in zip(places, unseen, strict=True):
        where[i] = card
    pile.sort()
    rng.shuffle(pile)
    d["rng"] = rng.next64()
    return d
