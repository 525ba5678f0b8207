import type { Promotions } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** Every running promotion with all categories; the page filters by category itself. */
export function getPromotions(): Promise<Promotions> {
  return apiGet<Promotions>('/wps/promotions');
}
