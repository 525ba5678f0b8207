import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { GameClassify, VendorCategory } from '../../contract/games.js';

export {
  GAME_CLASSIFY_CODES,
  VENDOR_CATEGORIES,
  type GameClassify,
  type VendorCategory,
} from '../../contract/games.js';
export type VendorKind = 'ESPORTS' | 'COCKFIGHT' | 'BINGO';

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  accountTypeName: text('account_type_name').notNull(),
  category: text('category').$type<VendorCategory>().notNull(),
  kind: text('kind').$type<VendorKind>(),
  sortOrder: integer('sort_order').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  vendorCode: text('vendor_code').notNull(),
  gameCode: text('game_code').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  classify: text('classify').$type<GameClassify>(),
  minBetMinor: integer('min_bet_minor').notNull(),
  lines: integer('lines'),
  playType: text('play_type').$type<'trad' | 'ent'>().notNull(),
  roomId: text('room_id'),
  isH5: boolean('is_h5').notNull().default(true),
  supportPlay: boolean('support_play').notNull().default(true),
  hotRank: integer('hot_rank'),
  sortOrder: integer('sort_order').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const favourites = pgTable('favourites', {
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recentGames = pgTable('recent_games', {
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
});

export const betRecords = pgTable('bet_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  reference: text('reference').notNull(),
  stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
  payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
  status: text('status').$type<'OPEN' | 'SETTLED' | 'CANCELLED'>().notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
