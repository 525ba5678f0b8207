import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { betDayColumns, dayMoneyColumns } from './team-reports.js';

/**
 * Mirrors migrations/0031_team_rollups.sql: the closure of the agent tree (kept by triggers on
 * members), the per-agent roll-ups of closed days (written by the roll-up job) and the members'
 * active days per agent and month (kept by a trigger on member_daily_totals).
 */
export const memberAncestors = pgTable(
  'member_ancestors',
  {
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** 1 = direct member of the ancestor. */
    depth: smallint('depth').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ancestorId, table.depth, table.memberId] })],
);

export const teamRollupDays = pgTable('team_rollup_days', {
  day: date('day').primaryKey(),
  dirty: boolean('dirty').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
});

export const teamDailyTotals = pgTable(
  'team_daily_totals',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    day: date('day').notNull(),
    ...dayMoneyColumns(),
    members: integer('members').notNull(),
    /** Team members with settled bets that day (migration 0033). */
    bettors: integer('bettors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day] })],
);

export const teamBetDailyTotals = pgTable(
  'team_bet_daily_totals',
  { agentId: integer('agent_id').notNull(), ...betDayColumns() },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.category, table.status] })],
);

export const teamMemberActivity = pgTable(
  'team_member_activity',
  {
    agentId: integer('agent_id').notNull(),
    month: date('month').notNull(),
    memberId: integer('member_id').notNull(),
    depth: smallint('depth').notNull(),
    /** Bit d − 1: settled bets on day d of the month. */
    dayMask: integer('day_mask').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.month, table.memberId] })],
);

/**
 * Mirrors migrations/0032_team_today_rollups.sql: the live roll-up (team-live-rollup.ts) of the
 * open day's member days and of the wallets (and, migration 0033, of its bet days), over copies taken at each refresh, with the horizon
 * of stamps (team_change_seq) every copy is current to.
 */
export const teamLiveMarks = pgTable('team_live_marks', {
  part: text('part').$type<'member_days' | 'wallets' | 'bet_days'>().primaryKey(),
  day: date('day'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

export const teamTodayMembers = pgTable(
  'team_today_members',
  {
    memberId: integer('member_id').notNull(),
    day: date('day').notNull(),
    ...dayMoneyColumns(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

export const teamWalletCopies = pgTable('team_wallet_copies', {
  memberId: integer('member_id').primaryKey(),
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
});

export const teamTodayTotals = pgTable(
  'team_today_totals',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    day: date('day').notNull(),
    ...dayMoneyColumns(),
    /** Team members whose copied day has settled bets (migration 0033). */
    bettors: integer('bettors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day] })],
);

export const teamBalanceTotals = pgTable(
  'team_balance_totals',
  {
    agentId: integer('agent_id').notNull(),
    scope: text('scope').$type<'all' | 'direct'>().notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope] })],
);

/** Migration 0033: the live roll-up's third part, today's bet days (the team bets page). */
export const teamTodayBetCopies = pgTable(
  'team_today_bet_copies',
  { memberId: integer('member_id').notNull(), ...betDayColumns() },
  (table) => [primaryKey({ columns: [table.memberId, table.day, table.category, table.status] })],
);

export const teamTodayBetTotals = pgTable(
  'team_today_bet_totals',
  { agentId: integer('agent_id').notNull(), ...betDayColumns() },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.category, table.status] })],
);

/**
 * Mirrors migrations/0048_daily_tables_business_day.sql: the one row naming the zone the daily
 * tables are keyed by (the brand's business time zone once the start-up re-key has run).
 */
export const dailyTablesZone = pgTable('daily_tables_zone', {
  id: boolean('id').primaryKey().default(true),
  zone: text('zone').notNull(),
  rekeyedAt: timestamp('rekeyed_at', { withTimezone: true }).notNull(),
});
