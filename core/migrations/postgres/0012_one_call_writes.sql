-- 12: One change of a game (a move with everything it causes) written in one call, so it costs one
-- round trip to the server, not one per statement (core/store/change.py `GameWrite`, whose steps it
-- takes in the same order). Returns the new version (a move), the game's version (no move), or NULL,
-- having written nothing, when the game is not as it was read or another move was committed first.
-- p_read: {"status", "version", "seats": [[seat, user_id, name, ai, autopilot, resigned_user], ...]}
-- or NULL (no check); p_expected NULL: no move; p_seats: {"<seat>": {column: value}}; the timers and
-- the mail as parallel arrays; a turn post (m_opening) gets "opening": whether its topic was new; any
-- other message with a topic is queued only if its topic was new for this game.
CREATE FUNCTION boardhost_write(
    g BIGINT, p_read JSONB, p_expected INTEGER, p_seat INTEGER, p_action TEXT, p_events TEXT, p_state TEXT,
    p_status TEXT, p_now DOUBLE PRECISION, p_seats JSONB, t_seat INTEGER[], t_kind TEXT[], t_version INTEGER[],
    t_due DOUBLE PRECISION[], m_kind TEXT[], m_payload TEXT[], m_opening BOOLEAN[], m_topic TEXT[],
    p_pending TEXT, p_posted INTEGER
) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    now_status TEXT;
    now_version INTEGER;
    payload TEXT;
    told BOOLEAN;
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
    RETURN now_version;
END
$$;

-- Work for other processes: a commit that queues mail or sets (or moves) a timer tells every process
-- listening on the channel `boardhost_work` at once (core/store_postgres.py `listen`): the payload is
-- 'mail:<game ids, comma separated>' or 'timer:<game ids>'. A process still looks every few seconds
-- too (a notification is lost while its listening connection is down). Taking a timer's lease tells
-- nobody (a lease let go, a due time or version changed does).
CREATE FUNCTION boardhost_tell_work() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    ids TEXT;
BEGIN
    SELECT string_agg(DISTINCT game_id::TEXT, ',') INTO ids FROM changed;
    IF ids IS NOT NULL THEN
        PERFORM pg_notify('boardhost_work', TG_ARGV[0] || ':' || ids);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER outbox_tells AFTER INSERT ON outbox REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION boardhost_tell_work('mail');
CREATE TRIGGER timers_told_inserted AFTER INSERT ON timers REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION boardhost_tell_work('timer');
CREATE FUNCTION boardhost_tell_timers_moved() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
    ids TEXT;
BEGIN
    SELECT string_agg(DISTINCT c.game_id::TEXT, ',') INTO ids FROM changed c JOIN before b USING (game_id, seat, kind)
        WHERE c.due IS DISTINCT FROM b.due OR c.version IS DISTINCT FROM b.version OR c.lease_until < b.lease_until;
    IF ids IS NOT NULL THEN
        PERFORM pg_notify('boardhost_work', 'timer:' || ids);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER timers_told_moved AFTER UPDATE ON timers REFERENCING OLD TABLE AS before NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION boardhost_tell_timers_moved();
