import { z } from 'zod';
import { language, optional, pageParams, text } from '../http/schemas.js';
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

export type MallItem = z.output<typeof mallItem>;
export type MallHome = z.output<typeof mallHome>;
export type MallRedeemBody = z.input<typeof mallRedeemBody>;
export type MallRedeemResult = z.output<typeof mallRedeemResult>;
export type MallOrder = z.output<typeof mallOrder>;
export type MallOrderPage = z.output<typeof mallOrderPage>;
export type MallOrderStatus = MallOrder['status'];
