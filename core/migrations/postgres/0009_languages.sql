-- 9: Languages. A game's language (its thread posts and public pictures), chosen in the lobby; games
-- stored before it are English. A person's own choice for their DMs and reminders (NULL: none;
-- 'discord': follow their Discord's language) and the last Discord locale seen from them.
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE prefs ADD COLUMN language TEXT;
ALTER TABLE prefs ADD COLUMN seen_locale TEXT;
