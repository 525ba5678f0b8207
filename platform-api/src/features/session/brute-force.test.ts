import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rateLimitedValue } from '../../contract/accounts.js';
import { selectRows } from '../../db/database.js';
import { bearer, body, createTestApp, refusal, type TestApp } from '../../test/harness.js';
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
      answers.push(refusal(response).value);
    }
    assert.deepEqual(answers, [{ captcha: false }, { captcha: false }, { captcha: true }]);

    const right = await login({ username: 'team01', password: 'member1234' }, client);
    assert.equal(right.statusCode, 401);
    assert.equal(refusal(right).code, 'CAPTCHA_REQUIRED');
    assert.deepEqual(refusal(right).value, { captcha: true });

    const solved = await solvedCaptcha(t, 'LOGIN', client);
    const ok = await login({ username: 'team01', password: 'member1234', ...solved }, client);
    assert.equal(ok.statusCode, 200);

    const reused = await login({ username: 'team01', password: 'member1234', ...solved }, client);
    assert.equal(refusal(reused).code, 'CAPTCHA_REQUIRED', 'a captcha is single use');
  });

  test('a captcha is bound to the client that asked for it and to its purpose', async () => {
    for (let i = 0; i < 3; i += 1) await login({ username: 'team02', password: 'bad-pass' });
    const other = await solvedCaptcha(t, 'LOGIN', 'someone-else-0123456');
    const stolen = await login({ username: 'team02', password: 'member1234', ...other });
    assert.equal(refusal(stolen).code, 'CAPTCHA_REQUIRED');
    const register = await solvedCaptcha(t, 'REGISTER');
    const wrongPurpose = await login({ username: 'team02', password: 'member1234', ...register });
    assert.equal(refusal(wrongPurpose).code, 'CAPTCHA_REQUIRED');
    const wrongAnswer = await solvedCaptcha(t);
    const bad = await login({
      username: 'team02',
      password: 'member1234',
      captchaId: wrongAnswer.captchaId,
      captcha: wrongAnswer.captcha === '00000' ? '11111' : '00000',
    });
    assert.equal(refusal(bad).code, 'CAPTCHA_REQUIRED');
    // The wrong try burnt that captcha too.
    const burnt = await login({ username: 'team02', password: 'member1234', ...wrongAnswer });
    assert.equal(refusal(burnt).code, 'CAPTCHA_REQUIRED');
  });

  test('a captcha expires after 5 minutes', async () => {
    const client = 'client-expiry-0123456';
    for (let i = 0; i < 3; i += 1)
      await login({ username: 'team03', password: 'bad-pass' }, client);
    const solved = await solvedCaptcha(t, 'LOGIN', client);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await login({ username: 'team03', password: 'member1234', ...solved }, client);
    assert.equal(refusal(late).code, 'CAPTCHA_REQUIRED');
  });

  test('unknown accounts behave exactly like known ones', async () => {
    const client = 'client-unknown-012345';
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 4; i += 1) {
      const a = await login({ username: 'team04', password: 'bad-pass' }, `${client}a`);
      const b = await login({ username: 'nobody-here', password: 'bad-pass' }, `${client}b`);
      known.push([a.statusCode, refusal(a).code, body(a).value]);
      unknown.push([b.statusCode, refusal(b).code, body(b).value]);
    }
    assert.deepEqual(known, unknown);
  });

  test('3 failures from one client require the captcha for any account from it', async () => {
    const client = 'client-spray-01234567';
    for (const name of ['team05', 'team06', 'team07']) {
      await login({ username: name, password: 'bad-pass' }, client);
    }
    const next = await login({ username: 'team08', password: 'member1234' }, client);
    assert.equal(refusal(next).code, 'CAPTCHA_REQUIRED');
    const fresh = await login(
      { username: 'team08', password: 'member1234' },
      'client-fresh-0123456',
    );
    assert.equal(fresh.statusCode, 200);
  });

  test('past 10 failures the owner still gets in: solved captcha plus a growing delay, no lockout', async () => {
    const fail = async (i: number) => {
      const client = `c-${i}-0123456789abcd`;
      const solved = i >= 3 ? await solvedCaptcha(t, 'LOGIN', client) : {};
      return login({ username: 'team09', password: 'bad-pass', ...solved }, client);
    };
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(1);
      assert.equal((await fail(i)).statusCode, 401);
    }
    const owner = 'client-owner-0123456';
    const solved = await solvedCaptcha(t, 'LOGIN', owner);
    const early = await login({ username: 'team09', password: 'member1234', ...solved }, owner);
    assert.equal(early.statusCode, 429);
    const limited = refusal(early, rateLimitedValue);
    assert.equal(limited.code, 'RATE_LIMITED');
    assert.deepEqual(limited.value, { captcha: true, retryAfterSeconds: 1 });
    assert.equal(early.headers['retry-after'], '1');
    // The delay is answered, never slept on; the captcha was not used up by the early try.
    t.clock.advance(1000);
    const noCaptcha = await login({ username: 'team09', password: 'member1234' }, owner);
    assert.equal(refusal(noCaptcha).code, 'CAPTCHA_REQUIRED');
    const ok = await login({ username: 'team09', password: 'member1234', ...solved }, owner);
    assert.equal(ok.statusCode, 200, ok.body);

    // Each further failure doubles the wait after it, up to 8 s.
    const waits: string[] = [];
    for (let i = 10; i < 15; i += 1) {
      assert.equal((await fail(i)).statusCode, 401);
      const probe = await login({ username: 'team09', password: 'member1234' }, owner);
      waits.push(String(probe.headers['retry-after']));
      t.clock.advance(8000);
    }
    assert.deepEqual(waits, ['2', '4', '8', '8', '8']);
  });

  test('after the window the account counts from zero again', async () => {
    for (let i = 0; i < 3; i += 1) {
      await login({ username: 'team12', password: 'bad-pass' }, `win-${i}-0123456789ab`);
    }
    const fresh = 'client-window-012345';
    assert.equal(
      refusal(await login({ username: 'team12', password: 'member1234' }, fresh)).code,
      'CAPTCHA_REQUIRED',
    );
    t.clock.advance(15 * 60_000 + 1000);
    const later = await login({ username: 'team12', password: 'member1234' }, fresh);
    assert.equal(later.statusCode, 200);
  });

  test('one person mistyping many times does not touch others behind the same address', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 40; i += 1) {
      // The account gets a captcha and then a delay; the address counts it once.
      t.clock.advance(10_000);
      const client = `typo-${i}-0123456789a`;
      const solved = i >= 3 ? await solvedCaptcha(t, 'LOGIN', client) : {};
      const response = await login(
        { username: 'team13', password: 'bad-pass', ...solved },
        client,
        ip,
      );
      // Every try was checked: with a captcha and after the delay, nobody is locked out.
      assert.equal(refusal(response).code, 'LOGIN_FAILED', `try ${i + 1}`);
    }
    const neighbour = await login(
      { username: 'team14', password: 'member1234' },
      'neighbour-0123456789',
      ip,
    );
    assert.equal(neighbour.statusCode, 200, neighbour.body);
  });

  test('30 failed accounts from one address require a captcha there, never a 429', async () => {
    const ip = '203.0.113.9';
    const codes: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await login(
        { username: `ghost${i}`, password: 'bad-pass' },
        `ipc-${i}-0123456789ab`,
        ip,
      );
      codes.push(`${refusal(response).code}:${JSON.stringify(body(response).value)}`);
    }
    assert.deepEqual(codes.slice(0, 29), Array(29).fill('LOGIN_FAILED:{"captcha":false}'));
    assert.equal(codes[29], 'LOGIN_FAILED:{"captcha":true}');
    const client = 'ipc-owner-0123456789';
    const asked = await login({ username: 'team11', password: 'member1234' }, client, ip);
    assert.equal(asked.statusCode, 401);
    assert.equal(refusal(asked).code, 'CAPTCHA_REQUIRED');
    const solved = await solvedCaptcha(t, 'LOGIN', client);
    const ok = await login({ username: 'team11', password: 'member1234', ...solved }, client, ip);
    assert.equal(ok.statusCode, 200, ok.body);
    const other = await login(
      { username: 'team11', password: 'member1234' },
      'ipc-other-0123456789',
      '203.0.113.10',
    );
    assert.equal(other.statusCode, 200);
  });
});

