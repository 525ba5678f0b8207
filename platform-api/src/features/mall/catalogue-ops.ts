import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  OpsMallItem,
  opsMallItemCreateBody,
  opsMallItemEditBody,
  opsMallItemRetireBody,
} from '../../contract/mall.js';
import type { Db } from '../../db/database.js';
import { mallItems } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { recordAudit } from '../wallet/index.js';
import { toItemDto } from './service.js';

type ItemRow = typeof mallItems.$inferSelect;

export function toOpsItemDto(item: ItemRow): OpsMallItem {
  return {
    ...toItemDto(item, 'EN'),
    names: item.names,
    descriptions: item.descriptions,
    enabled: item.enabled,
    sortOrder: item.sortOrder,
    retiredAt: item.retiredAt?.toISOString() ?? null,
  };
}

/** Every item, retired ones too, in the members' order. */
export async function listItems(db: Db): Promise<OpsMallItem[]> {
  const rows = await db
    .select()
    .from(mallItems)
    .orderBy(asc(mallItems.sortOrder), asc(mallItems.id));
  return rows.map(toOpsItemDto);
}

/** A new item, written with its audit entry (who, when, why) in one transaction. */
export async function createItem(
  db: Db,
  body: z.output<typeof opsMallItemCreateBody>,
  now: Date,
): Promise<OpsMallItem> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${mallItems.sortOrder})` })
      .from(mallItems);
    const [item] = await tx
      .insert(mallItems)
      .values({
        kind: body.kind,
        names: body.names,
        descriptions: body.descriptions,
        pointsCost: body.pointsCost,
        bonusMinor: body.bonus === undefined ? null : Math.round(body.bonus * 100),
        stock: body.stock,
        enabled: body.enabled,
        sortOrder: body.sortOrder ?? Number(last?.max ?? 0) + 1,
      })
      .returning();
    const { operator, reason, ...detail } = body;
    await recordAudit(
      tx,
      { operator, action: 'mall.item.create', target: String(item!.id), reason, detail },
      now,
    );
    return toOpsItemDto(item!);
  });
}

/**
 * Locks the item's row (a redemption holds it while taking stock), refuses a retired one, and
 * applies `change` with the audit entry in the same transaction.
 */
async function changeItem(
  db: Db,
  id: number,
  audit: { operator: string; reason: string; action: string; detail: unknown },
  change: Partial<typeof mallItems.$inferInsert>,
  now: Date,
): Promise<OpsMallItem> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(mallItems).where(eq(mallItems.id, id)).for('update');
    if (!item) throw new ApiError('NOT_FOUND');
    if (item.retiredAt) throw new ApiError('MALL_ITEM_RETIRED');
    const [changed] = await tx
      .update(mallItems)
      .set(change)
      .where(eq(mallItems.id, id))
      .returning();
    await recordAudit(
      tx,
      {
        operator: audit.operator,
        action: audit.action,
        target: String(id),
        reason: audit.reason,
        detail: { before: toOpsItemDto(item), change: audit.detail },
      },
      now,
    );
    return toOpsItemDto(changed!);
  });
}

/** Price, stock (the new count, set under the row lock), on sale or not, texts, order. */
export function editItem(
  db: Db,
  id: number,
  body: z.output<typeof opsMallItemEditBody>,
  now: Date,
): Promise<OpsMallItem> {
  const { operator, reason, ...change } = body;
  const defined = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as Partial<typeof mallItems.$inferInsert>;
  return changeItem(
    db,
    id,
    { operator, reason, action: 'mall.item.edit', detail: defined },
    defined,
    now,
  );
}

/** Retired for good: off sale, hidden from members, kept for its orders; no more edits. */
export function retireItem(
  db: Db,
  id: number,
  body: z.output<typeof opsMallItemRetireBody>,
  now: Date,
): Promise<OpsMallItem> {
  return changeItem(
    db,
    id,
    { operator: body.operator, reason: body.reason, action: 'mall.item.retire', detail: null },
    { enabled: false, retiredAt: now },
    now,
  );
}
