import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  depositOrders,
  members,
  payoutAccounts,
  withdrawals,
  type DepositStatusValue,
} from '../db/schema/index.js';
import { ensureWallet, postTransaction, type Posting } from '../features/wallet/ledger.js';
import { BRAND } from './brand.js';

const DAY_MS = 86_400_000;

/**
 * The demo member's deposit orders: channel, amount and fee (minor units), state, days ago. The
 * paid ones (1,500.00) and the paid withdrawal (1,500.00) cancel out: the demo wallet keeps the
 * documented 8,888.00.
 */
const DEPOSITS: Array<{
  no: string;
  channel: 'EWALLET' | 'QR' | 'BANK';
  provider: 'SANDBOX' | 'BANK';
  amountMinor: number;
  feeMinor: number;
  status: DepositStatusValue;
  daysAgo: number;
  failReason?: string;
}> = [
  {
    no: 'DSEEDDEMO01',
    channel: 'BANK',
    provider: 'BANK',
    amountMinor: 100_000,
    feeMinor: 0,
    status: 'PAID',
    daysAgo: 21,
  },
  {
    no: 'DSEEDDEMO02',
    channel: 'EWALLET',
    provider: 'SANDBOX',
    amountMinor: 50_000,
    feeMinor: 0,
    status: 'PAID',
    daysAgo: 14,
  },
  {
    no: 'DSEEDDEMO03',
    channel: 'QR',
    provider: 'SANDBOX',
    amountMinor: 20_000,
    feeMinor: 200,
    status: 'FAILED',
    daysAgo: 9,
    failReason: 'Declined by the payer',
  },
  {
    no: 'DSEEDDEMO04',
    channel: 'EWALLET',
    provider: 'SANDBOX',
    amountMinor: 30_000,
    feeMinor: 0,
    status: 'EXPIRED',
    daysAgo: 6,
  },
];

const PAYOUT_ACCOUNT_NO = '52100000437788';

/**
 * A wallet history for the demo member, so the deposit, withdrawal and transaction records are
 * not empty: paid, failed and expired deposit orders, one paid and one rejected withdrawal, all
 * money through the ledger under the same references the live flows use (`deposit:<no>`,
 * `withdraw:<no>`…), so a re-run posts nothing twice. The payout account the withdrawals went to
 * is one the member has since removed: the withdraw screen still starts with "add an account"
 * (its first-time flow), and no payment password is seeded.
 */
export async function seedDemoWallet(executor: Executor, now: Date): Promise<void> {
  const [demo] = await executor
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, 'demo'));
  if (!demo) return;
  const wallet = await ensureWallet(executor, demo.id, BRAND.currencyCode);
  const at = (days: number, minutes = 0) =>
    new Date(now.getTime() - days * DAY_MS + minutes * 60_000);

  for (const deposit of DEPOSITS) {
    const createdAt = at(deposit.daysAgo);
    const finishedAt =
      deposit.status === 'EXPIRED' ? at(deposit.daysAgo, 15) : at(deposit.daysAgo, 2);
    const [order] = await executor
      .insert(depositOrders)
      .values({
        orderNo: deposit.no,
        memberId: demo.id,
        walletId: wallet.id,
        channelCode: deposit.channel,
        providerCode: deposit.provider,
        providerRef: deposit.provider === 'SANDBOX' ? `SBXSEED${deposit.no.slice(-6)}` : null,
        amountMinor: deposit.amountMinor,
        feeMinor: deposit.feeMinor,
        creditMinor: deposit.amountMinor - deposit.feeMinor,
        status: deposit.status,
        failReason: deposit.failReason ?? null,
        createdAt,
        expiresAt: at(deposit.daysAgo, deposit.channel === 'BANK' ? 1440 : 15),
        finishedAt,
      })
      .onConflictDoNothing()
      .returning({ id: depositOrders.id });
    if (!order || deposit.status !== 'PAID') continue;
    const postings: Posting[] = [
      {
        account: { walletId: wallet.id, side: 'main' },
        amountMinor: deposit.amountMinor - deposit.feeMinor,
      },
      { account: { house: `cash:${deposit.provider}` }, amountMinor: -deposit.amountMinor },
    ];
    if (deposit.feeMinor > 0)
      postings.push({ account: { house: 'fees' }, amountMinor: deposit.feeMinor });
    await postTransaction(executor, {
      kind: 'DEPOSIT',
      reference: `deposit:${deposit.no}`,
      memo: `${deposit.channel} ${deposit.no}`,
      postings,
      at: finishedAt,
    });
  }

  await executor
    .insert(payoutAccounts)
    .values({
      memberId: demo.id,
      kind: 'BANK',
      provider: 'Metro Savings Bank',
      accountNo: PAYOUT_ACCOUNT_NO,
      payeeName: 'Demo Player',
      createdAt: at(30),
      removedAt: at(1),
    })
    .onConflictDoNothing();
  const [account] = await executor
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(
      and(eq(payoutAccounts.memberId, demo.id), eq(payoutAccounts.accountNo, PAYOUT_ACCOUNT_NO)),
    );
  const hold = { walletId: wallet.id, side: 'hold' as const };
  const main = { walletId: wallet.id, side: 'main' as const };
  for (const withdrawal of [
    { no: 'WSEEDDEMO01', amountMinor: 150_000, status: 'PAID' as const, daysAgo: 8 },
    { no: 'WSEEDDEMO02', amountMinor: 15_000, status: 'REJECTED' as const, daysAgo: 2 },
  ]) {
    const createdAt = at(withdrawal.daysAgo);
    const decidedAt = at(withdrawal.daysAgo, 40);
    const rejectReason =
      withdrawal.status === 'REJECTED' ? 'The payee name does not match the account' : null;
    const [row] = await executor
      .insert(withdrawals)
      .values({
        withdrawalNo: withdrawal.no,
        memberId: demo.id,
        walletId: wallet.id,
        payoutAccountId: account!.id,
        amountMinor: withdrawal.amountMinor,
        feeMinor: 0,
        netMinor: withdrawal.amountMinor,
        status: withdrawal.status,
        rejectReason,
        createdAt,
        decidedAt,
      })
      .onConflictDoNothing()
      .returning({ id: withdrawals.id });
    if (!row) continue;
    await postTransaction(executor, {
      kind: 'WITHDRAWAL',
      reference: `withdraw:${withdrawal.no}`,
      at: createdAt,
      postings: [
        { account: main, amountMinor: -withdrawal.amountMinor },
        { account: hold, amountMinor: withdrawal.amountMinor },
      ],
    });
    await postTransaction(
      executor,
      withdrawal.status === 'PAID'
        ? {
            kind: 'WITHDRAWAL_PAID',
            reference: `withdraw:${withdrawal.no}:paid`,
            at: decidedAt,
            postings: [
              { account: hold, amountMinor: -withdrawal.amountMinor },
              { account: { house: 'cash:BANK' }, amountMinor: withdrawal.amountMinor },
            ],
          }
        : {
            kind: 'WITHDRAWAL_REJECTED',
            reference: `withdraw:${withdrawal.no}:rejected`,
            memo: rejectReason ?? undefined,
            at: decidedAt,
            postings: [
              { account: hold, amountMinor: -withdrawal.amountMinor },
              { account: main, amountMinor: withdrawal.amountMinor },
            ],
          },
    );
  }
}
