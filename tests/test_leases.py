"""Background work claimed, never shared: several processes on one store (here: two connections to
one database, each a process's store; SQLite and PostgreSQL) never fire the same timer or deliver the same game's mail
twice. A timer or a lane is held with a lease; a holder that dies loses it when the lease runs out;
the process holding a game's shard goes first, the others help once it is late."""

import asyncio

import pytest

from core.config import Shards
from core.outbox import Outbox
from core.store import GRACE_SECONDS, LEASE_SECONDS, Seat, Store, Timer, open_store
from core.table import Table

T = 1_000_000.0  # the clock of these tests
ON_SHARD_1 = (7 << 22) + 99  # a server on shard 1 of 2
FIRST, SECOND = Shards(2, (0,)), Shards(2, (1,))


@pytest.fixture
async def other(database, store):
    """The same database through another process's connection."""
    async with open_store(database) as second:
        yield second


async def a_game(store: Store, guild_id: int | None = None) -> int:
    game_id = await store.create_game("tally", host_id=1, seed=5, options={}, guild_id=guild_id)
    await store.set_seats(game_id, [Seat(0, "ann", 1), Seat(1, "bob", 2)])
    return game_id


async def test_a_held_timer_is_left_alone_until_its_lease_runs_out(store, other):
    game_id = await a_game(store)
    await store.set_timer(Timer(game_id, 1, "ai", 0, T))
    assert await store.claim_timer("a", T - 1, LEASE_SECONDS) is None  # not due yet
    assert (await store.claim_timer("a", T, LEASE_SECONDS)).seat == 1
    assert await other.claim_timer("b", T + 1, LEASE_SECONDS) is None
    assert await other.next_claim_at(T + 1) == T + LEASE_SECONDS  # when to look again
    assert (await other.claim_timer("b", T + LEASE_SECONDS, LEASE_SECONDS)).seat == 1  # "a" died


async def test_a_holder_restarted_under_its_name_takes_its_timers_and_lanes_back_at_once(store, other):
    game_id = await a_game(store)
    await store.set_timer(Timer(game_id, 1, "ai", 0, T))
    assert await store.claim_timer("host shards 0 of 1", T, LEASE_SECONDS)
    assert await store.claim_lane(game_id, "host shards 0 of 1", T, LEASE_SECONDS)
    # killed; the same process (same machine, same shards) starts again on the other connection
    assert await other.claim_timer("host shards 0 of 1", T + 1, LEASE_SECONDS)
    assert await other.lanes_with_mail(T + 1, owner="host shards 0 of 1") == []  # no mail owed
    await other.enqueue(game_id, ("post", {"n": 0}))
    now = (await other.entries(game_id))[0].created_at
    assert await other.claim_lane(game_id, "host shards 0 of 1", now, LEASE_SECONDS)
    assert await other.lanes_with_mail(now, owner="host shards 0 of 1") == [game_id]
    assert await other.lanes_with_mail(now, owner="someone else") == []


async def test_a_timer_replaced_by_its_move_is_free_for_the_next_holder(store, other):
    game_id = await a_game(store)
    await store.set_timer(Timer(game_id, 1, "ai", 0, T))
    timer = await store.claim_timer("a", T, LEASE_SECONDS)
    await store.set_timer(Timer(game_id, 1, "ai", 1, T + 2))  # the move wrote its successor
    assert timer.version == 0 and (await other.claim_timer("b", T + 2, LEASE_SECONDS)).version == 1


async def test_the_process_holding_the_servers_shard_fires_first_others_once_it_is_late(store, other):
    game_id = await a_game(store, guild_id=ON_SHARD_1)
    await store.set_timer(Timer(game_id, 0, "ai", 0, T))
    assert await store.claim_timer("first", T, LEASE_SECONDS, FIRST, GRACE_SECONDS) is None
    assert await store.next_claim_at(T, FIRST, GRACE_SECONDS) == T + GRACE_SECONDS
    assert (await other.claim_timer("second", T, LEASE_SECONDS, SECOND, GRACE_SECONDS)).game_id == game_id
    await other.postpone_timer(Timer(game_id, 0, "ai", 0, T), T + 5)  # failed: tried again later, let go
    assert await store.claim_timer("first", T + 5 + GRACE_SECONDS - 1, LEASE_SECONDS, FIRST, GRACE_SECONDS) is None
    assert await store.claim_timer("first", T + 5 + GRACE_SECONDS, LEASE_SECONDS, FIRST, GRACE_SECONDS)


