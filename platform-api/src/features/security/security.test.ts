import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { rateLimitedValue } from '../../contract/accounts.js';
import { twoFactorRequiredValue } from '../../contract/security.js';
import { twoFactor } from '../../db/schema/index.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { clientHeaders, codeIn, latestOutbox } from '../accounts/test-helpers.js';
import { base32Decode, totpAt } from './totp.js';

let t: TestApp;
let trialToken: string;
before(async () => {
  t = await createTestApp();
  const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser' });
  trialToken = answer('POST /wps/member/trialuser', trial).value.token;
});
after(async () => {
  await t.close();
});

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({
    method,
    url,
    headers: { ...bearer(token), 'user-agent': PHONE_UA },
    ...(payload ? { payload } : {}),
  });
const loginAs = (username: string, extra: Record<string, string> = {}, password = 'member1234') =>
  t.request({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
    headers: { 'user-agent': PHONE_UA, ...extra },
  });
const overview = async (token: string) =>
  answer('GET /wps/security/overview', await call('GET', '/wps/security/overview', token)).value;
const sentCode = async (to: string) => codeIn((await latestOutbox(t, to))?.body);

describe('security centre: every call needs a real member', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/wps/security/overview'],
    ['POST', '/wps/security/code', { channel: 'SMS', purpose: 'PAYMENT_PASSWORD' }],
    ['POST', '/wps/security/contact/code', { channel: 'EMAIL', email: 'a@b.example' }],
    ['POST', '/wps/security/contact', { channel: 'EMAIL', email: 'a@b.example', code: '123456' }],
    ['GET', '/wps/security/login-history'],
    ['GET', '/wps/security/sessions'],
    ['DELETE', '/wps/security/sessions/1'],
    ['POST', '/wps/security/sessions/sign-out-others', {}],
    ['POST', '/wps/security/two-factor/setup', {}],
    ['POST', '/wps/security/two-factor/enable', { code: '123456' }],
    ['POST', '/wps/security/two-factor/disable', { code: '123456' }],
  ];
  test('visitors: 401 NOT_LOGGED_IN; trial users: 403 TRIAL_REJECTED', async () => {
    for (const [method, url, payload] of calls) {
      const visitor = await t.request({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
      });
      assert.equal(refusal(visitor).code, 'NOT_LOGGED_IN', `${method} ${url}`);
      const trial = await call(method as 'GET', url, trialToken, payload);
      assert.equal(refusal(trial).code, 'TRIAL_REJECTED', `${method} ${url}`);
    }
  });

  test('bad input: 400 INVALID_INPUT, never a 500', async () => {
    const token = (await loginAs('team01').then((r) => answer('POST /wps/session/login', r).value))
      .token;
    const bad: [string, string, unknown][] = [
      ['POST', '/wps/security/code', { channel: 'FAX', purpose: 'PAYMENT_PASSWORD' }],
      ['POST', '/wps/security/code', { channel: 'SMS', purpose: 'LOGIN' }],
      ['POST', '/wps/security/code', { channel: 'SMS' }],
      ['POST', '/wps/security/contact/code', { channel: 'EMAIL', email: 'not-an-email' }],
      ['POST', '/wps/security/contact/code', { channel: 'SMS', mobileNum: '12ab' }],
      ['POST', '/wps/security/contact/code', { channel: 'SMS', countryDialingCode: '63' }],
      ['POST', '/wps/security/contact', { channel: 'EMAIL', email: 'a@b.example', code: '12' }],
      [
        'POST',
        '/wps/security/contact',
        { channel: 'EMAIL', email: 'a@b.example', code: '123456', extra: 1 },
      ],
      ['DELETE', '/wps/security/sessions/abc', undefined],
      ['DELETE', '/wps/security/sessions/-1', undefined],
      ['POST', '/wps/security/sessions/sign-out-others', { all: true }],
      ['POST', '/wps/security/two-factor/setup', { secret: 'AAAA' }],
      ['POST', '/wps/security/two-factor/enable', { code: '12345' }],
      ['POST', '/wps/security/two-factor/enable', { code: 'ABCDE-FGHIJ' }],
      ['POST', '/wps/security/two-factor/disable', { code: '1234567' }],
      ['POST', '/wps/security/two-factor/disable', { code: 'ABCDE-FGHI1' }],
      ['POST', '/wps/session/login/two-factor', { challenge: 'short', code: '123456' }],
      ['POST', '/wps/session/login/two-factor', { challenge: 'a'.repeat(43) }],
      [
        'POST',
        '/wps/withdraw/payment-password',
        { newPassword: '123456', confirmPassword: '123456' },
      ],
      [
        'POST',
        '/wps/withdraw/payment-password',
        { currentPassword: 'x', code: '123456', newPassword: '123456', confirmPassword: '123456' },
      ],
      [
        'POST',
        '/wps/withdraw/payment-password',
        { code: '12345', newPassword: '123456', confirmPassword: '123456' },
      ],
      [
        'POST',
        '/wps/withdraw/payment-password',
        { code: '123456', codeChannel: 'FAX', newPassword: '123456', confirmPassword: '123456' },
      ],
      ['POST', '/wps/withdraw/accounts/abc/remove', { paymentPassword: '123456' }],
      ['POST', '/wps/withdraw/accounts/1/remove', { paymentPassword: '12345' }],
      ['POST', '/wps/withdraw/accounts/1/remove', {}],
    ];
    for (const [method, url, payload] of bad) {
      const response = await call(method as 'GET', url, token, payload as object | undefined);
      assert.equal(
        response.statusCode,
        400,
        `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`,
      );
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    }
  });
});

