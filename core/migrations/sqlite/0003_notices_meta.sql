-- 3: What the table told once (a host about a failure, the log about a stuck post); settings the bot
-- keeps for itself (the hash of the synced command tree).
CREATE TABLE notices (
    game_id INTEGER NOT NULL,
    topic TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, topic)
);
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
