import { z } from 'zod';
import { frontEndParams, merchantCode, optional, pageParams, queryInt } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

// ---------------------------------------------------------------------------------------------
// Codes

/** A vendor's category (spec section 3); a game's `gameType` is its vendor's category. */
export const VENDOR_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** Game classifications (jackpot, scratch, video poker, table, arcade, bingo). */
export const GAME_CLASSIFY_CODES = ['JP', 'SC', 'VP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFY_CODES)[number];

/** Every category the front end may ask the catalogue for (spec section 3). */
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

/** The catalogue's minimum-bet filter values, major units as text. */
export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75', '1'] as const;

// ---------------------------------------------------------------------------------------------
// Request pieces of the game calls

export const vendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

/** A game's node id in a JSON body: a JSON number (`"1"` is refused). */
export const nodeIdNumber = z.number().int().min(1).max(2_147_483_647);

/** A game's node id in a query string: plain digits. */
export const nodeIdValue = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(nodeIdNumber);

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

const upper = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .max(32)
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(values as unknown as [T, ...T[]]));

// ---------------------------------------------------------------------------------------------
// A game

export const game = z.strictObject({
  /** The game's id everywhere (favourites, recent, launch, images). */
  nodeId: z.number().int(),
  /** Vendor code. */
  vassalage: z.string(),
  /**
   * Name in the reader's language (features/games/display-name.ts: its translation, else Chinese
   * for CN/TW, else English); same as nodeName.
   */
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  showIcon: z.boolean(),
  /** Same-origin image path. */
  iconUrl: z.string(),
  /** `<vendor>-<gameCode>`. */
  gameId: z.string(),
  /** The vendor's category. */
  gameType: z.enum(VENDOR_CATEGORIES),
  mobileLargeIcon: z.string(),
  roomId: z.string().nullable(),
  /** Whether launchGame accepts it. */
  supportPlay: z.boolean(),
  gameClassifyNew: z.enum(GAME_CLASSIFY_CODES).nullable(),
  gameCode: z.string(),
  isGameH5: z.boolean(),
  playType: z.enum(['trad', 'ent']),
  /** Smallest stake, major units. */
  minBet: z.number(),
});
export type Game = z.output<typeof game>;

/** Page numbers start at 1; totalPages is 0 for an empty list. */
const pageInfo = {
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
};

// ---------------------------------------------------------------------------------------------
// Catalogue (cached, see API.md)

/** GET /wps/game/list: an empty parameter means "not filtered". */
export const gameListQuery = z.strictObject({
  ...frontEndParams,
  gameName: optional(z.string().trim().max(100)),
  gameType: optional(upper(GAME_TYPES)),
  /** Comma-separated vendor codes. */
  vassalage: optional(vendorCodes),
  gameClassify: optional(upper(GAME_CLASSIFY_CODES)),
  /** Major units; parsed to minor units. */
  minBet: optional(z.enum(MIN_BETS).transform((value) => Math.round(Number(value) * 100))),
  minLine: optional(queryInt(1, 1024)),
  pageNo: optional(queryInt(1, 10_000)).transform((value) => value ?? 1),
  pageSize: optional(queryInt(1, 100)).transform((value) => value ?? 24),
});
export type GameListQuery = z.input<typeof gameListQuery>;

export const gamePage = z.strictObject({ games: z.array(game), ...pageInfo });
export type GamePage = z.output<typeof gamePage>;
export const gameListAnswer = okEnvelope(gamePage);

/** GET /wps/game/hot */
export const hotGamesQuery = z.strictObject({
  ...frontEndParams,
  isPlatform: optional(z.enum(['0', '1', '2'])),
  gameType: optional(upper(GAME_TYPES)),
});
export type HotGamesQuery = z.input<typeof hotGamesQuery>;
export const hotGames = z.strictObject({ list: z.array(game) });
export const hotGamesAnswer = okEnvelope(hotGames);

/** GET /wps/game/vendorGameTypes */
export const vendorGameTypesQuery = z.strictObject({
  typeId: optional(queryInt(1, 10)),
  merchantCode: optional(merchantCode),
});

export const vendorSummary = z.strictObject({
  vassalage: z.string(),
  displayName: z.string(),
  gameCategory: z.enum(VENDOR_CATEGORIES),
  iconUrl: z.string(),
  iconWhiteUrl: z.string(),
  /** Enabled games of the vendor. */
  gameCount: z.number().int(),
});
export type VendorSummary = z.output<typeof vendorSummary>;

export const vendorGameTypes = z.strictObject({
  /** Categories with at least one enabled vendor, in category order. */
  categories: z.array(
    z.strictObject({ gameCategory: z.enum(VENDOR_CATEGORIES), vendors: z.array(vendorSummary) }),
  ),
  /** Vendors grouped by kind (or category when the vendor has no kind), in display order. */
  sorting: z.array(
    z.strictObject({
      gameCategory: z.string(),
      vendorNames: z.array(z.strictObject({ vassalage: z.string(), accountTypeName: z.string() })),
    }),
  ),
  /** The same grouping as `sorting`: group → vendor codes. */
  mapping: z.record(z.string(), z.array(z.string())),
});
export type VendorGameTypes = z.output<typeof vendorGameTypes>;
export const vendorGameTypesAnswer = okEnvelope(vendorGameTypes);

// ---------------------------------------------------------------------------------------------
// Favourites and recent games (members only)

/** POST and DELETE /wps/game/favourite; `vendor`, when sent, must be the game's. */
export const favouriteBody = z.strictObject({
  ...frontEndParams,
  nodeId: nodeIdNumber,
  vendor: vendorCode.optional(),
  token: z.string().max(255).optional(),
});
export type FavouriteBody = z.input<typeof favouriteBody>;
export const favouriteChangeAnswer = okEnvelope(z.literal(true));

