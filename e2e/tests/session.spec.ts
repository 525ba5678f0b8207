import { expect, test } from '@playwright/test';
import { demoMember, header, logIn } from '../support/actions';

test('logging in through the auth remote shows the balance in the host header, logging out clears it', async ({
  page,
}) => {
  await logIn(page, demoMember);
  // The session store is one shared singleton: the host header sees what the auth remote stored.
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByText(/￥\s?[\d,]+\.\d{2}/)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  const stored = await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));
  expect(stored).toContain('"userName":"demo"');
  expect(stored).not.toContain('demo1234');

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  const confirmation = page.getByRole('dialog', { name: 'Notice' });
  await expect(confirmation.getByText('Are you sure to log out?')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('autoLogin'))).toBe('0');
});

test('a wrong password keeps the visitor on the login page with a localized error', async ({
  page,
}) => {
  await page.goto('/m/login');
  // team09 is used by no other test, so this failure counts towards nobody's captcha.
  await page.getByRole('textbox', { name: 'Username' }).fill('team09');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});
