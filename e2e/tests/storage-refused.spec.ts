import { expect, test } from '@playwright/test';
import { bottomMenu, closeHomePopups, demoMember, header } from '../support/actions';

// A browser that refuses web storage (third-party frame, site data blocked, some private
// modes): reading window.localStorage or window.sessionStorage throws a SecurityError, before
// any script of the page runs.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${name} is denied.`, 'SecurityError');
        },
      });
    }
  });
});

test('home works when the browser refuses web storage', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/m/home');
  // the page really runs without storage
  expect(
    await page.evaluate(() =>
      Boolean(Object.getOwnPropertyDescriptor(window, 'localStorage')?.get),
    ),
  ).toBe(true);
  await expect(page.evaluate(() => window.localStorage)).rejects.toThrow(/SecurityError|denied/);
  await expect(page.getByRole('tab', { name: /hot/i }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('login as demo works when the browser refuses web storage', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demoMember.username);
  await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeHomePopups(page);
  // a member's header: the wallet's deposit button instead of log in
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  // the session lives in memory: moving inside the app keeps the member logged in
  await bottomMenu(page).getByRole('button', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  expect(errors).toEqual([]);
});
