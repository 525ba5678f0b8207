import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, members } from './accounts.js';

/** Mirrors migrations/0044_member_icons.sql: a member's picture, as the server re-encoded it. */
export const memberIcons = pgTable('member_icons', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  png: bytea('png').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
