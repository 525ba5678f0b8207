-- Game vendors ("vassalage") and their games.
CREATE TABLE vendors (
  code              text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  display_name      text NOT NULL,
  account_type_name text NOT NULL,
  category          text NOT NULL CHECK (category IN ('LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP')),
  -- ESPORTS and COCKFIGHT are SPORTS vendors, BINGO an RNG vendor; the front end regroups them.
  kind              text CHECK (kind IN ('ESPORTS', 'COCKFIGHT', 'BINGO')),
  sort_order        integer NOT NULL,
  enabled           boolean NOT NULL DEFAULT true
);

CREATE TABLE games (
  id            serial PRIMARY KEY,
  vendor_code   text NOT NULL REFERENCES vendors (code),
  game_code     text NOT NULL,
  name_en       text NOT NULL,
  name_zh       text NOT NULL,
  classify      text CHECK (classify IN ('JP', 'SC', 'VP', 'TG', 'AC', 'BG')),
  min_bet_minor integer NOT NULL CHECK (min_bet_minor > 0),
  lines         integer CHECK (lines > 0),
  play_type     text NOT NULL CHECK (play_type IN ('trad', 'ent')),
  room_id       text,
  is_h5         boolean NOT NULL DEFAULT true,
  support_play  boolean NOT NULL DEFAULT true,
  hot_rank      integer,
  sort_order    integer NOT NULL,
  enabled       boolean NOT NULL DEFAULT true,
  UNIQUE (vendor_code, game_code)
);
CREATE INDEX games_vendor_idx ON games (vendor_code, sort_order);
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;

CREATE TABLE favourites (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    integer NOT NULL REFERENCES games (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id   integer NOT NULL REFERENCES games (id),
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, played_at DESC);

CREATE TABLE bet_records (
  id                bigserial PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id           integer NOT NULL REFERENCES games (id),
  reference         text NOT NULL UNIQUE,
  stake_minor       bigint NOT NULL CHECK (stake_minor > 0),
  payout_minor      bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  status            text NOT NULL CHECK (status IN ('OPEN', 'SETTLED', 'CANCELLED')),
  placed_at         timestamptz NOT NULL,
  settled_at        timestamptz
);
CREATE INDEX bet_records_member_idx ON bet_records (member_id, placed_at);
CREATE INDEX bet_records_placed_idx ON bet_records (placed_at);
