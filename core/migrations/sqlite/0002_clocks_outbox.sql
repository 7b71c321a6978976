-- 2: Turn clocks, away periods, resigned and handed-over seats, the per-game outbox.
ALTER TABLE games ADD COLUMN turn_hours INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN undeliverable TEXT;
ALTER TABLE seats ADD COLUMN waiting_since REAL;
ALTER TABLE seats ADD COLUMN reminders INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN resigned_user INTEGER;
CREATE TABLE away (
    guild_id INTEGER,
    user_id INTEGER NOT NULL,
    start REAL NOT NULL,
    until REAL NOT NULL,
    note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX away_by_user ON away (user_id, guild_id);
CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_try REAL NOT NULL DEFAULT 0,
    error TEXT,
    created_at REAL NOT NULL,
    sent_at REAL
);
CREATE INDEX outbox_by_lane ON outbox (status, game_id, id);
