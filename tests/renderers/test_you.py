"""A seat's own full table marks "you" beside its name, in every game; the public one marks nobody."""

import pytest

from core.cli import seat_names, state_after
from engines import GAMES
from renderers import RENDERERS
from tests.support.boxes import drawn_text

YOU = {"moonbots": "YOU"}  # Moon-Bots' pill was there before, in capitals


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_seat_view_marks_you_and_the_public_one_does_not(key):
    game = GAMES[key]
    players = game.max_players
    state = state_after(game, players, 3, 60)
    word = YOU.get(key, "you")
    with drawn_text() as public:
        public_png = RENDERERS[key](game.view(state, None), seat_names(players))
    with drawn_text() as mine:
        mine_png = RENDERERS[key](game.view(state, 1), seat_names(players))
    assert word not in [text for _, text, _ in public]
    assert [text for _, text, _ in mine].count(word) >= 1
    assert mine_png != public_png
