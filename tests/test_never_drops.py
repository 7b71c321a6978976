"""The table never drops a game: a failing AI, time-out or timer handler costs a random legal move (and
one DM to the host), never the game; a timer goes only when its successor is stored."""

import asyncio
import logging

import pytest

from core.store import ACTIVE, FINISHED, Timer
from core.table import RETRY_SECONDS, Table
from engines import GAMES
from tests.support.tally import Tally

ANN, BOB = 1, 2


class BrokenAI(Tally):
    """Tally whose AI raises on every decision (the Bot Factory freeze in miniature)."""

    def ai(self, state, seat, rng, level="smart"):
        raise ValueError("list.remove(x): x not in list")


class IllegalAI(Tally):
    """Tally whose AI answers an action that does not exist."""

    def ai(self, state, seat, rng, level="smart"):
        return "add:7"


class BadDeadline(Tally):
    """Tally whose reaction window names an action that does not exist when it passes."""

    def deadline(self, state, seat):
        return (60, "shrug") if state["react"] == seat else None


async def ai_game(table: Table, ai_seats: int = 1) -> int:
    row = await table.open_lobby("tally", ANN, "ann")
    for _ in range(ai_seats):
        await table.add_ai(row.id, ANN)
    await table.start(row.id, ANN)
    return row.id


async def host_dms(table: Table, game_id: int) -> list[dict]:
    return [e.payload for e in await table.store.entries(game_id) if e.kind == "dm"
            and e.payload["text"] == "decision_failed"]


async def play_out(table: Table, game_id: int, person_action: str = "add:1", limit: int = 200) -> None:
    """Fire every timer and let ann add 1 whenever it is her turn, until the game ends."""
    for _ in range(limit):
        row = await table.game_row(game_id)
        if row.status != ACTIVE:
            return
        game, state = await table.load(row)
        if any(row.seats[s].user_id == ANN for s in game.pending(state)):
            action = "pass" if state["react"] is not None else person_action
            await table.act(game_id, ANN, action)
            continue
        timer = await table.store.next_timer()
        assert timer is not None, f"game {game_id} waits on {game.pending(state)} with no timer"
        await table.fire(timer)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("faulty", [BrokenAI, IllegalAI])
async def test_a_game_whose_ai_fails_every_decision_still_finishes(table, monkeypatch, caplog, faulty):
    monkeypatch.setitem(GAMES, "tally", faulty())
    game_id = await ai_game(table, ai_seats=2)
    with caplog.at_level(logging.ERROR, logger="boardhost.table"):
        await play_out(table, game_id)
    row = await table.game_row(game_id)
    assert row.status == FINISHED and await table.replay_matches(game_id)
    ai_moves = [m for m in await table.store.moves(game_id) if row.seats[m.seat].ai]
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert ai_moves and len(errors) == len(ai_moves)  # one ERROR per failed decision, no more
    first = errors[0]
    assert f"game {game_id} (tally) at version " in first.getMessage() and first.exc_info is not None
    dms = await host_dms(table, game_id)
    assert len(dms) == 1 and dms[0]["user"] == ANN and dms[0]["name"].startswith("AI ")


async def test_a_reaction_window_whose_default_fails_passes_with_a_legal_action(table, monkeypatch, caplog):
    monkeypatch.setitem(GAMES, "tally", BadDeadline())
    row = await table.open_lobby("tally", ANN, "ann")
    await table.join(row.id, BOB, "bob")
    await table.start(row.id, ANN)
    await table.act(row.id, ANN, "add:1")
    timer = await table.store.next_timer()
    assert timer.kind == "deadline"
    with caplog.at_level(logging.ERROR, logger="boardhost.table"):
        outcome = await table.fire(timer)
    assert outcome.action in ("pass", "boo") and outcome.game.version == 2
    assert len([r for r in caplog.records if r.levelno == logging.ERROR]) == 1
    assert len(await host_dms(table, row.id)) == 1


async def test_a_time_out_whose_ai_fails_still_takes_the_turn(table, monkeypatch):
    monkeypatch.setitem(GAMES, "tally", BrokenAI())
    now = [1_000_000.0]
    table.now = lambda: now[0]
    row = await table.open_lobby("tally", ANN, "ann", turn_hours=12)
    await table.join(row.id, BOB, "bob")
    await table.start(row.id, ANN)
    now[0] += 13 * 3600
    timeout = next(t for t in await timers(table, row.id) if t.kind == "timeout")
    outcome = await table.fire(timeout)
    assert outcome is not None and outcome.seat == 0 and outcome.game.version >= 1
    assert (await table.game_row(row.id)).seats[0].timeouts == 1
    assert len(await host_dms(table, row.id)) == 1


async def timers(table: Table, game_id: int) -> list[Timer]:
    rows = await table.store.fetch("SELECT * FROM timers WHERE game_id = ? ORDER BY due", (game_id,))
    return [Timer(r["game_id"], r["seat"], r["kind"], r["version"], r["due"]) for r in rows]


async def test_a_handler_that_raises_keeps_its_timer_for_a_later_try(table, monkeypatch, caplog):
    game_id = await ai_game(table)
    await table.act(game_id, ANN, "add:1")  # the AI seat's reaction window: an AI timer
    [timer] = await timers(table, game_id)

    class Broken(Tally):
        def actions(self, state, seat):  # even the random fallback can't move
            raise RuntimeError("the engine is broken")

    monkeypatch.setitem(GAMES, "tally", Broken())
    now = [timer.due]
    table.now = lambda: now[0]
    with caplog.at_level(logging.ERROR, logger="boardhost.table"):
        loop = asyncio.create_task(table.run_timers())
        try:
            for _ in range(200):
                kept = await timers(table, game_id)
                if kept and kept[0].due > timer.due:
                    break
                await asyncio.sleep(0.01)
        finally:
            loop.cancel()
    assert [(t.seat, t.kind, t.version, t.due) for t in kept] == [(1, "ai", 1, timer.due + RETRY_SECONDS)]
    assert any(f"game {game_id}: timer ai for seat 1 at version 1 failed" in r.getMessage() for r in caplog.records)
    monkeypatch.setitem(GAMES, "tally", Tally())  # mended (say, by an upgrade): the kept timer plays on
    outcome = await table.fire(kept[0])
    assert outcome.game.version == 2 and (await timers(table, game_id))


async def test_a_stale_timer_is_deleted_but_its_successor_stays(table):
    game_id = await ai_game(table)
    await table.act(game_id, ANN, "add:1")
    [current] = await timers(table, game_id)
    await table.fire(Timer(game_id, 1, "ai", 0, 0.0))  # an old version: nothing happens, nothing lost
    assert await timers(table, game_id) == [current]

