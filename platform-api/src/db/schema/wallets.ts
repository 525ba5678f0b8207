import { bigint, bigserial, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type LedgerKind =
  'DEPOSIT' | 'WITHDRAWAL' | 'BET' | 'PAYOUT' | 'BONUS' | 'ADJUSTMENT' | 'TRIAL_CREDIT';

export const wallets = pgTable('wallets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  currencyCode: text('currency_code').notNull(),
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
