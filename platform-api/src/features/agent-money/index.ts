// The public face of this feature (agent-money): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { finishedDayArgument } from './day-argument.js';
export { applyLink, isExpired, linkByCode, usableLink } from './links.js';
export type { LinkRow } from './links.js';
