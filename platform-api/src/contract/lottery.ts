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

/**
 * POST /lgw/session: the lottery page trades its launch URL's single-use ticket for the play
 * token its member calls send as X-Play-Token (the page never sees the member token).
 */
export const lotterySessionBody = z.strictObject({ ticket: z.string().max(64) });
export const lotterySession = z.strictObject({
  playToken: z.string(),
  /** The game the ticket was launched for (the token covers every lottery game). */
  gameId: z.number().int(),
  expiresAt: z.string(),
  /** The member's main balance now (the page shows it; each order's answer updates it). */
  balance: z.number(),
  currencySymbol: z.string(),
});
export const lotterySessionAnswer = okEnvelope(lotterySession);

/** GET /lgw/customers/balance: the member's main balance (after a settlement pays a win). */
export const lotteryBalanceQuery = z.strictObject({ ...frontEndParams });
export const lotteryBalance = z.strictObject({ balance: z.number(), currencySymbol: z.string() });
export const lotteryBalanceAnswer = okEnvelope(lotteryBalance);

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
  /**
   * Keyset paging: the previous page's `nextCursor`. The page then starts right after that
   * page's last row, so orders placed meanwhile shift nothing (`page` is only echoed).
   */
  cursor: z
    .string()
    .regex(/^\d{1,15}\.\d{1,15}$/)
    .optional(),
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
  /** The next page's `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
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

/** GET /lgw/orders/today: the member's sub-orders of today (the business day), newest first. */
export const lotteryTodayQuery = z.strictObject({
  gameId: queryInt(1, 2_147_483_647).optional(),
  ...frontEndParams,
});

const drawTimes = z.strictObject({ numero, closeAt: z.string(), drawAt: z.string() });

/** GET /lgw/games: the lottery games with family, cadence and the draw on sale. */
export const lgwGamesQuery = z.strictObject({ ...frontEndParams });
export const lgwGame = z.strictObject({
  gameId: z.number().int(),
  gameName: z.string(),
  vendorCode: z.string(),
  gameCategory: z.string(),
  family: z.string(),
  cadence: z.enum(['S45', 'M1', 'M3', 'M5', 'DAILY']),
  /** DAILY games: local draw time (Asia/Ho_Chi_Minh) and weekdays (1 Monday … 7 Sunday). */
  drawTime: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  /** False while the family's rules are not on this server: the game takes no bets. */
  available: z.boolean(),
  nextDraw: drawTimes,
});
export const lgwGameList = z.strictObject({
  serverTime: z.string(),
  list: z.array(lgwGame),
});
export const lgwGameListAnswer = okEnvelope(lgwGameList);

/** GET /lgw/games/{gameId}/play_menu?prizeMode=: the plays by tab, with their boards. */
export const lotteryPlayMenuQuery = z.strictObject({
  /** Lott 1, ZY 2 (served with Lott's menu), Elott 3 (default); names accepted too. */
  prizeMode: z.enum(['1', '2', '3', 'Lott', 'ZY', 'Elott', 'lott', 'zy', 'elott']).default('3'),
  ...frontEndParams,
});
const boardRow = z.strictObject({
  label: z.string(),
  values: z.array(z.string()),
  min: z.number().int(),
  max: z.number().int(),
  quickPicks: z.boolean(),
});
export const lotteryPlay = z.strictObject({
  playId: z.number().int(),
  code: z.string(),
  playType: z.enum(['TRADITION', 'ENTERTAINMENT']),
  board: z.strictObject({ rows: z.array(boardRow), typedEntry: z.boolean() }),
  /** Entertainment: odds paid per unit staked, stake included. */
  odds: z.number().nullable(),
});
export const lotteryPlayMenu = z.strictObject({
  gameId: z.number().int(),
  family: z.string(),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott']),
  playType: z.enum(['TRADITION', 'ENTERTAINMENT']),
  /**
   * The draw the boards are for: the one on sale when asked. Mark Six's zodiac options follow
   * its lunar year (Hong Kong time), so a menu read before Chinese New Year is read again after.
   */
  numero: z.string(),
  drawAt: z.string(),
  groups: z.array(z.strictObject({ group: z.string(), plays: z.array(lotteryPlay) })),
});
export const lotteryPlayMenuAnswer = okEnvelope(lotteryPlayMenu);

