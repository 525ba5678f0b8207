-- Issue 33: an account number another member holds too is flagged (not silently accepted):
-- on both members' rows, for the member's list and the operators' withdrawal review.
ALTER TABLE payout_accounts ADD COLUMN shared_with_another boolean NOT NULL DEFAULT false;
CREATE INDEX payout_accounts_number_idx ON payout_accounts (kind, account_no);
