-- The platform's own customer-service chat (issue 36 item 1). A member has at most one open
-- conversation; an operator answers it from the operator page (/ops/chat/desk) and may close it,
-- after which the member's next message opens a new one. Messages are plain text, stored as
-- given (the pages render them as text, never HTML). Each side's read mark is the id of the last
-- message it has read, so "unread" is the other side's messages above that id.
CREATE TABLE chat_conversations (
  id                serial PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id),
  status            text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  created_at        timestamptz NOT NULL,
  last_message_at   timestamptz NOT NULL,
  member_read_id    bigint NOT NULL DEFAULT 0,
  operator_read_id  bigint NOT NULL DEFAULT 0,
  closed_at         timestamptz,
  closed_by         text
);
CREATE UNIQUE INDEX chat_conversations_one_open ON chat_conversations (member_id)
  WHERE status = 'OPEN';
CREATE INDEX chat_conversations_by_member ON chat_conversations (member_id, id);

CREATE TABLE chat_messages (
  id               bigserial PRIMARY KEY,
  conversation_id  integer NOT NULL REFERENCES chat_conversations (id),
  author           text NOT NULL CHECK (author IN ('member', 'operator')),
  -- The operator's name for operator messages (shown to other operators, never to the member).
  operator         text,
  body             text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at       timestamptz NOT NULL
);
CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, id);
-- The member's rate limit counts their own messages of the last minute.
CREATE INDEX chat_messages_member_recent ON chat_messages (created_at) WHERE author = 'member';

-- The chat page's tickets: GET /wps/chat/launch gives one in the chat URL (never the member's
-- session token); the page's calls and its event stream carry it. Kept as a hash, tied to the
-- session that asked for it (a logout ends it) and refused after expires_at.
CREATE TABLE chat_tickets (
  ticket_hash  bytea PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  session_id   bigint NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX chat_tickets_expiry ON chat_tickets (expires_at);

-- A brand may send its members to an external chat instead (its URL; null: the platform's chat).
ALTER TABLE brands ADD COLUMN external_chat_url text
  CHECK (external_chat_url IS NULL
         OR (external_chat_url ~ '^https://[^\s<>"]+$' AND length(external_chat_url) <= 500));

-- The seeded live-chat channel pointed at a placeholder; the front end now opens the chat
-- through GET /wps/chat/launch, and the channel's path names the platform's chat page.
UPDATE customer_service_channels SET path = '/m/liveChat'
  WHERE cs_type = 'LIVECHAT' AND path = 'https://chat.lobby.example/b2c';
