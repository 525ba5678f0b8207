import { z } from 'zod';
import {
  CONTENT_LANGUAGES,
  language,
  optional,
  pageParams,
  queryInt,
  text,
} from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

// Points mall (issue 14, white-label PTSYS3): points from settled stakes at the operator's rate,
// kept in an append-only points ledger; a catalogue of bonus cash and physical items with stock.

export const MALL_ITEM_KINDS = ['BONUS', 'PHYSICAL'] as const;
export const MALL_ORDER_STATUSES = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const;

export const mallQuery = z.strictObject({ language: optional(language) });

export const mallItem = z.strictObject({
  id: z.number().int(),
  kind: z.enum(MALL_ITEM_KINDS),
  /** In the reader's language (English when it has none). */
  name: z.string(),
  description: z.string(),
  pointsCost: z.number().int(),
  /** The cash a BONUS item adds to the wallet; null for physical items. */
  bonus: z.number().nullable(),
  stock: z.number().int(),
});

/** GET /wps/mall: the member's points, the earning rate and the catalogue. */
export const mallHome = z.strictObject({
  points: z.number().int(),
  /** One point for every this much of settled stakes. */
  stakePerPoint: z.number(),
  currencySymbol: z.string(),
  items: z.array(mallItem),
});
export const mallHomeAnswer = okEnvelope(mallHome);

const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/** POST /wps/mall/redeem: one item; a physical one needs the delivery address. */
export const mallRedeemBody = z.strictObject({
  itemId: z.number().int().min(1).max(2_147_483_647),
  requestId: requestId.optional(),
  address: z
    .strictObject({
      recipient: text(60).pipe(z.string().min(2)),
      phone: z.string().regex(/^\+?[0-9 -]{6,20}$/),
      address: text(200).pipe(z.string().min(5)),
    })
    .optional(),
});

export const mallOrder = z.strictObject({
  orderNo: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  points: z.number().int(),
  /** BONUS orders are COMPLETED at once; physical ones PENDING → SHIPPED → DELIVERED. */
  status: z.enum(MALL_ORDER_STATUSES),
  bonus: z.number().nullable(),
  recipient: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const mallRedeemResult = z.strictObject({
  order: mallOrder,
  /** Points left after the redemption. */
  points: z.number().int(),
});
export const mallRedeemAnswer = okEnvelope(mallRedeemResult);

/** GET /wps/mall/orders: the member's orders, newest first. */
export const mallOrdersQuery = z.strictObject({ ...pageParams(20), language: optional(language) });
export const mallOrderPage = z.strictObject({
  list: z.array(mallOrder),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const mallOrderPageAnswer = okEnvelope(mallOrderPage);

// ---- Operator -------------------------------------------------------------------------------

const operatorName = z.string().regex(/^[A-Za-z0-9._@-]{2,64}$/);

/** POST /ops/mall/points: an operator's points adjustment (ledger kind ADJUST), once per reference. */
export const opsPointsBody = z.strictObject({
  operator: operatorName,
  username: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
  points: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((value) => value !== 0),
  reason: text(200).pipe(z.string().min(3)),
  reference: z.string().regex(/^[A-Za-z0-9:_-]{4,64}$/),
});
export const opsPointsAnswer = okEnvelope(
  z.strictObject({ username: z.string(), points: z.number().int(), duplicate: z.boolean() }),
);

/** POST /ops/mall/orders/{orderNo}/status: ship, deliver or cancel a physical order. */
export const opsMallOrderParams = z.strictObject({
  orderNo: z.string().regex(/^M[0-9A-Z]{6,40}$/),
});
export const opsMallOrderBody = z.strictObject({
  operator: operatorName,
  status: z.enum(['SHIPPED', 'DELIVERED', 'CANCELLED']),
  note: text(200).optional(),
});
export const opsMallOrderAnswer = okEnvelope(mallOrder);

// ---- Operator: the catalogue (POST/PATCH/DELETE /ops/mall/items) ---------------------------

/** An item's text per language; English is required (the fallback for every other one). */
const localizedText = (max: number) =>
  z
    .partialRecord(z.enum(CONTENT_LANGUAGES), text(max).pipe(z.string().min(1)))
    .refine((texts) => typeof texts.EN === 'string', { message: 'EN required', path: ['EN'] });
const pointsCost = z.number().int().min(1).max(10_000_000);
const stock = z.number().int().min(0).max(1_000_000);
const itemReason = text(200).pipe(z.string().min(3));

/** POST /ops/mall/items: a new catalogue item; a BONUS item needs `bonus`, a physical one none. */
export const opsMallItemCreateBody = z
  .strictObject({
    operator: operatorName,
    reason: itemReason,
    kind: z.enum(MALL_ITEM_KINDS),
    names: localizedText(60),
    descriptions: localizedText(300),
    pointsCost,
    /** Major units, at most 2 decimals. */
    bonus: z.number().positive().max(1_000_000).multipleOf(0.01).optional(),
    stock,
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((body) => (body.kind === 'BONUS') === (body.bonus !== undefined), {
    message: 'bonus is required for BONUS items and refused for PHYSICAL ones',
    path: ['bonus'],
  });

export const opsMallItemParams = z.strictObject({ id: queryInt(1, 2_000_000_000) });

/** PATCH /ops/mall/items/{id}: price, stock, on sale or not, texts, order; at least one. */
export const opsMallItemEditBody = z
  .strictObject({
    operator: operatorName,
    reason: itemReason,
    pointsCost: pointsCost.optional(),
    stock: stock.optional(),
    enabled: z.boolean().optional(),
    names: localizedText(60).optional(),
    descriptions: localizedText(300).optional(),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
  })
  .refine(
    (body) =>
      ['pointsCost', 'stock', 'enabled', 'names', 'descriptions', 'sortOrder'].some(
        (field) => body[field as keyof typeof body] !== undefined,
      ),
    { message: 'nothing to change', path: ['pointsCost'] },
  );

/** DELETE /ops/mall/items/{id}: retire an item for good (its past orders keep it). */
export const opsMallItemRetireBody = z.strictObject({ operator: operatorName, reason: itemReason });

export const opsMallItem = mallItem.extend({
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Set once retired: members no longer see it and it can no longer be edited. */
  retiredAt: z.string().nullable(),
});
export const opsMallItemAnswer = okEnvelope(opsMallItem);
export const opsMallItemsAnswer = okEnvelope(z.strictObject({ items: z.array(opsMallItem) }));

export type OpsMallItem = z.output<typeof opsMallItem>;

export type MallItem = z.output<typeof mallItem>;
export type MallHome = z.output<typeof mallHome>;
export type MallRedeemBody = z.input<typeof mallRedeemBody>;
export type MallRedeemResult = z.output<typeof mallRedeemResult>;
export type MallOrder = z.output<typeof mallOrder>;
export type MallOrderPage = z.output<typeof mallOrderPage>;
export type MallOrderStatus = MallOrder['status'];
