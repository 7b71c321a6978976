"""Where the AI levels play (issue 33): the lobby's AI seats at easy, smart or expert; the lobby's choice
of the AI that plays a seat after time-outs (smart by default, or expert), kept by a rematch; each level
rated as its own entry and games with no people rated not at all; an expert decision searched in the
pool of search processes (core/table/searches.py), the same choice as in the bot's own process."""

import asyncio

import pytest

from core import finish
from core.store import FINISHED, GameRow, Seat
from core.table import AI_LEVELS, TAKEOVER_LEVELS, Table, TableError
from core.table.play import Play
from core.table.searches import Searches
from engines import GAMES
from engines.base import Rng
from tests.test_turn_clock import ANN, BOB, CAROL, GUILD, START, FakeClock, play, stall, three_players


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def table(store, with_tally, clock):
    table = Table(store, ai_delay=0.0, now=clock)
    yield table
    table.close()


def test_the_levels():
    assert AI_LEVELS == ("smart", "random", "expert") and TAKEOVER_LEVELS == ("smart", "expert")


async def test_the_lobby_seats_an_expert_and_its_host_chooses_the_ai_after_time_outs(table):
    row = await table.open_lobby("tally", ANN, "Ann", guild_id=GUILD, turn_hours=48)
    assert row.takeover == "smart"  # the default
    await table.join(row.id, BOB, "Bob")
    row = await table.add_ai(row.id, BOB, "expert")
    assert row.seats[-1].ai == "expert"
    with pytest.raises(TableError, match="Only the host"):
        await table.set_takeover(row.id, BOB, "expert")
    with pytest.raises(TableError, match="smart or expert"):
        await table.set_takeover(row.id, ANN, "random")  # the easy AI never plays a person's seat
    assert (await table.set_takeover(row.id, ANN, "expert")).takeover == "expert"
    assert (await table.game_row(row.id)).takeover == "expert"
    await table.start(row.id, ANN)
    with pytest.raises(TableError, match="has not started yet|in play"):
        await table.set_takeover(row.id, ANN, "smart")  # a lobby's choice only


def test_a_person_s_seat_is_played_at_the_lobby_s_level_an_ai_seat_at_its_own():
    seats = [Seat(0, "Ann", ANN, autopilot=True), Seat(1, "AI 1", None, "random"), Seat(2, "Bob", BOB, "smart",
                                                                                      resigned_user=None)]
    row = GameRow(1, "qube", ANN, "active", {}, 1, None, 1, 1, takeover="expert", seats=seats)
    assert [Play.ai_level(row, s) for s in range(3)] == ["expert", "random", "smart"]
    row.takeover = "smart"
    assert Play.ai_level(row, 0) == "smart"


@pytest.mark.parametrize("takeover, searched", [("smart", 0), ("expert", 1)])
async def test_a_time_out_is_decided_at_the_level_the_lobby_chose(table, clock, takeover, searched):
    game_id = await three_players(table, first=CAROL, turn_hours=48)
    await table.store.update_game(game_id, takeover=takeover)  # as the lobby's select would have
    await play(table, clock, game_id, {ANN, BOB}, START + 48 * 3600, stall, stop_after="timeout")
    assert [m.seat for m in await table.store.moves(game_id)][:1] == [0]  # carol's seat was decided for her
    assert table.play.searches.searched == searched  # the expert's decision came from the search pool


async def test_a_rematch_keeps_the_ai_after_time_outs(table):
    row = await table.open_lobby("tally", ANN, "Ann", guild_id=GUILD)
    await table.join(row.id, BOB, "Bob")
    await table.set_takeover(row.id, ANN, "expert")
    await table.start(row.id, ANN)
    await table.store.update_game(row.id, status=FINISHED)
    again, _ = await table.rematch(row.id, BOB, "Bob")
    assert again.takeover == "expert"


def seats(*specs: tuple) -> list[Seat]:
    return [Seat(i, name, user, ai) for i, (name, user, ai) in enumerate(specs)]


