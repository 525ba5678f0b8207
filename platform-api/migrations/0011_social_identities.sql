-- Server-only social sign-in secrets: { "facebookAppSecret"? }. Never published (the public
-- GET /wps/system/socialLogin reads brands.social_login only).
ALTER TABLE brands ADD COLUMN social_login_secrets jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Which member a provider's account signs in as: one member per (provider, subject).
CREATE TABLE social_identities (
  id         serial PRIMARY KEY,
  provider   text NOT NULL CHECK (provider IN ('GOOGLE', 'FACEBOOK')),
  subject    text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX social_identities_member_idx ON social_identities (member_id);
