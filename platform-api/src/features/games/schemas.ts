import { z } from 'zod';
import { language, merchantCode, queryInt } from '../../http/schemas.js';

/** An empty parameter means "not given", as the front end sends e.g. `language=`. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Parameters the front end sends with every game call. */
export const frontEndParams = {
  language: optional(language),
  platform: optional(z.enum(['html5', 'HTML5', 'mobile'])),
  merchantCode: optional(merchantCode),
  merchant: optional(merchantCode),
};

export const vendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

/** A game's node id, in a JSON body (number or digits) or a query string. */
export const nodeIdValue = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
]);

export const pageParams = (defaultSize: number) => ({
  pageNo: optional(queryInt(1, 10_000)).transform((value) => value ?? 1),
  pageSize: optional(queryInt(1, 100)).transform((value) => value ?? defaultSize),
});

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
