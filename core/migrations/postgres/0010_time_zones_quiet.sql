-- 10: By post across time zones. A person's IANA time zone (NULL: not chosen, UTC) and quiet hours
-- (minutes after their local midnight: from, to; NULL: none), beside their notification choices;
-- DMs held for the end of someone's quiet hours (one per outbox entry it stands for, so exactly once).
ALTER TABLE prefs ADD COLUMN time_zone TEXT;
ALTER TABLE prefs ADD COLUMN quiet_from INTEGER;
ALTER TABLE prefs ADD COLUMN quiet_to INTEGER;
CREATE TABLE held_mail (
    entry_id BIGINT PRIMARY KEY,
    game_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    payload TEXT NOT NULL,
    due DOUBLE PRECISION NOT NULL
);
CREATE INDEX held_mail_by_due ON held_mail (due);
