-- 7: Whose turn it is kept beside the state ("0,2": the pending seats; NULL until the game's next change
-- for games started before), and a person's seats found by an index, so listing a server's games
-- reads no state.
ALTER TABLE games ADD COLUMN pending TEXT;
CREATE INDEX seats_by_user ON seats (user_id, game_id);
