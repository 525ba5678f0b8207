-- Ledger kinds and a house account for the rewards and agent work (issues 13 and 14), added once
-- here so that each feature's own migration does not rewrite the same CHECK constraint.
-- RED_RAIN: a red envelope grabbed; REFERRAL: the reward for an invited friend's first deposit;
-- MALL_REDEEM: bonus cash bought with points; SALARY, DIVIDEND: an agent's contract pay.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED', 'BET', 'PAYOUT', 'BONUS',
  'REBATE', 'ADJUSTMENT', 'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY',
  'DIVIDEND'));

INSERT INTO ledger_accounts (code, kind, name) VALUES
  ('house:agent-pay', 'HOUSE', 'Agent salaries and dividends');
