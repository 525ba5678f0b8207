// The public face of this feature (crypto): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { PayloadCrypto } from './payload-crypto.js';
export { decryptBody } from './secure-body.js';
