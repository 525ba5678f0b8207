// The public face of this feature (catalogue): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { LruCache } from './cache.js';
export { toGameDto } from './dto.js';
export type { GameRow, VendorRow } from './dto.js';
export { gameTypeCondition } from './filters.js';
export { gameById, vendorByCode } from './service.js';
