import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Promotions } from '../../contract/promotions.js';
import type { Db } from '../../db/database.js';
import {
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from '../../db/schema/index.js';
import { readerLanguage } from '../content/index.js';

/** The running promotions and all categories, in the asked language where written, else English. */
export async function listPromotions(
  db: Db,
  categoryId: number | undefined,
  today: string,
  asked?: string,
): Promise<Promotions> {
  const language = readerLanguage(asked);
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
      .select({
        id: promotionCategories.id,
        name: sql<string>`coalesce(${promotionCategoryTranslations.name}, ${promotionCategories.name})`,
      })
      .from(promotionCategories)
      .leftJoin(
        promotionCategoryTranslations,
        and(
          eq(promotionCategoryTranslations.categoryId, promotionCategories.id),
          eq(promotionCategoryTranslations.language, language),
        ),
      )
      .orderBy(asc(promotionCategories.sortOrder), asc(promotionCategories.id)),
    db
      .select({
        promotion: promotions,
        localTitle: promotionTranslations.title,
        localContent: promotionTranslations.content,
      })
      .from(promotions)
      .leftJoin(
        promotionTranslations,
        and(
          eq(promotionTranslations.promotionId, promotions.id),
          eq(promotionTranslations.language, language),
        ),
      )
      .where(and(...conditions))
      .orderBy(asc(promotions.sortOrder), asc(promotions.id)),
  ]);
  return {
    categories,
    list: rows.map(({ promotion: p, localTitle, localContent }) => ({
      id: p.id,
      title: localTitle ?? p.title,
      imageUrl: `/wps/img/promo/${p.id}.svg`,
      startDate: p.startDate,
      endDate: p.endDate,
      noExpiry: p.noExpiry ? (1 as const) : (0 as const),
      content: localContent ?? p.content,
      categoryIds: p.categoryIds,
    })),
  };
}
