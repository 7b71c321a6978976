"""Measurements of the table in the browser, run by hand (`pytest -m hunt -s tests/web/test_web_speed.py`),
bounded to about a minute: a game page's first paint in Chromium with its picture drawn for this version
already (the browser's own timing, paint entries), and the press latency in Discord (Play, from the
press to the bot's first answer) with no viewer and with 100 viewers of the same game, each of which
holds the live stream open (each event carries the words) and, like the page's script, fetches the
picture at its new address after every move (within 0.8 s of it); the readers run in a process of their
own (tests/web/viewers.py). Moves
are made meanwhile by the table service, one a second in both phases. On a machine shared by others the
latencies swing; the bot process's CPU time per move (viewers' process not counted) does not."""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import sys
import time

import pytest

from core.figures import percentile
from tests.e2e.boardhost import latest_post, open_panel, open_table

pytestmark = pytest.mark.hunt
VIEWERS = 100
PRESSES = 40


async def test_first_paint_and_press_latency_with_a_hundred_viewers(fake_discord, web_bot, browser):
    fake = fake_discord
    alice, bob = fake.users["alice"], fake.users["bob"]
    thread, _ = await open_table(fake, "moonbots", alice, [bob])
    post = latest_post(fake, thread)
    game = int(post.item(label="Play").custom_id.split(":")[2])
    url = web_bot.config.web.url
    table, signer = web_bot.desk.table, web_bot.web.signer
    context = await browser.new_context(viewport={"width": 1366, "height": 900})
    page = await context.new_page()
    await page.goto(web_bot.web.link(alice.id, game))
    paints = []
    for _ in range(10):
        await page.reload()
        entry = await page.wait_for_function(
            "() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime")
        paints.append(float(await entry.json_value()))
    await context.close()
    print(f"\nfirst contentful paint, picture cached: median {statistics.median(paints):.0f} ms, "
          f"max {max(paints):.0f} ms over {len(paints)} loads")

    async def presses() -> list[float]:
        timings = []
        for _ in range(PRESSES):
            started = time.perf_counter()
            iid = await fake.click_button(post, post.item(label="Play").custom_id, user=alice)
            await fake.wait_callback(iid)
            timings.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(0.1)
        return timings

    async def mover(stop: asyncio.Event) -> None:  # the game moves on now and then: viewers fetch again
        while not stop.is_set():
            row = await table.game_row(game)
            engine, state = await table.load(row)
            if not engine.pending(state):
                return
            seat = engine.pending(state)[0]
            await table.act(game, row.seats[seat].user_id, engine.actions(state, seat)[-1].id, row.version)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 1.0)

    async def phase(viewers: int) -> list[float]:
        process = None
        if viewers:  # the readers in a process of their own, as browsers elsewhere would be
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.web.viewers", url, str(game), stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE)
            cookies = "\n".join(signer.session(people[n].id, time.time()) for n in range(viewers))
            process.stdin.write(cookies.encode())
            process.stdin.close()
            assert await asyncio.wait_for(process.stdout.readline(), 120) == b"ready\n"
        stop = asyncio.Event()
        before, cpu = (await table.game_row(game)).version, time.process_time()
        moving = asyncio.create_task(mover(stop))
        try:
            timings = await presses()
            moves = (await table.game_row(game)).version - before
            print(f"{viewers} viewers: {moves} moves, bot process CPU {time.process_time() - cpu:.2f} s "
                  f"({(time.process_time() - cpu) / max(1, moves) * 1000:.0f} ms a move, presses and posts included)")
            return timings
        finally:
            stop.set()
            await moving
            if process is not None:
                assert process.returncode is None, "the viewers stopped"
                process.kill()
                await process.wait()

    people = [fake.add_user(f"viewer{n}") for n in range(VIEWERS)]
    await open_panel(fake, post, alice, picture=True)  # warm
    alone = await phase(0)
    watched = await phase(VIEWERS)
    for name, timings in (("no viewer", alone), (f"{VIEWERS} viewers", watched)):
        print(f"Play press to first answer, {name}: p50 {percentile(timings, 50):.0f} ms, "
              f"p95 {percentile(timings, 95):.0f} ms ({len(timings)} presses)")
    print(f"ratio at p50: {percentile(watched, 50) / percentile(alone, 50):.2f}")
