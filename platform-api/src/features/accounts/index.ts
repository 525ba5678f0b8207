// The public face of this feature (accounts): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export {
  dialingCodeExists,
  isUniqueViolation,
  memberByMobile,
  memberByUsername,
} from './members.js';
export type { MemberRow } from './members.js';
export { settingsOf } from './register-checks.js';
export { breaks, enforceRules, hasNoMarkup } from './rules.js';
export type { Rule } from './rules.js';
