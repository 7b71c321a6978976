"""The end of a game on Discord: the final post's standings (with each seat's score breakdown), its
length and time-outs, the chart of the scores over the game, and the animated replay of its glances.
The pictures are drawn in a worker thread from the game's replay (core/replay.py)."""

from __future__ import annotations

import asyncio
import logging
import time

from cogs.catchup import counter
from cogs.lobby import seat_label
from cogs.texts import text
from core import finish, replay
from core.store import GameRow
from core.table import Table, drawn_in, seat_names
from engines import GAMES
from engines.base import Game
from engines.i18n import say
from renderers import GLANCES, chart_marks, chart_unit
from renderers.kit import chart, replay_gif

log = logging.getLogger("boardhost.discord")

DAY = 86400.0


def number(value: float) -> int | float:
    """A score as a whole number when it is one, else to a tenth (written the reader's way when said)."""
    return int(value) if float(value).is_integer() else round(float(value), 1)


def length_text(seconds: float) -> object:
    if seconds >= DAY:
        days = round(seconds / DAY, 1)
        return text("length_days", days=int(days) if days.is_integer() else days)
    if seconds >= 3600:
        return text("length_hours", hours=round(seconds / 3600))
    return text("length_minutes", minutes=max(1, round(seconds / 60)))


async def final_lines(table: Table, row: GameRow, game: Game, state: object, outcome: dict,
                      locale: str) -> list[str]:
    """Standings (place, score, its parts, time-outs), then the game's length in time and turns, said
    in `locale`."""
    places = finish.ranks(row.seats, outcome)
    scores = outcome.get("scores") or []
    parts = game.breakdown(state)
    names = seat_names(row, locale)
    lines = [text("final_standings")]
    for seat in sorted(row.seats, key=lambda s: (places[s.seat], s.seat)):
        detail = ""
        if parts and parts[seat.seat]:
            detail = text("final_parts", parts=say(text("final_part_sep"), locale).join(
                say(text("final_part", what=what, points=number(points)), locale, names)
                for what, points in parts[seat.seat]))
        timeouts = text("final_timeouts", count=seat.timeouts_total) if seat.timeouts_total else ""
        score = text("final_score", score=number(scores[seat.seat])) if scores else ""
        lines.append(text("final_line", place=places[seat.seat], name=seat_label(seat), score=score,
                                                parts=detail, timeouts=timeouts))
    moves = await table.moves(row.id)
    took = (moves[-1].at if moves else row.created_at) - row.created_at
    lines.append(text("final_length", length=length_text(took), turns=game.turn(state)))
    return [say(line, locale, names) for line in lines]


async def frames(table: Table, row: GameRow) -> list[replay.Frame]:
    game = GAMES[row.game]
    moves = await table.moves(row.id)
    now = (await table.load(row))[1]
    return await asyncio.to_thread(replay.frames, game, len(row.seats), row.seed, row.options, moves, now=now)


async def chart_png(table: Table, row: GameRow, locale: str) -> bytes | None:
    """Each seat's score after every turn, as a picture in `locale`; None when the game keeps no
    running score."""
    shown = [(f.turn, f.scores) for f in await frames(table, row) if f.scores is not None]
    if len(shown) < 2:
        return None
    series = [[scores[seat] for _, scores in shown] for seat in range(len(row.seats))]
    title = say(text("chart_title", title=GAMES[row.game].title, game=row.id), locale)
    marks = chart_marks(row.game)  # a game's own seat marks (Bot Factory numbers its seats, in no robot's colour)
    unit = chart_unit(row.game)

    def draw() -> bytes:
        return chart(title, say(text("chart_status"), locale), series, seat_names(row, locale),
                     [turn for turn, _ in shown], say(text("chart_axis"), locale), **marks,
                     unit=say(unit, locale) if unit is not None else "")

    return await asyncio.to_thread(drawn_in, locale, draw)


def replay_pictures(game_key: str, names: list[str], shown: list[replay.Frame], locale: str = "en") -> bytes:
    """Every frame's glance (what changed since the frame before highlighted), as one GIF, each frame
    with its turn and round under it (said in `locale`)."""
    glance = GLANCES[game_key]
    pictures = [glance(f.view, names, shown[i - 1].view if i else None) for i, f in enumerate(shown)]
    return replay_gif(pictures, [say(counter(game_key, f), locale) for f in shown])


async def replay_file(table: Table, row: GameRow, locale: str | None = None) -> tuple[bytes, int, float]:
    """The animated replay in `locale` (default: the game's language): (GIF, frames, seconds it took),
    drawn in a worker thread."""
    locale = row.locale if locale is None else locale
    started = time.perf_counter()
    shown = await frames(table, row)
    gif = await asyncio.to_thread(drawn_in, locale, replay_pictures, row.game, seat_names(row, locale), shown, locale)
    took = time.perf_counter() - started
    log.info("game %s: replay of %d frames, %d bytes, %.1f s", row.id, len(shown), len(gif), took)
    return gif, len(shown), took
