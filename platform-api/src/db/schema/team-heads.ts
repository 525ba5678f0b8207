import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Mirrors migrations/0033_team_heads_and_today_bets.sql: per-agent head counts kept by triggers
 * that follow the closure (member_ancestors), so the team reports read a few counters instead of
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
    /** Business day (migration 0048). */
    day: date('day').notNull(),
    /** Team members registered that day. */
    registrations: integer('registrations').notNull(),
    /** Team members whose first paid deposit fell on that day. */
    firstDeposits: integer('first_deposits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day] })],
);

/**
 * Mirrors migrations/0034_team_month_first_days.sql: per agent, scope and month, how many team
 * members' first day with settled bets in that month is each day, kept by a trigger on
 * team_member_activity; the active bettors of a period from a month's 1st to day D add up days
 * 1..D.
 */
export const teamMonthFirstDays = pgTable(
  'team_month_first_days',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    /** Day of the month (1..31). */
    day: smallint('day').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.month, table.day] })],
);

/**
 * Mirrors migrations/0035_team_last_active_days.sql: per agent, scope and business day, how many team
 * members' last day with settled bets is that day, kept by statement triggers on
 * team_member_activity; the active bettors of a period from day A on add up days A.. when no
 * team member was active after the period.
 */
export const teamLastActiveDays = pgTable(
  'team_last_active_days',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    /** Business day (migration 0048). */
    day: date('day').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day] })],
);
