-- Localized content (issue 16): announcements, promotions and their categories in the member's
-- language where the operator wrote one, else the base row (English). One row per item and
-- language code (the app's codes: EN, CN, ID, ...; upper case); the base rows stay English and
-- keep their ids, so read marks and links do not depend on the language.
CREATE TABLE announcement_translations (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  language        text NOT NULL CHECK (language = upper(language)),
  title           text NOT NULL,
  content         text NOT NULL,
  PRIMARY KEY (announcement_id, language)
);

CREATE TABLE promotion_translations (
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  language     text NOT NULL CHECK (language = upper(language)),
  title        text NOT NULL,
  content      text NOT NULL,
  PRIMARY KEY (promotion_id, language)
);

CREATE TABLE promotion_category_translations (
  category_id integer NOT NULL REFERENCES promotion_categories (id) ON DELETE CASCADE,
  language    text NOT NULL CHECK (language = upper(language)),
  name        text NOT NULL,
  PRIMARY KEY (category_id, language)
);

-- The app description of the download bar (mobile template app_desc) per language; the
-- brand's own mobile_template keeps the English one.
CREATE TABLE brand_text_translations (
  brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  key      text NOT NULL CHECK (key IN ('app_desc')),
  language text NOT NULL CHECK (language = upper(language)),
  value    text NOT NULL,
  PRIMARY KEY (brand_id, key, language)
);
