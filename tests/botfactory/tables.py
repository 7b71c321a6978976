"""Helpers for Bot Factory tests: lay out a position by hand and play action ids."""

from __future__ import annotations

from engines.botfactory import GAME, data, moves, rounds
from engines.botfactory.state import new_column

ASSEMBLY, PRODUCTION, PROJECTS, FINANCE = range(4)


def game(players: int = 2, seed: int = 1, **options) -> dict:
    return GAME.setup(players, seed, options or None)


def acting(players: int, workers: dict[int, tuple[int, int]], sandra: tuple[int, int] | None = None,
           round_: int = 2, seed: int = 1, natural: bool = False, **hands) -> dict:
    """A game in its Actions phase with the workers (seat: (board, space)) placed and seat 0 to act
    first (`natural`: in the rules' order); the hands (`parts=[[...], ...]`, `projects=...`,
    `speech=[...]`) replace the dealt ones.
    Sandra stands where told and acts in her turn; when not told, she waits on a board nobody
    uses and is left out of the turn (the test is not about her)."""
    s = game(players, seed)
    for key, value in hands.items():
        given = [list(v) for v in value] if key != "speech" else list(value)
        if key == "speech":
            s["supply"] += sum(s["speech"]) - sum(given)
        s[key] = given
    s["round"] = round_
    s["workers"] = [list(workers[seat]) if seat in workers else None for seat in range(players)]
    s["standing"] = [seat in workers for seat in range(players)]
    used = {board for board, _ in workers.values()}
    s["sandra"] = list(sandra) if sandra else [next(b for b in range(4) if b not in used), 2]
    s["phase"] = "act"
    queue = [who for _, who in rounds.positions(s) if sandra or who != "sandra"]
    s["queue"] = queue if natural else queue[queue.index("0"):] + queue[:queue.index("0")]
    rounds.next_actor(s)
    moves.advance(s)
    return s


def empty_assembly(s: dict) -> None:
    for colour in data.COLOURS:
        for column in s["columns"][colour]:
            column.update(new_column())


def play(s: dict, *steps: str) -> list:
    """Apply action ids for whoever is to act; returns all events."""
    events = []
    for step in steps:
        events += GAME.apply(s, GAME.pending(s)[0], step)
    return events


def ids(s: dict) -> list[str]:
    return [a.id for a in GAME.actions(s, GAME.pending(s)[0])]


def texts(events: list) -> str:
    return "\n".join(e.text for e in events)
