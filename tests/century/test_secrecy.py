"""Coins and science held are secret: no public view, other seat's view, event, prompt or standing
line shows a player's totals; the owner's view and hand do."""

import json

import pytest

from engines.base import IllegalAction, Rng
from engines.century import GAME
from tests.century.tables import give


def _secrets(state: dict) -> dict[int, set[str]]:
    return {s: {str(p["coins"]), str(p["science"])} for s, p in enumerate(state["p"])}


def test_no_public_text_reveals_a_players_coins_or_science():
    state = GAME.setup(4, 8)
    for seat, player in enumerate(state["p"]):  # unmistakable totals that no other number matches
        player["coins"], player["science"] = 70_001 + 1_000 * seat, 90_001 + 1_000 * seat
    rng, checked = Rng(8), 0
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        events = GAME.apply(state, seat, GAME.ai(state, seat, rng, "smart"))
        secrets = _secrets(state)
        public = json.dumps(GAME.view(state, None)) + GAME.standing(state)
        public += " ".join(e.text for e in events)
        for owner, numbers in secrets.items():
            assert not [n for n in numbers if n in public]
            for other in range(4):
                if other != owner:
                    seen = json.dumps(GAME.view(state, other)) + GAME.prompt(state, other)
                    assert not [n for n in numbers if n in seen]
        checked += 1
    assert checked > 100 and state["over"]


def test_the_owner_sees_their_own_totals_in_the_view_and_the_hand():
    state = GAME.setup(3, 2)
    state["p"][1].update(coins=17, science=23)
    mine = GAME.view(state, 1)
    assert mine["money"] == {"coins": 17, "science": 23}
    assert mine["hand"] == ["You hold 17 coins and 23 science (secret)"]
    assert "money" not in GAME.view(state, None) and "hand" not in GAME.view(state, None)


def _opened(coins_of_seat_1: int) -> dict:
    state = GAME.setup(3, 2)
    state["auction"]["leader"] = 0
    state["p"][1]["coins"] = coins_of_seat_1
    GAME.apply(state, 0, f"pick:{state['land'][0]}")
    GAME.apply(state, 0, "open:3")
    return state


def test_a_bid_above_your_coins_is_refused_to_you_alone_and_changes_nothing():
    state = _opened(3)
    saved = GAME.dump(state)
    with pytest.raises(IllegalAction, match="You hold fewer than 4 coins"):
        GAME.apply(state, 1, "upto:4")
    assert GAME.dump(state) == saved
    assert {"pass", "withdraw"} <= {a.id for a in GAME.actions(state, 1)}
    rich = _opened(40)
    for other in (None, 0, 2):  # what anyone else sees, and may do, is the same whatever seat 1 holds
        assert GAME.view(state, other) == GAME.view(rich, other)
        if other is not None:
            assert GAME.actions(state, other) == GAME.actions(rich, other)
    assert not any("all" in a.label.lower() for a in GAME.actions(rich, 1))  # no "all in" button


def test_who_is_asked_and_when_never_depends_on_a_secret_total():
    """The same orders give the same public course, the same asks and the same log whether a player
    holds just enough or plenty: a beaten limit asks the player again even if they could not raise."""
    courses = []
    for coins in (4, 40):
        state = _opened(coins)
        log = [e.text for e in give(state, {0: "pass", 1: "upto:4", 2: "upto:6"})]
        courses.append((log, GAME.pending(state), GAME.view(state, None), GAME.prompt(state, 1)))
    assert courses[0] == courses[1]
    assert courses[0][1] == [1]  # outbid at 5 by seat 2: asked, though with 4 coins it can only pass or withdraw
