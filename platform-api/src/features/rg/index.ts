// The public face of this feature (rg): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { excludedLoginRefusal, refuseTrialOnExcludedDevice } from './exclusion-payout.js';
export { depositHoldReason, guardLimits } from './limits.js';
export { refuseIfRealityCheckDue } from './reality-check.js';
export { admitSession, recordSessionLimit, sessionTimeLimitError } from './session-rules.js';
export { activeExclusion, readSettings } from './settings.js';
