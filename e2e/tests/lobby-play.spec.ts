import { expect, test } from '@playwright/test';
import { header } from '../support/actions';
import { headerBalance, logInAs } from './lobby-steps';

test('favourites: a visitor is sent to log in; a member adds and removes one', async ({ page }) => {
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Add Thunder Jungle to my collection' }).click();
  await expect(page).toHaveURL(/\/m\/login\?next=/);

  await logInAs(page, 'team11');
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Add Thunder Jungle to my collection' }).click();
  await expect(page.getByText('changes saved')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove Thunder Jungle from my collection' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The 'changes saved' toast shows for one second.
  await expect(page.getByText('changes saved')).toHaveCount(0);

  await page
    .getByRole('tablist', { name: 'Game lists' })
    .getByRole('tab', { name: 'My collection' })
    .click();
  await expect(page.locator('.gl-card__name')).toHaveText(['Thunder Jungle']);
  await page.getByRole('button', { name: 'Remove Thunder Jungle from my collection' }).click();
  await expect(page.getByText('changes saved')).toBeVisible();
  await expect(page.locator('.gl-card')).toHaveCount(0);
  await expect(page.getByText(/no data/i)).toBeVisible();
});

test('a visitor launching a game is sent to log in', async ({ page }) => {
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Lucky Lobby Slots', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?next=/);
});

test('a member launches the demo slot and a spin changes the balance in the header', async ({
  page,
}) => {
  await logInAs(page, 'team12');
  await page.goto('/m/rng');
  await expect(
    header(page)
      .getByText(/[\d,]+\.\d{2}/)
      .first(),
  ).toBeVisible();
  const before = await headerBalance(page);
  await page.getByRole('button', { name: 'Lucky Lobby Slots', exact: true }).click();
  const game = page.frameLocator('iframe[title="Lucky Lobby Slots"]');
  await expect(game.getByRole('heading', { name: 'Lucky Lobby Slots' })).toBeVisible();
  await game.getByLabel('Stake').selectOption('1');
  await game.getByRole('button', { name: 'Spin' }).click();
  const message = game.getByRole('status');
  await expect(message).toHaveText(/You win|No win this time/);
  const won = (await message.innerText()).startsWith('You win')
    ? Number((await message.innerText()).replace(/[^\d.]/g, ''))
    : 0;
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 1 + won, 2);

  // Recorded as recent on launch.
  await page.getByRole('button', { name: 'Close the game' }).click();
  await page
    .getByRole('tablist', { name: 'Game lists' })
    .getByRole('tab', { name: 'Recent' })
    .click();
  await expect(page.locator('.gl-card__name').first()).toHaveText('Lucky Lobby Slots');
});
