/* global document, window, describe, beforeEach, afterEach, it, expect, jest -- jsdom and jest globals */
const { startAppScript } = require('./preload-startup-chunks.cjs');

const PRELOADS = ['/1.js', '/2.js', '/3.js', '/4.js', '/5.js', '/6.js', '/7.js'];

function headSources() {
  return [...document.head.children].map((node) => ({
    tag: node.tagName.toLowerCase(),
    url: node.getAttribute('src') ?? node.getAttribute('href'),
  }));
}

describe('the start-up script (home start-up, Total Blocking Time)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    delete window.__LOBBY_AFTER_FIRST_VIEW__;
  });
  afterEach(() => jest.useRealTimers());

  it('adds the entry at once, then the chunk preloads a few per task, in order', () => {
    // the inline script as the document runs it
    new Function(startAppScript(PRELOADS, ['/main.js?abc']))();
    expect(headSources()).toEqual([{ tag: 'script', url: '/main.js?abc' }]);
    expect(document.head.querySelector('script').async).toBe(false);

    const perTask = [];
    while (jest.getTimerCount() > 0) {
      const before = document.head.children.length;
      jest.advanceTimersToNextTimer();
      perTask.push(document.head.children.length - before);
    }
    expect(perTask).toEqual([3, 3, 1]);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PRELOADS);
    for (const link of links) {
      expect(link.rel).toBe('preload');
      expect(link.as).toBe('script');
    }
  });

  it("waits for home's first view when the document holds the app back", () => {
    const held = [];
    window.__LOBBY_AFTER_FIRST_VIEW__ = (start) => held.push(start);
    // the inline script as the document runs it
    new Function(startAppScript(PRELOADS, ['/main.js']))();
    jest.runAllTimers();
    expect(headSources()).toEqual([]);
    held[0]();
    expect(headSources()).toEqual([{ tag: 'script', url: '/main.js' }]);
  });
});
