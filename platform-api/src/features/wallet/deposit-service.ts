import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { DepositChannel, DepositOrder } from '../../contract/wallet.js';
import type { Db, Executor } from '../../db/database.js';
import {
  depositChannels,
  depositOrders,
  members,
  paymentNotifications,
  type DepositStatusValue,
} from '../../db/schema/index.js';
import { issueDepositBonuses } from '../promotions/automatic.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { guardLimits } from '../rg/limits.js';
import { rewardFirstDeposit } from '../referral/service.js';
import { ensureWallet, postTransaction, type Posting } from './ledger.js';
import { businessNumber, checkRange, feeOf } from './money-rules.js';
import { loadProvider } from './providers.js';

type ChannelRow = typeof depositChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

const bankAccountOf = (channel: ChannelRow) =>
  channel.kind === 'BANK_TRANSFER' && channel.bankAccountNo
    ? {
        bankName: channel.bankName ?? '',
        accountName: channel.bankAccountName ?? '',
        accountNo: channel.bankAccountNo,
      }
    : null;

export function toChannelDto(channel: ChannelRow): DepositChannel {
  return {
    code: channel.code,
    name: channel.name,
    kind: channel.kind,
    minAmount: toMajor(channel.minMinor),
    maxAmount: toMajor(channel.maxMinor),
    feePercent: channel.feeBp / 100,
    feeFixed: toMajor(channel.feeFixedMinor),
    presets: channel.presetsMinor.map(Number).map(toMajor),
    note: channel.note,
    expiresInMinutes: channel.expiresMinutes,
    bankAccount: bankAccountOf(channel),
  };
}

export async function listChannels(db: Executor): Promise<ChannelRow[]> {
  return db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.enabled, true))
    .orderBy(asc(depositChannels.sortOrder));
}

/** An order as the member sees it: a PENDING order past its time reads EXPIRED. */
export function toOrderDto(order: OrderRow, channel: ChannelRow, now: Date): DepositOrder {
  const expired = order.status === 'PENDING' && order.expiresAt.getTime() <= now.getTime();
  return {
    orderNo: order.orderNo,
    channelCode: channel.code,
    channelName: channel.name,
    channelKind: channel.kind,
    amount: toMajor(order.amountMinor),
    fee: toMajor(order.feeMinor),
    creditAmount: toMajor(order.creditMinor),
    status: expired ? 'EXPIRED' : order.status,
    payUrl:
      order.status === 'PENDING' && !expired && order.providerRef?.startsWith('SBX')
        ? `/wps/sandbox-pay/${order.providerRef}`
        : null,
    bankAccount: bankAccountOf(channel),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    finishedAt: expired ? order.expiresAt.toISOString() : (order.finishedAt?.toISOString() ?? null),
    failReason: order.failReason,
  };
}

/**
 * Writes EXPIRED on pending orders past their time (of one member, or all). No scheduler: an
 * order is expired by the clock whenever it is read; this only makes the stored status agree.
 */
export async function expireDue(db: Executor, now: Date, memberId?: number): Promise<void> {
  await db
    .update(depositOrders)
    .set({ status: 'EXPIRED', finishedAt: sql`${depositOrders.expiresAt}` })
    .where(
      and(
        eq(depositOrders.status, 'PENDING'),
        lte(depositOrders.expiresAt, now),
        memberId === undefined ? undefined : eq(depositOrders.memberId, memberId),
      ),
    );
}

async function channelOf(db: Executor, code: string): Promise<ChannelRow> {
  const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.code, code));
  return channel!;
}

export async function createDepositOrder(
  db: Db,
  input: {
    memberId: number;
    currencyCode: string;
    channelCode: string;
    amountMinor: number;
    requestId?: string;
    now: Date;
  },
): Promise<DepositOrder> {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.code, input.channelCode), eq(depositChannels.enabled, true)));
  if (!channel) {
    throw new ApiError('INVALID_INPUT', null, [
      { path: 'channelCode', messageKey: 'invalid_input' },
    ]);
  }
  checkRange(input.amountMinor, channel.minMinor, channel.maxMinor);
  if (input.requestId) {
    const [existing] = await db
      .select()
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.memberId, input.memberId),
          eq(depositOrders.requestId, input.requestId),
        ),
      );
    if (existing) return toOrderDto(existing, await channelOf(db, existing.channelCode), input.now);
  }
  const provider = await loadProvider(db, channel.providerCode);
  if (!provider) throw new Error(`payment provider ${channel.providerCode} is not configured`);
  const wallet = await ensureWallet(db, input.memberId, input.currencyCode);
  const feeMinor = feeOf(input.amountMinor, channel.feeBp, channel.feeFixedMinor);
  if (feeMinor >= input.amountMinor) checkRange(0, channel.minMinor, channel.maxMinor);
  const orderNo = businessNumber('D', input.now);
  const payment = provider.createPayment({ orderNo, amountMinor: input.amountMinor });
  // Responsible gaming: the member's limits are locked while the period's deposits are summed
  // and this order is written, so two orders racing one deposit limit cannot both pass.
  const [order] = await db.transaction(async (tx) => {
    await guardLimits(tx, input.memberId, ['DEPOSIT'], input.amountMinor, input.now);
    return tx
      .insert(depositOrders)
      .values({
        orderNo,
        memberId: input.memberId,
        walletId: wallet.id,
        channelCode: channel.code,
        providerCode: provider.code,
        providerRef: payment.providerRef,
        amountMinor: input.amountMinor,
        feeMinor,
        creditMinor: input.amountMinor - feeMinor,
        status: 'PENDING',
        requestId: input.requestId ?? null,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + channel.expiresMinutes * 60_000),
      })
      .onConflictDoNothing()
      .returning();
  });
  if (!order) {
    // The same requestId raced in from a second tap: answer the order the first one made.
    return createDepositOrder(db, input);
  }
  return toOrderDto(order, channel, input.now);
}

