import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { header, startLoggedIn } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';
import { headerBalance, logInAs } from './lobby-steps';

// Issue 11: deposit through the sandbox gateway and by bank transfer, withdraw after setting a
// payment password and a payout account, and the member centre's two templates. Each money
// test has a team account of its own (team05, team06, team07 are used by no other e2e test).

const operator = { 'X-Operator-Key': operatorKey };

/**
 * The brand's templates as this page sees them: the status answer with mobileTemplate changed
 * (dep_func for deposit, mem_cen for the member centre; '1' new, anything else base).
 */
async function withTemplates(page: Page, template: { dep_func?: string; mem_cen?: string }) {
  await page.route('**/wps/system/status**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      value: { info: { mobileTemplate: Record<string, string> } };
    };
    Object.assign(body.value.info.mobileTemplate, template);
    await route.fulfill({ response, json: body });
  });
}

async function operatorPost(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { headers: operator, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: unknown }).value;
}

test('a member deposits through the sandbox payment page and the header balance rises', async ({
  page,
}) => {
  await withTemplates(page, { dep_func: '1' });
  await logInAs(page, 'team05');
  const before = await headerBalance(page);

  await header(page).getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  // New template: channel cards; the amount in a sheet.
  await page
    .getByRole('list', { name: 'Payment methods' })
    .getByRole('button', { name: /^E-wallet/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'E-wallet' });
  await sheet.getByRole('textbox', { name: 'Deposit amount' }).fill('99');
  await expect(sheet.getByRole('alert')).toHaveText('The minimum amount is ￥100.00');
  await expect(sheet.getByRole('button', { name: 'Deposit now' })).toBeDisabled();
  await sheet.getByRole('textbox', { name: 'Deposit amount' }).fill('250.5');
  await expect(sheet.getByText('You will receive')).toBeVisible();
  await sheet.getByRole('button', { name: 'Deposit now' }).click();

  await expect(page).toHaveURL(/\/wps\/sandbox-pay\/SBX/);
  await expect(page.getByRole('heading', { name: /Sandbox payment gateway/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Done: the merchant has been notified.');
  await page.getByRole('link', { name: 'Return to merchant' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?orderNo=D\w+$/);
  const result = page.getByRole('region', { name: 'Deposit result' });
  await expect(result.getByText('Payment received. The money is in your wallet.')).toBeVisible();
  await expect(result.getByText('￥250.50').first()).toBeVisible();

  // The header's balance widget shows the money on this page already.
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 250.5, 2);
});

test('a bank-transfer order waits for the operator and shows paid once confirmed', async ({
  page,
  request,
}) => {
  await withTemplates(page, { dep_func: '0' });
  await startLoggedIn(page, request, { username: 'team07', password: 'member1234' });
  await page.goto('/m/voucherCenter');
  // Base template: a channel list, then the amount form.
  await page.getByRole('radio', { name: /Bank transfer/ }).click();
  await page.getByRole('textbox', { name: 'Deposit amount' }).fill('600');
  await page.getByRole('button', { name: 'Deposit now' }).click();

  const details = page.getByRole('region', { name: 'Transfer details' });
  await expect(details.getByText('6201888800001234')).toBeVisible();
  await expect(details.getByText('￥600.00')).toBeVisible();
  await expect(details.getByRole('status')).toHaveText('Waiting for confirmation');
  const orderNo = await details.getByText(/^D\d{8}[0-9A-Z]+$/).innerText();

  await operatorPost(request, `/ops/deposits/${orderNo}/confirm`, { operator: 'e2e-ops' });

  await page.getByRole('tab', { name: 'Order history' }).click();
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  const order = page.getByRole('button', { name: /Bank transfer/ });
  await expect(order).toContainText('￥600.00');
  await expect(order).toContainText('Paid');
  await expect(order).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await order.click();
  await expect(
    page.getByRole('dialog', { name: 'Order details' }).getByText(orderNo),
  ).toBeVisible();
});

test('a member sets a payment password, adds a payout account, withdraws, and sees it paid', async ({
  page,
  request,
}) => {
  await operatorPost(request, '/ops/adjustments', {
    operator: 'e2e-ops',
    username: 'team06',
    amount: 1000,
    reason: 'e2e withdraw funds',
    reference: `e2e-withdraw-${Date.now()}`,
  });
  await startLoggedIn(page, request, { username: 'team06', password: 'member1234' });
  await page.goto('/m/withdraw');

  const setUp = page.getByRole('region', { name: 'Set a payment password' });
  await setUp.getByLabel('Login password').fill('member1234');
  await setUp.getByLabel('Payment password', { exact: true }).fill('246810');
  await setUp.getByLabel('Confirm payment password').fill('246810');
  await setUp.getByRole('button', { name: 'Save payment password' }).click();

  const account = page.getByRole('region', { name: 'Add a payout account' });
  await account.getByLabel('Bank name').fill('Lobby Savings Bank');
  await account.getByLabel('Account number').fill('6222333344445555');
  await account.getByLabel('Account holder name').fill('Team Six');
  await account.getByLabel('Payment password').fill('246810');
  await account.getByRole('button', { name: 'Save account' }).click();

  const form = page.getByRole('region', { name: 'Withdrawal request' });
  await expect(form.getByRole('radio', { name: /Lobby Savings Bank.*5555/ })).toBeChecked();
  await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill('300');
  await expect(form.getByText('You will receive').locator('xpath=..')).toContainText('￥298.00');
  await form.getByLabel('Payment password').fill('246810');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Request submitted')).toBeVisible();

  const list = page.getByRole('region', { name: 'My withdrawals' });
  await expect(list.getByRole('listitem').first()).toContainText('Pending');
  await expect(list.getByRole('listitem').first()).toContainText('￥300.00');

  const pending = await request.get('/ops/withdrawals?status=PENDING', { headers: operator });
  const rows = ((await pending.json()) as { value: { withdrawalNo: string; username: string }[] })
    .value;
  const mine = rows.find((row) => row.username === 'team06')!;
  await operatorPost(request, `/ops/withdrawals/${mine.withdrawalNo}/approve`, {
    operator: 'e2e-ops',
  });

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My withdrawals' }).getByRole('listitem').first(),
  ).toContainText('Paid');

  // The money's path in the member's own record: 300.00 left the balance under that number.
  await page.goto('/m/transaction/record');
  const movement = page.getByRole('listitem').filter({ hasText: mine.withdrawalNo });
  await expect(movement).toContainText('Withdrawal');
  await expect(movement).toContainText('300.00');
});

/** The distinct left edges of the member-centre entries: one column of rows, or a grid. */
async function entryColumns(page: Page): Promise<number> {
  const entries = page.getByRole('navigation', { name: 'Member centre' }).getByRole('link');
  await expect(entries.first()).toBeVisible();
  const boxes = await entries.evaluateAll((links) =>
    links.map((link) => Math.round(link.getBoundingClientRect().left)),
  );
  return new Set(boxes).size;
}

for (const [memCen, layout, columns] of [
  ['1', 'a card header and a grid of entries', 3],
  ['0', 'list rows', 1],
] as const) {
  test(`the member centre with mem_cen '${memCen}' shows ${layout}`, async ({ page, request }) => {
    await withTemplates(page, { mem_cen: memCen });
    await startLoggedIn(page, request, { username: 'demo', password: 'demo1234' });
    await page.goto('/m/member/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText(/￥[\d,]+\.\d{2}/);
    await expect(page.getByRole('link', { name: 'Help center' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await entryColumns(page)).toBe(columns);
  });
}
