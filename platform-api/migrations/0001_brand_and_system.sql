-- Brands, merchants (real and trial), operator-switched system flags, countries.
CREATE TABLE brands (
  id              serial PRIMARY KEY,
  code            text NOT NULL UNIQUE,
  name            text NOT NULL,
  merchant_code   text NOT NULL UNIQUE,
  currency_code   text NOT NULL,
  currency_symbol text NOT NULL,
  main_domain     text NOT NULL,
  whitelabel      jsonb NOT NULL,
  mobile_template jsonb NOT NULL,
  paths           jsonb NOT NULL,
  register        jsonb NOT NULL,
  domain_route    jsonb NOT NULL,
  image_cdns      jsonb NOT NULL,
  app_window_promotion boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchants (
  code            text PRIMARY KEY,
  brand_id        integer NOT NULL REFERENCES brands (id),
  kind            text NOT NULL CHECK (kind IN ('REAL', 'TRIAL')),
  trial_opening_balance_minor bigint NOT NULL DEFAULT 0 CHECK (trial_opening_balance_minor >= 0),
  trial_username_prefix text,
  trial_session_hours integer CHECK (trial_session_hours > 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE system_flags (
  id                 smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  maintenance        boolean NOT NULL DEFAULT false,
  region_restriction boolean NOT NULL DEFAULT false,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO system_flags (id) VALUES (1);

CREATE TABLE countries (
  code         text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name         text NOT NULL,
  dialing_code text NOT NULL CHECK (dialing_code ~ '^[0-9]{1,4}$'),
  sort_order   integer NOT NULL DEFAULT 0
);
