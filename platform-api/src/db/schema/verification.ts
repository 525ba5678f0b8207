import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './accounts.js';

/** migrations/0009_firebase_phone.sql: Firebase ID tokens already taken as proof of a number. */
export const firebaseTokenUses = pgTable('firebase_token_uses', {
  tokenHash: bytea('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
