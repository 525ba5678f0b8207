import { expect, test } from '@playwright/test';
import { bottomMenu, header } from '../support/actions';

test('a visitor sees the banner, the game lobby and the bottom menu on the home page', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /hot/i }).first()).toBeVisible();
  const menu = bottomMenu(page);
  for (const item of ['Home', 'Promotion', 'Invite', 'Bonus', 'Member']) {
    await expect(menu.getByRole('button', { name: item })).toBeVisible();
  }
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Register' })).toBeVisible();
});

test('unknown paths show the home page', async ({ page }) => {
  await page.goto('/m/no-such-page');
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
});

test('the jackpot and the latest winners load when the visitor scrolls down to them', async ({
  page,
}) => {
  const extras: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('HomeExtras')) extras.push(request.url());
  });
  await page.goto('/m/home', { waitUntil: 'networkidle' });
  // Below the fold: nothing of it is fetched for the first screen.
  expect(extras).toHaveLength(0);
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByText('Latest winners')).toBeVisible();
  await expect(page.getByText(/jackpot/i).first()).toBeVisible();
  expect(extras.length).toBeGreaterThan(0);
});