describe('mobile number and e-mail', () => {
  let token: string;
  before(async () => {
    token = await t.login('team02', 'member1234');
  });

  test('nothing bound at first; a code to the bound phone is refused with CONTACT_NOT_BOUND', async () => {
    const value = await overview(token);
    assert.equal(value.mobile, null);
    assert.equal(value.email, null);
    const response = await call('POST', '/wps/security/code', token, {
      channel: 'SMS',
      purpose: 'PAYMENT_PASSWORD',
    });
    assert.equal(response.statusCode, 409);
    assert.equal(refusal(response).code, 'CONTACT_NOT_BOUND');
  });

  test('binding a phone: a wrong code is refused, the right one binds it, shown masked', async () => {
    const sent = await call('POST', '/wps/security/contact/code', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000002',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(answer('POST /wps/security/contact/code', sent).value.sentTo, '+63 917****002');
    const code = await sentCode('+63 9170000002');
    const wrong = await call('POST', '/wps/security/contact', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000002',
      code: code === '000000' ? '111111' : '000000',
    });
    assert.equal(refusal(wrong).code, 'VERIFICATION_CODE');
    const bound = await call('POST', '/wps/security/contact', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000002',
      code,
    });
    assert.equal(bound.statusCode, 200, bound.body);
    assert.equal(answer('POST /wps/security/contact', bound).value.mobile, '+63 917****002');
  });

  test("another member's phone or e-mail cannot be bound", async () => {
    // demo has +63 9171234567 and demo@lobby.example.
    const phone = await call('POST', '/wps/security/contact/code', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });
    assert.equal(refusal(phone).code, 'CONTACT_IN_USE');
    const mail = await call('POST', '/wps/security/contact/code', token, {
      channel: 'EMAIL',
      email: 'DEMO@lobby.example',
    });
    assert.equal(refusal(mail).code, 'CONTACT_IN_USE');
  });

  test('changing the bound phone also needs a code of the current one', async () => {
    t.clock.advance(61_000);
    await call('POST', '/wps/security/contact/code', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000022',
    });
    const newCode = await sentCode('+63 9170000022');
    const without = await call('POST', '/wps/security/contact', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000022',
      code: newCode,
    });
    assert.equal(refusal(without).code, 'VERIFICATION_CODE');
    const proof = await call('POST', '/wps/security/code', token, {
      channel: 'SMS',
      purpose: 'CONTACT_CHANGE',
    });
    assert.equal(proof.statusCode, 200, proof.body);
    const changed = await call('POST', '/wps/security/contact', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000022',
      code: newCode,
      currentCode: await sentCode('+63 9170000002'),
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(answer('POST /wps/security/contact', changed).value.mobile, '+63 917****022');
  });

  test('e-mail binds the same way, with the code sent by e-mail', async () => {
    const sent = await call('POST', '/wps/security/contact/code', token, {
      channel: 'EMAIL',
      email: 'Team02@Example.com',
    });
    assert.equal(answer('POST /wps/security/contact/code', sent).value.sentTo, 't***@example.com');
    const message = await latestOutbox(t, 'team02@example.com');
    assert.equal(message?.purpose, 'EMAIL_BIND');
    const bound = await call('POST', '/wps/security/contact', token, {
      channel: 'EMAIL',
      email: 'team02@example.com',
      code: codeIn(message?.body),
    });
    assert.equal(answer('POST /wps/security/contact', bound).value.email, 't***@example.com');
  });
});

