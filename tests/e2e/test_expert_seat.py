"""An expert AI seat plays a whole game through Discord while another table's presses are answered
(issue 33): its searches run in the search pool (core/table/searches.py), never on the event loop, so
a press at another table does not wait behind one.

Measured on the shared 2-core machine (load average 13-17), Play presses at the other table, press to first
answer, three runs of the same game (seed 1: 17 expert decisions, alice's own presses and posts too):
idle p50 28-37 ms, p95 48-95 ms; while the expert plays, searching in the pool, p50 56-68 ms, p95 136-191 ms;
the same game with the searches on the event loop (POOLED_LEVELS emptied by hand) p50 73-118 ms, p95 194-342 ms.
At load average 7, with the pool: idle p50 8 ms, p95 20 ms; while the expert plays p50 9 ms, p95 22 ms.
Qube's searches are short (~30 ms of CPU); Moon-Bots' (~140 ms) would hold the loop longer.

On SQLite only: the search pool is the same on either store, and a second whole game would add 15 s.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from core.figures import percentile
from core.store import FINISHED

from .boardhost import add_ai_id, choose, label_id, latest_post, make_bot, open_panel, smart_choice, until_moved

PRESSES = 12  # Play presses timed at the other table, without and then with the expert's game running
MAX_STEPS = 400
SEED = 1


async def play_presses(fake, bot, thread: int, users: list, count: int, running: asyncio.Event | None = None
                       ) -> list[float]:
    """Milliseconds from Play pressed to the panel's first answer, `count` times at this table (while
    `running` is set, when given: the presses stop when it clears)."""
    times: list[float] = []
    while len(times) < count and (running is None or running.is_set()):
        user = users[len(times) % len(users)]
        started = time.perf_counter()
        await fake.wait_callback(await fake.click_button(latest_post(fake, thread), label_id(latest_post(fake, thread),
                                                                                               "Play"), user=user))
        times.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.05)
    return times


@pytest.mark.slow
async def test_an_expert_seat_plays_a_whole_game_while_another_table_is_answered(fake_discord, run_bot, tmp_path,
                                                                                 record_property):
    database = tmp_path / "boardhost.sqlite3"
    fake = fake_discord
    alice, bob, carol = fake.users["alice"], fake.users["bob"], fake.users["carol"]
    async with run_bot(make_bot(database)) as bot:
        # the other table: bob and carol at Moon-Bots, waiting on bob
        iid = await fake.send_slash("moonbots new", {}, user=bob)
        await fake.wait_callback(iid)
        other = fake.original(iid)
        await fake.wait_callback(await fake.click_button(other, label_id(other, "Join"), user=carol))
        mark = fake.mark()
        await fake.wait_callback(await fake.click_button(other, label_id(other, "Start"), user=bob))
        other_thread = int(fake.threads()[-1]["id"])
        await fake.wait_for_message(lambda m: m.channel_id == other_thread, start=mark)
        idle = await play_presses(fake, bot, other_thread, [bob, carol], PRESSES)

        # alice against the expert at Qube, 2 seats
        iid = await fake.send_slash("qube new", {}, user=alice)
        await fake.wait_callback(iid)
        lobby = fake.original(iid)
        await fake.wait_callback(await fake.select(lobby, add_ai_id(lobby), ["expert"], user=alice))
        lobby_id = (await bot.store.games_where("status = ?", ("lobby",)))[-1].id
        await bot.store.update_game(lobby_id, seed=SEED)  # the same game every run
        mark = fake.mark()
        await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Start"), user=alice))
        thread = int(fake.threads()[-1]["id"])
        await fake.wait_for_message(lambda m: m.channel_id == thread, start=mark)
        game_id = (await bot.store.games_where("thread_id = ?", (thread,)))[0].id
        assert (await bot.store.get_game(game_id)).seats[1].ai == "expert"

        running = asyncio.Event()
        running.set()
        presses = asyncio.create_task(play_presses(fake, bot, other_thread, [bob, carol], 10 * MAX_STEPS, running))
        searched, steps = bot.desk.table.play.searches, 0
        started = time.perf_counter()
        while (row := await bot.store.get_game(game_id)).status != FINISHED:
            steps += 1
            assert steps < MAX_STEPS, "the game did not end"
            game, state = await bot.desk.table.load(row)
            if row.seats[game.pending(state)[0]].user_id is None:  # the expert thinks: its timer plays it
                await until_moved(fake, bot, game_id, row.version, timeout=30.0)
                continue
            panel = await open_panel(fake, latest_post(fake, thread), alice, picture=False)
            action = await smart_choice(bot, game_id, alice.id, 0)  # by the version: the same game every run
            await fake.wait_callback(await choose(fake, panel, action, alice))
            await until_moved(fake, bot, game_id, row.version)
        seconds = time.perf_counter() - started
        running.clear()
        busy = await presses
        expert_moves = [m for m in await bot.store.moves(game_id) if m.seat == 1]
    figures = {"idle": idle, "expert playing": busy}
    for name, values in figures.items():
        record_property(name, f"{len(values)} Play presses, p50 {percentile(values, 50):.0f} ms, "
                              f"p95 {percentile(values, 95):.0f} ms")
    record_property("expert game", f"{len(expert_moves)} expert decisions, whole game in {seconds:.1f} s")
    print(f"\nPlay press at another table: idle p50 {percentile(idle, 50):.0f} ms p95 "
          f"{percentile(idle, 95):.0f} ms; while the expert plays ({len(expert_moves)} decisions in "
          f"{seconds:.1f} s) p50 {percentile(busy, 50):.0f} ms p95 {percentile(busy, 95):.0f} ms")
    assert expert_moves and searched.searched == len(expert_moves)  # every expert decision was searched in the pool
    assert len(busy) >= 3, f"only {len(busy)} presses were timed during the game"


async def test_the_host_chooses_the_ai_after_time_outs_in_the_lobby(fake_discord, run_bot, tmp_path):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    async with run_bot(make_bot(tmp_path / "boardhost.sqlite3")) as bot:
        iid = await fake.send_slash("qube new", {}, user=alice)
        await fake.wait_callback(iid)
        lobby = fake.original(iid)
        await fake.wait_callback(await fake.click_button(lobby, label_id(lobby, "Join"), user=bob))
        after = next(s for s in lobby.selects if s.custom_id.startswith("bh:takeover:"))
        options = after.raw["options"]
        assert [(o["label"], o.get("default", False)) for o in options] == [
            ("Smart AI after time-outs", True), ("Expert AI after time-outs", False)]
        refused = await fake.select(lobby, after.custom_id, ["expert"], user=bob)
        await fake.wait_callback(refused)
        assert "Only the host chooses which AI takes over after time-outs." in fake.original(refused).content
        await fake.wait_callback(await fake.select(lobby, after.custom_id, ["expert"], user=alice))
        game_id = (await bot.store.games_where("status = ?", ("lobby",)))[-1].id
        assert (await bot.store.get_game(game_id)).takeover == "expert"
        shown = fake.find_message(lobby.id)
        after = next(s for s in shown.selects if s.custom_id.startswith("bh:takeover:"))
        assert [o["value"] for o in after.raw["options"] if o.get("default")] == ["expert"]
        levels = next(s for s in shown.selects if s.custom_id.startswith("bh:addai:"))
        assert [o["value"] for o in levels.raw["options"]] == ["random", "smart", "expert"]
