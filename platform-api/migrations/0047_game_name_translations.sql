-- Game names in the reader's language (issue 36 item 8): the catalogue rows keep their English
-- (name_en) and Chinese (name_zh) names; a row here gives a game its name in one of the app's
-- languages (upper-case codes, as the other translation tables). Readers take the row for their
-- language, else name_zh for CN and TW, else name_en (features/games/display-name.ts).
CREATE TABLE game_name_translations (
  game_id  integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('CN', 'EN', 'FIL', 'ID', 'JA', 'KO', 'TH', 'TW', 'VI')),
  name     text NOT NULL CHECK (length(name) > 0),
  PRIMARY KEY (game_id, language)
);
