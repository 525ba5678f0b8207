import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { gameListQuery, GamePage, GameType, VendorGameTypes } from '../../contract/games.js';
import type { Db } from '../../db/database.js';
import { games, vendors, VENDOR_CATEGORIES } from '../../db/schema/index.js';
import { LruCache } from './cache.js';
import { toGameDto, vendorIconUrl, type GameDto, type GameRow, type VendorRow } from './dto.js';
import { gameConditions, type GameFilter } from './filters.js';

type GameListQuery = z.output<typeof gameListQuery>;

const HOT_LIMIT = 60;

/**
 * Catalogue reads. Results are cached in memory per normalised query and never invalidated:
 * the catalogue changes only through seed or migration, which both come with a restart.
 * CATALOGUE_CACHE=off disables the cache (the benchmark measures both).
 */
export class CatalogueService {
  private readonly pages: LruCache<GamePage>;
  private readonly hot: LruCache<GameDto[]>;
  private readonly single: LruCache<unknown>;

  constructor(
    private readonly db: Db,
    cacheEnabled: boolean,
  ) {
    this.pages = new LruCache(2000, cacheEnabled);
    this.hot = new LruCache(200, cacheEnabled);
    this.single = new LruCache(4000, cacheEnabled);
  }

  listGames(query: GameListQuery): Promise<GamePage> {
    const filter: GameFilter = {
      gameName: query.gameName?.toLowerCase(),
      gameType: query.gameType,
      vassalage: query.vassalage ? [...new Set(query.vassalage)].sort() : undefined,
      gameClassify: query.gameClassify,
      minBetMinor: query.minBet,
      minLine: query.minLine,
    };
    const language = query.language?.toUpperCase();
    const key = JSON.stringify([filter, language, query.pageNo, query.pageSize]);
    return this.pages.get(key, () => this.loadPage(filter, language, query.pageNo, query.pageSize));
  }

  hotGames(gameType: GameType | undefined, language: string | undefined): Promise<GameDto[]> {
    const lang = language?.toUpperCase();
    return this.hot.get(JSON.stringify([gameType, lang]), async () => {
      const where = and(
        gameConditions({ gameType: 'HOT' }),
        gameType ? gameConditions({ gameType }) : undefined,
      );
      const rows = await this.db
        .select({ game: games, vendor: vendors })
        .from(games)
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .where(where)
        .orderBy(asc(games.hotRank), asc(games.id))
        .limit(HOT_LIMIT);
      return rows.map((row) => toGameDto(row.game, row.vendor, lang));
    });
  }

  vendorGameTypes() {
    return this.single.get('vendorGameTypes', () => this.loadVendorGameTypes()) as ReturnType<
      CatalogueService['loadVendorGameTypes']
    >;
  }

  /** A game and its vendor by node id (for generated icons), or null. */
  gameById(id: number): Promise<{ game: GameRow; vendor: VendorRow } | null> {
    return this.single.get(`game:${id}`, async () => {
      const [row] = await this.db
        .select({ game: games, vendor: vendors })
        .from(games)
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .where(eq(games.id, id));
      return row ?? null;
    }) as Promise<{ game: GameRow; vendor: VendorRow } | null>;
  }

  vendorByCode(code: string): Promise<VendorRow | null> {
    return this.single.get(`vendor:${code}`, async () => {
      const [row] = await this.db.select().from(vendors).where(eq(vendors.code, code));
      return row ?? null;
    }) as Promise<VendorRow | null>;
  }

  private async loadPage(
    filter: GameFilter,
    language: string | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<GamePage> {
    const where = gameConditions(filter);
    const [totals] = await this.db
      .select({ total: count() })
      .from(games)
      .innerJoin(vendors, eq(vendors.code, games.vendorCode))
      .where(where);
    const total = Number(totals?.total ?? 0);
    const totalPages = Math.ceil(total / pageSize);
    const rows =
      (pageNo - 1) * pageSize >= total
        ? []
        : await this.db
            .select({ game: games, vendor: vendors })
            .from(games)
            .innerJoin(vendors, eq(vendors.code, games.vendorCode))
            .where(where)
            .orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id))
            .limit(pageSize)
            .offset((pageNo - 1) * pageSize);
    return {
      games: rows.map((row) => toGameDto(row.game, row.vendor, language)),
      pageNum: pageNo,
      totalPages,
      total,
    };
  }

  private async loadVendorGameTypes(): Promise<VendorGameTypes> {
    const rows = await this.db
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
}
