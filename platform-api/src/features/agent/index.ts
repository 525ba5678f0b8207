// The public face of this feature (agent): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { downlineCte, downlineIds, isInDownline, uplineOf } from './hierarchy.js';
export { memberTotalMismatches } from './member-totals-check.js';
export { isAgentType } from './service.js';
export { teamHeadsMismatches } from './team-heads-check.js';
export { teamLiveRollupMismatches } from './team-live-rollup-check.js';
export { teamRollupMismatches } from './team-rollup-check.js';
