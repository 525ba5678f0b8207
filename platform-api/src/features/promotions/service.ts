import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Promotions } from '../../contract/promotions.js';
import type { Db } from '../../db/database.js';
import { promotionCategories, promotions } from '../../db/schema/index.js';

export async function listPromotions(
  db: Db,
  categoryId: number | undefined,
  today: string,
): Promise<Promotions> {
  const conditions: SQL[] = [
    sql`${promotions.startDate} <= ${today}`,
    or(
      eq(promotions.noExpiry, true),
      isNull(promotions.endDate),
      sql`${promotions.endDate} >= ${today}`,
    )!,
  ];
  if (categoryId !== undefined)
    conditions.push(sql`${categoryId} = ANY(${promotions.categoryIds})`);
  const [categories, rows] = await Promise.all([
    db
      .select({ id: promotionCategories.id, name: promotionCategories.name })
      .from(promotionCategories)
      .orderBy(asc(promotionCategories.sortOrder), asc(promotionCategories.id)),
    db
      .select()
      .from(promotions)
      .where(and(...conditions))
      .orderBy(asc(promotions.sortOrder), asc(promotions.id)),
  ]);
  return {
    categories,
    list: rows.map((p) => ({
      id: p.id,
      title: p.title,
      imageUrl: `/wps/img/promo/${p.id}.svg`,
      startDate: p.startDate,
      endDate: p.endDate,
      noExpiry: p.noExpiry ? (1 as const) : (0 as const),
      content: p.content,
      categoryIds: p.categoryIds,
    })),
  };
}
