"""A bounded load test: N Moon-Bots games through the real table service and outbox, against a stub
Discord that enforces Discord's limits (50 requests/s in all, 5 messages per 5 s in a channel).

    python tools/load_test.py --games 1000 [--store sqlite|postgres] [--restart-seconds 60] [--move-seconds 30]
                              [--json]

1. N games are created at once, each owing its opening turn post; every tenth has an AI seat whose
   timer is overdue (the bot was down when it should have played).
2. Restart: the outbox catches up (bounded to --restart-seconds) and the timers fire, while a player
   presses Play every 50 ms in a random game: how long until the press's first answer (what the
   desk must have before it answers: the panel's words and buttons; on code that put the picture
   in the first answer, the picture too), posts delivered, backlog left, timer lag, memory.
3. Moves: 8 players press moves at once across games for --move-seconds: moves/s, act and commit
   times, CPU per move (each move's panel picture drawn, as the bot does), backlog and timer lag.

Both phases report the event loop's lag (how late a 10 ms sleep wakes up, p50/p99: what every press
waits for on top of its own work) and, on PostgreSQL, round trips to the server per move and per commit
(everything the process sent over the moves made: the presses, the outbox, the timers, and this test's own
reads of games to choose a move in; tests/test_round_trips.py counts one press alone: 3, its commit 1),
and where a commit's time goes (`CommitBreakdown`: waiting for a pooled connection, the call, and the
server's own time in it). Panel pictures: drawn at once, drawn late (they waited for room in the drawing
queue) or dropped (too many waited: the panel says so).

Stops by itself; the database is a temporary SQLite file, or with `--store postgres` a throw-away
PostgreSQL server started for the run (tools/throwaway_postgres.py: initdb, a Unix socket, durability
off, as the tests use; needs PostgreSQL installed) and removed after it, or with
DATABASE_URL=postgresql://... an EMPTY PostgreSQL database (the test fills it; drop and create it again
before the next run). Runs against whatever `core` is importable from the current folder (so the same
script measures an older checkout: `cd old && python /path/to/tools/load_test.py`).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.getcwd())
sys.path.insert(1, str(Path(__file__).resolve().parent))  # this script's own folder: throwaway_postgres

from core import effects  # noqa: E402
from core.effects import Change  # noqa: E402
from core.outbox import Outbox  # noqa: E402
from core.store import ACTIVE, GameRow, Seat, Store  # noqa: E402

try:
    from core.store import open_store
except ImportError:  # a checkout from before the two stores: SQLite only
    open_store = Store
from throwaway_postgres import start_server  # noqa: E402

from core.table import Table, TableError, writes  # noqa: E402
from engines import GAMES  # noqa: E402
from engines.base import Rng  # noqa: E402
from engines.i18n import say  # noqa: E402

KEY = "moonbots"
PLAYERS = 8  # people pressing at once in the moves phase
AI_EVERY = 10  # every tenth game has an AI seat
GLOBAL_RATE = 50.0  # Discord: requests per second, all routes
CHANNEL_MESSAGES, CHANNEL_WINDOW = 5, 5.0  # Discord: messages per channel per 5 s
NETWORK_SECONDS = 0.02  # a request's round trip


def percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))], 2)


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class StubDiscord:
    """Takes messages as Discord would: waits out the global and per-channel rate limits (as
    discord.py does on a 429), then a network round trip."""

    def __init__(self) -> None:
        self.next_slot = 0.0
        self.sent: dict[int, collections.deque] = collections.defaultdict(collections.deque)
        self.messages = 0
        self.bytes = 0

    async def send(self, channel: int, content: str, picture: bytes | None = None) -> None:
        loop = asyncio.get_running_loop()
        while True:
            now = loop.time()
            window = self.sent[channel]
            while window and window[0] <= now - CHANNEL_WINDOW:
                window.popleft()
            if len(window) < CHANNEL_MESSAGES:
                break
            await asyncio.sleep(window[0] + CHANNEL_WINDOW - now)
        window.append(now)
        slot = max(now, self.next_slot)
        self.next_slot = slot + 1 / GLOBAL_RATE
        await asyncio.sleep(slot - now + NETWORK_SECONDS)
        self.messages += 1
        self.bytes += len(content) + len(picture or b"")


class Desk:
    """What the bot's mailroom and desk do, minus discord: turn posts with their glance, DMs, and a
    press's panel."""

    def __init__(self, table: Table, discord: StubDiscord, keep_pictures: bool = False) -> None:
        self.table = table
        self.discord = discord
        self.keep_pictures = keep_pictures  # every panel picture drawn, however many wait (none dropped)
        self.pictures: set[asyncio.Task] = set()
        self.dropped = 0  # panel pictures not drawn: too many waited

    async def deliver(self, entry) -> None:  # noqa: ANN001
        row = await self.table.game_row(entry.game_id)
        if entry.kind == "turn":
            mail = entry.payload
            game = GAMES[row.game]
            state = (await self.table.load(row))[1] if mail["to"] == row.version else \
                await self.table.state_at(row, mail["to"])
            lines = [say(e.text, row.locale, row.names) for e in await self.table.events_since(row, mail["from"],
                                                                                                  mail["to"])]
            lines.append(say(game.standing(state), row.locale, row.names))
            png = await self.table.glance(row, mail["to"], mail["from"])
            await self.discord.send(row.thread_id, "\n".join(lines), png)
        else:
            await self.discord.send(-(entry.payload.get("user") or 1), json.dumps(entry.payload))

    async def side_picture(self, row: GameRow, seat: int) -> None:
        """The panel's picture, as the bot draws it after the answer: drawn when the queue has room, dropped
        when too many wait (on code that can drop it: the panel then says so)."""
        try:
            await self.table.picture(row, seat, side=not self.keep_pictures)
        except TypeError:  # a checkout from before pictures could be dropped
            await self.table.picture(row, seat)
        except Exception as error:  # noqa: BLE001 (drawing.Busy: dropped)
            if type(error).__name__ != "Busy":
                raise
            self.dropped += 1

    async def panel(self, row: GameRow, seat: int) -> None:
        """A press's first answer: on this code's desk, the words and buttons (and the picture when
        the desk answered with it); the picture otherwise follows."""
        game, state = await self.table.load(row)
        game.view(state, seat)
        actions = game.actions(state, seat)
        game.prompt(state, seat)
        [a.label for a in actions]
        if hasattr(self.table, "cached_picture"):
            task = asyncio.create_task(self.side_picture(row, seat))
            self.pictures.add(task)
            task.add_done_callback(self.pictures.discard)
        else:
            await self.table.picture(row, seat)


