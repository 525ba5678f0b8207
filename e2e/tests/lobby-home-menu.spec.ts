import { expect, test, type Page } from '@playwright/test';
import { closeHomePopups } from '../support/actions';
import { logInAs } from './lobby-steps';

function entrance(page: Page) {
  return page.getByRole('tablist', { name: 'Game categories' });
}

function vendorMenu(page: Page) {
  return page.getByRole('tablist', { name: 'Game providers' });
}

test('home vendor menu: a vendor shows six games with More to its list', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  await entrance(page).getByRole('tab', { name: 'Slots' }).click();
  const items = vendorMenu(page).getByRole('tab');
  await expect(items.first()).toHaveText('Hot');
  await expect(items.nth(1)).toHaveText('My collection');
  await expect(items.last()).toHaveText('View all');
  await expect(vendorMenu(page).getByRole('tab', { name: 'View all' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const pg = vendorMenu(page).getByRole('tab', { name: 'PG Soft' });
  await expect(pg.locator('img')).toHaveAttribute(
    'src',
    /\/wps\/img\/vendor\/PG\.svg\?variant=color/,
  );
  await pg.click();
  await expect(pg.locator('img')).toHaveAttribute('src', /variant=white/);
  const strip = page.getByRole('region', { name: 'PG Soft' });
  await expect(strip.locator('.lobby-game')).toHaveCount(6);
  await strip.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PG$/);
  await expect(page.locator('.gl-card').first()).toBeVisible();
});

test('home vendor menu: the arrows scroll the vendor strip', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  await entrance(page).getByRole('tab', { name: 'Slots' }).click();
  const strip = vendorMenu(page);
  await expect(strip.getByRole('tab', { name: 'View all' })).toBeAttached();
  expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
  await page.getByRole('button', { name: 'Next providers' }).click();
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Previous providers' }).click();
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('home hot games: a visitor is sent to log in; a member plays in the page and it is recent', async ({
  page,
}) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const tile = page.locator('.lobby-game__link').first();
  const name = (await tile.innerText()).trim();
  await tile.click();
  await expect(page).toHaveURL(/\/m\/login\?next=/);

  await logInAs(page, 'team14');
  await page.getByRole('button', { name, exact: true }).first().click();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await expect(game.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(entrance(page)).toBeVisible();

  await page.goto('/m/rng');
  await page
    .getByRole('tablist', { name: 'Game lists' })
    .getByRole('tab', { name: 'Recent' })
    .click();
  await expect(page.locator('.gl-card__name').first()).toHaveText(name);
});
