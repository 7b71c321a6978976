"""A database from the previous release opens, migrates and plays on.

tests/data/previous-release.sql is the text dump (`sqlite3 FILE .dump`, with its `PRAGMA user_version`)
of a database written by the release before schema 3 (commit 6f28da2, schema 2): one game of each of the
five kinds in progress (people and AI seats, turn clocks, timers, mail in the outbox), a finished Qube
game, a lobby and a cancelled game. The repository holds no database file: each test loads the dump into
a new one. Never regenerate it: it stands for the files people already have."""

import sqlite3
from pathlib import Path

import pytest

from cogs import catchup, ending
from cogs.texts import text
from core import health, replay
from core.store import ACTIVE, FINISHED, LOBBY, Timer, migrations
from core.store_sqlite import SqliteStore
from core.table import Table, seat_names
from engines import GAMES
from engines.base import Rng, name_seats
from engines.i18n import say

OLD = Path(__file__).resolve().parent / "data" / "previous-release.sql"
MORE_MOVES = 40


def old_database(path: Path) -> Path:
    """A new SQLite file at `path` holding the previous release's database, loaded from its dump."""
    db = sqlite3.connect(path)
    try:
        db.executescript(OLD.read_text())
    finally:
        db.close()
    return path


def test_the_stored_dump_is_from_the_previous_schema(tmp_path):
    db = sqlite3.connect(old_database(tmp_path / "old.db"))
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 2 < len(migrations("sqlite"))
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 8
    finally:
        db.close()


async def test_a_database_from_the_previous_release_opens_and_plays_on(tmp_path):
    path = old_database(tmp_path / "boardhost.db")
    async with SqliteStore(str(path)) as store:
        assert await store.schema_version() == len(migrations("sqlite"))
        table = Table(store, ai_delay=0.0)
        games = await store.games_where("1 = 1")
        assert sorted({g.game for g in games if g.status == ACTIVE}) == sorted(GAMES)
        assert [g.status for g in games if g.id > 5] == [FINISHED, LOBBY, "cancelled"]
        assert await health.sweep(table) == []  # every game still has its clocks and timers
        for row in [g for g in games if g.status == ACTIVE]:
            await play_on(table, row.id)
        finished = (await table.game_row(6))
        assert finished.status == FINISHED and GAMES["qube"].outcome(GAMES["qube"].load(finished.state))
        await table.join(7, 9999, "newcomer")  # the old lobby takes players and starts
        await table.add_ai(7, 900)
        assert (await table.start(7, 900)).status == ACTIVE


async def play_on(table: Table, game_id: int) -> None:
    """MORE_MOVES more moves, people choosing as the smart AI would and AI seats on their timers."""
    start = (await table.game_row(game_id)).version
    for _ in range(MORE_MOVES):
        row = await table.game_row(game_id)
        if row.status != ACTIVE:
            break
        game, state = await table.load(row)
        people = [s for s in game.pending(state) if row.seats[s].user_id]
        if people:
            seat = people[0]
            action = game.ai(state, seat, Rng(row.version), "smart")
            await table.act(game_id, row.seats[seat].user_id, action, row.version)
            continue
        rows = await table.store.fetch("SELECT * FROM timers WHERE game_id = ? AND kind IN ('ai', 'deadline')"
                                       " ORDER BY due LIMIT 1", (game_id,))
        assert rows, f"game {game_id} waits on AI seats with no timer"
        await table.fire(Timer(*(rows[0][k] for k in ("game_id", "seat", "kind", "version", "due"))))
    row = await table.game_row(game_id)
    assert row.version > start, f"game {game_id} ({row.game}) did not move"
    assert len(await table.store.moves(game_id)) == row.version


async def test_old_english_games_show_their_history_in_any_language(tmp_path):
    """Games stored before languages: English games (their rows hold English only), whose past reads as
    it was stored in every reader's language, around the reader's own words; they play on (above).
    The history pages replay the log: the old Proponi, Bot Factory and 20th Century logs no longer replay
    under today's rules, so their pages go as far as the replay does and the last one holds every move
    since, beside the table as it stands now; every stored line is on some page."""
    path = old_database(tmp_path / "boardhost.db")
    async with SqliteStore(str(path)) as store:
        table = Table(store, ai_delay=0.0)
        rows = await store.games_where("status IN (?, ?)", (ACTIVE, FINISHED))
        assert {row.game for row in rows} == set(GAMES)
        for row in rows:
            assert row.locale == "en"
            assert (await table.picture(row, locale="de")).startswith(b"\x89PNG")
            moves = await store.moves(row.id)
            stored = [e["text"] for m in replay.effective(moves) for e in m.events if e["text"]]
            assert stored and not any("says" in e for m in moves for e in m.events)  # English only
            names = seat_names(row, "it")  # an AI seat named in the reader's language ("IA 1")
            game = GAMES[row.game]
            frames = replay.frames(game, len(row.seats), row.seed, row.options, moves, now=game.load(row.state))
            assert frames[-1].version == moves[-1].n
            start = game.setup(len(row.seats), row.seed, row.options)
            if row.game in ("moonbots", "qube"):
                assert [n for n, _ in replay.steps(game, start, moves)][-1] == moves[-1].n
            else:  # their logs stop replaying part way
                with pytest.raises(replay.Unreplayable):
                    list(replay.steps(game, start, moves))
            shown = []
            pages = catchup.turn_ends(frames)  # a page a turn (issue 31)
            for index, frame in enumerate(pages):
                page = await catchup.history_page(table, row, None, "it", index=index)
                assert page.pages == len(pages) and page.png.startswith(b"\x89PNG")
                title = text("history_title", title=game.title, game=row.id, counter=catchup.counter(row.game, frame),
                             page=index + 1, pages=len(pages))
                assert page.content.splitlines()[0] == say(title, "it")
                shown += [line.removeprefix("• ") for line in page.content.splitlines()[1:]]
            # the final post's chart and replay, a catch-up's sheet, an old turn's glance and the Undo
            # check work from what replays and the stored state
            gif, shown_frames, _ = await ending.replay_file(table, row, "it")
            assert gif.startswith(b"GIF") and shown_frames == len(frames)
            chart = await ending.chart_png(table, row, "it")
            assert chart is None or chart.startswith(b"\x89PNG")
            missed = catchup.CatchUp(0, [], moves)
            assert (await catchup.sheet(row, missed, "it")).startswith(b"\x89PNG")
            assert (await table.glance(row, moves[-1].n - 1, 1)).startswith(b"\x89PNG")
            assert await table.undo_target(row, moves[-1].seat) in (None, moves[-1])
            quiet = {say(text(key), "it") for key in ("history_start", "history_quiet")}
            assert [line for line in shown if line not in quiet] == [name_seats(s, names) for s in stored], row.game