describe('payment password', () => {
  let token: string;
  const setPin = (payload: object, who = token) =>
    call('POST', '/wps/withdraw/payment-password', who, payload);

  before(async () => {
    token = await t.login('team03', 'member1234');
  });

  test('set with the login password, changed with the old payment password', async () => {
    const wrongLogin = await setPin({
      currentPassword: 'nope',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    assert.equal(refusal(wrongLogin).code, 'PAYMENT_PASSWORD_WRONG');
    const set = await setPin({
      currentPassword: 'member1234',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await overview(token)).paymentPasswordSet, true);
    const changed = await setPin({
      currentPassword: '135790',
      newPassword: '246801',
      confirmPassword: '246801',
    });
    assert.equal(changed.statusCode, 200, changed.body);
  });

  test('5 wrong payment passwords lock it (429), a code to the bound phone resets it', async () => {
    const results: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await setPin({
        currentPassword: `00000${i}`,
        newPassword: '111222',
        confirmPassword: '111222',
      });
      results.push(`${response.statusCode}:${refusal(response).code}`);
    }
    // One wrong try was spent above; the 5th wrong in the window locks at once.
    assert.deepEqual(results.slice(0, 3), Array(3).fill('400:PAYMENT_PASSWORD_WRONG'));
    assert.equal(results[3], '429:RATE_LIMITED');
    const locked = await setPin({
      currentPassword: '246801',
      newPassword: '111222',
      confirmPassword: '111222',
    });
    assert.equal(locked.statusCode, 429, 'the right one is refused while locked');
    // Reset: bind a phone, then a PAYMENT_PASSWORD code.
    await call('POST', '/wps/security/contact/code', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000003',
    });
    await call('POST', '/wps/security/contact', token, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000003',
      code: await sentCode('+63 9170000003'),
    });
    const sent = await call('POST', '/wps/security/code', token, {
      channel: 'SMS',
      purpose: 'PAYMENT_PASSWORD',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const code = await sentCode('+63 9170000003');
    const wrongCode = await setPin({
      code: code === '000000' ? '111111' : '000000',
      newPassword: '111222',
      confirmPassword: '111222',
    });
    assert.equal(refusal(wrongCode).code, 'VERIFICATION_CODE');
    const reset = await setPin({ code, newPassword: '111222', confirmPassword: '111222' });
    assert.equal(reset.statusCode, 200, reset.body);
    const reused = await setPin({ code, newPassword: '333444', confirmPassword: '333444' });
    assert.equal(refusal(reused).code, 'VERIFICATION_CODE', 'a code is single use');
    // The lock is cleared: the new password works at once.
    const change = await setPin({
      currentPassword: '111222',
      newPassword: '555666',
      confirmPassword: '555666',
    });
    assert.equal(change.statusCode, 200, change.body);
  });

  test('a member without a usable login password sets it with an e-mail code', async () => {
    const other = await t.login('team04', 'member1234');
    await call('POST', '/wps/security/contact/code', other, {
      channel: 'EMAIL',
      email: 'team04@example.com',
    });
    await call('POST', '/wps/security/contact', other, {
      channel: 'EMAIL',
      email: 'team04@example.com',
      code: await sentCode('team04@example.com'),
    });
    await call('POST', '/wps/security/code', other, {
      channel: 'EMAIL',
      purpose: 'PAYMENT_PASSWORD',
    });
    const set = await setPin(
      {
        code: await sentCode('team04@example.com'),
        codeChannel: 'EMAIL',
        newPassword: '907153',
        confirmPassword: '907153',
      },
      other,
    );
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await overview(other)).paymentPasswordSet, true);
  });
});

