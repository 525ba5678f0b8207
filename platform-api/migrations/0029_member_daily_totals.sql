-- Agent team reports at team scale (issue 13): one row per member and UTC day with the figures
-- the reports add up, so a month of a 10,000-member team reads one row per member and day
-- instead of the per-kind ledger totals and per-category bet totals joined through wallets and
-- accounts. Kept by triggers on the two daily tables of 0016, i.e. inside the transaction of the
-- posting or bet change that moves them (a bulk posting path that inserts ledger_postings keeps
-- it too), so it cannot drift; `pnpm reconcile` checks it against them.
CREATE TABLE member_daily_totals (
  member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day               date NOT NULL,
  deposits_minor    bigint NOT NULL DEFAULT 0,
  withdrawals_minor bigint NOT NULL DEFAULT 0,
  stakes_minor      bigint NOT NULL DEFAULT 0,
  payouts_minor     bigint NOT NULL DEFAULT 0,
  bonuses_minor     bigint NOT NULL DEFAULT 0,
  rebates_minor     bigint NOT NULL DEFAULT 0,
  -- settled bets placed that day (cancelled and open bets are not stakes)
  bets              integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
-- A short period (today, yesterday) of a large team reads that day's rows, not every member's
-- days (the key serves one member's range).
CREATE INDEX member_daily_totals_day_idx ON member_daily_totals (day, member_id);

CREATE FUNCTION member_daily_add(p_member integer, p_day date, p_deposits bigint,
                                 p_withdrawals bigint, p_stakes bigint, p_payouts bigint,
                                 p_bonuses bigint, p_rebates bigint, p_bets integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_daily_totals (member_id, day, deposits_minor, withdrawals_minor,
                                   stakes_minor, payouts_minor, bonuses_minor, rebates_minor, bets)
  VALUES (p_member, p_day, p_deposits, p_withdrawals, p_stakes, p_payouts, p_bonuses, p_rebates,
          p_bets)
  ON CONFLICT (member_id, day) DO UPDATE
    SET deposits_minor = member_daily_totals.deposits_minor + EXCLUDED.deposits_minor,
        withdrawals_minor = member_daily_totals.withdrawals_minor + EXCLUDED.withdrawals_minor,
        stakes_minor = member_daily_totals.stakes_minor + EXCLUDED.stakes_minor,
        payouts_minor = member_daily_totals.payouts_minor + EXCLUDED.payouts_minor,
        bonuses_minor = member_daily_totals.bonuses_minor + EXCLUDED.bonuses_minor,
        rebates_minor = member_daily_totals.rebates_minor + EXCLUDED.rebates_minor,
        bets = member_daily_totals.bets + EXCLUDED.bets;
END;
$$;

-- The main account's kinds the reports show (withdrawals: requests less rejected ones, positive).
CREATE FUNCTION ledger_daily_to_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_member integer;
  v_delta bigint := NEW.total_minor - CASE WHEN TG_OP = 'UPDATE' THEN OLD.total_minor ELSE 0 END;
BEGIN
  IF v_delta = 0 OR NEW.kind NOT IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REJECTED', 'BONUS',
      'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY', 'DIVIDEND', 'REBATE') THEN
    RETURN NULL;
  END IF;
  SELECT w.member_id INTO v_member FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id
   WHERE a.id = NEW.account_id AND a.kind = 'MEMBER_MAIN';
  IF v_member IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM member_daily_add(v_member, NEW.day,
    CASE WHEN NEW.kind = 'DEPOSIT' THEN v_delta ELSE 0 END,
    CASE WHEN NEW.kind IN ('WITHDRAWAL', 'WITHDRAWAL_REJECTED') THEN -v_delta ELSE 0 END,
    0, 0,
    CASE WHEN NEW.kind IN ('BONUS', 'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM',
                           'SALARY', 'DIVIDEND') THEN v_delta ELSE 0 END,
    CASE WHEN NEW.kind = 'REBATE' THEN v_delta ELSE 0 END,
    0);
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_daily_to_member AFTER INSERT OR UPDATE ON ledger_daily_totals
  FOR EACH ROW EXECUTE FUNCTION ledger_daily_to_member();

-- Settled bets only: a bet cancelled or still open is no stake; settling or cancelling a bet
-- moves its bet_daily_totals row between statuses, and with it these figures.
CREATE FUNCTION bet_daily_to_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'UPDATE' OR TG_OP = 'DELETE') AND OLD.status = 'SETTLED' THEN
    PERFORM member_daily_add(OLD.member_id, OLD.day, 0, 0, -OLD.stake_minor, -OLD.payout_minor,
                             0, 0, -OLD.bets);
  END IF;
  IF (TG_OP = 'UPDATE' OR TG_OP = 'INSERT') AND NEW.status = 'SETTLED' THEN
    PERFORM member_daily_add(NEW.member_id, NEW.day, 0, 0, NEW.stake_minor, NEW.payout_minor,
                             0, 0, NEW.bets);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER bet_daily_to_member AFTER INSERT OR UPDATE OR DELETE ON bet_daily_totals
  FOR EACH ROW EXECUTE FUNCTION bet_daily_to_member();

INSERT INTO member_daily_totals (member_id, day, deposits_minor, withdrawals_minor, stakes_minor,
                                 payouts_minor, bonuses_minor, rebates_minor, bets)
SELECT member_id, day, sum(deposits), sum(withdrawals), sum(stakes), sum(payouts), sum(bonuses),
       sum(rebates), sum(bets)
  FROM (
    SELECT w.member_id, d.day,
           CASE WHEN d.kind = 'DEPOSIT' THEN d.total_minor ELSE 0 END AS deposits,
           CASE WHEN d.kind IN ('WITHDRAWAL', 'WITHDRAWAL_REJECTED') THEN -d.total_minor ELSE 0 END
             AS withdrawals,
           0 AS stakes, 0 AS payouts,
           CASE WHEN d.kind IN ('BONUS', 'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM',
                                'SALARY', 'DIVIDEND') THEN d.total_minor ELSE 0 END AS bonuses,
           CASE WHEN d.kind = 'REBATE' THEN d.total_minor ELSE 0 END AS rebates,
           0 AS bets
      FROM ledger_daily_totals d JOIN ledger_accounts a ON a.id = d.account_id
      JOIN wallets w ON w.id = a.wallet_id
     WHERE a.kind = 'MEMBER_MAIN'
       AND d.kind IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REJECTED', 'BONUS', 'TRIAL_CREDIT',
                      'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY', 'DIVIDEND', 'REBATE')
    UNION ALL
    SELECT member_id, day, 0, 0, stake_minor, payout_minor, 0, 0, bets
      FROM bet_daily_totals WHERE status = 'SETTLED'
  ) AS parts
 GROUP BY member_id, day;

