"""The outbox on both stores: order, exactly once, retries, permanent failures, restarts."""

import asyncio

from core.outbox import Outbox, Permanent, Transient
from core.store import Seat, Store, open_store


async def a_game(store: Store) -> int:
    game_id = await store.create_game("tally", host_id=1, seed=5, options={})
    await store.set_seats(game_id, [Seat(0, "ann", 1), Seat(1, "bob", 2)])
    return game_id


class Recorder:
    """A delivery that records what arrived and fails as told (by entry number)."""

    def __init__(self, transient: dict[int, int] | None = None, permanent: set[int] = frozenset()) -> None:
        self.arrived: list[tuple[int, int]] = []
        self.transient = dict(transient or {})  # entry number -> transient failures before it goes
        self.left: dict[tuple[int, int], int] = {}
        self.permanent = permanent
        self.failures: list[tuple[int, str]] = []

    async def deliver(self, entry) -> None:
        number = entry.payload["n"]
        await asyncio.sleep(0)  # let other lanes run in between
        key = (entry.game_id, number)
        self.left[key] = self.left.get(key, self.transient.get(number, 0)) - 1
        if self.left[key] >= 0:
            raise Transient("503 Service Unavailable")
        if number in self.permanent:
            raise Permanent("the thread was deleted")
        self.arrived.append((entry.game_id, number))

    async def on_failure(self, entry, reason: str) -> None:
        self.failures.append((entry.payload["n"], reason))


def outbox(store, recorder, **kwargs) -> Outbox:
    return Outbox(store, recorder.deliver, recorder.on_failure, retry_base=0.001, **kwargs)


async def test_each_game_gets_its_posts_in_order_exactly_once(store):
    games = [await a_game(store) for _ in range(3)]
    recorder = Recorder(transient={3: 2, 7: 1})
    box = outbox(store, recorder)
    for n in range(10):
        for game_id in games:
            await store.enqueue(game_id, ("post", {"n": n}))
            box.kick(game_id)
    await box.idle()
    for game_id in games:
        assert [n for g, n in recorder.arrived if g == game_id] == list(range(10))
        assert {e.payload["n"]: e.attempts for e in await store.entries(game_id, "sent")}[3] == 2
        assert await store.entries(game_id, "pending") == []


async def test_a_permanent_failure_is_reported_and_the_lane_goes_on(store):
    game_id = await a_game(store)
    recorder = Recorder(permanent={1})
    box = outbox(store, recorder)
    await store.enqueue(game_id, ("post", {"n": 0}), ("post", {"n": 1}), ("dm", {"n": 2}))
    box.kick(game_id)
    await box.idle()
    assert recorder.arrived == [(game_id, 0), (game_id, 2)]
    assert recorder.failures == [(1, "the thread was deleted")]
    assert [e.payload["n"] for e in await store.entries(game_id, "failed")] == [1]


async def test_retries_give_up_after_the_last_attempt(store):
    game_id = await a_game(store)
    recorder = Recorder(transient={0: 99})
    box = outbox(store, recorder, max_attempts=3)
    await store.enqueue(game_id, ("post", {"n": 0}))
    box.kick(game_id)
    await box.idle()
    assert recorder.failures == [(0, "503 Service Unavailable (gave up after 3 tries)")]


async def test_what_was_not_delivered_goes_out_after_a_restart(database):
    gate, sending = asyncio.Event(), asyncio.Event()
    arrived = []

    async def stuck(entry) -> None:
        sending.set()
        await gate.wait()  # Discord hangs; the bot is shut down meanwhile

    async with open_store(database) as store:
        game_id = await a_game(store)
        await store.enqueue(game_id, ("post", {"n": 0}), ("dm", {"n": 1}))
        box = Outbox(store, stuck)
        box.kick(game_id)
        await sending.wait()  # the first entry is in flight
        await box.close(grace=0.01)
        box.kick(game_id)  # a move committed during shutdown waits for the next start
        assert len(await store.entries(game_id, "pending")) == 2

    async def deliver(entry) -> None:
        arrived.append(entry.payload["n"])

    async with open_store(database) as store:
        again = Outbox(store, deliver)
        await again.resume()
        await again.idle()
        assert arrived == [0, 1] and await store.entries(game_id, "pending") == []


