import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MallHome,
  MallItem,
  MallOrder,
  MallOrderPage,
  mallRedeemBody,
} from '../../contract/mall.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { mallItems, mallOrders, members, pointsEntries } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { businessNumber, ensureWallet, postMemberMovement } from '../wallet/index.js';
import { lockedAccount, postPoints, settlePoints, stakeMinorPerPoint } from './points.js';
import { getBrand } from '../system/index.js';

type ItemRow = typeof mallItems.$inferSelect;
type OrderRow = typeof mallOrders.$inferSelect;

const localized = (texts: Record<string, string>, lang: string) =>
  texts[lang.toUpperCase()] ?? texts.EN ?? Object.values(texts)[0] ?? '';

export function toItemDto(item: ItemRow, lang: string): MallItem {
  return {
    id: item.id,
    kind: item.kind,
    name: localized(item.names, lang),
    description: localized(item.descriptions, lang),
    pointsCost: item.pointsCost,
    bonus: item.bonusMinor === null ? null : toMajor(item.bonusMinor),
    stock: item.stock,
  };
}

export function toOrderDto(order: OrderRow, item: ItemRow, lang: string): MallOrder {
  return {
    orderNo: order.orderNo,
    itemId: item.id,
    itemName: localized(item.names, lang),
    kind: item.kind,
    points: order.points,
    status: order.status,
    bonus: item.bonusMinor === null ? null : toMajor(item.bonusMinor),
    recipient: order.recipient,
    phone: order.phone,
    address: order.address,
    note: order.note,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The mall is a white-label feature (PTSYS3): off, every call is NO_PERMISSION. */
export async function requireMallOn(ctx: AppContext): Promise<void> {
  const brand = await getBrand(ctx);
  if (brand.whitelabel.PTSYS3 === false) throw new ApiError('NO_PERMISSION');
}

export async function mallHome(ctx: AppContext, memberId: number, lang: string): Promise<MallHome> {
  const account = await ctx.db.transaction((tx) => settlePoints(tx, memberId, ctx.clock.now()));
  const items = await ctx.db
    .select()
    .from(mallItems)
    .where(eq(mallItems.enabled, true))
    .orderBy(asc(mallItems.sortOrder), asc(mallItems.id));
  const brand = await getBrand(ctx);
  return {
    points: account.balance,
    stakePerPoint: toMajor(await stakeMinorPerPoint(ctx.db)),
    currencySymbol: brand.currencySymbol,
    items: items.map((item) => toItemDto(item, lang)),
  };
}

/**
 * One redemption, one transaction: the member's points settled and locked, the item's row locked
 * (so the last piece of stock goes to one order), stock taken, points debited (REDEEM entry) and
 * the order written; a bonus item is credited through the money ledger (MALL_REDEEM, house bonus,
 * reference `mall:<orderNo>`) and completed at once. The same requestId answers the same order.
 */
export async function redeem(
  ctx: AppContext,
  memberId: number,
  body: z.output<typeof mallRedeemBody>,
  lang: string,
): Promise<{ order: MallOrder; points: number }> {
  const now = ctx.clock.now();
  const brand = await getBrand(ctx);
  return ctx.db.transaction(async (tx) => {
    const account = await settlePoints(tx, memberId, now);
    if (body.requestId) {
      const [earlier] = await tx
        .select({ order: mallOrders, item: mallItems })
        .from(mallOrders)
        .innerJoin(mallItems, eq(mallItems.id, mallOrders.itemId))
        .where(and(eq(mallOrders.memberId, memberId), eq(mallOrders.requestId, body.requestId)));
      if (earlier)
        return { order: toOrderDto(earlier.order, earlier.item, lang), points: account.balance };
    }
    const [item] = await tx
      .select()
      .from(mallItems)
      .where(and(eq(mallItems.id, body.itemId), eq(mallItems.enabled, true)))
      .for('update');
    if (!item) throw new ApiError('NOT_FOUND');
    if (item.kind === 'PHYSICAL' && !body.address) {
      throw new ApiError('INVALID_INPUT', null, [{ path: 'address', messageKey: 'invalid_input' }]);
    }
    if (item.stock <= 0) throw new ApiError('OUT_OF_STOCK');
    if (account.balance < item.pointsCost) throw new ApiError('POINTS_INSUFFICIENT');
    await tx
      .update(mallItems)
      .set({ stock: item.stock - 1 })
      .where(eq(mallItems.id, item.id));
    const orderNo = businessNumber('M', now);
    const address = item.kind === 'PHYSICAL' ? body.address : undefined;
    const [order] = await tx
      .insert(mallOrders)
      .values({
        orderNo,
        memberId,
        itemId: item.id,
        points: item.pointsCost,
        status: item.kind === 'BONUS' ? 'COMPLETED' : 'PENDING',
        recipient: address?.recipient ?? null,
        phone: address?.phone ?? null,
        address: address?.address ?? null,
        requestId: body.requestId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const points = await postPoints(tx, account, {
      kind: 'REDEEM',
      points: -item.pointsCost,
      reference: `redeem:${orderNo}`,
      memo: localized(item.names, 'EN'),
      at: now,
    });
    if (item.kind === 'BONUS') {
      const wallet = await ensureWallet(tx, memberId, brand.currencyCode);
      await postMemberMovement(tx, {
        walletId: wallet.id,
        kind: 'MALL_REDEEM',
        amountMinor: item.bonusMinor!,
        counter: 'bonus',
        reference: `mall:${orderNo}`,
        memo: `Points mall ${orderNo}`,
        at: now,
      });
    }
    return { order: toOrderDto(order!, { ...item, stock: item.stock - 1 }, lang), points };
  });
}

export async function memberOrders(
  db: Executor,
  memberId: number,
  query: { pageNo: number; pageSize: number },
  lang: string,
): Promise<MallOrderPage> {
  const [total] = await db
    .select({ n: count() })
    .from(mallOrders)
    .where(eq(mallOrders.memberId, memberId));
  const rows = await db
    .select({ order: mallOrders, item: mallItems })
    .from(mallOrders)
    .innerJoin(mallItems, eq(mallItems.id, mallOrders.itemId))
    .where(eq(mallOrders.memberId, memberId))
    .orderBy(desc(mallOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((row) => toOrderDto(row.order, row.item, lang)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(n / query.pageSize),
    total: n,
  };
}

/** Which operator moves a physical order may make from each state. */
const NEXT: Record<string, readonly string[]> = {
  PENDING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'CANCELLED'],
};

/**
 * An operator moves a physical order on: ship, deliver, or cancel (points refunded through a
 * REFUND entry and the piece put back in stock, in the same transaction). Anything else is
 * ORDER_STATE.
 */
export async function moveOrder(
  db: Executor,
  orderNo: string,
  change: { status: 'SHIPPED' | 'DELIVERED' | 'CANCELLED'; note?: string },
  now: Date,
): Promise<MallOrder> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(mallOrders)
      .where(eq(mallOrders.orderNo, orderNo))
      .for('update');
    if (!order) throw new ApiError('NOT_FOUND');
    if (!(NEXT[order.status] ?? []).includes(change.status)) throw new ApiError('ORDER_STATE');
    if (change.status === 'CANCELLED') {
      const account = await lockedAccount(tx, order.memberId);
      await postPoints(tx, account, {
        kind: 'REFUND',
        points: order.points,
        reference: `refund:${order.orderNo}`,
        memo: change.note,
        at: now,
      });
    }
    const [item] = await tx
      .select()
      .from(mallItems)
      .where(eq(mallItems.id, order.itemId))
      .for('update');
    if (change.status === 'CANCELLED') {
      await tx
        .update(mallItems)
        .set({ stock: item!.stock + 1 })
        .where(eq(mallItems.id, item!.id));
    }
    const [updated] = await tx
      .update(mallOrders)
      .set({ status: change.status, note: change.note ?? order.note, updatedAt: now })
      .where(eq(mallOrders.id, order.id))
      .returning();
    return toOrderDto(updated!, item!, 'EN');
  });
}

/** An operator's points adjustment, once per reference. */
export async function adjustPoints(
  db: Executor,
  input: { username: string; points: number; reason: string; reference: string },
  now: Date,
): Promise<{ username: string; points: number; duplicate: boolean }> {
  const [member] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.username, input.username));
  if (!member) throw new ApiError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const account = await settlePoints(tx, member.id, now);
    const reference = `adjust:${input.reference}`;
    const [earlier] = await tx
      .select({ id: pointsEntries.id })
      .from(pointsEntries)
      .where(eq(pointsEntries.reference, reference));
    if (earlier) return { username: member.username, points: account.balance, duplicate: true };
    if (account.balance + input.points < 0) throw new ApiError('POINTS_INSUFFICIENT');
    const points = await postPoints(tx, account, {
      kind: 'ADJUST',
      points: input.points,
      reference,
      memo: input.reason,
      at: now,
    });
    return { username: member.username, points, duplicate: false };
  });
}
