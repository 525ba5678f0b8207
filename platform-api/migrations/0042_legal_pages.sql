-- The public legal pages (issue 36 item 3): terms, privacy and responsible gaming, one row per
-- page and language, written by operators (PUT /ops/content/legal/{kind}) and read by anyone
-- (GET /wps/system/legal/{kind}). A language without a row is answered in English.
CREATE TABLE legal_pages (
  kind text NOT NULL CHECK (kind IN ('terms', 'privacy', 'responsible')),
  language text NOT NULL,
  title text NOT NULL,
  html text NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (kind, language)
);
