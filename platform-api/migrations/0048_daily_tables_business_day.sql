-- Issue 35 item 2: one business day for the whole platform. The daily tables (ledger and bet
-- daily totals of 0016, member days and first deposits of 0029, the team roll-ups, activity masks
-- and head counts of 0031–0035) were keyed by UTC day, so the team reports counted UTC days while
-- everything else counted the brand's business days (0040). Here they are keyed by the business
-- day:
--   daily_tables_zone   one row: the zone the daily tables are keyed by now. Triggers read it
--                       through business_zone(), never the brand row directly, so an operator's
--                       UPDATE brands … does not mix two zones in the tables before the restart
--                       that re-keys them (the server compares the two at start-up and calls
--                       daily_tables_rekey, features/system/daily-tables-zone.ts).
--   daily_tables_rekey  rebuilds every day-keyed table from its sources in a zone, in the
--                       caller's transaction: used below for the rows written so far, and at
--                       start-up when the brand's zone is not the tables' zone.

CREATE TABLE daily_tables_zone (
  -- always true: the table holds one row
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  zone        text NOT NULL,
  rekeyed_at  timestamptz NOT NULL
);
-- The tables are keyed by UTC day until the re-key at the end of this script.
INSERT INTO daily_tables_zone (id, zone, rekeyed_at) VALUES (true, 'UTC', now());

-- The zone of the daily tables' days. STABLE: one read per statement where the planner can keep
-- it (the statement-level bet trigger reads it once per statement, as 0046 wants).
CREATE FUNCTION business_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT zone FROM daily_tables_zone WHERE id
$$;

-- ─── the triggers count business days ────────────────────────────────────────────────────────

CREATE OR REPLACE FUNCTION ledger_postings_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance_after IS NOT NULL THEN
    INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
    VALUES (NEW.account_id, (NEW.created_at AT TIME ZONE business_zone())::date, NEW.kind,
            NEW.amount_minor, 1)
    ON CONFLICT (account_id, day, kind) DO UPDATE
      SET total_minor = ledger_daily_totals.total_minor + EXCLUDED.total_minor,
          postings = ledger_daily_totals.postings + 1;
  END IF;
  RETURN NULL;
END;
$$;

-- 0046's statement-level trigger: the zone is read once per statement and passed to the grouped
-- upsert as a parameter, so a draw of 100,000 sub-orders still reads it once.
CREATE OR REPLACE FUNCTION bet_records_daily_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, status, -1 AS sign,
                                    stake_minor, payout_minor FROM bet_records_daily_old';
  new_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, status, 1 AS sign,
                                    stake_minor, payout_minor FROM bet_records_daily_new';
  rows_of text;
  v_zone text := business_zone();
BEGIN
  rows_of := CASE TG_OP WHEN 'INSERT' THEN new_rows WHEN 'DELETE' THEN old_rows
                        ELSE old_rows || ' UNION ALL ' || new_rows END;
  EXECUTE format($sql$
    INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE $1)::date, COALESCE(v.category, '?'),
           d.status, sum(d.sign), sum(d.sign * d.stake_minor), sum(d.sign * d.payout_minor)
      FROM (%s) d
      LEFT JOIN games g ON g.id = d.game_id
      LEFT JOIN vendors v ON v.code = g.vendor_code
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, category, status) DO UPDATE
      SET bets = bet_daily_totals.bets + EXCLUDED.bets,
          stake_minor = bet_daily_totals.stake_minor + EXCLUDED.stake_minor,
          payout_minor = bet_daily_totals.payout_minor + EXCLUDED.payout_minor$sql$, rows_of)
    USING v_zone;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION deposit_orders_first() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PAID' AND (TG_OP = 'INSERT' OR OLD.status <> 'PAID') THEN
    INSERT INTO member_first_deposits (member_id, order_id, paid_at, day)
    VALUES (NEW.member_id, NEW.id, COALESCE(NEW.finished_at, NEW.created_at),
            (COALESCE(NEW.finished_at, NEW.created_at) AT TIME ZONE business_zone())::date)
    ON CONFLICT (member_id) DO UPDATE
      SET order_id = EXCLUDED.order_id, paid_at = EXCLUDED.paid_at, day = EXCLUDED.day
      WHERE (EXCLUDED.paid_at, EXCLUDED.order_id)
            < (member_first_deposits.paid_at, member_first_deposits.order_id);
  END IF;
  RETURN NULL;
END;
$$;

