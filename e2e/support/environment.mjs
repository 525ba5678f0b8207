// Where the e2e server lives and how it is configured; shared by the config, the tests and
// the benchmark (plain JavaScript so the benchmark runs on Node without a TypeScript loader).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eDir, '..');
export const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
export const operatorKey = 'e2e-operator-key';
// A private copy of the brand configuration that tests may rewrite while the server runs.
// Keyed by port so that two suites (two developers, or a developer and CI) can run at once.
export const brandConfigPath = path.join(e2eDir, '.data', `brand-config-${port}.json`);
export const dataDir = path.join(e2eDir, '.data', `db-${port}`);
// Remote releases the tests make (npm run release), out of the repository's own folders.
export const releasesDir = path.join(e2eDir, '.data', `releases-${port}`);

// Chromium from Debian; Playwright never downloads a browser here. The network flags stop
// Chromium from calling out of this machine, which has no network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser a phone's player has: Debian's full Chromium. The benchmark measures in it. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

// The e2e suite runs in Debian's chromium-headless-shell when it is there: the same Blink and
// V8 without the full browser's window, tab strip and profile services, which took ~17 % of
// the suite's browser CPU (measured: 213–215 s against 258 s for the same three spec files).
// Without it the suite runs in the full Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What the e2e suite launches: CHROMIUM_PATH when set, else the headless shell if installed. */
export const testBrowserLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunchOptions.executablePath),
  args: chromiumArgs,
};
