-- 8: Background work claimed by one process at a time: a timer is held (leased) by the process firing
-- it, a game's outbox lane by the process delivering it; a lease runs out if its holder dies.
ALTER TABLE timers ADD COLUMN lease_owner TEXT;
ALTER TABLE timers ADD COLUMN lease_until DOUBLE PRECISION NOT NULL DEFAULT 0;
CREATE TABLE lanes (
    game_id BIGINT PRIMARY KEY,
    owner TEXT NOT NULL,
    until DOUBLE PRECISION NOT NULL
);
