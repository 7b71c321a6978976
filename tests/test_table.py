"""The table service on a real SQLite file: lobbies, moves, refusals, races, timers, restarts."""

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import pytest

from core import prefs
from core.store import ACTIVE, BROKEN, CANCELLED, FINISHED, Timer, open_store
from core.table import Outdated, Table, TableError, seat_names
from core.texts import text
from engines.i18n import say

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB, CAROL, STRANGER = 1, 2, 3, 99


async def started(table: Table, players=(ANN, BOB)) -> int:
    row = await table.open_lobby("tally", players[0], "ann")
    for user in players[1:]:
        await table.join(row.id, user, f"user{user}")
    await table.start(row.id, players[0])
    return row.id


# -- lobby ---------------------------------------------------------------------------------

async def test_lobby_seats_join_in_order_and_refuse_doubles(table):
    row = await table.open_lobby("tally", ANN, "ann")
    row = await table.join(row.id, BOB, "bob")
    assert [(s.seat, s.user_id) for s in row.seats] == [(0, ANN), (1, BOB)]
    with pytest.raises(TableError, match="already seated"):
        await table.join(row.id, BOB, "bob")


async def test_lobby_leave_reseats_and_host_cannot_leave(table):
    row = await table.open_lobby("tally", ANN, "ann")
    await table.join(row.id, BOB, "bob")
    await table.join(row.id, CAROL, "carol")
    row = await table.leave(row.id, BOB)
    assert [(s.seat, s.user_id) for s in row.seats] == [(0, ANN), (1, CAROL)]
    with pytest.raises(TableError, match="host can't leave"):
        await table.leave(row.id, ANN)
    with pytest.raises(TableError, match="not seated"):
        await table.leave(row.id, STRANGER)


async def test_the_lobby_chooses_the_games_language_its_hosts_by_default(table, monkeypatch):
    row = await table.open_lobby("tally", ANN, "ann", locale="es-419")
    assert row.locale == "es"  # the host's Discord language, mapped
    await table.join(row.id, BOB, "bob")
    with pytest.raises(TableError, match="Only the host chooses"):
        await table.set_language(row.id, BOB, "it")
    with pytest.raises(TableError, match="not offered"):
        await table.set_language(row.id, ANN, "qps")  # the pseudo-language only when the tests ask for it
    assert (await table.set_language(row.id, ANN, "de")).locale == "de"
    monkeypatch.setenv("BOARDHOST_PSEUDO_LOCALE", "1")
    assert (await table.set_language(row.id, ANN, "qps")).locale == "qps"
    await table.start(row.id, ANN)
    with pytest.raises(TableError, match="has already started|is in play"):
        await table.set_language(row.id, ANN, "it")
    assert (await table.game_row(row.id)).locale == "qps"  # kept with the game


async def test_dms_speak_the_persons_choice_else_their_last_locale_else_the_games(store):
    assert (await prefs.get(store, ANN)).speaks("it") == "it"  # nothing known: the game's
    await prefs.seen(store, ANN, "de")
    assert (await prefs.get(store, ANN)).speaks("it") == "de"  # the last locale seen from them
    mine = await prefs.get(store, ANN)
    await prefs.put(store, ANN, replace(mine, language="fr", turn_dm="also"))
    await prefs.seen(store, ANN, "es")  # seeing another locale keeps the choice (and the rest)
    found = await prefs.get(store, ANN)
    assert found.speaks("it") == "fr" and found.turn_dm == "also" and found.seen_locale == "es"
    await prefs.put(store, ANN, replace(found, language=prefs.FOLLOW))
    assert (await prefs.get(store, ANN)).speaks("it") == "es"  # following their Discord's


