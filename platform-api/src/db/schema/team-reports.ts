import { bigint, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The money of a day (of a member, or summed over an agent's team) as the report tables hold it:
 * member_daily_totals and the roll-ups of migrations 0031 and 0032 (team-rollups.ts). A function,
 * so that each table gets builders of its own.
 */
export const dayMoneyColumns = () => ({
  depositsMinor: bigint('deposits_minor', { mode: 'number' }).notNull(),
  withdrawalsMinor: bigint('withdrawals_minor', { mode: 'number' }).notNull(),
  stakesMinor: bigint('stakes_minor', { mode: 'number' }).notNull(),
  payoutsMinor: bigint('payouts_minor', { mode: 'number' }).notNull(),
  bonusesMinor: bigint('bonuses_minor', { mode: 'number' }).notNull(),
  rebatesMinor: bigint('rebates_minor', { mode: 'number' }).notNull(),
  bets: integer('bets').notNull(),
});

/**
 * The columns of a bet day per category and status: the members' bet days (bet_daily_totals),
 * the closed days' per-agent sums (0031) and today's copies and sums of the live roll-up (0033).
 */
export const betDayColumns = () => ({
  day: date('day').notNull(),
  category: text('category').notNull(),
  status: text('status').notNull(),
  bets: integer('bets').notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
  payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull(),
});

/**
 * Mirrors migration 0026 (agent team reports): one row per member and business day (0048), kept by triggers
 * on ledger_daily_totals and bet_daily_totals (settled bets only).
 */
export const memberDailyTotals = pgTable('member_daily_totals', {
  memberId: integer('member_id').notNull(),
  day: date('day').notNull(),
  ...dayMoneyColumns(),
  /** team_change_seq at the row's last write (migration 0032: the live roll-up's deltas). */
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

/** A member's first paid deposit order (written by a trigger when the order turns PAID). */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: integer('member_id').primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
});
