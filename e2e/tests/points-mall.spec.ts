import { expect, test } from '@playwright/test';
import { startLoggedIn } from '../support/actions';
import { operatorKey } from '../support/environment.mjs';
import { registerFreshMember } from '../support/accounts';
import { headerBalance } from './lobby-steps';

// Issue 14: a fresh member with points (an operator's adjustment; settled stakes earn them too)
// redeems bonus cash, which reaches the balance at once, and a physical item with a delivery
// address, which waits for the operator; both are in the order history.

test('a member redeems bonus cash and a physical item in the points mall', async ({
  page,
  request,
}) => {
  const member = await registerFreshMember(request, 'mal');
  const granted = await request.post('/ops/mall/points', {
    headers: { 'X-Operator-Key': operatorKey },
    data: {
      operator: 'e2e-ops',
      username: member.username,
      points: 3100,
      reason: 'e2e points',
      reference: `e2e-mall-${member.username}`,
    },
  });
  expect(granted.ok(), await granted.text()).toBe(true);

  await startLoggedIn(page, request, member);
  await page.goto('/m/mall/mallHome');
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  const points = page.getByRole('region', { name: 'My points' });
  await expect(points).toContainText('3,100');
  const before = await headerBalance(page);

  await page.getByRole('button', { name: /Bonus cash 10/ }).click();
  const bonus = page.getByRole('dialog', { name: 'Bonus cash 10' });
  await bonus.getByRole('button', { name: 'Redeem for 100 points' }).click();
  await expect(page.getByRole('tab', { name: 'My orders' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Bonus cash 10' })).toContainText(
    'Completed',
  );
  await expect(points).toContainText('3,000');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 10, 2);

  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await page.getByRole('button', { name: /Wireless earbuds/ }).click();
  const earbuds = page.getByRole('dialog', { name: 'Wireless earbuds' });
  await earbuds.getByLabel('Recipient').fill('Mall Tester');
  await earbuds.getByLabel('Phone number').fill('+63 917 555 0101');
  await earbuds.getByLabel('Address').fill('1 Ayala Avenue, Makati City');
  await earbuds.getByRole('button', { name: 'Redeem for 3000 points' }).click();
  const order = page.getByRole('listitem').filter({ hasText: 'Wireless earbuds' });
  await expect(order).toContainText('Preparing');
  await expect(order).toContainText('To Mall Tester, 1 Ayala Avenue, Makati City');
  await expect(points.getByText('0', { exact: true })).toBeVisible();
});
