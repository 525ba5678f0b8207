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

/** A game's node id in a JSON body: a JSON number, as the contract says (`"1"` is refused). */
export const nodeIdNumber = z.number().int().min(1).max(2_147_483_647);

/** A game's node id in a query string: plain digits. */
export const nodeIdValue = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(nodeIdNumber);

/**
 * Paging of the member lists (inbox, favourites, recent): absent means the default, but an
 * empty value (`pageNo=`) is a wrong type, as for any other number. Only the catalogue calls
 * read an empty parameter as "not given" (API.md).
 */
export const pageParams = (defaultSize: number) => ({
  pageNo: queryInt(1, 10_000)
    .optional()
    .transform((value) => value ?? 1),
  pageSize: queryInt(1, 100)
    .optional()
    .transform((value) => value ?? defaultSize),
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
