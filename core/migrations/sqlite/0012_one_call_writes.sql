-- 12: Nothing for SQLite: PostgreSQL gets a function that writes one change of a game in one call
-- (core/store/change.py); SQLite runs the same steps on the event loop, where a statement costs no trip.
SELECT 1;
