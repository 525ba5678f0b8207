-- Agent settlement runs (issue 13): one row per UTC day whose settlement finished, so the timer
-- can find the days it missed while no server was running and settle them, oldest first.
CREATE TABLE agent_settlement_runs (
  day         date PRIMARY KEY,
  finished_at timestamptz NOT NULL
);
