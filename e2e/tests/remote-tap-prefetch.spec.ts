import { expect, test, type Request } from '@playwright/test';
import { bottomMenu, closeHomePopups } from '../support/actions';

// A cold visitor, as the benchmark's tap (e2e/bench/home-bench.mjs): no service worker.
test.use({ serviceWorkers: 'block' });

/** A slow network's round trip: long enough that a chain of requests is plain to see. */
const ROUND_TRIP_MS = 400;

const isPromoFile = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/remotes/promo/') || pathname === '/locales/EN/promo.json';
};

test("after home is idle, tapping Promotion asks for all of the promo screen's files in one batch, the manifest not again", async ({
  page,
  context,
}) => {
  const manifestRead = page.waitForResponse((response) =>
    response.url().endsWith('/remotes/promo/mf-manifest.json'),
  );
  const beforeTap: string[] = [];
  page.on('request', (request) => {
    if (isPromoFile(request)) beforeTap.push(new URL(request.url()).pathname);
  });
  await page.goto('/m/home');
  await closeHomePopups(page);
  // home reads the promo remote's manifest once it is idle, and nothing else of that remote
  await manifestRead;
  expect(beforeTap).toEqual(['/remotes/promo/mf-manifest.json']);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const afterTap: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    if (isPromoFile(request))
      afterTap.push({ path: new URL(request.url()).pathname, at: Date.now() });
  });
  const promotionReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/promotions') promotionReads.push(request.url());
  });
  await bottomMenu(page).getByRole('button', { name: 'Promotion' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const requestedByTheScreen = afterTap.map((request) => request.path);
  // the list read the remote started as its code arrived is the one the page shows: no second
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(promotionReads).toHaveLength(1);

  // the files the promo screen needs, as the remote's own manifest lists them
  const manifest = (await (await page.request.get('/remotes/promo/mf-manifest.json')).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const app = manifest.exposes.find((expose) => expose.path === './App')!;
  const screenFiles = [
    '/remotes/promo/remoteEntry.js',
    ...[...app.assets.js.sync, ...app.assets.css.sync].map((file) => `/remotes/promo/${file}`),
    '/locales/EN/promo.json',
  ];
  const batch = afterTap.filter((request) => screenFiles.includes(request.path));
  expect(batch.map((request) => request.path).sort()).toEqual([...screenFiles].sort());
  // one batch: every request started before the first could have had its answer (a chain
  // manifest -> entry -> modules -> translations would be several round trips apart)
  const starts = batch.map((request) => request.at);
  expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(ROUND_TRIP_MS);
  // the runtime took the manifest home read moments ago instead of asking for it again
  expect(requestedByTheScreen).not.toContain('/remotes/promo/mf-manifest.json');
});
