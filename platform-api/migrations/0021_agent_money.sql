-- Agent money (issue 13): rebate settings per game category, registration links, the daily
-- settlement of rebates and contract pay, and the contracts an upline offers its agents.

-- The platform's rates for accounts without an upline (operator-set), per catalogue category.
-- Rates are basis points of the stake (100 = 1 %).
CREATE TABLE rebate_defaults (
  category text PRIMARY KEY,
  rate_bp  integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000)
);
INSERT INTO rebate_defaults (category, rate_bp) VALUES
  ('LOTT', 200), ('ELOTT', 200), ('LIVE', 100), ('RNG', 150), ('FISH', 150), ('SPORTS', 100),
  ('PVP', 100);

-- An account's own rate per category; none = the default (no upline) or 0 (with an upline).
-- Each rate is at most the upline's: the service checks it and lowers the downline with it.
CREATE TABLE rebate_settings (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category   text NOT NULL,
  rate_bp    integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, category)
);

-- Registration links an agent hands out: whoever registers through one is placed under the
-- agent with the link's account type and rates.
CREATE TABLE registration_links (
  id           serial PRIMARY KEY,
  agent_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code         text NOT NULL,
  account_type smallint NOT NULL CHECK (account_type IN (0, 1)),
  rates        jsonb NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz,
  registrations integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX registration_links_code_idx ON registration_links (upper(code));
CREATE INDEX registration_links_agent_idx ON registration_links (agent_id, id DESC);

-- One row per day and paid account: the settlement pays each kind once (the ledger reference
-- repeats the key). own = rebate on the account's own stakes, downline = the rate differences.
CREATE TABLE agent_settlements (
  day           date NOT NULL,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('REBATE', 'SALARY', 'DIVIDEND', 'HOURLY')),
  stake_minor   bigint NOT NULL,
  own_minor     bigint NOT NULL,
  downline_minor bigint NOT NULL,
  amount_minor  bigint NOT NULL,
  contract_id   integer,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (day, member_id, kind)
);
CREATE INDEX agent_settlements_member_idx ON agent_settlements (member_id, day DESC);

-- Contracts an upline (or the operator, offered_by NULL) offers an agent. tiers: JSON array,
-- see API.md. At most one ACTIVE contract per agent and kind.
CREATE TABLE agent_contracts (
  id          serial PRIMARY KEY,
  agent_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  offered_by  integer REFERENCES members (id) ON DELETE SET NULL,
  kind        text NOT NULL CHECK (kind IN ('SALARY', 'DIVIDEND', 'HOURLY')),
  period      text NOT NULL DEFAULT 'DAY' CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  tiers       jsonb NOT NULL,
  status      text NOT NULL CHECK (status IN ('OFFERED', 'ACTIVE', 'DECLINED', 'ENDED')),
  created_at  timestamptz NOT NULL,
  decided_at  timestamptz
);
CREATE INDEX agent_contracts_agent_idx ON agent_contracts (agent_id, kind, status);
CREATE UNIQUE INDEX agent_contracts_active_idx ON agent_contracts (agent_id, kind)
  WHERE status = 'ACTIVE';
