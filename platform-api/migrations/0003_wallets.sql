-- Money in integer minor units. A wallet's balance changes only together with an append-only
-- ledger entry (see src/features/wallet/ledger.ts); the checks below are the last line of defence.
CREATE TABLE wallets (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  currency_code text NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id            bigserial PRIMARY KEY,
  wallet_id     integer NOT NULL REFERENCES wallets (id),
  kind          text NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'BET', 'PAYOUT', 'BONUS', 'ADJUSTMENT', 'TRIAL_CREDIT')),
  amount_minor  bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  reference     text NOT NULL UNIQUE,
  memo          text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_wallet_idx ON ledger_entries (wallet_id, id);

-- Append-only: entries are never changed or removed.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
