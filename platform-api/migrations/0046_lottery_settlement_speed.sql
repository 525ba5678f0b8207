-- Settling a large lottery draw (issue 31 figures: 100,000 sub-orders in ≤ 10 s on PostgreSQL).

-- 1. Settlement's per-member win cap: each batch of a draw asks what its winners were already
-- paid in that draw (states 4 won, 16 tie). Without this index the question read every
-- sub-order of the draw once per batch — 100 batches × 100,000 rows, the quadratic part of
-- settling. With it each batch reads only its winners' paid rows.
CREATE INDEX lottery_suborders_draw_paid_idx ON lottery_suborders (game_id, numero, member_id)
  INCLUDE (win_minor) WHERE state IN (4, 16);

-- 2. The bet records' daily totals (0016) were kept by a row trigger: every settled bet record
-- ran two upserts of bet_daily_totals (its old status out, its new one in), each cascading into
-- member_daily_totals (0029) — about 1 ms a row, 100 s for a draw of 100,000 sub-orders. The
-- same sums are now kept per statement: the statement's rows (transition tables) grouped by
-- (member, day, category, status) and upserted once per group, in key order (two writers lock
-- the totals rows in the same order). Same totals as before, row for row. The INSERT trigger
-- keeps the old name, which the bulk loaders of scripts/bench-agent*.mjs switch off.
CREATE FUNCTION bet_records_daily_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's rows, signed: an old row's figures leave its status, a new row's enter.
  old_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, status, -1 AS sign,
                                    stake_minor, payout_minor FROM bet_records_daily_old';
  new_rows CONSTANT text := 'SELECT member_id, placed_at, game_id, status, 1 AS sign,
                                    stake_minor, payout_minor FROM bet_records_daily_new';
  rows_of text;
BEGIN
  rows_of := CASE TG_OP WHEN 'INSERT' THEN new_rows WHEN 'DELETE' THEN old_rows
                        ELSE old_rows || ' UNION ALL ' || new_rows END;
  EXECUTE format($sql$
    INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
    SELECT d.member_id, (d.placed_at AT TIME ZONE 'UTC')::date, COALESCE(v.category, '?'),
           d.status, sum(d.sign), sum(d.sign * d.stake_minor), sum(d.sign * d.payout_minor)
      FROM (%s) d
      LEFT JOIN games g ON g.id = d.game_id
      LEFT JOIN vendors v ON v.code = g.vendor_code
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, category, status) DO UPDATE
      SET bets = bet_daily_totals.bets + EXCLUDED.bets,
          stake_minor = bet_daily_totals.stake_minor + EXCLUDED.stake_minor,
          payout_minor = bet_daily_totals.payout_minor + EXCLUDED.payout_minor$sql$, rows_of);
  RETURN NULL;
END;
$$;

DROP TRIGGER bet_records_daily ON bet_records;
CREATE TRIGGER bet_records_daily AFTER INSERT ON bet_records
  REFERENCING NEW TABLE AS bet_records_daily_new
  FOR EACH STATEMENT EXECUTE FUNCTION bet_records_daily_rows();
CREATE TRIGGER bet_records_daily_update AFTER UPDATE ON bet_records
  REFERENCING OLD TABLE AS bet_records_daily_old NEW TABLE AS bet_records_daily_new
  FOR EACH STATEMENT EXECUTE FUNCTION bet_records_daily_rows();
CREATE TRIGGER bet_records_daily_delete AFTER DELETE ON bet_records
  REFERENCING OLD TABLE AS bet_records_daily_old
  FOR EACH STATEMENT EXECUTE FUNCTION bet_records_daily_rows();
-- The row trigger's functions have no caller left.
DROP FUNCTION bet_records_daily();
DROP FUNCTION bet_daily_add(integer, date, integer, text, integer, bigint, bigint);
