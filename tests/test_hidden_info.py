"""An AI seat decides only from what its seat may know (issue 15).

At many states reached by a random person (tests/support/takeover.py), each pending seat's game is
copied and the copy's secrets are changed: the order of every face-down stack and pile, the game's
random-number state (what the next draw or roll will be), and what the other seats hold hidden. The
seat's view of the copy must be the same as of the game (so only secrets changed), and the AI at every
level, given the same random numbers, must then make the same choice in both."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engines import GAMES
from engines.base import Game, Rng
from engines.moonbots.cards import CARDS
from tests.support.takeover import AI_LEVELS, person_step

EPISODES = 4  # per player count
STEPS = 150  # person micro-steps per episode at most


def _redeal(slots: list[tuple[list, int]], rng: Rng) -> None:
    """Shuffle the cards among the given (list, index) places."""
    cards = [place[i] for place, i in slots]
    rng.shuffle(cards)
    for (place, i), card in zip(slots, cards):
        place[i] = card


def _moonbots(state: dict, seat: int, rng: Rng) -> None:
    """Weapons lie face down in the pile, the box, the market and on other seats' robots."""
    places = [state["pile"], state["boxed"], *state["market"],
              *(r["weapons"] for r in state["robots"] if r["owner"] != seat)]
    _redeal([(p, i) for p in places for i, c in enumerate(p) if c and CARDS[c].kind == "weapon"], rng)
    rng.shuffle(state["pile"])


def _qube(state: dict, seat: int, rng: Rng) -> None:
    """Everything is public but the random numbers to come."""


def _proponi(state: dict, seat: int, rng: Rng) -> None:
    """The other seats' resource cards and the resource pile are one face-down lot; the piles' orders."""
    hands = [h for s, h in enumerate(state["hands"]) if s != seat]
    _redeal([(p, i) for p in (state["res"], *hands) for i in range(len(p))], rng)
    for pile in ("parts", "events", "parts_discard"):
        rng.shuffle(state[pile])


def _botfactory(state: dict, seat: int, rng: Rng) -> None:
    """The part stacks and the project deck are face down."""
    for stack in state["stacks"].values():
        rng.shuffle(stack)
    rng.shuffle(state["deck"])


def _century(state: dict, seat: int, rng: Rng) -> None:
    """The land and technology stacks and the catastrophes (within an era), the others' coins and science."""
    for stacks in state["stacks"].values():
        for stack in stacks.values():
            rng.shuffle(stack)
    unseen = state["catastrophes"]
    for era in {c["era"] for c in unseen}:
        _redeal([(unseen, i) for i, c in enumerate(unseen) if c["era"] == era], rng)
    for other, player in enumerate(state["p"]):
        if other != seat:
            player["coins"] += rng.randrange(4)
            player["science"] += rng.randrange(4)


HIDE: dict[str, Callable[[dict, int, Rng], None]] = {
    "moonbots": _moonbots, "qube": _qube, "proponi": _proponi, "botfactory": _botfactory, "century": _century,
}


def _seen(game: Game, state: object, seat: int) -> str:
    return json.dumps(game.view(state, seat), sort_keys=True)


def same_choices(game: Game, state: object, seat: int, rng: Rng) -> bool | None:
    """Checks one state and seat; returns whether the copy's secrets, beside the random numbers to
    come, differ from the game's, or None when the copy gives the seat other choices: a seat may know
    what its choices say (Proponi's search of the resource pile names the roles in it)."""
    other = game.load(game.dump(state))
    HIDE[game.key](other, seat, rng)
    differs = json.dumps(game.dump(other), sort_keys=True) != json.dumps(game.dump(state), sort_keys=True)
    other["rng"] = rng.next64()
    assert _seen(game, other, seat) == _seen(game, state, seat), "the copy changed more than secrets"
    if game.actions(other, seat) != game.actions(state, seat):
        return None  # the seat sees into a pile now (a search of the resource pile): not a secret
    for level in AI_LEVELS:
        seed = rng.next64()
        mine, theirs = game.ai(state, seat, Rng(seed), level), game.ai(other, seat, Rng(seed), level)
        assert mine == theirs, f"{level}: {mine} here, {theirs} when only secrets differ (seat {seat})"
    return differs


def test_every_game_says_what_is_secret():
    assert set(HIDE) == set(GAMES)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_an_ai_seat_decides_only_from_what_its_seat_may_know(key):
    game = GAMES[key]
    checked = differed = seen = 0
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(1, EPISODES + 1):
            state, rng = game.setup(players, seed), Rng(seed * 131 + players)
            for _ in range(STEPS):
                if not game.pending(state):
                    break
                for seat in game.pending(state):
                    found = same_choices(game, state, seat, rng)
                    checked += found is not None
                    differed += bool(found)
                    seen += found is None
                person_step(game, state, rng)
    assert checked > 1000 and seen < checked // 50
    assert differed > checked // 2 or HIDE[key] is _qube  # Qube has no secret but the numbers to come
