"""PostgreSQL: a move costs one round trip to write (the database's function `boardhost_write`, core/store/
change.py), and a whole press a few; the one call writes exactly what the store's steps write."""

import json

import pytest

from core import finish
from core.store import ACTIVE, FINISHED, Appended, GameWrite, Seat, StaleVersion, Timer
from core.store_postgres import PostgresStore
from core.table import Table

ANN, BOB = 1, 2


@pytest.fixture
async def counted(postgres_server, with_tally):
    url = await postgres_server.fresh()
    async with PostgresStore(url, count_round_trips=True) as store:
        yield store
    await postgres_server.drop(url)


async def test_a_move_is_one_round_trip_to_write_and_three_in_all(counted):
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
    # the press: the game with its seats (one query), the seats' away periods with the game's pauses (one
    # query), the write
    assert all(total <= 3 and commits == [1] for total, commits in per_move), per_move


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


async def test_a_move_that_ends_the_game_is_one_call_too_and_writes_what_the_steps_write(postgres_server, with_tally):
    url = await postgres_server.fresh()
    async with PostgresStore(url, pool_size=1, count_round_trips=True) as store:
        table = [Seat(0, "ann", ANN), Seat(1, "bob", BOB), Seat(2, "AI", None, "random")]
        ids = []
        for _ in range(3):
            game_id = await store.create_game("tally", ANN, 7, {}, guild_id=5)
            await store.set_seats(game_id, table)
            await store.update_game(game_id, status=ACTIVE, state={"n": 0})
            ids.append(game_id)

        async def last_move(game_id: int, winner: int) -> GameWrite:
            row = await store.get_game(game_id)
            outcome = {"winners": [winner], "scores": [3 - winner, winner, 1]}
            return GameWrite(game_id, read=row.read, move=Appended(0, 0, "add", [], {"n": 1}, FINISHED, now=50.0),
                             mail=[("line", {"text": "x"})], pending=[],
                             ending=finish.ending(row, outcome, 50.0, [("replay", {})]))

        async def written() -> dict:
            return {"results": [tuple(r)[1:] for r in await store.fetch(
                        "SELECT * FROM results ORDER BY game_id, seat")],
                    "ratings": [tuple(r) for r in await store.fetch("SELECT * FROM ratings ORDER BY player")],
                    "mail": [[(e.kind, e.payload) for e in await store.entries(g)] for g in ids]}

        await store.atomically(await last_move(ids[0], 1))  # bob is rated before: his rating is updated, ann's made
        # the same end, once step by step (undone) and once in one call
        steps = await last_move(ids[1], 0)

        class Undone(Exception):
            pass

        with pytest.raises(Undone):
            async with store.transaction() as tx:
                assert await steps(tx) == 1
                by_steps = {"results": [tuple(r)[1:] for r in await tx.fetch(
                                "SELECT * FROM results ORDER BY game_id, seat")],
                            "ratings": [tuple(r) for r in await tx.fetch("SELECT * FROM ratings ORDER BY player")],
                            "mail": [[(k, json.loads(p)) for k, p in await tx.fetch(
                                "SELECT kind, payload FROM outbox WHERE game_id = ? ORDER BY id", (g,))] for g in ids]}
                raise Undone
        one_call = await last_move(ids[1], 0)
        assert one_call.foldable
        before = store.round_trips.count
        assert await store.atomically(one_call) == 1
        assert store.round_trips.count - before == 2  # the players' ratings read, then the one call
        after = await written()
        assert after == by_steps
        # seat, guild, rank
        assert [(r[0], r[1], r[5]) for r in after["results"]][-3:] == [(0, 5, 1), (1, 5, 3), (2, 5, 2)]
        assert {(r[2], r[6]) for r in after["ratings"]} == {("u:1", 2), ("u:2", 2), ("ai:random", 2)}
        assert [k for k, _ in after["mail"][1]] == ["line", "replay"]

        # another game's end rates the same players between the read and the call: written step by step
        late = await last_move(ids[2], 1)
        read = store.ratings_of_players

        async def read_then_moved(guild: int, game: str, players: list[str]) -> dict:
            found = await read(guild, game, players)
            await store.write("UPDATE ratings SET games = games + 1, mu = mu + 1 WHERE player = ?", ("u:2",))
            return found

        store.ratings_of_players = read_then_moved
        assert await store.atomically(late) == 1
        ratings = {r[2]: r for r in (await written())["ratings"]}
        assert ratings["u:2"][6] == 4 and ratings["u:1"][6] == 3  # each end counted once, the late one too
        assert len((await written())["results"]) == 9
