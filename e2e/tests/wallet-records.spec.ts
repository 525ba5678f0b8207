import { expect, test, type Page } from '@playwright/test';
import { registerFreshMember } from '../support/accounts';
import { operatorKey } from '../support/environment.mjs';
import { headerBalance, logInAs } from './lobby-steps';
import { lotteryGameId, openLottery, pageBalance, placeSlip } from './lottery-steps';

// Issue 11: a member plays a few slot spins, then finds them in the bet record, the
// transaction record and the profit and loss report. team07 has no bets of its own in the
// seed, so what the records show is what this test played.

interface Spin {
  roundId: string;
  stake: number;
  winAmount: number;
  balance: number;
}

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as the totals show it: after the brand's currency symbol (and a sign). */
const amount = (value: number) => new RegExp(`^[+-]?\\D*${money(value).replace('.', '\\.')}$`);

async function playSpins(page: Page, count: number): Promise<Spin[]> {
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Lucky Lobby Slots', exact: true }).click();
  const game = page.frameLocator('iframe[title="Lucky Lobby Slots"]');
  await expect(game.getByRole('heading', { name: 'Lucky Lobby Slots' })).toBeVisible();
  await game.getByLabel('Stake').selectOption('1');
  const spins: Spin[] = [];
  for (let i = 0; i < count; i += 1) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/wps/play/slot/spin') && r.ok()),
      game.getByRole('button', { name: 'Spin' }).click(),
    ]);
    spins.push(((await response.json()) as { value: Spin }).value);
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Close the game' }).click();
  return spins;
}

/** A figure of the totals at the top of a record screen, by its label. */
function total(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Totals for the period' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const amountOf = async (page: Page, label: string) =>
  Number((await total(page, label).innerText()).replace(/[^\d.-]/g, ''));

test('a member finds the spins played in the bet record, the transaction record and profit and loss', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'team07');
  const spins = await playSpins(page, 3);
  const staked = spins.reduce((sum, spin) => sum + spin.stake, 0);
  const won = spins.reduce((sum, spin) => sum + spin.winAmount, 0);

  // Bet record: today's bets are the three spins, newest first.
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('heading', { level: 1, name: 'Bet record' })).toBeVisible();
  const bets = page.getByRole('list', { name: 'Bets' }).getByRole('button');
  await expect(bets).toHaveCount(3);
  await expect(bets.first()).toContainText('Lucky Lobby Slots');
  await expect(bets.first()).toContainText('Settled');
  await expect(total(page, 'Bets')).toHaveText('3');
  await expect(total(page, 'Stake')).toHaveText(amount(staked));
  await expect(total(page, 'Payout')).toHaveText(amount(won));
  await expect(page.getByText('No more records')).toBeVisible();

  // The newest bet's sheet names its round; closing it returns to the row.
  await bets.first().click();
  const sheet = page.getByRole('dialog', { name: 'Bet details' });
  await expect(sheet).toContainText(spins.at(-1)!.roundId);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(bets.first()).toBeFocused();

  // Filters narrow the list: nothing cancelled, nothing in the lottery, all three are slots.
  const status = page.getByRole('group', { name: 'Status' });
  await status.getByRole('button', { name: 'Cancelled' }).click();
  await expect(page.getByText('No records in this period')).toBeVisible();
  await expect(total(page, 'Bets')).toHaveText('0');
  await status.getByRole('button', { name: 'Settled' }).click();
  await expect(bets).toHaveCount(3);
  const category = page.getByRole('group', { name: 'Category' });
  await category.getByRole('button', { name: 'Lottery', exact: true }).click();
  await expect(page.getByText('No records in this period')).toBeVisible();
  await category.getByRole('button', { name: 'Slots' }).click();
  await expect(bets).toHaveCount(3);

  // Transaction record: each stake a debit, each win a credit, the newest balance the wallet's.
  await page.goto('/m/transaction/record');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction record' })).toBeVisible();
  const types = page.getByRole('group', { name: 'Type' });
  await types.getByRole('button', { name: 'Bet', exact: true }).click();
  await types.getByRole('button', { name: 'Payout' }).click();
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  const wins = spins.filter((spin) => spin.winAmount > 0);
  await expect(rows).toHaveCount(spins.length + wins.length);
  await expect(rows.filter({ hasText: '-1.00 Debit' })).toHaveCount(3);
  for (const spin of wins) {
    await expect(
      rows.filter({ hasText: `+${money(spin.winAmount)} Credit` }).first(),
    ).toBeVisible();
  }
  await expect(rows.first()).toContainText(`Balance after ${money(spins.at(-1)!.balance)}`);
  await expect(rows.first()).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);

  // Profit and loss for the last 7 days: the stakes and payouts the bet record sums.
  await page.goto('/m/gameRecord');
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(total(page, 'Bets')).toHaveText('3');
  const betStake = await amountOf(page, 'Stake');
  const betPayout = await amountOf(page, 'Payout');
  await page.goto('/m/profitandloss');
  await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(total(page, 'Stakes')).toHaveText(amount(betStake));
  await expect(total(page, 'Payouts')).toHaveText(amount(betPayout));
  const net = betPayout - betStake;
  await expect(total(page, 'Net win/loss')).toContainText(money(Math.abs(net)));
  const slots = page.getByRole('region', { name: 'By game category' }).getByRole('listitem');
  await expect(slots).toHaveCount(1);
  await expect(slots.first()).toContainText('Slots');
  await expect(slots.first()).toContainText(money(betStake));
});

test('a lottery bet cancelled before its draw: the stake comes back and the bet record shows it cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registerFreshMember(request, 'cncl');
  const operator = { 'X-Operator-Key': operatorKey };
  const funded = await request.post('/ops/adjustments', {
    headers: operator,
    data: {
      operator: 'e2e.ops',
      username: member.username,
      amount: 20,
      reason: 'e2e lottery funds',
      reference: `e2e-cancel-${member.username}`,
    },
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  await logInAs(page, member.username, member.password);

  // A 5-minute draw leaves time to change one's mind.
  await openLottery(page, await lotteryGameId(request, 'Fast 3 5 Min'), 'elott');
  await page.getByRole('button', { name: 'Big', exact: true }).first().click();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await placeSlip(page);
  await expect.poll(() => pageBalance(page)).toBeCloseTo(18, 2);

  await page.getByRole('tab', { name: 'My orders' }).click();
  await page
    .getByRole('button', { name: /Fast 3 5 Min/ })
    .first()
    .click();
  await page.getByRole('checkbox', { name: /^Select draw/ }).check();
  await page.getByRole('button', { name: 'Cancel selected (1)' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Cancel|Confirm/ })
    .last()
    .click();
  await expect(page.getByText(/^Refunded \D*2\.00$/)).toBeVisible();
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(20, 2);

  await page.goto('/m/gameRecord');
  const status = page.getByRole('group', { name: 'Status' });
  await status.getByRole('button', { name: 'Cancelled' }).click();
  const bets = page.getByRole('list', { name: 'Bets' }).getByRole('button');
  await expect(bets).toHaveCount(1);
  await expect(bets.first()).toContainText('Fast 3 5 Min');
  await expect(bets.first()).toContainText('Cancelled');
  await expect(total(page, 'Stake')).toHaveText(amount(0));
  await page.goto('/m/profitandloss');
  await expect(total(page, 'Stakes')).toHaveText(amount(0));
});

test('a visitor opening a record is sent to log in', async ({ page }) => {
  await page.goto('/m/gameRecord');
  await expect(page).toHaveURL(/\/m\/login\?next=/);
});
