-- Issue 12, finishing items.

-- A longer session time limit, a longer reality-check interval, or switching either off waits the
-- same 24-hour cooling-off the money limits use: the choice is kept here with its start and
-- applies once 24 hours have passed (read through settleSessionChoice, no scheduler). NULL
-- minutes with a start means "switch off".
ALTER TABLE rg_settings
  ADD COLUMN pending_session_limit_minutes integer
    CHECK (pending_session_limit_minutes BETWEEN 5 AND 1440),
  ADD COLUMN pending_session_limit_since timestamptz,
  ADD COLUMN pending_reality_check_minutes integer
    CHECK (pending_reality_check_minutes BETWEEN 10 AND 60),
  ADD COLUMN pending_reality_check_since timestamptz;

-- Password logins refused for a username no member has: an operator-only security log (the
-- member histories cannot hold them, and the login answer does not say the name is unknown).
-- Rows older than 90 days are dropped as new ones come in.
CREATE TABLE unknown_login_attempts (
  id         bigserial PRIMARY KEY,
  username   text NOT NULL,
  result     text NOT NULL CHECK (result IN ('WRONG_PASSWORD', 'CAPTCHA', 'LOCKED')),
  ip         text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX unknown_login_attempts_time_idx ON unknown_login_attempts (created_at);
CREATE INDEX unknown_login_attempts_ip_idx ON unknown_login_attempts (ip, created_at);
