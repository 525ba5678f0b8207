-- Totals of the member records by UTC day, kept by triggers as postings and bets are written,
-- so a record's period totals and the profit-and-loss report read at most a few hundred rows
-- instead of every posting or bet of the period (100,000 postings: see scripts/bench-wallet.mjs).
-- A member account's postings are written while its wallet row is locked, so its daily row
-- adds no new waiting.

CREATE TABLE ledger_daily_totals (
  account_id  integer NOT NULL REFERENCES ledger_accounts (id) ON DELETE CASCADE,
  day         date NOT NULL,
  kind        text NOT NULL,
  total_minor bigint NOT NULL,
  postings    integer NOT NULL,
  PRIMARY KEY (account_id, day, kind)
);

-- Member accounts only: their postings carry balance_after, house postings do not.
CREATE FUNCTION ledger_postings_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance_after IS NOT NULL THEN
    INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
    VALUES (NEW.account_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.kind, NEW.amount_minor, 1)
    ON CONFLICT (account_id, day, kind) DO UPDATE
      SET total_minor = ledger_daily_totals.total_minor + EXCLUDED.total_minor,
          postings = ledger_daily_totals.postings + 1;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_postings_daily AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_daily();

INSERT INTO ledger_daily_totals (account_id, day, kind, total_minor, postings)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, kind, sum(amount_minor), count(*)
  FROM ledger_postings WHERE balance_after IS NOT NULL
 GROUP BY 1, 2, 3;

CREATE TABLE bet_daily_totals (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day          date NOT NULL,
  category     text NOT NULL,
  status       text NOT NULL,
  bets         integer NOT NULL,
  stake_minor  bigint NOT NULL,
  payout_minor bigint NOT NULL,
  PRIMARY KEY (member_id, day, category, status)
);

CREATE FUNCTION bet_daily_add(p_member integer, p_day date, p_game integer, p_status text,
                              p_bets integer, p_stake bigint, p_payout bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_category text;
BEGIN
  SELECT v.category INTO v_category FROM games g JOIN vendors v ON v.code = g.vendor_code
   WHERE g.id = p_game;
  INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
  VALUES (p_member, p_day, COALESCE(v_category, '?'), p_status, p_bets, p_stake, p_payout)
  ON CONFLICT (member_id, day, category, status) DO UPDATE
    SET bets = bet_daily_totals.bets + EXCLUDED.bets,
        stake_minor = bet_daily_totals.stake_minor + EXCLUDED.stake_minor,
        payout_minor = bet_daily_totals.payout_minor + EXCLUDED.payout_minor;
END;
$$;

CREATE FUNCTION bet_records_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM bet_daily_add(OLD.member_id, (OLD.placed_at AT TIME ZONE 'UTC')::date, OLD.game_id,
                          OLD.status, -1, -OLD.stake_minor, -OLD.payout_minor);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM bet_daily_add(NEW.member_id, (NEW.placed_at AT TIME ZONE 'UTC')::date, NEW.game_id,
                          NEW.status, 1, NEW.stake_minor, NEW.payout_minor);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER bet_records_daily AFTER INSERT OR UPDATE OR DELETE ON bet_records
  FOR EACH ROW EXECUTE FUNCTION bet_records_daily();

INSERT INTO bet_daily_totals (member_id, day, category, status, bets, stake_minor, payout_minor)
SELECT b.member_id, (b.placed_at AT TIME ZONE 'UTC')::date, v.category, b.status, count(*),
       sum(b.stake_minor), sum(b.payout_minor)
  FROM bet_records b JOIN games g ON g.id = b.game_id JOIN vendors v ON v.code = g.vendor_code
 GROUP BY 1, 2, 3, 4;
