// The public face of this feature (member-icon): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { iconUrl, memberIcon } from './icon-store.js';
