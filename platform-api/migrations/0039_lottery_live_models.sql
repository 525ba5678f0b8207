-- Live models of the lottery (issue 31, item 7; the spec's "live models (active, streaming)"):
-- hosts who present a lottery game. An operator sets each one's state and game; anyone reads the
-- ones on duty. ACTIVE: on duty, not on camera; STREAMING: live now; OFFLINE: not listed.
CREATE TABLE lottery_live_models (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  avatar_url  text,
  state       text NOT NULL CHECK (state IN ('OFFLINE', 'ACTIVE', 'STREAMING')),
  game_id     integer REFERENCES games (id) ON DELETE SET NULL,
  stream_url  text,
  sort_order  integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL
);
