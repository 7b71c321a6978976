"""An AI seat can take over from any reachable state, at every level, for every game and player count
(issue 15): see tests/support/takeover.py for how the states are reached and what is checked.

Each game also names the situations inside a turn a takeover must meet (read from the public view,
plus the raw state where the view does not say it), and the test checks that the random person did
reach each of them, so the states checked are not only the ones an AI would have made."""

from __future__ import annotations

import pytest

from engines import GAMES
from engines.moonbots.state import DEFAULT_ORDERS
from tests.support.takeover import AI_LEVELS, episodes


def _moonbots(game, state) -> list[str]:
    view = game.view(state, None)
    found = [f"step {view['step']}"]
    if view["reaction"]:
        found.append(f"window {view['reaction']['kind']}")
    if any(orders != DEFAULT_ORDERS for orders in state["orders"]):
        found.append("a standing order changed")
    return found


def _qube(game, state) -> list[str]:
    view = game.view(state, None)
    return [f"action {view['action']}" + (" with a piece chosen" if view["selected"] is not None else "")]


def _proponi(game, state) -> list[str]:
    view = game.view(state, None)
    return [f"{view['phase']} {view['step']}"]


def _botfactory(game, state) -> list[str]:
    view = game.view(state, None)
    found = [f"{view['phase']} {view['stage'] or ''}".strip()]
    step = state["step"]
    if step and step["main"] and step["exec"] and step["stage"] in ("assembly", "wheel", "projects", "finance"):
        found.append("main action after the executive action")
    return found


def _century(game, state) -> list[str]:
    view = game.view(state, None)
    return [f"{view['phase']} {view['auction']['step']}" if view["auction"] else view["phase"]]


# Per game: the situations that must be reached, how many episodes per player count in the hunt, and
# how many micro-steps a person plays on average before everybody resigns. The default run plays a
# quarter of the hunt's episodes (at least 3 per player count): enough to reach every situation listed
# (the test fails if one is missed) with ~5-10 s of CPU per game; the hunt (`pytest -m hunt`) plays all.
PLAN = {
    "moonbots": (_moonbots, {"step buy", "step search", "step place", "step react", "window turn_start",
                             "window attacked", "window energy_gain", "a standing order changed"}, 80, 60),
    "qube": (_qube, {"action 1", "action 1 with a piece chosen", "action 2", "action 2 with a piece chosen"}, 6, 300),
    "proponi": (_proponi, {"setup place", "play card", "play use", "play rival", "play place"}, 60, 60),
    "botfactory": (_botfactory, {"place", "act fee", "act menu", "act assembly", "act wheel",
                                 "act projects", "act finance", "act tokens", "act swap", "act give", "act recycle",
                                 "act stack", "act trade", "act universal", "limit",
                                 "main action after the executive action"}, 10, 150),
    "century": (_century, {"auction choose", "auction open", "auction bid", "auction limits", "auction tech",
                           "catastrophe", "upkeep"}, 25, 100),
}


def test_every_game_has_a_takeover_plan():
    assert set(PLAN) == set(GAMES)


@pytest.mark.parametrize("share", [pytest.param(4, id="a-quarter"), pytest.param(1, id="hunt", marks=pytest.mark.hunt)])
@pytest.mark.parametrize("key", sorted(PLAN))
def test_an_ai_seat_takes_over_from_any_reachable_state(key, share, record_property):
    game = GAMES[key]
    where, required, hunt_count, mean_steps = PLAN[key]
    count = max(3, hunt_count // share)
    seen, states, finished = set(), 0, 0
    for players in range(game.min_players, game.max_players + 1):
        tally = episodes(game, players, range(1, count + 1), mean_steps, lambda s: where(game, s))
        assert tally.finished == count and tally.states >= count
        assert all(tally.decisions[level] >= tally.states for level in AI_LEVELS)
        seen |= set(tally.situations)
        states += tally.states
        finished += tally.finished
        record_property(f"{players} players", f"{tally.states} states, {dict(tally.decisions)} decisions")
    assert required <= seen, f"never reached: {sorted(required - seen)}"
    record_property("total", f"{states} states, {finished} games finished by AI seats")
