import type { Executor } from '../db/database.js';
import { depositOrders, type DepositStatusValue } from '../db/schema/index.js';
import { postTransaction, type Posting } from '../features/wallet/ledger.js';

/** A deposit order of the demo data as the live flow leaves it. */
export interface SeedDepositOrder {
  orderNo: string;
  memberId: number;
  walletId: number;
  channel: 'EWALLET' | 'QR' | 'BANK';
  provider: 'SANDBOX' | 'BANK';
  providerRef: string | null;
  amountMinor: number;
  feeMinor: number;
  status: DepositStatusValue;
  failReason?: string;
  createdAt: Date;
  expiresAt: Date;
  finishedAt: Date;
}

/**
 * Writes a deposit order once (by its number) and, when it was paid, its credit less the fee
 * through the ledger under the live flow's reference (`deposit:<no>`), dated when it finished.
 */
export async function writeSeedDeposit(executor: Executor, order: SeedDepositOrder): Promise<void> {
  const [written] = await executor
    .insert(depositOrders)
    .values({
      orderNo: order.orderNo,
      memberId: order.memberId,
      walletId: order.walletId,
      channelCode: order.channel,
      providerCode: order.provider,
      providerRef: order.providerRef,
      amountMinor: order.amountMinor,
      feeMinor: order.feeMinor,
      creditMinor: order.amountMinor - order.feeMinor,
      status: order.status,
      failReason: order.failReason ?? null,
      createdAt: order.createdAt,
      expiresAt: order.expiresAt,
      finishedAt: order.finishedAt,
    })
    .onConflictDoNothing()
    .returning({ id: depositOrders.id });
  if (!written || order.status !== 'PAID') return;
  const postings: Posting[] = [
    {
      account: { walletId: order.walletId, side: 'main' },
      amountMinor: order.amountMinor - order.feeMinor,
    },
    { account: { house: `cash:${order.provider}` }, amountMinor: -order.amountMinor },
  ];
  if (order.feeMinor > 0)
    postings.push({ account: { house: 'fees' }, amountMinor: order.feeMinor });
  await postTransaction(executor, {
    kind: 'DEPOSIT',
    reference: `deposit:${order.orderNo}`,
    memo: `${order.channel} ${order.orderNo}`,
    postings,
    at: order.finishedAt,
  });
}
