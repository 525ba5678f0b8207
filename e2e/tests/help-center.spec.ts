import { expect, test } from '@playwright/test';

test('a visitor opens the help center from the side menu and reads one article after another', async ({
  page,
}) => {
  // Not from home: its popups would come between the reader and the menu.
  await page.goto('/m/activity');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Help center' }).click();
  await expect(page).toHaveURL(/\/m\/help/);
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();

  const topics = page.getByRole('tablist', { name: 'Help topics' });
  const first = topics.getByRole('tab').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(await first.innerText());

  await topics.getByRole('tab', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/[?&]i=\d+$/);
  await expect(page.getByRole('tabpanel')).toContainText('Live chat is open 24/7');

  // The keyboard moves through the titles too, and the address follows.
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(/[?&]i=0$/);

  // An article link to the site's own page moves inside the app.
  await topics.getByRole('tab', { name: 'I forgot my password' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/m\/forget$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
});
