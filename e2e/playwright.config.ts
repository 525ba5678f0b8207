import { defineConfig, devices } from '@playwright/test';
import {
  baseURL,
  brandConfigPath,
  dataDir,
  operatorKey,
  port,
  releasesDir,
  repoRoot,
  testBrowserLaunchOptions,
} from './support/environment.mjs';

// One server, one database: tests that switch operator flags or the brand configuration
// change what every page sees, so the suite runs in a single worker.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./support/count-reporter.ts']],
  use: {
    ...devices['Pixel 7'],
    baseURL,
    viewport: { width: 390, height: 844 },
    launchOptions: testBrowserLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node e2e/support/prepare-server.mjs && node platform-api/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/wps/system/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BRAND_CONFIG: brandConfigPath,
      RELEASES_DIR: releasesDir,
      OPERATOR_KEY: operatorKey,
      // Tests move the platform's clock through /ops/clock (setPlatformClockOffset).
      CLOCK_CONTROL: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