async def finished(store, game_id: int) -> None:
    await store.write("INSERT INTO games (id, game, host_id, status, options, seed, created_at, updated_at)"
                      " VALUES (?, 'qube', 1, 'finished', '{}', 1, 0, 0)", (game_id,))


async def test_each_level_is_its_own_leaderboard_entry_and_ai_only_games_rate_nobody(store):
    for game_id in (1, 2):
        await finished(store, game_id)
    people = seats(("Ann", 1, None), ("AI 1", None, "expert"), ("Bob", 2, None), ("AI 2", None, "smart"))
    machines = seats(("AI 1", None, "expert"), ("AI 2", None, "smart"), ("AI 3", None, "random"))
    async with store.transaction() as db:
        await finish.record(db, GameRow(1, "qube", 1, "finished", {}, 1, None, 1, 1, guild_id=7, seats=people),
                            {"winners": [1], "scores": [5, 9, 3, 1]}, 1.0)
    board = await finish.leaderboard(store, 7, "qube")
    assert sorted(r.player for r in board) == ["ai:expert", "ai:smart", "u:1", "u:2"]
    assert {r.player: r.name for r in board}["ai:expert"] == "AI (expert)"
    before = [(r.player, r.rating, r.games) for r in board]
    async with store.transaction() as db:
        await finish.record(db, GameRow(2, "qube", 1, "finished", {}, 1, None, 1, 1, guild_id=7, seats=machines),
                            {"winners": [2], "scores": [1, 2, 9]}, 2.0)
    assert [(r.player, r.rating, r.games) for r in await finish.leaderboard(store, 7, "qube")] == before


async def test_the_search_pool_decides_as_the_bot_would_and_the_loop_runs_meanwhile():
    game = GAMES["qube"]
    state = game.setup(3, 11)
    while len(game.actions(state, seat := game.pending(state)[0])) < 2:
        game.apply(state, seat, game.ai(state, seat, Rng(1), "smart"))
    searches = Searches()
    try:
        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        ticker = asyncio.create_task(tick())
        chosen = await searches.choose(game, state, seat, 12345, "expert")
        ticker.cancel()
        assert chosen == game.ai(state, seat, Rng(12345), "expert")
        assert searches.searched == 1 and ticks > 0  # the loop went on while the search ran elsewhere
        assert await searches.choose(game, state, seat, 7, "smart") == game.ai(state, seat, Rng(7), "smart")
        assert searches.searched == 1  # the smart AI decides in the bot's process
    finally:
        searches.close()


async def test_a_search_process_that_dies_costs_one_smart_decision_and_the_next_starts_a_new_pool():
    import os
    import signal

    game = GAMES["qube"]
    state = game.setup(2, 3)
    seat = game.pending(state)[0]
    searches = Searches()
    try:
        await searches.choose(game, state, seat, 1, "expert")
        for pid in list(searches._pool._processes):  # the search process dies (killed, out of memory...)
            os.kill(pid, signal.SIGKILL)
        assert await searches.choose(game, state, seat, 2, "expert") == game.ai(state, seat, Rng(2), "smart")
        assert searches._pool is None and searches.searched == 1
        assert await searches.choose(game, state, seat, 3, "expert") == game.ai(state, seat, Rng(3), "expert")
        assert searches.searched == 2
    finally:
        searches.close()


PARENT = """
import asyncio
from core.table.searches import Searches
from engines import GAMES

async def main():
    game = GAMES["qube"]
    state = game.setup(2, 3)
    searches = Searches()
    await searches.choose(game, state, game.pending(state)[0], 1, "expert")
    print(*searches._pool._processes, flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def test_search_processes_end_with_a_killed_bot():
    import os
    import subprocess
    import sys
    import time

    bot = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True)
    try:
        searcher = int(bot.stdout.readline())
    finally:
        bot.kill()
        bot.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(searcher, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    os.kill(searcher, 9)
    raise AssertionError("the search process outlived the bot")
