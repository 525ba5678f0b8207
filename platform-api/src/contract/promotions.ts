import { z } from 'zod';
import { language, queryInt } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

/** GET /wps/promotions: the promotions running today (the business day), optionally of one category. */
export const promotionsQuery = z.strictObject({
  categoryId: queryInt(1, 1_000_000).optional(),
  language: language.optional(),
});

export const promotionCategory = z.strictObject({ id: z.number().int(), name: z.string() });

export const promotion = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** Same-origin image path. */
  imageUrl: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  /** YYYY-MM-DD, null when open-ended. */
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  /** Operator HTML: sanitize before rendering. */
  content: z.string(),
  categoryIds: z.array(z.number().int()),
});

/** All categories (for the tabs), and the promotions of the one asked for. */
export const promotions = z.strictObject({
  categories: z.array(promotionCategory),
  list: z.array(promotion),
});
export const promotionsAnswer = okEnvelope(promotions);

export type PromotionsQuery = z.input<typeof promotionsQuery>;
export type PromotionCategory = z.output<typeof promotionCategory>;
export type Promotion = z.output<typeof promotion>;
export type Promotions = z.output<typeof promotions>;
