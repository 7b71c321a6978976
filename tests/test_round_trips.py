"""PostgreSQL: a move costs one round trip to write (the database's function `boardhost_write`, core/store/
change.py), and a whole press a few; the one call writes exactly what the store's steps write."""

import json

import pytest

from core.store import ACTIVE, Appended, GameWrite, Seat, StaleVersion, Timer
from core.store_postgres import PostgresStore
from core.table import Table

ANN, BOB = 1, 2


@pytest.fixture
async def counted(postgres_server, with_tally):
    url = await postgres_server.fresh()
    async with PostgresStore(url, count_round_trips=True) as store:
        yield store
    await postgres_server.drop(url)


async def test_a_move_is_one_round_trip_to_write_and_four_in_all(counted):
    table = Table(counted, ai_delay=3600.0)
    row = await table.open_lobby("tally", ANN, "ann")
    await table.join(row.id, BOB, "bob")
    row = await table.start(row.id, ANN)
    trips = counted.round_trips
    commit = counted.atomically
    per_commit: list[int] = []

    async def counted_commit(work):
        before = trips.count
        try:
            return await commit(work)
        finally:
            per_commit.append(trips.count - before)

    counted.atomically = counted_commit
    per_move = []
    for number in range(8):
        game, state = await table.load(row)
        seat = game.pending(state)[0]
        action = game.actions(state, seat)[0].id
        before, per_commit[:] = trips.count, []
        outcome = await table.act(row.id, row.seats[seat].user_id, action, row.version)
        row = outcome.game
        if number >= 2 and outcome.outcome is None:  # the first moves prepare the statements on the connection
            per_move.append((trips.count - before, per_commit[:]))
    assert len(per_move) >= 4
    # the press: the game with its seats (one query), the seats' away periods, the game's pauses, the write
    assert all(total <= 4 and commits == [1] for total, commits in per_move), per_move


async def test_the_stores_steps_and_the_one_call_write_the_same(postgres_server, with_tally):
    url = await postgres_server.fresh()
    async with PostgresStore(url) as store:
        ids = []
        for _ in range(2):
            game_id = await store.create_game("tally", ANN, 7, {})
            await store.set_seats(game_id, [Seat(0, "ann", ANN), Seat(1, "bob", BOB)])
            await store.update_game(game_id, status=ACTIVE, state={"n": 0})
            await store.set_timer(Timer(game_id, 1, "remind", 0, 50.0))
            await store.set_timer(Timer(game_id, 0, "timeout", 0, 99.5))
            ids.append(game_id)

        async def change(game_id: int, version: int) -> GameWrite:
            row = await store.get_game(game_id)
            dm = ("dm", {"text": "decision_failed", "user": ANN})
            return GameWrite(
                game_id, read=row.read, move=Appended(version, 0, "add", [{"text": "e"}], {"n": version + 1},
                                                      ACTIVE, now=1000.5 + version),
                seats={0: {"waiting_since": None, "reminders": 0}, 1: {"waiting_since": 1234.5678901, "timeouts": 2,
                                                                       "autopilot": True, "timeouts_total": 5}},
                timers=[Timer(game_id, 0, "timeout", 0, 99.5), Timer(game_id, 1, "ai", version + 1, 1001.25)],
                mail=[("line", {"text": "x", "n": 1}), ("turn", {"from": version, "to": version + 1, "ping": [1]})],
                once=[("decision_failed", dm)], pending=[1], posted_version=version + 1)

        for version in (0, 1):
            steps, one_call = await change(ids[0], version), await change(ids[1], version)
            async with store.transaction() as tx:
                assert await steps(tx) == version + 1
            assert one_call.foldable
            assert await store.atomically(one_call) == version + 1

        async def written(game_id: int) -> dict:
            return {
                "game": [tuple(r) for r in await store.fetch(
                    "SELECT status, state, version, posted_version, pending, updated_at FROM games WHERE id = ?",
                    (game_id,))],
                "moves": [tuple(r) for r in await store.fetch(
                    "SELECT n, seat, action, events, at FROM moves WHERE game_id = ? ORDER BY n", (game_id,))],
                "seats": [tuple(r) for r in await store.fetch(
                    "SELECT seat, user_id, name, waiting_since, reminders, timeouts, autopilot, timeouts_total"
                    " FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))],
                "timers": [(t.seat, t.kind, t.version, t.due) for t in await store.timers_of(game_id)],
                "mail": [(e.kind, json.dumps(e.payload)) for e in await store.entries(game_id)],
                "notices": [topic for g, topic in await store.notices() if g == game_id],
            }

        steps, one_call = await written(ids[0]), await written(ids[1])
        assert steps == one_call
        assert [json.loads(p)["opening"] for k, p in one_call["mail"] if k == "turn"] == [True, False]
        assert [k for k, _ in one_call["mail"]] == ["line", "turn", "dm", "line", "turn"]  # the DM told once
        assert one_call["seats"][1][3:] == (1234.5678901, 0, 2, 1, 5)
        # the raw texts too: the outbox holds the same bytes either way
        raw = [[r[0] for r in await store.fetch("SELECT payload FROM outbox WHERE game_id = ? ORDER BY id", (g,))]
               for g in ids]
        assert raw[0] == raw[1]

        # a stale read or version writes nothing
        stale = await change(ids[1], 1)  # the game is at version 2 now
        with pytest.raises(StaleVersion):
            await store.atomically(stale)
        moved_seats = await change(ids[1], 2)
        await store.update_game(ids[1], status="cancelled")
        with pytest.raises(StaleVersion):
            await store.atomically(moved_seats)
        after = await written(ids[1])
        assert after["moves"] == one_call["moves"] and after["mail"] == one_call["mail"]


async def test_a_timer_kept_as_it_was_keeps_its_lease(postgres_server, with_tally):
    url = await postgres_server.fresh()
    async with PostgresStore(url) as store:
        game_id = await store.create_game("tally", ANN, 7, {})
        await store.set_seats(game_id, [Seat(0, "ann", ANN), Seat(1, "bob", BOB)])
        kept, gone = Timer(game_id, 0, "ai", 3, 10.0), Timer(game_id, 1, "remind", 3, 20.0)
        await store.set_timer(kept)
        await store.set_timer(gone)
        assert await store.claim_timer("me", now=30.0, lease=60.0) == kept
        new = Timer(game_id, 1, "timeout", 4, 40.0)
        await store.atomically(GameWrite(game_id, timers=[kept, new], pending=[0]))
        assert await store.timers_of(game_id) == [kept, new]
        assert await store.claim_timer("other", now=35.0, lease=60.0) is None  # still held by "me"
