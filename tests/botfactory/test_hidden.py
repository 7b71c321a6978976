"""Hidden information: the order of the part stacks and of the project deck is in the state only.
Every tile a player holds is face up, so every view shows them and a seat's hand is empty."""

import json

from engines.botfactory import GAME
from tests.botfactory.tables import game


def _reordered(state: dict) -> dict:
    other = GAME.load(GAME.dump(state))
    other["deck"].reverse()
    for stack in other["stacks"].values():
        stack.reverse()
    return other


def test_no_view_depends_on_the_order_of_the_stacks_or_the_deck():
    state = game(3, 9)
    other = _reordered(state)
    assert other["deck"] != state["deck"]
    for seat in (None, 0, 1, 2):
        assert json.dumps(GAME.view(state, seat)) == json.dumps(GAME.view(other, seat))


def test_views_show_only_the_sizes_of_the_stacks_and_the_deck():
    state = game(2, 4)
    public = GAME.view(state, None)
    assert public["deck"] == len(state["deck"])
    assert public["stacks"] == {c: len(t) for c, t in state["stacks"].items()}
    text = json.dumps({k: v for k, v in public.items() if k != "projects"})  # "projects": the catalogue
    assert state["deck"] and all(f'"{p}"' not in text for p in state["deck"])


def test_a_seat_view_is_the_public_view_with_an_empty_hand():
    state = game(2, 4)
    public = GAME.view(state, None)
    assert "hand" not in public
    assert GAME.view(state, 1) == public | {"hand": [], "viewer": 1}  # whose view it is, for "you"
