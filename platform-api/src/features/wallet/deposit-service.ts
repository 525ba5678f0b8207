import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { DepositChannel, DepositOrder } from '../../contract/wallet.js';
import type { Db, Executor } from '../../db/database.js';
import {
  depositChannels,
  depositOrders,
  members,
  opsAudit,
  paymentNotifications,
  type DepositStatusValue,
} from '../../db/schema/index.js';
import { issueDepositBonuses } from '../promotions/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { depositHoldReason, guardLimits } from '../rg/index.js';
import { rewardFirstDeposit } from '../referral/index.js';
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
    paidLate: order.paidLate,
    holdReason: order.holdReason,
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
 * Credits a paid order to the member's main balance (amount − fee; `from` gives the amount, the
 * fee account keeps the fee) under the reference `deposit:<orderNo>`, so it happens once, and
 * grants what a deposit earns (automatic bonuses, the inviter's first-deposit reward).
 */
async function creditOrder(
  tx: Executor,
  order: OrderRow,
  from: `cash:${string}` | 'deposit-held',
  now: Date,
): Promise<void> {
  const postings: Posting[] = [
    { account: { walletId: order.walletId, side: 'main' }, amountMinor: order.creditMinor },
    { account: { house: from }, amountMinor: -order.amountMinor },
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

/** An event for operators (GET /ops/audit) that the platform, not an operator, recorded. */
async function recordSystemEvent(
  tx: Executor,
  order: OrderRow,
  action: 'DEPOSIT_PAID_LATE' | 'DEPOSIT_HELD',
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.insert(opsAudit).values({
    operator: 'system',
    action,
    target: order.orderNo,
    reason: null,
    detail: { amount: toMajor(order.amountMinor), ...detail },
    createdAt: now,
  });
}

/**
 * Finishes an order inside the caller's transaction, with the order row locked. A PENDING order
 * past its time becomes EXPIRED. PAID re-checks responsible gaming first: a member excluded now,
 * or a deposit passing a current deposit limit, is HELD (the provider's money parked in
 * house:deposit-held under `deposit-hold:<orderNo>`, for an operator); otherwise the wallet is
 * credited. FAILED only records the reason. With `late` (a provider's signed notification), PAID
 * still applies to an EXPIRED or FAILED order: the payer's money arrived, so it is credited (or
 * held) once and marked paid late. Answers the status afterwards and whether this call changed it.
 */
export async function settleLockedOrder(
  tx: Executor,
  order: OrderRow,
  outcome: SettleOutcome,
  now: Date,
  options: { late?: boolean } = {},
): Promise<{ status: DepositStatusValue; changed: boolean }> {
  const pastTime = order.status === 'PENDING' && order.expiresAt.getTime() <= now.getTime();
  const late =
    options.late === true &&
    outcome.status === 'PAID' &&
    (pastTime || order.status === 'EXPIRED' || order.status === 'FAILED');
  if (!late) {
    if (order.status !== 'PENDING') return { status: order.status, changed: false };
    if (pastTime) {
      await tx
        .update(depositOrders)
        .set({ status: 'EXPIRED', finishedAt: order.expiresAt })
        .where(eq(depositOrders.id, order.id));
      return { status: 'EXPIRED', changed: true };
    }
  }
  if (outcome.status === 'FAILED') {
    await tx
      .update(depositOrders)
      .set({ status: 'FAILED', finishedAt: now, failReason: outcome.reason ?? 'Payment failed' })
      .where(eq(depositOrders.id, order.id));
    return { status: 'FAILED', changed: true };
  }
  const holdReason = await depositHoldReason(tx, order, now);
  if (holdReason) {
    await postTransaction(tx, {
      kind: 'DEPOSIT_HOLD',
      reference: `deposit-hold:${order.orderNo}`,
      memo: `${order.channelCode} ${order.orderNo} held: ${holdReason}`,
      postings: [
        { account: { house: 'deposit-held' }, amountMinor: order.amountMinor },
        { account: { house: `cash:${order.providerCode}` }, amountMinor: -order.amountMinor },
      ],
      at: now,
    });
    await recordSystemEvent(tx, order, 'DEPOSIT_HELD', { holdReason, paidLate: late }, now);
  } else {
    await creditOrder(tx, order, `cash:${order.providerCode}`, now);
    if (late) await recordSystemEvent(tx, order, 'DEPOSIT_PAID_LATE', { was: order.status }, now);
  }
  const status = holdReason ? 'HELD' : 'PAID';
  await tx
    .update(depositOrders)
    .set({ status, finishedAt: now, failReason: null, paidLate: late, holdReason })
    .where(eq(depositOrders.id, order.id));
  return { status, changed: true };
}

/**
 * An operator's decision on a HELD order (locked by the caller): release credits it to the
 * member as a deposit (PAID) from house:deposit-held; refund sends the money back to the
 * provider's cash account (DEPOSIT_REFUND, `deposit-refund:<orderNo>`; REFUNDED). Any other
 * status is ORDER_STATE.
 */
export async function decideHeldOrder(
  tx: Executor,
  order: OrderRow,
  decision: 'release' | 'refund',
  now: Date,
): Promise<DepositStatusValue> {
  if (order.status !== 'HELD') throw new ApiError('ORDER_STATE', { status: order.status });
  if (decision === 'release') {
    await creditOrder(tx, order, 'deposit-held', now);
  } else {
    await postTransaction(tx, {
      kind: 'DEPOSIT_REFUND',
      reference: `deposit-refund:${order.orderNo}`,
      memo: `${order.channelCode} ${order.orderNo} refunded to the provider`,
      postings: [
        { account: { house: `cash:${order.providerCode}` }, amountMinor: order.amountMinor },
        { account: { house: 'deposit-held' }, amountMinor: -order.amountMinor },
      ],
      at: now,
    });
  }
  const status = decision === 'release' ? 'PAID' : 'REFUNDED';
  await tx
    .update(depositOrders)
    .set({ status, finishedAt: now })
    .where(eq(depositOrders.id, order.id));
  return status;
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
      { late: true },
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
