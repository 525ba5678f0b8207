import {
  bigint,
  bigserial,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './accounts.js';

/** Mirrors migrations/0008_game_play.sql and 0012_session_hardening.sql. */
export const gameTickets = pgTable('game_tickets', {
  tokenHash: bytea('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  /** The member session that launched the game: the ticket dies with it. */
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  gameId: integer('game_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type PlayKind = 'SLOT' | 'LOTTERY';

export const playSessions = pgTable('play_sessions', {
  tokenHash: bytea('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  /** The member session it came from: the play token ends with it. */
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<PlayKind>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const lotterySecret = pgTable('lottery_secret', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
});

export const lotteryBets = pgTable('lottery_bets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
  pick: text('pick').notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
  payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
  result: smallint('result'),
  status: text('status').$type<'OPEN' | 'SETTLED' | 'CANCELLED'>().notNull(),
  reference: text('reference').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
