-- The ledger becomes double-entry (issue 11). Every money movement is one transaction of two or
-- more postings between accounts whose amounts sum to zero, so the whole book always sums to
-- zero. Accounts: each member wallet's main balance and withdrawal hold, and house accounts
-- (gaming, cash at each payment provider, bonus, adjustments, fees, trial credit).
-- Sign convention: a posting is positive when it adds to the account as the member sees it;
-- a member's accounts are never negative, house accounts are the other side and may be.
-- Writes go through postTransaction (src/features/wallet/ledger.ts) only.

-- The hold of pending withdrawal requests, next to the main balance. Both are the running
-- balances of the wallet's two ledger accounts, locked together with the wallet row.
ALTER TABLE wallets ADD COLUMN hold_minor bigint NOT NULL DEFAULT 0 CHECK (hold_minor >= 0);

CREATE TABLE ledger_accounts (
  id         serial PRIMARY KEY,
  -- member:<wallet id>:main, member:<wallet id>:hold, house:<name>
  code       text NOT NULL UNIQUE,
  kind       text NOT NULL CHECK (kind IN ('MEMBER_MAIN', 'MEMBER_HOLD', 'HOUSE')),
  wallet_id  integer REFERENCES wallets (id) ON DELETE CASCADE,
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'HOUSE') = (wallet_id IS NULL)),
  UNIQUE (wallet_id, kind)
);

CREATE TABLE ledger_transactions (
  id         bigserial PRIMARY KEY,
  -- The business reference (order, withdrawal, round...): posting it twice changes nothing.
  reference  text NOT NULL UNIQUE,
  kind       text NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_PAID',
    'WITHDRAWAL_REJECTED', 'BET', 'PAYOUT', 'BONUS', 'REBATE', 'ADJUSTMENT', 'TRIAL_CREDIT')),
  memo       text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_postings (
  id             bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id     integer NOT NULL REFERENCES ledger_accounts (id),
  -- The transaction's kind and time, copied so a member's record reads one index.
  kind           text NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor <> 0),
  -- The member account's balance after this posting; NULL on house accounts (their balance is
  -- the sum of their postings: a running balance there would make every movement of every
  -- member queue on one row).
  balance_after  bigint CHECK (balance_after >= 0),
  created_at     timestamptz NOT NULL
);
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id, id);
CREATE INDEX ledger_postings_account_time_idx ON ledger_postings (account_id, created_at, id);
CREATE INDEX ledger_postings_transaction_idx ON ledger_postings (transaction_id);

-- Balanced: checked at commit (postings are inserted one by one inside the transaction).
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(sum(amount_minor), 0) FROM ledger_postings
       WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

-- Append-only, like ledger_entries before.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_transactions_no_update BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_postings_no_update BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Every wallet has its two accounts from the moment it exists.
CREATE FUNCTION wallets_open_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (code, kind, wallet_id, name)
  VALUES ('member:' || NEW.id || ':main', 'MEMBER_MAIN', NEW.id, 'Main balance'),
         ('member:' || NEW.id || ':hold', 'MEMBER_HOLD', NEW.id, 'Withdrawal hold');
  RETURN NULL;
END;
$$;
CREATE TRIGGER wallets_accounts AFTER INSERT ON wallets
  FOR EACH ROW EXECUTE FUNCTION wallets_open_accounts();

INSERT INTO ledger_accounts (code, kind, wallet_id, name)
SELECT 'member:' || id || ':main', 'MEMBER_MAIN', id, 'Main balance' FROM wallets
UNION ALL
SELECT 'member:' || id || ':hold', 'MEMBER_HOLD', id, 'Withdrawal hold' FROM wallets;

INSERT INTO ledger_accounts (code, kind, name) VALUES
  ('house:gaming', 'HOUSE', 'Gaming: stakes taken and payouts paid'),
  ('house:bonus', 'HOUSE', 'Bonuses and rebates granted'),
  ('house:adjustment', 'HOUSE', 'Operator adjustments'),
  ('house:fees', 'HOUSE', 'Deposit and withdrawal fees'),
  ('house:trial-credit', 'HOUSE', 'Demo balance of trial users'),
  ('house:cash:SEED', 'HOUSE', 'Opening balances of the demo data'),
  ('house:cash:SANDBOX', 'HOUSE', 'Cash at the sandbox payment provider'),
  ('house:cash:BANK', 'HOUSE', 'Cash in the operator bank account');

-- History: every single-sided entry becomes a transaction with the same id, reference, kind,
-- memo and time: the member's posting (with its balance_after) plus the house counter-posting.
-- ledger_entries itself stays as it was, frozen (no more inserts either), as the audit trail of
-- the conversion; nothing reads it any more.
INSERT INTO ledger_transactions (id, reference, kind, memo, created_at)
SELECT id, reference, kind, memo, created_at FROM ledger_entries ORDER BY id;
SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'),
              COALESCE((SELECT max(id) FROM ledger_transactions), 0) + 1, false);

INSERT INTO ledger_postings (transaction_id, account_id, kind, amount_minor, balance_after, created_at)
SELECT e.id, a.id, e.kind, e.amount_minor, e.balance_after, e.created_at
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.wallet_id = e.wallet_id AND a.kind = 'MEMBER_MAIN'
 ORDER BY e.id;

INSERT INTO ledger_postings (transaction_id, account_id, kind, amount_minor, balance_after, created_at)
SELECT e.id, h.id, e.kind, -e.amount_minor, NULL, e.created_at
  FROM ledger_entries e
  JOIN ledger_accounts h ON h.code = CASE e.kind
    WHEN 'BET' THEN 'house:gaming'
    WHEN 'PAYOUT' THEN 'house:gaming'
    WHEN 'BONUS' THEN 'house:bonus'
    WHEN 'ADJUSTMENT' THEN 'house:adjustment'
    WHEN 'TRIAL_CREDIT' THEN 'house:trial-credit'
    ELSE 'house:cash:SEED' END
 ORDER BY e.id;

CREATE TRIGGER ledger_entries_frozen BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
