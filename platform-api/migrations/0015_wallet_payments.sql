-- Deposits, withdrawals and operator actions (issue 11). Money moves only through the
-- double-entry book of 0014; these tables hold the business objects the movements belong to.

-- Payment providers the platform talks to through one interface (src/features/wallet/providers).
-- The secret signs the provider's notifications (HMAC-SHA256); made here like lottery_secret.
CREATE TABLE payment_providers (
  code       text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  name       text NOT NULL,
  -- GATEWAY: hosted payment page and signed callback; MANUAL: an operator confirms.
  kind       text NOT NULL CHECK (kind IN ('GATEWAY', 'MANUAL')),
  secret     text NOT NULL
);
INSERT INTO payment_providers (code, name, kind, secret) VALUES
  ('SANDBOX', 'Sandbox payment gateway', 'GATEWAY',
   md5(random()::text || clock_timestamp()::text) || md5(random()::text || pg_backend_pid()::text)),
  ('BANK', 'Bank transfer to the operator account', 'MANUAL',
   md5(random()::text || clock_timestamp()::text) || md5(random()::text || pg_backend_pid()::text));

CREATE TABLE deposit_channels (
  code             text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  name             text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('BANK_TRANSFER', 'EWALLET', 'QR')),
  provider_code    text NOT NULL REFERENCES payment_providers (code),
  min_minor        bigint NOT NULL CHECK (min_minor > 0),
  max_minor        bigint NOT NULL,
  -- fee = amount * fee_bp / 10000 (rounded) + fee_fixed_minor
  fee_bp           integer NOT NULL DEFAULT 0 CHECK (fee_bp BETWEEN 0 AND 5000),
  fee_fixed_minor  bigint NOT NULL DEFAULT 0 CHECK (fee_fixed_minor >= 0),
  presets_minor    bigint[] NOT NULL DEFAULT '{}',
  note             text NOT NULL DEFAULT '',
  expires_minutes  integer NOT NULL CHECK (expires_minutes > 0),
  bank_name        text,
  bank_account_name text,
  bank_account_no  text,
  enabled          boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL,
  CHECK (max_minor >= min_minor),
  CHECK (min_minor > fee_fixed_minor)
);
INSERT INTO deposit_channels (code, name, kind, provider_code, min_minor, max_minor, fee_bp,
  fee_fixed_minor, presets_minor, note, expires_minutes, bank_name, bank_account_name,
  bank_account_no, sort_order) VALUES
  ('EWALLET', 'E-wallet', 'EWALLET', 'SANDBOX', 10000, 5000000, 0, 0,
   '{10000,50000,100000,500000,1000000}', 'Credited as soon as the payment is made.', 15,
   NULL, NULL, NULL, 1),
  ('QR', 'QR payment', 'QR', 'SANDBOX', 5000, 2000000, 100, 0,
   '{5000,10000,50000,100000,200000}', 'Scan and pay in your banking app; 1% fee.', 10,
   NULL, NULL, NULL, 2),
  ('BANK', 'Bank transfer', 'BANK_TRANSFER', 'BANK', 50000, 50000000, 0, 0,
   '{50000,100000,500000,1000000,5000000}',
   'Transfer to the account below with the order number as the remark; credited after the operator confirms it (usually within 30 minutes).',
   1440, 'Lobby Bank', 'Lobby Gaming Ltd', '6201888800001234', 3);

CREATE TABLE deposit_orders (
  id            bigserial PRIMARY KEY,
  order_no      text NOT NULL UNIQUE,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  wallet_id     integer NOT NULL REFERENCES wallets (id),
  channel_code  text NOT NULL REFERENCES deposit_channels (code),
  provider_code text NOT NULL REFERENCES payment_providers (code),
  provider_ref  text UNIQUE,
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor     bigint NOT NULL CHECK (fee_minor >= 0),
  credit_minor  bigint NOT NULL CHECK (credit_minor > 0),
  status        text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'EXPIRED')),
  request_id    text,
  fail_reason   text,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  finished_at   timestamptz,
  CHECK (amount_minor = fee_minor + credit_minor),
  UNIQUE (member_id, request_id)
);
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, id);
CREATE INDEX deposit_orders_status_idx ON deposit_orders (status, id);

-- Every accepted provider notification, once: a repeat of an event is recognised, never applied
-- twice (the order's status guard and the ledger reference make the credit once as well).
CREATE TABLE payment_notifications (
  provider_code text NOT NULL REFERENCES payment_providers (code),
  event_id      text NOT NULL,
  order_no      text NOT NULL,
  status        text NOT NULL,
  received_at   timestamptz NOT NULL,
  PRIMARY KEY (provider_code, event_id)
);

-- The payment password (withdrawals), scrypt-hashed like login passwords.
CREATE TABLE payment_passwords (
  member_id     integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  updated_at    timestamptz NOT NULL
);

CREATE TABLE payout_accounts (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('BANK', 'EWALLET')),
  provider    text NOT NULL,
  account_no  text NOT NULL,
  payee_name  text NOT NULL,
  created_at  timestamptz NOT NULL,
  UNIQUE (member_id, kind, account_no)
);

-- Withdrawal rules of the platform (one row).
CREATE TABLE withdraw_settings (
  id                  smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  min_minor           bigint NOT NULL CHECK (min_minor > 0),
  max_minor           bigint NOT NULL,
  fee_bp              integer NOT NULL CHECK (fee_bp BETWEEN 0 AND 5000),
  fee_fixed_minor     bigint NOT NULL CHECK (fee_fixed_minor >= 0),
  daily_count         integer NOT NULL CHECK (daily_count > 0),
  max_payout_accounts integer NOT NULL CHECK (max_payout_accounts > 0),
  CHECK (max_minor >= min_minor),
  CHECK (min_minor > fee_fixed_minor)
);
INSERT INTO withdraw_settings (min_minor, max_minor, fee_bp, fee_fixed_minor, daily_count, max_payout_accounts)
VALUES (10000, 5000000, 0, 200, 5, 3);

CREATE TABLE withdrawals (
  id                bigserial PRIMARY KEY,
  withdrawal_no     text NOT NULL UNIQUE,
  member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  wallet_id         integer NOT NULL REFERENCES wallets (id),
  payout_account_id integer NOT NULL REFERENCES payout_accounts (id),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor         bigint NOT NULL CHECK (fee_minor >= 0),
  net_minor         bigint NOT NULL CHECK (net_minor > 0),
  status            text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'REJECTED')),
  request_id        text,
  reject_reason     text,
  created_at        timestamptz NOT NULL,
  decided_at        timestamptz,
  CHECK (amount_minor = fee_minor + net_minor),
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id);
CREATE INDEX withdrawals_member_time_idx ON withdrawals (member_id, created_at);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);

-- Who did what, when and why: every operator action.
CREATE TABLE ops_audit (
  id         bigserial PRIMARY KEY,
  operator   text NOT NULL,
  action     text NOT NULL,
  target     text NOT NULL,
  reason     text,
  detail     jsonb,
  created_at timestamptz NOT NULL
);
CREATE FUNCTION ops_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only';
END;
$$;
CREATE TRIGGER ops_audit_no_update BEFORE UPDATE OR DELETE ON ops_audit
  FOR EACH ROW EXECUTE FUNCTION ops_audit_append_only();

-- The bet record pages by id within a member.
CREATE INDEX bet_records_member_id_idx ON bet_records (member_id, id);
