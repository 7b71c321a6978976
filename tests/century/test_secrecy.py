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


def _rich_copy(state: dict) -> dict:
    """The same table with every seat holding a fortune, and every order given as it works at the real
    table: a limit given ahead for a tile stops at what the seat holds when the tile is put up, as a
    player bidding by hand stops at what they hold (the one thing the rules make a total show: a pass)."""
    rich = GAME.load(json.loads(json.dumps(GAME.dump(state))))
    for seat, player in enumerate(rich["p"]):
        for tile, order in rich["ahead"].get(str(seat), {}).items():
            if order != "pass":
                rich["ahead"][str(seat)][tile] = min(order, player["coins"])
        player["coins"] += 500
        player["science"] += 500
    return rich


@pytest.mark.parametrize("players,level", [(3, "smart"), (4, "random"), (5, "smart")])
def test_nothing_others_receive_depends_on_a_secret_total(players, level):
    """Issue 29: a seat's own panel offers only what it can pay, but what everybody else receives — who
    is asked, the public log, the public view, the steps that play themselves — is the same whatever
    anyone holds: each move is also made on a copy of the table where every seat is rich, and the public
    course of both is compared."""
    state, rng, compared = GAME.setup(players, 40 + players), Rng(players), 0
    while pending := GAME.pending(state):
        seat = pending[0]
        action = GAME.ai(state, seat, rng, level)
        rich = _rich_copy(state)
        assert GAME.legal(rich, seat, action)
        said = [e.text for e in GAME.apply(state, seat, action)]
        assert [e.text for e in GAME.apply(rich, seat, action)] == said, action
        assert GAME.pending(rich) == GAME.pending(state)
        assert GAME.view(rich, None) == GAME.view(state, None)
        assert GAME.standing(rich) == GAME.standing(state)
        for other in GAME.pending(state):
            assert GAME.prompt(rich, other) == GAME.prompt(state, other)
        compared += 1
    assert compared > 200


def test_a_seat_that_cannot_pay_is_offered_only_what_it_can_and_nothing_plays_itself():
    """Holding 1 coin, the leader is offered to withdraw only, and asked (its being its only choice is
    its own secret); holding 3 science, no limit above it is offered in a catastrophe."""
    state = GAME.setup(3, 2)
    leader = state["auction"]["leader"]
    state["p"][leader]["coins"] = 1
    assert [a.id for a in GAME.actions(state, leader)] == ["withdraw"]
    assert GAME.pending(state) == [leader]
    with pytest.raises(IllegalAction, match="You hold fewer than 2 coins"):
        GAME.apply(state, leader, f"pick:{state['land'][0]}")
    rich = GAME.setup(3, 2)
    assert len(GAME.actions(rich, leader)) > 1 and GAME.view(rich, None) == GAME.view(state, None)
