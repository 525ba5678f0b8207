-- Session hardening (issue 17, items 1, 2, 8 and 10).

-- Item 1: a launch ticket and the play session it opens belong to the member session that asked
-- for them, and die with it (logout, password change or reset, other sessions signed out,
-- expiry). A play session also remembers which kind of game it opened, so a slot token is
-- refused by the lottery calls and the other way round. Tickets live a minute and play sessions
-- two hours; the ones open now have no session to belong to, so they end here (players reopen
-- the game).
DELETE FROM play_sessions;
DELETE FROM game_tickets;
ALTER TABLE game_tickets
  ADD COLUMN session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
CREATE INDEX game_tickets_session_idx ON game_tickets (session_id);
ALTER TABLE play_sessions
  ADD COLUMN session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  ADD COLUMN kind text NOT NULL CHECK (kind IN ('SLOT', 'LOTTERY'));
CREATE INDEX play_sessions_session_idx ON play_sessions (session_id);

-- Items 2 and 8: social sign-ins are told apart from password logins (they have their own
-- per-address limit), and the per-IP rule counts distinct account names that failed there.
ALTER TABLE login_attempts
  ADD COLUMN kind text NOT NULL DEFAULT 'PASSWORD' CHECK (kind IN ('PASSWORD', 'SOCIAL'));
UPDATE login_attempts SET kind = 'SOCIAL' WHERE username LIKE 'social:%';
CREATE INDEX login_attempts_ip_failed_idx ON login_attempts (ip, created_at, lower(username))
  WHERE NOT succeeded;

-- Item 10: every limit lives in the database so that several API instances act as one.
-- Events counted in a sliding window per (bucket, key), e.g. trial users created per address.
CREATE TABLE rate_limit_events (
  id         bigserial PRIMARY KEY,
  bucket     text NOT NULL CHECK (length(bucket) BETWEEN 1 AND 32),
  key        text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_key_idx ON rate_limit_events (bucket, key, created_at);

-- The operator's test read of a captcha answer (only with OPERATOR_KEY): sealed with a key
-- derived from OPERATOR_KEY (AES-256-GCM) so any instance holding the key can read it back,
-- and the database alone does not reveal it.
ALTER TABLE captchas ADD COLUMN operator_answer bytea;

-- The payload encryption key pair (RSA-OAEP-256) is shared by every instance: a browser may
-- fetch the public key from one instance and send the encrypted login to another.
CREATE TABLE payload_keys (
  id          smallint PRIMARY KEY CHECK (id = 1),
  public_spki text NOT NULL,
  private_pem text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
