-- Placing lottery orders fast (issue 31 figures: p99 ≤ 100 ms at 10 connections on PostgreSQL).
-- Profiled per order of 10 lines (pg_stat_statements, scripts/bench-lottery.mjs BENCH_PROFILE=1):
-- half the database time was the statement triggers behind the bet records, postings and
-- sub-orders, and most of that was planning: each of 0046/0048/0050/0051's grouped upserts was
-- built as text and run by EXECUTE, which plans it afresh on every call, and each ran (and its own
-- statement triggers behind it ran) even with no row to write — an order's OPEN bet records made
-- bet_daily_to_member plan and run an upsert of nothing twice (its INSERT and UPDATE triggers, the
-- upsert firing both), and each of those made member_daily_to_team plan its question again.
-- Here the same functions, with the same sums, return at once when the statement changed nothing
-- they count, and the statements an order runs (a few rows each) are static SQL, whose plans
-- PL/pgSQL keeps for the session (transition tables read as in PostgreSQL's own examples). A
-- statement that joins transition tables to other rows keeps EXECUTE where a settled batch of
-- thousands of rows runs it: a kept plan keeps the row count of the statement it was made for.
-- Trigger names and what they write are unchanged (reconcile compares every total with its rows).

-- ─── bet records → bet days (0046, 0048) ─────────────────────────────────────────────────────
CREATE OR REPLACE FUNCTION bet_records_daily_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, status, -1 AS sign,
                                    stake_minor, payout_minor FROM bet_records_daily_old';
  new_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, status, 1 AS sign,
                                    stake_minor, payout_minor FROM bet_records_daily_new';
  v_zone text := business_zone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE v_zone)::date, COALESCE(v.category, '?'),
           d.status, count(*), sum(d.stake_minor), sum(d.payout_minor)
      FROM bet_records_daily_new d
      LEFT JOIN games g ON g.id = d.game_id
      LEFT JOIN vendors v ON v.code = g.vendor_code
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, category, status) DO UPDATE
      SET bets = bet_daily_totals.bets + EXCLUDED.bets,
          stake_minor = bet_daily_totals.stake_minor + EXCLUDED.stake_minor,
          payout_minor = bet_daily_totals.payout_minor + EXCLUDED.payout_minor;
  ELSE
    -- A settled or cancelled batch (thousands of rows, joined to their games): 0048's statement,
    -- planned for its own rows as before; the planning is small beside the batch.
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
            payout_minor = bet_daily_totals.payout_minor + EXCLUDED.payout_minor$sql$,
      CASE TG_OP WHEN 'DELETE' THEN old_rows ELSE old_rows || ' UNION ALL ' || new_rows END)
      USING v_zone;
  END IF;
  RETURN NULL;
END;
$$;

-- ─── bet days → member days (0051): settled bets only ────────────────────────────────────────
-- Nothing to do when no bet day of the statement is SETTLED (an order's OPEN bet records): the
-- upsert would write no row, and its statement triggers would find nothing either.
CREATE OR REPLACE FUNCTION bet_daily_to_member_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM bet_daily_member_new WHERE status = 'SETTLED') THEN
      RETURN NULL;
    END IF;
    INSERT INTO member_daily_totals (member_id, day, stakes_minor, payouts_minor, bets)
    SELECT d.member_id, d.day, sum(d.stake_minor), sum(d.payout_minor), sum(d.bets)
      FROM bet_daily_member_new d
     WHERE d.status = 'SETTLED'
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE
      SET stakes_minor = member_daily_totals.stakes_minor + EXCLUDED.stakes_minor,
          payouts_minor = member_daily_totals.payouts_minor + EXCLUDED.payouts_minor,
          bets = member_daily_totals.bets + EXCLUDED.bets;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM bet_daily_member_old WHERE status = 'SETTLED') THEN
      RETURN NULL;
    END IF;
    INSERT INTO member_daily_totals (member_id, day, stakes_minor, payouts_minor, bets)
    SELECT d.member_id, d.day, -sum(d.stake_minor), -sum(d.payout_minor), -sum(d.bets)
      FROM bet_daily_member_old d
     WHERE d.status = 'SETTLED'
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE
      SET stakes_minor = member_daily_totals.stakes_minor + EXCLUDED.stakes_minor,
          payouts_minor = member_daily_totals.payouts_minor + EXCLUDED.payouts_minor,
          bets = member_daily_totals.bets + EXCLUDED.bets;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM bet_daily_member_new WHERE status = 'SETTLED')
       AND NOT EXISTS (SELECT 1 FROM bet_daily_member_old WHERE status = 'SETTLED') THEN
      RETURN NULL;
    END IF;
    INSERT INTO member_daily_totals (member_id, day, stakes_minor, payouts_minor, bets)
    SELECT d.member_id, d.day, sum(d.sign * d.stake_minor), sum(d.sign * d.payout_minor),
           sum(d.sign * d.bets)
      FROM (SELECT member_id, day, -1 AS sign, stake_minor, payout_minor, bets
              FROM bet_daily_member_old WHERE status = 'SETTLED'
            UNION ALL
            SELECT member_id, day, 1 AS sign, stake_minor, payout_minor, bets
              FROM bet_daily_member_new WHERE status = 'SETTLED') d
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE
      SET stakes_minor = member_daily_totals.stakes_minor + EXCLUDED.stakes_minor,
          payouts_minor = member_daily_totals.payouts_minor + EXCLUDED.payouts_minor,
          bets = member_daily_totals.bets + EXCLUDED.bets;
  END IF;
  RETURN NULL;
