import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0022_responsible_gaming.sql: responsible gaming (issue 12). */
export type RgLimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER';
export type RgPeriod = 'DAY' | 'WEEK' | 'MONTH';
export type RgExclusionKind = 'TIMEOUT' | 'SELF_EXCLUSION';

export const rgSettings = pgTable('rg_settings', {
  memberId: integer('member_id').primaryKey(),
  sessionLimitMinutes: integer('session_limit_minutes'),
  realityCheckMinutes: integer('reality_check_minutes'),
  exclusionKind: text('exclusion_kind').$type<RgExclusionKind>(),
  excludedFrom: timestamp('excluded_from', { withTimezone: true }),
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  // Less protective session choices in their 24-hour cooling-off (migration 0026, security12).
  pendingSessionLimitMinutes: integer('pending_session_limit_minutes'),
  pendingSessionLimitSince: timestamp('pending_session_limit_since', { withTimezone: true }),
  pendingRealityCheckMinutes: integer('pending_reality_check_minutes'),
  pendingRealityCheckSince: timestamp('pending_reality_check_since', { withTimezone: true }),
});

export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<RgLimitKind>().notNull(),
    period: text('period').$type<RgPeriod>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'number' }),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind, table.period] })],
);

export const rgSessions = pgTable('rg_sessions', {
  sessionId: bigint('session_id', { mode: 'number' }).primaryKey(),
  timeLimitAt: timestamp('time_limit_at', { withTimezone: true }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
});
