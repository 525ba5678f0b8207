import { z } from 'zod';
import { queryInt, text } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { numero } from './lottery.js';

// The lottery's operator calls (OPERATOR_KEY, audited): a member's series and voiding a draw.
// Rules: API.md, "Lottery (issue 31)", "Operator calls".

const operator = text(64).pipe(z.string().min(1));

/** /ops/lottery/members/{username}/series */
export const opsLotterySeriesParams = z.strictObject({
  username: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
});

/** PUT /ops/lottery/members/{username}/series */
export const opsLotterySeriesBody = z.strictObject({
  operator,
  series: z.number().int().min(0).max(100_000),
});

/** A member's series as the operator sees it. */
export const opsLotterySeries = z.strictObject({
  username: z.string(),
  /** The series in force: the least along the agent chain (its own row, else its upline's). */
  series: z.number().int(),
  /** The member's own row, null when it follows its upline. */
  ownSeries: z.number().int().nullable(),
  /** The parent's series in force (the platform's highest for a member without a parent). */
  parentSeries: z.number().int(),
  /** What a PUT may set: from the brand minimum (or the highest direct downline's) to the parent's. */
  allowed: z.strictObject({ min: z.number().int(), max: z.number().int() }),
  /** The direct downline with the highest series in force, which bounds `allowed.min`. */
  highestDownline: z.strictObject({ username: z.string(), series: z.number().int() }).nullable(),
});
export const opsLotterySeriesAnswer = okEnvelope(opsLotterySeries);

/** /ops/lottery/odds/{playId}: an Entertainment play's fixed odds for the server's brand. */
export const opsLotteryOddsParams = z.strictObject({ playId: queryInt(1, 2_147_483_647) });

/** PUT /ops/lottery/odds/{playId}: odds per unit staked, stake included, in whole cents (1.97). */
export const opsLotteryOddsBody = z.strictObject({
  operator,
  odds: z
    .number()
    .positive()
    .max(1_000_000)
    .refine((odds) => Math.abs(odds * 100 - Math.round(odds * 100)) < 1e-6, {
      message: 'whole cents',
    }),
});

/** A play's odds as the operator sees them. */
export const opsLotteryOdds = z.strictObject({
  playId: z.number().int(),
  playCode: z.string(),
  /** In force for orders placed from now; each placed order keeps the odds it was placed at. */
  odds: z.number(),
  defaultOdds: z.number(),
  /** What a PUT may set: from 1.00 to the play's fair odds (API.md, "Brand odds"). */
  allowed: z.strictObject({ min: z.number(), max: z.number() }),
  updatedAt: z.string().nullable(),
});
export const opsLotteryOddsAnswer = okEnvelope(opsLotteryOdds);

/** POST /ops/lottery/draws/{gameId}/{numero}/void */
export const opsDrawVoidParams = z.strictObject({
  gameId: queryInt(1, 2_147_483_647),
  numero,
});
export const opsDrawVoidBody = z.strictObject({
  operator,
  reason: text(500).pipe(z.string().min(1)),
});
export const opsDrawVoid = z.strictObject({
  gameId: z.number().int(),
  numero: z.string(),
  state: z.literal('VOID'),
  /** Sub-orders of the draw refunded (state 12), all of them, however many calls it took. */
  refundedSuborders: z.number().int(),
  refundAmount: z.number(),
  /** False when the draw was void already (this call paid nothing). */
  voidedNow: z.boolean(),
});
export const opsDrawVoidAnswer = okEnvelope(opsDrawVoid);
