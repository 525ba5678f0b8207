import { expect, test } from '@playwright/test';
import { closeHomePopups } from '../support/actions';
import { tileNames } from './lobby-steps';

test('a visitor browses a category and a vendor from the home lobby', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  await page.getByRole('tab', { name: 'Live casino' }).first().click();
  await page.getByRole('link', { name: /Evolution/ }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=EVO/);
  await expect(page.locator('.gl-card').first()).toBeVisible();
  const names = await page
    .locator('.gl-card')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('img')?.getAttribute('src') ?? ''),
    );
  expect(names.length).toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: 'Evolution' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The filter toggle shows the chosen vendor.
  await expect(page.getByRole('button', { name: 'Filter' })).toContainText('Evolution');
});

test('every category route opens its own game list', async ({ page }) => {
  for (const [path, vendor] of [
    ['/m/live', 'Asia Gaming'],
    ['/m/fish', 'JDB Fishing'],
    ['/m/pvp', 'Kaiyuan Poker'],
    ['/m/sports', 'SABA Sports'],
    ['/m/esports', 'AV Esports'],
    ['/m/rng', 'PG Soft'],
    ['/m/slotsCenter', 'PG Soft'],
    ['/m/gameList?gameType=COCKFIGHT', 'DS88 Sabong'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: vendor }), path).toBeVisible();
    await expect(page.locator('.gl-card').first(), path).toBeVisible();
  }
  await page.goto('/m/hot');
  await expect(page.getByRole('tab', { name: 'Hot', exact: true }).last()).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('search waits for the typing to stop and finds games by name', async ({ page }) => {
  await page.goto('/m/rng');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/game/list') searches.push(url.searchParams.get('gameName') ?? '');
  });
  await page.getByRole('searchbox', { name: 'Search games by name' }).pressSequentially('Koi', {
    delay: 60,
  });
  // Tiles and no others: an empty grid between two answers matches 'every' and must not pass.
  await expect
    .poll(async () => {
      const names = await tileNames(page);
      return names.length > 0 && names.every((name) => /koi/i.test(name));
    })
    .toBe(true);
  // Debounced: one request for the whole word, none for 'K' or 'Ko'.
  expect(searches.filter((name) => name !== '')).toEqual(['Koi']);
});

test('filter by classification and by minimum bet', async ({ page }) => {
  await page.goto('/m/rng');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  const answers: Array<{ url: URL; games: Array<{ gameClassifyNew: string; minBet: number }> }> =
    [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/wps/game/list') return;
    const body = (await response.json()) as { value: { games: never[] } };
    answers.push({ url, games: body.value.games });
  });
  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('form', { name: 'Filter' });
  await panel
    .getByRole('group', { name: 'Classification' })
    .getByRole('button', { name: 'Jackpot' })
    .click();
  await panel
    .getByRole('group', { name: 'Minimum bet' })
    .getByRole('button', { name: '0.05' })
    .click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Filters applied')).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const last = answers.at(-1)!;
  expect(last.url.searchParams.get('gameClassify')).toBe('JP');
  expect(last.url.searchParams.get('minBet')).toBe('0.05');
  expect(last.games.length).toBeGreaterThan(0);
  expect(last.games.every((g) => g.gameClassifyNew === 'JP' && g.minBet <= 0.05)).toBe(true);
  await expect(page.locator('.gl-card').first()).toBeVisible();
});

test('one quick movement to the end of /m/rng loads the next page, and the end says so', async ({
  page,
}) => {
  await page.goto('/m/rng');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  const state = page.getByTestId('list-state');
  await expect(state).toHaveAttribute('data-count', '25');
  // Let the first page settle (its own check runs after a second), then flick to the end: a
  // small scroll and the jump to the end inside one throttle interval, nothing afterwards.
  await page.waitForTimeout(1500);
  await page.mouse.wheel(0, 200);
  await page.keyboard.press('End');
  await expect(state).toHaveAttribute('data-count', '50', { timeout: 5000 });
  await expect(page.getByText('No more games')).toHaveCount(0);
});

test('the end of a short list says there are no more games', async ({ page }) => {
  await page.goto('/m/gameList?gameType=FISH&vassalage=KA');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  await expect(page.getByText('No more games')).toBeVisible();
  await expect(page.getByText('All 12 games shown')).toBeVisible();
});

test('scrolling a long list loads page after page to the end, keeping few tiles mounted', async ({
  page,
}) => {
  await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  let mountedMax = 0;
  for (let i = 0; i < 80; i += 1) {
    if (await page.getByText('All 190 games shown').isVisible()) break;
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(250);
    mountedMax = Math.max(mountedMax, await page.locator('.gl-card').count());
  }
  await page.keyboard.press('End');
  await expect(page.getByText('All 190 games shown')).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId('list-state').getAttribute('data-count')).toBe('190');
  expect(mountedMax).toBeLessThanOrEqual(45);
});
