import {
  bigint,
  bigserial,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './accounts.js';

// Mirrors migrations/0023_security_centre.sql: the security centre's login history and two-factor sign-in.

export type LoginMethod = 'PASSWORD' | 'SMS' | 'SOCIAL';
export type LoginResultKind =
  'SUCCESS' | 'WRONG_PASSWORD' | 'CAPTCHA' | 'LOCKED' | 'TWO_FACTOR_FAILED';

export const loginHistory = pgTable('login_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  method: text('method').$type<LoginMethod>().notNull(),
  result: text('result').$type<LoginResultKind>().notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const twoFactor = pgTable('two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secretBox: bytea('secret_box').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  codeHash: bytea('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const twoFactorChallenges = pgTable('two_factor_challenges', {
  tokenHash: bytea('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  method: text('method').$type<LoginMethod>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const twoFactorKey = pgTable('two_factor_key', {
  id: smallint('id').primaryKey(),
  key: bytea('key').notNull(),
});

// Mirrors migrations/0026 (security12): refused password logins for unknown usernames.
export const unknownLoginAttempts = pgTable('unknown_login_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  result: text('result').$type<'WRONG_PASSWORD' | 'CAPTCHA' | 'LOCKED'>().notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
