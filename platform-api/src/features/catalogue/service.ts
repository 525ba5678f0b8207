import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { gameListQuery, GamePage, GameType, VendorGameTypes } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { games, vendors, VENDOR_CATEGORIES } from '../../db/schema/index.js';
import type { SecurityHeaders } from '../../http/security-headers.js';
import { AnswersByUrl } from './answers-by-url.js';
import { LruCache } from './cache.js';
import { readerLanguage } from '../content/index.js';
import { gameDisplayName } from '../games/index.js';
import { toGameDto, vendorIconUrl, type GameDto, type GameRow, type VendorRow } from './dto.js';
import { gameConditions, type GameFilter } from './filters.js';

type GameListQuery = z.output<typeof gameListQuery>;

const HOT_LIMIT = 60;

/**
 * Catalogue reads. Results are cached in memory per normalised query and never invalidated:
 * the catalogue changes only through seed or migration, which both come with a restart.
 * CATALOGUE_CACHE=off disables the cache (the benchmark measures both).
 *
 * The game list, hot games and vendor answers are cached as the JSON text of their answer,
 * encoded once through the contract's schema by the caller's `encode` when the entry is filled:
 * a cached read then costs no encoding at all (encoding every answer through zod halved these
 * calls' throughput), and the answer stays exactly what the contract allows.
 */
export interface CatalogueCache {
  pages: LruCache<string>;
  hot: LruCache<string>;
  single: LruCache<unknown>;
  /** The answers of the catalogue calls by URL, as sent (answers-by-url.ts). */
  byUrl: AnswersByUrl;
}

/** Turns a result into the JSON text of its answer (the route's contract encoder). */
export type Encode<T> = (result: T) => string;

/** `securityHeaders`: the headers every answer carries, kept with each answer by URL. */
export function createCatalogueCache(
  enabled: boolean,
  securityHeaders: SecurityHeaders,
): CatalogueCache {
  return {
    pages: new LruCache(2000, enabled),
    hot: new LruCache(200, enabled),
    single: new LruCache(4000, enabled),
    byUrl: new AnswersByUrl(4000, enabled, securityHeaders),
  };
}

/** What the catalogue reads use of the app context. */
export type CatalogueContext = Pick<AppContext, 'db' | 'catalogueCache'>;

export function listGames(
  ctx: CatalogueContext,
  query: GameListQuery,
  encode: Encode<GamePage>,
): Promise<string> {
  const filter: GameFilter = {
    gameName: query.gameName?.toLowerCase(),
    gameType: query.gameType,
    vassalage: query.vassalage ? [...new Set(query.vassalage)].sort() : undefined,
    gameClassify: query.gameClassify,
    minBetMinor: query.minBet,
    minLine: query.minLine,
  };
  // keyed on the language the names resolve to: vi, VI and vi-VN share one page
  const language = readerLanguage(query.language);
  const key = JSON.stringify([filter, language, query.pageNo, query.pageSize]);
  return ctx.catalogueCache.pages.get(key, async () =>
    encode(await loadPage(ctx.db, filter, language, query.pageNo, query.pageSize)),
  );
}

export function hotGames(
  ctx: CatalogueContext,
  gameType: GameType | undefined,
  language: string | undefined,
  encode: Encode<GameDto[]>,
): Promise<string> {
  const lang = readerLanguage(language);
  return ctx.catalogueCache.hot.get(JSON.stringify([gameType, lang]), async () => {
    const where = and(
      gameConditions({ gameType: 'HOT' }),
      gameType ? gameConditions({ gameType }) : undefined,
    );
    const rows = await ctx.db
      .select({ game: games, vendor: vendors, name: gameDisplayName(lang) })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(where)
      .orderBy(asc(games.hotRank), asc(games.id))
      .limit(HOT_LIMIT);
    return encode(rows.map((row) => toGameDto(row.game, row.vendor, row.name)));
  });
}

export function vendorGameTypes(
  ctx: CatalogueContext,
  encode: Encode<VendorGameTypes>,
): Promise<string> {
  return ctx.catalogueCache.single.get('vendorGameTypes', async () =>
    encode(await loadVendorGameTypes(ctx.db)),
  ) as Promise<string>;
}

/** A game and its vendor by node id (for generated icons), or null. */
export function gameById(
  ctx: CatalogueContext,
  id: number,
): Promise<{ game: GameRow; vendor: VendorRow } | null> {
  return ctx.catalogueCache.single.get(`game:${id}`, async () => {
    const [row] = await ctx.db
      .select({ game: games, vendor: vendors })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(eq(games.id, id));
    return row ?? null;
  }) as Promise<{ game: GameRow; vendor: VendorRow } | null>;
}

export function vendorByCode(ctx: CatalogueContext, code: string): Promise<VendorRow | null> {
  return ctx.catalogueCache.single.get(`vendor:${code}`, async () => {
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.code, code));
    return row ?? null;
  }) as Promise<VendorRow | null>;
}

async function loadPage(
  db: Db,
  filter: GameFilter,
  language: string | undefined,
  pageNo: number,
  pageSize: number,
): Promise<GamePage> {
  const where = gameConditions(filter);
  const [totals] = await db
    .select({ total: count() })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(where);
  const total = Number(totals?.total ?? 0);
  const totalPages = Math.ceil(total / pageSize);
  const rows =
    (pageNo - 1) * pageSize >= total
      ? []
      : await db
          .select({ game: games, vendor: vendors, name: gameDisplayName(language) })
          .from(games)
          .innerJoin(vendors, eq(vendors.code, games.vendorCode))
          .where(where)
          .orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize);
  return {
    games: rows.map((row) => toGameDto(row.game, row.vendor, row.name)),
    pageNum: pageNo,
    totalPages,
    total,
  };
}

async function loadVendorGameTypes(db: Db): Promise<VendorGameTypes> {
  const rows = await db
    .select({ vendor: vendors, gameCount: count(games.id) })
    .from(vendors)
    .leftJoin(games, sql`${games.vendorCode} = ${vendors.code} AND ${games.enabled}`)
    .where(eq(vendors.enabled, true))
    .groupBy(vendors.code)
    .orderBy(asc(vendors.sortOrder), asc(vendors.code));
  const categories = VENDOR_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    vendors: rows
      .filter((row) => row.vendor.category === gameCategory)
      .map(({ vendor, gameCount }) => ({
        vassalage: vendor.code,
        displayName: vendor.displayName,
        gameCategory: vendor.category,
        iconUrl: vendorIconUrl(vendor.code, 'color'),
        iconWhiteUrl: vendorIconUrl(vendor.code, 'white'),
        gameCount: Number(gameCount),
      })),
  })).filter((category) => category.vendors.length > 0);

  const groupOf = (vendor: VendorRow): string => vendor.kind ?? vendor.category;
  const groups = [...new Set(rows.map((row) => groupOf(row.vendor)))];
  const sorting = groups.map((gameCategory) => ({
    gameCategory,
    vendorNames: rows
      .filter((row) => groupOf(row.vendor) === gameCategory)
      .map(({ vendor }) => ({ vassalage: vendor.code, accountTypeName: vendor.accountTypeName })),
  }));
  const mapping = Object.fromEntries(
    sorting.map((entry) => [entry.gameCategory, entry.vendorNames.map((v) => v.vassalage)]),
  );
  return { categories, sorting, mapping };
}
