import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/0010_inbox.sql */
export const inboxMessages = pgTable('inbox_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  reference: text('reference'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
});
