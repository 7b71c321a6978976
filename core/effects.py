"""What a change of a game causes: seat clocks, timers and the messages it owes (no I/O here).

The table computes these after every move (and after a seat changes hands or its owner goes away)
and writes them in the same transaction as the change. The thread stays calm: a turn post only when
a *person* must decide (or the game ends), folding every AI move and automatic pass since the last
one; seats in a reaction window (a game deadline) get no post and no ping.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.clock import HANDOVER_AFTER, Daily, Period, away_until, clock_times
from core.mail import Dm, Hand, Kind, Line, Mail, Notice, TurnPost
from core.store import GameRow, Timer
from engines.base import Event, Game


def decisions(row: GameRow, game: Game, state: object) -> list[int]:
    """Pending seats where a person must decide: not AI, not on autopilot, not a reaction window."""
    return [s for s in game.pending(state) if row.seats[s].human and game.deadline(state, s) is None]


def asked(row: GameRow, game: Game, state: object) -> list[int]:
    """Pending seats where a person is asked in a reaction window (they chose to be asked)."""
    return [s for s in game.pending(state) if row.seats[s].human and game.deadline(state, s) is not None]


@dataclass(frozen=True)
class Snapshot:
    """The game just before a change."""

    turn: int
    decisions: frozenset[int]
    hands: dict[int, list[str]]
    asked: frozenset[int] = frozenset()


def snapshot(row: GameRow, game: Game, state: object) -> Snapshot:
    return Snapshot(game.turn(state), frozenset(decisions(row, game, state)), hands(row, game, state),
                    frozenset(asked(row, game, state)))


OPENING = Snapshot(-1, frozenset(), {})


def hands(row: GameRow, game: Game, state: object) -> dict[int, list[str]]:
    return {s.seat: game.view(state, s.seat).get("hand", []) for s in row.seats if s.user_id}


@dataclass
class Effects:
    version: int
    seats: dict[int, dict] = field(default_factory=dict)  # seat -> changed columns
    timers: list[Timer] = field(default_factory=list)
    mail: list[Mail] = field(default_factory=list)
    posted_version: int | None = None  # the version a queued turn post now covers
    pending: list[int] = field(default_factory=list)  # whose turn it is now (kept in a column for listings)

    @property
    def post(self) -> bool:
        return self.posted_version is not None


@dataclass
class Change:
    """One change to settle: who acted (if anyone) and how ("person", "clock" for a time-out, or
    "timer" for an AI seat or a reaction window passing by itself), what it said."""

    version: int
    now: float
    ai_delay: float
    away: dict[int, list[Period]]  # user id -> away periods
    acted: int | None = None
    by: str = "timer"
    events: list[Event] = field(default_factory=list)
    mail: list[Mail] = field(default_factory=list)  # lines that come before the turn post
    paused: list[Period] = field(default_factory=list)  # the game's pauses agreed by all (no clock runs)

    def stopped(self, user_id: int | None) -> list[Period]:
        """When a person's clock stood still: their away periods and the game's pauses."""
        return [*self.away.get(user_id, []), *self.paused] if user_id is not None else list(self.paused)

    def away_of(self, user_id: int | None) -> list[Period]:
        return self.away.get(user_id, []) if user_id is not None else []


def settle(row: GameRow, game: Game, state: object, before: Snapshot, change: Change) -> Effects:
    """Seat clocks, timers and mail after `change`; updates `row.seats` in memory as it goes."""
    fx = Effects(change.version, mail=list(change.mail))
    if change.acted is not None:
        _count_timeouts(row, change, fx)
    deciding = decisions(row, game, state)
    for seat in row.seats:
        if seat.seat in deciding:
            if seat.seat == change.acted or seat.seat not in before.decisions or seat.waiting_since is None:
                _set(fx, row, seat.seat, waiting_since=change.now, reminders=0)
        elif seat.waiting_since is not None:
            _set(fx, row, seat.seat, waiting_since=None, reminders=0)
    fx.timers = timers(row, game, state, change)
    fx.pending = game.pending(state)
    newly = set(deciding) - before.decisions
    ended = game.outcome(state) is not None
    if ended or (deciding and (newly or game.turn(state) != before.turn)):
        fx.mail.append((Kind.TURN, turn_post(row, deciding, change)))
        fx.posted_version = change.version
    fx.mail += hand_mail(row, game, state, before, change.events)
    fx.mail += window_mail(row, game, state, before, change)
    return fx


def window_mail(row: GameRow, game: Game, state: object, before: Snapshot, change: Change) -> list[Mail]:
    """A quiet DM to each person newly asked in a reaction window: the thread gets no post and no
    ping for a window, so this is how they learn that they may answer, and until when."""
    mail: list[Mail] = []
    for s in set(asked(row, game, state)) - before.asked:
        seat = row.seats[s]
        deadline = game.deadline(state, s)
        assert deadline is not None  # an asked seat is in a reaction window
        mail.append((Kind.DM, Dm(text="window_dm", user=seat.user_id, game=row.id, key=row.game,
                                 prompt=game.prompt(state, s), play=True, due=int(change.now + deadline[0]))))
    return mail


def _set(fx: Effects, row: GameRow, seat: int, **columns: object) -> None:
    fx.seats.setdefault(seat, {}).update(columns)
    for name, value in columns.items():
        setattr(row.seats[seat], name, value)


def _count_timeouts(row: GameRow, change: Change, fx: Effects) -> None:
    assert change.acted is not None
    seat = row.seats[change.acted]
    if seat.user_id is None or change.by == "timer":
        return
    if change.by == "person":
        if seat.timeouts:
            _set(fx, row, seat.seat, timeouts=0)
        return
    count = seat.timeouts + 1
    handed = count >= HANDOVER_AFTER
    _set(fx, row, seat.seat, timeouts=count, autopilot=handed or seat.autopilot,
         timeouts_total=seat.timeouts_total + 1)
    fields = Notice(seat=seat.seat, name=seat.name, user=seat.user_id, count=count, game=row.id, key=row.game,
                    channel=row.thread_id or row.channel_id, guild=row.guild_id)
    fx.mail.append((Kind.LINE, Line(**fields, text="handed" if handed else "timeout")))
    fx.mail.append((Kind.DM, Dm(**fields, text="handed_dm" if handed else "timeout_dm")))


def timers(row: GameRow, game: Game, state: object, change: Change) -> list[Timer]:
    """The game's timers at this version: AI moves, reaction deadlines, turn clocks."""
    out = []
    for s in game.pending(state):
        seat = row.seats[s]
        if seat.ai or seat.autopilot:
            out.append(Timer(row.id, s, "ai", change.version, change.now + change.ai_delay))
        elif (deadline := game.deadline(state, s)) is not None:
            out.append(Timer(row.id, s, "deadline", change.version, change.now + deadline[0]))
        elif seat.waiting_since is not None:
            times = clock_times(row.turn_hours, seat.waiting_since, seat.reminders, change.stopped(seat.user_id),
                                Daily.from_kept(row.daily))
            out += [Timer(row.id, s, kind, change.version, due)
                    for kind, due in (("remind", times.remind), ("timeout", times.timeout)) if due is not None]
    return out


