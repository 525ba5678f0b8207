-- Team head counts without reading the team per request (issue 13, GUIDE §6: p99 ≤ 100 ms for a
-- team of 10,000). The overview counted, per request, the team's closure range (members now),
-- its members registered in the period (a join of ~10,000 closure rows with members) and its
-- first deposits. Here they are counters per agent, kept in the transaction of the change they
-- follow, so they are exact at every commit and a report reads O(days) rows:
--   team_sizes        per agent and scope: members in the team now
--   team_daily_heads  per agent, scope and UTC day: members of the team registered that day, and
--                     members of the team whose first deposit (member_first_deposits) fell on it
-- Everything follows the closure (member_ancestors): a row of it appearing adds its member to the
-- agent's counts, a row going removes it, so registrations, moves (0031's trigger deletes and
-- inserts closure rows) and deletions all keep the counts without a path of their own. Writes
-- come from registrations, first deposits and operator fixes, never from bets or postings.
-- `pnpm reconcile` checks both against the closure (team-heads-check.ts).

CREATE TABLE team_sizes (
  agent_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- 'all': depth 1..32; 'direct': depth 1; never the agent itself (as team_daily_totals)
  scope    text NOT NULL CHECK (scope IN ('all', 'direct')),
  members  integer NOT NULL,
  PRIMARY KEY (agent_id, scope)
);

CREATE TABLE team_daily_heads (
  agent_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  scope          text NOT NULL CHECK (scope IN ('all', 'direct')),
  day            date NOT NULL,
  registrations  integer NOT NULL,
  first_deposits integer NOT NULL,
  PRIMARY KEY (agent_id, scope, day)
);

