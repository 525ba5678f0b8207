import { expect, test } from '@playwright/test';
import { header } from '../support/actions';
import {
  captchaAnswer,
  captchaIdOf,
  captchaResponse,
  nextCaptchaId,
  outboxMessage,
  uniqueName,
} from '../support/accounts';

test('register by username, change password, log out, log in with the new password', async ({
  page,
  request,
}) => {
  const username = uniqueName('e2e');
  const captchaId = await nextCaptchaId(page, () => page.goto('/m/register'));
  await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first1234');
  await page.getByLabel('Confirm password').fill('first1234');
  await page
    .getByRole('textbox', { name: 'Captcha' })
    .fill(await captchaAnswer(request, captchaId));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();

  await page.goto('/m/changePsw');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await page.getByLabel('Old password').fill('first1234');
  await page.getByLabel('New password', { exact: true }).fill('second1234');
  await page.getByLabel('Confirm new password').fill('second1234');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OK|Confirm|Yes/ })
    .click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/m/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the register button is disabled while the terms are not accepted', async ({ page }) => {
  await page.goto('/m/register');
  await page.getByRole('checkbox', { name: /agree to the terms/ }).uncheck();
  await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
});

test('register by mobile: the SMS captcha, the code from the outbox, then the register captcha', async ({
  page,
  request,
}) => {
  const mobile = `9176${String(Date.now()).slice(-6)}`;
  await nextCaptchaId(page, () => page.goto('/m/register'), 'REGISTER');
  const [registerCaptcha, smsCaptcha] = await Promise.all([
    captchaResponse(page, 'REGISTER'),
    captchaResponse(page, 'SMS'),
    page.getByRole('tab', { name: 'Mobile number' }).click(),
  ]);
  await page.getByLabel('Country code').selectOption('63');
  await page.getByLabel('Mobile number').fill(mobile);
  await page
    .getByRole('textbox', { name: 'SMS captcha' })
    .fill(await captchaAnswer(request, await captchaIdOf(smsCaptcha)));
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /\d+ s$/ })).toBeDisabled();
  const message = await outboxMessage(request, `+63 ${mobile}`, 'SMS_REGISTER');
  await page.getByLabel('SMS code').fill(/\b(\d{6})\b/.exec(message.body)?.[1] ?? '');
  await page.getByLabel('Password', { exact: true }).fill('mobile1234');
  await page.getByLabel('Confirm password').fill('mobile1234');
  await page
    .getByRole('textbox', { name: 'Captcha', exact: true })
    .fill(await captchaAnswer(request, await captchaIdOf(registerCaptcha)));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
