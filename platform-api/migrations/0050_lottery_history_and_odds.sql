-- Lottery order history fast for a member with 100,000 sub-orders (issue 31 figures: p99 ≤ 100 ms),
-- and the brand's fixed odds of Entertainment plays.

-- 1. The history filters and orders by the order's time and chase flag: both copied onto the
-- sub-order (they never change after placing), so one index answers the filter and the order
-- (member, time, id) without a join, and carries the filter's other columns (state, game, chase)
-- so a page's ids come from the index alone (keyset or offset) before 20 rows are fetched.
ALTER TABLE lottery_suborders ADD COLUMN placed_at timestamptz, ADD COLUMN chase boolean;
UPDATE lottery_suborders s SET placed_at = o.created_at, chase = o.chase
  FROM lottery_orders o WHERE o.id = s.order_id;
ALTER TABLE lottery_suborders ALTER COLUMN placed_at SET NOT NULL, ALTER COLUMN chase SET NOT NULL;
CREATE INDEX lottery_suborders_history_idx
  ON lottery_suborders (member_id, placed_at DESC, id DESC) INCLUDE (state, game_id, chase);

-- 2. The history's totals (count, staked, staked on settled, won) without reading every row: kept
-- per (member, business day placed (0048's business_zone()), game, chase, state), the history's filters, by statement triggers
-- in the transaction of every write of sub-orders (placing, settling, cancelling, voiding), the
-- statement's rows grouped and upserted once per group in key order (as bet_daily_totals, 0046).
-- A filter of 93 days reads at most 93 × games × states rows.
CREATE TABLE lottery_member_totals (
  member_id    integer NOT NULL,
  day          date NOT NULL,
  game_id      integer NOT NULL,
  chase        boolean NOT NULL,
  state        smallint NOT NULL,
  suborders    bigint NOT NULL,
  amount_minor bigint NOT NULL,
  win_minor    bigint NOT NULL,
  PRIMARY KEY (member_id, day, game_id, chase, state)
);

CREATE FUNCTION lottery_member_totals_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, chase, state, -1 AS sign,
                                    amount_minor, win_minor FROM lottery_totals_old';
  new_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, chase, state, 1 AS sign,
                                    amount_minor, win_minor FROM lottery_totals_new';
  rows_of text;
  -- read once per statement, as 0048's bet trigger does
  v_zone text := business_zone();
BEGIN
  rows_of := CASE TG_OP WHEN 'INSERT' THEN new_rows WHEN 'DELETE' THEN old_rows
                        ELSE old_rows || ' UNION ALL ' || new_rows END;
  EXECUTE format($sql$
    INSERT INTO lottery_member_totals
      (member_id, day, game_id, chase, state, suborders, amount_minor, win_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE $1)::date, d.game_id, d.chase, d.state,
           sum(d.sign), sum(d.sign * d.amount_minor), sum(d.sign * d.win_minor)
      FROM (%s) d
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_id, chase, state) DO UPDATE
      SET suborders = lottery_member_totals.suborders + EXCLUDED.suborders,
          amount_minor = lottery_member_totals.amount_minor + EXCLUDED.amount_minor,
          win_minor = lottery_member_totals.win_minor + EXCLUDED.win_minor$sql$, rows_of)
    USING v_zone;
  RETURN NULL;
END;
$$;

INSERT INTO lottery_member_totals
  (member_id, day, game_id, chase, state, suborders, amount_minor, win_minor)
SELECT member_id, (placed_at AT TIME ZONE business_zone())::date, game_id, chase, state,
       count(*), sum(amount_minor), sum(win_minor)
  FROM lottery_suborders GROUP BY 1, 2, 3, 4, 5;

-- A change of the business zone re-keys the daily tables at the next start (0048's
-- daily_tables_rekey, called by features/system/daily-tables-zone.ts): these totals too. The
-- ledger and team tables keep their re-key (renamed); the lottery's totals are rebuilt after it,
-- in the same transaction, its sub-orders locked after the ledger's tables as that function locks
-- them (the order a bet takes them in: wallet and ledger, then sub-orders).
ALTER FUNCTION daily_tables_rekey(text) RENAME TO daily_tables_rekey_ledger_and_teams;
CREATE FUNCTION daily_tables_rekey(p_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE p_zone;
  IF (SELECT zone FROM daily_tables_zone WHERE id) = p_zone THEN
    RETURN;
  END IF;
  PERFORM daily_tables_rekey_ledger_and_teams(p_zone);
  LOCK TABLE lottery_suborders IN SHARE MODE;
  TRUNCATE lottery_member_totals;
  INSERT INTO lottery_member_totals
    (member_id, day, game_id, chase, state, suborders, amount_minor, win_minor)
  SELECT member_id, (placed_at AT TIME ZONE p_zone)::date, game_id, chase, state,
         count(*), sum(amount_minor), sum(win_minor)
    FROM lottery_suborders GROUP BY 1, 2, 3, 4, 5;
END;
$$;

CREATE TRIGGER lottery_member_totals_insert AFTER INSERT ON lottery_suborders
  REFERENCING NEW TABLE AS lottery_totals_new
  FOR EACH STATEMENT EXECUTE FUNCTION lottery_member_totals_rows();
CREATE TRIGGER lottery_member_totals_update AFTER UPDATE ON lottery_suborders
  REFERENCING OLD TABLE AS lottery_totals_old NEW TABLE AS lottery_totals_new
  FOR EACH STATEMENT EXECUTE FUNCTION lottery_member_totals_rows();
CREATE TRIGGER lottery_member_totals_delete AFTER DELETE ON lottery_suborders
  REFERENCING OLD TABLE AS lottery_totals_old
  FOR EACH STATEMENT EXECUTE FUNCTION lottery_member_totals_rows();

-- 3. The brand's fixed odds of each Entertainment play, in cents of odds per unit staked, stake
-- included (198 = 1.98). Rows are seeded from the plays' default odds for every brand; a play
-- without a row pays its default. The operator sets them (PUT /ops/lottery/odds/{playId}),
-- within (1.00, the play's fair odds]: see API.md.
CREATE TABLE lottery_brand_odds (
  brand_id    integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  play_id     integer NOT NULL,
  odds_cents  integer NOT NULL CHECK (odds_cents >= 100),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (brand_id, play_id)
);

-- 4. The odds in force when an Entertainment sub-order was placed: settlement pays these, so a
-- later change of the brand's odds never reaches an order already placed. Null for Tradition
-- (paid by series) and for sub-orders placed before this column (their play's default).
ALTER TABLE lottery_suborders ADD COLUMN odds_cents integer CHECK (odds_cents >= 100);
