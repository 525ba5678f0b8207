import { z } from 'zod';
import { pageParams } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { amountMajor } from './wallet.js';

// Red envelope rain (issue 14): rounds on the operator's schedule; one grab per member per round,
// its amount decided by the platform. Money in major units, times ISO 8601 (UTC).

export const redRainQuery = z.strictObject({});

export const redRainRound = z.strictObject({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** False once the round's budget cannot pay another envelope. */
  envelopesLeft: z.boolean(),
  /** What this member grabbed in the round, null before a grab. */
  myGrab: z.number().nullable(),
});

/** GET /wps/red-rain: the round open now (if any) and the next one on the schedule. */
export const redRainState = z.strictObject({
  /** The platform's time, so the screen counts down on its clock, not the phone's. */
  now: z.string(),
  current: redRainRound.nullable(),
  next: z.strictObject({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  currencySymbol: z.string(),
});
export const redRainStateAnswer = okEnvelope(redRainState);

/** POST /wps/red-rain/grab: opens one envelope of the round; the platform picks the amount. */
export const redRainGrabBody = z.strictObject({
  roundId: z.number().int().min(1).max(2_147_483_647),
});
export const redRainGrab = z.strictObject({
  roundId: z.number().int(),
  amount: z.number(),
  /** The member's main balance after the grab. */
  balance: z.number(),
  /** True when this member had already grabbed in the round (nothing was paid again). */
  duplicate: z.boolean(),
});
export const redRainGrabAnswer = okEnvelope(redRainGrab);

/** GET /wps/red-rain/grabs: the member's grabs, newest first. */
export const redRainGrabsQuery = z.strictObject(pageParams(20));
export const redRainGrabRow = z.strictObject({
  roundId: z.number().int(),
  amount: z.number(),
  grabbedAt: z.string(),
});
export const redRainGrabPage = z.strictObject({
  list: z.array(redRainGrabRow),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  totalAmount: z.number(),
});
export const redRainGrabPageAnswer = okEnvelope(redRainGrabPage);

// ---- Operator -----------------------------------------------------------------------------

const operatorName = z.string().regex(/^[A-Za-z0-9._@-]{2,64}$/);

/** POST /ops/red-rain/rounds: a round at a given time (default: now), schedule values default. */
export const opsRedRainRoundBody = z.strictObject({
  operator: operatorName,
  startsAt: z.iso.datetime({ offset: true }).optional(),
  durationSeconds: z.number().int().min(10).max(3600).optional(),
  budget: amountMajor.optional(),
  minGrab: amountMajor.optional(),
  maxGrab: amountMajor.optional(),
});
export const opsRedRainRound = z.strictObject({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  budget: z.number(),
  minGrab: z.number(),
  maxGrab: z.number(),
  paid: z.number(),
  grabs: z.number().int(),
  createdBy: z.string(),
});
export const opsRedRainRoundAnswer = okEnvelope(opsRedRainRound);

/** PUT /ops/red-rain/settings: the schedule (a round every N minutes from 00:00 UTC). */
export const opsRedRainSettingsBody = z.strictObject({
  operator: operatorName,
  enabled: z.boolean(),
  everyMinutes: z.number().int().min(1).max(1440),
  durationSeconds: z.number().int().min(10).max(3600),
  budget: amountMajor,
  minGrab: amountMajor,
  maxGrab: amountMajor,
});
export const opsRedRainSettings = z.strictObject({
  enabled: z.boolean(),
  everyMinutes: z.number().int(),
  durationSeconds: z.number().int(),
  budget: z.number(),
  minGrab: z.number(),
  maxGrab: z.number(),
});
export const opsRedRainSettingsAnswer = okEnvelope(opsRedRainSettings);

export type RedRainState = z.output<typeof redRainState>;
export type RedRainRound = z.output<typeof redRainRound>;
export type RedRainGrab = z.output<typeof redRainGrab>;
export type RedRainGrabBody = z.input<typeof redRainGrabBody>;
export type RedRainGrabRow = z.output<typeof redRainGrabRow>;
export type RedRainGrabPage = z.output<typeof redRainGrabPage>;
export type OpsRedRainRoundBody = z.input<typeof opsRedRainRoundBody>;
