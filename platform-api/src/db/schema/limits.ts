import { bigserial, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0012_session_hardening.sql: events of the windowed limits. */
export const rateLimitEvents = pgTable('rate_limit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The payload encryption key pair every instance shares (one row). */
export const payloadKeys = pgTable('payload_keys', {
  id: smallint('id').primaryKey(),
  publicSpki: text('public_spki').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