async def test_a_lane_has_one_holder_at_a_time(store, other):
    game_id = await a_game(store)
    assert await store.claim_lane(game_id, "a", T, LEASE_SECONDS)
    assert not await other.claim_lane(game_id, "b", T + 1, LEASE_SECONDS)
    assert await store.claim_lane(game_id, "a", T + 20, LEASE_SECONDS)  # renewed while it works
    assert not await other.claim_lane(game_id, "b", T + LEASE_SECONDS + 1, LEASE_SECONDS)
    assert await other.claim_lane(game_id, "b", T + 20 + LEASE_SECONDS, LEASE_SECONDS)  # "a" died
    assert not await store.claim_lane(game_id, "a", T + 21 + LEASE_SECONDS, LEASE_SECONDS)
    await store.release_lane(game_id, "a")  # not a's any more: b keeps it
    assert not await store.claim_lane(game_id, "a", T + 22 + LEASE_SECONDS, LEASE_SECONDS)
    await other.release_lane(game_id, "b")
    assert await store.claim_lane(game_id, "a", T + 22 + LEASE_SECONDS, LEASE_SECONDS)


async def test_owed_lanes_leave_out_held_ones_and_wait_for_their_shard(store, other):
    mine, theirs, held = await a_game(store), await a_game(store, ON_SHARD_1), await a_game(store)
    for game_id in (mine, theirs, held):
        await store.enqueue(game_id, ("post", {"n": 0}))
    now = (await store.entries(theirs))[0].created_at
    await other.claim_lane(held, "b", now, LEASE_SECONDS)
    assert await store.lanes_with_mail(now, FIRST, GRACE_SECONDS) == [mine]
    assert await store.lanes_with_mail(now + GRACE_SECONDS, FIRST, GRACE_SECONDS) == [mine, theirs]
    assert await other.lanes_with_mail(now, SECOND, GRACE_SECONDS) == [theirs]  # a game without server: shard 0
    assert set(await store.lanes_with_mail(now + LEASE_SECONDS, FIRST, GRACE_SECONDS)) == {mine, theirs, held}


async def test_two_processes_kicked_for_one_game_deliver_each_entry_once_in_order(store, other):
    game_id = await a_game(store)
    arrived: list[tuple[str, int]] = []

    def deliverer(who: str):
        async def deliver(entry) -> None:
            await asyncio.sleep(0.001)
            arrived.append((who, entry.payload["n"]))
        return deliver

    boxes = [Outbox(store, deliverer("a"), owner="a"), Outbox(other, deliverer("b"), owner="b")]
    for n in range(30):
        await (store if n % 2 else other).enqueue(game_id, ("post", {"n": n}))
        for box in boxes:
            box.kick(game_id)
        await asyncio.sleep(0.002)
    await asyncio.gather(*(box.idle() for box in boxes))
    assert [n for _, n in arrived] == list(range(30))
    assert {who for who, _ in arrived} <= {"a", "b"} and await store.entries(game_id, "pending") == []


async def test_two_processes_fire_every_timer_once(store, other, with_tally):
    tables = [Table(store, ai_delay=0.0, owner="a", poll=0.02), Table(other, ai_delay=0.0, owner="b", poll=0.02)]
    fired: list[tuple] = []
    for table in tables:
        def recording(timer, table=table, fire=table.clock.fire):
            fired.append((timer.game_id, timer.seat, timer.kind, timer.version))
            return fire(timer)
        table.clock.fire = recording
    games = []
    for _ in range(6):
        row = await tables[0].open_lobby("tally", 1, "ann")
        await tables[0].add_ai(row.id, 1)
        await tables[0].add_ai(row.id, 1)
        await tables[0].start(row.id, 1)
        games.append(row.id)
    loops = [asyncio.create_task(table.run_timers()) for table in tables]
    try:
        for game_id in games:
            await tables[game_id % 2].act(game_id, 1, "add:1")
        for _ in range(1000):
            ai = await store.fetch("SELECT COUNT(*) AS n FROM timers WHERE kind = 'ai'")
            if ai[0]["n"] == 0:  # every game waits for ann again
                break
            await asyncio.sleep(0.01)
    finally:
        for loop in loops:
            loop.cancel()
        await asyncio.gather(*loops, return_exceptions=True)
    ai_moves = [m for game_id in games for m in await store.moves(game_id) if m.seat != 0]
    assert len(fired) == len(set(fired)) == len(ai_moves) >= 2 * len(games)  # each timer fired once, by one process
