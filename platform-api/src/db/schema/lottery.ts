import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LotteryThemeTokens } from '../../contract/lottery-theme.js';

/** Mirrors migrations/0038_lottery_platform.sql (issue 31, the real lottery). */
export type LotteryCadence = 'S45' | 'M1' | 'M3' | 'M5' | 'DAILY';

export const lotteryGames = pgTable('lottery_games', {
  gameId: integer('game_id').primaryKey(),
  family: text('family').notNull(),
  cadence: text('cadence').$type<LotteryCadence>().notNull(),
  drawMinute: smallint('draw_minute'),
  weekdays: smallint('weekdays').notNull().default(127),
  modes: smallint('modes').notNull().default(15),
  maxMultiple: integer('max_multiple').notNull().default(9999),
  maxOrderMinor: bigint('max_order_minor', { mode: 'number' }).notNull().default(10_000_000),
  maxWinMinor: bigint('max_win_minor', { mode: 'number' }).notNull().default(100_000_000),
  closeSeconds: integer('close_seconds').notNull(),
});

export type LotteryDrawState = 'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID';

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    gameId: integer('game_id').notNull(),
    numero: text('numero').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    result: text('result'),
    state: text('state').$type<LotteryDrawState>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.numero] })],
);

export const lotteryOrders = pgTable('lottery_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNumber: text('order_number').notNull(),
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  clientKey: text('client_key').notNull(),
  chase: boolean('chase').notNull(),
  winningStop: boolean('winning_stop').notNull(),
  numero: text('numero').notNull(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  rebateMinor: bigint('rebate_minor', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** TCG's sub-order states (lottery.md §3). */
export const SUBORDER_STATE = {
  NOT_DRAWN: 2,
  WON: 4,
  LOST: 5,
  CHASE_STOPPED: 6,
  CANCELLED: 8,
  VOID_REFUND: 12,
  SYSTEM_REFUND: 14,
  TIE: 16,
} as const;
export type SuborderState = (typeof SUBORDER_STATE)[keyof typeof SUBORDER_STATE];

export const lotterySuborders = pgTable('lottery_suborders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  memberId: integer('member_id').notNull(),
  gameId: integer('game_id').notNull(),
  numero: text('numero').notNull(),
  drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
  lineNo: smallint('line_no').notNull(),
  playId: integer('play_id').notNull(),
  balls: text('balls').notNull(),
  stakes: integer('stakes').notNull(),
  mode: smallint('mode').notNull(),
  series: integer('series').notNull(),
  multiple: integer('multiple').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
  state: smallint('state').$type<SuborderState>().notNull().default(2),
  winningNumber: text('winning_number'),
  reference: text('reference').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  /** Its order's time and chase flag, copied for the history's index (0050). */
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  chase: boolean('chase').notNull(),
  /** Entertainment: the brand's odds in force when placed, in cents (198 = 1.98); else null. */
  oddsCents: integer('odds_cents'),
});

/** The history's totals per (member, UTC day placed, game, chase, state), kept by triggers. */
export const lotteryMemberTotals = pgTable(
  'lottery_member_totals',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameId: integer('game_id').notNull(),
    chase: boolean('chase').notNull(),
    state: smallint('state').notNull(),
    suborders: bigint('suborders', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.gameId, t.chase, t.state] })],
);

/** A brand's fixed odds of an Entertainment play, in cents (198 = 1.98). */
export const lotteryBrandOdds = pgTable(
  'lottery_brand_odds',
  {
    brandId: integer('brand_id').notNull(),
    playId: integer('play_id').notNull(),
    oddsCents: integer('odds_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.playId] })],
);

export const lotterySeries = pgTable('lottery_series', {
  memberId: integer('member_id').primaryKey(),
  maxSeries: integer('max_series').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Mirrors migrations/0039_lottery_live_models.sql. */
export type LiveModelState = 'OFFLINE' | 'ACTIVE' | 'STREAMING';

export const lotteryLiveModels = pgTable('lottery_live_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  state: text('state').$type<LiveModelState>().notNull(),
  gameId: integer('game_id'),
  streamUrl: text('stream_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Mirrors migrations/0041_lottery_themes.sql: a merchant's skin of the lottery page. */
export const lotteryThemes = pgTable('lottery_themes', {
  merchantCode: text('merchant_code').primaryKey(),
  tokens: jsonb('tokens').$type<LotteryThemeTokens>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
