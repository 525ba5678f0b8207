-- Agent team reports within the read budget (issue 13, GUIDE §6): a 10,000-member team's month
-- was ~300,000 per-member day rows behind a recursive walk. Three structures, each kept in the
-- transaction of the change it follows, so the reports can read O(days) or O(team) narrow rows:
--   member_ancestors     the closure of members.parent_agent_id (who is below whom, at what depth)
--   team_daily_totals    per agent, closed UTC day and scope: the sums of its team's member days,
--                        written by the roll-up job (team-rollup.ts), never by a bet's transaction
--   team_bet_daily_totals per agent, closed UTC day, category and status: the team's bet totals
--                        (the team bets page's totals), written by the same job
--   team_member_activity per agent, month and team member: the days the member had settled bets,
--                        as a bitmask, so "active bettors" stays a distinct count over any period
-- `pnpm reconcile` checks all three against what they are derived from.

-- ─── closure ─────────────────────────────────────────────────────────────────────────────────
-- One row per (agent above, member) with depth 1 = direct; at most 32 levels (MAX_TREE_DEPTH in
-- hierarchy.ts), the bound the recursive walk it replaces had.
CREATE TABLE member_ancestors (
  ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth       smallint NOT NULL CHECK (depth BETWEEN 1 AND 32),
  -- a team (whole: ancestor_id; direct: ancestor_id and depth 1) is one range of this key
  PRIMARY KEY (ancestor_id, depth, member_id)
);
-- a member's upline, and "is X below A" as one probe
CREATE UNIQUE INDEX member_ancestors_member_idx ON member_ancestors (member_id, ancestor_id);

-- A new member's ancestors are its parent and the parent's ancestors, one level further.
CREATE FUNCTION member_ancestors_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_agent_id IS NOT NULL AND NEW.parent_agent_id <> NEW.id THEN
    INSERT INTO member_ancestors (ancestor_id, member_id, depth)
    SELECT NEW.parent_agent_id, NEW.id, 1
    UNION ALL
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_ancestors
     WHERE member_id = NEW.parent_agent_id AND depth < 32
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_ancestors_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_ancestors_insert();

-- The upline is fixed at registration, but should an operator ever move a member, its whole
-- subtree moves with it: its links to the old upline go, links to the new one come, the moved
-- members' activity follows, and every rolled-up day is marked for a re-roll (the 'all' sums of
-- the agents above changed).
CREATE FUNCTION member_ancestors_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_agent_id IS NOT DISTINCT FROM OLD.parent_agent_id THEN
    RETURN NULL;
  END IF;
  CREATE TEMP TABLE IF NOT EXISTS moved_subtree (member_id integer, depth integer)
    ON COMMIT DROP;
  DELETE FROM moved_subtree;
  INSERT INTO moved_subtree
  SELECT NEW.id, 0 UNION ALL
  SELECT member_id, depth FROM member_ancestors WHERE ancestor_id = NEW.id;
  DELETE FROM member_ancestors c USING moved_subtree s
   WHERE c.member_id = s.member_id
     AND c.ancestor_id NOT IN (SELECT member_id FROM moved_subtree);
  IF NEW.parent_agent_id IS NOT NULL THEN
    INSERT INTO member_ancestors (ancestor_id, member_id, depth)
    SELECT a.id, s.member_id, s.depth + a.depth
      FROM moved_subtree s,
           (SELECT NEW.parent_agent_id AS id, 1 AS depth
            UNION ALL
            SELECT ancestor_id, depth + 1 FROM member_ancestors
             WHERE member_id = NEW.parent_agent_id) a
     WHERE s.depth + a.depth <= 32 AND a.id NOT IN (SELECT member_id FROM moved_subtree)
    ON CONFLICT DO NOTHING;
  END IF;
  DELETE FROM team_member_activity t USING moved_subtree s WHERE t.member_id = s.member_id;
  INSERT INTO team_member_activity (agent_id, month, member_id, depth, day_mask)
  SELECT c.ancestor_id, date_trunc('month', d.day)::date, d.member_id, min(c.depth),
         bit_or(1 << (extract(day FROM d.day)::int - 1))
    FROM member_daily_totals d JOIN moved_subtree s ON s.member_id = d.member_id
    JOIN member_ancestors c ON c.member_id = d.member_id
   WHERE d.bets > 0
   GROUP BY 1, 2, 3;
  UPDATE team_rollup_days SET dirty = true WHERE NOT dirty;
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_ancestors_move AFTER UPDATE OF parent_agent_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_ancestors_move();

WITH RECURSIVE walk (ancestor_id, member_id, depth) AS (
  SELECT parent_agent_id, id, 1 FROM members
   WHERE parent_agent_id IS NOT NULL AND parent_agent_id <> id
  UNION ALL
  SELECT m.parent_agent_id, w.member_id, w.depth + 1
    FROM walk w JOIN members m ON m.id = w.ancestor_id
   WHERE m.parent_agent_id IS NOT NULL AND w.depth < 32
)
INSERT INTO member_ancestors (ancestor_id, member_id, depth)
SELECT ancestor_id, member_id, min(depth) FROM walk GROUP BY ancestor_id, member_id;

-- ─── daily roll-ups of closed days ───────────────────────────────────────────────────────────
-- A day is read from team_daily_totals only while it has a clean row here; any change to a
-- member's day after its roll-up (a late settlement, a cancelled bet, a late deposit) marks it
-- dirty in that change's transaction, the reports read it live again, and the job re-rolls it.
CREATE TABLE team_rollup_days (
  day       date PRIMARY KEY,
  dirty     boolean NOT NULL DEFAULT false,
  rolled_at timestamptz NOT NULL
);

