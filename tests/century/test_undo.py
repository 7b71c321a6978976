"""Undo in 20th Century (Game.undoable): a decision may be taken back only when its result, as its
maker sees it, depends on nothing hidden from them. Checked by playing each decision of whole games
again from a copy of the state before it in which everything hidden from the maker is changed — the
stacks' order and the generator, the other seats' coins, science and standing orders — and comparing
what the maker sees afterwards."""

import copy

import pytest

from engines.base import Rng
from engines.century import GAME
from tests.century.tables import fresh, give, play, texts


def _hidden_changed(state: dict, seat: int) -> dict:
    """`state` with everything `seat` cannot see changed (what `seat` sees stays the same)."""
    other = copy.deepcopy(state)
    other["rng"] ^= 0x5DEECE66D
    for kind in other["stacks"].values():
        for stack in kind.values():
            stack.reverse()
    other["catastrophes"].reverse()
    for s, player in enumerate(other["p"]):
        if s != seat:
            player["coins"] += 7
            player["science"] += 7
            player["outbid"] = "pass" if player["outbid"] == "ask" else "ask"
    for s in [k for k in other["orders"] if k != str(seat)]:
        other["orders"][s] = _other_limit(other["orders"][s])
    for s in [k for k in other["ahead"] if k != str(seat)]:
        other["ahead"][s] = {tile: _other_limit(order) for tile, order in other["ahead"][s].items()}
    for s in [k for k in other["plans"] if k != str(seat)]:
        other["plans"][s] = "none"
    return other


def _other_limit(order: int | str) -> int | str:
    """Another standing order: a limit 3 higher, a pass made a limit of 20 (a withdrawal or drop kept)."""
    return order + 3 if isinstance(order, int) else 20 if order == "pass" else order


def _seen(state: dict, seat: int, events: list) -> tuple:
    return GAME.view(state, seat), [(e.text, e.private if e.seat == seat else None) for e in events]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_an_undoable_decision_never_gave_its_maker_anything_hidden(players):
    undoable = sensitive = 0
    for seed in range(2):
        state, rng = GAME.setup(players, seed), Rng(seed)
        while GAME.pending(state):
            seat = GAME.pending(state)[0]
            action = GAME.ai(state, seat, rng, "smart" if seed else "random")
            before, other = copy.deepcopy(state), _hidden_changed(state, seat)
            assert GAME.view(other, seat) == GAME.view(state, seat)  # only hidden things were changed
            events = GAME.apply(state, seat, action)
            same = _seen(state, seat, events) == _seen(other, seat, GAME.apply(other, seat, action))
            if GAME.undoable(before, state, seat, action):
                undoable += 1
                assert same, action  # taking it back would hand back a choice made knowing more
            else:
                sensitive += not same
    assert undoable > 50 and sensitive > 5  # both kinds occur, and the changes do show where they can


def test_a_standing_limit_may_be_taken_back_until_the_last_one_sets_the_bot_bidding():
    state = fresh(3)
    play(state, f"pick:{state['land'][0]}", "open:2")
    before = copy.deepcopy(state)
    give(state, {1: "upto:4"})
    assert GAME.undoable(before, state, 1, "upto:4")  # seats 0 and 2 are still to give theirs
    before = copy.deepcopy(state)
    give(state, {0: "upto:3"})
    assert GAME.undoable(before, state, 0, "upto:3")
    before = copy.deepcopy(state)
    events = give(state, {2: "upto:5"})  # the last limit: the bot bids, seat 2 learns where the others stopped
    assert "<s:1> bids 3 coins" in texts(events)  # seat 1 bid for up to its limit: seen by seat 2
    assert not GAME.undoable(before, state, 2, "upto:5")


def test_the_move_that_ends_the_game_or_deals_a_new_round_is_never_undoable():
    state, rng = GAME.setup(3, 5), Rng(5)
    rounds_dealt = 0
    while GAME.pending(state):
        seat = GAME.pending(state)[0]
        action = GAME.ai(state, seat, rng, "smart")
        before = copy.deepcopy(state)
        GAME.apply(state, seat, action)
        if state["round"] != before["round"] or state["over"]:
            rounds_dealt += 1
            assert not GAME.undoable(before, state, seat, action)
    assert rounds_dealt == 6
