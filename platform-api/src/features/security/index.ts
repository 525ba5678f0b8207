// The public face of this feature (security): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { boundAddress, proveBoundAddress } from './contact.js';
export { deviceLabel } from './device.js';
export { recordLogin, recordRefusedLogin } from './login-history.js';
export { isNewDevice } from './new-device.js';
export { base32Decode, totpAt } from './totp.js';
export { requireSecondFactor } from './two-factor.js';
