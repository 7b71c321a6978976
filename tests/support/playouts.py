"""What every game's playouts share: how many games each tier plays, which AI level plays each seat,
and the check of a pending seat's action list.

Each playout checks its game's invariants after every step, so it must find any fault that shows in a
share p of games; N games miss it with probability (1 - p)^N. The default run plays PLAYOUT_GAMES per
player count: a fault in 1.5 % of games is missed 4.9 % of the time (0.985^200), one in 3 % of games
0.2 %, and every fault found so far showed in far more (each was found within the first hundred
games). Fewer would leave rule paths unplayed. Counted over the default run's games (issue 27: every
action verb and event an engine gives), the last to appear came late and seldom: Qube's "last one
standing" at 6 players first in game 108 (once in 200), at 5 in game 38 (3 times); 20th Century's "no
citizen" at 5 players in game 105 (twice); Moon-Bots' random games (its own test's seeds) first meet
overtime at 2 players in game 147 (twice in 200) and "nothing fits" at 3 players in game 71 (once) and
at 4 in game 40 (3 times). The hunt (`pytest -m hunt`, by hand) plays HUNT_GAMES: a fault in 0.15 % of
games is missed 5 % of the time. Games are played in the test's own process: pytest-xdist already spreads
the player counts over the cores, and a pool inside a worker only oversubscribes them."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

import pytest

from engines.base import Game, Rng

ACTION_ID = re.compile(r"[a-z0-9:_.\-]{1,60}")
MOVE_CAP = 20_000  # a game still running after this many actions counts as a failure
Result = TypeVar("Result")
Check = Callable[[object, int, int], None]  # (state, the seat that acted, actions so far)
PLAYOUT_GAMES = 200  # per player count, in the default run
HUNT_GAMES = 2_000  # per player count, in the hunt
SMART_EVERY = 20  # every 20th game has smart AI seats: 10 of the default run's 200
# The contract hunt (tests/test_contract.py, `-m hunt`): at least this many games of each game, spread
# evenly over every combination of its options and every player count (each at least CONTRACT_SMART_EVERY
# + 1 times, so each has smart games too), every offered action applied at every step. About an hour of one
# core for the five games (measured on partial runs, issue 29: 20th Century ~40 minutes, Bot Factory ~12,
# Proponi, Moon-Bots and Qube ~5 each): run it with `-n auto` on a free machine.
CONTRACT_HUNT_GAMES = 1_000
CONTRACT_SMART_EVERY = 4  # every 4th round of the player counts is played by smart seats
# The `games` parameter of a playout test: the default run's size, and the hunt's.
SIZES = [pytest.param(PLAYOUT_GAMES, id=f"{PLAYOUT_GAMES}-games", marks=pytest.mark.slow),
         pytest.param(HUNT_GAMES, id=f"{HUNT_GAMES}-games", marks=pytest.mark.hunt)]


def levels(players: int, game: int, smart_every: int = SMART_EVERY) -> tuple[str, ...]:
    """Random seats, except every `smart_every`-th game: all smart, or smart and random alternating."""
    if game % smart_every:
        return ("random",) * players
    if game % (2 * smart_every):
        return ("smart",) * players
    return tuple(("smart", "random")[seat % 2] for seat in range(players))


def play_many(play: Callable[[int, int], Result], players: int, games: int) -> list[Result]:
    """`play(players, game)` for games 0..games-1."""
    return [play(players, game) for game in range(games)]


def drive(game: Game, state: object, levels: tuple[str, ...], seed: int, check: Check | None = None,
          cap: int = MOVE_CAP) -> int:
    """Play `state` to its end with AI seats (`levels[seat]` is a seat's level), checking each pending
    seat's action list and, after every action, `check` (no checks when it is None). Returns the
    number of actions."""
    rng, steps = Rng(seed ^ 0x5EED), 0
    while pending := game.pending(state):
        seat = pending[0]
        choice = game.ai(state, seat, rng, levels[seat])
        if check:
            assert choice in {a.id for a in check_actions(game, state, seat)}
            game.apply(state, seat, choice)  # as the table does: refuses what the seat may not do
        else:
            game.perform(state, seat, choice)  # unchecked: an AI choice is taken to be legal
        steps += 1
        if check:
            check(state, seat, steps)
        assert steps < cap, f"seed {seed}: the game does not end within {cap} actions"
    return steps


def check_actions(game: Game, state: object, seat: int) -> list:
    """A pending seat has 1-25 actions with unique, well-formed ids and labels of at most 80 characters."""
    actions = game.actions(state, seat)
    assert 0 < len(actions) <= 25
    assert len({a.id for a in actions}) == len(actions)
    for action in actions:
        assert ACTION_ID.fullmatch(action.id) and 0 < len(action.label) <= 80, action
    return actions


# ---- the contract: what is offered is legal, and what is legal applies (issue 29) -----------------


def option_sets(game: Game, most: int | None = None) -> list[dict]:
    """Every combination of a game's options that change how it flows: each listed choice and switch,
    and each number at its default and its lowest (0 is "never" for a last round); the defaults
    first, then the combinations spread evenly when only `most` of them are wanted."""
    from itertools import product

    values = []
    for option in game.options:
        if option.choices or isinstance(option.default, bool):
            values.append([option.default] + [v for v in (option.choices or (False, True)) if v != option.default])
        else:
            values.append([option.default] + ([option.min] if option.min not in (None, option.default) else []))
    combos = [dict(zip((o.name for o in game.options), combo, strict=True)) for combo in product(*values)]
    if most is None or len(combos) <= most:
        return combos
    step = len(combos) / most
    return [combos[int(i * step)] for i in range(most - 1)] + [combos[-1]]


def check_contract(game: Game, state: object, seat: int, before: frozenset[str] | set[str] = frozenset(),
                   rng: Rng | None = None, most: int | None = None) -> list:
    """Every action offered to `seat` is legal and applies (on a copy: refused by nothing; with `most`,
    that many of them drawn by `rng`, the others only asked whether legal), and an action offered before
    (`before`: the ids of the seat's last list) that is no longer offered is no longer legal either,
    unless it is an amount the seat may type (20th Century). Returns the actions."""
    import json

    from engines.base import IllegalAction

    actions = check_actions(game, state, seat)
    saved = json.dumps(game.dump(state))
    tried = list(actions)
    if most is not None and rng is not None:
        while len(tried) > most:
            tried.pop(rng.randrange(len(tried)))
    for action in actions:
        assert game.legal(state, seat, action.id), f"{action.id} is offered but not legal"
    for action in tried:
        try:
            game.apply(game.load(json.loads(saved)), seat, action.id)
        except IllegalAction as refused:
            raise AssertionError(f"{action.id} is offered but refused: {refused}") from None
    offered = {a.id for a in actions}
    for old in before - offered:
        verb, _, arg = old.partition(":")
        typed = arg.isdigit() and getattr(game, "amount_action", lambda *_: None)(state, seat, int(arg)) == old
        assert typed or not game.legal(state, seat, old), f"{old} is legal but not offered"
    return actions


def contract_schedule(game: Game, sets: list[dict], games: int,
                      smart_every: int = CONTRACT_SMART_EVERY) -> list[tuple[dict, int, tuple[str, ...]]]:
    """At least `games` games of `game` as (options, players, levels): every option set, and within it
    every player count the same number of times, each at least `smart_every` + 1 times, so that every
    option set at every player count is played by random seats, all-smart seats and smart beside random."""
    counts = range(game.min_players, game.max_players + 1)
    rounds = max(smart_every + 1, -(-games // (len(sets) * len(counts))))
    return [(options, players, levels(players, turn, smart_every))
            for options in sets for turn in range(rounds) for players in counts]


def contract_playout(game: Game, players: int, seed: int, options: dict | None, levels: tuple[str, ...],
                     most: int | None = None, cap: int = MOVE_CAP) -> int:
    """One game played by AI seats at `levels`, the contract checked for every pending seat at every
    step (applying at most `most` of its actions, drawn at random; None: all); returns the steps."""
    state = game.setup(players, seed, options)
    rng, steps = Rng(seed ^ 0xC0DE), 0
    offered: dict[int, set[str]] = {}
    while pending := game.pending(state):
        for seat in pending:
            offered[seat] = {a.id for a in check_contract(game, state, seat, offered.get(seat, set()), rng, most)}
        seat = pending[0]
        choice = game.ai(state, seat, rng, levels[seat])
        assert choice in offered[seat], f"seed {seed}: the {levels[seat]} AI chose {choice!r}, not offered"
        game.apply(state, seat, choice)
        steps += 1
        assert steps < cap, f"seed {seed}: the game does not end within {cap} actions"
    return steps
