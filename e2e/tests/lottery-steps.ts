import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operatorKey } from '../support/environment.mjs';

/** A lottery game's id by its name and vendor, from the platform's lottery list. */
export async function lotteryGameId(
  request: APIRequestContext,
  name: string,
  vendor = 'TCG',
): Promise<number> {
  const answer = await request.get('/lgw/games');
  const { list } = (await answer.json()).value as {
    list: { gameId: number; gameName: string; vendorCode: string }[];
  };
  const game = list.find((entry) => entry.gameName === name && entry.vendorCode.startsWith(vendor));
  expect(game, `${name} (${vendor}) is a lottery game`).toBeDefined();
  return game!.gameId;
}

/** Opens a lottery game as the lottery list does, in a prize mode (lott: Tradition plays). */
export async function openLottery(page: Page, gameId: number, mode: 'lott' | 'elott') {
  await page.goto(`/m/startLottery?mui=TCG&playType=trad&gameId=${gameId}&prize_mode=${mode}`);
  await expect(page.getByRole('tab', { name: 'Bet', selected: true })).toBeVisible();
}

/** The balance the game page's header shows, as a number. */
export async function pageBalance(page: Page): Promise<number> {
  const text = await page
    .getByText('Balance', { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Adds the board's selection to the slip, places the order and confirms it. */
export async function placeSlip(page: Page): Promise<void> {
  // A draw takes bets until a few seconds before it is drawn: bet with time to spare.
  await expect
    .poll(async () => secondsOf(await page.locator('time').first().textContent()), {
      timeout: 70_000,
    })
    .toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: /^Place order/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm your order' });
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Order \S+ placed\.$/)).toBeVisible();
}

/** The platform's clock moves ahead (CLOCK_CONTROL): the draws of that time are drawn. */
export async function advancePlatformClock(request: APIRequestContext, seconds: number) {
  const headers = { 'X-Operator-Key': operatorKey };
  const now = await request.get('/ops/clock', { headers });
  const { offsetSeconds } = (await now.json()).value as { offsetSeconds: number };
  const moved = await request.put('/ops/clock', {
    data: { offsetSeconds: offsetSeconds + seconds },
    headers,
  });
  expect(moved.ok()).toBe(true);
}

/** 'mm:ss' or 'h:mm:ss' in seconds; -1 while none shows. */
function secondsOf(countdown: string | null): number {
  const parts = (countdown ?? '').trim().split(':').map(Number);
  if (parts.length < 2 || parts.some((n) => !Number.isFinite(n))) return -1;
  return parts.reduce((total, n) => total * 60 + n, 0);
}
