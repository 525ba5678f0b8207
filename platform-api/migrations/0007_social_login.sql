-- Social sign-in providers the brand has configured (public ids only): { "facebookAppId"?, "googleClientId"? }.
-- Empty means no social buttons; the front end also needs FACEBOOKLOGIN3 / GOOGLELOGIN3 on.
ALTER TABLE brands ADD COLUMN social_login jsonb NOT NULL DEFAULT '{}'::jsonb;
