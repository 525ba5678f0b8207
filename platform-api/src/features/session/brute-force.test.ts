import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { body, createTestApp, type TestApp } from '../../test/harness.js';
import { CLIENT, clientHeaders, solvedCaptcha } from '../accounts/test-helpers.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const login = (payload: Record<string, unknown>, clientId = CLIENT, ip?: string) =>
  t.request({
    method: 'POST',
    url: '/wps/session/login',
    payload,
    headers: clientHeaders(clientId),
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('brute force protection', () => {
  test('after 3 failures for an account the captcha is required, and a solved one lets the member in', async () => {
    const client = 'client-a-0123456789';
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await login({ username: 'team01', password: 'wrong-pass' }, client);
      assert.equal(response.statusCode, 401);
      answers.push(body(response).value);
    }
    assert.deepEqual(answers, [{ captcha: false }, { captcha: false }, { captcha: true }]);

    const right = await login({ username: 'team01', password: 'member1234' }, client);
    assert.equal(right.statusCode, 401);
    assert.equal(body(right).code, 'CAPTCHA_REQUIRED');
    assert.deepEqual(body(right).value, { captcha: true });

    const solved = await solvedCaptcha(t, 'LOGIN', client);
    const ok = await login({ username: 'team01', password: 'member1234', ...solved }, client);
    assert.equal(ok.statusCode, 200);

    const reused = await login({ username: 'team01', password: 'member1234', ...solved }, client);
    assert.equal(body(reused).code, 'CAPTCHA_REQUIRED', 'a captcha is single use');
  });

  test('a captcha is bound to the client that asked for it and to its purpose', async () => {
    for (let i = 0; i < 3; i += 1) await login({ username: 'team02', password: 'bad-pass' });
    const other = await solvedCaptcha(t, 'LOGIN', 'someone-else-0123456');
    const stolen = await login({ username: 'team02', password: 'member1234', ...other });
    assert.equal(body(stolen).code, 'CAPTCHA_REQUIRED');
    const register = await solvedCaptcha(t, 'REGISTER');
    const wrongPurpose = await login({ username: 'team02', password: 'member1234', ...register });
    assert.equal(body(wrongPurpose).code, 'CAPTCHA_REQUIRED');
    const wrongAnswer = await solvedCaptcha(t);
    const bad = await login({
      username: 'team02',
      password: 'member1234',
      captchaId: wrongAnswer.captchaId,
      captcha: wrongAnswer.captcha === '00000' ? '11111' : '00000',
    });
    assert.equal(body(bad).code, 'CAPTCHA_REQUIRED');
    // The wrong try burnt that captcha too.
    const burnt = await login({ username: 'team02', password: 'member1234', ...wrongAnswer });
    assert.equal(body(burnt).code, 'CAPTCHA_REQUIRED');
  });

  test('a captcha expires after 5 minutes', async () => {
    const client = 'client-expiry-0123456';
    for (let i = 0; i < 3; i += 1)
      await login({ username: 'team03', password: 'bad-pass' }, client);
    const solved = await solvedCaptcha(t, 'LOGIN', client);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await login({ username: 'team03', password: 'member1234', ...solved }, client);
    assert.equal(body(late).code, 'CAPTCHA_REQUIRED');
  });

  test('unknown accounts behave exactly like known ones', async () => {
    const client = 'client-unknown-012345';
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 4; i += 1) {
      const a = await login({ username: 'team04', password: 'bad-pass' }, `${client}a`);
      const b = await login({ username: 'nobody-here', password: 'bad-pass' }, `${client}b`);
      known.push([a.statusCode, body(a).code, body(a).value]);
      unknown.push([b.statusCode, body(b).code, body(b).value]);
    }
    assert.deepEqual(known, unknown);
  });

  test('3 failures from one client require the captcha for any account from it', async () => {
    const client = 'client-spray-01234567';
    for (const name of ['team05', 'team06', 'team07']) {
      await login({ username: name, password: 'bad-pass' }, client);
    }
    const next = await login({ username: 'team08', password: 'member1234' }, client);
    assert.equal(body(next).code, 'CAPTCHA_REQUIRED');
    const fresh = await login(
      { username: 'team08', password: 'member1234' },
      'client-fresh-0123456',
    );
    assert.equal(fresh.statusCode, 200);
  });

  test('10 failures lock the account for the window (429), then it opens again', async () => {
    for (let i = 0; i < 10; i += 1) {
      const solved = i >= 3 ? await solvedCaptcha(t, 'LOGIN', `c-${i}-0123456789abcd`) : {};
      await login({ username: 'team09', password: 'bad-pass', ...solved }, `c-${i}-0123456789abcd`);
    }
    const locked = await login(
      { username: 'team09', password: 'member1234' },
      'client-new-012345678',
    );
    assert.equal(locked.statusCode, 429);
    assert.equal(body(locked).code, 'RATE_LIMITED');
    t.clock.advance(16 * 60_000);
    const open = await login(
      { username: 'team09', password: 'member1234' },
      'client-new-012345678',
    );
    assert.equal(open.statusCode, 200);
  });

  test('30 failures from one IP address are refused with 429', async () => {
    const ip = '203.0.113.9';
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const response = await login(
        { username: `ghost${i}`, password: 'bad-pass' },
        `ipc-${i}-0123456789ab`,
        ip,
      );
      last = response.statusCode;
    }
    assert.equal(last, 429);
    const other = await login(
      { username: 'team11', password: 'member1234' },
      'ipc-other-0123456789',
      '203.0.113.10',
    );
    assert.equal(other.statusCode, 200);
  });
});
