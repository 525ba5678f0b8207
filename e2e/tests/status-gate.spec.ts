import { expect, test } from '@playwright/test';
import { setSystemFlags } from '../support/actions';

test.afterEach(async ({ request }) => {
  await setSystemFlags(request, { maintenance: false, regionRestriction: false });
});

test('maintenance replaces the app, also when the region is restricted too', async ({
  page,
  request,
}) => {
  await setSystemFlags(request, { maintenance: true, regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'System upgrading' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('region restriction alone shows the IP-blocked screen', async ({ page, request }) => {
  await setSystemFlags(request, { regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(/Your IP: /)).toBeVisible();
});

test('the cached status is used at once on the next visit and refreshed in the background', async ({
  page,
  request,
}) => {
  await setSystemFlags(request, { maintenance: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'System upgrading' })).toBeVisible();

  // Next visit with the status call unreachable: the cached status still decides at once.
  await setSystemFlags(request, { maintenance: false });
  await page.route('**/wps/system/status', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'System upgrading' })).toBeVisible();

  // With the call reachable again, the background refresh lifts the gate.
  await page.unroute('**/wps/system/status');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System upgrading' })).toHaveCount(0);
});