describe('payout accounts', () => {
  let token: string;
  let otherToken: string;
  const add = (accountNo: string, who = token, pin = '135246') =>
    call('POST', '/wps/withdraw/accounts', who, {
      kind: 'BANK',
      provider: 'BDO',
      accountNo,
      payeeName: 'Team Five',
      paymentPassword: pin,
    });
  before(async () => {
    token = await t.login('team05', 'member1234');
    otherToken = await t.login('team06', 'member1234');
    for (const who of [token, otherToken]) {
      await call('POST', '/wps/withdraw/payment-password', who, {
        currentPassword: 'member1234',
        newPassword: '135246',
        confirmPassword: '135246',
      });
    }
  });

  test('add up to the configured number, remove with the payment password, add again', async () => {
    const ids: number[] = [];
    for (const no of ['10000001', '10000002', '10000003']) {
      const response = await add(no);
      assert.equal(response.statusCode, 200, response.body);
      ids.push(answer('POST /wps/withdraw/accounts', response).value.id);
    }
    assert.equal(refusal(await add('10000004')).code, 'PAYOUT_ACCOUNT_LIMIT');
    assert.equal((await overview(token)).payoutAccounts, 3);
    const wrongPin = await call('POST', `/wps/withdraw/accounts/${ids[0]}/remove`, token, {
      paymentPassword: '000000',
    });
    assert.equal(refusal(wrongPin).code, 'PAYMENT_PASSWORD_WRONG');
    const notMine = await call('POST', `/wps/withdraw/accounts/${ids[0]}/remove`, otherToken, {
      paymentPassword: '135246',
    });
    assert.equal(notMine.statusCode, 404);
    const removed = await call('POST', `/wps/withdraw/accounts/${ids[0]}/remove`, token, {
      paymentPassword: '135246',
    });
    assert.equal(removed.statusCode, 200, removed.body);
    const again = await call('POST', `/wps/withdraw/accounts/${ids[0]}/remove`, token, {
      paymentPassword: '135246',
    });
    assert.equal(again.statusCode, 404);
    const list = answer(
      'GET /wps/withdraw/accounts',
      await call('GET', '/wps/withdraw/accounts', token),
    ).value;
    assert.deepEqual(
      list.map((a) => a.accountNo),
      ['****0002', '****0003'],
    );
    const withdraw = await call('POST', '/wps/transaction/withdraw', token, {
      amount: 100,
      payoutAccountId: ids[0],
      paymentPassword: '135246',
    });
    assert.equal(withdraw.statusCode, 404, 'a removed account cannot be paid to');
    const readded = await add('10000001');
    assert.equal(readded.statusCode, 200, readded.body);
    assert.equal(answer('POST /wps/withdraw/accounts', readded).value.id, ids[0]);
  });
});

