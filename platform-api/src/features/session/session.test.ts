import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const HOUR = 3_600_000;

describe('POST /wps/session/login', () => {
  test('logs the demo member in with a fresh random token', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    assert.equal(response.statusCode, 200);
    const { success, value } = answer('POST /wps/session/login', response);
    assert.equal(success, true);
    assert.match(value.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(value.userName, 'demo');
    assert.equal(value.type, 0);
    assert.equal(value.merchantCode, 'LOBBY01');
    assert.equal(typeof value.firstTimeLogin, 'boolean');
  });

  test('usernames are case-insensitive and each login gets a new token', async () => {
    const first = await t.login('DEMO', 'demo1234');
    const second = await t.login('demo', 'demo1234');
    assert.notEqual(first, second);
  });

  test('firstTimeLogin is true only on the first login', async () => {
    const one = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team09', password: 'member1234' },
    });
    const two = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team09', password: 'member1234' },
    });
    assert.equal(answer('POST /wps/session/login', one).value.firstTimeLogin, true);
    assert.equal(answer('POST /wps/session/login', two).value.firstTimeLogin, false);
  });

  test('stores only the SHA-256 of the token', async () => {
    const token = await t.login('demo', 'demo1234');
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = sha256(convert_to(${token}, 'UTF8'))`,
    );
    assert.equal(rows[0]?.n, 1);
    const plain = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE encode(token_hash, 'escape') LIKE ${`%${token}%`}`,
    );
    assert.equal(plain[0]?.n, 0);
  });

  for (const [label, username, password] of [
    ['wrong password', 'demo', 'demo12345'],
    ['unknown user', 'nobody', 'demo1234'],
  ] as const) {
    test(`${label} answers 401 LOGIN_FAILED with captcha false`, async () => {
      const response = await t.request({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username, password },
      });
      assert.equal(response.statusCode, 401);
      const reply = refusal(response);
      assert.equal(reply.code, 'LOGIN_FAILED');
      assert.equal(reply.messageKey, 'login_failed');
      assert.deepEqual(reply.value, { captcha: false });
    });
  }

  test('failed and successful attempts are recorded', async () => {
    await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'attempt-user', password: 'x' },
    });
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM login_attempts WHERE username = 'attempt-user' AND NOT succeeded`,
    );
    assert.equal(rows[0]?.n, 1);
  });

  test('a disabled account answers 403 USER_DISABLED', async () => {
    await t.database.db.execute(sql`UPDATE members SET disabled = true WHERE username = 'team10'`);
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'team10', password: 'member1234' },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(refusal(response).code, 'USER_DISABLED');
  });
});

describe('member calls with a token', () => {
  test('member info of the demo member', async () => {
    const token = await t.login('demo', 'demo1234');
    const response = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200);
    const { value } = answer('GET /wps/member/info', response);
    assert.equal(value.account, 'demo');
    assert.equal(value.nickname, 'Demo Player');
    assert.equal(value.type, 0);
    assert.deepEqual(value.clubLabel, { labelName: 'VIP 1' });
    assert.equal(typeof value.id, 'number');
  });

  test('wallet of the demo member shows the seeded 8,888.00', async () => {
    const token = await t.login('demo', 'demo1234');
    const response = await t.request({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: bearer(token),
    });
    assert.deepEqual(answer('GET /wps/wallets/gcs', response).value, {
      currency: 'CNY',
      currencySymbol: '￥',
      sumBalance: 8888,
    });
  });

  test('logout ends the session: the token stops working', async () => {
    const token = await t.login('demo', 'demo1234');
    const out = await t.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(token),
    });
    assert.equal(out.statusCode, 200);
    assert.deepEqual(answer('DELETE /wps/session/logout', out), { success: true, value: true });
    const after = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    assert.equal(after.statusCode, 401);
    assert.equal(refusal(after).code, 'NOT_LOGGED_IN');
    const again = await t.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(token),
    });
    assert.equal(again.statusCode, 401);
  });

  test('logging out one session leaves the others', async () => {
    const a = await t.login('demo', 'demo1234');
    const b = await t.login('demo', 'demo1234');
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(a) });
    const response = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(b),
    });
    assert.equal(response.statusCode, 200);
  });
});

describe('token expiry', () => {
  test('idle expiry: unused for more than 2 h the token is refused', async () => {
    const token = await t.login('demo', 'demo1234');
    t.clock.advance(2 * HOUR - 60_000);
    assert.equal(
      (await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) }))
        .statusCode,
      200,
    );
    t.clock.advance(2 * HOUR + 1000);
    const late = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    assert.equal(late.statusCode, 401);
    assert.equal(refusal(late).code, 'NOT_LOGGED_IN');
  });

  test('activity extends the idle expiry', async () => {
    const token = await t.login('demo', 'demo1234');
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(HOUR + 30 * 60_000);
      const response = await t.request({
        method: 'GET',
        url: '/wps/wallets/gcs',
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 200, `call ${i + 1} after ${(i + 1) * 1.5} h`);
    }
  });

  test('absolute expiry: even a busy session ends after 7 days', async () => {
    const token = await t.login('demo', 'demo1234');
    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() - start < 7 * 24 * HOUR - HOUR) {
      t.clock.advance(HOUR);
      const response = await t.request({
        method: 'GET',
        url: '/wps/member/info',
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 200);
    }
    t.clock.advance(2 * HOUR);
    const expired = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    assert.equal(expired.statusCode, 401);
  });

  test('an expired token is deleted', async () => {
    const token = await t.login('team11', 'member1234');
    t.clock.advance(3 * HOUR);
    await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = sha256(convert_to(${token}, 'UTF8'))`,
    );
    assert.equal(rows[0]?.n, 0);
  });
});
