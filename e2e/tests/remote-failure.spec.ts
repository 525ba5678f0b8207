import { expect, test } from '@playwright/test';
import { bottomMenu, demoAgent, logIn } from '../support/actions';

// The outage is simulated with page.route, which does not see the requests a service worker
// makes for the page (Playwright's service-worker guide): this spec runs without the worker.
// installable-offline.spec.ts has the same outage with the worker on, made on the server.
test.use({ serviceWorkers: 'block' });

test('a remote that cannot load shows Retry while the shell works, and Retry recovers', async ({
  page,
}) => {
  // Block the promo remote at the network, as an outage or a bad deploy would.
  await page.route('**/remotes/promo/**', (route) => route.abort('connectionrefused'));
  await page.goto('/m/activity');
  await expect(page.getByText('This section could not load')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The shell keeps working around the broken area.
  await bottomMenu(page).getByRole('button', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('This section could not load')).toBeVisible();

  await page.unroute('**/remotes/promo/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This section could not load')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('the agent home, which hides header and bottom menu, keeps a way out when its remote is blocked', async ({
  page,
}) => {
  await logIn(page, demoAgent);
  await page.route('**/remotes/agent/**', (route) => route.abort('connectionrefused'));
  await page.goto('/m/agent');
  await expect(page.getByText('This section could not load')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // the shell's header with back stands in for the agent home's own title bar
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
});
