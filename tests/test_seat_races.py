"""Two bot processes change one game at the same moment: every change of its seats or status is
checked against the row it read, so the second of two changes refuses with a sentence instead of
silently overwriting the first (last writer wins). Each process is a Table on its own connection to
the same database (a SQLite file, a PostgreSQL database); the second reads the game, then waits until
the first has written."""

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from core.store import ACTIVE, CANCELLED, open_store
from core.table import Outdated, Table, TableError

ANN, BOB, CAROL, DAVE = 1, 2, 3, 4


@pytest.fixture
async def other(database, store, with_tally):
    """A second process's table on the same database."""
    async with open_store(database) as second:
        yield Table(second, ai_delay=0.0)


async def race(table: Table, other: Table, first: Callable[[Table], Awaitable[object]],
               second: Callable[[Table], Awaitable[object]]) -> BaseException | None:
    """`second` runs on `other` and reads the game; `first` runs on `table` to the end; then
    `second` goes on from what it read. Returns what `second` raised."""
    read, go = asyncio.Event(), asyncio.Event()
    reading = other.store.games_where

    async def paused(*args: object) -> list:
        rows = await reading(*args)
        if not read.is_set():
            read.set()
            await go.wait()
        return rows

    other.store.games_where = paused
    task = asyncio.create_task(second(other))
    await asyncio.wait_for(read.wait(), 5)
    await first(table)
    go.set()
    try:
        await asyncio.wait_for(task, 5)
    except TableError as error:
        return error
    return None


async def lobby(table: Table, *joiners: int) -> int:
    row = await table.open_lobby("tally", ANN, "ann")
    for user in joiners:
        await table.join(row.id, user, f"user{user}")
    return row.id


async def started(table: Table, ai: bool = False) -> int:
    game_id = await lobby(table, *(() if ai else (BOB,)))
    if ai:
        await table.add_ai(game_id, ANN)
    await table.start(game_id, ANN)
    return game_id


def holders(row) -> list:
    return [(s.user_id, s.ai) for s in row.seats]


async def test_two_joins_at_once_never_drop_one(table, other):
    game_id = await lobby(table)
    refused = await race(table, other, lambda t: t.join(game_id, DAVE, "dave"),
                         lambda t: t.join(game_id, CAROL, "carol"))
    assert "changed at the same moment" in str(refused)
    assert holders(await table.game_row(game_id)) == [(ANN, None), (DAVE, None)]


async def test_a_seat_added_while_the_game_starts_is_refused(table, other):
    game_id = await lobby(table, BOB)
    refused = await race(table, other, lambda t: t.start(game_id, ANN), lambda t: t.add_ai(game_id, BOB))
    assert isinstance(refused, TableError)
    row = await table.game_row(game_id)
    assert row.status == ACTIVE and len(row.seats) == 2


async def test_a_start_on_a_lobby_that_changed_meanwhile_is_refused(table, other):
    game_id = await lobby(table, BOB)
    refused = await race(table, other, lambda t: t.leave(game_id, BOB), lambda t: t.start(game_id, ANN))
    assert "changed at the same moment" in str(refused)
    row = await table.game_row(game_id)
    assert row.status == "lobby" and holders(row) == [(ANN, None)]


async def test_one_seat_given_to_two_people_at_once_goes_to_the_first(table, other):
    game_id = await started(table, ai=True)
    refused = await race(table, other, lambda t: t.give_seat(game_id, ANN, False, 2, DAVE, "dave"),
                         lambda t: t.give_seat(game_id, ANN, False, 2, CAROL, "carol"))
    assert isinstance(refused, Outdated)
    assert holders(await table.game_row(game_id))[1] == (DAVE, None)
    lines = [e.payload for e in await table.store.entries(game_id) if e.payload.get("text") == "seat_given"]
    assert [line["name"] for line in lines] == ["dave"]


async def test_a_move_of_a_seat_resigned_meanwhile_is_refused(table, other):
    game_id = await started(table)
    refused = await race(table, other, lambda t: t.resign(game_id, ANN), lambda t: t.act(game_id, ANN, "add:1", 0))
    assert isinstance(refused, Outdated)
    row = await table.game_row(game_id)
    assert row.version == 0 and row.seats[0].ai == "smart" and row.seats[0].resigned_user == ANN
    timers = await table.store.fetch("SELECT seat, kind FROM timers WHERE game_id = ?", (game_id,))
    assert [(t["seat"], t["kind"]) for t in timers] == [(0, "ai")]  # the AI plays it on: no game frozen


async def test_a_move_on_a_game_cancelled_meanwhile_never_brings_it_back(table, other):
    game_id = await started(table)
    refused = await race(table, other, lambda t: t.cancel(game_id, ANN), lambda t: t.act(game_id, ANN, "add:1", 0))
    assert isinstance(refused, Outdated)
    row = await table.game_row(game_id)
    assert row.status == CANCELLED and row.version == 0


async def test_a_cancel_read_before_a_move_is_told_the_game_moved_on(table, other):
    game_id = await started(table)
    refused = await race(table, other, lambda t: t.act(game_id, ANN, "add:1", 0), lambda t: t.cancel(game_id, ANN))
    assert "moved on" in str(refused)
    row = await table.game_row(game_id)
    assert row.status == ACTIVE and row.version == 1


async def test_a_take_back_and_a_resign_at_once_apply_one(table, other):
    game_id = await started(table)
    await table.store.write("UPDATE seats SET autopilot = 1 WHERE game_id = ? AND seat = 1", (game_id,))
    refused = await race(table, other, lambda t: t.resign(game_id, BOB), lambda t: t.take_back(game_id, BOB))
    assert isinstance(refused, Outdated)
    seat = (await table.game_row(game_id)).seats[1]
    assert (seat.user_id, seat.ai, seat.autopilot) == (None, "smart", False)
