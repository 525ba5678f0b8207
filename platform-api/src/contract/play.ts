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

/** GET /wps/play/slot: the launch URL's query. */
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
