-- Active bettors of a period that starts on a month's first day (this month, last month) without
-- reading the team per request (issue 13, GUIDE §6: p99 ≤ 100 ms for a team of 10,000). Over
-- several days they are a distinct count, which 0031 answers from the activity masks: one row per
-- team member and month, ~10,000 rows scanned per request for a team of 10,000. But a member
-- was active on some day from the 1st to day D exactly when its first active day of the month
-- is at most D, so those periods need only how many members' months begin on each day:
--   team_month_first_days  per agent, scope, month and day of the month: team members whose
--                          first day with settled bets in that month is that day
-- Kept by a trigger on team_member_activity, in the transaction of the change (a member's
-- first settled bet of a month, a cancel that empties or moves its first day, a move or deletion
-- of members, which 0031 turns into deletes and inserts of activity rows). Bets on later days
-- leave a month's first day as it is, and the trigger's WHEN skips them. A period of several
-- months, or one starting mid-month, still counts from the masks. `pnpm reconcile` checks the
-- counts against the masks (team-heads-check.ts).

CREATE TABLE team_month_first_days (
  agent_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'all': depth 1..32; 'direct': depth 1 (as team_sizes)
  scope    text NOT NULL CHECK (scope IN ('all', 'direct')),
  month    date NOT NULL,
  day      smallint NOT NULL CHECK (day BETWEEN 1 AND 31),
  members  integer NOT NULL,
  PRIMARY KEY (agent_id, scope, month, day)
);

-- The first day (1..31) whose bit (day - 1) is set in a day mask of 0031; 0 for none.
CREATE FUNCTION team_month_first_day(p_mask integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT position('1' IN reverse(p_mask::bit(31)::text))
$$;

-- Adds `p_members` to one agent's count of a month's first day (both scopes when direct).
CREATE FUNCTION team_month_first_days_add(p_agent integer, p_depth integer, p_month date,
                                          p_day integer, p_members integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_month_first_days (agent_id, scope, month, day, members)
  SELECT p_agent, s.scope, p_month, p_day, p_members
    FROM (VALUES ('all'), ('direct')) AS s (scope)
   WHERE s.scope = 'all' OR p_depth = 1
  ON CONFLICT (agent_id, scope, month, day)
    DO UPDATE SET members = team_month_first_days.members + EXCLUDED.members;
END;
$$;

-- An activity row's month starts on another day (or on none, or on one now): the member moves
-- between its agent's first-day counts. When the agent itself is being deleted, its counts go
-- with it (cascade), so nothing is taken out.
CREATE FUNCTION team_member_activity_first_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND team_month_first_day(OLD.day_mask) > 0
     AND (TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM members WHERE id = OLD.agent_id)) THEN
    PERFORM team_month_first_days_add(OLD.agent_id, OLD.depth, OLD.month,
                                      team_month_first_day(OLD.day_mask), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND team_month_first_day(NEW.day_mask) > 0 THEN
    PERFORM team_month_first_days_add(NEW.agent_id, NEW.depth, NEW.month,
                                      team_month_first_day(NEW.day_mask), 1);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER team_member_activity_first_days AFTER INSERT OR DELETE ON team_member_activity
  FOR EACH ROW EXECUTE FUNCTION team_member_activity_first_days();
-- x & -x is the lowest set bit: equal lowest bits (and depth) leave the counts as they are.
CREATE TRIGGER team_member_activity_first_days_moved AFTER UPDATE OF day_mask, depth
  ON team_member_activity
  FOR EACH ROW
  WHEN ((OLD.day_mask & -OLD.day_mask) <> (NEW.day_mask & -NEW.day_mask)
        OR OLD.depth <> NEW.depth)
  EXECUTE FUNCTION team_member_activity_first_days();

-- The counts as the masks give them: the backfill below, and what reconcile compares them with.
CREATE FUNCTION team_month_first_days_expected()
RETURNS TABLE (agent_id integer, scope text, month date, day integer, members bigint)
LANGUAGE sql STABLE AS $$
  SELECT a.agent_id, s.scope, a.month, team_month_first_day(a.day_mask), count(*)
    FROM team_member_activity a
    JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR a.depth = 1
   WHERE a.day_mask <> 0
   GROUP BY 1, 2, 3, 4
$$;

INSERT INTO team_month_first_days (agent_id, scope, month, day, members)
SELECT agent_id, scope, month, day, members FROM team_month_first_days_expected();
