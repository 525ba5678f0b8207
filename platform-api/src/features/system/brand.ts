import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { brands } from '../../db/schema/index.js';
import { registerSettings } from '../../contract/system.js';

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
  return { ...brand, register: assertRegisterSettings(brand.register) };
}

/**
 * The registration settings when they are what the contract publishes (and every reader
 * assumes); else an error naming the setting and what is wrong. Checked when the server starts
 * (checkRegisterSettings) and each time the brand row is read.
 */
export function assertRegisterSettings(value: unknown): Brand['register'] {
  const parsed = registerSettings.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new Error(`brands.register is not valid registration settings: ${problems}`);
}

/** Throws, naming the setting, when the brand's registration settings are malformed. */
export async function checkRegisterSettings(db: Db): Promise<void> {
  // Read past the brand cache, as checkBusinessTimeZone does (rows written after the start count).
  const [row] = await db
    .select({ register: brands.register })
    .from(brands)
    .orderBy(asc(brands.id))
    .limit(1);
  if (row) assertRegisterSettings(row.register);
}
