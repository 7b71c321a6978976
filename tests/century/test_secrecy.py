"""Coins and science held are secret: no public view, other seat's view, event, prompt or standing
line shows a player's totals; the owner's view and hand do."""

import json

from engines.base import Rng
from engines.century import GAME


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


def test_a_refused_raise_is_refused_only_in_the_bidders_own_choices():
    state = GAME.setup(3, 2)
    state["auction"]["leader"] = 0
    state["p"][1]["coins"] = 3
    GAME.apply(state, 0, f"pick:{state['land'][0]}")
    GAME.apply(state, 0, "open:3")
    assert [a.id for a in GAME.actions(state, 1)] == ["pass", "withdraw"]
    assert GAME.view(state, None)["auction"]["turn"] == 1
