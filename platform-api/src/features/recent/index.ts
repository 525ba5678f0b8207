// The public face of this feature (recent): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { recordRecent } from './service.js';
