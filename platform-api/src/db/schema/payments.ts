import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { betDayColumns } from './team-reports.js';

/** Mirrors migrations/0015_wallet_payments.sql. */
export const paymentProviders = pgTable('payment_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<'GATEWAY' | 'MANUAL'>().notNull(),
  secret: text('secret').notNull(),
});

export const depositChannels = pgTable('deposit_channels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<'BANK_TRANSFER' | 'EWALLET' | 'QR'>().notNull(),
  providerCode: text('provider_code').notNull(),
  minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
  feeBp: integer('fee_bp').notNull().default(0),
  feeFixedMinor: bigint('fee_fixed_minor', { mode: 'number' }).notNull().default(0),
  presetsMinor: bigint('presets_minor', { mode: 'number' }).array().notNull().default([]),
  note: text('note').notNull().default(''),
  expiresMinutes: integer('expires_minutes').notNull(),
  bankName: text('bank_name'),
  bankAccountName: text('bank_account_name'),
  bankAccountNo: text('bank_account_no'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export type DepositStatusValue = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'HELD' | 'REFUNDED';
export type DepositHoldReason = 'EXCLUDED' | 'DEPOSIT_LIMIT';

export const depositOrders = pgTable('deposit_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull(),
  memberId: integer('member_id').notNull(),
  walletId: integer('wallet_id').notNull(),
  channelCode: text('channel_code').notNull(),
  providerCode: text('provider_code').notNull(),
  providerRef: text('provider_ref'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
  creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
  status: text('status').$type<DepositStatusValue>().notNull(),
  requestId: text('request_id'),
  failReason: text('fail_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  paidLate: boolean('paid_late').notNull().default(false),
  holdReason: text('hold_reason').$type<DepositHoldReason>(),
});

export const paymentNotifications = pgTable('payment_notifications', {
  providerCode: text('provider_code').notNull(),
  eventId: text('event_id').notNull(),
  orderNo: text('order_no').notNull(),
  status: text('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const payoutAccounts = pgTable('payout_accounts', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  kind: text('kind').$type<'BANK' | 'EWALLET'>().notNull(),
  provider: text('provider').notNull(),
  accountNo: text('account_no').notNull(),
  payeeName: text('payee_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Removed by the member (security centre); kept for the withdrawals paid to it. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /** Another member holds the same number too (migration 0037): shown, and audited. */
  sharedWithAnother: boolean('shared_with_another').notNull().default(false),
});

export const withdrawSettings = pgTable('withdraw_settings', {
  id: smallint('id').primaryKey().default(1),
  minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
  feeBp: integer('fee_bp').notNull(),
  feeFixedMinor: bigint('fee_fixed_minor', { mode: 'number' }).notNull(),
  dailyCount: integer('daily_count').notNull(),
  maxPayoutAccounts: integer('max_payout_accounts').notNull(),
});

export type WithdrawalStatusValue = 'PENDING' | 'PAID' | 'REJECTED';

export const withdrawals = pgTable('withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  withdrawalNo: text('withdrawal_no').notNull(),
  memberId: integer('member_id').notNull(),
  walletId: integer('wallet_id').notNull(),
  payoutAccountId: integer('payout_account_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
  status: text('status').$type<WithdrawalStatusValue>().notNull(),
  requestId: text('request_id'),
  rejectReason: text('reject_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const opsAudit = pgTable('ops_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  reason: text('reason'),
  detail: jsonb('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Mirrors migrations/0016_wallet_daily_totals.sql (kept by triggers). */
export const ledgerDailyTotals = pgTable('ledger_daily_totals', {
  accountId: integer('account_id').notNull(),
  day: date('day').notNull(),
  kind: text('kind').notNull(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  postings: integer('postings').notNull(),
});

export const betDailyTotals = pgTable('bet_daily_totals', {
  memberId: integer('member_id').notNull(),
  ...betDayColumns(),
  /** team_change_seq at the row's last write (migration 0033: the live roll-up's deltas). */
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});
