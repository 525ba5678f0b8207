import { expect, test, type Page } from '@playwright/test';
import { closeHomePopups } from '../support/actions';

// Every game of the catalogue is reachable from the home lobby (issue 16, spec section 4):
// each category tab, each vendor of it, shows that vendor's games.

const PAGE_SIZE = 25;

function entrance(page: Page) {
  return page.getByRole('tablist', { name: 'Game categories' });
}

interface VendorLink {
  category: string;
  name: string;
  count: number;
  href: string;
}

test('every category and vendor of the home lobby shows its games', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/m/home');
  await closeHomePopups(page);
  const categories = (await entrance(page).getByRole('tab').allInnerTexts())
    .map((name) => name.trim())
    .filter((name) => name !== 'Hot');
  expect(categories).toEqual(expect.arrayContaining(['Sports', 'Cockfight', 'Bingo', 'Slots']));

  const links: VendorLink[] = [];
  const direct: string[] = [];
  for (const category of categories) {
    await entrance(page).getByRole('tab', { name: category, exact: true }).click();
    if (!/\/m\/home$/.test(page.url())) {
      // A single-vendor tab launches its vendor: a visitor is asked to log in first.
      await expect(page).toHaveURL(/\/m\/login\?next=/);
      direct.push(category);
      await page.goBack();
      await expect(entrance(page)).toBeVisible();
      continue;
    }
    const vendors = page.getByRole('list', { name: 'Game providers' }).getByRole('link');
    await expect(vendors.first()).toBeVisible();
    for (const link of await vendors.all()) {
      const text = await link.innerText();
      const count = Number(/(\d+) games?/.exec(text)?.[1] ?? 0);
      links.push({
        category,
        name: (await link.getByRole('img').getAttribute('alt')) ?? text,
        count,
        href: (await link.getAttribute('href')) ?? '',
      });
    }
  }
  expect(direct).toEqual(['Cockfight']);
  const names = links.map((link) => link.name);
  expect(names).toEqual(expect.arrayContaining(['AV Esports', 'YB Bingo', 'PG Soft']));
  expect(links.every((link) => link.count > 0)).toBe(true);

  for (const link of links) {
    await page.goto(link.href);
    const label = `${link.category} / ${link.name}`;
    await expect(page.locator('.gl-card').first(), label).toBeVisible();
    await expect(page.getByTestId('list-state'), label).toHaveAttribute(
      'data-count',
      String(Math.min(link.count, PAGE_SIZE)),
    );
    await expect(page.getByText('no data', { exact: false }), label).toHaveCount(0);
  }
});

test('the cockfight and bingo lists of the lobby show their games', async ({ page }) => {
  for (const [path, vendor] of [
    ['/m/gameList?gameType=COCKFIGHT&vassalage=DS88', 'DS88 Sabong'],
    ['/m/gameList?gameType=COCKFIGHT', 'DS88 Sabong'],
    ['/m/gameList?gameType=BINGO', 'YB Bingo'],
    ['/m/gameList?gameType=SPORTS&vassalage=AV', 'AV Esports'],
    ['/m/esports', 'AV Esports'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: vendor }), path).toBeVisible();
    await expect(page.locator('.gl-card').first(), path).toBeVisible();
  }
  // /m/esports lists the e-sport vendors, not the ordinary sports ones.
  await expect(page.getByRole('tab', { name: 'SABA Sports' })).toHaveCount(0);
});

test('a trial player choosing the Cockfight tab plays its single vendor at once', async ({
  page,
}) => {
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeHomePopups(page);
  await entrance(page).getByRole('tab', { name: 'Cockfight', exact: true }).click();
  // DS88's first game, in the vendor's order, opens in the player.
  const game = page.frameLocator('iframe[title="Sabong Arena"]');
  await expect(game.getByRole('heading', { name: 'Sabong Arena' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});
