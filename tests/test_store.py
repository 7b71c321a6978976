"""Storage on both stores (a real SQLite file, a real PostgreSQL database): schema, atomic moves,
versions, reopening."""

import asyncio
import threading

import pytest

from core.store import ACTIVE, Away, Seat, StaleVersion, Store, Timer, migrations, open_store


async def new_game(store: Store) -> int:
    game_id = await store.create_game("tally", host_id=1, seed=5, options={"reaction_seconds": 60})
    await store.set_seats(game_id, [Seat(0, "ann", 1), Seat(1, "AI 1 (smart)", ai="smart")])
    await store.start_game(game_id, {"n": 0})
    return game_id


def test_both_stores_have_the_same_migration_numbers():
    assert len(migrations("sqlite")) == len(migrations("postgres")) >= 7


async def test_schema_is_migrated(store):
    assert await store.schema_version() == len(migrations(store.backend))


async def test_a_sqlite_file_is_in_wal_mode(tmp_path):
    async with open_store(str(tmp_path / "g.db")) as store:
        assert (await store.fetch("PRAGMA journal_mode"))[0][0] == "wal"


async def test_migrations_run_once_on_reopen(database):
    async with open_store(database) as store:
        game_id = await new_game(store)
    async with open_store(database) as store:
        assert await store.schema_version() == len(migrations(store.backend))
        assert (await store.get_game(game_id)).status == ACTIVE


async def test_processes_starting_together_migrate_once(empty_database):
    """Three stores open an empty database at the same moment: the migration lock lets one migrate,
    the others wait and find the schema current (none fails on a table that already exists). Each
    store runs on a thread of its own with its own event loop, as in three processes, and a barrier
    lets the three go at once: SQLite's store migrates without giving its loop away, so on one loop
    the first would be done before the second began."""
    barrier = threading.Barrier(3)

    def start() -> tuple[int, int, int]:
        async def opened() -> tuple[int, int, int]:
            store = open_store(empty_database)
            barrier.wait(timeout=30)
            await store.open()
            try:
                prefixes = await store.fetch("SELECT * FROM meta WHERE key = 'nonce_prefix'")
                return await store.schema_version(), len(migrations(store.backend)), len(prefixes)
            finally:
                await store.close()
        return asyncio.run(opened())

    opened = await asyncio.gather(*(asyncio.to_thread(start) for _ in range(3)))
    assert all(schema == known and prefixes == 1 for schema, known, prefixes in opened), opened


async def test_a_move_and_its_state_are_committed_together(store):
    game_id = await new_game(store)
    version = await store.commit_move(game_id, 0, 0, "add:1", [{"text": "x"}], {"n": 1})
    row = await store.get_game(game_id)
    assert (version, row.version, row.state) == (1, 1, {"n": 1})
    moves = await store.moves(game_id)
    assert [(m.n, m.seat, m.action, m.events) for m in moves] == [(1, 0, "add:1", [{"text": "x"}])]


async def test_a_commit_on_an_old_version_is_refused_and_changes_nothing(store):
    game_id = await new_game(store)
    await store.commit_move(game_id, 0, 0, "add:1", [], {"n": 1})
    with pytest.raises(StaleVersion):
        await store.commit_move(game_id, 0, 0, "add:2", [], {"n": 2})
    row = await store.get_game(game_id)
    assert (row.version, row.state, len(await store.moves(game_id))) == (1, {"n": 1}, 1)


async def test_a_failed_move_insert_rolls_back_the_state(store):
    game_id = await new_game(store)
    await store.commit_move(game_id, 0, 0, "add:1", [], {"n": 1})
    # Forge a clash on the move log's primary key: the state update must roll back with it.
    await store.write("INSERT INTO moves VALUES (?, 2, 0, 'x', '[]', 0)", (game_id,))
    with pytest.raises(Exception, match="(?i)unique"):  # sqlite3.IntegrityError, asyncpg.UniqueViolationError
        await store.commit_move(game_id, 1, 0, "add:2", [], {"n": 2})
    row = await store.get_game(game_id)
    assert (row.version, row.state) == (1, {"n": 1})


async def test_seats_keep_users_and_ai(store):
    game_id = await new_game(store)
    row = await store.get_game(game_id)
    assert row.seat_of(1) == 0 and row.seat_of(99) is None
    assert [s.ai for s in row.seats] == [None, "smart"]
    assert row.names == ["ann", "AI 1 (smart)"]


async def test_timers_come_back_in_due_order(store):
    game_id = await new_game(store)
    await store.set_timer(Timer(game_id, 1, "ai", 0, due=200.0))
    await store.set_timer(Timer(game_id, 0, "deadline", 0, due=100.0))
    assert (await store.next_timer()).seat == 0
    await store.delete_timer(await store.next_timer())
    assert (await store.next_timer()).seat == 1
    await store.clear_timers(game_id)
    assert await store.next_timer() is None


def test_one_bot_per_database_file(tmp_path):
    from core.store import Claim, InUse

    path = str(tmp_path / "games.db")
    first = Claim(path)
    with pytest.raises(InUse, match=r"another Boardhost \(process \d+\) is already running on this file"):
        Claim(path)
    first.release()
    Claim(path).release()  # free again once the first bot stopped


async def test_a_changes_clocks_are_read_in_one_query_as_they_are_read_apart(store):
    """`clocks_of`: the seated people's away periods in this server and the game's pauses, in one query,
    the same as `away_of` and `pauses_of` read them."""
    game_id = await store.create_game("tally", 1, 7, {})
    other = await store.create_game("tally", 1, 7, {})
    await store.set_away(Away(1, 5, 10.0, 20.0, "trip"))
    await store.set_away(Away(2, 5, 8.0, 9.0))
    await store.set_away(Away(1, 6, 10.0, 20.0))  # another server
    await store.set_away(Away(3, 5, 15.0, 25.0))  # not seated
    await store.start_pause(game_id, 12.0, 14.0)
    await store.start_pause(other, 1.0, 2.0)
    away, pauses = await store.clocks_of([1, 2], 5, game_id)
    assert (away, pauses) == (await store.away_of([1, 2], 5), await store.pauses_of(game_id))
    assert [(a.start, a.note) for a in away[1]] == [(10.0, "trip")] and [a.until for a in away[2]] == [9.0]
    assert pauses == [(12.0, 14.0)]
    assert await store.clocks_of([], None, game_id) == ({}, [(12.0, 14.0)])
