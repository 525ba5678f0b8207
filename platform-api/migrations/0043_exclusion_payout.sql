-- Issue 33 item 5: self-exclusion does not strand money.
-- A refused login of an excluded or timed-out member with money and a payout account on file
-- carries a short-lived single-use ticket (only its hash is stored) that can request the payout
-- of the whole balance and nothing else.
CREATE TABLE rg_exclusion_tickets (
  id             bigserial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id),
  token_hash     bytea NOT NULL UNIQUE,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz,
  -- The withdrawal the ticket requested (a replay answers it again).
  withdrawal_no  text,
  account_id     integer
);
CREATE INDEX rg_exclusion_tickets_member_idx ON rg_exclusion_tickets (member_id);

-- The browser (its X-Client-Id) of a refused excluded login: free play on it is refused until
-- the exclusion ends.
CREATE TABLE rg_excluded_devices (
  client_id  text PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id),
  until      timestamptz NOT NULL
);
