"""A step with a single choice plays itself (engine._forced); the engine skips listing the choices of a
seat asked for an amount, on the ground that such a seat always has another choice beside the amounts
(pass, go back, withdraw, drop out). This holds that ground at every step of seeded random games."""

from __future__ import annotations

import pytest

from engines.base import Rng
from engines.century import GAME
from engines.century.auction import amount_range, waiting
from engines.century.engine import _rich


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_seat_asked_for_an_amount_always_has_another_choice(players: int) -> None:
    state, rng, asked = GAME.setup(players, players), Rng(players), 0
    while pending := GAME.pending(state):
        for seat in waiting(state):
            if amount_range(state, seat) is not None:
                asked += 1
                choices = GAME._actions(_rich(state, seat), seat)
                assert len(choices) >= 2
                assert any(not a.id.split(":")[-1].isdigit() for a in choices)
        GAME.apply(state, pending[0], GAME.ai(state, pending[0], rng, "random"))
    assert asked > 50
