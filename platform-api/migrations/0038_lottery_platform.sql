-- The real lottery (issue 31): each catalogue lottery game as one family at one cadence with its
-- bet settings, the draws (committed seed, result, state), orders and their sub-orders (one per
-- slip line and draw), and the members' highest series (prize group). Rules: API.md, "Lottery".

-- A catalogue lottery game's family and cadence. Interval cadences draw every 45 s, 1, 3 or
-- 5 minutes from local midnight (Asia/Ho_Chi_Minh, UTC+7 all year); DAILY draws once at
-- draw_minute (local minutes after midnight) on the weekdays of the mask (bit 0 Monday …
-- bit 6 Sunday). modes: bit mask of the allowed modes (1 yuan, 2 jiao, 4 fen, 8 li).
CREATE TABLE lottery_games (
  game_id         integer PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  family          text NOT NULL,
  cadence         text NOT NULL CHECK (cadence IN ('S45', 'M1', 'M3', 'M5', 'DAILY')),
  draw_minute     smallint CHECK (draw_minute BETWEEN 0 AND 1439),
  weekdays        smallint NOT NULL DEFAULT 127 CHECK (weekdays BETWEEN 1 AND 127),
  modes           smallint NOT NULL DEFAULT 15 CHECK (modes BETWEEN 1 AND 15),
  max_multiple    integer NOT NULL DEFAULT 9999 CHECK (max_multiple >= 1),
  max_order_minor bigint NOT NULL DEFAULT 10000000 CHECK (max_order_minor > 0),
  max_win_minor   bigint NOT NULL DEFAULT 100000000 CHECK (max_win_minor > 0),
  close_seconds   integer NOT NULL CHECK (close_seconds >= 0),
  CHECK ((cadence = 'DAILY') = (draw_minute IS NOT NULL))
);

-- One row per draw of a game, made when the draw is first needed (opened by the timer, bet on,
-- read): seed (32 random bytes, hex) and commitment (SHA-256 of the seed's text) from the start;
-- the result at the draw time. OPEN → DRAWN (result set) → SETTLED, or VOID (no result: every
-- sub-order refunded).
CREATE TABLE lottery_draws (
  game_id     integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  numero      text NOT NULL,
  draw_at     timestamptz NOT NULL,
  seed        text NOT NULL,
  commitment  text NOT NULL,
  result      text,
  state       text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'DRAWN', 'SETTLED', 'VOID')),
  created_at  timestamptz NOT NULL,
  drawn_at    timestamptz,
  settled_at  timestamptz,
  PRIMARY KEY (game_id, numero),
  CHECK ((state IN ('DRAWN', 'SETTLED')) = (result IS NOT NULL))
);
CREATE INDEX lottery_draws_pending_idx ON lottery_draws (draw_at) WHERE settled_at IS NULL;
CREATE INDEX lottery_draws_history_idx ON lottery_draws (game_id, draw_at DESC);

-- One submission: paid in full when placed (one BET ledger transaction), idempotent by the
-- client's key per member.
CREATE TABLE lottery_orders (
  id            bigserial PRIMARY KEY,
  order_number  text NOT NULL UNIQUE,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id       integer NOT NULL REFERENCES games (id),
  client_key    text NOT NULL,
  chase         boolean NOT NULL,
  winning_stop  boolean NOT NULL,
  numero        text NOT NULL,
  total_minor   bigint NOT NULL CHECK (total_minor > 0),
  rebate_minor  bigint NOT NULL DEFAULT 0 CHECK (rebate_minor >= 0),
  created_at    timestamptz NOT NULL,
  UNIQUE (member_id, client_key)
);
CREATE INDEX lottery_orders_member_idx ON lottery_orders (member_id, created_at DESC);

-- One slip line on one draw. state: TCG's numbers — 2 not drawn, 4 won, 5 lost, 6 cancelled
-- (chase stopped on a win), 8 cancelled by the player, 12 refunded (draw void), 14 refunded by
-- the system, 16 tie (stake back). reference: the bet record's, and the stem of the ledger
-- references of its payout (":win") and refund (":refund").
CREATE TABLE lottery_suborders (
  id              bigserial PRIMARY KEY,
  order_id        bigint NOT NULL REFERENCES lottery_orders (id) ON DELETE CASCADE,
  member_id       integer NOT NULL,
  game_id         integer NOT NULL,
  numero          text NOT NULL,
  draw_at         timestamptz NOT NULL,
  line_no         smallint NOT NULL,
  play_id         integer NOT NULL,
  balls           text NOT NULL,
  stakes          integer NOT NULL CHECK (stakes > 0),
  mode            smallint NOT NULL CHECK (mode IN (1, 2, 4, 8)),
  series          integer NOT NULL,
  multiple        integer NOT NULL CHECK (multiple > 0),
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  win_minor       bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  state           smallint NOT NULL DEFAULT 2 CHECK (state IN (2, 4, 5, 6, 8, 12, 14, 16)),
  winning_number  text,
  reference       text NOT NULL UNIQUE,
  settled_at      timestamptz
);
CREATE INDEX lottery_suborders_draw_idx ON lottery_suborders (game_id, numero, member_id, id)
  WHERE state = 2;
CREATE INDEX lottery_suborders_draw_all_idx ON lottery_suborders (game_id, numero);
CREATE INDEX lottery_suborders_order_idx ON lottery_suborders (order_id, draw_at);
CREATE INDEX lottery_suborders_member_idx ON lottery_suborders (member_id, id DESC);

-- A member's (or agent's) own highest series; none = the upline's, the top of the chain the
-- platform's. The effective highest is the least along the chain, so never above the parent's.
CREATE TABLE lottery_series (
  member_id   integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  max_series  integer NOT NULL CHECK (max_series BETWEEN 1700 AND 2000),
  updated_at  timestamptz NOT NULL
);
