/* global window, afterEach */
require('@testing-library/jest-dom');

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
