-- Account security: captchas bound to a client, login attempts per client, single-use
-- verification codes in the outbox, password reset tokens, and the brand's encryption switch.
ALTER TABLE captchas ADD COLUMN client_id text NOT NULL DEFAULT '';
ALTER TABLE captchas ALTER COLUMN client_id DROP DEFAULT;
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

ALTER TABLE login_attempts ADD COLUMN client_id text;
CREATE INDEX login_attempts_client_idx ON login_attempts (client_id, created_at);

ALTER TABLE outbox_messages ADD COLUMN used_at timestamptz;
ALTER TABLE outbox_messages ADD COLUMN failed_checks integer NOT NULL DEFAULT 0;
CREATE INDEX outbox_messages_purpose_idx ON outbox_messages (recipient, purpose, created_at);

CREATE TABLE password_resets (
  id         bigserial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_member_idx ON password_resets (member_id, created_at);

ALTER TABLE brands ADD COLUMN require_payload_encryption boolean NOT NULL DEFAULT false;