/** GET /lgw/games/{gameId}/setting: what bounds every bet of the game. */
export const lotterySettingQuery = z.strictObject({ ...frontEndParams });
export const lotterySetting = z.strictObject({
  gameId: z.number().int(),
  family: z.string(),
  cadence: z.enum(['S45', 'M1', 'M3', 'M5', 'DAILY']),
  unitPrice: z.number(),
  /** Allowed modes as a slip line writes them: "1", "0.1", "0.01", "0.001". */
  modes: z.array(z.string()),
  maxMultiple: z.number().int(),
  maxOrderAmount: z.number(),
  maxWinPerDraw: z.number(),
  closeSeconds: z.number().int(),
  maxChaseDraws: z.number().int(),
});
export const lotterySettingAnswer = okEnvelope(lotterySetting);

/** GET /lgw/customers/series: the caller's series range. */
export const lotterySeriesQuery = z.strictObject({ ...frontEndParams });
export const lotterySeries = z.strictObject({
  maxSeries: z.number().int(),
  minSeries: z.number().int(),
});
export const lotterySeriesAnswer = okEnvelope(lotterySeries);

/** GET /lgw/numeros/chase/{gameId}?count=: the draws a chase can cover, from the one on sale. */
export const lotteryChaseQuery = z.strictObject({
  count: queryInt(1, 120).optional(),
  ...frontEndParams,
});
export const lotteryChaseDraws = z.strictObject({
  gameId: z.number().int(),
  serverTime: z.string(),
  list: z.array(drawTimes),
});
export const lotteryChaseDrawsAnswer = okEnvelope(lotteryChaseDraws);

/** GET /lgw/trend/{gameId}?size=30|50|100: per position, each value's hits and miss streak. */
export const lotteryTrendQuery = z.strictObject({
  size: z.enum(['30', '50', '100']).default('30').transform(Number),
  ...frontEndParams,
});
export const lotteryTrend = z.strictObject({
  gameId: z.number().int(),
  draws: z.number().int(),
  positions: z.array(
    z.strictObject({
      position: z.number().int(),
      values: z.array(
        z.strictObject({
          value: z.string(),
          hits: z.number().int(),
          /** Draws since the value last came at this position (= draws when never). */
          missStreak: z.number().int(),
        }),
      ),
    }),
  ),
});
export const lotteryTrendAnswer = okEnvelope(lotteryTrend);

/** A live model: a host presenting a lottery game. */
export const LIVE_MODEL_STATES = ['OFFLINE', 'ACTIVE', 'STREAMING'] as const;
export const lotteryLiveModel = z.strictObject({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  state: z.enum(LIVE_MODEL_STATES),
  gameId: z.number().int().nullable(),
  gameName: z.string().nullable(),
  streamUrl: z.string().nullable(),
});

/** GET /lgw/live-models?state=: the models on duty (ACTIVE and STREAMING), or of one state. */
export const lotteryLiveModelsQuery = z.strictObject({
  state: z.enum(['ACTIVE', 'STREAMING']).optional(),
  ...frontEndParams,
});
export const lotteryLiveModels = z.strictObject({ list: z.array(lotteryLiveModel) });
export const lotteryLiveModelsAnswer = okEnvelope(lotteryLiveModels);

const httpsUrl = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s]+$/);

/** PUT /ops/lottery/live-models/{name} (operator): sets one model, made on first use. */
export const opsLiveModelParams = z.strictObject({
  name: z.string().regex(/^[\p{L}\p{N} ._-]{1,40}$/u),
});
export const opsLiveModelBody = z.strictObject({
  operator: text(64).pipe(z.string().min(1)),
  state: z.enum(LIVE_MODEL_STATES),
  /** The lottery game presented (a LOTT/ELOTT game); null for none. */
  gameId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  streamUrl: httpsUrl.nullable().default(null),
  avatarUrl: httpsUrl.nullable().default(null),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export const opsLiveModelAnswer = okEnvelope(lotteryLiveModel);
