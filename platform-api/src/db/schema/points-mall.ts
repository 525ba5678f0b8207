import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Mirrors the points mall part of the rewards migration. */
export const pointsSettings = pgTable('points_settings', {
  id: smallint('id').primaryKey().default(1),
  stakeMinorPerPoint: bigint('stake_minor_per_point', { mode: 'number' }).notNull(),
});

export const pointsAccounts = pgTable('points_accounts', {
  memberId: integer('member_id').primaryKey(),
  balance: integer('balance').notNull().default(0),
  countedStakeMinor: bigint('counted_stake_minor', { mode: 'number' }).notNull().default(0),
  stakeRemainderMinor: bigint('stake_remainder_minor', { mode: 'number' }).notNull().default(0),
});

export type PointsEntryKind = 'EARN' | 'REDEEM' | 'REFUND' | 'ADJUST';

export const pointsEntries = pgTable('points_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  kind: text('kind').$type<PointsEntryKind>().notNull(),
  points: integer('points').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  reference: text('reference').notNull(),
  memo: text('memo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type MallItemKind = 'BONUS' | 'PHYSICAL';

export const mallItems = pgTable('mall_items', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<MallItemKind>().notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
  pointsCost: integer('points_cost').notNull(),
  bonusMinor: bigint('bonus_minor', { mode: 'number' }),
  stock: integer('stock').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
  /** Retired by an operator (/ops/mall/items): kept for past orders, hidden from members. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export type MallOrderStatus = 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';

export const mallOrders = pgTable('mall_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull(),
  memberId: integer('member_id').notNull(),
  itemId: integer('item_id').notNull(),
  points: integer('points').notNull(),
  status: text('status').$type<MallOrderStatus>().notNull(),
  recipient: text('recipient'),
  phone: text('phone'),
  address: text('address'),
  requestId: text('request_id'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
