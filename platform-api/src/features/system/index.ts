// The public face of this feature (system): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { getBrand } from './brand.js';
export {
  addDays,
  businessDayOf,
  businessZone,
  dayRange,
  dayStart,
  daysRange,
  isFutureDay,
  periodRange,
  readBusinessZone,
  zoneOffsetMs,
} from './business-day.js';
export type { DayRange } from './business-day.js';
export { dailyTablesZone, keepDailyTablesInBusinessZone } from './daily-tables-zone.js';
export { listCustomerService } from './customer-service.js';
export { writeFlags } from './flags.js';
export { WHITELABEL_GATES } from './whitelabel-gate.js';
