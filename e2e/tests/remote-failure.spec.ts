import { expect, test } from '@playwright/test';
import { bottomMenu } from '../support/actions';

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