-- Adds to one agent's counts for a member at `p_depth` below it (both scopes when direct).
CREATE FUNCTION team_heads_add(p_agent integer, p_depth integer, p_day date,
                               p_registrations integer, p_firsts integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_daily_heads (agent_id, scope, day, registrations, first_deposits)
  SELECT p_agent, s.scope, p_day, p_registrations, p_firsts
    FROM (VALUES ('all'), ('direct')) AS s (scope)
   WHERE s.scope = 'all' OR p_depth = 1
  ON CONFLICT (agent_id, scope, day) DO UPDATE
    SET registrations = team_daily_heads.registrations + EXCLUDED.registrations,
        first_deposits = team_daily_heads.first_deposits + EXCLUDED.first_deposits;
END;
$$;

-- A closure row appears (+1) or goes (−1): the member joins or leaves the ancestor's counts.
-- When the ancestor itself is being deleted its counts go with it (cascade), so nothing is kept.
CREATE FUNCTION member_ancestors_heads() RETURNS trigger LANGUAGE plpgsql AS $$
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
  SELECT (created_at AT TIME ZONE 'UTC')::date INTO v_registered
    FROM members WHERE id = v_link.member_id;
  -- A deleted member left the counts in members_heads_delete, before its links went.
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
CREATE TRIGGER member_ancestors_heads AFTER INSERT OR DELETE ON member_ancestors
  FOR EACH ROW EXECUTE FUNCTION member_ancestors_heads();

-- A member being deleted: its links are removed while it still exists, so the trigger above
-- takes it out of its agents' counts (the cascade that follows finds no links left).
CREATE FUNCTION members_heads_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_ancestors WHERE member_id = OLD.id;
  RETURN OLD;
END;
$$;
CREATE TRIGGER members_heads_delete BEFORE DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION members_heads_delete();

-- A registration time corrected by hand: the member's registration moves between days.
CREATE FUNCTION members_heads_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_heads_add(c.ancestor_id, c.depth, (OLD.created_at AT TIME ZONE 'UTC')::date, -1, 0),
          team_heads_add(c.ancestor_id, c.depth, (NEW.created_at AT TIME ZONE 'UTC')::date, 1, 0)
     FROM member_ancestors c WHERE c.member_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_heads_registered AFTER UPDATE OF created_at ON members
  FOR EACH ROW
  WHEN ((OLD.created_at AT TIME ZONE 'UTC')::date <> (NEW.created_at AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION members_heads_registered();

-- A first deposit written, replaced by an earlier one (0029), or gone with its member.
CREATE FUNCTION member_first_deposits_heads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM team_heads_add(c.ancestor_id, c.depth, OLD.day, 0, -1)
       FROM member_ancestors c WHERE c.member_id = OLD.member_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM team_heads_add(c.ancestor_id, c.depth, NEW.day, 0, 1)
       FROM member_ancestors c WHERE c.member_id = NEW.member_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_first_deposits_heads AFTER INSERT OR DELETE ON member_first_deposits
  FOR EACH ROW EXECUTE FUNCTION member_first_deposits_heads();
CREATE TRIGGER member_first_deposits_heads_moved AFTER UPDATE OF day
  ON member_first_deposits
  FOR EACH ROW WHEN (OLD.day IS DISTINCT FROM NEW.day)
  EXECUTE FUNCTION member_first_deposits_heads();

INSERT INTO team_sizes (agent_id, scope, members)
SELECT c.ancestor_id, s.scope, count(*)
  FROM member_ancestors c
  JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
 GROUP BY 1, 2;

INSERT INTO team_daily_heads (agent_id, scope, day, registrations, first_deposits)
SELECT agent_id, scope, day, sum(registrations), sum(firsts)
  FROM (
    SELECT c.ancestor_id AS agent_id, s.scope, (m.created_at AT TIME ZONE 'UTC')::date AS day,
           1 AS registrations, 0 AS firsts
      FROM member_ancestors c JOIN members m ON m.id = c.member_id
      JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
    UNION ALL
    SELECT c.ancestor_id, s.scope, f.day, 0, 1
      FROM member_ancestors c JOIN member_first_deposits f ON f.member_id = c.member_id
      JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
  ) AS parts
 GROUP BY 1, 2, 3;

-- ─── the team bets page's totals of the open day ─────────────────────────────────────────────
-- Closed days come from team_bet_daily_totals (0031); the open day was read from the bet days of
-- the whole team per request (~10,000 rows for a 10,000-member team, 25–95 ms). The live
-- roll-up of 0032 gets a third part, 'bet_days', built the same way: bet days are stamped from
-- team_change_seq, the refresh copies today's bet days stamped above its last horizon and adds
-- their change to every agent above, and the page adds live − copy for rows stamped after it.

ALTER TABLE bet_daily_totals ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX bet_daily_totals_change_idx ON bet_daily_totals (day, change_seq);
CREATE TRIGGER bet_daily_stamp BEFORE INSERT OR UPDATE ON bet_daily_totals
  FOR EACH ROW EXECUTE FUNCTION team_change_stamp();

ALTER TABLE team_live_marks DROP CONSTRAINT team_live_marks_part_check;
ALTER TABLE team_live_marks
  ADD CONSTRAINT team_live_marks_part_check CHECK (part IN ('member_days', 'wallets', 'bet_days'));

-- Each member's bet day of the open day as of the last refresh.
CREATE TABLE team_today_bet_copies (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day          date NOT NULL,
  category     text NOT NULL,
  status       text NOT NULL,
  bets         integer NOT NULL,
  stake_minor  bigint NOT NULL,
  payout_minor bigint NOT NULL,
  PRIMARY KEY (member_id, day, category, status)
);

-- Per agent (whole team, as the bets page reads it), category and status: the sums of the copies.
CREATE TABLE team_today_bet_totals (
  agent_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day          date NOT NULL,
  category     text NOT NULL,
  status       text NOT NULL,
  bets         integer NOT NULL,
  stake_minor  bigint NOT NULL,
  payout_minor bigint NOT NULL,
  PRIMARY KEY (agent_id, day, category, status)
);

-- A deleted bet day would still count through its copy: drop the part's mark as 0032 does for
-- member days and wallets (a move already drops every mark).
CREATE OR REPLACE FUNCTION team_live_marks_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('team-rollup:live', 0));
  DELETE FROM team_live_marks
   WHERE TG_TABLE_NAME = 'members'
      OR (TG_TABLE_NAME = 'wallets' AND part = 'wallets')
      OR (TG_TABLE_NAME = 'member_daily_totals' AND part = 'member_days')
      OR (TG_TABLE_NAME = 'bet_daily_totals' AND part = 'bet_days');
  RETURN NULL;
END;
$$;
CREATE TRIGGER bet_daily_marks_drop AFTER DELETE ON bet_daily_totals
  FOR EACH STATEMENT EXECUTE FUNCTION team_live_marks_drop();

-- ─── active bettors of one day ───────────────────────────────────────────────────────────────
-- "Active bettors" over a period is a distinct count, read from 0031's activity masks (one row
-- per team member and month, ~10,000 rows for a 10,000-member team). For a single day (today,
-- yesterday) it is a plain count of the team's member days with settled bets, so the per-agent
-- sums carry it too: the closed days' roll-up and the live roll-up of the open day (whose
-- refresh adds each copied day's change of "has bets", and the reports add live − copy).
ALTER TABLE team_daily_totals ADD COLUMN bettors integer NOT NULL DEFAULT 0;
ALTER TABLE team_today_totals ADD COLUMN bettors integer NOT NULL DEFAULT 0;
-- Rows written before this column hold 0: re-roll every closed day, rebuild the open one.
UPDATE team_rollup_days SET dirty = true WHERE NOT dirty;
DELETE FROM team_live_marks WHERE part = 'member_days';
