"""A Proponi game as one seat may know it (see `Game.determinize`).

Hidden from a seat: the other hands, the order of the resource, part and event piles, and the random
generator. Every resource card the seat can't see (the other hands and the resource pile: the discard
pile and its own hand are known) is dealt again, each other hand keeping its size (public). The part
and event piles are shuffled (what is in them is known by elimination: every part and event out of them
was shown). When another seat is in the middle of playing a card (its kind is in the step, not public),
the deal is drawn again until that seat holds such a card (and only that kind when the step came by
itself, which the table saw), and until the pile holds the same roles as before (a seat fetching a role
from it sees which it holds); after many draws the bound seat's hand is left as it was."""

from __future__ import annotations

import json

from engines.base import Rng
from engines.proponi import cards

State = dict
TRIES = 50


def determinize(s: State, seat: int, rng: Rng) -> State:
    d = json.loads(json.dumps(s))
    others = [o for o in range(d["players"]) if o != seat]
    step, actor = d["step"], d["actor"]
    bound = actor if actor != seat and "card" in step and step["kind"] in ("use", "rival") else None
    unseen = sorted(d["res"] + [c for o in others for c in d["hands"][o]])
    sizes = {o: len(d["hands"][o]) for o in others}
    for _ in range(TRIES):
        hands, pile = _deal(unseen, sizes, rng)
        if (bound is None or _fits(hands[bound], step)) and _roles(pile) == _roles(d["res"]):
            break
    else:  # keep the bound seat's hand, deal the rest (without a bound seat: the last deal stands)
        if bound is not None:
            rest = list(unseen)
            for card in d["hands"][bound]:
                rest.remove(card)
            hands, pile = _deal(rest, {o: n for o, n in sizes.items() if o != bound}, rng)
            hands[bound] = list(d["hands"][bound])
    for o in others:
        d["hands"][o] = hands[o]
    d["res"] = pile
    for face_down in ("parts", "events"):
        d[face_down].sort()
        rng.shuffle(d[face_down])
    for discards in ("parts_discard", "res_discard"):  # shown as counts: their order is not seen
        d[discards].sort()
    d["rng"] = rng.next64()
    return d


def _roles(pile: list[str]) -> set[str]:
    """The roles a pile holds: a seat searching it with a special card sees which (its choices say)."""
    return {cards.kind_of(c) for c in pile} & set(cards.ROLES)


def _fits(hand: list[str], step: dict) -> bool:
    kinds = {cards.kind_of(c) for c in hand}
    return step["card"] in kinds and (not step.get("only") or len(kinds) == 1)


def _deal(unseen: list[str], sizes: dict[int, int], rng: Rng) -> tuple[dict[int, list[str]], list[str]]:
    """The cards shuffled and dealt: each seat its number, the rest the pile."""
    cards_ = list(unseen)
    rng.shuffle(cards_)
    hands, at = {}, 0
    for o, n in sizes.items():
        hands[o], at = cards_[at:at + n], at + n
    return hands, cards_[at:]
