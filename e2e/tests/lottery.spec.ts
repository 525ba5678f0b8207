import { expect, test, type Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { logInAs } from './lobby-steps';
import {
  advancePlatformClock,
  lotteryGameId,
  openLottery,
  pageBalance,
  placeSlip,
} from './lottery-steps';

// Issue 32: the lottery page, played as a member would, against the production build. Draws are
// brought on by moving the platform's clock (CLOCK_CONTROL), not by waiting for them.
const PLAYER = 'team13';

const board = (page: Page, row: string) => page.getByRole('group', { name: row });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('Lotto 5D: a direct line and a big/small line, the draw, the win or loss in My orders and the bet record', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, PLAYER);
  await page.goto('/m/lottery');
  await page
    .getByRole('link', { name: /Lotto 5D 1 Min/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/startLottery\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto 5D 1 Min' })).toBeVisible();
  const gameId = Number(new URL(page.url()).searchParams.get('gameId'));

  // Entertainment (the brand's prize mode): big on the first position.
  await expect(tab(page, 'Two sides')).toHaveAttribute('aria-selected', 'true');
  await board(page, 'Position 1').getByRole('button', { name: 'Big', exact: true }).click();
  await expect(page.getByText('Bets: 1 · Amount: ')).toBeVisible();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const before = await pageBalance(page);
  await placeSlip(page);
  await expect.poll(() => pageBalance(page)).toBeCloseTo(before - 2, 2);

  // Tradition: 5 stars direct, 3 at every position.
  await openLottery(page, gameId, 'lott');
  await tab(page, '5 stars').click();
  for (const n of [1, 2, 3, 4, 5]) {
    await board(page, `Position ${n}`).getByRole('button', { name: '3', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await placeSlip(page);
  await expect.poll(() => pageBalance(page)).toBeCloseTo(before - 4, 2);

  await tab(page, 'My orders').click();
  const rows = page.getByRole('listitem').filter({ hasText: 'Lotto 5D 1 Min' });
  await expect(rows.filter({ hasText: 'Not drawn' })).toHaveCount(2);

  // The draw: a minute later both lines are settled. A reload keeps the page's play session.
  await advancePlatformClock(request, 65);
  await expect
    .poll(
      async () => {
        await page.reload();
        await tab(page, 'My orders').click();
        await expect(rows.first()).toBeVisible();
        return rows.filter({ hasText: /Won|Lost/ }).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  await expect(rows.first().getByRole('img', { name: /^Result: / })).toBeVisible();

  // The bet record lists the lottery bets as settled bets of the game.
  await page.goto('/m/gameRecord');
  const bets = page.getByRole('list', { name: 'Bets' }).getByRole('button');
  await expect(bets.filter({ hasText: 'Lotto 5D 1 Min' }).first()).toContainText('Settled');
});

test('a 5-draw chase with stop on win: cancelling its last two draws refunds them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, PLAYER);
  await openLottery(page, await lotteryGameId(request, 'Lotto 5D 3 Min'), 'elott');
  await board(page, 'Position 1').getByRole('button', { name: 'Small', exact: true }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('checkbox', { name: 'Chase the next draws' }).check();
  await page.getByRole('spinbutton', { name: /^Draws/ }).fill('5');
  await page.getByRole('checkbox', { name: 'Stop the chase at the first win' }).check();
  await expect(page.getByText(/^Chase total \D*10\.00/)).toBeVisible();
  const before = await pageBalance(page);
  await placeSlip(page);
  await expect.poll(() => pageBalance(page)).toBeCloseTo(before - 10, 2);

  await tab(page, 'My orders').click();
  await page
    .getByRole('button', { name: /Lotto 5D 3 Min/ })
    .first()
    .click();
  const boxes = page.getByRole('checkbox', { name: /^Select draw/ });
  await expect(boxes).toHaveCount(5);
  await boxes.nth(3).check();
  await expect(boxes.nth(4)).toBeChecked();
  await page.getByRole('button', { name: 'Cancel selected (2)' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Cancel|Confirm/ })
    .last()
    .click();
  await expect(page.getByText(/^Refunded \D*4\.00$/)).toBeVisible();
  await expect.poll(() => pageBalance(page)).toBeCloseTo(before - 6, 2);
  await expect(page.getByText('Cancelled by you')).toHaveCount(2);
});

test('a Vietnamese lô by typed numbers and a Mark Six special number', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, PLAYER);
  await openLottery(
    page,
    await lotteryGameId(request, 'North Lotto 1 Min', 'TCG_LOTTO_VN'),
    'lott',
  );
  await page.getByRole('tab', { name: 'Lô', exact: true }).click();
  await page.getByRole('button', { name: 'Lô 2 digits' }).click();
  await page.getByRole('textbox', { name: 'Type numbers' }).fill('12 34');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByText(/^Bets: 2 · /)).toBeVisible();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await placeSlip(page);

  await openLottery(page, await lotteryGameId(request, 'Mark Six 1 Min'), 'lott');
  await tab(page, 'Special number').click();
  await page.getByRole('button', { name: /^07, Red, / }).click();
  await expect(page.getByText(/^Bets: 1 · /)).toBeVisible();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await placeSlip(page);
  await tab(page, 'My orders').click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Mark Six 1 Min' }).first(),
  ).toContainText('Special number');
});

for (const theme of ['dark', 'light'] as const) {
  test(`results verify in the browser; game page, My orders and results meet WCAG AA (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await logInAs(page, PLAYER);
    const gameId = await lotteryGameId(request, 'Fast 3 1 Min');
    // Let the game draw at least once (its draws open when first needed).
    await openLottery(page, gameId, 'elott');
    await advancePlatformClock(request, 65);
    await openLottery(page, gameId, 'elott');
    const serious = async () =>
      (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(await serious()).toEqual([]);
    await tab(page, 'My orders').click();
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
    expect(await serious()).toEqual([]);
    await tab(page, 'Results').click();
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await expect(page.getByText('Commitment matches ✓')).toBeVisible();
    await expect(page.getByText('Result matches ✓')).toBeVisible();
    expect(await serious()).toEqual([]);
    await tab(page, 'Trend').click();
    expect(await serious()).toEqual([]);
  });
}

test('the lottery page in Vietnamese', async ({ page, request }) => {
  await logInAs(page, PLAYER);
  await page.evaluate(() => localStorage.setItem('lang', 'VI'));
  const gameId = await lotteryGameId(request, 'North Lotto 1 Min', 'TCG_LOTTO_VN');
  await page.goto(`/m/startLottery?mui=TCG&playType=trad&gameId=${gameId}&prize_mode=lott`);
  await expect(page.getByRole('tab', { name: 'Đặt cược', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kết quả' })).toBeVisible();
  await expect(page.getByText(/Miền Bắc/).first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
});
