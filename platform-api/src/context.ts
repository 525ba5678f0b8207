import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Clock, ShiftableClock } from './clock.js';
import type { SessionService } from './features/session/service.js';
import type { CatalogueService } from './features/catalogue/service.js';
import type { BrandService } from './features/system/brand.js';
import type { AccountDomain } from './features/accounts/domain.js';

/** What route plugins receive: configuration, the data layer and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** The same clock when CLOCK_CONTROL is on (tests move it through /ops/clock), else null. */
  clockControl: ShiftableClock | null;
  sessions: SessionService;
  catalogue: CatalogueService;
  brand: BrandService;
  accounts: AccountDomain;
}
