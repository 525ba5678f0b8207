import { bigint, boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors the friend referral part of the rewards migration. */
export const referralSettings = pgTable('referral_settings', {
  id: smallint('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull(),
  minDepositMinor: bigint('min_deposit_minor', { mode: 'number' }).notNull().default(0),
});

export const referrals = pgTable('referrals', {
  friendId: integer('friend_id').primaryKey(),
  inviterId: integer('inviter_id').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  firstDepositOrder: text('first_deposit_order'),
  firstDepositMinor: bigint('first_deposit_minor', { mode: 'number' }),
  rewardMinor: bigint('reward_minor', { mode: 'number' }),
  rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
});
