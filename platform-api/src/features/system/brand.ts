import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { brands } from '../../db/schema/index.js';

export type Brand = typeof brands.$inferSelect;

/**
 * The single brand this platform serves. Read once and kept: brand settings change only through
 * a seed or migration, which both come with a restart.
 */
export class BrandService {
  private cached: Promise<Brand> | undefined;

  constructor(private readonly db: Db) {}

  get(): Promise<Brand> {
    this.cached ??= this.load().catch((error: unknown) => {
      this.cached = undefined;
      throw error;
    });
    return this.cached;
  }

  private async load(): Promise<Brand> {
    const [brand] = await this.db.select().from(brands).orderBy(asc(brands.id)).limit(1);
    if (!brand) throw new Error('No brand row: the database has not been seeded');
    return brand;
  }
}
