-- Settling a large lottery draw (issue 31 figures: 100,000 sub-orders over 10,000 members in
-- ≤ 10 s on PostgreSQL). Since 0046 a settled batch's bet records reach bet_daily_totals in one
-- grouped upsert per statement, but from there the chain still went row by row: each bet day
-- changed ran bet_daily_to_member (one member_daily_add upsert), and each member day whose first
-- settled bet that was ran member_daily_to_team (one upsert of the member's activity rows, whose
-- statement trigger of 0035 then compared the member's last active day on its own) — about 3 ms
-- per member of the batch, most of a draw's settling time. Likewise each activity row written
-- ran 0034's first-day count, and each member posting (a payout, an order's stake and rebate)
-- 0016's ledger daily upsert. Here these four steps take the statement's rows (transition
-- tables), grouped, in key order (two writers lock the rows in the same order), the way 0046
-- does it: one upsert of member days per statement of bet days, one upsert of activity rows per
-- statement of member days (so 0035's trigger runs once for the batch), one upsert of first-day
-- counts per statement of activity rows, one upsert of ledger days per statement of postings.
-- Same figures as the row triggers; `pnpm reconcile` checks them as before.

-- ─── bet days → member days (0029's bet_daily_to_member) ─────────────────────────────────────
-- Settled bets only: an old row's settled figures leave the member's day, a new row's enter.
CREATE FUNCTION bet_daily_to_member_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows CONSTANT text := 'SELECT member_id, day, -1 AS sign, stake_minor, payout_minor, bets
                               FROM bet_daily_member_old WHERE status = ''SETTLED''';
  new_rows CONSTANT text := 'SELECT member_id, day, 1 AS sign, stake_minor, payout_minor, bets
                               FROM bet_daily_member_new WHERE status = ''SETTLED''';
  rows_of text;
BEGIN
  rows_of := CASE TG_OP WHEN 'INSERT' THEN new_rows WHEN 'DELETE' THEN old_rows
                        ELSE old_rows || ' UNION ALL ' || new_rows END;
  EXECUTE format($sql$
    INSERT INTO member_daily_totals (member_id, day, stakes_minor, payouts_minor, bets)
    SELECT d.member_id, d.day, sum(d.sign * d.stake_minor), sum(d.sign * d.payout_minor),
           sum(d.sign * d.bets)
      FROM (%s) d
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE
      SET stakes_minor = member_daily_totals.stakes_minor + EXCLUDED.stakes_minor,
          payouts_minor = member_daily_totals.payouts_minor + EXCLUDED.payouts_minor,
          bets = member_daily_totals.bets + EXCLUDED.bets$sql$, rows_of);
  RETURN NULL;
END;
$$;

DROP TRIGGER bet_daily_to_member ON bet_daily_totals;
-- The INSERT trigger keeps the old name, which scripts/bench-agent.mjs switches off for its load.
CREATE TRIGGER bet_daily_to_member AFTER INSERT ON bet_daily_totals
  REFERENCING NEW TABLE AS bet_daily_member_new
  FOR EACH STATEMENT EXECUTE FUNCTION bet_daily_to_member_rows();
CREATE TRIGGER bet_daily_to_member_update AFTER UPDATE ON bet_daily_totals
  REFERENCING OLD TABLE AS bet_daily_member_old NEW TABLE AS bet_daily_member_new
  FOR EACH STATEMENT EXECUTE FUNCTION bet_daily_to_member_rows();
CREATE TRIGGER bet_daily_to_member_delete AFTER DELETE ON bet_daily_totals
  REFERENCING OLD TABLE AS bet_daily_member_old
  FOR EACH STATEMENT EXECUTE FUNCTION bet_daily_to_member_rows();
DROP FUNCTION bet_daily_to_member();

-- ─── member days → team activity masks (0031's member_daily_to_team) ─────────────────────────
-- A member's day gets its first settled bet: its bit is set in the member's month row under
-- every agent above. A day loses its last: the bit is cleared in those rows. Only the rows whose
-- "has settled bets" changed count (the row triggers' WHEN); an update pairs each old row with
-- its new one by the key (member, day), which an upsert never changes.
CREATE FUNCTION member_daily_to_team_rows() RETURNS trigger LANGUAGE plpgsql AS $$
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
BEGIN
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

DROP TRIGGER member_daily_to_team ON member_daily_totals;
DROP TRIGGER member_daily_to_team_change ON member_daily_totals;
DROP TRIGGER member_daily_to_team_gone ON member_daily_totals;
CREATE TRIGGER member_daily_to_team AFTER INSERT ON member_daily_totals
  REFERENCING NEW TABLE AS member_daily_team_new
  FOR EACH STATEMENT EXECUTE FUNCTION member_daily_to_team_rows();
CREATE TRIGGER member_daily_to_team_change AFTER UPDATE ON member_daily_totals
  REFERENCING OLD TABLE AS member_daily_team_old NEW TABLE AS member_daily_team_new
  FOR EACH STATEMENT EXECUTE FUNCTION member_daily_to_team_rows();
CREATE TRIGGER member_daily_to_team_gone AFTER DELETE ON member_daily_totals
  REFERENCING OLD TABLE AS member_daily_team_old
  FOR EACH STATEMENT EXECUTE FUNCTION member_daily_to_team_rows();
DROP FUNCTION member_daily_to_team();

-- ─── activity rows → first active days of the month (0034's team_member_activity_first_days) ─
-- The row trigger ran once per activity row the statement above wrote (one per member and agent
-- above it). Per statement: every old row's first day leaves its count, every new row's enters,
-- netted per (agent, scope, month, day) — a row whose first day and depth stay put nets to zero
-- and is left alone, as the row trigger's WHEN left it. An agent being deleted loses its counts
-- by cascade, so nothing is taken out for it (as before).
CREATE FUNCTION team_member_activity_first_days_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_rows CONSTANT text := 'SELECT o.agent_id, o.depth, o.month,
                                    team_month_first_day(o.day_mask) AS day, -1 AS members
                               FROM activity_first_old o
                              WHERE team_month_first_day(o.day_mask) > 0
                                AND (%L = ''UPDATE''
                                     OR EXISTS (SELECT 1 FROM members WHERE id = o.agent_id))';
  new_rows CONSTANT text := 'SELECT agent_id, depth, month, team_month_first_day(day_mask) AS day,
                                    1 AS members
                               FROM activity_first_new WHERE team_month_first_day(day_mask) > 0';
  rows_of text;
BEGIN
  rows_of := CASE TG_OP WHEN 'INSERT' THEN new_rows
                        WHEN 'DELETE' THEN format(old_rows, TG_OP)
                        ELSE format(old_rows, TG_OP) || ' UNION ALL ' || new_rows END;
  EXECUTE format($sql$
    INSERT INTO team_month_first_days (agent_id, scope, month, day, members)
    SELECT m.agent_id, s.scope, m.month, m.day, sum(m.members)
      FROM (%s) m
      JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR m.depth = 1
     GROUP BY 1, 2, 3, 4
    HAVING sum(m.members) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (agent_id, scope, month, day)
      DO UPDATE SET members = team_month_first_days.members + EXCLUDED.members$sql$, rows_of);
  RETURN NULL;
END;
$$;

DROP TRIGGER team_member_activity_first_days ON team_member_activity;
DROP TRIGGER team_member_activity_first_days_moved ON team_member_activity;
CREATE TRIGGER team_member_activity_first_days AFTER INSERT ON team_member_activity
  REFERENCING NEW TABLE AS activity_first_new
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_activity_first_days_rows();
CREATE TRIGGER team_member_activity_first_days_moved AFTER UPDATE ON team_member_activity
  REFERENCING OLD TABLE AS activity_first_old NEW TABLE AS activity_first_new
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_activity_first_days_rows();
CREATE TRIGGER team_member_activity_first_days_gone AFTER DELETE ON team_member_activity
  REFERENCING OLD TABLE AS activity_first_old
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_activity_first_days_rows();
DROP FUNCTION team_member_activity_first_days();

-- ─── member postings → ledger daily totals (0016/0048's ledger_postings_daily) ───────────────
-- One upsert per posting of a member account: a settled batch's payouts (and an order's stake
-- and rebate) ran one each. Per statement: the statement's member postings grouped by (account,
-- business day, kind), upserted once per group in key order. Same totals (sum and count of
-- postings); 0029's ledger_daily_to_member sees each group's change at once.
CREATE FUNCTION ledger_postings_daily_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- read once per statement, as 0048's bet trigger does
  v_zone text := business_zone();
BEGIN
  INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
  SELECT account_id, (created_at AT TIME ZONE v_zone)::date, kind, sum(amount_minor),
         count(*)
    FROM ledger_postings_daily_new
   WHERE balance_after IS NOT NULL
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (account_id, day, kind) DO UPDATE
    SET total_minor = ledger_daily_totals.total_minor + EXCLUDED.total_minor,
        postings = ledger_daily_totals.postings + EXCLUDED.postings;
  RETURN NULL;
END;
$$;

DROP TRIGGER ledger_postings_daily ON ledger_postings;
CREATE TRIGGER ledger_postings_daily AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS ledger_postings_daily_new
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_daily_rows();
DROP FUNCTION ledger_postings_daily();
