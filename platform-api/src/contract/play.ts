import { z } from 'zod';
import { frontEndParams, noInput, optional } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

// ---------------------------------------------------------------------------------------------
// Generated images (SVG, cached for a year: the content of an id never changes)

/** `/wps/img/game/{id}`, `/wps/img/banner/{id}`, `/wps/img/promo/{id}`: `{id}` is `<digits>.svg`. */
export const imageIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}\.svg$/)
    .transform((value) => Number.parseInt(value, 10)),
});

/** `/wps/img/vendor/{code}`: `{code}` is `<vendor code>.svg`, any case. */
export const vendorImageParams = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}\.svg$/)
    .transform((value) => value.slice(0, -4).toUpperCase()),
});

/** GET /wps/img/game/{id}: 240 px, or 480 px when large. */
export const gameImageQuery = z.strictObject({ size: z.enum(['small', 'large']).optional() });

/** GET /wps/img/vendor/{code} */
export const vendorImageQuery = z.strictObject({
  variant: z.enum(['white', 'color']).default('color'),
});

/** Banner, promotion and app icon images take no query. */
export const imageQuery = noInput;

/** An SVG image, sent with its own headers (CSP, immutable caching). */
export const svgAnswer = {
  description: 'An SVG image',
  content: { 'image/svg+xml': { schema: z.string() } },
};

// ---------------------------------------------------------------------------------------------
// The platform's own games: pages opened from a launch URL, and their calls

/** GET /wps/play/slot and /wps/play/lottery: the launch URL's query. */
export const playPageQuery = z.strictObject({
  ...frontEndParams,
  /** The single-use ticket of the launch URL. */
  ticket: z.string().max(64),
  prize_mode: optional(z.enum(['lott', 'elott'])),
  mui: optional(z.string().max(64)),
  playType: optional(z.string().max(16)),
  gameId: optional(z.string().max(64)),
  css: optional(z.string().max(64)),
});

/**
 * An HTML page with its own Content-Security-Policy (a nonce per page); a used or expired ticket
 * answers 403 with an HTML page too.
 */
export const playPageAnswer = {
  description: 'The game page (HTML)',
  content: { 'text/html': { schema: z.string() } },
};

const roundId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/** Money in major units with at most 2 decimals, as a JSON number; parsed to minor units. */
export const stakeMajor = z
  .number()
  .finite()
  .positive()
  .max(1_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'at most 2 decimals',
  })
  .transform((value) => Math.round(value * 100));

export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'STAR'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** POST /wps/play/slot/spin (X-Play-Token of a slot page): the round id makes it idempotent. */
export const spinBody = z.strictObject({ roundId, stake: stakeMajor });
export type SpinBody = z.input<typeof spinBody>;

export const spinResult = z.strictObject({
  roundId: z.string(),
  reels: z.array(z.enum(SLOT_SYMBOLS)),
  /** Win = stake × multiplier; 0 for a loss. */
  multiplier: z.number(),
  /** Major units, as are winAmount and balance. */
  stake: z.number(),
  winAmount: z.number(),
  /** The wallet after the round. */
  balance: z.number(),
});
export type SpinResult = z.output<typeof spinResult>;
export const spinAnswer = okEnvelope(spinResult);

export const NUMBER_PICKS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const SIDE_PICKS = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
/** A lottery pick: a digit (pays 9×) or a side (pays 1.95×). */
export const PICKS = [...NUMBER_PICKS, ...SIDE_PICKS] as const;
export type Pick = (typeof PICKS)[number];

/** POST /wps/play/lottery/bet (X-Play-Token of a lottery page): betId makes it idempotent. */
export const lotteryBetBody = z.strictObject({
  betId: roundId,
  /** The draw open now (GET /wps/play/lottery/state). */
  drawNo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  pick: z.enum(PICKS),
  stake: stakeMajor,
});
export type LotteryBetBody = z.input<typeof lotteryBetBody>;

export const lotteryBet = z.strictObject({
  id: z.number().int(),
  drawNo: z.number().int(),
  pick: z.enum(PICKS),
  /** Major units, as is payout (0 until settled or for a loss). */
  stake: z.number(),
  /** CANCELLED: an operator cancelled the bet or its draw and refunded the stake. */
  status: z.enum(['OPEN', 'SETTLED', 'CANCELLED']),
  /** The drawn digit once settled. */
  result: z.number().int().nullable(),
  payout: z.number(),
  /** ISO time. */
  placedAt: z.string(),
});
export type LotteryBet = z.output<typeof lotteryBet>;

export const lotteryBetPlaced = z.strictObject({
  bet: lotteryBet,
  /** The wallet after the stake, major units. */
  balance: z.number(),
});
export const lotteryBetAnswer = okEnvelope(lotteryBetPlaced);

/** GET /wps/play/lottery/state (X-Play-Token of a lottery page) */
export const lotteryStateQuery = noInput;
export const lotteryState = z.strictObject({
  /** The draw open now, its ISO draw time and the ISO time betting on it closes. */
  drawNo: z.number().int(),
  drawAt: z.string(),
  closesAt: z.string(),
  serverTime: z.string(),
  /** The last 10 draws, newest first. */
  recentDraws: z.array(
    z.strictObject({ drawNo: z.number().int(), drawAt: z.string(), result: z.number().int() }),
  ),
  /** The member's latest 20 bets on this game, newest first. */
  bets: z.array(lotteryBet),
  /** Major units. */
  balance: z.number(),
});
export type LotteryState = z.output<typeof lotteryState>;
export const lotteryStateAnswer = okEnvelope(lotteryState);
