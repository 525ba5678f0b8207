import { expect, test } from '@playwright/test';
import { closeHomePopups, header } from '../support/actions';

test("switching to Chinese brings the platform's announcements in Chinese on home", async ({
  page,
}) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const english = page.getByRole('region', { name: 'Announcements' });
  await expect(english.getByRole('link', { name: 'Scheduled maintenance notice' })).toBeVisible();

  await header(page).getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: /简体中文/ }).click();

  const chinese = page.getByRole('region', { name: '公告' });
  await expect(chinese.getByRole('link', { name: '系统维护通知' })).toBeVisible();
  await expect(chinese.getByRole('link', { name: 'Scheduled maintenance notice' })).toHaveCount(0);
});
