/* global window, afterEach */
require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lacks matchMedia; components that read the user's motion preference need it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
