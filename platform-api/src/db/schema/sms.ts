import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per SMS code sent (or recorded undelivered): the hourly limits count these. */
export const smsSends = pgTable('sms_sends', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  recipient: text('recipient').notNull(),
  purpose: text('purpose').notNull(),
  clientId: text('client_id').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
