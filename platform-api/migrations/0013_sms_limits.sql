-- SMS pumping limits (issue 17): every code sent (or recorded without delivery) is one row,
-- counted per number, per client id, per IP address and per brand over the last hour. Rows in
-- the database, not process memory, so every API instance on one PostgreSQL shares the counts.
CREATE TABLE sms_sends (
  id         bigserial PRIMARY KEY,
  brand_id   integer NOT NULL,
  recipient  text NOT NULL,
  purpose    text NOT NULL,
  client_id  text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_sends_recipient_idx ON sms_sends (recipient, purpose, created_at);
CREATE INDEX sms_sends_client_idx ON sms_sends (client_id, created_at);
CREATE INDEX sms_sends_ip_idx ON sms_sends (ip, created_at);
CREATE INDEX sms_sends_brand_idx ON sms_sends (brand_id, created_at);
CREATE INDEX sms_sends_created_idx ON sms_sends (created_at);

-- Per-brand hourly limits; NULL takes the server's configured default (SMS_* variables).
ALTER TABLE brands ADD COLUMN sms_per_client_hour integer CHECK (sms_per_client_hour > 0);
ALTER TABLE brands ADD COLUMN sms_per_ip_hour integer CHECK (sms_per_ip_hour > 0);
ALTER TABLE brands ADD COLUMN sms_brand_per_hour integer CHECK (sms_brand_per_hour > 0);
