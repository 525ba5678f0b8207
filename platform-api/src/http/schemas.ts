import { z } from 'zod';
import { hasControlCharacter } from './control-characters.js';

/**
 * Shared pieces of the per-call schemas. Strings default to at most 255 characters and never
 * hold control characters (parseInput refuses those in every input too).
 */
export const text = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacter(value), { message: 'control character' });

/** Query string integers arrive as text; only plain digits are accepted. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const language = z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z]{2,4})?$/);

/** The app's nine languages, as content tables key their texts (locales/ holds one folder each). */
export const CONTENT_LANGUAGES = ['EN', 'CN', 'TW', 'TH', 'VI', 'ID', 'KO', 'JA', 'FIL'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const merchantCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** YYYY/MM/DD or YYYY-MM-DD, a real calendar date. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}[/-]\d{2}[/-]\d{2}$/)
  .transform((value) => value.replaceAll('/', '-'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

/** Comma-separated list of allowed values, e.g. `types=A,PL,B`. */
export function csvOf<T extends string>(allowed: readonly T[], maxItems = 20) {
  return z
    .string()
    .max(255)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(allowed as unknown as [T, ...T[]]))
        .min(1)
        .max(maxItems),
    );
}

/** For calls that take no parameters: anything sent is an unknown field. */
export const noInput = z.strictObject({});

/**
 * An empty parameter means "not given", as the front end sends e.g. `language=`. Typed as an
 * optional field that also takes `''` (a preprocess alone would type the field as `unknown` for
 * the front end, which imports the request types).
 */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    schema.optional(),
  ) as unknown as z.ZodOptional<z.ZodType<z.output<S>, z.input<S> | ''>>;

/** Parameters the front end sends with every call of the game and member lists. */
export const frontEndParams = {
  language: optional(language),
  platform: optional(z.enum(['html5', 'HTML5', 'mobile'])),
  merchantCode: optional(merchantCode),
  merchant: optional(merchantCode),
};

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

/**
 * The period fields of a report query: a preset (default `today`) or `custom` with startDate and
 * endDate (business days of the brand's time zone). Use with `customPeriodNeedsDates` on the object.
 */
export function periodFields<P extends readonly [string, ...string[]]>(presets: P) {
  return {
    period: z.enum(presets).default('today' as P[number]),
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
  };
}

/** `.refine(...customPeriodNeedsDates)`: a `custom` period names both of its days. */
export const customPeriodNeedsDates: [
  (query: { period: string; startDate?: string; endDate?: string }) => boolean,
  { path: string[]; message: string },
] = [
  (query) =>
    query.period !== 'custom' || (query.startDate !== undefined && query.endDate !== undefined),
  { path: ['startDate'], message: 'custom needs startDate and endDate' },
];
