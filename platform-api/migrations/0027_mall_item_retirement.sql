-- Issue 14 follow-up (rewards14).

-- The operator's catalogue calls (/ops/mall/items): a retired item stays for its past orders but
-- members no longer see or redeem it, and it is no longer edited. Who retired it, when and why is
-- in ops_audit.
ALTER TABLE mall_items ADD COLUMN retired_at timestamptz;
