-- Team reports of the open day and the team balance without reading the whole team per request
-- (issue 13, GUIDE §6). 0031 rolls up closed days; today's member days and the wallets were
-- still read per request, one narrow row per team member. Here the roll-up job (team-rollup.ts)
-- keeps, every minute, per-agent sums of today's member days and of the wallets, and the reports
-- add exactly what changed since (live − snapshot, for the few rows changed after the refresh).
--
-- "Changed since" is a change stamp: every insert or update of a member day or of a wallet's
-- balance draws the next value of team_change_seq. A refresh records a horizon H such that every
-- change stamped ≤ H is committed before its copy is taken (it waits for the transactions that
-- were running when it read the sequence, team-rollup.ts), so any row whose value differs from
-- its snapshot copy carries a stamp > H and is found through the (day, change_seq) /
-- (change_seq) indexes.

CREATE SEQUENCE team_change_seq;

-- Stamped before the row is written; pg_current_xact_id() makes sure the writing transaction has
-- its id before it draws a stamp (the refresh waits on transaction ids, see above).
CREATE FUNCTION team_change_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_current_xact_id();
  NEW.change_seq := nextval('team_change_seq');
  RETURN NEW;
END;
$$;

ALTER TABLE member_daily_totals ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX member_daily_totals_change_idx ON member_daily_totals (day, change_seq);
CREATE TRIGGER member_daily_stamp BEFORE INSERT OR UPDATE ON member_daily_totals
  FOR EACH ROW EXECUTE FUNCTION team_change_stamp();

ALTER TABLE wallets ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX wallets_change_idx ON wallets (change_seq);
CREATE TRIGGER wallets_stamp_new BEFORE INSERT ON wallets
  FOR EACH ROW EXECUTE FUNCTION team_change_stamp();
CREATE TRIGGER wallets_stamp BEFORE UPDATE OF balance_minor ON wallets
  FOR EACH ROW WHEN (NEW.balance_minor IS DISTINCT FROM OLD.balance_minor)
  EXECUTE FUNCTION team_change_stamp();

-- One row per part the job keeps ('member_days': today's member days; 'wallets'): the horizon of
-- its last refresh. No row: the reports read that part live (a new database, or a change the
-- deltas cannot express, below, dropped it until the next refresh rebuilds it).
CREATE TABLE team_live_marks (
  part         text PRIMARY KEY CHECK (part IN ('member_days', 'wallets')),
  -- the open day the member-day snapshot holds (NULL for wallets)
  day          date,
  change_seq   bigint NOT NULL,
  refreshed_at timestamptz NOT NULL
);

-- The copies the deltas are taken against: each member's day and wallet as of the last refresh.
CREATE TABLE team_today_members (
  member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day               date NOT NULL,
  deposits_minor    bigint NOT NULL,
  withdrawals_minor bigint NOT NULL,
  stakes_minor      bigint NOT NULL,
  payouts_minor     bigint NOT NULL,
  bonuses_minor     bigint NOT NULL,
  rebates_minor     bigint NOT NULL,
  bets              integer NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE team_wallet_copies (
  member_id     integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  balance_minor bigint NOT NULL
);

-- Per agent and scope ('all' depth 1..32, 'direct' depth 1; never the agent itself): the sums of
-- its team's copies above.
CREATE TABLE team_today_totals (
  agent_id          integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  scope             text NOT NULL CHECK (scope IN ('all', 'direct')),
  day               date NOT NULL,
  deposits_minor    bigint NOT NULL,
  withdrawals_minor bigint NOT NULL,
  stakes_minor      bigint NOT NULL,
  payouts_minor     bigint NOT NULL,
  bonuses_minor     bigint NOT NULL,
  rebates_minor     bigint NOT NULL,
  bets              integer NOT NULL,
  PRIMARY KEY (agent_id, scope, day)
);

CREATE TABLE team_balance_totals (
  agent_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  scope         text NOT NULL CHECK (scope IN ('all', 'direct')),
  balance_minor bigint NOT NULL,
  PRIMARY KEY (agent_id, scope)
);

-- What a delta cannot express: a member day or wallet deleted (its copy would still count), or a
-- member moved under another agent (the per-agent sums were taken over the old tree). Rare
-- operator actions; they drop the marks, the reports read live, the next refresh rebuilds. The
-- refresh's advisory lock (lockKeys 'team-rollup' / 'live') is taken first, so a refresh in
-- progress cannot write its mark back over the drop, nor a later one miss the change.
CREATE FUNCTION team_live_marks_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('team-rollup:live', 0));
  DELETE FROM team_live_marks
   WHERE TG_TABLE_NAME = 'members'
      OR (TG_TABLE_NAME = 'wallets' AND part = 'wallets')
      OR (TG_TABLE_NAME = 'member_daily_totals' AND part = 'member_days');
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_daily_marks_drop AFTER DELETE ON member_daily_totals
  FOR EACH STATEMENT EXECUTE FUNCTION team_live_marks_drop();
CREATE TRIGGER wallets_marks_drop AFTER DELETE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION team_live_marks_drop();
CREATE TRIGGER members_moved_marks_drop AFTER UPDATE OF parent_agent_id ON members
  FOR EACH ROW WHEN (NEW.parent_agent_id IS DISTINCT FROM OLD.parent_agent_id)
  EXECUTE FUNCTION team_live_marks_drop();

-- The team members page lists a team newest registration first: walking this index and probing
-- the closure stops after a page instead of sorting the whole team (team-lists.ts).
CREATE INDEX members_created_idx ON members (created_at DESC, id DESC);
