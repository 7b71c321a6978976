"""A game's past in the browser: a scrubber through its turns, each the public glance as it stood when
the turn ended (what changed highlighted) and that turn's lines (private ones only to their owner).
The replay of a game is worked out once per version in a worker thread and kept for a few games, so
scrubbing draws one glance per step and replays nothing."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass

from core import replay
from core.store import GameRow
from core.table import Table, drawn_in, seat_names
from engines import GAMES
from engines.i18n import say
from renderers import GLANCES
from web.seen import event_lines
from web.texts import text

GAMES_KEPT = 8  # games whose replayed turns are kept
GLANCES_KEPT = 64  # glances of past turns kept


@dataclass
class Step:
    """One turn of the past as a reader sees it."""

    index: int  # from 0 (the start of the game)
    steps: int  # how many
    title: str
    lines: list[str]


class Past:
    def __init__(self, table: Table) -> None:
        self.table = table
        self._frames: OrderedDict[tuple[int, int], list[replay.Frame]] = OrderedDict()
        self._glances: OrderedDict[tuple[int, int, int, str], bytes] = OrderedDict()

    async def frames(self, row: GameRow) -> list[replay.Frame]:
        key = (row.id, row.version)
        kept = self._frames.get(key)
        if kept is None:
            game, now = await self.table.load(row)
            moves = await self.table.moves(row.id)
            kept = await asyncio.to_thread(replay.frames, GAMES[row.game], len(row.seats), row.seed, row.options,
                                           moves, False, now)
            self._frames[key] = kept
            while len(self._frames) > GAMES_KEPT:
                self._frames.popitem(last=False)
        self._frames.move_to_end(key)
        return kept

    async def step(self, row: GameRow, seat: int | None, locale: str, index: int | None) -> Step:
        """Turn `index` (None or past the end: the last one) with its lines in `locale`."""
        frames = await self.frames(row)
        at = len(frames) - 1 if index is None else max(0, min(index, len(frames) - 1))
        frame, before = frames[at], frames[at - 1] if at else None
        moves = [m for m in replay.effective(await self.table.moves(row.id))
                 if (before.version if before else 0) < m.n <= frame.version]
        lines = event_lines(moves, seat, locale, seat_names(row, locale))
        if not lines:
            lines = [say(text("history_start" if not at else "history_quiet"), locale)]
        title = say(text("history_turn", turn=frame.turn, step=at + 1, steps=len(frames)), locale)
        return Step(at, len(frames), title, lines)

    async def glance(self, row: GameRow, locale: str, index: int) -> bytes:
        """The public glance after turn `index`, what changed since the turn before highlighted."""
        frames = await self.frames(row)
        at = max(0, min(index, len(frames) - 1))
        key = (row.id, frames[at].version, at, locale)
        png = self._glances.get(key)
        if png is None:
            frame, before = frames[at], frames[at - 1] if at else None
            png = await asyncio.to_thread(drawn_in, locale, GLANCES[row.game], frame.view, seat_names(row, locale),
                                          before.view if before else None)
            self._glances[key] = png
            while len(self._glances) > GLANCES_KEPT:
                self._glances.popitem(last=False)
        return png
