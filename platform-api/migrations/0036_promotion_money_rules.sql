-- Issue 33: money rules of promotions.
-- A first-deposit promotion refuses members who already have a paid deposit order.
ALTER TABLE promotion_rules ADD COLUMN first_deposit_only boolean NOT NULL DEFAULT false;
-- A recurring promotion takes one participation per member and UTC day (DAILY) or ISO week
-- (WEEKLY, from Monday); NONE keeps one per member for the promotion's whole period.
ALTER TABLE promotion_rules ADD COLUMN recurrence text NOT NULL DEFAULT 'NONE'
  CHECK (recurrence IN ('NONE', 'DAILY', 'WEEKLY'));

-- The period a participation belongs to: '' (NONE), the UTC day or the week's Monday
-- (YYYY-MM-DD), so a recurring promotion keeps one participation per member and period.
ALTER TABLE promotion_participations ADD COLUMN period_key text NOT NULL DEFAULT '';
ALTER TABLE promotion_participations DROP CONSTRAINT promotion_participations_promotion_id_member_id_key;
ALTER TABLE promotion_participations
  ADD CONSTRAINT promotion_participations_one_per_period UNIQUE (promotion_id, member_id, period_key);

-- The operator's stacking rule: how many promotion bonuses one deposit may issue.
CREATE TABLE promotion_settings (
  id                   boolean PRIMARY KEY DEFAULT true CHECK (id),
  bonuses_per_deposit  integer NOT NULL DEFAULT 1 CHECK (bonuses_per_deposit BETWEEN 1 AND 10),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
INSERT INTO promotion_settings (id) VALUES (true);
