"""Catching up and looking back: what happened since a seat's last move (its panel opens with it,
and with a contact sheet of the glances since then), the reminder's one-line summary, and the pages
of `/games history`. Private lines are shown to their owner only."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from cogs import limits, ui
from cogs.texts import text
from core import replay
from core.store import GameRow, Move
from core.table import Table, drawn_in, seat_names
from engines import GAMES
from engines.base import Event
from engines.i18n import say
from renderers import COUNTERS, GLANCES, chart_marks
from renderers.kit import SHEET_MOST, contact_sheet

PAGE_LINES = 8


def move_lines(moves: list[Move], seat: int | None) -> list:
    """The moves' public lines, and the private ones of `seat` (None: a spectator's, none), as
    messages to say in the reader's language (seats as `<s:N>`; an old row's English as it is)."""
    lines = []
    for move in moves:
        for data in move.events:
            event = Event.from_json(data)
            if event.text:
                lines.append(text("post_event", text=event.text))
            if event.private and seat is not None and event.seat == seat:
                lines.append(text("since_private", text=event.private))
    return lines


@dataclass
class CatchUp:
    """What a seat missed: the lines since its last move, and the game's moves."""

    since: int  # the version of the seat's last move (0: it has not moved yet)
    lines: list  # messages, said in the reader's language where shown
    moves: list[Move]  # every move of the game

    @property
    def missed(self) -> list[Move]:
        return [m for m in self.moves if m.n > self.since]


async def catch_up(table: Table, row: GameRow, seat: int) -> CatchUp:
    moves = await table.moves(row.id)
    since = max((m.n for m in moves if m.seat == seat), default=0)
    return CatchUp(since, move_lines([m for m in replay.effective(moves) if m.n > since], seat), moves)


def counter(game_key: str, frame: replay.Frame) -> object:
    """The turn a frame ended, with the round or year beside it (a message): the one counter of the
    replay's frames, the catch-up sheet and the history pages."""
    rounds = COUNTERS.get(game_key)
    if rounds is None:
        return text("sheet_label", turn=frame.turn)
    return text("counter", turn=frame.turn, round=rounds(frame.view))


def turn_ends(frames: list[replay.Frame]) -> list[replay.Frame]:
    """Each turn as it ended (or stands now), once: a running game's last frame stands for the turn it
    is part way through, not beside the frame of the turn before it under the same number. The pages of
    `/games history` and the catch-up sheet's glances, so a turn number names one page everywhere."""
    return list({f.turn: f for f in frames}.values())


def page_of(lines: list, page: int) -> tuple[list, int, int]:
    """One page of lines: (the lines, the page as clamped, the number of pages)."""
    pages = max(1, (len(lines) + PAGE_LINES - 1) // PAGE_LINES)
    page = max(0, min(page, pages - 1))
    return lines[page * PAGE_LINES:(page + 1) * PAGE_LINES], page, pages


def since_block(missed: CatchUp) -> list:
    """The panel's opening: the first lines since the seat's last move, then "… and N more"."""
    if not missed.lines:
        return []
    shown, _, _ = page_of(missed.lines, 0)
    more = len(missed.lines) - len(shown)
    return [text("since_title"), *shown, *([text("since_more", count=more)] if more else [])]


async def sheet(row: GameRow, missed: CatchUp, locale: str) -> bytes | None:
    """The glances of the turns since the seat's last move, side by side (the last four), when
    more than one turn passed, in `locale`; drawn in a worker thread."""
    game = GAMES[row.game]
    names = seat_names(row, locale)
    stored = row.state
    assert stored is not None  # a game under way or over

    def draw() -> bytes | None:
        frames = replay.frames(game, len(row.seats), row.seed, row.options, missed.moves, now=game.load(stored))
        ends = turn_ends(frames)
        shown = [i for i, f in enumerate(ends) if f.version > missed.since][-SHEET_MOST:]
        if len(shown) < 2:
            return None
        # each glance with what changed since the turn before it marked, as the thread's posts had it
        pictures = [GLANCES[row.game](ends[i].view, names, ends[i - 1].view if i else None) for i in shown]
        rounds = COUNTERS.get(row.game)
        # each seat's score then and before that turn: the figures a phone reads inline under each glance
        figures = [(ends[i].scores or [], ends[i - 1].scores if i else None) for i in shown]
        return contact_sheet(pictures, [say(text("sheet_label", turn=ends[i].turn), locale) for i in shown],
                             [say(rounds(ends[i].view), locale) for i in shown] if rounds else None,
                             figures, chart_marks(row.game)["badge"])

    return await asyncio.to_thread(drawn_in, locale, draw)


def summary(missed: CatchUp, prompt: object) -> object:
    """The reminder's one line about one game: how much happened since the person's last move, and
    what they are asked (a message to say with the game's seat names)."""
    key = "reminder_summary" if missed.since else "reminder_summary_first"
    return text(key, moves=len(missed.missed), prompt=prompt)


@dataclass
class HistoryPage:
    content: str
    png: bytes
    index: int  # which page, from 0 (the start of the game)
    pages: int


async def history_page(table: Table, row: GameRow, seat: int | None, locale: str, index: int | None = None,
                       turn: int | None = None) -> HistoryPage:
    """One page of a game's past in `locale`: the glance as it stood when a turn ended (what changed
    in it highlighted) and that turn's lines; page `index`, or the page of `turn`, or the last one."""
    game = GAMES[row.game]
    moves = await table.moves(row.id)
    names = seat_names(row, locale)
    now = (await table.load(row))[1]

    def draw() -> HistoryPage:
        frames = turn_ends(replay.frames(game, len(row.seats), row.seed, row.options, moves, now=now))
        if index is not None:
            at = index
        elif turn is not None:
            at = next((i for i, f in enumerate(frames) if f.turn >= turn), len(frames) - 1)
        else:
            at = len(frames) - 1
        at = max(0, min(at, len(frames) - 1))
        frame, before = frames[at], frames[at - 1] if at else None
        done = [m for m in replay.effective(moves) if (before.version if before else 0) < m.n <= frame.version]
        title = text("history_title", title=game.title, game=row.id, counter=counter(row.game, frame),
                                              page=at + 1, pages=len(frames))
        lines = move_lines(done, seat) or [text("history_start" if not at else "history_quiet")]
        last = frames[-1].turn
        if index is None and turn is not None and not 0 <= turn <= last:  # say so, then show the nearest
            lines.insert(0, text("history_no_turn", turn=turn, last=last, shown=frame.turn))
        png = GLANCES[row.game](frame.view, names, before.view if before else None)
        return HistoryPage(ui.fitted_lines([title, *lines], locale, [limits.plain(n) for n in names]), png, at,
                           len(frames))

    return await asyncio.to_thread(drawn_in, locale, draw)
