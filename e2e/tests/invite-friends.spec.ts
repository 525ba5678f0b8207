import { expect, test } from '@playwright/test';
import { bottomMenu, startLoggedIn } from '../support/actions';
import { captchaAnswer, nextCaptchaId, uniqueName } from '../support/accounts';
import { registerFreshMember } from '../support/accounts';
import { headerBalance } from './lobby-steps';

// Issue 14: a fresh member's invitation link registers a friend in another browser; the friend's
// first deposit, paid on the sandbox gateway, rewards the inviter (seeded rule: ￥20.00 for a
// first deposit of at least ￥100.00).

test('the invite link registers a friend whose first deposit rewards the inviter', async ({
  page,
  browser,
  request,
}) => {
  const inviter = await registerFreshMember(request, 'inv');
  await startLoggedIn(page, request, inviter);
  await page.goto('/m/activity');
  await bottomMenu(page).getByRole('button', { name: 'Invite' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByText('No friends invited yet.')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/m\/register\?code=[A-Z2-9]{8}$/);
  const before = await headerBalance(page);

  // The friend opens the link in a browser of their own and registers.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = uniqueName('frd');
  const captchaId = await nextCaptchaId(friendPage, () => friendPage.goto(link), 'REGISTER');
  await friendPage.getByLabel('Username', { exact: true }).fill(friend);
  await friendPage.getByLabel('Password', { exact: true }).fill('friend1234');
  await friendPage.getByLabel('Confirm password').fill('friend1234');
  await friendPage
    .getByRole('textbox', { name: 'Captcha' })
    .fill(await captchaAnswer(request, captchaId));
  await friendPage.getByRole('button', { name: 'Register' }).click();
  await expect(friendPage).toHaveURL(/\/m\/home$/);

  await page.reload();
  const friends = page.getByRole('region', { name: 'Invited friends' });
  await expect(friends.getByText('Waiting for a first deposit')).toBeVisible();

  // The friend's first deposit, paid on the sandbox gateway's page.
  const login = await request.post('/wps/session/login', {
    data: { username: friend, password: 'friend1234' },
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const ordered = await request.post('/wps/deposit/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: { channelCode: 'EWALLET', amount: 150 },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const { payUrl } = ((await ordered.json()) as { value: { payUrl: string } }).value;
  await friendPage.goto(payUrl);
  await friendPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(friendPage.getByRole('status')).toHaveText('Done: the merchant has been notified.');
  await friendContext.close();

  await page.reload();
  await expect(friends.getByText('Reward ￥20.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your invitations' })).toContainText('￥20.00');
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 20, 2);
});
