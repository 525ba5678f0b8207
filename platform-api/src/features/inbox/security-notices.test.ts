import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, OPERATOR_KEY, type TestApp } from '../../test/harness.js';
import { base32Decode, totpAt } from '../security/index.js';
import { SECURITY_NOTICE_TEXTS } from './security-notice-texts.js';
import { renderSecurityNotice } from './security-notices.js';

// Issue 33 item 8: the member hears of each security change in the inbox (and on a bound phone
// or e-mail), in the language the inbox is read in.
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

/** Every notice title in every language: the seeded messages are left out of the checks. */
const NOTICE_TITLES = new Set(
  Object.values(SECURITY_NOTICE_TEXTS).flatMap((texts) => Object.values(texts).map((x) => x.title)),
);

let t: TestApp;
before(async () => {
  t = await createTestApp();
  const funded = await t.request({
    method: 'POST',
    url: '/ops/adjustments',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: {
      operator: 'alice',
      username: 'team13',
      amount: 500,
      reason: 'test funds',
      reference: 'fund-team13',
    },
  });
  assert.equal(funded.statusCode, 200, funded.body);
});
after(async () => {
  await t.close();
});

async function loginFrom(username: string, userAgent: string, password = 'member1234') {
  const response = await t.request({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('POST /wps/session/login', response).value.token;
}
const post = (token: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, headers: bearer(token), payload });
const notices = async (token: string, language?: string) =>
  answer(
    'GET /wps/inbox',
    await t.request({
      method: 'GET',
      url: `/wps/inbox${language ? `?language=${language}` : ''}`,
      headers: bearer(token),
    }),
  ).value.list.filter((message) => NOTICE_TITLES.has(message.title));
const titlesOf = async (token: string) => (await notices(token)).map((m) => m.title);

describe('security notices', () => {
  test('a sign-in from a device never used before is told; the first and a known one are not', async () => {
    const first = await loginFrom('team13', ANDROID);
    assert.deepEqual(await titlesOf(first), []);
    await loginFrom('team13', ANDROID);
    assert.deepEqual(await titlesOf(first), []);
    await loginFrom('team13', IPHONE);
    const [notice] = await notices(first);
    assert.equal(notice?.title, 'Sign-in from a new device');
    assert.match(notice!.content, /signed in on Safari · iOS \(IP 127\.0\.0\.1\)/);
    assert.equal(notice!.read, false);
    // Read in Vietnamese, the same notice is in Vietnamese.
    const [vi] = await notices(first, 'VI');
    assert.equal(vi?.title, 'Đăng nhập từ thiết bị mới');
  });

  test('payment password, payout account and withdrawal each leave one notice, a replay none', async () => {
    const token = await loginFrom('team13', ANDROID);
    const before = (await titlesOf(token)).length;
    const set = await post(token, '/wps/withdraw/payment-password', {
      currentPassword: 'member1234',
      newPassword: '246810',
      confirmPassword: '246810',
    });
    assert.equal(set.statusCode, 200, set.body);
    const added = await post(token, '/wps/withdraw/accounts', {
      kind: 'BANK',
      provider: 'Metro Bank',
      accountNo: '0011223344',
      payeeName: 'Team Thirteen',
      paymentPassword: '246810',
    });
    assert.equal(added.statusCode, 200, added.body);
    const account = answer('POST /wps/withdraw/accounts', added).value;
    const request = {
      amount: 120,
      payoutAccountId: account.id,
      paymentPassword: '246810',
      requestId: 'notice-test-1',
    };
    assert.equal((await post(token, '/wps/transaction/withdraw', request)).statusCode, 200);
    assert.equal((await post(token, '/wps/transaction/withdraw', request)).statusCode, 200);

    const list = await notices(token);
    assert.deepEqual(
      list.slice(0, list.length - before).map((m) => m.title),
      ['Withdrawal requested', 'Payout account added', 'Payment password changed'],
    );
    assert.match(list[0]!.content, /CNY 120\.00 to Metro Bank \*\*\*\*3344/);
    assert.doesNotMatch(list[1]!.content, /0011223344/, 'the full account number is never told');
  });

  test('turning two-step verification off is told', async () => {
    const token = await loginFrom('team14', ANDROID);
    const setup = await post(token, '/wps/security/two-factor/setup', {});
    const secret = base32Decode(answer('POST /wps/security/two-factor/setup', setup).value.secret);
    const code = () => totpAt(secret, t.clock.now());
    assert.equal(
      (await post(token, '/wps/security/two-factor/enable', { code: code() })).statusCode,
      200,
    );
    // The next 30-second step: a code is used once.
    t.clock.advance(31_000);
    const off = await post(token, '/wps/security/two-factor/disable', { code: code() });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(await titlesOf(token), ['Two-step verification turned off']);
  });

  test('a member with a bound phone and e-mail gets the notice there too, in plain text', async () => {
    await loginFrom('demo', ANDROID, 'demo1234');
    await loginFrom('demo', IPHONE, 'demo1234');
    const rows = await selectRows<{ channel: string; recipient: string; body: string }>(
      t.database.db,
      sql`SELECT channel, recipient, body FROM outbox_messages
          WHERE purpose = 'SECURITY_NOTICE_NEW_DEVICE_SIGN_IN' ORDER BY channel`,
    );
    assert.deepEqual(
      rows.map((row) => [row.channel, row.recipient]),
      [
        ['EMAIL', 'demo@lobby.example'],
        ['SMS', '+63 9171234567'],
      ],
    );
    assert.match(rows[1]!.body, /^Sign-in from a new device: Your account was signed in on/);
  });

  test('values are escaped in the inbox HTML', () => {
    const notice = renderSecurityNotice(
      'PAYOUT_ACCOUNT_ADDED',
      { account: '<img src=x onerror=alert(1)>', at: '2026-11-29T04:20:00.000Z' },
      'EN',
    );
    assert.match(notice!.content, /&#60;img src=x onerror=alert\(1\)&#62;/);
    assert.match(notice!.content, /2026-11-29 04:20 UTC/);
    assert.equal(renderSecurityNotice('SOMETHING_ELSE', {}, 'EN'), null);
  });
});
