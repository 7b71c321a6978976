"""The pictures Discord gets, drawn for a fixed set of views, kept as hashes so a change to the
renderers that should not move a pixel can be checked against them (tests/renderers/test_pieces.py).

Each game at its fewest and most players, in the middle of a game and at its end, in English and
German: the full table (public), the glance, and seat 0's own table. Regenerate the hashes (after a
change that is meant to change pictures) with `python -m tests.renderers.pictures_seen`."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from engines import GAMES
from engines.base import Rng
from engines.i18n import speaking
from renderers import MODULES

HASHES = Path(__file__).resolve().parent.parent / "data" / "picture_hashes.json"
SEED = 3
MID = 40  # random moves into a game for its middle


def states(key: str) -> Iterator[tuple[str, object]]:
    """(name, state) for each case of game `key`: fewest and most players, the middle and the end."""
    game = GAMES[key]
    for players in (game.min_players, game.max_players):
        state = game.setup(players, SEED)
        rng = Rng(SEED)
        steps = 0
        while (pending := game.pending(state)) and steps < MID:
            game.perform(state, pending[0], game.ai(state, pending[0], rng, "random"))
            steps += 1
        yield f"{players}p-mid", game.load(json.loads(json.dumps(game.dump(state))))
        while pending := game.pending(state):
            game.perform(state, pending[0], game.ai(state, pending[0], rng, "random"))
        yield f"{players}p-final", state


def state_players(game: object, state: object) -> int:
    """How many seats a game state has (every engine's state keeps it as "players")."""
    players = state["players"]  # type: ignore[index]
    return players if isinstance(players, int) else len(players)


def names(players: int) -> list[str]:
    return ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franz"][:players]


def pictures(key: str) -> Iterator[tuple[str, bytes]]:
    """(case, PNG) of every picture game `key` is checked with, and (case-views, the views' JSON):
    a picture that changed because its view did (a change to the rules or the AI) tells itself apart
    from one a renderer drew differently."""
    game, module = GAMES[key], MODULES[key]
    for case, state in states(key):
        public, own = game.view(state, None), game.view(state, 0)
        yield f"{case}-views", json.dumps([public, own], sort_keys=True, default=str).encode()
        seats = names(state_players(game, state))
        for locale in ("en", "de"):
            with speaking(locale):
                yield f"{case}-{locale}-table", module.render(public, seats)
                yield f"{case}-{locale}-glance", module.glance(public, seats, None)
                yield f"{case}-{locale}-seat0", module.render(own, seats)


def digest(png: bytes) -> str:
    return hashlib.sha256(png).hexdigest()[:16]


def main() -> None:
    found = {key: {case: digest(png) for case, png in pictures(key)} for key in sorted(GAMES)}
    HASHES.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    print(f"{sum(len(v) for v in found.values())} pictures -> {HASHES}")


if __name__ == "__main__":
    main()
