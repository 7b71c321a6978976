-- 13: The AI that plays a seat handed over after time-outs ('smart' or 'expert'), the host's choice in
-- the lobby; games stored before it hand such seats to the smart AI, as they did.
ALTER TABLE games ADD COLUMN takeover TEXT NOT NULL DEFAULT 'smart';
