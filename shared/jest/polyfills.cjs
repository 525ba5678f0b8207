// Browser APIs jsdom lacks, installed before any module of a test loads (jest setupFiles):
// react-router 7 reads TextEncoder/TextDecoder when its module loads.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = util.TextEncoder;
  globalThis.TextDecoder = util.TextDecoder;
}

// jsdom does not scroll: its window.scrollTo only logs 'Not implemented' (virtualized lists call
// it on every layout), which buries real errors in the test output.
if (typeof globalThis.window !== 'undefined') {
  globalThis.window.scrollTo = () => undefined;
}
