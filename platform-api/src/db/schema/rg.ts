import {
  bigint,
  bigserial,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './accounts.js';

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

/** Mirrors migrations/0043_exclusion_payout.sql: payout tickets of refused excluded logins. */
export const rgExclusionTickets = pgTable('rg_exclusion_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  withdrawalNo: text('withdrawal_no'),
  accountId: integer('account_id'),
});

/** Browsers of refused excluded logins, where free play waits until the exclusion ends. */
export const rgExcludedDevices = pgTable('rg_excluded_devices', {
  clientId: text('client_id').primaryKey(),
  memberId: integer('member_id').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
