"""Every score a player reads as parts adds up to the total shown beside it, in all five games, while
the game runs and at its end (issue 29): the engine's breakdown at every step, the final post's standings,
Bot Factory's standing line on every turn post, 20th Century's final scoring lines in the log and the
two parts under each total on its final glance. (The full tables' breakdowns, and the glances' totals, are
tests/renderers/test_breakdowns.py's.)"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import ImageDraw

from engines import GAMES
from engines.base import Event, Game, Rng
from engines.i18n import say, speaking
from renderers import GLANCES

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
NUMBER = r"[+-]?\d+(?:\.\d+)?"

Shown = list[tuple[float, list[float]]]  # (the total shown, the parts shown beside it), one per score


def played(game: Game, players: int, seed: int, level: str) -> Iterator[tuple[Any, int, list[Event]]]:
    """Every state of one AI game, from the set-up to the end, with its step and the events that led to it."""
    state, rng, step = game.setup(players, seed), Rng(seed), 0
    events: list[Event] = []
    while True:
        yield state, step, events
        if not (pending := game.pending(state)):
            return
        events = game.apply(state, pending[0], game.ai(state, pending[0], rng, level))
        step += 1


def drawn(draw: Callable[[], Any]) -> str:
    """Every string `draw()` puts on its picture, in English, joined by spaces (a wrapped line whole again)."""
    lines: list[str] = []
    original = ImageDraw.ImageDraw.text

    def record(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        lines.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = record  # type: ignore[method-assign]
    try:
        with speaking("en"):
            draw()
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]
    return " ".join(lines)


def final_post(game: Game, state: Any, players: int) -> Shown:
    """The final post's standings as cogs/ending.py writes them: each seat's score and its parts."""
    from cogs import ending
    from core.store.base import Seat

    class Moves:
        async def moves(self, game_id: int) -> list:
            return []

    row = SimpleNamespace(id=1, created_at=0.0, seats=[Seat(seat=s, name=NAMES[s], user_id=100 + s)
                                                       for s in range(players)])
    lines = asyncio.run(ending.final_lines(Moves(), row, game, state, game.outcome(state), "en"))  # type: ignore[arg-type]
    shown = []
    for name in NAMES[:players]:
        line = next(line for line in lines if f"**{name}**" in line)
        found = re.search(rf"— ({NUMBER})(?: \((.*)\))?$", line)  # a score of 0 may come without parts
        assert found, f"the final post shows no score: {line}"
        parts = [float(re.search(rf"({NUMBER})$", part)[0])  # type: ignore[index]
                 for part in (found[2].split(" · ") if found[2] else [])]
        shown.append((float(found[1]), parts))
    return shown


# ---- the words of each game that show a score as parts ----------------------------------------------


def botfactory_words(game: Game, state: Any, players: int, events: list[Event]) -> Shown:
    """The standing line of every turn post: "Ann points now: -4 (loose parts -2 and unfinished projects -2)"."""
    line = say(game.standing(state), "en", NAMES)
    shown = [(float(total), [float(n) for n in re.findall(r"[+-]\d+", parts)])  # each part signed: "+6", "-2"
             for total, parts in re.findall(rf"points(?: now)?: ({NUMBER}) \(([^)]*)\)", line)]
    assert len(shown) == players, line
    return shown


CENTURY_LINE = re.compile(rf"during the game ({NUMBER}), coin majority ({NUMBER}), science majority ({NUMBER}), "
                          rf"[^,]*? ({NUMBER}), [^,]*? ({NUMBER}), pollution ({NUMBER}): ({NUMBER}) VP")


def century_words(game: Game, state: Any, players: int, events: list[Event]) -> Shown:
    """At the end: the final scoring line of each seat, among the events of the last move."""
    if not state["over"]:
        return []
    said = [say(event.text, "en", NAMES) for event in events]
    found = [numbers for line in said for numbers in CENTURY_LINE.findall(line)]
    assert len(found) == players, said
    return [(float(numbers[-1]), [float(n) for n in numbers[:-1]]) for numbers in found]


WORDS: dict[str, Callable[[Game, Any, int, list[Event]], Shown]] = {
    "botfactory": botfactory_words, "century": century_words}


def glance_final(game: Game, key: str, state: Any, players: int) -> Shown:
    """20th Century's final glance: "Ann: 47 VP" and under it its parts."""
    if key != "century":
        return []
    words = drawn(lambda: GLANCES[key](game.view(state, None), NAMES[:players], None))
    totals = [float(n) for n in re.findall(rf": ({NUMBER}) VP", words)]
    parts = re.findall(rf"in play ({NUMBER}) · final ({NUMBER})", words)
    assert len(totals) == len(parts) == players, words
    return [(total, [float(a), float(b)]) for total, (a, b) in zip(totals, parts, strict=True)]


# ---- the tests ---------------------------------------------------------------------------------------


def adds_up(shown: Shown, where: str) -> None:
    for total, parts in shown:
        # a part worth nothing may be left out, so a score of 0 may have none
        assert sum(parts) == pytest.approx(total) and (parts or not total), f"{where}: {parts} ≠ {total}"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_score_shown_as_parts_adds_up_mid_game_and_at_the_end(key):
    game = GAMES[key]
    running = ended = words = 0
    for players, seed, level in ((game.min_players, 29, "random"), (game.max_players, 30, "smart")):
        for state, step, events in played(game, players, seed, level):
            over = not game.pending(state)
            scores = game.scores(state)
            parts = game.breakdown(state)
            if parts:  # the engine's breakdown, whenever it gives one, adds up to the running score
                assert len(parts) == players
                adds_up([(scores[s], [p for _, p in parts[s]]) for s in range(players)], f"{key} step {step}")
                running += not over
            if key in WORDS:
                shown = WORDS[key](game, state, players, events)
                adds_up(shown, f"{key} step {step}, the words")
                words += len(shown)
            if over:
                outcome = game.outcome(state)
                assert scores == outcome["scores"], "the running score ends at the final one"
                final = final_post(game, state, players)
                assert [total for total, _ in final] == pytest.approx(outcome["scores"])
                adds_up(final, f"{key}: the final post")
                adds_up(glance_final(game, key, state, players), f"{key}: the final glance")
                ended += 1
    assert ended == 2
    assert running > 50 or key == "century"  # 20th Century shows no parts until its final scoring
    assert words > 0 or key not in WORDS
