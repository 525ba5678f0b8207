import { expect, test } from '@playwright/test';
import { closeHomePopups } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';

// Issue 36 item 3: terms, privacy and responsible gaming are public pages a visitor reaches from
// home's footer, written by the operator.
test("a visitor reads responsible gaming, the terms and the privacy policy from home's footer", async ({
  page,
}) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  // Home's footer sits inside its main region, so it is not a page-level contentinfo landmark.
  const legal = page.getByRole('navigation', { name: 'Legal and safer play' });
  await legal.scrollIntoViewIfNeeded();
  await legal.getByRole('link', { name: 'Responsible gaming' }).click();

  // Public: no detour through the login screen.
  await expect(page).toHaveURL(/\/m\/playResponsibly$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gamblers Anonymous' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set your limits and breaks' })).toBeVisible();

  const more = page.getByRole('navigation', { name: 'More pages' });
  await more.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/m\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText(/You must be 18 or older/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'More pages' })
    .getByRole('link', { name: 'Privacy policy' })
    .click();
  await expect(page).toHaveURL(/\/m\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('what the operator writes is what a visitor reads, markup sanitised', async ({
  page,
  request,
}) => {
  const put = await request.put('/ops/content/legal/privacy', {
    headers: { 'X-Operator-Key': operatorKey },
    data: {
      operator: 'e2e',
      language: 'EN',
      title: 'Privacy notice',
      html: '<p>We keep your data for five years.</p><img src=x onerror="window.hacked=1">',
    },
  });
  expect(put.ok()).toBe(true);

  await page.goto('/m/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText('We keep your data for five years.')).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
});
