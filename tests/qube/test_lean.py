"""The smart AI searches on lean positions (engines/qube/lean.py): they must follow the engine's rules
exactly, action by action, in positions met in real games (every option, every player count)."""

from __future__ import annotations

import copy

import pytest

from engines.base import Rng
from engines.qube import GAME, lean
from engines.qube.engine import choice_ids
from tests.qube.tables import position


def _whole_actions(state: dict, seat: int) -> dict[tuple, dict]:
    """Every whole action the engine offers, walked through its micro-steps: (cube, order, target) ->
    the state after it."""
    found: dict[tuple, dict] = {}

    def walk(state: dict, cube: int | None, order: str | None) -> None:
        for step in choice_ids(state, seat):
            if step == "back":
                continue
            child = copy.deepcopy(state)
            before = (child["left"], child["current"], child["turns"])
            GAME.apply(child, seat, step)
            verb, _, arg = step.partition(":")
            done = child["over"] or (child["left"], child["current"], child["turns"]) != before
            if verb == "cube":
                walk(child, int(arg), None)
            elif verb == "hit":
                found[(cube, order, int(arg))] = child
            elif done:
                found[(cube, step, None)] = child
            elif verb == "foe":
                walk(child, cube, order)
            else:  # attack: the target comes next
                walk(child, cube, step)

    walk(state, int(state["sel"]) if state["sel"] is not None else None, None)
    return found


def _same(position: lean.Position, state: dict) -> None:
    cubes = tuple(sorted((int(pid), p["seat"], p["at"], p["h"], p["w"], p["act"], p["hit"])
                         for pid, p in state["pieces"].items()))
    assert position.cubes == cubes
    assert list(position.scores) == state["scores"]
    assert list(position.lost) == state.get("lost", [0] * state["players"])
    assert (position.current, position.first, position.left, position.over, list(position.winners),
            position.next_id) == (state["current"], state["first"], state["left"], state["over"], state["winners"],
                                  state["next_id"])


def _positions(players: int, seed: int, options: dict) -> list[dict]:
    """Positions where a player is to start an action, along one random game."""
    state = GAME.setup(players, seed, options)
    rng, found = Rng(seed), []
    while GAME.pending(state):
        if (state["sel"] is None or state["auto"] and state["aim"] is None) and rng.randrange(4) == 0:
            found.append(copy.deepcopy(state))
        seat = GAME.pending(state)[0]
        GAME.apply(state, seat, GAME.ai(state, seat, rng, "random"))
    return found


@pytest.mark.parametrize("options", [{}, {"rotate_first": True}, {"cubes_lost_for_good": True}])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_every_whole_action_of_the_lean_position_is_the_engines(players, options):
    tried = 0
    for seed in range(3):
        for state in _positions(players, 40 + seed, options)[:40]:
            seat = state["current"]
            position = lean.Position.of(state)
            engine = _whole_actions(state, seat)
            steps = lean.steps(position)
            assert sorted(steps, key=str) == sorted(engine, key=str)
            for step in steps:
                _same(lean.play(position, step), engine[step])
                tried += 1
    assert tried > 500


@pytest.mark.parametrize("pieces, options", [
    # all 20 cubes on the board: no Cube planet or Wound to activate
    ([(0, "c1", 1, 0), (0, "w1", 1, 0)] + [(0, "f", 2, 0)] * 9 + [(1, "e4", 1, 0)], {}),
    # one cube in reserve because a hit one is lost for good
    ([(0, "c1", 1, 0), (0, "w1", 1, 0)] + [(0, "f", 2, 0)] * 8 + [(1, "e4", 1, 0)], {"cubes_lost_for_good": True}),
    # more kinds of target than the choices hold: a player is chosen first
    ([(0, "h1", 1, 1)] + [(seat, "h1", height, weapon) for seat in (1, 2, 3) for height in (1, 2)
                          for weapon in (0, 1, 2)] + [(1, "f", 1, 2), (2, "f", 1, 2), (3, "f", 1, 2)], {}),
    # the last cube of a player is hit: out, and the last one standing wins
    ([(0, "h1", 1, 2), (1, "f", 1, 0)], {}),
])
def test_the_lean_position_agrees_at_the_edges(pieces, options):
    players = 1 + max(seat for seat, *_ in pieces)
    state = position(players, pieces, options=options)
    if options.get("cubes_lost_for_good"):
        state["lost"][0] = 1
    lean_position = lean.Position.of(state)
    engine = _whole_actions(state, 0)
    assert sorted(lean.steps(lean_position), key=str) == sorted(engine, key=str)
    for step in lean.steps(lean_position):
        _same(lean.play(lean_position, step), engine[step])


def test_the_lean_position_ends_the_game_at_the_round_end_as_the_engine():
    state = position(2, [(0, "f", 1, 0), (0, "e1", 1, 0), (1, "e4", 1, 0)], scores=[61, 10])
    state["first"], state["left"] = 1, 1  # the last action of the round's last turn
    lean_position = lean.Position.of(state)
    engine = _whole_actions(state, 0)
    played = [lean.play(lean_position, step) for step in lean.steps(lean_position)]
    for step, after in zip(lean.steps(lean_position), played):
        _same(after, engine[step])
    assert not all(after.over for after in played) and any(after.over for after in played)
