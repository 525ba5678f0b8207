// The public face of this feature (play): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { escapeHtml, newNonce, page, pageHeaders, scriptJson } from './page-shell.js';
export { playSlotRound } from './slot-service.js';