END;
$$;

-- ─── member days → team activity masks (0051) ────────────────────────────────────────────────
-- 0051's function unchanged behind a first look that needs no join: a statement whose member
-- days all had and still have settled bets, or all had and still have none (a rebate's or a
-- deposit's day, an open bet), moves no bit, and returns. A statement that may move bits runs
-- 0051's statements as before, planned for its own rows (a draw's batch joins thousands of old
-- and new rows: a plan kept from a one-row statement would pair them one by one).
CREATE OR REPLACE FUNCTION member_daily_to_team_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- (member, day, active): the member days whose "has settled bets" changed, and to what.
  moves text := CASE TG_OP
    WHEN 'INSERT' THEN
      'SELECT member_id, day, true AS active FROM member_daily_team_new WHERE bets > 0'
    WHEN 'DELETE' THEN
      'SELECT member_id, day, false AS active FROM member_daily_team_old WHERE bets > 0'
    ELSE
      'SELECT n.member_id, n.day, n.bets > 0 AS active
         FROM member_daily_team_new n
         JOIN member_daily_team_old o ON o.member_id = n.member_id AND o.day = n.day
        WHERE (o.bets > 0) IS DISTINCT FROM (n.bets > 0)' END;
  v_set boolean;
  v_clear boolean;
  v_old_active bigint;
  v_old_all bigint;
  v_new_active bigint;
  v_new_all bigint;
BEGIN
  -- bets is NOT NULL: each row has settled bets (> 0) or not. An update pairs each old row with
  -- its new one by the key (member, day), which an upsert never changes: when all the old and
  -- all the new rows are active, or none of either, no pair changed.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM member_daily_team_new WHERE bets > 0) THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM member_daily_team_old WHERE bets > 0) THEN
      RETURN NULL;
    END IF;
  ELSE
    SELECT count(*) FILTER (WHERE bets > 0), count(*) INTO v_old_active, v_old_all
      FROM member_daily_team_old;
    SELECT count(*) FILTER (WHERE bets > 0), count(*) INTO v_new_active, v_new_all
      FROM member_daily_team_new;
    IF (v_old_active = 0 AND v_new_active = 0)
       OR (v_old_active = v_old_all AND v_new_active = v_new_all) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format('SELECT bool_or(active), bool_or(NOT active) FROM (%s) m', moves)
    INTO v_set, v_clear;
  IF v_set THEN
    EXECUTE format($sql$
      INSERT INTO team_member_activity (agent_id, month, member_id, depth, day_mask)
      SELECT c.ancestor_id, date_trunc('month', m.day)::date, m.member_id, c.depth,
             bit_or(1 << (extract(day FROM m.day)::int - 1))
        FROM (%s) m JOIN member_ancestors c ON c.member_id = m.member_id
       WHERE m.active
       GROUP BY 1, 2, 3, 4
       ORDER BY 1, 2, 3
      ON CONFLICT (agent_id, month, member_id) DO UPDATE
        SET day_mask = team_member_activity.day_mask | EXCLUDED.day_mask$sql$, moves);
  END IF;
  IF v_clear THEN
    EXECUTE format($sql$
      UPDATE team_member_activity t SET day_mask = t.day_mask & ~g.bits
        FROM (SELECT m.member_id, date_trunc('month', m.day)::date AS month,
                     bit_or(1 << (extract(day FROM m.day)::int - 1)) AS bits
                FROM (%s) m WHERE NOT m.active GROUP BY 1, 2) g
       WHERE t.member_id = g.member_id AND t.month = g.month$sql$, moves);
  END IF;
  RETURN NULL;
