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
