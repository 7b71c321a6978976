-- 14: Nothing for SQLite: PostgreSQL's one-call write (migration 12) also writes a game's end
-- (core/store/change.py `Ending`); SQLite runs the same steps on the event loop.
SELECT 1;
