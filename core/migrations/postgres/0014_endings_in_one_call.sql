-- 14: A move that ends the game is written in the same one call as any other (core/store/change.py
-- `Ending`): `boardhost_write` also takes the game's results and its players' new ratings.
-- p_results: [[game_id, seat, guild_id, game, player, name, rank, won, resigned, timeouts, at], ...] (written
-- unless the game has results already; then the ratings too); p_ratings: {"guild", "game", "rows":
-- [[player, name, mu, sigma, games], ...]}, each worked out by the caller from the rating it read, which
-- had played `games` games (0: none yet); a rating that has changed since raises SQLSTATE BH001 and
-- nothing is written (the caller writes the move again, step by step, reading the ratings inside).
DROP FUNCTION boardhost_write(BIGINT, JSONB, INTEGER, INTEGER, TEXT, TEXT, TEXT, TEXT, DOUBLE PRECISION, JSONB,
    INTEGER[], TEXT[], INTEGER[], DOUBLE PRECISION[], TEXT[], TEXT[], BOOLEAN[], TEXT[], TEXT, INTEGER);
CREATE FUNCTION boardhost_write(
    g BIGINT, p_read JSONB, p_expected INTEGER, p_seat INTEGER, p_action TEXT, p_events TEXT, p_state TEXT,
    p_status TEXT, p_now DOUBLE PRECISION, p_seats JSONB, t_seat INTEGER[], t_kind TEXT[], t_version INTEGER[],
    t_due DOUBLE PRECISION[], m_kind TEXT[], m_payload TEXT[], m_opening BOOLEAN[], m_topic TEXT[],
    p_pending TEXT, p_posted INTEGER, p_results JSONB, p_ratings JSONB
) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    now_status TEXT;
    now_version INTEGER;
    payload TEXT;
    told BOOLEAN;
    rated JSONB;
BEGIN
    SELECT status, version INTO now_status, now_version FROM games WHERE id = g FOR UPDATE;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    IF p_read IS NOT NULL AND (now_status IS DISTINCT FROM p_read->>'status'
            OR now_version <> (p_read->>'version')::INTEGER
            OR COALESCE((SELECT jsonb_agg(jsonb_build_array(s.seat, s.user_id, s.name, s.ai, s.autopilot <> 0,
                                                            s.resigned_user) ORDER BY s.seat)
                         FROM seats s WHERE s.game_id = g), '[]'::JSONB) <> p_read->'seats') THEN
        RETURN NULL;
    END IF;
    IF p_expected IS NOT NULL THEN
        IF now_version <> p_expected THEN
            RETURN NULL;
        END IF;
        now_version := p_expected + 1;
        UPDATE games SET state = p_state, version = now_version, status = p_status, updated_at = p_now,
            pending = p_pending, posted_version = COALESCE(p_posted, posted_version) WHERE id = g;
        INSERT INTO moves (game_id, n, seat, action, events, at) VALUES (g, now_version, p_seat, p_action, p_events, p_now);
    ELSE
        UPDATE games SET pending = p_pending, posted_version = COALESCE(p_posted, posted_version) WHERE id = g;
    END IF;
    UPDATE seats s SET
        waiting_since = CASE WHEN c ? 'waiting_since' THEN (c->>'waiting_since')::DOUBLE PRECISION ELSE s.waiting_since END,
        reminders = CASE WHEN c ? 'reminders' THEN (c->>'reminders')::INTEGER ELSE s.reminders END,
        timeouts = CASE WHEN c ? 'timeouts' THEN (c->>'timeouts')::INTEGER ELSE s.timeouts END,
        autopilot = CASE WHEN c ? 'autopilot' THEN (c->>'autopilot')::INTEGER ELSE s.autopilot END,
        timeouts_total = CASE WHEN c ? 'timeouts_total' THEN (c->>'timeouts_total')::INTEGER ELSE s.timeouts_total END
        FROM jsonb_each(p_seats) AS e(seat, c) WHERE s.game_id = g AND s.seat = e.seat::INTEGER;
    -- the timers: only those that changed are written (a timer kept as it was keeps its lease)
    DELETE FROM timers t WHERE t.game_id = g AND NOT EXISTS (
        SELECT 1 FROM unnest(t_seat, t_kind, t_version, t_due) AS n(seat, kind, version, due)
        WHERE n.seat = t.seat AND n.kind = t.kind AND n.version = t.version AND n.due = t.due);
    INSERT INTO timers (game_id, seat, kind, version, due)
        SELECT g, n.seat, n.kind, n.version, n.due FROM unnest(t_seat, t_kind, t_version, t_due) AS n(seat, kind, version, due)
        ON CONFLICT (game_id, seat, kind) DO NOTHING;
    FOR i IN 1 .. COALESCE(array_length(m_kind, 1), 0) LOOP
        payload := m_payload[i];
        IF m_topic[i] IS NOT NULL THEN
            INSERT INTO notices (game_id, topic, at) VALUES (g, m_topic[i], p_now) ON CONFLICT DO NOTHING;
            told := FOUND;
            IF m_opening[i] THEN
                payload := left(payload, -1) || CASE WHEN payload = '{}' THEN '' ELSE ', ' END || '"opening": '
                    || CASE WHEN told THEN 'true' ELSE 'false' END || '}';
            ELSIF NOT told THEN
                CONTINUE;
            END IF;
        END IF;
        INSERT INTO outbox (game_id, kind, payload, created_at) VALUES (g, m_kind[i], payload, p_now);
    END LOOP;
    -- the game's end: its results, unless written already, and then its players' new ratings
    IF jsonb_array_length(COALESCE(p_results, '[]'::JSONB)) > 0 AND NOT EXISTS (SELECT 1 FROM results WHERE game_id = g) THEN
        INSERT INTO results (game_id, seat, guild_id, game, player, name, rank, won, resigned, timeouts, at)
            SELECT g, (r->>1)::INTEGER, (r->>2)::BIGINT, r->>3, r->>4, r->>5, (r->>6)::INTEGER, (r->>7)::INTEGER,
                (r->>8)::INTEGER, (r->>9)::INTEGER, (r->>10)::DOUBLE PRECISION
            FROM jsonb_array_elements(p_results) AS r;
        FOR rated IN SELECT value FROM jsonb_array_elements(COALESCE(p_ratings->'rows', '[]'::JSONB)) LOOP
            IF (rated->>4)::INTEGER = 0 THEN
                INSERT INTO ratings (guild_id, game, player, name, mu, sigma, games)
                    VALUES ((p_ratings->>'guild')::BIGINT, p_ratings->>'game', rated->>0, rated->>1,
                            (rated->>2)::DOUBLE PRECISION, (rated->>3)::DOUBLE PRECISION, 1)
                    ON CONFLICT DO NOTHING;
            ELSE
                UPDATE ratings SET mu = (rated->>2)::DOUBLE PRECISION, sigma = (rated->>3)::DOUBLE PRECISION,
                    name = rated->>1, games = games + 1
                    WHERE guild_id = (p_ratings->>'guild')::BIGINT AND game = p_ratings->>'game'
                        AND player = rated->>0 AND games = (rated->>4)::INTEGER;
            END IF;
            IF NOT FOUND THEN  -- another game's end rated this player since the ratings were read
                RAISE EXCEPTION 'the rating of % changed since it was read', rated->>0 USING ERRCODE = 'BH001';
            END IF;
        END LOOP;
    END IF;
    RETURN now_version;
END
$$;
