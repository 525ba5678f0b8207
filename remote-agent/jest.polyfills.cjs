// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when its module loads.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = util.TextEncoder;
  globalThis.TextDecoder = util.TextDecoder;
}
