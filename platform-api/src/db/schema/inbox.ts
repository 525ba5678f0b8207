import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/0010_inbox.sql, 0045_security_notices.sql */
export const inboxMessages = pgTable('inbox_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  reference: text('reference'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
  /** A security notice's kind (features/inbox/security-notices.ts); null for other messages. */
  noticeKind: text('notice_kind'),
  noticeParams: jsonb('notice_params').$type<Record<string, string>>(),
});
