"""Turn-clock arithmetic: reminder marks, pauses while away, when time runs out."""

import pytest

from core.clock import HOUR, away_until, clock_times, due_at, merged, reminder_marks, reminders_due, waited


def test_a_limit_reminds_at_half_and_at_ten_percent_left():
    assert reminder_marks(48) == [24 * HOUR, 43.2 * HOUR]
    times = clock_times(48, since=1000.0, reminders_sent=0)
    assert (times.remind, times.timeout) == (1000 + 24 * HOUR, 1000 + 48 * HOUR)
    assert clock_times(48, 1000.0, 1).remind == pytest.approx(1000 + 43.2 * HOUR)
    assert clock_times(48, 1000.0, 2).remind is None


def test_without_a_limit_five_reminders_after_one_day_then_every_two():
    assert [m / HOUR for m in reminder_marks(0)] == [24, 72, 120, 168, 216]
    assert clock_times(0, 0.0, 0).timeout is None
    assert clock_times(0, 0.0, 5).remind is None


def test_an_away_period_pauses_the_clock():
    away = [(10 * HOUR, 20 * HOUR)]
    assert due_at(0.0, 12 * HOUR, away) == 22 * HOUR  # 10 h before, paused 10 h, 2 h after
    assert due_at(0.0, 5 * HOUR, away) == 5 * HOUR  # due before the period starts: unchanged
    assert due_at(15 * HOUR, 1 * HOUR, away) == 21 * HOUR  # started while away: runs from its end
    assert waited(0.0, 22 * HOUR, away) == 12 * HOUR
    assert waited(0.0, 15 * HOUR, away) == 10 * HOUR


def test_periods_in_the_past_or_overlapping_count_once():
    away = [(5.0, 8.0), (-10.0, -1.0), (6.0, 9.0), (20.0, 20.0)]
    assert merged(away) == [(-10.0, -1.0), (5.0, 9.0)]
    assert due_at(0.0, 10.0, away) == 14.0
    assert waited(0.0, 14.0, away) == 10.0


def test_away_until_is_the_end_of_the_running_period():
    away = [(0.0, 10.0), (10.0, 30.0), (50.0, 60.0)]
    assert away_until(5.0, away) == 30.0
    assert away_until(40.0, away) is None


def test_reminders_due_by_a_moment_count_the_overdue_ones_once():
    assert reminders_due(48, 0.0, 23 * HOUR) == 0
    assert reminders_due(48, 0.0, 24 * HOUR) == 1
    assert reminders_due(48, 0.0, 47 * HOUR) == 2  # the bot was down: one DM covers both
    assert reminders_due(48, 0.0, 47 * HOUR, [(0.0, 30 * HOUR)]) == 0


def test_quiet_hours_wrap_midnight_and_end_on_the_persons_clock():
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from core.clock import parse_quiet, quiet_end

    rome = ZoneInfo("Europe/Rome")
    at = lambda *args: datetime(*args, tzinfo=rome).timestamp()  # noqa: E731
    quiet = parse_quiet("22-08")
    assert quiet == (22 * 60, 8 * 60) and parse_quiet("23:30-7") == (23 * 60 + 30, 7 * 60)
    assert quiet_end(at(2026, 1, 10, 23, 0), "Europe/Rome", quiet) == at(2026, 1, 11, 8, 0)
    assert quiet_end(at(2026, 1, 11, 3, 0), "Europe/Rome", quiet) == at(2026, 1, 11, 8, 0)
    assert quiet_end(at(2026, 1, 11, 8, 0), "Europe/Rome", quiet) is None
    assert quiet_end(at(2026, 1, 11, 21, 59), "Europe/Rome", quiet) is None
    assert quiet_end(at(2026, 1, 11, 3, 0), "Europe/Rome", None) is None
    # the night the clocks go forward (29 March 2026): 22-08 still ends at 08:00 local, 9 hours later
    assert quiet_end(at(2026, 3, 28, 23, 0), "Europe/Rome", quiet) - at(2026, 3, 28, 23, 0) == 8 * 3600
    for bad in ("25-08", "8-8", "22", "22-8-1", "ab-cd", "22:60-08", "-08", "22:5-08"):
        with pytest.raises(ValueError):
            parse_quiet(bad)


def test_a_daily_deadline_is_the_first_such_hour_at_least_n_hours_on():
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from core.clock import Daily, clock_times

    ny = ZoneInfo("America/New_York")
    at = lambda *args: datetime(*args, tzinfo=ny).timestamp()  # noqa: E731
    daily = Daily.typed("21:00", "America/New_York")
    assert daily.least == 12 and Daily.from_kept(daily.kept()) == daily
    assert at(2026, 5, 1, 8, 0) + daily.seconds(at(2026, 5, 1, 8, 0)) == at(2026, 5, 1, 21, 0)
    assert at(2026, 5, 1, 10, 0) + daily.seconds(at(2026, 5, 1, 10, 0)) == at(2026, 5, 2, 21, 0)
    times = clock_times(48, at(2026, 5, 1, 9, 0), 0, (), daily)
    assert times.timeout == at(2026, 5, 1, 21, 0) and times.remind == at(2026, 5, 1, 15, 0)
    paused = clock_times(48, at(2026, 5, 1, 9, 0), 0, [(at(2026, 5, 1, 10, 0), at(2026, 5, 3, 10, 0))], daily)
    assert paused.timeout == at(2026, 5, 3, 21, 0)  # two days of pause: two days later
    for bad in ("24:00", "21:00 0", "21:00 100", "9pm"):
        with pytest.raises(ValueError):
            Daily.typed(bad, "UTC")
