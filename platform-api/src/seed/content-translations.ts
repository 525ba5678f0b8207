import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  announcements,
  announcementTranslations,
  brands,
  brandTextTranslations,
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from '../db/schema/index.js';
import { promotionTerms } from './promotion-terms.js';
import { ANNOUNCEMENT_TEXTS, APP_DESC } from './announcement-texts.js';
import { CATEGORY_NAMES, PROMOTION_TEXTS } from './promotion-texts.js';
import { LANGUAGES, type Language } from './seed-languages.js';

// The seed's visible content in the eight languages besides English, the base rows' own text
// (content.ts, brand.ts). Operators' own content is not translated: it falls back to English.

/** A promotion's page in one language, shaped like content.ts's richHtml. */
export const localRichHtml = (
  language: Language,
  englishTitle: string,
  heading: string,
  body: string,
) => `<h2>${heading}</h2><p>${body}</p>${promotionTerms(englishTitle, language)}`;

const ANNOUNCEMENTS: Record<string, Record<Language, { title: string; content: string }>> = {
  ...ANNOUNCEMENT_TEXTS,
  // the promotion announcements (type PR) carry their promotion's title and page
  ...Object.fromEntries(
    Object.entries(PROMOTION_TEXTS).map(([title, local]) => [
      title,
      Object.fromEntries(
        LANGUAGES.map((language) => {
          const [localTitle, body] = local[language];
          return [
            language,
            { title: localTitle, content: localRichHtml(language, title, localTitle, body) },
          ];
        }),
      ) as Record<Language, { title: string; content: string }>,
    ]),
  ),
};

/** The translated texts of the seeded announcements, promotions, categories and app description. */
export async function seedContentTranslations(executor: Executor): Promise<void> {
  const announcementRows = await executor
    .select({ id: announcements.id, title: announcements.title })
    .from(announcements)
    .where(inArray(announcements.title, Object.keys(ANNOUNCEMENTS)));
  const announcementValues = announcementRows.flatMap(({ id, title }) =>
    LANGUAGES.map((language) => ({
      announcementId: id,
      language,
      ...ANNOUNCEMENTS[title]![language],
    })),
  );
  if (announcementValues.length > 0)
    await executor
      .insert(announcementTranslations)
      .values(announcementValues)
      .onConflictDoNothing();

  const promotionRows = await executor
    .select({ id: promotions.id, title: promotions.title })
    .from(promotions)
    .where(inArray(promotions.title, Object.keys(PROMOTION_TEXTS)));
  const promotionValues = promotionRows.flatMap(({ id, title }) =>
    LANGUAGES.map((language) => {
      const [localTitle, body] = PROMOTION_TEXTS[title]![language];
      return {
        promotionId: id,
        language,
        title: localTitle,
        content: localRichHtml(language, title, localTitle, body),
      };
    }),
  );
  if (promotionValues.length > 0)
    await executor.insert(promotionTranslations).values(promotionValues).onConflictDoNothing();

  const categoryRows = await executor
    .select({ id: promotionCategories.id, name: promotionCategories.name })
    .from(promotionCategories)
    .where(inArray(promotionCategories.name, Object.keys(CATEGORY_NAMES)));
  const categoryValues = categoryRows.flatMap(({ id, name }) =>
    LANGUAGES.map((language) => ({
      categoryId: id,
      language,
      name: CATEGORY_NAMES[name]![language],
    })),
  );
  if (categoryValues.length > 0)
    await executor
      .insert(promotionCategoryTranslations)
      .values(categoryValues)
      .onConflictDoNothing();

  const [brand] = await executor.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(1);
  if (brand)
    await executor
      .insert(brandTextTranslations)
      .values(
        LANGUAGES.map((language) => ({
          brandId: brand.id,
          key: 'app_desc' as const,
          language,
          value: APP_DESC[language],
        })),
      )
      .onConflictDoNothing();
}
