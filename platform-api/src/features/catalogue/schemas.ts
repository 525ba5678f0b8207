import { z } from 'zod';
import { GAME_CLASSIFY_CODES } from '../../db/schema/index.js';
import { language, merchantCode, queryInt } from '../../http/schemas.js';

/** Every category the front end may send (spec section 3). */
export const GAME_TYPES = [
  'ALL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'HOT',
  'LIVESTREAM',
  'HOME',
  'PROMO',
  'BINGO',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75', '1'] as const;

const vendorCodes = z
  .string()
  .max(255)
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[A-Z0-9_]{1,32}$/))
      .min(1)
      .max(50),
  );

/** An empty parameter means "not filtered", as the front end sends e.g. `gameType=`. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const upper = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .max(32)
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(values as unknown as [T, ...T[]]));

const common = {
  language: optional(language),
  platform: optional(z.enum(['html5', 'HTML5', 'mobile'])),
  merchantCode: optional(merchantCode),
  merchant: optional(merchantCode),
};

export const gameListQuery = z.strictObject({
  ...common,
  gameName: optional(z.string().trim().max(100)),
  gameType: optional(upper(GAME_TYPES)),
  vassalage: optional(vendorCodes),
  gameClassify: optional(upper(GAME_CLASSIFY_CODES)),
  minBet: optional(z.enum(MIN_BETS).transform((value) => Math.round(Number(value) * 100))),
  minLine: optional(queryInt(1, 1024)),
  pageNo: optional(queryInt(1, 10_000)).transform((value) => value ?? 1),
  pageSize: optional(queryInt(1, 100)).transform((value) => value ?? 24),
});
export type GameListQuery = z.output<typeof gameListQuery>;

export const hotGamesQuery = z.strictObject({
  ...common,
  isPlatform: optional(z.enum(['0', '1', '2'])),
  gameType: optional(upper(GAME_TYPES)),
});

export const vendorGameTypesQuery = z.strictObject({
  typeId: optional(queryInt(1, 10)),
  merchantCode: optional(merchantCode),
});
