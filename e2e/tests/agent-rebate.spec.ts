import { expect, test, type Page } from '@playwright/test';
import { demoAgent, logIn, setPlatformClockOffset } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';

const operator = { 'X-Operator-Key': operatorKey };
const password = 'abc12345';

/** Ends the session in this browser, so the next login is someone else's. */
async function leave(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

async function rebateRows(page: Page) {
  await page.goto('/m/transaction/record');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction record' })).toBeVisible();
  await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Rebate' }).click();
  return page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
}

test.afterEach(async ({ request }) => {
  await setPlatformClockOffset(request, 0);
});

test('an agent creates a member with a rebate; after the settlement both have the rebate in their records', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = `rb${Date.now().toString(36).slice(-8)}`;

  // agent01 creates the member with 1 % on slots (agent01 holds the platform's 1.5 %).
  await logIn(page, demoAgent);
  await page.goto('/m/agentRegister');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent register' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Slots (up to 1.50%)').fill('1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Account ${username} created`)).toBeVisible();

  // The operator credits the new member's wallet; the member spins the demo slot for ￥100.
  const credited = await request.post('/ops/adjustments', {
    headers: operator,
    data: {
      operator: 'e2e',
      username,
      amount: 200,
      reason: 'stake money for the rebate test',
      reference: `e2e-${username}`,
    },
  });
  expect(credited.ok()).toBe(true);
  await leave(page);
  await logIn(page, { username, password });
  await page.goto('/m/rng');
  await page.getByRole('button', { name: 'Lucky Lobby Slots', exact: true }).click();
  const game = page.frameLocator('iframe[title="Lucky Lobby Slots"]');
  await game.getByLabel('Stake').selectOption('100');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).toHaveText(/You win|No win this time/);

  // The next day the operator settles the day of the bet (the platform's own run may be first:
  // either way the day is paid once).
  const betDay = new Date().toISOString().slice(0, 10);
  await setPlatformClockOffset(request, 86_400);
  const settled = await request.post('/ops/agent/settlements', {
    headers: operator,
    data: { date: betDay },
  });
  expect(settled.ok()).toBe(true);

  // The member: 1 % of ￥100.
  await leave(page);
  await logIn(page, { username, password });
  const memberRows = await rebateRows(page);
  await expect(memberRows).toHaveCount(1);
  await expect(memberRows.first()).toContainText('+1.00 Credit');

  // agent01: at least the 0.5 % difference on that stake, also in its rebate history.
  await leave(page);
  await logIn(page, demoAgent);
  const agentRows = await rebateRows(page);
  await expect(agentRows.first()).toContainText('Credit');
  await page.goto('/m/member/agent/agentRebeat');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent rebate' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Settlement history' }).getByText(betDay.replaceAll('-', '/')),
  ).toBeVisible();
  // The member's rates show on the team rebate screen.
  await page.goto('/m/member/teamRebate');
  await page.getByRole('searchbox', { name: 'Search by username' }).fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: username });
  await expect(card.getByText('1.00%').first()).toBeVisible();
});