describe('signed-in devices', () => {
  test('the list marks this device; another device is signed out and its next call is 401', async () => {
    const first = await t.login('team07', 'member1234');
    const second = answer('POST /wps/session/login', await loginAs('team07')).value.token;
    const stranger = await t.login('team08', 'member1234');
    const list = answer(
      'GET /wps/security/sessions',
      await call('GET', '/wps/security/sessions', first),
    ).value;
    assert.equal(list.length, 2);
    assert.equal(list[0]!.current, true);
    assert.equal(list[1]!.current, false);
    assert.equal(list[1]!.device, 'Chrome · Android');
    const otherId = list[1]!.id;
    const notYours = await call('DELETE', `/wps/security/sessions/${otherId}`, stranger);
    assert.equal(notYours.statusCode, 404);
    assert.equal((await call('GET', '/wps/security/overview', second)).statusCode, 200);
    const ended = await call('DELETE', `/wps/security/sessions/${otherId}`, first);
    assert.equal(ended.statusCode, 200, ended.body);
    const after = await call('GET', '/wps/security/overview', second);
    assert.equal(after.statusCode, 401);
    assert.equal(refusal(after).code, 'NOT_LOGGED_IN');
    assert.equal((await call('GET', '/wps/security/overview', first)).statusCode, 200);
  });

  test('sign out all other devices keeps this one', async () => {
    const mine = await t.login('team09', 'member1234');
    const others = [await t.login('team09', 'member1234'), await t.login('team09', 'member1234')];
    const response = await call('POST', '/wps/security/sessions/sign-out-others', mine, {});
    assert.deepEqual(answer('POST /wps/security/sessions/sign-out-others', response).value, {
      signedOut: 2,
    });
    for (const token of others) {
      assert.equal((await call('GET', '/wps/wallets/gcs', token)).statusCode, 401);
    }
    assert.equal((await overview(mine)).activeSessions, 1);
  });
});

describe('login history', () => {
  /** A login with a solved captcha, as the site sends it once one is asked for. */
  const loginWith = async (username: string, clientId: string, password = 'member1234') => {
    const { solvedCaptcha } = await import('../accounts/test-helpers.js');
    const captcha = await solvedCaptcha(t, 'LOGIN', clientId);
    return t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password, ...captcha },
      headers: { 'user-agent': PHONE_UA, ...clientHeaders(clientId) },
    });
  };
  const historyOf = async (token: string) =>
    answer(
      'GET /wps/security/login-history',
      await call('GET', '/wps/security/login-history', token),
    ).value;

  test('success, wrong password and captcha, with device and method; 90 days only', async () => {
    const client = 'history-client-0123456';
    for (let i = 0; i < 3; i += 1) await loginAs('team10', clientHeaders(client), 'wrong-pass');
    const captcha = await loginAs('team10', clientHeaders(client));
    assert.equal(refusal(captcha).code, 'CAPTCHA_REQUIRED');
    const ok = await loginWith('team10', client);
    assert.equal(ok.statusCode, 200, ok.body);
    const history = await historyOf(answer('POST /wps/session/login', ok).value.token);
    assert.deepEqual(
      history.map((row) => row.result),
      ['SUCCESS', 'CAPTCHA', 'WRONG_PASSWORD', 'WRONG_PASSWORD', 'WRONG_PASSWORD'],
    );
    assert.equal(history[0]!.device, 'Chrome · Android');
    assert.equal(history[0]!.method, 'PASSWORD');
    t.clock.advance(91 * 86_400_000);
    const fresh = answer('POST /wps/session/login', await loginAs('team10')).value.token;
    const later = await historyOf(fresh);
    assert.deepEqual(
      later.map((row) => row.result),
      ['SUCCESS'],
      'older than 90 days is not shown',
    );
  });

  test('the delay after 10 failures shows as LOCKED; unknown names are not recorded', async () => {
    for (let i = 0; i < 10; i += 1) {
      await loginWith('team11', `lock-${i}-0123456789abc`, 'wrong-pass');
      t.clock.advance(1);
    }
    const probe = await loginAs('team11', clientHeaders('lock-probe-0123456789'));
    const limited = refusal(probe, rateLimitedValue);
    assert.equal(limited.code, 'RATE_LIMITED');
    assert.ok(limited.value && limited.value.retryAfterSeconds > 0);
    await loginAs('nobody-at-all', {}, 'wrong-pass');
    t.clock.advance(16 * 60_000);
    const ok = await loginAs('team11');
    assert.equal(ok.statusCode, 200, ok.body);
    const results = (await historyOf(answer('POST /wps/session/login', ok).value.token)).map(
      (r) => r.result,
    );
    assert.deepEqual(results.slice(0, 2), ['SUCCESS', 'LOCKED']);
    assert.equal(results.filter((r) => r === 'WRONG_PASSWORD').length, 10);
  });
});