async def test_a_kick_while_the_worker_finishes_is_not_lost(store):
    game_id = await a_game(store)
    recorder = Recorder()
    box = outbox(store, recorder)
    for n in range(50):  # entries committed while the lane is busy or just emptying
        await store.enqueue(game_id, ("post", {"n": n}))
        box.kick(game_id)
        await asyncio.sleep(0)
    await box.idle()
    assert [n for _, n in recorder.arrived] == list(range(50))


async def test_delivered_entries_are_pruned_after_a_week_but_pending_ones_stay(store):
    game_id = await a_game(store)
    now = [1_000_000.0]
    recorder = Recorder()
    box = Outbox(store, recorder.deliver, now=lambda: now[0])
    await store.enqueue(game_id, ("post", {"n": 0}))
    box.kick(game_id)
    await box.idle()
    await store.enqueue(game_id, ("post", {"n": 1}))  # not delivered yet
    now[0] += 8 * 86400
    again = Outbox(store, recorder.deliver, now=lambda: now[0])
    await again.resume()
    await again.idle()
    assert [e.payload["n"] for e in await store.entries(game_id)] == [1]
    assert recorder.arrived == [(game_id, 0), (game_id, 1)]


async def test_a_restart_with_many_games_owed_delivers_through_a_few_lanes_oldest_first(store):
    games = [await a_game(store) for _ in range(12)]
    for game_id in reversed(games):  # the last game's mail is the oldest
        await store.enqueue(game_id, ("post", {"n": 0}), ("post", {"n": 1}))
    in_flight, most, order, taken = set(), [0], [], []
    claim_lane = store.claim_lane

    def claimed(game_id: int, *args: object):
        taken.append(game_id)  # a lane takes the game (it claims it first)
        return claim_lane(game_id, *args)

    store.claim_lane = claimed

    async def deliver(entry) -> None:
        in_flight.add(entry.game_id)
        most[0] = max(most[0], len(in_flight))
        await asyncio.sleep(0.02)  # long beside a query: the three lanes overlap
        in_flight.discard(entry.game_id)
        order.append((entry.game_id, entry.payload["n"]))

    box = Outbox(store, deliver, lanes=3)
    await box.resume()
    await box.idle()
    assert most[0] == 3
    firsts = [g for g, n in order if n == 0]
    # the three lanes take the three games owed longest first (which of them is delivered first is the
    # store's and the scheduler's timing), and every game gets its turn
    assert taken[:3] == list(reversed(games))[:3] and sorted(firsts) == games
    for game_id in games:
        assert [n for g, n in order if g == game_id] == [0, 1]


async def test_new_mail_goes_before_mail_owed_since_the_restart(store):
    owed = [await a_game(store) for _ in range(6)]
    for game_id in owed:
        await store.enqueue(game_id, ("post", {"n": 0}))
    live = await a_game(store)
    order = []

    async def deliver(entry) -> None:
        await asyncio.sleep(0.001)
        order.append(entry.game_id)

    box = Outbox(store, deliver, lanes=1)
    await box.resume()
    await store.enqueue(live, ("post", {"n": 0}))
    box.kick(live)
    await box.idle()
    assert order.index(live) <= 1 and sorted(order) == sorted([*owed, live])


async def test_a_retry_due_later_lets_other_games_through(store):
    slow, quick = await a_game(store), await a_game(store)
    await store.enqueue(slow, ("post", {"n": 0}))
    await store.enqueue(quick, ("post", {"n": 1}))
    recorder = Recorder(transient={0: 1})
    box = Outbox(store, recorder.deliver, recorder.on_failure, retry_base=1.5, lanes=1)
    box.kick(slow)
    box.kick(quick)
    await box.idle()
    assert recorder.arrived == [(quick, 1), (slow, 0)]  # the one lane did not sit out slow's 1.5 s backoff