async def test_ai_seats_are_named_in_each_readers_language(table):
    row = await table.open_lobby("tally", ANN, "ann")
    row = await table.add_ai(row.id, ANN)
    assert row.seats[1].name == "AI 1"  # kept as its number; said per reader
    assert seat_names(row, "en") == ["ann", "AI 1"]
    assert seat_names(row, "qps") == ["ann", say(text("ai_name", number=1), "qps")] != ["ann", "AI 1"]


async def test_lobby_is_full_at_max_players(table):
    row = await table.open_lobby("tally", ANN, "ann")
    for _ in range(3):
        row = await table.add_ai(row.id, ANN)
    assert [s.name for s in row.seats][1:] == ["AI 1", "AI 2", "AI 3"]  # short in running text
    with pytest.raises(TableError, match="full"):
        await table.join(row.id, BOB, "bob")


async def test_only_the_host_starts_and_only_with_enough_players(table):
    row = await table.open_lobby("tally", ANN, "ann")
    with pytest.raises(TableError, match="at least 2"):
        await table.start(row.id, ANN)
    await table.join(row.id, BOB, "bob")
    with pytest.raises(TableError, match="Only the host"):
        await table.start(row.id, BOB)
    row = await table.start(row.id, ANN)
    assert row.status == ACTIVE and row.version == 0 and row.state["tally"] == 0
    with pytest.raises(TableError, match="in play"):
        await table.join(row.id, CAROL, "carol")


async def test_cancel_is_for_the_host_or_an_admin(table):
    game_id = await started(table)
    with pytest.raises(TableError, match="Manage Server"):
        await table.cancel(game_id, BOB)
    assert (await table.cancel(game_id, BOB, is_admin=True)).status == CANCELLED
    with pytest.raises(TableError, match="was cancelled"):
        await table.act(game_id, ANN, "add:1")


async def test_bad_options_are_refused_with_a_sentence(table):
    with pytest.raises(TableError, match="at most 3600"):
        await table.open_lobby("tally", ANN, "ann", {"reaction_seconds": 99999})


# -- moves ---------------------------------------------------------------------------------

async def test_a_move_is_applied_logged_and_reported(table):
    game_id = await started(table)
    outcome = await table.act(game_id, ANN, "add:2", version=0)
    assert outcome.game.version == 1 and outcome.game.state["tally"] == 2
    assert outcome.pending == [1] and not outcome.post  # bob's reaction window: no post, no ping
    events = await table.events_since(outcome.game, 0)
    assert [say(e.text, "en", outcome.game.names) for e in events] == ["ann adds 2: the tally is 2."]


@pytest.mark.parametrize(("user", "action", "version", "sentence"), [
    (STRANGER, "add:1", 0, "not playing in game"),
    (BOB, "add:1", 0, "not your turn"),
    (ANN, "add:1", 7, "out of date"),
    (ANN, "add:9", 0, "not allowed right now"),
])
async def test_refusals_leave_the_stored_game_unchanged(table, user, action, version, sentence):
    game_id = await started(table)
    before = await table.game_row(game_id)
    with pytest.raises(TableError, match=sentence):
        await table.act(game_id, user, action, version)
    after = await table.game_row(game_id)
    assert (after.version, after.state) == (before.version, before.state)
    assert await table.store.moves(game_id) == []


async def test_a_finished_game_refuses_moves(table):
    game_id = await started(table)
    for user, action in [(ANN, "add:2"), (BOB, "pass"), (BOB, "add:2"), (ANN, "pass"), (ANN, "add:2"),
                         (BOB, "pass"), (BOB, "add:2"), (ANN, "pass"), (ANN, "add:2")]:
        outcome = await table.act(game_id, user, action)
    assert outcome.game.status == FINISHED and outcome.outcome["winners"] == [0]
    with pytest.raises(TableError, match="is over"):
        await table.act(game_id, BOB, "pass")


