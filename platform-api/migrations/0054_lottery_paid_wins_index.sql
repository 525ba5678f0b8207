-- Settlement's per-member win cap asks, once per batch, what the batch's winners were already
-- paid in the draw (states 4 won, 16 tie). 0053 folded 0046's partial index of those rows into
-- the draw's (game, numero, state, member, id) index; read from there the question took about
-- 25 ms a batch instead of 2.5 (0.5 s of a 100,000 sub-order draw, measured side by side with
-- BENCH_PROFILE). The partial index holds only paid rows, so it costs a write only when a
-- sub-order wins or ties, not on placing.
CREATE INDEX lottery_suborders_paid_wins_idx ON lottery_suborders (game_id, numero, member_id)
  INCLUDE (win_minor) WHERE state IN (4, 16);
