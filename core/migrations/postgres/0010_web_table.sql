-- 10: The table in the browser (web/). A sign-in link's token is used once: its nonce is kept until
-- it would have expired anyway, so a second use, in this process or another, is refused. A person's
-- sign-out time: every browser session of theirs begun before it is refused.
CREATE TABLE web_tokens (
    nonce TEXT PRIMARY KEY,
    expires DOUBLE PRECISION NOT NULL
);
CREATE TABLE web_signouts (
    user_id BIGINT PRIMARY KEY,
    at DOUBLE PRECISION NOT NULL
);
