"""Nothing automatic depends on what others can't see (issue 29).

For each game with hidden information, every move of a few playouts is made twice: on the real table,
and on a copy where the hidden things of the seats that do not act are dealt again, consistently with
the public view (the public view of both is the same). Whatever then happens by itself — who is asked
next, at which step, the turn counter the table posts on, and for Proponi and Moon-Bots the whole
public view — must be the same: a step that plays itself is decided by public information alone.
(20th Century keeps coins and science secret: tests/century/test_secrecy.py plays every move again
with everybody rich.)
"""

from __future__ import annotations

import json

import pytest

from engines import GAMES
from engines.base import Rng


def _copy(game, state):
    return game.load(json.loads(json.dumps(game.dump(state))))


def _proponi(state: dict, actor: int, rng: Rng) -> dict:
    """Every hand but the actor's, and the resource pile, dealt again from the cards among them."""
    others = [seat for seat in range(state["players"]) if seat != actor]
    pool = state["res"] + [card for seat in others for card in state["hands"][seat]]
    rng.shuffle(pool)
    for seat in others:
        size = len(state["hands"][seat])
        state["hands"][seat], pool = pool[:size], pool[size:]
    state["res"] = pool
    return state


def _moonbots(state: dict, actor: int, rng: Rng) -> dict:
    """The face-down weapons of the robots of the seats that do not act, dealt again among them (as
    many each), with the boxed weapons (out of the game, face down) in the pool."""
    robots = [r for r in state["robots"] if r["owner"] != actor]
    pool = state["boxed"] + [w for r in robots for w in r["weapons"]]
    rng.shuffle(pool)
    for robot in robots:
        size = len(robot["weapons"])
        robot["weapons"], pool = pool[:size], pool[size:]
    state["boxed"] = pool
    return state


def _botfactory(state: dict, actor: int, rng: Rng) -> dict:
    """The face-down stacks and the project deck shuffled again."""
    for pile in state["stacks"].values():
        rng.shuffle(pile)
    rng.shuffle(state["deck"])
    return state


def _ask_every_window(state: dict) -> dict:
    """Moon-Bots: every seat asks to be asked in every reaction window. A standing order that answers
    with the seat's weapons ("auto") is that seat's own decision on its own cards, and shows a weapon
    only by using it, as the seat would by hand; what the table decides by itself is whom it waits for,
    which this checks."""
    for orders in state["orders"]:
        for kind in orders:
            orders[kind] = "ask"
    return state


VARIANTS = {"proponi": (_proponi, True, None), "moonbots": (_moonbots, True, _ask_every_window),
            "botfactory": (_botfactory, False, None)}


def test_every_game_with_hidden_things_is_checked():
    hidden = {key for key, game in GAMES.items() if key != "qube"}  # Qube Attack hides nothing
    assert hidden - set(VARIANTS) == {"century"}  # coins and science: tests/century/test_secrecy.py


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_what_plays_itself_depends_on_public_information_only(key):
    game, (deal, whole_view, prepare) = GAMES[key], VARIANTS[key]
    compared = 0
    for players, level in ((game.min_players, "smart"), (game.max_players, "random"), (game.max_players, "smart")):
        state, rng = game.setup(players, 70 + players), Rng(players)
        while pending := game.pending(state):
            if prepare:
                prepare(state)
            seat = pending[0]
            action = game.ai(state, seat, rng, level)
            other = deal(_copy(game, state), seat, rng)
            assert game.view(other, None) == game.view(state, None), "the deal is not consistent with the view"
            game.apply(state, seat, action)
            if not game.legal(other, seat, action):  # it used what was dealt again (a search of a pile)
                continue
            game.apply(other, seat, action)
            if prepare and prepare(_copy(game, state)) != state:  # the move changed a standing order
                continue
            assert game.pending(other) == game.pending(state), action
            assert game.turn(other) == game.turn(state), action
            assert not whole_view or game.view(other, None) == game.view(state, None), action
            compared += 1
    assert compared > 200, compared