-- "First deposits": a member's first real deposit is its first deposit order that was paid
-- (gateway or operator confirmation); opening balances and other DEPOSIT postings without an
-- order (the seed's funding) are not. One row per member, written when an order turns PAID and
-- replaced by an order paid earlier (parallel callbacks can commit out of order).
CREATE TABLE member_first_deposits (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  order_id  bigint NOT NULL,
  paid_at   timestamptz NOT NULL,
  day       date NOT NULL
);
CREATE INDEX member_first_deposits_day_idx ON member_first_deposits (day, member_id);

CREATE FUNCTION deposit_orders_first() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PAID' AND (TG_OP = 'INSERT' OR OLD.status <> 'PAID') THEN
    INSERT INTO member_first_deposits (member_id, order_id, paid_at, day)
    VALUES (NEW.member_id, NEW.id, COALESCE(NEW.finished_at, NEW.created_at),
            (COALESCE(NEW.finished_at, NEW.created_at) AT TIME ZONE 'UTC')::date)
    -- Payments racing each other commit in any order: keep the earliest paid (then lowest id),
    -- the same order the reconcile check and the migration's fill use.
    ON CONFLICT (member_id) DO UPDATE
      SET order_id = EXCLUDED.order_id, paid_at = EXCLUDED.paid_at, day = EXCLUDED.day
      WHERE (EXCLUDED.paid_at, EXCLUDED.order_id)
            < (member_first_deposits.paid_at, member_first_deposits.order_id);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER deposit_orders_first AFTER INSERT OR UPDATE OF status ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION deposit_orders_first();

INSERT INTO member_first_deposits (member_id, order_id, paid_at, day)
SELECT DISTINCT ON (member_id) member_id, id, COALESCE(finished_at, created_at),
       (COALESCE(finished_at, created_at) AT TIME ZONE 'UTC')::date
  FROM deposit_orders WHERE status = 'PAID'
 ORDER BY member_id, COALESCE(finished_at, created_at), id;

-- The team's bets page: newest bets first, stopping after one page.
CREATE INDEX bet_records_placed_id_idx ON bet_records (placed_at DESC, id DESC);