-- 0031: a change of a closed day (before the business today) marks its roll-up dirty.
DROP TRIGGER member_daily_dirty_new ON member_daily_totals;
DROP TRIGGER member_daily_dirty_old ON member_daily_totals;
DROP TRIGGER bet_daily_dirty_new ON bet_daily_totals;
DROP TRIGGER bet_daily_dirty_old ON bet_daily_totals;
CREATE TRIGGER member_daily_dirty_new AFTER INSERT OR UPDATE ON member_daily_totals
  FOR EACH ROW WHEN (NEW.day < (now() AT TIME ZONE business_zone())::date)
  EXECUTE FUNCTION team_day_dirty();
CREATE TRIGGER member_daily_dirty_old AFTER DELETE ON member_daily_totals
  FOR EACH ROW WHEN (OLD.day < (now() AT TIME ZONE business_zone())::date)
  EXECUTE FUNCTION team_day_dirty();
CREATE TRIGGER bet_daily_dirty_new AFTER INSERT OR UPDATE ON bet_daily_totals
  FOR EACH ROW WHEN (NEW.day < (now() AT TIME ZONE business_zone())::date)
  EXECUTE FUNCTION team_day_dirty();
CREATE TRIGGER bet_daily_dirty_old AFTER DELETE ON bet_daily_totals
  FOR EACH ROW WHEN (OLD.day < (now() AT TIME ZONE business_zone())::date)
  EXECUTE FUNCTION team_day_dirty();

-- 0033: registrations count on the member's business day of registration.
CREATE OR REPLACE FUNCTION member_ancestors_heads() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_link member_ancestors;
  v_sign integer;
  v_registered date;
  v_first date;
BEGIN
  IF TG_OP = 'INSERT' THEN v_link := NEW; v_sign := 1; ELSE v_link := OLD; v_sign := -1; END IF;
  IF NOT EXISTS (SELECT 1 FROM members WHERE id = v_link.ancestor_id) THEN
    RETURN NULL;
  END IF;
  SELECT (created_at AT TIME ZONE business_zone())::date INTO v_registered
    FROM members WHERE id = v_link.member_id;
  IF v_registered IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO team_sizes (agent_id, scope, members)
  SELECT v_link.ancestor_id, s.scope, v_sign
    FROM (VALUES ('all'), ('direct')) AS s (scope)
   WHERE s.scope = 'all' OR v_link.depth = 1
  ON CONFLICT (agent_id, scope) DO UPDATE SET members = team_sizes.members + EXCLUDED.members;
  PERFORM team_heads_add(v_link.ancestor_id, v_link.depth, v_registered, v_sign, 0);
  SELECT day INTO v_first FROM member_first_deposits WHERE member_id = v_link.member_id;
  IF v_first IS NOT NULL THEN
    PERFORM team_heads_add(v_link.ancestor_id, v_link.depth, v_first, 0, v_sign);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION members_heads_registered() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_zone text := business_zone();
BEGIN
  IF (OLD.created_at AT TIME ZONE v_zone)::date = (NEW.created_at AT TIME ZONE v_zone)::date THEN
    RETURN NULL;
  END IF;
  PERFORM team_heads_add(c.ancestor_id, c.depth, (OLD.created_at AT TIME ZONE v_zone)::date, -1, 0),
          team_heads_add(c.ancestor_id, c.depth, (NEW.created_at AT TIME ZONE v_zone)::date, 1, 0)
     FROM member_ancestors c WHERE c.member_id = NEW.id;
  RETURN NULL;
END;
$$;
-- The day test moved into the function (it needs the zone); WHEN still skips unchanged times.
DROP TRIGGER members_heads_registered ON members;
CREATE TRIGGER members_heads_registered AFTER UPDATE OF created_at ON members
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION members_heads_registered();

