-- Promotion rules, members' participations and bonus turnover (issue 14, the promotion half).
--
-- A rule is stored with its promotion (one row per promotion; a promotion without a rule is
-- read-only content). The participation period is the rule's own (timestamps), so a promotion
-- can be on show as "coming soon" before members may take part.
CREATE TABLE promotion_rules (
  promotion_id       integer PRIMARY KEY REFERENCES promotions (id) ON DELETE CASCADE,
  -- APPLY: the member applies (comment, images) and an operator decides;
  -- DEPOSIT: the member joins, the next paid deposit in the period issues the bonus;
  -- SIGNUP: a member registered in the period gets the bonus issued at registration.
  join_mode          text NOT NULL CHECK (join_mode IN ('APPLY', 'DEPOSIT', 'SIGNUP')),
  reward_kind        text NOT NULL CHECK (reward_kind IN ('FIXED', 'PERCENT')),
  -- FIXED: the bonus; PERCENT: basis points of the deposit, at most reward_cap_minor.
  reward_fixed_minor bigint CHECK (reward_fixed_minor > 0),
  reward_percent_bp  integer CHECK (reward_percent_bp > 0 AND reward_percent_bp <= 100000),
  reward_cap_minor   bigint CHECK (reward_cap_minor > 0),
  -- Stakes needed before a withdrawal = bonus × turnover_multiple (0: none).
  turnover_multiple  integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 100),
  starts_at          timestamptz NOT NULL,
  ends_at            timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK ((reward_kind = 'FIXED' AND reward_fixed_minor IS NOT NULL)
      OR (reward_kind = 'PERCENT' AND reward_percent_bp IS NOT NULL AND reward_cap_minor IS NOT NULL
          AND join_mode = 'DEPOSIT'))
);

-- One participation per member and promotion; its state follows API.md "Promotions".
CREATE TABLE promotion_participations (
  id                      bigserial PRIMARY KEY,
  promotion_id            integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  member_id               integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  state                   text NOT NULL CHECK (state IN
                            ('APPLYING', 'PROCESS', 'JOINED', 'ISSUED', 'REJECTED', 'CLAIMED', 'CLOSED')),
  comment                 text CHECK (char_length(comment) <= 140),
  reject_reason           text,
  -- The bonus once issued (fixed, or the percentage of deposit_order_no's amount, capped).
  bonus_minor             bigint CHECK (bonus_minor > 0),
  deposit_order_no        text,
  -- Set at the claim: bonus × the rule's multiple, counted from claimed_at.
  turnover_required_minor bigint NOT NULL DEFAULT 0 CHECK (turnover_required_minor >= 0),
  decided_by              text,
  created_at              timestamptz NOT NULL,
  updated_at              timestamptz NOT NULL,
  issued_at               timestamptz,
  claimed_at              timestamptz,
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_participations_member_idx ON promotion_participations (member_id, id);
CREATE INDEX promotion_participations_state_idx ON promotion_participations (state, id);

-- An application's images (PNG or JPEG by their bytes, at most 5 MB each, at most 3).
CREATE TABLE participation_images (
  participation_id bigint NOT NULL REFERENCES promotion_participations (id) ON DELETE CASCADE,
  seq              smallint NOT NULL CHECK (seq BETWEEN 1 AND 3),
  mime             text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size_bytes       integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
  data             bytea NOT NULL,
  PRIMARY KEY (participation_id, seq)
);

-- Turnover counts a member's stakes settled since a claim.
CREATE INDEX bet_records_member_settled_idx ON bet_records (member_id, settled_at)
  WHERE status = 'SETTLED';
