import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** migrations/0011_social_identities.sql: which member a provider's account signs in as. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<'GOOGLE' | 'FACEBOOK'>().notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.provider, table.subject)],
);