describe('parallel attempts count exactly like sequential ones', () => {
  const codes = (responses: { statusCode: number; body: string }[]) => {
    const tally: Record<string, number> = {};
    for (const response of responses) {
      const code = String((JSON.parse(response.body) as { code?: string }).code ?? 'OK');
      tally[code] = (tally[code] ?? 0) + 1;
    }
    return tally;
  };
  const failures = async (username: string) =>
    (
      await selectRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM login_attempts WHERE lower(username) = ${username} AND NOT succeeded`,
      )
    )[0]?.n;

  test('40 wrong passwords at once to one account: 3 are checked, 37 need the captcha', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ username: 'agent01', password: `wrong-${i}` }, `burst-${i}-0123456789a`),
      ),
    );
    assert.deepEqual(codes(responses), { LOGIN_FAILED: 3, CAPTCHA_REQUIRED: 37 });
    assert.equal(await failures('agent01'), 3);
  });

  test('past 10 failures, parallel tries with solved captchas get one check per delay', async () => {
    for (let i = 0; i < 10; i += 1) {
      const client = `pre-${i}-0123456789abc`;
      const solved = i >= 3 ? await solvedCaptcha(t, 'LOGIN', client) : {};
      await login({ username: 'team15', password: 'bad-pass', ...solved }, client);
    }
    t.clock.advance(1000);
    const solved = await Promise.all(
      Array.from({ length: 8 }, (_, i) => solvedCaptcha(t, 'LOGIN', `par-${i}-0123456789abc`)),
    );
    const responses = await Promise.all(
      solved.map((captcha, i) =>
        login({ username: 'team15', password: 'bad-pass', ...captcha }, `par-${i}-0123456789abc`),
      ),
    );
    assert.deepEqual(codes(responses), { LOGIN_FAILED: 1, RATE_LIMITED: 7 });
    assert.equal(await failures('team15'), 11);
  });

  test('40 accounts at once from one address: 30 are checked, 10 need the captcha', async () => {
    const ip = '203.0.113.50';
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ username: `spray${i}`, password: 'bad-pass' }, `spray-${i}-0123456789a`, ip),
      ),
    );
    assert.deepEqual(codes(responses), { LOGIN_FAILED: 30, CAPTCHA_REQUIRED: 10 });
  });
});

describe('changing the password', () => {
  test('old-password guesses count for the account and meet its delay', async () => {
    const token = await t.login('team10', 'member1234');
    const change = (oldPassword: string) =>
      t.request({
        method: 'POST',
        url: '/wps/member/password',
        headers: { ...bearer(token), ...clientHeaders('change-0123456789ab') },
        payload: { oldPassword, newPassword: 'member5678', confirmNewPassword: 'member5678' },
      });
    for (let i = 0; i < 10; i += 1) {
      assert.equal(refusal(await change(`guess-${i}`)).code, 'OLD_PASSWORD_WRONG');
    }
    const waiting = await change('member1234');
    assert.equal(waiting.statusCode, 429);
    assert.equal(waiting.headers['retry-after'], '1');
    t.clock.advance(1000);
    const done = await change('member1234');
    assert.equal(done.statusCode, 200, done.body);
  });
});
