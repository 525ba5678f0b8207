import { apiGet } from '@lobby/shared';

export interface PromotionCategory {
  id: number;
  name: string;
}

export interface Promotion {
  id: number;
  title: string;
  imageUrl: string;
  startDate: string;
  endDate: string | null;
  noExpiry: 0 | 1;
  /** HTML from the operator: sanitize before it reaches the DOM. */
  content: string;
  categoryIds: number[];
}

export interface PromotionsResponse {
  categories: PromotionCategory[];
  list: Promotion[];
}

export function getPromotions(): Promise<PromotionsResponse> {
  return apiGet<PromotionsResponse>('/wps/promotions');
}
