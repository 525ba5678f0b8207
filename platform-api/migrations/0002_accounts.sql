-- Members and everything the account flows need: sessions, login attempts, captchas, outbox.
CREATE TABLE members (
  id              serial PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  username        text NOT NULL,
  password_hash   text NOT NULL,
  type            smallint NOT NULL CHECK (type IN (0, 1, 2, 4, 40, 41, 42)),
  parent_agent_id integer REFERENCES members (id),
  nickname        text,
  club_label      text,
  email           text,
  mobile          text,
  dialing_code    text,
  is_trial        boolean NOT NULL DEFAULT false,
  disabled        boolean NOT NULL DEFAULT false,
  invitation_code text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_login_at   timestamptz
);
CREATE UNIQUE INDEX members_username_lower_idx ON members (lower(username));
CREATE INDEX members_parent_agent_idx ON members (parent_agent_id);
CREATE UNIQUE INDEX members_mobile_idx ON members (dialing_code, mobile) WHERE mobile IS NOT NULL;

CREATE TABLE sessions (
  id                  bigserial PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash          bytea NOT NULL UNIQUE,
  created_at          timestamptz NOT NULL,
  last_seen_at        timestamptz NOT NULL,
  idle_expires_at     timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  ip                  text,
  user_agent          text
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

CREATE TABLE login_attempts (
  id         bigserial PRIMARY KEY,
  username   text NOT NULL,
  ip         text,
  succeeded  boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_username_idx ON login_attempts (lower(username), created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE captchas (
  id          uuid PRIMARY KEY,
  answer_hash bytea NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('LOGIN', 'REGISTER', 'SMS')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE outbox_messages (
  id         bigserial PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient  text NOT NULL,
  subject    text,
  body       text NOT NULL,
  purpose    text NOT NULL,
  code_hash  bytea,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, created_at);