async def create_games(store: Store, count: int) -> dict:
    """`count` started games, each owing its opening post; AI timers already overdue."""
    game = GAMES[KEY]
    options = game.resolve_options({})
    now = time.time()
    created = time.perf_counter()
    for number in range(count):
        seed = number + 1
        state = game.setup(2, seed, options)
        game_id = await store.create_game(KEY, 2 * number + 1, seed, options, guild_id=1, channel_id=10)
        ai = number % AI_EVERY == 0
        seats = [Seat(0, f"P{2 * number + 1}", 2 * number + 1),
                 Seat(1, "AI" if ai else f"P{2 * number + 2}", None if ai else 2 * number + 2,
                      "random" if ai else None)]
        await store.set_seats(game_id, seats)
        await store.update_game(game_id, status=ACTIVE, state=game.dump(state), thread_id=1_000_000 + number)
        row = GameRow(id=game_id, game=KEY, host_id=1, status=ACTIVE, options=options, seed=seed,
                      state=None, version=0, posted_version=0, guild_id=1, channel_id=10,
                      thread_id=1_000_000 + number, seats=seats)
        fx = effects.settle(row, game, state, effects.OPENING, Change(0, now - 120, 1.0, {}))
        async with store.transaction() as tx:
            await writes.effects(tx, game_id, fx)
    timers = (await store.counts(now))["overdue_ai_timers"]
    return {"games": count, "create_s": round(time.perf_counter() - created, 1), "overdue_ai_timers": timers}