export async function memberOrders(
  db: Db,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: DepositStatusValue },
  now: Date,
) {
  await expireDue(db, now, memberId);
  const where = and(
    eq(depositOrders.memberId, memberId),
    query.status ? eq(depositOrders.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
  const rows = await db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const channels = new Map((await db.select().from(depositChannels)).map((c) => [c.code, c]));
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((row) => toOrderDto(row, channels.get(row.channelCode)!, now)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(n / query.pageSize),
    total: n,
  };
}

/** One order of the member; another member's order, like an unknown one, is 404. */
export async function memberOrder(
  db: Db,
  memberId: number,
  orderNo: string,
  now: Date,
): Promise<DepositOrder> {
  await expireDue(db, now, memberId);
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, memberId)));
  if (!order) throw new ApiError('NOT_FOUND');
  return toOrderDto(order, await channelOf(db, order.channelCode), now);
}

export interface SettleOutcome {
  status: 'PAID' | 'FAILED';
  reason?: string;
}

/**
 * Finishes a PENDING order inside the caller's transaction, with the order row locked: PAID
 * credits the wallet (amount − fee; the provider's cash account gives the amount, the fee
 * account keeps the fee) under the reference `deposit:<orderNo>`, so it happens once; FAILED
 * only records the reason. A pending order past its time becomes EXPIRED instead.
 * Answers the order's status afterwards and whether this call changed it.
 */
export async function settleLockedOrder(
  tx: Executor,
  order: OrderRow,
  outcome: SettleOutcome,
  now: Date,
): Promise<{ status: DepositStatusValue; changed: boolean }> {
  if (order.status !== 'PENDING') return { status: order.status, changed: false };
  if (order.expiresAt.getTime() <= now.getTime()) {
    await tx
      .update(depositOrders)
      .set({ status: 'EXPIRED', finishedAt: order.expiresAt })
      .where(eq(depositOrders.id, order.id));
    return { status: 'EXPIRED', changed: true };
  }
  if (outcome.status === 'PAID') {
    const postings: Posting[] = [
      { account: { walletId: order.walletId, side: 'main' }, amountMinor: order.creditMinor },
      { account: { house: `cash:${order.providerCode}` }, amountMinor: -order.amountMinor },
    ];
    if (order.feeMinor > 0)
      postings.push({ account: { house: 'fees' }, amountMinor: order.feeMinor });
    await postTransaction(tx, {
      kind: 'DEPOSIT',
      reference: `deposit:${order.orderNo}`,
      memo: `${order.channelCode} ${order.orderNo}`,
      postings,
      at: now,
    });
    await issueDepositBonuses(tx, order, now);
    await rewardFirstDeposit(
      tx,
      { memberId: order.memberId, orderNo: order.orderNo, amountMinor: order.amountMinor },
      now,
    );
  }
  await tx
    .update(depositOrders)
    .set({
      status: outcome.status,
      finishedAt: now,
      failReason: outcome.status === 'FAILED' ? (outcome.reason ?? 'Payment failed') : null,
    })
    .where(eq(depositOrders.id, order.id));
  return { status: outcome.status, changed: true };
}

export async function lockOrder(tx: Executor, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo))
    .for('update');
  return order;
}

export interface ProviderNotification {
  eventId: string;
  providerRef: string;
  orderNo: string;
  status: 'PAID' | 'FAILED';
  amountMinor: number;
  reason?: string;
}

/**
 * A provider's notification, its signature already verified. One transaction: the event is
 * recorded once (a repeated event changes nothing), the order locked and settled.
 */
export async function applyNotification(
  db: Db,
  providerCode: string,
  notification: ProviderNotification,
  now: Date,
): Promise<{ orderNo: string; status: DepositStatusValue; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, notification.orderNo);
    if (
      !order ||
      order.providerCode !== providerCode ||
      order.providerRef !== notification.providerRef
    ) {
      throw new ApiError('NOT_FOUND');
    }
    if (order.amountMinor !== notification.amountMinor) {
      throw new ApiError('INVALID_INPUT', null, [{ path: 'amount', messageKey: 'invalid_input' }]);
    }
    const [recorded] = await tx
      .insert(paymentNotifications)
      .values({
        providerCode,
        eventId: notification.eventId,
        orderNo: notification.orderNo,
        status: notification.status,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentNotifications.eventId });
    if (!recorded) return { orderNo: order.orderNo, status: order.status, duplicate: true };
    const result = await settleLockedOrder(
      tx,
      order,
      { status: notification.status, reason: notification.reason },
      now,
    );
    return { orderNo: order.orderNo, status: result.status, duplicate: !result.changed };
  });
}

/** Orders for operators, newest first, with the member's name. */
export async function opsOrders(db: Db, now: Date, status?: DepositStatusValue, orderNo?: string) {
  await expireDue(db, now);
  const rows = await db
    .select({ order: depositOrders, username: members.username })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(
      and(
        status ? eq(depositOrders.status, status) : undefined,
        orderNo ? eq(depositOrders.orderNo, orderNo) : undefined,
      ),
    )
    .orderBy(desc(depositOrders.id))
    .limit(100);
  const channels = new Map((await db.select().from(depositChannels)).map((c) => [c.code, c]));
  return rows.map((row) => ({
    ...toOrderDto(row.order, channels.get(row.order.channelCode)!, now),
    username: row.username,
  }));
}
