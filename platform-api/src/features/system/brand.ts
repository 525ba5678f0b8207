import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { brands } from '../../db/schema/index.js';

export type Brand = typeof brands.$inferSelect;

/** Where the app context keeps the brand row once read (see getBrand). */
export interface BrandCache {
  loaded: Promise<Brand> | undefined;
}

export function createBrandCache(): BrandCache {
  return { loaded: undefined };
}

/**
 * The single brand this platform serves. Read once and kept: brand settings change only through
 * a seed or migration, which both come with a restart. A failed read is not kept.
 */
export function getBrand(ctx: Pick<AppContext, 'db' | 'brandCache'>): Promise<Brand> {
  const cache = ctx.brandCache;
  cache.loaded ??= loadBrand(ctx.db).catch((error: unknown) => {
    cache.loaded = undefined;
    throw error;
  });
  return cache.loaded;
}

async function loadBrand(db: Db): Promise<Brand> {
  const [brand] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1);
  if (!brand) throw new Error('No brand row: the database has not been seeded');
  return brand;
}