async def test_one_hundred_identical_presses_apply_exactly_once(table):
    game_id = await started(table)
    results = await asyncio.gather(*(table.act(game_id, ANN, "add:1", version=0) for _ in range(100)),
                                   return_exceptions=True)
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Outdated) and "already done" in str(r)]
    assert (len(applied), len(refused)) == (1, 99)
    row = await table.game_row(game_id)
    assert (row.version, row.state["tally"], len(await table.store.moves(game_id))) == (1, 1, 1)


async def test_hand_changes_are_reported_for_the_owner_only(table):
    game_id = await started(table)
    outcome = await table.act(game_id, ANN, "swap")
    assert set(outcome.hands) <= {0}
    assert outcome.events[0].private.startswith("Your token is now")


async def test_stored_state_equals_the_replay_of_its_log(table):
    game_id = await started(table)
    for user, action in [(ANN, "add:1"), (BOB, "boo"), (BOB, "swap"), (ANN, "add:2"), (BOB, "pass")]:
        await table.act(game_id, user, action)
    assert await table.replay_matches(game_id)
    await table.store.update_game(game_id, state={**(await table.game_row(game_id)).state, "tally": 9})
    assert not await table.replay_matches(game_id)


async def test_the_state_at_a_version_replays_the_first_moves_only(table):
    game_id = await started(table)
    await table.act(game_id, ANN, "add:2")
    await table.act(game_id, BOB, "pass")
    await table.act(game_id, BOB, "add:1")
    row = await table.game_row(game_id)
    assert [(await table.state_at(row, v))["tally"] for v in range(4)] == [0, 2, 2, 3]


async def test_the_glance_compares_with_the_view_at_the_last_post(table, monkeypatch):
    from renderers import GLANCES

    seen = []
    monkeypatch.setitem(GLANCES, "tally", lambda view, names, before: seen.append((view, before)) or b"png")
    game_id = await started(table)
    assert await table.glance(await table.game_row(game_id)) == b"png"
    await table.act(game_id, ANN, "add:2")
    await table.store.update_game(game_id, posted_version=1)
    await table.act(game_id, BOB, "pass")
    await table.act(game_id, BOB, "add:1")
    await table.glance(await table.game_row(game_id))
    table.pictures._posted_views.clear()  # as after a restart: the view at the last post is replayed
    await table.glance(await table.game_row(game_id))
    assert [(view["tally"], before and before["tally"]) for view, before in seen] == [(0, None), (3, 2), (3, 2)]


async def test_unreadable_state_marks_only_that_game_broken(table):
    broken, healthy = await started(table), await started(table)
    await table.store.update_game(broken, state={"garbage": True})
    with pytest.raises(TableError, match="needs attention"):
        await table.act(broken, ANN, "add:1")
    assert (await table.game_row(broken)).status == BROKEN
    with pytest.raises(TableError, match="needs attention"):
        await table.act(broken, ANN, "add:1")
    assert (await table.act(healthy, ANN, "add:1")).game.version == 1


# -- AI seats and deadlines ------------------------------------------------------------------

async def test_an_ai_seat_moves_through_its_timer(table):
    row = await table.open_lobby("tally", ANN, "ann")
    await table.add_ai(row.id, ANN)
    await table.start(row.id, ANN)
    await table.act(row.id, ANN, "add:1")
    timer = await table.store.next_timer()
    assert (timer.seat, timer.kind, timer.version) == (1, "ai", 1)
    outcome = await table.fire(timer)
    assert outcome.seat == 1 and outcome.game.version == 2


async def test_a_stale_timer_does_nothing(table):
    game_id = await started(table)
    await table.act(game_id, ANN, "add:1")
    assert await table.fire(Timer(game_id, 1, "deadline", 0, 0.0)) is None
    assert (await table.game_row(game_id)).version == 1


async def test_a_reaction_window_passes_at_its_deadline(table):
    game_id = await started(table)
    await table.act(game_id, ANN, "add:1")
    timer = await table.store.next_timer()
    assert (timer.seat, timer.kind) == (1, "deadline") and 59 < timer.due - time.time() <= 60
    outcome = await table.fire(timer)
    assert outcome.action == "pass" and outcome.pending == [1]


