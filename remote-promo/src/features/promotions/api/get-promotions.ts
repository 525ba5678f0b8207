import type { Promotions, PromotionsQuery } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/**
 * Every running promotion with all categories, in the reader's language where the operator wrote
 * it (the server falls back to English); the page filters by category itself.
 */
export function getPromotions(language: string): Promise<Promotions> {
  const query: PromotionsQuery = { language };
  return apiGet<Promotions>('/wps/promotions', query);
}
