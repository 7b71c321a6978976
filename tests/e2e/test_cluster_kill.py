"""Proof under faults: real bot processes, each holding a range of gateway shards, on one store,
against the fake Discord with a few hundred games in six servers and a stream of presses; one process
is killed with SIGKILL in the middle and started again. Then: no move lost and none applied twice,
every outbox entry delivered exactly once (counted by the fake, which here remembers no nonce, so a
second send would show), every timer fired once (a second firing only of what the killed process
held), every game still playable.

PostgreSQL: three processes (shards 0-1, 2-3, 4-5). SQLite: one process holds all six shards (one
process per file: a second one is refused while the first runs), killed and started again."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path

from cogs.mail import nonce
from cogs.texts import TEXTS
from core.store import ACTIVE, Store, open_store
from core.table import Table

from .fakediscord import FakeDiscord, stop_process

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 6
GAMES = 300
PRESSES = 400  # before the final round, where every game still running gets one more
WORKERS = 4  # presses in flight at once (never two on one game)
DOWN_SECONDS = 12.0  # the killed process stays down longer than the grace others give its games
AI_DELAY = "1"  # seconds: when a process dies, some of its games' AI timers are not due yet (nobody holds them)
CLAIMED = re.compile(r"timer claimed: game (\d+) seat (\d+) (\w+) version (\d+) due (\S+)")
LANE = re.compile(r"lane claimed: game (\d+)")


@dataclass
class Node:
    """One bot process of the cluster: the shards it holds and its log."""

    ids: str
    log: Path
    process: subprocess.Popen | None = None
    lines_before_kill: int = 0

    @property
    def shards(self) -> list[int]:
        first, _, last = self.ids.partition("-")
        return list(range(int(first), int(last or first) + 1))


@dataclass
class Tally:
    """What the stream of presses saw."""

    applied: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))  # game -> actions answered
    unanswered: dict[int, int] = field(default_factory=Counter)  # game -> presses that got no answer
    refused: int = 0
    sent: int = 0


def start(fake: FakeDiscord, node: Node, database: dict[str, str], script: str = "tests/e2e/cluster_bot.py",
          ) -> subprocess.Popen:
    env = {**os.environ, "FAKE_DISCORD_URL": fake.url, "DISCORD_TOKEN": "dummy-token", "AI_DELAY_SECONDS": AI_DELAY,
           "DEV_GUILD_ID": "", "SHARD_COUNT": str(SHARDS), "SHARD_IDS": node.ids, **database}
    with node.log.open("a") as sink:
        return subprocess.Popen([sys.executable, str(ROOT / "tools" / "run_patched.py"), str(ROOT / script)],
                                env=env, cwd=ROOT, stdout=sink, stderr=subprocess.STDOUT)


async def all_connected(fake: FakeDiscord, shards: list[int], timeout: float = 60.0) -> None:
    await fake.wait_until(lambda: set(shards) <= set(fake.connected) or None, f"shards {shards} to connect",
                          timeout=timeout)


async def make_games(store: Store, fake: FakeDiscord, servers: list[tuple[int, int]]) -> dict[int, tuple]:
    """GAMES games of one person and one AI seat, spread over the servers, each in a channel of its own
    (as a game in its thread: a post sent again after a crash is looked for among the channel's last
    messages); each owes its opening post."""
    table = Table(store, ai_delay=0.0)
    people = [fake.users[name] for name in ("alice", "bob", "carol", "dave", "eve")]
    games = {}
    for number in range(GAMES):
        guild, _ = servers[number % len(servers)]
        channel = fake.add_channel(f"game-{number}", guild)
        person = people[number % len(people)]
        row = await table.open_lobby("tally", person.id, person.name, guild_id=guild, channel_id=channel)
        await table.add_ai(row.id, person.id)
        await table.start(row.id, person.id)
        games[row.id] = (guild, channel, person)
    return games


async def press(fake: FakeDiscord, store: Store, game_id: int, where: tuple, tally: Tally) -> None:
    """The person presses their move by slash command if it is theirs to make and their server's
    shard is connected: Add 1 on their turn, Boo in a reaction window (never Pass: a pass in the log
    is the window's deadline)."""
    guild, channel, person = where
    row = await store.get_game(game_id)
    if row.status != ACTIVE or fake.shard_of(guild) not in fake.connected:
        return
    state = row.state
    if state["react"] is not None:
        action, seat = "boo", state["react"]
    else:
        action, seat = "add:1", state["active"]
    if seat != 0:  # the AI's decision: its timer makes it
        return
    try:
        iid = await fake.send_slash("tally move", {"action": action, "game": game_id}, user=person, channel=channel)
    except AssertionError:  # the shard went away between the look and the press
        return
    tally.sent += 1
    try:
        inter = await fake.wait_callback(iid, timeout=8)
    except AssertionError:
        tally.unanswered[game_id] += 1  # in flight when its process was killed
        return
    title = TEXTS["panel_title"].format(title="Tally", game=game_id)
    if inter.response_type == 4 and inter.response["data"].get("content", "").startswith(title):
        tally.applied[game_id].append(action)  # answered with the panel: the move counted
    else:
        tally.refused += 1  # a sentence: moved on meanwhile (its window passed, or the AI acted)


async def stream(fake: FakeDiscord, store: Store, games: dict[int, tuple], tally: Tally, count: int,
                 pick: Callable[[], list[int]]) -> None:
    busy: set[int] = set()
    done = 0

    async def worker() -> None:
        nonlocal done
        while done < count:
            choices = pick()
            if not choices:  # no game can be pressed now (every server's process is down)
                return
            free = [g for g in choices if g not in busy]
            if not free:
                await asyncio.sleep(0.05)
                continue
            game_id = random.choice(free)
            busy.add(game_id)
            done += 1
            try:
                await press(fake, store, game_id, games[game_id], tally)
            finally:
                busy.discard(game_id)

    await asyncio.gather(*(worker() for _ in range(WORKERS)))


async def settled(store: Store, timeout: float = 90.0) -> None:
    """Every entry delivered and every AI seat's timer fired."""
    deadline = time.monotonic() + timeout
    while True:
        pending = (await store.fetch("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'"))[0]["n"]
        ai = (await store.fetch("SELECT COUNT(*) AS n FROM timers WHERE kind = 'ai'"))[0]["n"]
        if pending == 0 and ai == 0:
            return
        assert time.monotonic() < deadline, f"not settled: {pending} entries owed, {ai} AI timers left"
        await asyncio.sleep(0.2)


def claims(node: Node, upto: int | None = None) -> list[tuple]:
    lines = node.log.read_text().splitlines()[:upto]
    return [tuple(m.groups()) for line in lines if (m := CLAIMED.search(line))]


async def run_cluster(fake: FakeDiscord, nodes: list[Node], victim: Node, database: dict[str, str],
                      store_at: Callable[[], contextlib.AbstractAsyncContextManager[Store]],
                      while_running: Callable[[], object] | None = None) -> dict:
    fake.nonce_memory = 0.0  # nothing sent twice is hidden: every message made counts
    random.seed(21)
    servers = [fake.add_guild(shard=s, shard_count=SHARDS) for s in range(SHARDS)]
    tally = Tally()
    async with store_at() as store:
        games = await make_games(store, fake, servers)
    figures: dict = {"games": len(games)}
    try:
        for node in nodes:
            node.process = start(fake, node, database)
        await all_connected(fake, list(range(SHARDS)))
        if while_running is not None:
            await while_running()
        async with store_at() as store:
            first = asyncio.create_task(stream(fake, store, games, tally, PRESSES // 2, lambda: list(games)))
            await fake.wait_until(lambda: tally.sent >= PRESSES // 4 or None, "presses before the kill", timeout=120)
            victim.lines_before_kill = len(victim.log.read_text().splitlines())
            os.kill(victim.process.pid, signal.SIGKILL)  # presses in flight: some of them are its own
            await asyncio.to_thread(victim.process.wait, 10)
            killed = time.monotonic()
            await first
            await stream(fake, store, games, tally, PRESSES // 4, lambda: [
                g for g, where in games.items() if fake.shard_of(where[0]) not in victim.shards] or [])
            await asyncio.sleep(max(0.0, DOWN_SECONDS - (time.monotonic() - killed)))
            restarted = time.monotonic()
            victim.process = start(fake, victim, database)
            await all_connected(fake, victim.shards)
            figures["restart_seconds"] = round(time.monotonic() - restarted, 1)
            figures["down_seconds"] = round(restarted - killed, 1)
            await stream(fake, store, games, tally, PRESSES - PRESSES // 2 - PRESSES // 4, lambda: list(games))
            await settled(store)
            running = [g for g in games if (await store.get_game(g)).status == ACTIVE]
            await stream(fake, store, games, tally, len(running), lambda: running)  # every game still plays
            await settled(store)
            figures["still_running_pressed"] = len(running)
    finally:
        for node in nodes:
            if node.process is not None and node.process.poll() is None:
                await asyncio.to_thread(stop_process, node.process)
    violations = fake.pop_violations()  # the killed process never answered what was in flight
    assert all(v.code == 10062 for v in violations) and len(violations) <= sum(tally.unanswered.values()), violations
    async with store_at() as store:
        figures |= await check_store(store, games, tally)
        figures |= await check_deliveries(fake, store)
    figures |= check_timers(nodes, victim)
    theirs = {str(g) for g, where in games.items() if fake.shard_of(where[0]) in victim.shards}
    helpers = [node for node in nodes if node is not victim]  # their claims of the victim's games
    figures["victims_timers_fired_by_others"] = sum(key[0] in theirs for node in helpers for key in claims(node))
    figures["victims_lanes_delivered_by_others"] = len({m[1] for node in helpers for m in LANE.finditer(
        node.log.read_text()) if m[1] in theirs})
    for node in nodes:
        text = node.log.read_text()
        assert "Traceback" not in text and " ERROR " not in text, text[-3000:]
    figures |= {"presses": tally.sent, "applied": sum(map(len, tally.applied.values())), "refused": tally.refused,
                "unanswered": sum(tally.unanswered.values())}
    print("cluster kill test:", figures)
    return figures


async def check_store(store: Store, games: dict[int, tuple], tally: Tally) -> dict:
    """Each game's person moves are the presses answered as applied, in order; a press that got no
    answer (its process was killed) may have counted once. Every game replays to its stored state."""
    table = Table(store)
    moves = 0
    for game_id in games:
        log = await store.moves(game_id)
        moves += len(log)
        pressed = [m.action for m in log if m.seat == 0 and m.action != "pass"]
        answered = tally.applied[game_id]
        extra = len(pressed) - len(answered)
        assert 0 <= extra <= tally.unanswered[game_id], (game_id, pressed, answered)
        assert answered == pressed[:len(answered)] or extra > 0, (game_id, pressed, answered)
        assert await table.replay_matches(game_id)
        row = await store.get_game(game_id)
        if row.status == ACTIVE:
            assert (await table.check_clocks(game_id, fix=False))[0] == [], game_id
    return {"moves": moves}


async def check_deliveries(fake: FakeDiscord, store: Store) -> dict:
    """Every entry sent (none owed, none failed); the fake saw each entry's messages once."""
    prefix = await store.get_meta("nonce_prefix")
    rows = await store.fetch("SELECT id FROM games")
    entries = [e for r in rows for e in await store.entries(r["id"])]
    statuses = Counter(r["status"] for r in await store.fetch("SELECT status FROM outbox"))
    assert entries and set(statuses) == {"sent"}, statuses
    # Counted by the messages the fake made, each with the request that made it: a process killed while
    # its post was answered leaves the message made and the request without its answer.
    made = Counter((fake.requests[m.seq].path, (fake.requests[m.seq].json or {}).get("nonce"))
                   for messages in fake.messages.values() for m in messages
                   if fake.requests[m.seq].route == "/channels/{cid}/messages"
                   and (fake.requests[m.seq].json or {}).get("nonce"))
    twice = {key: n for key, n in made.items() if n > 1}
    assert not twice, twice
    nonces = {key[1] for key in made}
    missing = [e for e in entries if nonce(prefix, e) not in nonces]
    assert not missing, [(e.id, e.kind, e.payload) for e in missing[:5]]
    return {"entries": len(entries), "messages": sum(made.values())}


def check_timers(nodes: list[Node], victim: Node) -> dict:
    """No timer fired twice, except one the killed process had claimed (its lease ran out or it came
    back under its name) that another claim then fired."""
    claimed: dict[tuple, list[str]] = defaultdict(list)
    for node in nodes:
        before = claims(node, node.lines_before_kill) if node is victim else []
        for key in claims(node):
            claimed[key].append("killed" if node is victim and before and key in before else node.ids)
    again = {key: who for key, who in claimed.items() if len(who) > 1}
    assert all(who[:-1] == ["killed"] * (len(who) - 1) for who in again.values()), again
    return {"timers": len(claimed), "timers_claimed_again_after_kill": len(again)}


@contextlib.asynccontextmanager
async def store_at(database: str) -> AsyncIterator[Store]:
    async with open_store(database) as store:
        yield store


async def test_three_postgresql_processes_one_killed_and_started_again(fake_discord, tmp_path, with_tally,
                                                                        postgres_server):
    url = await postgres_server.fresh()
    nodes = [Node(ids, tmp_path / f"bot-{ids}.log") for ids in ("0-1", "2-3", "4-5")]
    await run_cluster(fake_discord, nodes, nodes[1], {"DATABASE_URL": url}, lambda: store_at(url))


async def test_one_sqlite_process_of_six_shards_killed_and_started_again(fake_discord, tmp_path, with_tally):
    database = tmp_path / "boardhost.db"
    node = Node("0-5", tmp_path / "bot.log")

    async def second_is_refused() -> None:
        second = Node("0-5", tmp_path / "second.log")
        refused = start(fake_discord, second, {"DATABASE_PATH": str(database)}, script="bot.py")
        assert await asyncio.to_thread(refused.wait, 60) == 2
        assert "already running on this file" in second.log.read_text()
        assert Path(f"{database}.lock").exists()

    await run_cluster(fake_discord, [node], node, {"DATABASE_PATH": str(database)},
                      lambda: store_at(str(database)), second_is_refused)
