// The public face of this feature (promotions): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { issueDepositBonuses, issueSignupBonuses } from './automatic.js';
export { bonusLockOf } from './bonus-lock.js';
export { sniffImageType } from './images.js';
