"""What one person may see of one game, in their language, gathered from the table service: for a
player their own seat's view (the picture and the hidden hand their private panel shows, never more),
for anyone else the public table; whose turn it is, the deadlines, and the latest lines (private ones
only to their owner). No aiohttp here; web/pages.py writes it as HTML and JSON."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from core import replay
from core.clock import Daily, clock_times
from core.store import ACTIVE, FINISHED, LOBBY, GameRow, Move, Seat
from core.table import Table, seat_names
from core.table.common import seat_title
from engines import GAMES
from engines.base import Event
from engines.i18n import say
from web.texts import text

LAST_LINES = 12  # the latest lines a page shows


@dataclass
class Seen:
    game_id: int
    version: int
    title: str
    status: str  # one line: whose turn, or over
    seat: int | None  # the reader's seat (None: a member of the server looking on)
    locale: str
    hand: str | None = None
    prompt: str | None = None
    deadlines: list[tuple[str, float]] = field(default_factory=list)  # (words with {when}, unix time)
    lines: list[str] = field(default_factory=list)
    thread_url: str | None = None
    picture: str = ""  # the table's URL for this reader at this version (web/app.py's `picture`)

    def as_json(self) -> dict[str, object]:
        return {"game": self.game_id, "version": self.version, "title": self.title, "status": self.status,
                "seat": self.seat, "hand": self.hand, "prompt": self.prompt,
                "deadlines": [{"text": words, "at": at} for words, at in self.deadlines], "lines": self.lines}


def view_tag(row: GameRow, seat: int | None, user_id: int, locale: str) -> str:
    """What a picture's URL names besides the game and its version: whose view it is (a player's own, for
    that person only; or the public one), in which language, with which names. A browser keeps the picture
    at that URL for good, so the URL changes whenever the picture could."""
    whose = f"{seat}:{user_id}" if seat is not None else "public"
    return hashlib.sha256(f"{whose}|{locale}|{row.names}".encode()).hexdigest()[:16]


def picture_url(row: GameRow, seat: int | None, user_id: int, locale: str) -> str:
    return f"/game/{row.id}/table.png?v={row.version}&k={view_tag(row, seat, user_id, locale)}"


async def due_of(table: Table, row: GameRow, holder: Seat) -> float | None:
    """When this seat's time runs out (as the turn clock counts it: the turn's hours or the table's daily
    deadline, its owner's time away and the game's pauses not counted); None: no limit."""
    if not holder.human or holder.waiting_since is None or not (row.turn_hours or row.daily):
        return None
    away = [*await table.away_periods(holder.user_id or 0, row.guild_id), *await table.store.pauses_of(row.id)]
    return clock_times(row.turn_hours, holder.waiting_since, holder.reminders, away, Daily.from_kept(row.daily)).timeout


def event_lines(moves: list[Move], seat: int | None, locale: str, names: list[str]) -> list[str]:
    """The moves' public lines, and the private lines of `seat` only, said in `locale`."""
    lines = []
    for move in moves:
        for data in move.events:
            event = Event.from_json(data)
            if event.text:
                lines.append(say(event.text, locale, names))
            if event.private and seat is not None and event.seat == seat:
                lines.append(say(text("private_line", text=event.private), locale, names))
    return lines


@dataclass(frozen=True)
class Gathered:
    """What every reader's view of one version shares, read from the store once per version: the moves that
    count (their lines) and each waiting seat's deadline."""

    moves: list[Move]
    dues: dict[int, float]


async def gather(table: Table, row: GameRow) -> Gathered:
    if row.state is None or row.status == LOBBY:
        return Gathered([], {})
    game, state = await table.load(row)
    dues = {}
    for s in game.pending(state) if row.status == ACTIVE else []:
        if (due := await due_of(table, row, row.seats[s])) is not None:
            dues[s] = due
    return Gathered(replay.effective(await table.moves(row.id)), dues)


async def seen(table: Table, row: GameRow, user_id: int, locale: str, gathered: Gathered | None = None) -> Seen:
    """The game as `user_id` may see it now, in `locale` (`gathered`: this version's shared reads, made here
    when not given)."""
    game = GAMES[row.game]
    names = seat_names(row, locale)
    seat = row.seat_of(user_id)
    title = say(text("page_title", title=game.title, game=row.id), locale)
    if row.state is None or row.status == LOBBY:
        return Seen(row.id, row.version, title, say(text("game_lobby"), locale), seat, locale,
                    picture=picture_url(row, seat, user_id, locale))
    gathered = gathered or await gather(table, row)
    _, state = await table.load(row)
    view = game.view(state, seat)
    pending = game.pending(state) if row.status == ACTIVE else []
    if row.status == FINISHED:
        outcome = game.outcome(state)
        status = say(outcome["summary"], locale, names) if outcome else say(text("game_over"), locale)
    elif pending:
        status = say(text("turn_of", names=[seat_title(row.seats[s]) for s in pending]), locale, names)
    else:
        status = say(text("turn_idle"), locale)
    shown = Seen(row.id, row.version, title, status, seat, locale, picture=picture_url(row, seat, user_id, locale))
    if seat is not None and view.get("hand"):
        hand = "; ".join(say(card, locale, names) for card in view["hand"])
        shown.hand = say(text("your_hand" if game.hand_is_cards else "your_secret", hand=hand), locale)
    if seat is not None and seat in pending and row.seats[seat].user_id == user_id:
        shown.prompt = say(text("your_prompt", prompt=game.prompt(state, seat)), locale, names)
    for s in pending:
        if s in gathered.dues:
            shown.deadlines.append((say(text("deadline", name=names[s], when="{when}"), locale), gathered.dues[s]))
    shown.lines = event_lines(gathered.moves, seat, locale, names)[-LAST_LINES:]
    if row.guild_id and (row.thread_id or row.channel_id):
        shown.thread_url = f"https://discord.com/channels/{row.guild_id}/{row.thread_id or row.channel_id}"
    return shown
