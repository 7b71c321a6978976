-- 6: Delivered once beyond Discord's nonce memory: when an entry was first handed to Discord (a later
-- try looks for it among the channel's messages first), and this database's own nonce prefix.
ALTER TABLE outbox ADD COLUMN tried_at DOUBLE PRECISION;
INSERT INTO meta (key, value) VALUES ('nonce_prefix', substr(md5(random()::text || clock_timestamp()::text), 1, 6))
    ON CONFLICT DO NOTHING;
