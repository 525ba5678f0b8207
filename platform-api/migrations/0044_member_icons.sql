-- A member's own picture (issue 33 item 9, spec section 7 "set head icon" / "get head icon").
-- Only the server's re-encoding is kept: a 256x256 PNG, never the uploaded bytes. It is served
-- at /wps/img/member/{key}.png; the key is random and new on every change, so an answer can
-- be cached for good and an old URL stops working once the picture is replaced or removed.
CREATE TABLE member_icons (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  key        text NOT NULL UNIQUE CHECK (key ~ '^[A-Za-z0-9_-]{22}$'),
  png        bytea NOT NULL,
  updated_at timestamptz NOT NULL
);
