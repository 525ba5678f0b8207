-- Responsible gaming (issue 12): limits with a cooling-off, session time limit, reality check,
-- time-out and self-exclusion. Everything here is enforced by the platform.

-- One row per member who chose anything; deposits and bets lock it (SELECT ... FOR UPDATE) before
-- they read the period's totals, so two calls racing one limit are decided one after the other.
CREATE TABLE rg_settings (
  member_id             integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  session_limit_minutes integer CHECK (session_limit_minutes BETWEEN 5 AND 1440),
  reality_check_minutes integer CHECK (reality_check_minutes BETWEEN 10 AND 60),
  exclusion_kind        text CHECK (exclusion_kind IN ('TIMEOUT', 'SELF_EXCLUSION')),
  excluded_from         timestamptz,
  excluded_until        timestamptz,
  updated_at            timestamptz NOT NULL,
  CHECK ((exclusion_kind IS NULL) = (excluded_until IS NULL))
);

-- A limit per kind and period. `amount_minor` is what applies now (NULL: none); a raise or a
-- removal waits 24 hours as `pending_*` (pending_since set; pending_amount_minor NULL = remove).
CREATE TABLE rg_limits (
  member_id            integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind                 text NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER')),
  period               text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  amount_minor         bigint CHECK (amount_minor > 0),
  pending_amount_minor bigint CHECK (pending_amount_minor > 0),
  pending_since        timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK (pending_since IS NOT NULL OR pending_amount_minor IS NULL)
);

-- Per signed-in session: when its time limit ends it, and when the member last answered a
-- reality check (the next one is due an interval later; the first an interval after sign-in).
CREATE TABLE rg_sessions (
  session_id      bigint PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  time_limit_at   timestamptz,
  acknowledged_at timestamptz
);


-- A deposit limit sums the member's orders of a period.
CREATE INDEX deposit_orders_member_created_idx ON deposit_orders (member_id, created_at);
