-- The member's inbox (message center): messages the platform sends one member, read or not.
-- `reference` names a message the platform made (seed, a deposit, ...) so it is written once.
CREATE TABLE inbox_messages (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  reference  text UNIQUE,
  title      text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz
);
CREATE INDEX inbox_messages_member_idx ON inbox_messages (member_id, created_at DESC, id DESC);
-- Unread badges are counted on every visit of the message center.
CREATE INDEX inbox_messages_unread_idx ON inbox_messages (member_id) WHERE read_at IS NULL;