async def test_the_timer_loop_plays_ai_seats(table):
    row = await table.open_lobby("tally", ANN, "ann")
    await table.add_ai(row.id, ANN)
    await table.start(row.id, ANN)
    loop = asyncio.create_task(table.run_timers())
    try:
        await table.act(row.id, ANN, "add:2")
        for _ in range(200):
            if len(await table.store.moves(row.id)) >= 3:
                break
            await asyncio.sleep(0.01)
    finally:
        loop.cancel()
    moves = await table.store.moves(row.id)
    assert [m.seat for m in moves[:3]] == [0, 1, 1]  # ann adds; the AI reacts, then takes its turn


# -- restarts ------------------------------------------------------------------------------

async def test_a_game_continues_after_closing_and_reopening_the_database(database, with_tally):
    async with open_store(database) as store:
        game_id = await started(Table(store))
        await Table(store).act(game_id, ANN, "add:2", version=0)
    async with open_store(database) as store:
        table = Table(store)
        outcome = await table.act(game_id, BOB, "boo", version=1)
        assert outcome.game.version == 2
        assert await table.replay_matches(game_id)


KILLED_WRITER = textwrap.dedent("""
    import asyncio, sys
    sys.path.insert(0, {root!r})
    from core.store import open_store
    from core.table import Table
    from engines import GAMES
    from renderers import RENDERERS
    from tests.support import tally
    GAMES["tally"] = tally.GAME
    RENDERERS["tally"] = tally.render

    async def main():
        async with open_store({path!r}) as store:
            table = Table(store)
            row = await table.open_lobby("tally", 1, "ann")
            await table.join(row.id, 2, "bob")
            await table.start(row.id, 1)
            users = {{0: 1, 1: 2}}
            while True:
                row = await table.game_row(row.id)
                game = GAMES["tally"]
                state = game.load(row.state)
                seat = game.pending(state)[0]
                action = "pass" if state["react"] is not None else "swap"
                outcome = await table.act(row.id, users[seat], action, row.version)
                print(outcome.game.version, flush=True)
    asyncio.run(main())
""")


async def test_a_killed_process_loses_no_committed_move(database, tmp_path, with_tally):
    path = database
    script = tmp_path / "writer.py"
    script.write_text(KILLED_WRITER.format(root=str(ROOT), path=path))
    process = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    reported = 0
    try:
        while reported < 200:
            line = process.stdout.readline()
            assert line, "the writer died before committing 200 moves"
            reported = int(line)
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    async with open_store(path) as store:
        table = Table(store)
        row = await table.game_row(1)
        assert row.version >= reported  # every move it reported committed is there
        assert len(await store.moves(1)) == row.version
        assert await table.replay_matches(1)
        await table.act(1, 1 if row.state["active"] == 0 and row.state["react"] is None else 2,
                        "pass" if row.state["react"] is not None else "add:1")


async def test_the_timer_loop_stops_when_cancelled_as_it_wakes(table, monkeypatch):
    game_id = await started(table)
    await table.act(game_id, ANN, "add:1")  # bob's reaction window: a timer a minute away
    asleep, next_claim_at = asyncio.Event(), table.store.next_claim_at

    async def noted(*args: object) -> float | None:
        at = await next_claim_at(*args)
        asleep.set()  # the loop goes on to wait without yielding: it sleeps when this test runs again
        return at
    monkeypatch.setattr(table.store, "next_claim_at", noted)
    loop = asyncio.create_task(table.run_timers())
    await asleep.wait()  # the loop now sleeps until that timer
    table.games.timer_wake.set()  # a new timer wakes it ...
    loop.cancel()  # ... just as the bot shuts down
    done, _ = await asyncio.wait({loop}, timeout=2)
    assert done and loop.cancelled()
