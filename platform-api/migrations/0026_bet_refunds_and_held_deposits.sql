-- Cancelled lottery bets, deposits paid late and deposits held for an operator (issue 11).

-- Ledger kinds, added once here: BET_REFUND gives a cancelled bet's stake back; DEPOSIT_HOLD
-- parks a provider's payment in house:deposit-held (the member is excluded or over a deposit
-- limit at payment time); DEPOSIT_REFUND sends a held payment back to the provider. A held
-- payment an operator releases is credited as an ordinary DEPOSIT (reference deposit:<orderNo>).
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED', 'BET', 'PAYOUT', 'BONUS',
  'REBATE', 'ADJUSTMENT', 'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY',
  'DIVIDEND', 'BET_REFUND', 'DEPOSIT_HOLD', 'DEPOSIT_REFUND'));

INSERT INTO ledger_accounts (code, kind, name) VALUES
  ('house:deposit-held', 'HOUSE', 'Deposits held for an operator decision');

-- A lottery bet an operator cancelled (its stake refunded), with who, when and why.
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_status_check;
ALTER TABLE lottery_bets ADD CONSTRAINT lottery_bets_status_check
  CHECK (status IN ('OPEN', 'SETTLED', 'CANCELLED'));

-- HELD: paid, but the money waits in house:deposit-held for an operator (released = PAID, or
-- REFUNDED to the provider). paid_late: the provider's PAID arrived after the order expired or
-- failed. hold_reason: EXCLUDED or DEPOSIT_LIMIT.
ALTER TABLE deposit_orders DROP CONSTRAINT deposit_orders_status_check;
ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_status_check
  CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'HELD', 'REFUNDED'));
ALTER TABLE deposit_orders ADD COLUMN paid_late boolean NOT NULL DEFAULT false;
ALTER TABLE deposit_orders ADD COLUMN hold_reason text
  CHECK (hold_reason IN ('EXCLUDED', 'DEPOSIT_LIMIT'));
