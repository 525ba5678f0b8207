-- Firebase phone verification the brand has configured (public web config only):
-- { "apiKey", "authDomain", "projectId", "appId" }. Empty means off: SMS codes come from the platform.
ALTER TABLE brands ADD COLUMN firebase_phone jsonb NOT NULL DEFAULT '{}'::jsonb;
