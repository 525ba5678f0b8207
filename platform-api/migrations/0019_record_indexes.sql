-- Indexes for the record pages' filters (issue 11 leftover: p99 over 100 ms on PGlite with the
-- benchmark's 100,000 postings and 50,000 bets; EXPLAIN in scripts/bench-wallet.mjs' data).
--
-- The transaction record filtered by type (deposits only, withdrawals only, ...): with only
-- (account_id, id) the planner read every posting of the table (a sequential scan, ~200 ms) to
-- find the member's few deposits. With the kind in the index one kind is read newest first in
-- index order, and a handful of kinds (withdrawal + rejected) as a small bitmap.
CREATE INDEX ledger_postings_account_kind_idx ON ledger_postings (account_id, kind, id);

-- The bet record filtered by status (open bets): the same sequential scan of bet_records;
-- (member_id, status, id) reads that status's bets newest first.
CREATE INDEX bet_records_member_status_idx ON bet_records (member_id, status, id);
