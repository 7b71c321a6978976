"""Pictures are drawn in worker processes (core/table/drawing.py): the same bytes as drawn here, started
only by the first picture, a side picture drawn when the queue has room (behind the pictures that answer;
dropped only when too many side pictures wait), and a bound on the presses worked on at once."""

import asyncio
import os
import select
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from core.table import drawing
from core.table.play import PRESSES
from engines import GAMES
from renderers import RENDERERS
from tests.test_table import ANN, BOB, started

ROOT = Path(__file__).resolve().parent.parent


async def test_workers_start_with_the_first_picture_and_draw_the_same_bytes(table):
    drawing.shutdown()
    game_id = await started(table)
    row = await table.game_row(game_id)
    game, state = await table.load(row)
    seat = game.pending(state)[0]
    await table.act(game_id, row.seats[seat].user_id, game.actions(state, seat)[0].id, row.version)
    assert drawing._workers is None  # a move draws nothing: no process started

    moonbots = GAMES["moonbots"]
    view = moonbots.view(moonbots.setup(2, 1, moonbots.resolve_options({})), None)
    png = await table.pictures.drawers.draw("en", RENDERERS["moonbots"], view, ["a", "b"])
    workers = drawing._workers
    assert workers is not None and len(workers._processes) == drawing.PROCESSES
    assert png == drawing.drawn_in("en", RENDERERS["moonbots"], view, ["a", "b"])
    pids = list(workers._processes)
    # Below the bot's priority: the cores go to its event loop first.
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert [os.getpriority(os.PRIO_PROCESS, pid) for pid in pids] == [min(19, mine + drawing.NICENESS)] * len(pids)
    drawing.shutdown(wait=True)
    assert drawing._workers is None
    for pid in pids:  # gone (or a zombie until the fork server reaps it)
        status = Path(f"/proc/{pid}/status")
        assert not status.exists() or "State:\tZ" in status.read_text()


async def test_a_side_picture_waits_behind_the_answers_and_only_too_many_waiting_drop_the_oldest():
    drawers = drawing.Drawers(queue=1, later=2)
    go = threading.Event()
    drawn: list[str] = []

    def slow(view: dict, names: list) -> bytes:  # not a renderer: drawn in a thread of this process
        go.wait(10)
        drawn.append(view["name"])
        return view["name"].encode()

    def draw(name: str, side: bool = False) -> asyncio.Task:
        return asyncio.create_task(drawers.draw("en", slow, {"name": name}, [], side=side))

    first = draw("first")
    while drawers.in_flight < 1:
        await asyncio.sleep(0)
    oldest, side, answer = draw("oldest side", side=True), draw("side", side=True), draw("answer")
    while drawers.waiting < 3:
        await asyncio.sleep(0)
    assert drawers.dropped == 0 and not oldest.done()  # waiting for room, not dropped
    newest = draw("newest side", side=True)  # a third side picture waiting: the one waiting longest goes
    with pytest.raises(drawing.Busy):
        await oldest
    assert drawers.dropped == 1 and drawers.waiting == 3
    go.set()
    assert [await t for t in (first, side, answer, newest)] == [b"first", b"side", b"answer", b"newest side"]
    assert drawn == ["first", "answer", "side", "newest side"]  # the answer first, then the side pictures in turn
    assert drawers.in_flight == 0 and drawers.waiting == 0 and drawers.waited == 2
    drawers.close()


async def test_a_waiting_picture_no_longer_wanted_gives_its_turn_on():
    drawers = drawing.Drawers(queue=1)
    go = threading.Event()

    def slow(view: dict, names: list) -> bytes:
        go.wait(10)
        return b"png"

    first = asyncio.create_task(drawers.draw("en", slow, {}, []))
    while drawers.in_flight < 1:
        await asyncio.sleep(0)
    gone = asyncio.create_task(drawers.draw("en", slow, {}, [], side=True))
    kept = asyncio.create_task(drawers.draw("en", slow, {}, [], side=True))
    while drawers.waiting < 2:
        await asyncio.sleep(0)
    gone.cancel()
    go.set()
    assert await first == b"png" and await kept == b"png"
    assert gone.cancelled() and drawers.in_flight == 0 and drawers.waiting == 0
    drawers.close()


async def test_presses_beyond_the_bound_wait_before_they_start(table):
    game_id = await started(table, (ANN, BOB))
    row = await table.game_row(game_id)
    game, state = await table.load(row)
    seat = game.pending(state)[0]
    for _ in range(PRESSES):
        await table.play.pressing.acquire()
    reads = []
    reading = table.games.game_row

    async def counted(game_id: int):
        reads.append(game_id)
        return await reading(game_id)

    table.games.game_row = counted
    press = asyncio.create_task(table.act(game_id, row.seats[seat].user_id, game.actions(state, seat)[0].id,
                                          row.version))
    for _ in range(20):
        await asyncio.sleep(0)
    assert not press.done() and reads == []  # not started: no read of the game yet
    table.play.pressing.release()
    assert (await press).game.version == row.version + 1
    for _ in range(PRESSES - 1):
        table.play.pressing.release()


def test_only_a_renderers_function_goes_to_the_workers():
    assert drawing.by_name(RENDERERS["moonbots"])
    assert not drawing.by_name(lambda view, names: b"")
    assert not drawing.by_name(started)  # a function of the tests


def test_the_workers_end_when_their_bot_is_killed():
    """A bot killed with SIGKILL leaves no drawing worker behind (nor the fork server, which lives as
    long as they do)."""
    script = ("import os, sys, time; from core.table import drawing; pool = drawing.workers();"
              " pool.submit(os.getpid).result(); print(*pool._processes, flush=True); time.sleep(120)")
    bot = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        workers = [int(pid) for pid in bot.stdout.readline().split()]
        assert len(workers) == drawing.PROCESSES
        watched = [os.pidfd_open(pid) for pid in workers]
    finally:
        bot.kill()
        bot.wait(30)
    for fd in watched:
        readable, _, _ = select.select([fd], [], [], 30.0)  # readable once the worker has ended
        assert readable, "a drawing worker outlived its bot"
        os.close(fd)


def test_every_worker_starts_at_once_and_none_runs_the_main_script_again(tmp_path):
    """All the workers start together, while the main module is hidden: a worker started later (the
    pool starts one whenever none is idle) would run the bot's script again in its own process (a
    second bot, logging in to the real Discord)."""
    script = tmp_path / "a_bot.py"
    script.write_text(
        f"import os, sys; sys.path.insert(0, {str(ROOT)!r}); print('the script ran', flush=True)\n"
        "from concurrent.futures import wait; from core.table import drawing; pool = drawing.workers()\n"
        "print(len(pool._processes), flush=True)\n"
        "wait([pool.submit(sum, range(3_000_000)) for _ in range(4 * drawing.PROCESSES)])\n"
        "drawing.shutdown(wait=True)\n")
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:3] == ["the script ran", str(drawing.PROCESSES), ""]
