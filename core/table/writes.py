"""What one change of a game writes, in one place. Each function here is the whole of one transaction
(run with `store.atomically`): read in the order it happens, top to bottom, it is what the database
holds after a start, a move, an undo, a change of seats or a cancel. The store gives the statements
(core/store.py); the table's rooms decide what to write (core/effects.py computes the clocks, timers
and mail a change causes) and call these."""

from __future__ import annotations

from core import finish
from core.effects import Effects
from core.mail import Kind, Line, Mail, Replay
from core.store import (
    ACTIVE,
    LOBBY,
    Appended,
    GameRow,
    GameWrite,
    StaleVersion,
    Stamp,
    Timer,
    Tx,
    begin_game,
    cancel_game,
    check_read,
    enqueue,
    notice_once,
    release_held,
    remove_timer,
)
from core.table.common import Outdated
from core.texts import text


def change(game_id: int, fx: Effects, failure_dm: Mail | None = None, **more: object) -> GameWrite:
    """A change's effects as one write: each seat's clock columns, the game's timers (replaced), the mail
    it owes (its first turn post says that the game begins), the host's DM about a failed decision (the
    first time one happens in this game), and whose turn it is now; `more`: the rest of the write (the
    read to check, the move, further work), see `GameWrite`."""
    return GameWrite(game_id, seats=fx.seats, timers=fx.timers, mail=list(fx.mail), pending=fx.pending,
                     once=[] if failure_dm is None else [("decision_failed", failure_dm)],
                     posted_version=fx.posted_version, **more)  # type: ignore[arg-type]


async def effects(tx: Tx, game_id: int, fx: Effects, failure_dm: Mail | None = None) -> None:
    """A change's effects (`change`) inside the caller's transaction."""
    await change(game_id, fx, failure_dm)(tx)


async def start(tx: Tx, row: GameRow, state: dict, fx: Effects) -> None:
    """A lobby starting: unless another process changed it since it was read (StaleVersion), the game
    at version 0 and what starting causes."""
    if row.read is not None:
        await check_read(tx, row.id, row.read)
    await begin_game(tx, row.id, state)
    await effects(tx, row.id, fx)


def move(row: GameRow, seat: int, action: str, events: list[dict], state: dict, fx: Effects, *,
         status: str = ACTIVE, outcome: dict | None = None, ended_at: float = 0.0,
         failure_dm: Mail | None = None) -> GameWrite:
    """One move (or an undo, `action` replay.UNDO), as one write (`store.atomically(writes.move(...))`
    returns the new version): unless the game changed since `row` was read (StaleVersion), the move
    appended to the log with the new state, its effects, and when it ends the game (`outcome`, at
    `ended_at`), the results and ratings and the replay GIF owed."""
    ending = None if outcome is None else finish.ending(row, outcome, ended_at, [(Kind.REPLAY, Replay())])
    return change(row.id, fx, failure_dm, read=row.read, ending=ending,
                  move=Appended(row.version, seat, action, events, state, status))


async def seats(tx: Tx, game_id: int, read: Stamp | None, fx: Effects) -> None:
    """Seats of a running game changed (not a move): unless a move or another change of seats was
    committed since the game was read (Outdated), what follows from it."""
    try:
        await check_read(tx, game_id, read)  # None (made in memory): never as read
    except StaleVersion as error:
        raise Outdated(text("moved_on")) from error
    await effects(tx, game_id, fx)


async def cancel(tx: Tx, row: GameRow, by: str = "") -> None:
    """A lobby or a game cancelled (unless it changed since it was read: Outdated), its timers gone, and
    the thread told who cancelled it."""
    try:
        await check_read(tx, row.id, row.read)
    except StaleVersion as error:
        raise Outdated(text("moved_on")) from error
    await cancel_game(tx, row.id)
    if by and row.status != LOBBY:
        await enqueue(tx, row.id, (Kind.LINE, Line(text="cancelled", game=row.id, name=by)))


async def reminder(tx: Tx, timer: Timer, mail: Mail | None) -> None:
    """A reminder's timer goes, and its DM (None: the person turned reminders off) is queued: once."""
    if mail is not None:
        await enqueue(tx, timer.game_id, mail)
    await remove_timer(tx, timer)


async def told_once(tx: Tx, game_id: int, mail: list[tuple[str, Mail]]) -> None:
    """Each (topic, message) whose topic was not told for this game yet: queued, and its topic kept."""
    for topic, message in mail:
        if await notice_once(tx, game_id, topic):
            await enqueue(tx, game_id, message)


async def released(tx: Tx, entry_id: int, game_id: int, mail: Mail) -> None:
    """A DM held for the end of someone's quiet hours goes out: out of the hold and into the game's
    outbox, once (another process releasing it first: nothing)."""
    if await release_held(tx, entry_id):
        await enqueue(tx, game_id, mail)
