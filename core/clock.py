"""Turn clocks, as plain arithmetic over timestamps (no clock is read here: callers pass `now`).

A seat's clock starts when it must decide (or decides a micro-step and must go on) and stops when it
acts. It is paused while its owner is away. With a limit of T hours it reminds its owner at T/2 and
when 10 % is left, and at T the AI makes that one decision. Without a limit it only reminds: after
24 h, then every 48 h, at most five times.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

HOUR = 3600.0
TURN_HOURS = (0, 12, 24, 48, 72, 168)
DEFAULT_TURN_HOURS = 48
HANDOVER_AFTER = 3  # time-outs in a row that hand the seat to the AI
OPEN_ENDED_REMINDERS = (24, 72, 120, 168, 216)  # hours waited, when there is no limit
FOLD_SECONDS = HOUR  # one reminder DM also covers the person's other games due within this
AWAY_DAYS = (1, 30)

Period = tuple[float, float]


def limit(turn_hours: int) -> float | None:
    """Seconds a seat may take for one decision; None without a limit."""
    return turn_hours * HOUR if turn_hours else None


def reminder_marks(turn_hours: int) -> list[float]:
    """Seconds of (unpaused) waiting after which a reminder goes out."""
    if turn_hours:
        return [turn_hours * HOUR * 0.5, turn_hours * HOUR * 0.9]
    return [hours * HOUR for hours in OPEN_ENDED_REMINDERS]


def merged(periods: Iterable[Period]) -> list[Period]:
    """Away periods sorted, with overlapping ones joined."""
    out: list[list[float]] = []
    for start, end in sorted(periods):
        if end <= start:
            continue
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return [(a, b) for a, b in out]


def due_at(since: float, wait: float, away: Iterable[Period] = ()) -> float:
    """The moment at which `wait` seconds of unpaused time have passed since `since`."""
    t, remaining = since, wait
    for start, end in merged(away):
        if end <= t:
            continue
        start = max(start, t)
        if start - t >= remaining:
            break
        remaining -= start - t
        t = end
    return t + remaining


def waited(since: float, now: float, away: Iterable[Period] = ()) -> float:
    """Unpaused seconds between `since` and `now`."""
    paused = sum(max(0.0, min(end, now) - max(start, since)) for start, end in merged(away))
    return max(0.0, now - since - paused)


@dataclass(frozen=True)
class ClockTimes:
    """When a waiting seat's next reminder is due and when its time runs out (None: never)."""

    remind: float | None
    timeout: float | None


def clock_times(turn_hours: int, since: float, reminders_sent: int, away: Iterable[Period] = ()) -> ClockTimes:
    periods = merged(away)
    marks = reminder_marks(turn_hours)
    seconds = limit(turn_hours)
    remind = due_at(since, marks[reminders_sent], periods) if reminders_sent < len(marks) else None
    timeout = due_at(since, seconds, periods) if seconds is not None else None
    return ClockTimes(remind, timeout)


def reminders_due(turn_hours: int, since: float, by: float, away: Iterable[Period] = ()) -> int:
    """How many of the seat's reminders are due by `by` (all of them count as sent by one DM)."""
    periods = merged(away)
    return sum(due_at(since, mark, periods) <= by for mark in reminder_marks(turn_hours))


def away_until(now: float, away: Iterable[Period]) -> float | None:
    """The end of the away period running at `now` (joined with any that follow on)."""
    return next((end for start, end in merged(away) if start <= now < end), None)
