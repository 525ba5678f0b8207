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

export type SystemFlags = z.output<typeof systemFlags>;
export type OutboxMessage = z.output<typeof outboxMessage>;
