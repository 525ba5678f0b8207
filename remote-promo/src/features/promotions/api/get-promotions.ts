import type { Promotions, PromotionsQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export const PROMOTIONS_PATH = '/wps/promotions';

export function promotionsQuery(language: string): PromotionsQuery {
  return { language };
}

/**
 * Every running promotion with all categories, in the reader's language where the operator wrote
 * it (the server falls back to English); the page filters by category itself.
 */
export function getPromotions(language: string): Promise<Promotions> {
  return api.get(PROMOTIONS_PATH, { query: promotionsQuery(language) });
}
