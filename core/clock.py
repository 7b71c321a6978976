"""Turn clocks, as plain arithmetic over timestamps (no clock is read here: callers pass `now`).

A seat's clock starts when it must decide (or decides a micro-step and must go on) and stops when it
acts. It is paused while its owner is away. With a limit of T hours it reminds its owner at T/2 and
when 10 % is left, and at T the AI makes that one decision. Without a limit it only reminds: after
24 h, then every 48 h, at most five times.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, available_timezones

HOUR = 3600.0
TURN_HOURS = (0, 12, 24, 48, 72, 168)
DEFAULT_TURN_HOURS = 48
HANDOVER_AFTER = 3  # time-outs in a row that hand the seat to the AI
OPEN_ENDED_REMINDERS = (24, 72, 120, 168, 216)  # hours waited, when there is no limit
FOLD_SECONDS = HOUR  # one reminder DM also covers the person's other games due within this
AWAY_DAYS = (1, 30)
PAUSE_DAYS = 7  # the longest pause a table may agree at a time
PAUSE_GAME_DAYS = 14  # pauses a game may have in all
DAY = 86400.0

Period = tuple[float, float]


def limit(turn_hours: int) -> float | None:
    """Seconds a seat may take for one decision; None without a limit."""
    return turn_hours * HOUR if turn_hours else None


def reminder_marks(turn_hours: int, seconds: float | None = None) -> list[float]:
    """Seconds of (unpaused) waiting after which a reminder goes out; `seconds`: the decision's limit
    when a daily deadline sets it."""
    if seconds is not None:
        return [seconds * 0.5, seconds * 0.9]
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


def clock_times(turn_hours: int, since: float, reminders_sent: int, away: Iterable[Period] = (),
                daily: Daily | None = None) -> ClockTimes:
    """`daily`: the table's daily deadline, which sets the limit of a decision asked at `since` in
    place of `turn_hours`."""
    periods = merged(away)
    seconds = daily.seconds(since) if daily else limit(turn_hours)
    marks = reminder_marks(turn_hours, seconds if daily else None)
    remind = due_at(since, marks[reminders_sent], periods) if reminders_sent < len(marks) else None
    timeout = due_at(since, seconds, periods) if seconds is not None else None
    return ClockTimes(remind, timeout)


def reminders_due(turn_hours: int, since: float, by: float, away: Iterable[Period] = (),
                  daily: Daily | None = None) -> int:
    """How many of the seat's reminders are due by `by` (all of them count as sent by one DM)."""
    periods = merged(away)
    marks = reminder_marks(turn_hours, daily.seconds(since) if daily else None)
    return sum(due_at(since, mark, periods) <= by for mark in marks)


def away_until(now: float, away: Iterable[Period]) -> float | None:
    """The end of the away period running at `now` (joined with any that follow on)."""
    return next((end for start, end in merged(away) if start <= now < end), None)


# -- time zones: quiet hours and daily deadlines (a person's or a host's wall clock) ----------------

DAY_MINUTES = 24 * 60


@functools.cache
def zone_names() -> tuple[str, ...]:
    """Every IANA time zone name this machine knows, sorted."""
    return tuple(sorted(available_timezones()))


def zone(name: str | None) -> ZoneInfo:
    """The time zone of that IANA name (UTC when none was chosen); ValueError for an unknown name."""
    if not name:
        return ZoneInfo("UTC")
    if name not in zone_names():
        raise ValueError(name)
    return ZoneInfo(name)


def parse_hhmm(text: str) -> int:
    """ "8", "08", "8:30", "08:30" -> minutes after midnight; ValueError for anything else."""
    hours, _, minutes = text.strip().partition(":")
    if not hours.isdigit() or len(hours) > 2 or (minutes and (not minutes.isdigit() or len(minutes) != 2)):
        raise ValueError(text)
    h, m = int(hours), int(minutes or 0)
    if h > 23 or m > 59:
        raise ValueError(text)
    return h * 60 + m


def parse_quiet(text: str) -> tuple[int, int]:
    """Quiet hours written "22-08" or "22:30-7:15" -> (from, to) in minutes after midnight; ValueError
    for anything else (an hour past 23, a window that starts where it ends)."""
    start, dash, end = text.strip().partition("-")
    if not dash:
        raise ValueError(text)
    window = parse_hhmm(start), parse_hhmm(end)
    if window[0] == window[1]:
        raise ValueError(text)
    return window


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def next_wall_time(after: float, minutes: int, zone_name: str | None) -> float:
    """The first moment strictly after `after` at which the wall clock of the zone shows `minutes`
    after midnight (on a day the clocks skip that time, the moment it would have been)."""
    tz = zone(zone_name)
    local = datetime.fromtimestamp(after, tz)
    candidate = local.replace(hour=minutes // 60, minute=minutes % 60, second=0, microsecond=0)
    while candidate.timestamp() <= after:
        candidate = (candidate.replace(tzinfo=None) + timedelta(days=1)).replace(tzinfo=tz)
    return candidate.timestamp()


def quiet_end(now: float, zone_name: str | None, quiet: tuple[int, int] | None) -> float | None:
    """When the quiet hours running at `now` end; None when `now` is not within them."""
    if quiet is None:
        return None
    start, end = quiet
    local = datetime.fromtimestamp(now, zone(zone_name))
    minute = local.hour * 60 + local.minute
    inside = start <= minute < end if start < end else (minute >= start or minute < end)
    return next_wall_time(now, end, zone_name) if inside else None


def daily_due(since: float, minutes: int, zone_name: str | None, least_hours: float) -> float:
    """A daily deadline: the first time the zone's wall clock shows `minutes` after midnight at least
    `least_hours` after `since` (the decision was asked at `since`)."""
    return next_wall_time(since + least_hours * HOUR - 1e-6, minutes, zone_name)


DAILY_LEAST_HOURS = 12  # a daily deadline gives each decision at least this long, unless the host says
DAILY_LEAST_RANGE = (1, 72)


@dataclass(frozen=True)
class Daily:
    """A table's daily deadline: every decision due by `at` (minutes after midnight) on the wall clock
    of `zone` (the host's), at least `least` hours after it was asked."""

    at: int
    zone: str
    least: int = DAILY_LEAST_HOURS

    def seconds(self, since: float) -> float:
        """The limit of a decision asked at `since`."""
        return daily_due(since, self.at, self.zone, self.least) - since

    def kept(self) -> str:
        """As kept in the game's row."""
        return f"{hhmm(self.at)} {self.zone} {self.least}"

    @classmethod
    def from_kept(cls, text: str | None) -> Daily | None:
        if not text:
            return None
        at, zone_name, least = text.split()
        return cls(parse_hhmm(at), zone_name, int(least))

    @classmethod
    def typed(cls, text: str, zone_name: str | None) -> Daily:
        """A daily deadline as a host types it: "21:00" or "21:00 8" (at least 8 hours); ValueError
        for anything else."""
        at, _, least = text.strip().partition(" ")
        least = least.strip().lower().removesuffix("h").strip()
        if least and (not least.isdigit() or not DAILY_LEAST_RANGE[0] <= int(least) <= DAILY_LEAST_RANGE[1]):
            raise ValueError(text)
        zone(zone_name)
        return cls(parse_hhmm(at), zone_name or "UTC", int(least) if least else DAILY_LEAST_HOURS)
