import { expect, test } from '@playwright/test';
import { closeHomePopups, header } from '../support/actions';

test('trial play reaches home with the demo balance and is refused deposit', async ({ page }) => {
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeHomePopups(page);
  await expect(header(page).getByText('2,000.00')).toBeVisible();
  const session = await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));
  expect(session).toContain('"type":4');
  expect(await page.evaluate(() => window.sessionStorage.getItem('trialName'))).toMatch(
    /^guest\d{8}$/,
  );
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
});
