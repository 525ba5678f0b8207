import { expect, test } from '@playwright/test';

// Figures for the lobby's report; the assertions keep the virtualization honest.

test('figures: first tile visible on /m/gameList', async ({ page }) => {
  const started = Date.now();
  await page.goto('/m/gameList');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  const elapsed = Date.now() - started;
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const firstTile = await page.evaluate(() => performance.now());
  console.log(
    `[figure] first tile visible on /m/gameList: ${elapsed} ms from goto (${Math.round(firstTile)} ms after navigation start ${Math.round(navigationStart)})`,
  );
});

test('figures: after scrolling 2,000 games few tiles stay mounted', async ({ page }) => {
  test.setTimeout(120_000);
  const total = 2400;
  const pageSize = 25;
  // A catalogue larger than the seed's: every page answered here, the screen is the real one.
  await page.route('**/wps/game/list?*', async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const games = Array.from({ length: pageSize }, (_, i) => {
      const n = (pageNo - 1) * pageSize + i + 1;
      return {
        nodeId: 100_000 + n,
        vassalage: 'PG',
        gameName: `Synthetic ${n}`,
        nodeName: `Synthetic ${n}`,
        displayName: `Synthetic ${n}`,
        showIcon: true,
        iconUrl: `/wps/img/game/${(n % 1500) + 1}.svg`,
        gameId: `PG-${n}`,
        gameType: 'RNG',
        mobileLargeIcon: '',
        roomId: null,
        supportPlay: true,
        gameClassifyNew: null,
        gameCode: `S${n}`,
        isGameH5: true,
        playType: 'ent',
        minBet: 0.1,
      };
    }).filter((game) => game.nodeId - 100_000 <= total);
    await route.fulfill({
      json: {
        success: true,
        value: { games, pageNum: pageNo, totalPages: total / pageSize, total },
      },
    });
  });
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.locator('.gl-card').first()).toBeVisible();
  const domBefore = await page.evaluate(() => document.getElementsByTagName('*').length);
  const counts: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    const loaded = Number(await page.getByTestId('list-state').getAttribute('data-count'));
    if (loaded >= 2000) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    counts.push(await page.locator('.gl-card').count());
  }
  const loaded = Number(await page.getByTestId('list-state').getAttribute('data-count'));
  const mounted = await page.locator('.gl-card').count();
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.log(
    `[figure] after scrolling ${loaded} games: ${mounted} tiles mounted (max ${Math.max(...counts)}), ${domNodes} DOM nodes (${domBefore} with the first page)`,
  );
  expect(loaded).toBeGreaterThanOrEqual(2000);
  expect(mounted).toBeLessThanOrEqual(45);
  expect(domNodes).toBeLessThan(domBefore + 400);
});
