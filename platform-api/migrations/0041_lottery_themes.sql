-- The merchant's skin of the lottery page (issue 32: the start-lottery screen passes "a css file
-- named after the merchant"): accent colours an operator sets per merchant code, light and dark,
-- served as GET /lgw/themes/{merchantCode}.css. A merchant without a row gets the site's colours.
CREATE TABLE lottery_themes (
  merchant_code text PRIMARY KEY,
  tokens jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL
);
