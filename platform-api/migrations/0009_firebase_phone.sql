-- Firebase phone verification the brand has configured (public web config only):
-- { "apiKey", "authDomain", "projectId", "appId" }. Empty means off: SMS codes come from the platform.
ALTER TABLE brands ADD COLUMN firebase_phone jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Firebase ID tokens already taken as proof of a number: each is accepted once.
CREATE TABLE firebase_token_uses (
  token_hash bytea PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
