// The public face of this feature (verification): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { proveWithFirebase, refuseFirebaseWhenOff, usesFirebase } from './firebase.js';
export { provePhone } from './phone-proof.js';
export { consumeSmsCode, phoneRecipient, sendSmsCode } from './service.js';
export type { CodeChannel } from './service.js';
export { SMS_RESEND_MS } from './sms-limits.js';
export type { SmsOrigin } from './sms-limits.js';
