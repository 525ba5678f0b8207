import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  games,
  members,
  payoutAccounts,
  withdrawals,
  type DepositStatusValue,
} from '../db/schema/index.js';
import { ensureWallet, postTransaction } from '../features/wallet/ledger.js';
import { BRAND } from './brand.js';
import { writeSeedDeposit } from './deposit-order.js';
import { DEMO_BETS } from './demo-bets.js';
import { seedSettledBet } from './settled-bet.js';

const DAY_MS = 86_400_000;

/**
 * The demo member's deposit orders: channel, amount and fee (minor units), state, days ago. The
 * paid ones (1,500.00) and the paid withdrawal (1,500.00) cancel out (demo-bets.ts: what the
 * wallet ends with).
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

const WITHDRAWALS = [
  { no: 'WSEEDDEMO01', amountMinor: 150_000, status: 'PAID' as const, daysAgo: 8 },
  { no: 'WSEEDDEMO02', amountMinor: 15_000, status: 'REJECTED' as const, daysAgo: 2 },
];

/** One event of the demo history: when it happened and how it is written. */
interface Step {
  at: Date;
  write: () => Promise<void>;
}

/**
 * A wallet history for the demo member, so the deposit, withdrawal, bet and transaction records
 * are not empty: paid, failed and expired deposit orders, one paid and one rejected withdrawal,
 * twelve settled bets, all money through the ledger under the same references the live flows use
 * (`deposit:<no>`, `withdraw:<no>`, `<bet>:bet`…), so a re-run posts nothing twice. The events are
 * written in the order they happened (after the opening deposit of seedAccounts, dated at the
 * registration), so every movement's balance-after is the balance of that moment. The payout
 * account the withdrawals went to is one the member has since removed: the withdraw screen still
 * starts with "add an account" (its first-time flow), and no payment password is seeded.
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
  const steps: Step[] = [];

  for (const deposit of DEPOSITS) {
    const finishedAt =
      deposit.status === 'EXPIRED' ? at(deposit.daysAgo, 15) : at(deposit.daysAgo, 2);
    steps.push({
      at: finishedAt,
      write: () => writeDeposit(executor, demo.id, wallet.id, deposit, at, finishedAt),
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
  for (const withdrawal of WITHDRAWALS) {
    steps.push({
      at: at(withdrawal.daysAgo),
      write: () =>
        writeWithdrawal(
          executor,
          demo.id,
          wallet.id,
          account!.id,
          withdrawal,
          at(withdrawal.daysAgo),
        ),
    });
  }

  const someGames = await executor
    .select({ id: games.id, name: games.nameEn, vendor: games.vendorCode })
    .from(games)
    .orderBy(asc(games.hotRank), asc(games.id))
    .limit(8);
  if (someGames.length > 0) {
    for (const bet of DEMO_BETS) {
      const game = someGames[(bet.n - 1) % someGames.length]!;
      // 90 minutes before the day's deposits and withdrawals: never inside one of them.
      const placedAt = at(bet.daysAgo, -90);
      steps.push({
        at: placedAt,
        write: async () => {
          await seedSettledBet(executor, {
            memberId: demo.id,
            walletId: wallet.id,
            gameId: game.id,
            reference: `seed:demo:bet:${bet.n}`,
            stakeMinor: bet.stakeMinor,
            payoutMinor: bet.payoutMinor,
            at: placedAt,
            memo: `${game.vendor} ${game.name}`,
          });
        },
      });
    }
  }

  for (const step of steps.sort((a, b) => a.at.getTime() - b.at.getTime())) await step.write();
}

/** One of the demo member's deposit orders, dated by days ago. */
function writeDeposit(
  executor: Executor,
  memberId: number,
  walletId: number,
  deposit: (typeof DEPOSITS)[number],
  at: (days: number, minutes?: number) => Date,
  finishedAt: Date,
): Promise<void> {
  return writeSeedDeposit(executor, {
    orderNo: deposit.no,
    memberId,
    walletId,
    channel: deposit.channel,
    provider: deposit.provider,
    providerRef: deposit.provider === 'SANDBOX' ? `SBXSEED${deposit.no.slice(-6)}` : null,
    amountMinor: deposit.amountMinor,
    feeMinor: deposit.feeMinor,
    status: deposit.status,
    ...(deposit.failReason ? { failReason: deposit.failReason } : {}),
    createdAt: at(deposit.daysAgo),
    expiresAt: at(deposit.daysAgo, deposit.channel === 'BANK' ? 1440 : 15),
    finishedAt,
  });
}

/** A withdrawal request (main → hold) and the operator's decision 40 minutes later. */
async function writeWithdrawal(
  executor: Executor,
  memberId: number,
  walletId: number,
  payoutAccountId: number,
  withdrawal: (typeof WITHDRAWALS)[number],
  createdAt: Date,
): Promise<void> {
  const decidedAt = new Date(createdAt.getTime() + 40 * 60_000);
  const rejectReason =
    withdrawal.status === 'REJECTED' ? 'The payee name does not match the account' : null;
  const [row] = await executor
    .insert(withdrawals)
    .values({
      withdrawalNo: withdrawal.no,
      memberId,
      walletId,
      payoutAccountId,
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
  if (!row) return;
  const hold = { walletId, side: 'hold' as const };
  const main = { walletId, side: 'main' as const };
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
