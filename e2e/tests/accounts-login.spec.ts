import { expect, test } from '@playwright/test';
import { captchaAnswer, nextCaptchaId, outboxMessage } from '../support/accounts';

// team10 is used by no other test: its failed logins must not put a captcha in anyone's way.
test('three wrong passwords make the captcha appear', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  for (let i = 0; i < 3; i += 1) {
    await page.getByLabel('Username', { exact: true }).fill('team10');
    await page.getByLabel('Password', { exact: true }).fill(`wrong-pass-${i}`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/wps/session/login')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(answer.status()).toBe(401);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  }
  await expect(page.getByText('Incorrect username or password').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Captcha picture' })).toBeVisible();
});

test('SMS login with the code from the outbox', async ({ page, request }) => {
  await page.goto('/m/login');
  const captchaId = await nextCaptchaId(
    page,
    () => page.getByRole('tab', { name: 'Mobile SMS' }).click(),
    'SMS',
  );
  await page.getByLabel('Country code').selectOption('63');
  await page.getByLabel('Mobile number').fill('9171234567');
  // The platform sends a login code only with a solved captcha: Get code checks it first.
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Enter a captcha')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'SMS captcha' })
    .fill(await captchaAnswer(request, captchaId));
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /\d+ s$/ })).toBeDisabled();
  const message = await outboxMessage(request, '+63 9171234567', 'SMS_LOGIN');
  const code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a wrong SMS captcha sends no code and shows a new picture', async ({ page, request }) => {
  await page.goto('/m/login');
  const captchaId = await nextCaptchaId(
    page,
    () => page.getByRole('tab', { name: 'Mobile SMS' }).click(),
    'SMS',
  );
  const answer = await captchaAnswer(request, captchaId);
  await page.getByLabel('Country code').selectOption('63');
  await page.getByLabel('Mobile number').fill('9170000777');
  const refused = page.waitForResponse((r) => r.url().endsWith('/wps/verification/sms'));
  const next = nextCaptchaId(
    page,
    () =>
      page
        .getByRole('textbox', { name: 'SMS captcha' })
        .fill(answer === '00000' ? '11111' : '00000')
        .then(() => page.getByRole('button', { name: 'Get code' }).click()),
    'SMS',
  );
  expect((await refused).status()).toBe(400);
  expect(await next).not.toBe(captchaId);
  await expect(page.getByText('Captcha error')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SMS captcha' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Get code' })).toBeEnabled();
});
