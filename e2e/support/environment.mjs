// Where the e2e server lives and how it is configured; shared by the config, the tests and
// the benchmark (plain JavaScript so the benchmark runs on Node without a TypeScript loader).
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

// Chromium from Debian; Playwright never downloads a browser here. The network flags stop
// Chromium from calling out of this machine, which has no network.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
