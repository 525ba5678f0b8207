import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeHomePopups, setPlatformClockOffset } from '../support/actions';
import { outboxMessage, registerFreshMember } from '../support/accounts';
import { runAxe } from '../support/axe';
import { logInAs } from './lobby-steps';

// Issue 12, security centre: two-step sign-in with an authenticator app (the code computed here
// from the key the screen shows, RFC 6238), signing out another device (its next call answers
// 401), and the payment password set, changed and reset by SMS code. team12 and team13 are used
// by no other e2e test.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/\s/g, '')) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
/** What an authenticator app shows at `at` (HMAC-SHA1, 30 s, 6 digits). */
function totp(secret: Buffer, at: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function openSection(page: Page, name: RegExp) {
  await page.goto('/m/securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Security center' })).toBeVisible();
  await page.getByRole('link', { name }).click();
}

async function apiLogin(
  request: APIRequestContext,
  username: string,
  userAgent: string,
  password = 'member1234',
) {
  const response = await request.post('/wps/session/login', {
    data: { username, password },
    headers: { 'User-Agent': userAgent },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

// Each test walks several screens on a 2-core machine.
test.describe.configure({ timeout: 90_000 });
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.afterEach(async ({ request }) => {
  await setPlatformClockOffset(request, 0);
});

test('two-step sign-in: enrol with the key on screen, then log in with a code from the app', async ({
  page,
  request,
}) => {
  await logInAs(page, 'team12');
  await openSection(page, /Two-step verification\s*Off/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = await page.getByLabel('Setup key').innerText();
  const secret = base32Decode(key);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is incorrect or has expired');
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totp(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();

  // A new browser: the password alone is not enough.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('team12');
  await page.getByLabel('Password', { exact: true }).fill('member1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // The enrolment used this 30-second step's code; a minute later the app shows a new one.
  await setPlatformClockOffset(request, 60);
  await page
    .getByRole('textbox', { name: 'Authentication code' })
    .fill(totp(secret, Date.now() + 60_000));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeHomePopups(page);

  // Turned off again with a code, so the account is as it was.
  await setPlatformClockOffset(request, 120);
  await page.goto('/m/securityCenter?section=twoFactor');
  await page
    .getByRole('textbox', { name: 'Code or recovery code' })
    .fill(totp(secret, Date.now() + 120_000));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is off' })).toBeVisible();
});

test('another device shows in signed-in devices; signing it out ends its token (401)', async ({
  page,
  request,
}) => {
  await logInAs(page, 'team13');
  const otherToken = await apiLogin(
    request,
    'team13',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  );
  const asOther = () =>
    request.get('/wps/security/overview', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect((await asOther()).status()).toBe(200);

  await openSection(page, /Signed-in devices/);
  const list = page.getByRole('region', { name: 'Devices signed in now' });
  await expect(list.getByText('This device')).toBeVisible();
  await list.getByRole('button', { name: 'Sign out Safari · iOS' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OK|Confirm/ })
    .click();
  await expect(list.getByRole('button', { name: 'Sign out Safari · iOS' })).toHaveCount(0);
  const after = await asOther();
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { code: string }).code).toBe('NOT_LOGGED_IN');

  // This device is still signed in; the history shows the sign-ins.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /Login history/ }).click();
  await expect(page.getByText('Safari · iOS', { exact: false }).first()).toBeVisible();
});

test('the security centre leads to the responsible-gaming page (keyboard)', async ({
  page,
  request,
}) => {
  const { username, password } = await registerFreshMember(request, 'scrg');
  await logInAs(page, username, password);
  await page.goto('/m/securityCenter');
  const entry = page.getByRole('link', { name: /Responsible gaming\s*Limits and breaks/ });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
});

test('set a password by phone with two-step sign-in on: the login’s code step, then home', async ({
  page,
  request,
}) => {
  const { username, password } = await registerFreshMember(request, 'tfph');
  const token = await apiLogin(request, username, 'Mozilla/5.0 e2e', password);
  const auth = { Authorization: `Bearer ${token}` };
  // A number of its own (9 digits after 917 from the time), bound with a code from the outbox.
  const mobileNum = `917${String(Date.now()).slice(-7)}`;
  const phone = { channel: 'SMS', countryDialingCode: '63', mobileNum };
  expect(
    (await request.post('/wps/security/contact/code', { headers: auth, data: phone })).ok(),
  ).toBe(true);
  const bindCode = /\b(\d{6})\b/.exec(
    (await outboxMessage(request, `+63 ${mobileNum}`, 'SMS_BIND')).body,
  )?.[1];
  const bound = await request.post('/wps/security/contact', {
    headers: auth,
    data: { ...phone, code: bindCode },
  });
  expect(bound.ok(), await bound.text()).toBe(true);
  const setup = await request.post('/wps/security/two-factor/setup', { headers: auth, data: {} });
  const secret = base32Decode(((await setup.json()) as { value: { secret: string } }).value.secret);
  const enabled = await request.post('/wps/security/two-factor/enable', {
    headers: auth,
    data: { code: totp(secret, Date.now()) },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);

  await page.goto('/m/forget');
  await page.getByLabel('Country code').selectOption('63');
  await page.getByLabel('Mobile number').fill(mobileNum);
  await page.getByRole('button', { name: 'Get code' }).click();
  const message = await outboxMessage(request, `+63 ${mobileNum}`, 'SMS_SET_PASSWORD');
  await page.getByLabel('SMS code').fill(/\b(\d{6})\b/.exec(message.body)?.[1] ?? '');
  await page.getByLabel('New password').fill('newpass123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Enter the code from your authenticator app')).toHaveCount(0);
  // The enrolment used this 30-second step's code; a minute later the app shows a new one.
  await setPlatformClockOffset(request, 60);
  await page
    .getByRole('textbox', { name: 'Authentication code' })
    .fill(totp(secret, Date.now() + 60_000));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('payment password: set with the login password, changed with the old one, reset by SMS code', async ({
  page,
  request,
}) => {
  await logInAs(page, 'team13');
  await openSection(page, /Payment password\s*Not set/);
  const set = page.getByRole('region', { name: 'Set a payment password' });
  await set.getByLabel('Login password', { exact: true }).fill('member1234');
  await set.getByLabel('Payment password', { exact: true }).fill('135790');
  await set.getByLabel('Confirm payment password').fill('135790');
  await set.getByRole('button', { name: 'Save payment password' }).click();

  const change = page.getByRole('region', { name: 'Change payment password' });
  await expect(change).toBeVisible();
  await change.getByLabel('Current payment password', { exact: true }).fill('000000');
  await change.getByLabel('New payment password').fill('246801');
  await change.getByLabel('Confirm payment password').fill('246801');
  await change.getByRole('button', { name: 'Save payment password' }).click();
  await expect(change.getByRole('alert')).toContainText('The payment password is incorrect');
  await change.getByLabel('Current payment password', { exact: true }).fill('135790');
  await change.getByRole('button', { name: 'Save payment password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment password saved' }),
  ).toBeVisible();

  // Bind a phone, then reset the payment password with a code sent to it.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /Mobile number\s*Not bound/ }).click();
  const bind = page.getByRole('region', { name: 'Bind a mobile number' });
  await bind.getByLabel('New mobile number').fill('9170000013');
  await bind.getByRole('button', { name: 'Send code' }).click();
  const bindCode = (await outboxMessage(request, '+63 9170000013', 'SMS_BIND')).body.match(
    /\d{6}/,
  )![0];
  await bind.getByLabel('Code sent to the new address').fill(bindCode);
  await bind.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Change mobile number' })).toBeVisible();

  await openSection(page, /Payment password\s*Set/);
  const reset = page.getByRole('region', { name: 'Change payment password' });
  await reset.getByRole('radio', { name: 'SMS code' }).click();
  await reset.getByRole('button', { name: 'Send code' }).click();
  const code = (await outboxMessage(request, '+63 9170000013', 'SMS_PAYMENT_PASSWORD')).body.match(
    /\d{6}/,
  )![0];
  await reset.getByLabel('Verification code').fill(code);
  await reset.getByLabel('New payment password').fill('112233');
  await reset.getByLabel('Confirm payment password').fill('112233');
  await reset.getByRole('button', { name: 'Save payment password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment password saved' }),
  ).toBeVisible();
});

test('every security centre screen is axe-clean in both themes', async ({ page }) => {
  test.setTimeout(180_000);
  await logInAs(page, 'team13');
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
    for (const section of [
      '',
      'password',
      'mobile',
      'email',
      'accounts',
      'twoFactor',
      'sessions',
      'history',
    ]) {
      await page.goto(`/m/securityCenter${section ? `?section=${section}` : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The screen's content, not its loading skeleton.
      await expect(page.locator('.member-list-skeleton')).toHaveCount(0);
      await expect(page.locator('.wallet-card, .security-list').first()).toBeVisible();
      const serious = (await runAxe(page))
        .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.impact === 'moderate')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${theme} ${section || 'list'}`).toEqual([]);
    }
  }
});
