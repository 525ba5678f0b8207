import { expect, test, type Page } from '@playwright/test';
import { bottomMenu, closeHomePopups, header } from '../support/actions';

function localeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/locales/')) seen.push(pathname);
  });
  return seen;
}

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await header(page).getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: /^(Language|Bahasa|Wika|语言)/ }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

test('a visitor downloads only their language, and switching loads only the new one', async ({
  page,
}) => {
  const requested = localeRequests(page);
  await page.goto('/m/home');
  await closeHomePopups(page);
  await expect(bottomMenu(page).getByRole('button', { name: 'Home' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((p) => p.startsWith('/locales/EN/'))).toBe(true);

  requested.length = 0;
  await chooseLanguage(page, 'Bahasa Indonesia');
  await expect(
    page.getByRole('navigation', { name: 'Menu utama' }).getByRole('button', { name: 'Beranda' }),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Masuk' })).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('id');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((p) => p.startsWith('/locales/ID/'))).toBe(true);

  // The choice is kept for the next visit.
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Masuk' })).toBeVisible();
});

test('a language without its own translation falls back to English text', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  // German has no translation of its own: the picker says '(English)'
  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('Thai, one of the eight languages of the spec, is translated', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  await chooseLanguage(page, 'ไทย');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(header(page).getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
});
