// The public face of this feature (inbox): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { sendSecurityNotice } from './security-notices.js';
