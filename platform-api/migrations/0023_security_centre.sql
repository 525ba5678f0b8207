-- Security centre (issue 12): login history, removable payout accounts, two-factor sign-in.

-- Every sign-in of a known member, successful or not, as the member sees it in the security
-- centre (kept apart from login_attempts, the brute-force guard's counter, which is per typed
-- account name and knows no device). Rows older than 90 days are never shown.
CREATE TABLE login_history (
  id         bigserial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method     text NOT NULL CHECK (method IN ('PASSWORD', 'SMS', 'SOCIAL')),
  result     text NOT NULL CHECK (result IN ('SUCCESS', 'WRONG_PASSWORD', 'CAPTCHA', 'LOCKED', 'TWO_FACTOR_FAILED')),
  ip         text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_history_member_idx ON login_history (member_id, created_at);

-- A removed payout account stays for the withdrawals that were paid to it.
ALTER TABLE payout_accounts ADD COLUMN removed_at timestamptz;

-- The authenticator-app secret (AES-256-GCM sealed with the key below), pending until the first
-- code confirms it; last_step refuses a code that was already used (no replay inside its window).
CREATE TABLE two_factor (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret_box bytea NOT NULL,
  enabled_at timestamptz,
  last_step  bigint,
  created_at timestamptz NOT NULL
);

-- Ten single-use recovery codes per enrolment, stored as SHA-256 (they are random, 50 bits).
CREATE TABLE two_factor_recovery_codes (
  id        bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at   timestamptz
);
CREATE INDEX two_factor_recovery_member_idx ON two_factor_recovery_codes (member_id);

-- The second login step: the password was right, the code is still due. Five minutes, single use.
CREATE TABLE two_factor_challenges (
  token_hash bytea PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method     text NOT NULL CHECK (method IN ('PASSWORD', 'SMS', 'SOCIAL')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX two_factor_challenges_member_idx ON two_factor_challenges (member_id);

-- The key the two-factor secrets are sealed with (TWO_FACTOR_KEY overrides it), one row.
CREATE TABLE two_factor_key (
  id  smallint PRIMARY KEY CHECK (id = 1),
  key bytea NOT NULL
);
INSERT INTO two_factor_key (id, key)
VALUES (1, decode(md5(random()::text || clock_timestamp()::text) || md5(random()::text || pg_backend_pid()::text), 'hex'));