-- ─── re-keying ───────────────────────────────────────────────────────────────────────────────
-- Every day-keyed table rebuilt from its sources in p_zone, the way 0016, 0029, 0031, 0033–0035
-- filled them: ledger and bet days from the postings and bets, member days from those, first
-- deposits' days from their payment time, registrations from members.created_at, activity masks
-- from the member days and the month first/last days from the masks. The closed days' roll-ups
-- and the open day's live copies are emptied: the reports read those days live until the roll-up
-- job (team-rollup.ts, team-live-rollup.ts) writes them again. The tables' own triggers are off
-- while the rows are rewritten (each table is written whole here); the sources are share-locked
-- so no posting, bet, deposit or registration lands between the rebuild and the commit.
CREATE FUNCTION daily_tables_rekey(p_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- An unknown zone stops here, naming it, before anything is written.
  PERFORM now() AT TIME ZONE p_zone;
  LOCK TABLE ledger_postings, bet_records, deposit_orders, members IN SHARE MODE;
  -- Two servers starting at once after a change: the second waits on this row and then finds
  -- the tables keyed by the zone already.
  IF (SELECT zone FROM daily_tables_zone WHERE id FOR UPDATE) = p_zone THEN
    RETURN;
  END IF;
  UPDATE daily_tables_zone SET zone = p_zone, rekeyed_at = now();

  ALTER TABLE ledger_daily_totals DISABLE TRIGGER USER;
  ALTER TABLE bet_daily_totals DISABLE TRIGGER USER;
  ALTER TABLE member_daily_totals DISABLE TRIGGER USER;
  ALTER TABLE member_first_deposits DISABLE TRIGGER USER;
  ALTER TABLE team_member_activity DISABLE TRIGGER USER;

  TRUNCATE ledger_daily_totals, bet_daily_totals, member_daily_totals, team_member_activity,
           team_daily_heads, team_month_first_days, team_last_active_days, team_rollup_days,
           team_daily_totals, team_bet_daily_totals, team_today_members, team_today_totals,
           team_today_bet_copies, team_today_bet_totals;
  DELETE FROM team_live_marks WHERE part <> 'wallets';

  INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
  SELECT account_id, (created_at AT TIME ZONE p_zone)::date, kind, sum(amount_minor), count(*)
    FROM ledger_postings WHERE balance_after IS NOT NULL
   GROUP BY 1, 2, 3;

  INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor,
                                change_seq)
  SELECT b.member_id, (b.placed_at AT TIME ZONE p_zone)::date, COALESCE(v.category, '?'),
         b.status, count(*), sum(b.stake_minor), sum(b.payout_minor), nextval('team_change_seq')
    FROM bet_records b
    LEFT JOIN games g ON g.id = b.game_id
    LEFT JOIN vendors v ON v.code = g.vendor_code
   GROUP BY 1, 2, 3, 4;

  INSERT INTO member_daily_totals (member_id, day, deposits_minor, withdrawals_minor, stakes_minor,
                                   payouts_minor, bonuses_minor, rebates_minor, bets, change_seq)
  SELECT member_id, day, sum(deposits), sum(withdrawals), sum(stakes), sum(payouts), sum(bonuses),
         sum(rebates), sum(bets), nextval('team_change_seq')
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

  UPDATE member_first_deposits SET day = (paid_at AT TIME ZONE p_zone)::date
   WHERE day <> (paid_at AT TIME ZONE p_zone)::date;

  INSERT INTO team_daily_heads (agent_id, scope, day, registrations, first_deposits)
  SELECT agent_id, scope, day, sum(registrations), sum(firsts)
    FROM (
      SELECT c.ancestor_id AS agent_id, s.scope, (m.created_at AT TIME ZONE p_zone)::date AS day,
             1 AS registrations, 0 AS firsts
        FROM member_ancestors c JOIN members m ON m.id = c.member_id
        JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
      UNION ALL
      SELECT c.ancestor_id, s.scope, f.day, 0, 1
        FROM member_ancestors c JOIN member_first_deposits f ON f.member_id = c.member_id
        JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
    ) AS parts
   GROUP BY 1, 2, 3;

  INSERT INTO team_member_activity (agent_id, month, member_id, depth, day_mask)
  SELECT c.ancestor_id, date_trunc('month', d.day)::date, d.member_id, min(c.depth),
         bit_or(1 << (extract(day FROM d.day)::int - 1))
    FROM member_daily_totals d JOIN member_ancestors c ON c.member_id = d.member_id
   WHERE d.bets > 0
   GROUP BY 1, 2, 3;

  INSERT INTO team_month_first_days (agent_id, scope, month, day, members)
  SELECT agent_id, scope, month, day, members FROM team_month_first_days_expected();
  INSERT INTO team_last_active_days (agent_id, scope, day, members)
  SELECT agent_id, scope, day, members FROM team_last_active_days_expected();

  ALTER TABLE ledger_daily_totals ENABLE TRIGGER USER;
  ALTER TABLE bet_daily_totals ENABLE TRIGGER USER;
  ALTER TABLE member_daily_totals ENABLE TRIGGER USER;
  ALTER TABLE member_first_deposits ENABLE TRIGGER USER;
  ALTER TABLE team_member_activity ENABLE TRIGGER USER;
END;
$$;

-- The rows written so far, keyed by the brand's business day. A zone PostgreSQL does not know
-- leaves them on UTC: the server refuses to start on it anyway (checkBusinessTimeZone), and once
-- it is corrected the start-up re-keys.
SELECT daily_tables_rekey(b.business_time_zone)
  FROM (SELECT business_time_zone FROM brands ORDER BY id LIMIT 1) b
 WHERE b.business_time_zone <> 'UTC'
   AND EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = b.business_time_zone);
