import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import { chromiumLaunchOptions } from '../support/environment.mjs';

// The lobby's figures (first tile, mounted tiles after 2,000 games) run through Playwright like
// the e2e suite, but they are a benchmark: run by `pnpm --filter @lobby/e2e bench`, not by
// `npm test`. The long-list figure answers the game list with a synthetic 2,400-game catalogue
// (the seed has 1,552), which is why it is no e2e test.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.figures.ts',
  reporter: [['list']],
  // the synthetic catalogue is answered with page.route, which a service worker's requests for
  // the page would bypass; these figures are of a first visit anyway. Measured in the full
  // Chromium, the player's browser, like the rest of the benchmark (the suite's headless shell
  // is for speed).
  use: { ...base.use, launchOptions: chromiumLaunchOptions, serviceWorkers: 'block' },
});
