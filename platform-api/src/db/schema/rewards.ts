import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './accounts.js';

/** Mirrors migrations/0024_promotion_participation.sql. */
export type JoinModeValue = 'APPLY' | 'DEPOSIT' | 'SIGNUP';
export type RewardKindValue = 'FIXED' | 'PERCENT';
export type RecurrenceValue = 'NONE' | 'DAILY' | 'WEEKLY';
export type ParticipationStateValue =
  'APPLYING' | 'PROCESS' | 'JOINED' | 'ISSUED' | 'REJECTED' | 'CLAIMED' | 'CLOSED';

export const promotionRules = pgTable('promotion_rules', {
  promotionId: integer('promotion_id').primaryKey(),
  joinMode: text('join_mode').$type<JoinModeValue>().notNull(),
  rewardKind: text('reward_kind').$type<RewardKindValue>().notNull(),
  rewardFixedMinor: bigint('reward_fixed_minor', { mode: 'number' }),
  rewardPercentBp: integer('reward_percent_bp'),
  rewardCapMinor: bigint('reward_cap_minor', { mode: 'number' }),
  turnoverMultiple: integer('turnover_multiple').notNull().default(0),
  /** Refuses members with a paid deposit order already (migration 0036). */
  firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
  /** One participation per member and period: NONE (the whole rule), DAILY, WEEKLY. */
  recurrence: text('recurrence').$type<RecurrenceValue>().notNull().default('NONE'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const promotionParticipations = pgTable('promotion_participations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  promotionId: integer('promotion_id').notNull(),
  memberId: integer('member_id').notNull(),
  state: text('state').$type<ParticipationStateValue>().notNull(),
  comment: text('comment'),
  rejectReason: text('reject_reason'),
  bonusMinor: bigint('bonus_minor', { mode: 'number' }),
  depositOrderNo: text('deposit_order_no'),
  turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'number' }).notNull().default(0),
  decidedBy: text('decided_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** '' (NONE), or the business day / the week's Monday of a recurring rule (YYYY-MM-DD). */
  periodKey: text('period_key').notNull().default(''),
});

/** One row: the operator's stacking rule (migration 0036). */
export const promotionSettings = pgTable('promotion_settings', {
  id: boolean('id').primaryKey().default(true),
  bonusesPerDeposit: integer('bonuses_per_deposit').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const participationImages = pgTable('participation_images', {
  participationId: bigint('participation_id', { mode: 'number' }).notNull(),
  seq: smallint('seq').notNull(),
  mime: text('mime').$type<'image/png' | 'image/jpeg'>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
});
