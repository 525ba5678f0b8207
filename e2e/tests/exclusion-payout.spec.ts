import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerFreshMember } from '../support/accounts';
import { operatorKey } from '../support/environment.mjs';

// Issue 33 item 5: a self-excluded member with money logs in, is refused, and asks for the
// payout of the balance to the account on file; free play on that browser is refused after.

const operator = { 'X-Operator-Key': operatorKey };

/** A fresh member with ￥200, a payment password, one payout account, then self-excluded. */
async function excludedMemberWithMoney(request: APIRequestContext) {
  const member = await registerFreshMember(request, 'rgpay');
  const login = await request.post('/wps/session/login', { data: member });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  const headers = { Authorization: `Bearer ${token}` };
  const funded = await request.post('/ops/adjustments', {
    headers: operator,
    data: {
      operator: 'e2e',
      username: member.username,
      amount: 200,
      reason: 'e2e funds',
      reference: `e2e-${member.username}`,
    },
  });
  expect(funded.ok(), await funded.text()).toBe(true);
  const pin = await request.post('/wps/withdraw/payment-password', {
    headers,
    data: { currentPassword: member.password, newPassword: '246810', confirmPassword: '246810' },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
  const account = await request.post('/wps/withdraw/accounts', {
    headers,
    data: {
      kind: 'BANK',
      provider: 'Metro Bank',
      accountNo: `55${Date.now()}`.slice(0, 12),
      payeeName: 'Pay Out',
      paymentPassword: '246810',
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const excluded = await request.post('/wps/rg/exclusion', {
    headers,
    data: { kind: 'SELF_EXCLUSION', length: '1Y', confirmed: 2 },
  });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  return member;
}

test('an excluded member requests the payout of the balance from the refused login', async ({
  page,
  request,
}) => {
  const member = await excludedMemberWithMoney(request);
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  const step = page.getByRole('region', { name: 'Your balance can be paid out' });
  await expect(step).toBeVisible();
  await expect(step.getByText('￥200.00')).toBeVisible();
  await expect(step.getByRole('radio', { name: /Metro Bank \*{4}\d{4}/ })).toBeChecked();
  await step.getByRole('button', { name: 'Request payout' }).click();
  await expect(step.getByText(/^Pay out ￥200\.00 to Metro Bank/)).toBeVisible();
  await step.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(page.getByRole('heading', { name: 'Payout requested' })).toBeVisible();
  await expect(
    page.getByText(/once it is checked, like any withdrawal\. Reference W/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);

  // The operators' list shows the member with nothing left on the balance and the payout pending.
  const list = await request.get('/ops/responsible-gaming/exclusions?pageSize=100', {
    headers: operator,
  });
  const rows = (
    (await list.json()) as {
      value: { list: { username: string; balance: number; pendingAmount: number }[] };
    }
  ).value.list;
  expect(rows.find((row) => row.username === member.username)).toMatchObject({
    balance: 0,
    pendingAmount: 200,
  });

  // Free play on this browser waits for the exclusion's end.
  await page.goto('/m/trail');
  await expect(
    page.getByText(/^Free play is paused on this device while an account here takes a break\./),
  ).toBeVisible();
});