/** GET /wps/game/favourite/ids */
export const favouriteIdsQuery = z.strictObject({ ...frontEndParams, ...pageParams(100) });
export type FavouriteIdsQuery = z.input<typeof favouriteIdsQuery>;
/** Node ids, newest favourite first. */
export const favouriteIds = z.strictObject({ list: z.array(z.number().int()) });
export type FavouriteIds = z.output<typeof favouriteIds>;
export const favouriteIdsAnswer = okEnvelope(favouriteIds);

/** GET /wps/game/favourite/list */
export const favouriteListQuery = z.strictObject({ ...frontEndParams, ...pageParams(25) });
export type FavouriteListQuery = z.input<typeof favouriteListQuery>;
export const favouritePage = z.strictObject({ content: z.array(game), ...pageInfo });
export type FavouritePage = z.output<typeof favouritePage>;
export const favouriteListAnswer = okEnvelope(favouritePage);

/** POST /wps/game/recent */
export const recentBody = z.strictObject({ ...frontEndParams, nodeId: nodeIdNumber });
export type RecentBody = z.input<typeof recentBody>;
export const recentRecordAnswer = okEnvelope(z.literal(true));

/**
 * GET /wps/game/recent: newest first, at most 50 kept per member; `gameType` narrows them to a
 * list screen's category as the catalogue's own list does (empty or ALL: every game).
 */
export const recentQuery = z.strictObject({
  ...frontEndParams,
  ...pageParams(25),
  gameType: optional(upper(GAME_TYPES)),
});
export type RecentQuery = z.input<typeof recentQuery>;
export const recentPage = z.strictObject({ list: z.array(game), ...pageInfo });
export type RecentPage = z.output<typeof recentPage>;
export const recentAnswer = okEnvelope(recentPage);

// ---------------------------------------------------------------------------------------------
// Launch

/** GET /wps/game/launchGame */
export const launchQuery = z.strictObject({
  ...frontEndParams,
  nodeId: nodeIdValue,
  gameId: optional(z.string().max(64)),
  prize_mode: optional(z.enum(['lott', 'elott', 'LOTT', 'ELOTT'])),
});
export type LaunchQuery = z.input<typeof launchQuery>;

export const launch = z.strictObject({
  /** Same-origin page of the platform's game engine with a single-use ticket (no token). */
  url: z.string(),
  kind: z.enum(['SLOT', 'LOTTERY']),
  /** ISO time after which the ticket is refused. */
  expiresAt: z.string(),
});
export type Launch = z.output<typeof launch>;
export const launchAnswer = okEnvelope(launch);

// ---------------------------------------------------------------------------------------------
// Jackpot, winners, ranks

/** GET /wps/game/jackpot */
export const jackpotQuery = z.strictObject({ ...frontEndParams });
export const jackpot = z.strictObject({
  /** The pool, major units: a seed plus 1% of every stake. */
  value: z.number(),
  currencySymbol: z.string(),
});
export type Jackpot = z.output<typeof jackpot>;
export const jackpotAnswer = okEnvelope(jackpot);

/** GET /wps/game/winners */
export const winnersQuery = z.strictObject({
  ...frontEndParams,
  gameCategory: optional(z.enum(['ALL', ...VENDOR_CATEGORIES])),
  limitNum: optional(queryInt(1, 50)).transform((value) => value ?? 20),
});
export type WinnersQuery = z.input<typeof winnersQuery>;
export const winnerEntry = z.strictObject({
  iconUrl: z.string(),
  gameName: z.string(),
  /** Masked username. */
  customerName: z.string(),
  /** Payout, major units. */
  winAmount: z.number(),
});
export type WinnerEntry = z.output<typeof winnerEntry>;
export const winners = z.strictObject({ list: z.array(winnerEntry) });
export const winnersAnswer = okEnvelope(winners);

/** GET /wps/rank/deposit and /wps/rank/bet */
export const rankQuery = z.strictObject({
  ...frontEndParams,
  limitNum: optional(queryInt(1, 50)).transform((value) => value ?? 20),
});
export type RankQuery = z.input<typeof rankQuery>;
export const rankEntry = z.strictObject({
  /** 1 for the top. */
  rank: z.number().int(),
  /** Masked username. */
  customerName: z.string(),
  /** Total over the last `days` days, major units. */
  amount: z.number(),
});
export type RankEntry = z.output<typeof rankEntry>;
export const rankBoard = z.strictObject({ list: z.array(rankEntry), days: z.number().int() });
export type RankBoard = z.output<typeof rankBoard>;
export const rankAnswer = okEnvelope(rankBoard);

// ---------------------------------------------------------------------------------------------
// Lottery

/** GET /wps/lottery/list and /wps/lottery/menu */
export const lotteryQuery = z.strictObject({ ...frontEndParams });

/** A lottery game: a catalogue game; its cadence and draws are the lottery platform's (/lgw/games). */
export const lotteryGame = game;
export type LotteryGame = z.output<typeof lotteryGame>;
export const lotteryList = z.strictObject({ list: z.array(lotteryGame) });
export const lotteryListAnswer = okEnvelope(lotteryList);

export const lotteryMenuEntry = z.strictObject({
  gameCategory: z.enum(['LOTT', 'ELOTT']),
  vendors: z.array(
    z.strictObject({ vassalage: z.string(), displayName: z.string(), gameCount: z.number().int() }),
  ),
});
export type LotteryMenuEntry = z.output<typeof lotteryMenuEntry>;
export const lotteryMenu = z.strictObject({ menu: z.array(lotteryMenuEntry) });
export const lotteryMenuAnswer = okEnvelope(lotteryMenu);