END;
$$;

-- ─── sub-orders → the history's member totals (0050) ─────────────────────────────────────────
CREATE OR REPLACE FUNCTION lottery_member_totals_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_zone text := business_zone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lottery_member_totals
      (member_id, day, game_id, chase, state, suborders, amount_minor, win_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE v_zone)::date, d.game_id, d.chase, d.state,
           count(*), sum(d.amount_minor), sum(d.win_minor)
      FROM lottery_totals_new d
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_id, chase, state) DO UPDATE
      SET suborders = lottery_member_totals.suborders + EXCLUDED.suborders,
          amount_minor = lottery_member_totals.amount_minor + EXCLUDED.amount_minor,
          win_minor = lottery_member_totals.win_minor + EXCLUDED.win_minor;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lottery_member_totals
      (member_id, day, game_id, chase, state, suborders, amount_minor, win_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE v_zone)::date, d.game_id, d.chase, d.state,
           -count(*), -sum(d.amount_minor), -sum(d.win_minor)
      FROM lottery_totals_old d
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_id, chase, state) DO UPDATE
      SET suborders = lottery_member_totals.suborders + EXCLUDED.suborders,
          amount_minor = lottery_member_totals.amount_minor + EXCLUDED.amount_minor,
          win_minor = lottery_member_totals.win_minor + EXCLUDED.win_minor;
  ELSE
    INSERT INTO lottery_member_totals
      (member_id, day, game_id, chase, state, suborders, amount_minor, win_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE v_zone)::date, d.game_id, d.chase, d.state,
           sum(d.sign), sum(d.sign * d.amount_minor), sum(d.sign * d.win_minor)
      FROM (SELECT member_id, placed_at, game_id, chase, state, -1 AS sign, amount_minor,
                   win_minor
              FROM lottery_totals_old
            UNION ALL
            SELECT member_id, placed_at, game_id, chase, state, 1 AS sign, amount_minor,
                   win_minor
              FROM lottery_totals_new) d
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (member_id, day, game_id, chase, state) DO UPDATE
      SET suborders = lottery_member_totals.suborders + EXCLUDED.suborders,
          amount_minor = lottery_member_totals.amount_minor + EXCLUDED.amount_minor,
          win_minor = lottery_member_totals.win_minor + EXCLUDED.win_minor;
  END IF;
  RETURN NULL;
END;
$$;

-- ─── fewer indexes to write per sub-order and bet record ─────────────────────────────────────
-- Every sub-order placed wrote 8 index entries and every one settled (state, win: never a HOT
-- update) wrote 6–7 again; every bet record 9. Indexes no query needs alone:
-- * lottery_suborders_member_idx (member, id DESC): every read by member goes through the
--   history's (member, placed_at DESC, id DESC) of 0050, which leads with the member too.
-- * the draw's three (0038's open sub-orders of a draw by member, 0038's (game, numero), 0046's
--   paid wins per member) become one (game, numero, state, member, id): settlement picks the open
--   ones of a draw in (member, id) order from its state = 2 range, asks its winners' paid rows
--   from the 4 and 16 ranges, a void looks for judged ones and counts refunded ones by state, and
--   the test clock asks whether a draw has any sub-order at all from its prefix. One entry per
--   row written instead of two (placing) or one to two (settling).
-- * bet_records_placed_idx (placed_at): bet_records_placed_id_idx (placed_at DESC, id DESC) of
--   0029 answers every range of placed_at it answered.
DROP INDEX lottery_suborders_member_idx;
CREATE INDEX lottery_suborders_draw_state_idx
  ON lottery_suborders (game_id, numero, state, member_id, id);
DROP INDEX lottery_suborders_draw_idx;
DROP INDEX lottery_suborders_draw_all_idx;
DROP INDEX lottery_suborders_draw_paid_idx;
DROP INDEX bet_records_placed_idx;