async def listing(store: Store) -> dict:
    """`/games list` in the one server that holds every game: the queries of its first and middle page."""
    if not hasattr(store, "list_open"):
        return {}
    timings = {}
    total = (await store.counts())["games"]
    for name, offset in (("first_page_ms", 0), ("middle_page_ms", total // 2)):
        started = time.perf_counter()
        await store.list_open(1, 1, offset, 15)
        timings[name] = round((time.perf_counter() - started) * 1000, 1)
    return timings


async def owed(store: Store) -> int:
    return (await store.counts())["pending_mail"]


def round_trips(store: Store) -> int | None:
    """Round trips the store's connections made so far (PostgreSQL opened counting them), else None."""
    counter = getattr(store, "round_trips", None)
    return None if counter is None else counter.count


class Probe:
    """Times commits (every transaction the table runs: moves and what they cause) and timer lag;
    samples memory and the event loop's lag."""

    TICK = 0.01  # seconds: the loop-lag sampler's sleep

    def __init__(self, table: Table) -> None:
        self.commits: list[float] = []
        self.lag: list[float] = []
        self.loop_lag: list[float] = []
        self.rss = rss_mib()
        commit, fire = table.store.atomically, table.clock.fire

        async def timed_commit(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            started = time.perf_counter()
            try:
                return await commit(*args, **kwargs)
            finally:
                self.commits.append((time.perf_counter() - started) * 1000)

        async def timed_fire(timer):  # noqa: ANN001, ANN202
            if timer.kind == "ai":
                self.lag.append(max(0.0, time.time() - timer.due))
            return await fire(timer)

        table.store.atomically, table.clock.fire = timed_commit, timed_fire  # type: ignore[method-assign]

    async def sample(self) -> None:
        while True:
            self.rss = max(self.rss, rss_mib())
            await asyncio.sleep(0.25)

    async def sample_loop(self) -> None:
        """How late the loop wakes a task that sleeps TICK: the wait any press has on top of its work."""
        loop = asyncio.get_running_loop()
        while True:
            started = loop.time()
            await asyncio.sleep(self.TICK)
            self.loop_lag.append(max(0.0, loop.time() - started - self.TICK) * 1000)

    def loop_figures(self) -> dict:
        return {"loop_lag_ms_p50": percentile(self.loop_lag, 50), "loop_lag_ms_p99": percentile(self.loop_lag, 99)}


class CommitBreakdown:
    """On PostgreSQL, where a one-call write's time goes: waiting for a pooled connection, the call from
    sending it to its answer, and of that the server's own time inside `boardhost_write` (its mean,
    from pg_stat_user_functions); the rest of the call is the way there and back and the event loop's
    lateness in taking the answer."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.times = getattr(store, "commit_times", None)
        self.first = len(self.times) if self.times is not None else 0
        self.server: tuple[int, float] | None = None

    async def start(self) -> None:
        if self.times is not None:
            self.first = len(self.times)
            self.server = await self.store.write_function_time()  # type: ignore[attr-defined]

    async def figures(self) -> dict:
        if self.times is None or self.server is None:
            return {}
        times = self.times[self.first:]
        await asyncio.sleep(1.0)  # the server's statistics reach its view within a second
        calls, ms = await self.store.write_function_time()  # type: ignore[attr-defined]
        calls, ms = calls - self.server[0], ms - self.server[1]
        return {"commit_acquire_ms_p50": percentile([a for a, _ in times], 50),
                "commit_acquire_ms_p99": percentile([a for a, _ in times], 99),
                "commit_call_ms_p50": percentile([c for _, c in times], 50),
                "commit_call_ms_p99": percentile([c for _, c in times], 99),
                "server_ms_per_write": round(ms / calls, 3) if calls else None}


async def human_to_act(table: Table, rng: random.Random, count: int) -> tuple[GameRow, int] | None:
    for _ in range(20):
        row = await table.game_row(rng.randrange(1, count + 1))
        if row.status != ACTIVE:
            continue
        game, state = await table.load(row)
        seats = [s for s in game.pending(state) if row.seats[s].user_id]
        if seats:
            return row, seats[0]
    return None


async def restart(store: Store, count: int, seconds: float) -> dict:
    table = Table(store, ai_delay=1.0)
    discord = StubDiscord()
    desk = Desk(table, discord)
    probe = Probe(table)
    outbox = Outbox(store, desk.deliver)
    table.mail_hooks.append(outbox.kick)
    owed_at_start = await owed(store)
    sampler = asyncio.create_task(probe.sample())
    looper = asyncio.create_task(probe.sample_loop())
    timers = asyncio.create_task(table.run_timers())
    started = time.perf_counter()
    await outbox.resume()
    presses, rng = [], random.Random(1)
    while time.perf_counter() - started < seconds and await owed(store):
        pressed = time.perf_counter()
        found = await human_to_act(table, rng, count)
        if found is not None:
            await desk.panel(*found)
            presses.append((time.perf_counter() - pressed) * 1000)
        await asyncio.sleep(max(0.0, 0.05 - (time.perf_counter() - pressed)))
    elapsed = time.perf_counter() - started
    left = await owed(store)
    overdue = (await store.counts())["overdue_ai_timers"]
    timers.cancel()
    await outbox.close(2.0)
    sampler.cancel()
    looper.cancel()
    await asyncio.gather(timers, sampler, looper, *desk.pictures, return_exceptions=True)
    getattr(table, "close", lambda: None)()
    return {"owed_posts_at_start": owed_at_start, "seconds": round(elapsed, 1),
            "posts_delivered": owed_at_start - left, "posts_per_s": round((owed_at_start - left) / elapsed, 1),
            "backlog_left": left, "press_ms_p50": percentile(presses, 50), "press_ms_p95": percentile(presses, 95),
            "press_ms_max": percentile(presses, 100), "presses": len(presses),
            "presses_over_1s": sum(p > 1000 for p in presses), "ai_timers_fired": len(probe.lag),
            "ai_timers_still_overdue": overdue, "timer_lag_s_p50": percentile(probe.lag, 50),
            "timer_lag_s_p99": percentile(probe.lag, 99), "rss_mib_max": round(probe.rss), **probe.loop_figures()}


async def moves(store: Store, count: int, seconds: float, keep_pictures: bool = False) -> dict:
    table = Table(store, ai_delay=1.0)
    discord = StubDiscord()
    desk = Desk(table, discord, keep_pictures)
    probe = Probe(table)
    outbox = Outbox(store, desk.deliver)
    table.mail_hooks.append(outbox.kick)
    sampler = asyncio.create_task(probe.sample())
    looper = asyncio.create_task(probe.sample_loop())
    timers = asyncio.create_task(table.run_timers())
    acts: list[float] = []
    deadline = time.perf_counter() + seconds

    async def player(number: int) -> None:
        rng = random.Random(number)
        while time.perf_counter() < deadline:
            found = await human_to_act(table, rng, count)
            if found is None:
                continue
            row, seat = found
            game, state = await table.load(row)
            action = game.ai(state, seat, Rng(rng.randrange(2**32)), "random")
            started = time.perf_counter()
            try:
                outcome = await table.act(row.id, row.seats[seat].user_id, action, row.version)
            except TableError:
                continue  # another player's move landed first
            acts.append((time.perf_counter() - started) * 1000)
            await desk.panel(outcome.game, seat)

    breakdown = CommitBreakdown(store)
    await breakdown.start()
    cpu, started, trips_before = time.process_time(), time.perf_counter(), round_trips(store)
    await asyncio.gather(*(player(n) for n in range(PLAYERS)))
    await asyncio.gather(*desk.pictures, return_exceptions=True)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    trips_after = round_trips(store)
    trips = None if trips_before is None or trips_after is None else trips_after - trips_before
    backlog = await owed(store)
    timers.cancel()
    await outbox.close(2.0)
    sampler.cancel()
    looper.cancel()
    await asyncio.gather(timers, sampler, looper, return_exceptions=True)
    getattr(table, "close", lambda: None)()
    return {"seconds": round(elapsed, 1), "moves": len(acts), "moves_per_s": round(len(acts) / elapsed, 1),
            "act_ms_p50": percentile(acts, 50), "act_ms_p99": percentile(acts, 99),
            "commit_ms_p50": percentile(probe.commits, 50), "commit_ms_p99": percentile(probe.commits, 99),
            "cpu_ms_per_move": round(1000 * cpu / max(1, len(acts)), 1), "outbox_backlog_at_end": backlog,
            "posts_sent": discord.messages, "panel_pictures_dropped": desk.dropped,
            "panel_pictures_late": getattr(table.pictures.drawers, "waited", None),  # drawn after waiting for room
            "timer_lag_s_p99": percentile(probe.lag, 99),
            "rss_mib_max": round(probe.rss), **probe.loop_figures(), **await breakdown.figures(),
            **({} if trips is None else {"round_trips_per_move": round(trips / max(1, len(acts)), 1)})}


def opened(database: str) -> Store:
    """The store for `database`; PostgreSQL counting its round trips (when this checkout's store can)."""
    if database.startswith("postgres"):
        try:
            from core.store_postgres import PostgresStore

            return PostgresStore(database, count_round_trips=True)
        except (ImportError, TypeError):  # a checkout from before the counter
            pass
    return open_store(database)


async def run(count: int, restart_seconds: float, move_seconds: float, url: str = "",
              keep_pictures: bool = False) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        async with opened(url or str(Path(folder) / "load.db")) as store:
            if (await store.counts())["games"]:
                raise SystemExit("The load test needs an empty database; DATABASE_URL's has games.")
            figures = {"load_average": [round(x, 2) for x in os.getloadavg()], "cwd": os.getcwd(),
                       "store": "postgres" if url else "sqlite"}
            figures["created"] = await create_games(store, count)
            figures["games_list"] = await listing(store)
            figures["restart"] = await restart(store, count, restart_seconds)
            figures["moves"] = await moves(store, count, move_seconds, keep_pictures)
            figures["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
            return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--store", choices=("sqlite", "postgres"), default=None,
                        help="sqlite: a temporary file; postgres: DATABASE_URL's empty database, or without it a"
                             " throw-away server started for the run (default: DATABASE_URL's, else sqlite)")
    parser.add_argument("--restart-seconds", type=float, default=60.0)
    parser.add_argument("--move-seconds", type=float, default=30.0)
    parser.add_argument("--keep-pictures", action="store_true",
                        help="draw every panel picture, none dropped however many wait (as before pictures could be)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    url = os.environ.get("DATABASE_URL", "").strip()
    if args.store == "sqlite":
        url = ""
    server = start_server() if args.store == "postgres" and not url else None
    try:
        if server is not None:
            url = asyncio.run(server.fresh())
        figures = asyncio.run(run(args.games, args.restart_seconds, args.move_seconds, url, args.keep_pictures))
    finally:
        if server is not None:
            server.stop()
    print(json.dumps(figures) if args.json else json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
