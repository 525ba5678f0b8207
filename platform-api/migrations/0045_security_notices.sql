-- Security notices (issue 33 item 8): the platform tells a member in the inbox when two-step
-- verification is turned off, a payout account is added, the payment password changes, a new
-- device signs in or a withdrawal is requested. The kind and its values are kept so the inbox
-- shows the notice in the reader's language; title and content keep the English text (outbox).
ALTER TABLE inbox_messages ADD COLUMN notice_kind text;
ALTER TABLE inbox_messages ADD COLUMN notice_params jsonb;
