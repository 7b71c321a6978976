-- 5: Around the moves: each finished game's results per seat, ratings per server and game, time-outs
-- over a whole game, practice games, people's notification preferences.
CREATE TABLE results (
    game_id BIGINT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    guild_id BIGINT NOT NULL,
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    name TEXT NOT NULL,
    rank INTEGER NOT NULL,
    won INTEGER NOT NULL,
    resigned INTEGER NOT NULL,
    timeouts INTEGER NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_player ON results (guild_id, player, game);
CREATE TABLE ratings (
    guild_id BIGINT NOT NULL,
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    name TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, player)
);
CREATE TABLE prefs (
    user_id BIGINT PRIMARY KEY,
    reminders INTEGER NOT NULL DEFAULT 1,
    turn_dm INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE seats ADD COLUMN timeouts_total INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
