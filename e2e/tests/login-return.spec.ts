import { expect, test, type Page } from '@playwright/test';
import { demoMember } from '../support/actions';

// Issue 36 item 5: login returns the visitor to where they were, and finishes what they tapped.

async function logInHere(page: Page) {
  await page.getByRole('textbox', { name: 'Username' }).fill(demoMember.username);
  await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a visitor taps a game on a list, logs in, and the game opens', async ({ page }) => {
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Lucky Lobby Slots', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Frng&launch=\d+$/);
  await logInHere(page);
  const game = page.frameLocator('iframe[title="Lucky Lobby Slots"]');
  await expect(game.getByRole('heading', { name: 'Lucky Lobby Slots' })).toBeVisible();
  // Back on the list it came from, with the launch taken out of the address.
  await expect(page).toHaveURL(/\/m\/rng$/);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page.getByRole('button', { name: 'Lucky Lobby Slots', exact: true })).toBeVisible();
});

test('a visitor opening the wallet logs in and lands on it', async ({ page }) => {
  await page.goto('/m/withdraw');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Fwithdraw$/);
  await logInHere(page);
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
});

test('a next outside the site is refused: login goes home', async ({ page }) => {
  await page.goto('/m/login?next=%2F%2Fevil.example%2Fm%2Fhome');
  await logInHere(page);
  await expect(page).toHaveURL(/\/m\/home$/);
});
