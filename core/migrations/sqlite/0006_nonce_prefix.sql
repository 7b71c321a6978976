-- 6: Delivered once beyond Discord's nonce memory: when an entry was first handed to Discord (a later
-- try looks for it among the channel's messages first), and this database's own nonce prefix.
ALTER TABLE outbox ADD COLUMN tried_at REAL;
INSERT OR IGNORE INTO meta (key, value) VALUES ('nonce_prefix', lower(hex(randomblob(3))));
