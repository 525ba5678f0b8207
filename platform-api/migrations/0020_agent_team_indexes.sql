-- Agent team reports (issue 13). The reports walk the downline over members.parent_agent_id
-- (indexed since 0002) and read the daily totals (0016); two lookups they make per member get
-- their own index:
-- the team PnL pages an agent's direct members by name, so one agent's page of a 10,000-member
-- level reads only that page;
CREATE INDEX members_parent_agent_name_idx ON members (parent_agent_id, lower(username), id);
-- "first deposits" asks each member's first DEPOSIT day, one index probe instead of reading
-- every day and kind of the member's totals.
CREATE INDEX ledger_daily_totals_kind_day_idx ON ledger_daily_totals (account_id, kind, day);
