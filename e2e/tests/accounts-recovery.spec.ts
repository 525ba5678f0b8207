import { expect, test } from '@playwright/test';
import { header } from '../support/actions';
import { captchaAnswer, outboxMessage, uniqueName } from '../support/accounts';

test('forgot password by e-mail: the link from the outbox sets a new password', async ({
  page,
  request,
}) => {
  // A member with an e-mail address, registered through the API.
  const username = uniqueName('mail');
  const email = `${username}@example.com`;
  const clientId = 'e2e-recovery-client-0001';
  const captcha = await request.get('/wps/captcha?purpose=REGISTER', {
    headers: { 'X-Client-Id': clientId },
  });
  const { captchaId } = ((await captcha.json()) as { value: { captchaId: string } }).value;
  const registered = await request.put('/wps/member/register', {
    headers: { 'X-Client-Id': clientId },
    data: {
      username,
      password: 'old12345',
      confirmPassword: 'old12345',
      email,
      captchaId,
      captcha: await captchaAnswer(request, captchaId),
    },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/m/forget');
  await page.getByRole('tab', { name: 'By e-mail' }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Retrieve' }).click();
  await expect(page.getByText('The e-mail has been sent')).toBeVisible();

  const mail = await outboxMessage(request, email, 'PASSWORD_RESET');
  const link = /https:\/\/[^/]+(\/m\/forget\?resetToken=[A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('new12345');
  await page.getByLabel('Confirm new password').fill('new12345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('new12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
});
