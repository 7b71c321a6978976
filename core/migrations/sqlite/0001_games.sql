-- 1: The games, their seats, the move log and the durable timers.
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    guild_id INTEGER,
    channel_id INTEGER,
    thread_id INTEGER,
    lobby_message_id INTEGER,
    host_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    state TEXT,
    version INTEGER NOT NULL DEFAULT 0,
    posted_version INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    user_id INTEGER,
    name TEXT NOT NULL,
    ai TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    events TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, n)
);
CREATE TABLE timers (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    version INTEGER NOT NULL,
    due REAL NOT NULL,
    PRIMARY KEY (game_id, seat, kind)
);
CREATE INDEX timers_by_due ON timers (due);