CREATE TABLE team_daily_totals (
  agent_id          integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'all': the whole team (depth 1..32); 'direct': depth 1 only; the agent itself is in neither
  scope             text NOT NULL CHECK (scope IN ('all', 'direct')),
  day               date NOT NULL,
  deposits_minor    bigint NOT NULL,
  withdrawals_minor bigint NOT NULL,
  stakes_minor      bigint NOT NULL,
  payouts_minor     bigint NOT NULL,
  bonuses_minor     bigint NOT NULL,
  rebates_minor     bigint NOT NULL,
  bets              integer NOT NULL,
  -- team members with a member day on this day
  members           integer NOT NULL,
  PRIMARY KEY (agent_id, scope, day)
);
CREATE INDEX team_daily_totals_day_idx ON team_daily_totals (day);

-- The whole team's bet_daily_totals (every status: the bets page counts open and cancelled bets).
CREATE TABLE team_bet_daily_totals (
  agent_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day          date NOT NULL,
  category     text NOT NULL,
  status       text NOT NULL,
  bets         integer NOT NULL,
  stake_minor  bigint NOT NULL,
  payout_minor bigint NOT NULL,
  PRIMARY KEY (agent_id, day, category, status)
);
CREATE INDEX team_bet_daily_totals_day_idx ON team_bet_daily_totals (day);


-- ─── active bettors ──────────────────────────────────────────────────────────────────────────
-- Bit (d - 1) of day_mask: the member had settled bets on day d of the month. Written only when
-- a member's day goes from no bets to some (or back), i.e. once per member and day, and only on
-- rows of that member: nothing a whole team shares is updated per bet.
CREATE TABLE team_member_activity (
  agent_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  month     date NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth     smallint NOT NULL,
  day_mask  integer NOT NULL,
  PRIMARY KEY (agent_id, month, member_id)
);
CREATE INDEX team_member_activity_member_idx ON team_member_activity (member_id, month);

-- A rolled-up day changed: mark it dirty. The roll-up job only rolls days before the database's
-- UTC today, which only moves forward, so the trigger's WHEN skips every change of today (the
-- hot path: each bet and posting of the day) without calling anything.
CREATE FUNCTION team_day_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE team_rollup_days SET dirty = true
   WHERE day = CASE WHEN TG_OP = 'DELETE' THEN OLD.day ELSE NEW.day END AND NOT dirty;
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_daily_dirty_new AFTER INSERT OR UPDATE ON member_daily_totals
  FOR EACH ROW WHEN (NEW.day < (now() AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION team_day_dirty();
CREATE TRIGGER member_daily_dirty_old AFTER DELETE ON member_daily_totals
  FOR EACH ROW WHEN (OLD.day < (now() AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION team_day_dirty();
-- Settled bets reach member_daily_totals; open and cancelled ones only change bet_daily_totals.
CREATE TRIGGER bet_daily_dirty_new AFTER INSERT OR UPDATE ON bet_daily_totals
  FOR EACH ROW WHEN (NEW.day < (now() AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION team_day_dirty();
CREATE TRIGGER bet_daily_dirty_old AFTER DELETE ON bet_daily_totals
  FOR EACH ROW WHEN (OLD.day < (now() AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION team_day_dirty();

-- A member's day gets its first settled bet (bit set for every agent above) or loses its last
-- (bit cleared); WHEN keeps every other change of the member days from calling anything.
CREATE FUNCTION member_daily_to_team() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_row member_daily_totals;
  v_bit integer;
BEGIN
  IF TG_OP = 'DELETE' THEN v_row := OLD; ELSE v_row := NEW; END IF;
  v_bit := 1 << (extract(day FROM v_row.day)::int - 1);
  IF TG_OP <> 'DELETE' AND NEW.bets > 0 THEN
    INSERT INTO team_member_activity (agent_id, month, member_id, depth, day_mask)
    SELECT ancestor_id, date_trunc('month', v_row.day)::date, v_row.member_id, depth, v_bit
      FROM member_ancestors WHERE member_id = v_row.member_id
    ON CONFLICT (agent_id, month, member_id) DO UPDATE
      SET day_mask = team_member_activity.day_mask | EXCLUDED.day_mask;
  ELSE
    UPDATE team_member_activity SET day_mask = day_mask & ~v_bit
     WHERE member_id = v_row.member_id AND month = date_trunc('month', v_row.day)::date;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_daily_to_team AFTER INSERT ON member_daily_totals
  FOR EACH ROW WHEN (NEW.bets > 0) EXECUTE FUNCTION member_daily_to_team();
CREATE TRIGGER member_daily_to_team_change AFTER UPDATE OF bets ON member_daily_totals
  FOR EACH ROW WHEN ((OLD.bets > 0) IS DISTINCT FROM (NEW.bets > 0))
  EXECUTE FUNCTION member_daily_to_team();
CREATE TRIGGER member_daily_to_team_gone AFTER DELETE ON member_daily_totals
  FOR EACH ROW WHEN (OLD.bets > 0) EXECUTE FUNCTION member_daily_to_team();

INSERT INTO team_member_activity (agent_id, month, member_id, depth, day_mask)
SELECT c.ancestor_id, date_trunc('month', d.day)::date, d.member_id, min(c.depth),
       bit_or(1 << (extract(day FROM d.day)::int - 1))
  FROM member_daily_totals d JOIN member_ancestors c ON c.member_id = d.member_id
 WHERE d.bets > 0
 GROUP BY 1, 2, 3;
