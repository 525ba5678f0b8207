-- Issue 35 item 2: the brand's business time zone (an IANA name such as 'Asia/Manila'), the zone
-- of "today", "yesterday", "this week" and of every business day the platform answers for. The
-- operator sets it like the other brand settings (UPDATE brands SET business_time_zone = ...,
-- then restart); the server checks it at start-up (Intl) and refuses to start on an unknown zone.
ALTER TABLE brands ADD COLUMN business_time_zone text NOT NULL DEFAULT 'UTC';
