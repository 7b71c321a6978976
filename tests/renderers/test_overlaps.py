"""No two texts lie on each other (issue 31), in every game: the glance, the full table and a seat's own
view, at 3 players and at the most a game takes (and Bot Factory's solo table), late in a random game
and at its end, in English and German, with 32-letter names (tests/support/boxes.py records the box
of every text drawn). 20th Century's full table is also checked all game long in tests/century."""

from __future__ import annotations

import pytest

from engines import GAMES
from engines.base import Rng
from engines.i18n import speaking
from renderers import GLANCES, RENDERERS
from tests.support.boxes import drawn_text, overlaps

CASES = [(key, players) for key in sorted(GAMES) if key != "tally"
         for players in sorted({3, GAMES[key].max_players} | ({1} if key == "botfactory" else set()))]


def late_and_final(key: str, players: int, seed: int = 1) -> list[tuple[dict, dict, dict]]:
    """(public view before, public view, seat 0's view) at 85 % of a random game's moves and at its end."""
    game = GAMES[key]
    state, rng = game.setup(players, seed), Rng(seed)
    views = [(game.view(state, None), game.view(state, 0))]
    while game.pending(state):
        seat = game.pending(state)[0]
        game.apply(state, seat, game.ai(state, seat, rng, "random"))
        views.append((game.view(state, None), game.view(state, 0)))
    return [(views[i - 1][0], *views[i]) for i in (len(views) * 85 // 100, len(views) - 1)]


@pytest.mark.parametrize("locale", ["en", "de"])
@pytest.mark.parametrize(("key", "players"), CASES)
def test_no_two_texts_lie_on_each_other(key, players, locale):
    names = [f"Maximilian Alexander von Haus {n:02d}" for n in range(players)]
    assert all(len(name) == 32 for name in names)
    for before, public, own in late_and_final(key, players):
        for kind, view, last in (("glance", public, before), ("full table", public, None), ("seat view", own, None)):
            with speaking(locale), drawn_text() as found:
                if kind == "glance":
                    GLANCES[key](view, names, last)
                else:
                    RENDERERS[key](view, names)
            assert found, kind
            assert not overlaps(found), (kind, overlaps(found)[:3])
