import {
  bigserial,
  boolean,
  customType,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** 0, 1, 2 real accounts (1 and 2 agents); 4 trial; 40, 41, 42 special account kinds. */
export type MemberType = 0 | 1 | 2 | 4 | 40 | 41 | 42;

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  type: smallint('type').$type<MemberType>().notNull(),
  parentAgentId: integer('parent_agent_id').references((): AnyPgColumn => members.id),
  nickname: text('nickname'),
  clubLabel: text('club_label'),
  email: text('email'),
  mobile: text('mobile'),
  dialingCode: text('dialing_code'),
  isTrial: boolean('is_trial').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  invitationCode: text('invitation_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const loginAttempts = pgTable('login_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  ip: text('ip'),
  clientId: text('client_id'),
  /** PASSWORD (the password login and change) or SOCIAL (sign-in with a provider). */
  kind: text('kind').$type<'PASSWORD' | 'SOCIAL'>().notNull().default('PASSWORD'),
  succeeded: boolean('succeeded').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: bytea('answer_hash').notNull(),
  purpose: text('purpose').$type<'LOGIN' | 'REGISTER' | 'SMS'>().notNull(),
  clientId: text('client_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The answer sealed for the operator's test read (only with OPERATOR_KEY), else null. */
  operatorAnswer: bytea('operator_answer'),
});

export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: bytea('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  failedChecks: integer('failed_checks').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
