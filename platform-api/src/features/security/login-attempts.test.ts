import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  answer,
  bearer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../../test/harness.js';

// Issue 12: password logins for a username no member has go to an operator-only security log;
// the caller gets the same answer as for a wrong password, and no member history shows them.

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const attempt = (username: string, ip = '203.0.113.9', password = 'wrong-pass-1') =>
  t.request({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: { 'user-agent': PHONE_UA },
  });
const ops = (query = '', key: string | null = OPERATOR_KEY) =>
  t.request({
    method: 'GET',
    url: `/ops/security/login-attempts${query}`,
    headers: key === null ? {} : { 'x-operator-key': key },
  });
const page = async (query = '') => {
  const response = await ops(query);
  assert.equal(response.statusCode, 200, response.body);
  return answer('GET /ops/security/login-attempts', response).value;
};

describe('unknown usernames in the operators’ security log', () => {
  test('the caller cannot tell an unknown name from a wrong password', async () => {
    const unknown = await attempt('nobody-here-01');
    const known = await attempt('team05');
    assert.equal(unknown.statusCode, known.statusCode);
    assert.equal(unknown.statusCode, 401);
    // The whole answer is the same: code, messageKey, message and value (the captcha flag).
    assert.deepEqual(JSON.parse(unknown.body), JSON.parse(known.body));
    assert.equal(refusal(unknown).code, 'LOGIN_FAILED');
  });

  test('the unknown name is logged with time, IP, device and result; the known one is not', async () => {
    const { list, total } = await page();
    assert.equal(total, 1);
    const [row] = list;
    assert.equal(row?.username, 'nobody-here-01');
    assert.equal(row?.result, 'WRONG_PASSWORD');
    assert.equal(row?.ip, '203.0.113.9');
    assert.equal(row?.device, 'Chrome · Android');
    assert.equal(row?.userAgent, PHONE_UA);
    assert.equal(row?.at, t.clock.now().toISOString());
    // The member whose password was wrong has it in their own history, not in this log.
    const token = await t.login('team05', 'member1234');
    const history = await t.request({
      method: 'GET',
      url: '/wps/security/login-history',
      headers: bearer(token),
    });
    const results = answer('GET /wps/security/login-history', history).value.map(
      (entry) => entry.result,
    );
    assert.ok(results.includes('WRONG_PASSWORD'));
    assert.ok(!list.some((entry) => entry.username === 'team05'));
  });

  test('only with the operator key: none or a wrong one → 403, nothing shown', async () => {
    for (const key of [null, 'wrong-operator-key-00']) {
      const refused = await ops('', key);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refusal(refused).code, 'ACCESS_DENIED');
      assert.ok(!refused.body.includes('nobody-here-01'));
    }
    // Without the key a bad query is refused for the key too (the input is not looked at).
    assert.equal((await ops('?pageSize=0', null)).statusCode, 403);
  });

  test('paged newest first, filtered by IP address and by time (both ends included)', async () => {
    const start = t.clock.now();
    for (let i = 2; i <= 5; i += 1) {
      t.clock.advance(60_000);
      await attempt(`nobody-here-0${i}`, i % 2 === 0 ? '198.51.100.2' : '203.0.113.9');
    }
    const first = await page('?pageSize=2');
    assert.deepEqual(
      first.list.map((row) => row.username),
      ['nobody-here-05', 'nobody-here-04'],
    );
    assert.deepEqual([first.total, first.totalPages, first.pageNum], [5, 3, 1]);
    const third = await page('?pageSize=2&pageNo=3');
    assert.deepEqual(
      third.list.map((row) => row.username),
      ['nobody-here-01'],
    );
    const byIp = await page('?ip=198.51.100.2');
    assert.deepEqual(
      byIp.list.map((row) => row.username),
      ['nobody-here-04', 'nobody-here-02'],
    );
    const from = new Date(start.getTime() + 2 * 60_000).toISOString();
    const to = new Date(start.getTime() + 3 * 60_000).toISOString();
    const window = await page(`?from=${from}&to=${to}`);
    assert.deepEqual(
      window.list.map((row) => row.username),
      ['nobody-here-04', 'nobody-here-03'],
    );
    assert.equal((await page(`?ip=198.51.100.2&from=${to}`)).total, 1);
    assert.equal((await page('?ip=192.0.2.1')).total, 0);
  });

  test('a captcha or lock on an unknown name is logged as such', async () => {
    // Failed tries from one address for one name soon need a captcha (brute-force rules).
    let last = 401;
    let code = '';
    for (let i = 0; i < 12 && code !== 'CAPTCHA_REQUIRED' && code !== 'RATE_LIMITED'; i += 1) {
      const response = await attempt('nobody-locked', '192.0.2.77');
      last = response.statusCode;
      code = refusal(response).code ?? '';
    }
    assert.ok(['CAPTCHA_REQUIRED', 'RATE_LIMITED'].includes(code), `${last} ${code}`);
    const logged = await page('?ip=192.0.2.77&pageSize=100');
    const results = new Set(logged.list.map((row) => row.result));
    assert.ok(results.has('WRONG_PASSWORD'));
    assert.ok(results.has(code === 'CAPTCHA_REQUIRED' ? 'CAPTCHA' : 'LOCKED'), [...results].join());
  });

  test('rows older than 90 days are dropped when new ones come in', async () => {
    t.clock.advance(91 * 86_400_000);
    await attempt('nobody-later', '192.0.2.200');
    const { list, total } = await page();
    assert.equal(total, 1);
    assert.equal(list[0]?.username, 'nobody-later');
  });

  test('bad queries → 400 INVALID_INPUT', async () => {
    const long = 'x'.repeat(65);
    for (const query of [
      '?pageSize=0',
      '?pageSize=101',
      '?pageNo=0',
      '?pageNo=abc',
      `?ip=${long}`,
      '?from=yesterday',
      '?to=2026-13-01T00:00:00Z',
      '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      '?username=demo',
    ]) {
      const response = await ops(query);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.equal(refusal(response).code, 'INVALID_INPUT', query);
    }
  });
});
