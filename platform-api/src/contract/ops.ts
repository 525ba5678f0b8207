import { z } from 'zod';
import { noInput } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

/** PUT /ops/system/flags: at least one flag; the other keeps its value. */
export const flagsQuery = noInput;
export const flagsBody = z
  .strictObject({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

export const systemFlags = z.strictObject({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export const systemFlagsAnswer = okEnvelope(systemFlags);

/** GET /ops/outbox: the newest 100 messages, optionally to one recipient or of one kind. */
export const outboxQuery = z.strictObject({
  to: z.string().trim().min(1).max(255).optional(),
  kind: z.enum(['SMS', 'EMAIL']).optional(),
});

export const outboxMessage = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['SMS', 'EMAIL']),
  /** Phone number or e-mail address. */
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  /** ISO 8601 date-time (UTC). */
  createdAt: z.string(),
});
export const outboxAnswer = okEnvelope(z.array(outboxMessage));

/** PUT /ops/clock (CLOCK_CONTROL only): how far ahead of real time the platform's clock runs. */
export const clockQuery = noInput;
export const clockBody = z.strictObject({
  /** 0 puts the clock back on real time; at most ten years ahead. */
  offsetSeconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 366 * 86_400),
});
export const platformClock = z.strictObject({
  /** ISO 8601 date-time (UTC) the platform now works with. */
  now: z.string(),
  offsetSeconds: z.number().int(),
});
export const platformClockAnswer = okEnvelope(platformClock);

export type SystemFlags = z.output<typeof systemFlags>;
export type OutboxMessage = z.output<typeof outboxMessage>;
export type PlatformClock = z.output<typeof platformClock>;
