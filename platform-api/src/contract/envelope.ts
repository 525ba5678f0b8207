import { z } from 'zod';
import { ERROR_CODES } from '../http/errors.js';

/** Every answer of the platform is an envelope: `{ success: true, value }` on success. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.strictObject({ success: z.literal(true), value });
}

export const errorDetail = z.strictObject({
  path: z.string(),
  messageKey: z.string(),
});

/** A failure: a stable code of the error catalogue, its message key and English text. */
export const failureEnvelope = z.strictObject({
  success: z.literal(false),
  value: z.unknown(),
  code: z.enum(ERROR_CODES),
  messageKey: z.string(),
  message: z.string(),
  details: z.array(errorDetail).optional(),
});

export type ErrorCode = (typeof ERROR_CODES)[number];
export type ErrorDetail = z.output<typeof errorDetail>;
export type FailureEnvelope = z.output<typeof failureEnvelope>;
export interface OkEnvelope<T> {
  success: true;
  value: T;
}
