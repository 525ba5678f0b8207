import { z } from 'zod';

// The generic request pieces live in http/schemas.ts, the game ones in contract/games.ts. This
// re-export keeps the inbox (converted in parallel) building until it imports from http/.
export { frontEndParams, optional, pageParams } from '../../http/schemas.js';

/** Money in major units with at most 2 decimals, as a JSON number. */
export const stakeMajor = z
  .number()
  .finite()
  .positive()
  .max(1_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'at most 2 decimals',
  })
  .transform((value) => Math.round(value * 100));
