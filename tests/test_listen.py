"""PostgreSQL: a process that queues mail or sets a timer tells the other processes sharing the database
at once (LISTEN/NOTIFY on `boardhost_work`, migration 12); its own commits tell itself nothing."""

import asyncio

from core.outbox import Outbox
from core.store import ACTIVE, Appended, GameWrite, Seat, Timer
from core.store_postgres import PostgresStore

WAIT = 10.0  # seconds at most for a notification that comes in milliseconds (a busy machine)


async def test_mail_and_timers_queued_by_one_process_are_heard_at_once_by_another(postgres_server):
    url = await postgres_server.fresh()
    async with PostgresStore(url, pool_size=2) as here, PostgresStore(url, pool_size=2) as there:
        game_id = await there.create_game("tally", 1, 7, {})
        await there.set_seats(game_id, [Seat(0, "ann", 1), Seat(1, "bob", 2)])
        news: asyncio.Queue = asyncio.Queue()
        assert await here.listen(lambda kind, ids: news.put_nowait((kind, ids)))

        await there.enqueue(game_id, ("line", {"text": "x"}), ("dm", {"text": "y", "user": 1}))
        assert await asyncio.wait_for(news.get(), WAIT) == ("mail", [game_id])
        await there.set_timer(Timer(game_id, 1, "ai", 0, 123.0))
        assert await asyncio.wait_for(news.get(), WAIT) == ("timer", [game_id])
        await there.atomically(GameWrite(game_id, move=Appended(0, 0, "add", [], {}, ACTIVE),
                                         timers=[Timer(game_id, 0, "remind", 1, 200.0)],
                                         mail=[("turn", {"from": 0, "to": 1})], pending=[0]))
        assert sorted([await asyncio.wait_for(news.get(), WAIT) for _ in range(2)]) == [("mail", [game_id]),
                                                                                          ("timer", [game_id])]
        # a lease taken tells nobody; a commit of the listening store's own pool neither
        assert await there.claim_timer("there", now=300.0, lease=30.0) is not None
        await here.enqueue(game_id, ("line", {"text": "mine"}))
        await there.enqueue(game_id, ("line", {"text": "marker"}))
        assert await asyncio.wait_for(news.get(), WAIT) == ("mail", [game_id])  # the marker, nothing before
        assert news.empty()


async def test_the_outbox_delivers_mail_another_process_queued_when_told(postgres_server):
    url = await postgres_server.fresh()
    async with PostgresStore(url, pool_size=2) as here, PostgresStore(url, pool_size=2) as there:
        game_id = await there.create_game("tally", 1, 7, {})
        delivered: asyncio.Queue = asyncio.Queue()

        async def deliver(entry) -> None:
            delivered.put_nowait(entry.payload["text"])

        outbox = Outbox(here, deliver, owner="here")
        await here.listen(lambda kind, ids: outbox.look_soon() if kind == "mail" else None)
        await there.enqueue(game_id, ("line", {"text": "from there"}))  # no watch runs: only the notification
        assert await asyncio.wait_for(delivered.get(), WAIT) == "from there"
        await outbox.close(1.0)


async def test_a_listening_connection_that_drops_is_opened_again_and_hears_what_follows(postgres_server):
    url = await postgres_server.fresh()
    async with PostgresStore(url, pool_size=2) as here, PostgresStore(url, pool_size=2) as there:
        game_id = await there.create_game("tally", 1, 7, {})
        news: asyncio.Queue = asyncio.Queue()
        assert await here.listen(lambda kind, ids: news.put_nowait((kind, ids)))
        assert here.listener is not None
        backend = here.listener.get_server_pid()

        terminated = await there.fetch("SELECT pg_terminate_backend(?) AS done", (backend,))
        assert [dict(r) for r in terminated] == [{"done": True}]
        # listening again: told to look everywhere for what was said while nobody listened
        assert sorted([await asyncio.wait_for(news.get(), WAIT) for _ in range(2)]) == [("mail", []), ("timer", [])]
        assert here.listener is not None and here.listener.get_server_pid() != backend
        await there.enqueue(game_id, ("line", {"text": "after"}))
        assert await asyncio.wait_for(news.get(), WAIT) == ("mail", [game_id])
    assert here.listener is None and here._relisten is None  # closed: nothing left listening or trying
