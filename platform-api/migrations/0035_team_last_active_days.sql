-- Active bettors of a period of several days across months (the last 30 days, this week) without
-- reading the team per request (issue 13, GUIDE §6). 0034 answers periods from a month's 1st;
-- the others counted distinct members over the activity masks of every month the period touches
-- (~20,000 rows grouped for a 10,000-member team over two months). But a member was active
-- between day A and day B exactly when its last day with settled bets is at least A, as long as
-- no member of the team was active after B (true of every period ending today); so:
--   team_last_active_days  per agent, scope and UTC day: team members whose last day with
--                          settled bets is that day
-- A report sums the days from A on when the team has no last day after B, and otherwise counts
-- from the masks as before. Kept in the transaction of the change by statement triggers on
-- team_member_activity (a member's first settled bet of a day, a cancel that empties its last
-- day, moves and deletions), which compare each touched member's last day before and after the
-- statement: a member's last day depends on all its months' rows, so a row-by-row view of a
-- statement touching several of them (a move deletes and inserts them all) would count it twice.
-- `pnpm reconcile` checks the counts against the masks (team-heads-check.ts).

CREATE TABLE team_last_active_days (
  agent_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'all': depth 1..32; 'direct': depth 1 (as team_sizes)
  scope    text NOT NULL CHECK (scope IN ('all', 'direct')),
  day      date NOT NULL,
  members  integer NOT NULL,
  PRIMARY KEY (agent_id, scope, day)
);

-- The last day (1..31) whose bit (day - 1) is set in a day mask of 0031; 0 for none.
CREATE FUNCTION team_month_last_day(p_mask integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN p_mask = 0 THEN 0 ELSE 32 - position('1' IN p_mask::bit(31)::text) END
$$;

-- Moves the members whose last day changed between `p_old` (the changed activity rows as they
-- were) and `p_new` (as they are now) from their old day's count to the new one's. An agent being
-- deleted loses its counts by cascade, so nothing is taken out for it.
CREATE FUNCTION team_last_active_days_shift(p_old team_member_activity[],
                                            p_new team_member_activity[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_old) = 0 AND cardinality(p_new) = 0 THEN
    RETURN; -- a statement that changed no row
  END IF;
  WITH old_rows AS (SELECT * FROM unnest(p_old)),
  new_rows AS (SELECT * FROM unnest(p_new)),
  pairs AS (
    SELECT agent_id, member_id FROM old_rows UNION SELECT agent_id, member_id FROM new_rows
  ),
  rows_now AS (
    SELECT a.* FROM pairs p
      JOIN team_member_activity a ON a.member_id = p.member_id AND a.agent_id = p.agent_id
  ),
  rows_before AS (
    SELECT * FROM rows_now n
     WHERE NOT EXISTS (SELECT 1 FROM new_rows x WHERE x.agent_id = n.agent_id
                          AND x.member_id = n.member_id AND x.month = n.month)
    UNION ALL
    SELECT * FROM old_rows
  ),
  last_now AS (
    SELECT agent_id, member_id, min(depth) AS depth,
           max(month + team_month_last_day(day_mask) - 1) FILTER (WHERE day_mask <> 0) AS day
      FROM rows_now GROUP BY 1, 2
  ),
  last_before AS (
    SELECT agent_id, member_id, min(depth) AS depth,
           max(month + team_month_last_day(day_mask) - 1) FILTER (WHERE day_mask <> 0) AS day
      FROM rows_before GROUP BY 1, 2
  ),
  moves AS (
    SELECT b.agent_id, b.depth, b.day, -1 AS members
      FROM last_before b LEFT JOIN last_now n USING (agent_id, member_id)
     WHERE b.day IS NOT NULL AND b.day IS DISTINCT FROM n.day
    UNION ALL
    SELECT n.agent_id, n.depth, n.day, 1
      FROM last_now n LEFT JOIN last_before b USING (agent_id, member_id)
     WHERE n.day IS NOT NULL AND n.day IS DISTINCT FROM b.day
  )
  INSERT INTO team_last_active_days (agent_id, scope, day, members)
  SELECT m.agent_id, s.scope, m.day, sum(m.members)
    FROM moves m
    JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR m.depth = 1
   WHERE EXISTS (SELECT 1 FROM members WHERE id = m.agent_id)
   GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, scope, day)
    DO UPDATE SET members = team_last_active_days.members + EXCLUDED.members;
END;
$$;

-- One function for the three statement triggers below; each branch reads only the transition
-- tables its event has (PL/pgSQL prepares a statement when it first runs it).
CREATE FUNCTION team_member_activity_last_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM team_last_active_days_shift('{}'::team_member_activity[],
                                        ARRAY(SELECT n::team_member_activity FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM team_last_active_days_shift(ARRAY(SELECT o::team_member_activity FROM old_rows o),
                                        ARRAY(SELECT n::team_member_activity FROM new_rows n));
  ELSE
    PERFORM team_last_active_days_shift(ARRAY(SELECT o::team_member_activity FROM old_rows o),
                                        '{}'::team_member_activity[]);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER team_member_activity_last_days_new AFTER INSERT ON team_member_activity
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_activity_last_days();
CREATE TRIGGER team_member_activity_last_days_changed AFTER UPDATE ON team_member_activity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_activity_last_days();
CREATE TRIGGER team_member_activity_last_days_gone AFTER DELETE ON team_member_activity
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_member_activity_last_days();

-- The counts as the masks give them: the backfill below, and what reconcile compares them with.
CREATE FUNCTION team_last_active_days_expected()
RETURNS TABLE (agent_id integer, scope text, day date, members bigint)
LANGUAGE sql STABLE AS $$
  SELECT l.agent_id, s.scope, l.day, count(*)
    FROM (
      SELECT agent_id, member_id, min(depth) AS depth,
             max(month + team_month_last_day(day_mask) - 1) AS day
        FROM team_member_activity WHERE day_mask <> 0
       GROUP BY 1, 2
    ) l
    JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR l.depth = 1
   GROUP BY 1, 2, 3
$$;

INSERT INTO team_last_active_days (agent_id, scope, day, members)
SELECT agent_id, scope, day, members FROM team_last_active_days_expected();
