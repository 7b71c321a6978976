"""Resigning or timing out in the middle of a turn, at the table, for every game (issue 15): three
people on a real SQLite file play random micro-steps until one of them has made a step of a turn
that is not over; that person then resigns (the seat becomes an AI seat) or goes silent until the
clock times them out (the AI finishes the turn, then plays the seat once it is handed over). The game
must go on to its end with the AI really deciding: no decision may fail and be replaced by a random
move (the table logs an ERROR when that happens)."""

from __future__ import annotations

import logging

import pytest

from core.store import ACTIVE, FINISHED
from core.table import Table, TableError
from engines import GAMES
from engines.base import Rng
from tests.test_turn_clock import START, FakeClock, mail, play

PEOPLE = (1, 2, 3)
GUILD = 77
WALK_CAP = 400  # micro-steps the people get to leave someone in the middle of a turn


async def start_game(table: Table, key: str, seed: int) -> int:
    row = await table.open_lobby(key, PEOPLE[0], "user1", guild_id=GUILD, turn_hours=24, seed=seed)
    for user in PEOPLE[1:]:
        await table.join(row.id, user, f"user{user}")
    await table.start(row.id, PEOPLE[0])
    return row.id


async def mid_turn(table: Table, clock: FakeClock, game_id: int, seed: int) -> tuple[int, str]:
    """People play random micro-steps until one has acted and is still deciding in the same turn;
    returns that person and what they are asked now."""
    rng = Rng(seed)
    for _ in range(WALK_CAP):
        row = await table.game_row(game_id)
        game, state = await table.load(row)
        seat = rng.choice(game.pending(state))
        user, turn = row.seats[seat].user_id, game.turn(state)
        clock.t += 600
        try:
            await table.act(game_id, user, rng.choice(game.actions(state, seat)).id)
        except TableError:  # offered but refused to this seat (20th Century: more than it holds)
            await table.act(game_id, user, game.ai(state, seat, rng, "random"))
        game, state = await table.load(await table.game_row(game_id))
        if seat in game.pending(state) and game.turn(state) == turn:
            return user, game.prompt(state, seat)
    raise AssertionError(f"nobody was left in the middle of a turn in {WALK_CAP} micro-steps")


async def finish(table: Table, clock: FakeClock, game_id: int, present: set[int]) -> None:
    await play(table, clock, game_id, present, until=START + 1000 * 24 * 3600)
    row = await table.game_row(game_id)
    assert row.status == FINISHED, f"the game stopped at version {row.version}"


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def table(store, clock):
    return Table(store, ai_delay=0.0, now=clock)


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_person_resigning_in_the_middle_of_a_turn_leaves_a_game_that_ends(table, clock, key, caplog):
    game_id = await start_game(table, key, seed=5)
    user, asked = await mid_turn(table, clock, game_id, seed=5)
    row = await table.resign(game_id, user)
    seat = next(s for s in row.seats if s.resigned_user == user)
    assert seat.ai == "smart" and (await table.game_row(game_id)).status == ACTIVE
    resigned_at = row.version
    with caplog.at_level(logging.ERROR, logger="boardhost"):
        await finish(table, clock, game_id, set(PEOPLE) - {user})
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], f"asked {asked!r} when resigning"
    assert [m for m in await table.store.moves(game_id, after=resigned_at) if m.seat == seat.seat]  # the AI played


@pytest.mark.parametrize("key", sorted(GAMES))
async def test_a_person_timing_out_in_the_middle_of_a_turn_leaves_a_game_that_ends(table, clock, key, caplog):
    game_id = await start_game(table, key, seed=7)
    user, asked = await mid_turn(table, clock, game_id, seed=7)
    row = await table.game_row(game_id)
    seat, others = row.seat_of(user), set(PEOPLE) - {user}
    game, state = await table.load(row)
    turn = game.turn(state)
    with caplog.at_level(logging.ERROR, logger="boardhost"):
        await play(table, clock, game_id, others, until=START + 1000 * 24 * 3600, stop_after="timeout")
        [out] = [m for m in await mail(table, game_id, "line") if m["text"] == "timeout"]
        game, state = await table.load(await table.game_row(game_id))
        assert out["seat"] == seat and (game.turn(state) > turn or game.outcome(state))  # the AI ended the turn
        await finish(table, clock, game_id, others)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], f"asked {asked!r} when going silent"
