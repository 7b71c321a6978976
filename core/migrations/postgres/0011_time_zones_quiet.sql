-- 11: By post across time zones. A person's IANA time zone (NULL: not chosen, UTC) and quiet hours
-- (minutes after their local midnight: from, to; NULL: none), beside their notification choices;
-- a table's daily deadline ("21:00 Europe/Rome 12": every decision due by 21:00 on the host's clock, at
-- least 12 hours after it was asked; NULL: hours per decision); pauses agreed by everyone at a table;
-- each server's settings for new games (`/games settings`); DMs held for the end of someone's quiet hours (one per outbox entry it stands for, so exactly once).
ALTER TABLE prefs ADD COLUMN time_zone TEXT;
ALTER TABLE prefs ADD COLUMN quiet_from INTEGER;
ALTER TABLE prefs ADD COLUMN quiet_to INTEGER;
ALTER TABLE games ADD COLUMN daily TEXT;
CREATE TABLE held_mail (
    entry_id BIGINT PRIMARY KEY,
    game_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    payload TEXT NOT NULL,
    due DOUBLE PRECISION NOT NULL
);
CREATE INDEX held_mail_by_due ON held_mail (due);
CREATE TABLE pauses (
    game_id BIGINT NOT NULL,
    start DOUBLE PRECISION NOT NULL,
    until DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, start)
);
CREATE TABLE pause_asks (
    game_id BIGINT PRIMARY KEY,
    days INTEGER NOT NULL,
    asked_by BIGINT NOT NULL,
    agreed TEXT NOT NULL,
    asked_at DOUBLE PRECISION NOT NULL
);
CREATE TABLE server_settings (
    guild_id BIGINT PRIMARY KEY,
    channel_id BIGINT,
    threads INTEGER NOT NULL DEFAULT 1,
    starter_role BIGINT,
    turn_hours INTEGER,
    locale TEXT,
    games TEXT
);
