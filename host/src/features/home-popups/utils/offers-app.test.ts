import { offersApp } from './offers-app';

describe('offersApp', () => {
  it.each([
    ['<p>Get the <a href="/m/download">Lobby app</a></p>', true],
    ['<a href="/m/app?x=1">app</a>', true],
    [`<a href="${window.location.origin}/m/download">app</a>`, true],
    ['<a href="/m/activity">offers</a>', false],
    ['<a href="https://elsewhere.example/m/download">not ours</a>', false],
    ['<p>/m/download in the text only</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(offersApp(html)).toBe(expected);
  });
});