def turn_post(row: GameRow, deciding: list[int], change: Change) -> TurnPost:
    """What the desk needs to write the post: the moves it covers, whom to ping, clocks and absences."""
    due: dict[str, float] = {}
    away: dict[str, float] = {}
    for s in deciding:
        seat = row.seats[s]
        assert seat.waiting_since is not None  # `settle` started the clock of every seat deciding
        times = clock_times(row.turn_hours, seat.waiting_since, seat.reminders, change.stopped(seat.user_id),
                            Daily.from_kept(row.daily))
        if times.timeout is not None:
            due[str(s)] = times.timeout
        if (until := away_until(change.now, change.away_of(seat.user_id))) is not None:
            away[str(s)] = until
    return {"from": row.posted_version, "to": change.version, "ping": deciding, "due": due, "away": away,
            "autopilot": [s.seat for s in row.seats if s.autopilot]}


def hand_mail(row: GameRow, game: Game, state: object, before: Snapshot, events: list[Event]) -> list[Mail]:
    """A DM to each owner whose hidden hand changed, or who got a private note."""
    mail: list[Mail] = []
    for seat, hand in hands(row, game, state).items():
        notes = [e.private for e in events if e.private and e.seat == seat]
        if hand != before.hands.get(seat, []) or notes:
            mail.append((Kind.HAND, Hand(user=row.seats[seat].user_id, seat=seat, hand=hand, notes=notes,
                                         game=row.id, key=row.game)))
    return mail
