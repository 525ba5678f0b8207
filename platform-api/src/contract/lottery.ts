import { z } from 'zod';
import { calendarDate, frontEndParams, queryInt, text } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

// The real lottery (issue 31), TCG-style calls under /lgw. Member calls take the lottery
// page's X-Play-Token (a LOTTERY launch), never the member token. Money in major units, times
// ISO 8601 (UTC). Rules: API.md, "Lottery".

/** A draw number: YYYYMMDD-NNNN (interval games) or YYYYMMDD (daily games). */
export const numero = z.string().regex(/^\d{8}(-\d{4})?$/);
const gameIdField = z.number().int().min(1).max(2_147_483_647);

/** TCG's sub-order states: 2 not drawn, 4 won, 5 lost, 6 chase stopped, 8 cancelled by the
 * player, 12 refunded (draw void), 14 refunded by the system, 16 tie. */
export const SUBORDER_STATES = [2, 4, 5, 6, 8, 12, 14, 16] as const;
export const suborderState = z.union(SUBORDER_STATES.map((state) => z.literal(state)));

/** POST /lgw/orders/betting */
export const lotteryBettingBody = z.strictObject({
  gameId: gameIdField,
  currentNumero: numero,
  /** Lines `balls~stakes~playId~mode~series~multiple` joined by ";" (mode 1, 0.1, 0.01, 0.001). */
  bettingSlipString: z.string().min(1).max(20_000),
  winningStop: z.boolean().default(false),
  chase: z.boolean().default(false),
  /** A chase: the draws it covers, ascending, each with its multiple (× each line's). */
  chaseSlip: z
    .array(z.strictObject({ numero, multiple: z.number().int().min(1).max(1_000_000) }))
    .max(120)
    .optional(),
  /** The client's idempotency key: the same key answers the same order, paid once. */
  clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export const lotteryBetting = z.strictObject({
  orderNumber: z.string(),
  /** The first draw of the order. */
  numero,
  totalBettingAmount: z.number(),
  /** Paid back at once for a series below the member's highest. */
  rebateAmount: z.number(),
  subOrders: z.number().int(),
  /** The member's main balance after the order. */
  balance: z.number(),
  /** True when this client key had already placed the order (nothing was paid again). */
  duplicate: z.boolean(),
});
export const lotteryBettingAnswer = okEnvelope(lotteryBetting);

/** PUT /lgw/orders/suborders/cancel: sub-order ids. */
export const lotteryCancelBody = z
  .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
  .min(1)
  .max(200);
export const lotteryCancel = z.strictObject({
  cancelled: z.array(z.number().int()),
  refundAmount: z.number(),
  balance: z.number(),
});
export const lotteryCancelAnswer = okEnvelope(lotteryCancel);

/** A draw as published: the commitment from the start, seed and result once drawn. */
export const lotteryDraw = z.strictObject({
  numero,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  commitment: z.string(),
  state: z.enum(['OPEN', 'DRAWN', 'SETTLED', 'VOID']),
  /** Null until the draw time. */
  seed: z.string().nullable(),
  /** The result, values joined by ","; null until drawn. */
  winningNumber: z.string().nullable(),
});

/** GET /lgw/numeros/near?gameId=: the draw on sale and the next one. */
export const lotteryNearQuery = z.strictObject({
  gameId: queryInt(1, 2_147_483_647),
  ...frontEndParams,
});
export const lotteryNear = z.strictObject({
  gameId: z.number().int(),
  serverTime: z.string(),
  current: lotteryDraw,
  next: lotteryDraw,
});
export const lotteryNearAnswer = okEnvelope(lotteryNear);

/** GET /lgw/draw/{gameId}: results history, newest first. */
export const lotteryGameParams = z.strictObject({ gameId: queryInt(1, 2_147_483_647) });
export const lotteryDrawHistoryQuery = z.strictObject({
  size: queryInt(1, 100).optional(),
  ...frontEndParams,
});
export const lotteryDrawHistory = z.strictObject({
  gameId: z.number().int(),
  family: z.string(),
  list: z.array(lotteryDraw),
});
export const lotteryDrawHistoryAnswer = okEnvelope(lotteryDrawHistory);

/** GET /lgw/orders?…: the member's sub-orders, newest first, with totals of the filter. */
export const lotteryOrdersQuery = z.strictObject({
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  orderStatus: z
    .string()
    .regex(/^(2|4|5|6|8|12|14|16)$/)
    .transform(Number)
    .optional(),
  gameId: queryInt(1, 2_147_483_647).optional(),
  orderNumber: text(40).optional(),
  chasingStatus: z.enum(['All', 'Chasing', 'NonChasing']).default('All'),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 100).default(20),
  ...frontEndParams,
});
export const lotterySuborder = z.strictObject({
  id: z.number().int(),
  orderNumber: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  numero,
  playId: z.number().int(),
  playCode: z.string().nullable(),
  bettingNumber: z.string(),
  stakes: z.number().int(),
  mode: z.string(),
  series: z.number().int(),
  multiple: z.number().int(),
  bettingSumAmount: z.number(),
  winningAmount: z.number(),
  orderStatus: suborderState,
  winningNumber: z.string().nullable(),
  chase: z.boolean(),
  /** Whether the caller may cancel it now, and until when (its draw's closing time). */
  cancellable: z.boolean(),
  cancellableUntil: z.string().nullable(),
  createdAt: z.string(),
  drawAt: z.string(),
});
export const lotteryOrders = z.strictObject({
  list: z.array(lotterySuborder),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** Totals of the whole filter: staked (planned), staked on settled sub-orders (actual), won. */
  plannedAmount: z.number(),
  actualAmount: z.number(),
  winningAmount: z.number(),
});
export const lotteryOrdersAnswer = okEnvelope(lotteryOrders);

/** GET /lgw/orders/detail?orderNumber=: one order with its sub-orders. */
export const lotteryOrderDetailQuery = z.strictObject({ orderNumber: text(40), ...frontEndParams });
export const lotteryOrderDetail = z.strictObject({
  orderNumber: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  numero,
  chase: z.boolean(),
  winningStop: z.boolean(),
  totalBettingAmount: z.number(),
  rebateAmount: z.number(),
  winningAmount: z.number(),
  createdAt: z.string(),
  subOrders: z.array(lotterySuborder),
});
export const lotteryOrderDetailAnswer = okEnvelope(lotteryOrderDetail);
