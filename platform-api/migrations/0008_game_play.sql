-- Playing for real: single-use launch tickets, play sessions of the platform's own games,
-- the minute lottery's bets and the secret its draws are derived from.

-- A launch URL carries a ticket, never the member's session token. It is valid for a short
-- time and only once: opening the game exchanges it for a play session bound to one game.
CREATE TABLE game_tickets (
  token_hash bytea PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX game_tickets_member_idx ON game_tickets (member_id);

CREATE TABLE play_sessions (
  token_hash bytea PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX play_sessions_member_idx ON play_sessions (member_id);

-- Draws happen every minute; draw N closes at N * 60 s since the epoch. Results are derived
-- from the draw number and this secret, so no scheduler is needed and every server agrees.
CREATE TABLE lottery_secret (
  id     smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
INSERT INTO lottery_secret (id, secret)
VALUES (1, md5(random()::text || clock_timestamp()::text) || md5(random()::text || pg_backend_pid()::text));

CREATE TABLE lottery_bets (
  id            bigserial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id       integer NOT NULL REFERENCES games (id),
  draw_no       bigint NOT NULL CHECK (draw_no > 0),
  pick          text NOT NULL CHECK (pick ~ '^([0-9]|BIG|SMALL|ODD|EVEN)$'),
  stake_minor   bigint NOT NULL CHECK (stake_minor > 0),
  payout_minor  bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  result        smallint CHECK (result BETWEEN 0 AND 9),
  status        text NOT NULL CHECK (status IN ('OPEN', 'SETTLED')),
  reference     text NOT NULL UNIQUE,
  placed_at     timestamptz NOT NULL,
  settled_at    timestamptz
);
CREATE INDEX lottery_bets_open_idx ON lottery_bets (draw_no) WHERE status = 'OPEN';
CREATE INDEX lottery_bets_member_idx ON lottery_bets (member_id, id DESC);

CREATE INDEX bet_records_settled_idx ON bet_records (settled_at DESC) WHERE payout_minor > 0;
