-- 4: "The game begins!" is told once per game (a notice); games already started have told it.
INSERT INTO notices (game_id, topic, at) SELECT id, 'opening', updated_at FROM games
    WHERE status != 'lobby' ON CONFLICT DO NOTHING;
