import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Mirrors migrations/0033_team_head_counts.sql: per-agent head counts kept by triggers that
 * follow the closure (member_ancestors), so the team reports read a few counters instead of
 * counting the team per request.
 */
export const teamSizes = pgTable(
  'team_sizes',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    /** Members of the team now (the agent itself not included). */
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope] })],
);

export const teamDailyHeads = pgTable(
  'team_daily_heads',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    /** UTC day. */
    day: date('day').notNull(),
    /** Team members registered that day. */
    registrations: integer('registrations').notNull(),
    /** Team members whose first paid deposit fell on that day. */
    firstDeposits: integer('first_deposits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day] })],
);
