import { bigint, bigserial, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Kinds of ledger transactions (migrations/0014_double_entry_ledger.sql, 0018, wallet11). */
export type LedgerKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'WITHDRAWAL_PAID'
  | 'WITHDRAWAL_REJECTED'
  | 'BET'
  | 'PAYOUT'
  | 'BONUS'
  | 'REBATE'
  | 'ADJUSTMENT'
  | 'TRIAL_CREDIT'
  | 'RED_RAIN'
  | 'REFERRAL'
  | 'MALL_REDEEM'
  | 'SALARY'
  | 'DIVIDEND'
  | 'BET_REFUND'
  | 'DEPOSIT_HOLD'
  | 'DEPOSIT_REFUND';

export type LedgerAccountKind = 'MEMBER_MAIN' | 'MEMBER_HOLD' | 'HOUSE';

/** Mirrors migrations/0003_wallets.sql and 0014_double_entry_ledger.sql. */
export const wallets = pgTable('wallets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  currencyCode: text('currency_code').notNull(),
  /** Running balance of the wallet's main account. */
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Running balance of the wallet's withdrawal hold account. */
  holdMinor: bigint('hold_minor', { mode: 'number' }).notNull().default(0),
  /** team_change_seq at the last balance change (migration 0032: the live roll-up's deltas). */
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

/** The single-sided ledger before 0014: frozen, kept as the audit trail of the conversion. */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  walletId: integer('wallet_id').notNull(),
  kind: text('kind').$type<LedgerKind>().notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  reference: text('reference').notNull(),
  memo: text('memo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').$type<LedgerAccountKind>().notNull(),
  walletId: integer('wallet_id'),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull(),
  kind: text('kind').$type<LedgerKind>().notNull(),
  memo: text('memo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: integer('account_id').notNull(),
  kind: text('kind').$type<LedgerKind>().notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
