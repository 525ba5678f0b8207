-- Settling a lottery draw updates every one of its bet records' status, payout and settled time.
-- status and settled_at are indexed, so no such update is HOT: each settled row writes a new
-- entry into every index of bet_records whose predicate it meets. With eight indexes that was the
-- largest part of a settled batch (about 160 ms of 5,000 bet records, BENCH_PROFILE=1), and the
-- 100,000 sub-order draw sat on its 10 s line. Two indexes go, the reads they served stay indexed:
--
-- * bet_records_member_id_idx (member_id, id) of 0015 served the bet record paged by id; it pages
--   by (placed_at, id) since, and bet_records_member_idx (member_id, placed_at) answers every
--   other read that starts with the member (points, reality check, a member's removal).
-- * bet_records_member_status_idx (member_id, status, id) of 0019 served the bet record filtered
--   by status (open bets among many settled ones). It becomes a partial index of the bets not
--   settled, in the page's own (member, time) order: an OPEN or CANCELLED filter reads only
--   those, and a settling update writes no entry into it (a settled row is outside it). The
--   SETTLED filter reads bet_records_member_idx, where nearly every row matches. The page states
--   the status as a literal so that the planner can match this predicate in a generic plan.
DROP INDEX bet_records_member_id_idx;
DROP INDEX bet_records_member_status_idx;
CREATE INDEX bet_records_member_unsettled_idx ON bet_records (member_id, placed_at)
  WHERE status <> 'SETTLED';

-- The same for a sub-order: its reference (lgw:<order number>:<line>:<numero>) had a unique index
-- of its own, written on placing and again on every settling update. Nothing looks a sub-order up
-- by it, and it is unique already: the statement that inserts a sub-order inserts its bet record
-- with the same reference (betting.ts, insertSuborders), under bet_records' unique reference.
ALTER TABLE lottery_suborders DROP CONSTRAINT lottery_suborders_reference_key;
