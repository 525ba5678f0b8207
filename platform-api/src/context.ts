import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Clock, ShiftableClock } from './clock.js';
import type { CatalogueCache } from './features/catalogue/service.js';
import type { BrandCache } from './features/system/brand.js';
import type { AccountDomain } from './features/accounts/domain.js';

/**
 * What route plugins and services receive: configuration, the data layer, the clock and the
 * in-memory state the services keep (caches). Services are plain functions taking this (or just
 * `db`); the session policy is `config.session`.
 */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** The same clock when CLOCK_CONTROL is on (tests move it through /ops/clock), else null. */
  clockControl: ShiftableClock | null;
  /** The catalogue's read caches (catalogue/service.ts). */
  catalogueCache: CatalogueCache;
  /** The brand row once read (system/brand.ts getBrand). */
  brandCache: BrandCache;
  accounts: AccountDomain;
}
