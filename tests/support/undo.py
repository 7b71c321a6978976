"""What the undo tests of the games with hidden things share: playouts that, for every decision the
engine lets a seat take back, deal the secret things again (the order of the face-down piles, the other
players' hands, the random generator) and play the same decision on that deal. An undoable decision
showed nothing secret, so its result as the seat and the table see it is the same on every deal where
it is undoable too. (On some deals what follows a decision by itself shows a secret: Sandra's turn
that follows turns a face-down tile, say. The engine refuses the undo there; on
the real deal it did not happen, so such a deal is not held against the decision.)"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engines.base import Game, IllegalAction, Rng

Redeal = Callable[[dict, int, Rng], None]  # (a copy of the state, the seat that decides, rng): deal it again
DEALS = 3  # new deals tried per decision


@dataclass
class Survey:
    undoable: Counter = field(default_factory=Counter)  # verb -> decisions that may be taken back
    refused: Counter = field(default_factory=Counter)  # verb -> decisions that may not
    telling: Counter = field(default_factory=Counter)  # verb -> refused decisions whose result a new deal changed


def copy(game: Game, state: object) -> dict:
    return game.load(json.loads(json.dumps(game.dump(state))))


def seen(game: Game, state: object, seat: int) -> tuple[dict, dict]:
    """What the seat and the table know of a state."""
    return game.view(state, seat), game.view(state, None)


def survey(game: Game, redeal: Redeal, games: list[tuple[int, int, str, dict]], verb: Callable[[str], str]) -> Survey:
    """Play each (players, seed, level, options) game out; check every undoable decision on new deals (the
    views after it are the same, its events say nothing privately) and count the decisions by
    `verb(action_id)`."""
    found = Survey()
    for players, seed, level, options in games:
        state, rng = game.setup(players, seed, options), Rng(seed)
        while pending := game.pending(state):
            seat = pending[0]
            before = copy(game, state)
            action = game.ai(state, seat, rng, level)
            events = game.apply(state, seat, action)
            name = verb(action)
            if not game.undoable(before, state, seat, action):
                found.refused[name] += 1
                found.telling[name] += _told(game, redeal, before, state, seat, action, Rng(seed + 1), deals=1)
                continue
            found.undoable[name] += 1
            assert not [e for e in events if e.private], f"{action} told a seat something privately"
            assert not _told(game, redeal, before, state, seat, action, Rng(seed + 1), undoable=True), \
                f"{action} (players {players}, seed {seed}) showed something a new deal changes"
    return found


def _told(game: Game, redeal: Redeal, before: dict, after: object, seat: int, action: str, rng: Rng,
          deals: int = DEALS, undoable: bool = False) -> bool:
    """Whether the decision's result, as the seat and the table see it, changes on one of `deals` new deals
    (with `undoable`, on one where the engine lets it be taken back too)."""
    known, result = seen(game, before, seat), seen(game, after, seat)
    for _ in range(deals):
        other = copy(game, before)
        redeal(other, seat, rng)
        assert seen(game, other, seat) == known, "the new deal changed what the seat knows"
        dealt = copy(game, other)
        try:
            game.apply(other, seat, action)
        except IllegalAction:
            return True  # what may be done depended on the deal
        if undoable and not game.undoable(dealt, other, seat, action):
            continue
        if seen(game, other, seat) != result:
            return True
    return False


def reshuffled(rng: Rng, *piles: list) -> list[list]:
    """The items of `piles` shuffled together and dealt back in piles of the same sizes."""
    items = [item for pile in piles for item in pile]
    rng.shuffle(items)
    dealt, start = [], 0
    for pile in piles:
        dealt.append(items[start:start + len(pile)])
        start += len(pile)
    return dealt
