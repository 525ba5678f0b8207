import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Mirrors the red rain part of the rewards migration (red envelope rounds and grabs). */
export const redRainSettings = pgTable('red_rain_settings', {
  id: smallint('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  everyMinutes: integer('every_minutes').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
  minGrabMinor: bigint('min_grab_minor', { mode: 'number' }).notNull(),
  maxGrabMinor: bigint('max_grab_minor', { mode: 'number' }).notNull(),
});

export const redRainRounds = pgTable('red_rain_rounds', {
  id: serial('id').primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
  minGrabMinor: bigint('min_grab_minor', { mode: 'number' }).notNull(),
  maxGrabMinor: bigint('max_grab_minor', { mode: 'number' }).notNull(),
  paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  grabCount: integer('grab_count').notNull().default(0),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const redRainGrabs = pgTable('red_rain_grabs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  roundId: integer('round_id').notNull(),
  memberId: integer('member_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  grabbedAt: timestamp('grabbed_at', { withTimezone: true }).notNull(),
});

export const redRainTries = pgTable('red_rain_tries', {
  memberId: integer('member_id').primaryKey(),
  lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull(),
});
