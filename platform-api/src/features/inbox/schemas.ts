import { z } from 'zod';
import { frontEndParams, pageParams } from '../games/schemas.js';

/** A row id in a path (`/wps/inbox/42/read`): plain digits, a positive 32-bit integer. */
export const rowId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));

export const messageParams = z.strictObject({ id: rowId });

export const inboxQuery = z.strictObject({ ...frontEndParams, ...pageParams(20) });

/** Calls without parameters of their own still take the ones the front end sends everywhere. */
export const frontEndQuery = z.strictObject(frontEndParams);

/** Marking read takes no fields; the front end may send `read: true` (spec section 7). */
export const markReadBody = z.strictObject({
  read: z.literal(true).optional(),
  merchantCode: frontEndParams.merchantCode,
  platform: frontEndParams.platform,
});