describe('two-factor sign-in', () => {
  let token: string;
  let secret: Buffer;
  let recovery: string[] = [];
  const codeAt = (offsetMs = 0) => totpAt(secret, new Date(t.clock.now().getTime() + offsetMs));
  const step2 = (challenge: string, code: string) =>
    t.request({
      method: 'POST',
      url: '/wps/session/login/two-factor',
      payload: { challenge, code },
      headers: { 'user-agent': PHONE_UA },
    });
  const challenge = async () => {
    const response = await loginAs('team14');
    assert.equal(response.statusCode, 401, response.body);
    assert.equal(refusal(response).code, 'TWO_FACTOR_REQUIRED');
    return refusal(response, twoFactorRequiredValue).value.challenge;
  };

  before(async () => {
    token = await t.login('team14', 'member1234');
  });

  test('enrol: QR and secret, a wrong first code refused, the right one answers 10 recovery codes once', async () => {
    const setup = await call('POST', '/wps/security/two-factor/setup', token, {});
    assert.equal(setup.statusCode, 200, setup.body);
    const value = answer('POST /wps/security/two-factor/setup', setup).value;
    assert.match(value.otpauthUri, /^otpauth:\/\/totp\/Lobby%3Ateam14\?secret=[A-Z2-7]+/);
    assert.match(value.qrDataUrl, /^data:image\/svg\+xml;base64,/);
    secret = base32Decode(value.secret);
    // Stored sealed, not as the secret.
    const [row] = await t.database.db.select().from(twoFactor);
    assert.ok(row && !row.secretBox.includes(secret));
    const wrong = await call('POST', '/wps/security/two-factor/enable', token, {
      code: codeAt(120_000),
    });
    assert.equal(refusal(wrong).code, 'TWO_FACTOR_WRONG');
    const enabled = await call('POST', '/wps/security/two-factor/enable', token, {
      code: codeAt(),
    });
    assert.equal(enabled.statusCode, 200, enabled.body);
    const codes = answer('POST /wps/security/two-factor/enable', enabled).value.recoveryCodes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    codes.forEach((code) => assert.match(code, /^[A-Z2-7]{5}-[A-Z2-7]{5}$/));
    recovery = codes;
    assert.equal((await overview(token)).twoFactorEnabled, true);
    const again = await call('POST', '/wps/security/two-factor/setup', token, {});
    assert.equal(again.statusCode, 409, 'the secret is never answered again');
  });
  test('login asks for a code after the password; a wrong one is refused, the right one logs in', async () => {
    t.clock.advance(30_000);
    const pending = await challenge();
    const wrong = await step2(pending, codeAt(-90_000));
    assert.equal(wrong.statusCode, 401);
    assert.equal(refusal(wrong).code, 'TWO_FACTOR_WRONG');
    const ok = await step2(pending, codeAt());
    assert.equal(ok.statusCode, 200, ok.body);
    const session = answer('POST /wps/session/login/two-factor', ok).value.token;
    assert.equal((await call('GET', '/wps/security/overview', session)).statusCode, 200);
    const replayed = await step2(pending, codeAt());
    assert.equal(refusal(replayed).code, 'TWO_FACTOR_WRONG', 'a challenge is single use');
    const history = answer(
      'GET /wps/security/login-history',
      await call('GET', '/wps/security/login-history', session),
    ).value;
    assert.deepEqual(
      history.slice(0, 2).map((row) => row.result),
      ['SUCCESS', 'TWO_FACTOR_FAILED'],
    );
  });

  test('the window: the step before and after are accepted, two steps off is not; a used code is not', async () => {
    t.clock.advance(90_000);
    const earlier = await step2(await challenge(), codeAt(-30_000));
    assert.equal(earlier.statusCode, 200, earlier.body);
    const sameAgain = await step2(await challenge(), codeAt(-30_000));
    assert.equal(refusal(sameAgain).code, 'TWO_FACTOR_WRONG', 'the same code twice');
    const later = await step2(await challenge(), codeAt(30_000));
    assert.equal(later.statusCode, 200, later.body);
    t.clock.advance(120_000);
    const tooOld = await step2(await challenge(), codeAt(-60_000));
    assert.equal(refusal(tooOld).code, 'TWO_FACTOR_WRONG');
  });

  test('a recovery code works once instead of a code', async () => {
    const first = await step2(await challenge(), recovery[0]!.toLowerCase().replace('-', ''));
    assert.equal(first.statusCode, 200, first.body);
    const second = await step2(await challenge(), recovery[0]!);
    assert.equal(refusal(second).code, 'TWO_FACTOR_WRONG');
  });

  test('a challenge lives 5 minutes', async () => {
    const pending = await challenge();
    t.clock.advance(5 * 60_000 + 1000);
    assert.equal(refusal(await step2(pending, codeAt())).code, 'TWO_FACTOR_WRONG');
  });

  test('wrong codes are limited: 5 in 15 minutes, then 429 even for the right one', async () => {
    t.clock.advance(16 * 60_000);
    const pending = await challenge();
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(String(refusal(await step2(pending, '000000')).code));
    }
    assert.deepEqual(codes.slice(0, 4), Array(4).fill('TWO_FACTOR_WRONG'));
    const locked = await step2(pending, codeAt());
    assert.equal(locked.statusCode, 429);
    t.clock.advance(15 * 60_000 + 1000);
  });

  test('SMS login stops at the same step', async () => {
    // team14 has no phone: bind one, then log in by SMS.
    const fresh = await step2(await challenge(), codeAt());
    const session = answer('POST /wps/session/login/two-factor', fresh).value.token;
    await call('POST', '/wps/security/contact/code', session, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000014',
    });
    await call('POST', '/wps/security/contact', session, {
      channel: 'SMS',
      countryDialingCode: '63',
      mobileNum: '9170000014',
      code: await sentCode('+63 9170000014'),
    });
    const clientId = 'sms-2fa-client-012345';
    const { solvedCaptcha } = await import('../accounts/test-helpers.js');
    const captcha = await solvedCaptcha(t, 'SMS', clientId);
    await t.request({
      method: 'POST',
      url: '/wps/verification/sms',
      payload: { mobileNum: '9170000014', countryDialingCode: '63', purpose: 'LOGIN', ...captcha },
      headers: clientHeaders(clientId),
    });
    const sms = await t.request({
      method: 'POST',
      url: '/wps/session/login/sms',
      payload: {
        mobileNum: '9170000014',
        countryDialingCode: '63',
        verificationCode: await sentCode('+63 9170000014'),
      },
    });
    assert.equal(refusal(sms).code, 'TWO_FACTOR_REQUIRED');
    const pending = refusal(sms, twoFactorRequiredValue).value.challenge;
    t.clock.advance(30_000);
    assert.equal((await step2(pending, codeAt())).statusCode, 200);
  });

  test('disable with a code; then login needs the password only', async () => {
    t.clock.advance(30_000);
    const wrong = await call('POST', '/wps/security/two-factor/disable', token, { code: '000000' });
    assert.equal(refusal(wrong).code, 'TWO_FACTOR_WRONG');
    const off = await call('POST', '/wps/security/two-factor/disable', token, { code: codeAt() });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((await loginAs('team14')).statusCode, 200);
    const twice = await call('POST', '/wps/security/two-factor/disable', token, { code: codeAt() });
    assert.equal(refusal(twice).code, 'TWO_FACTOR_STATE');
    const rows = await t.database.db.select().from(twoFactor);
    assert.equal(rows.length, 0, 'the secret is deleted');
  });
});
