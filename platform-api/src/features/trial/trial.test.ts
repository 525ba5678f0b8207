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

describe('POST /wps/member/trialuser', () => {
  test('creates a type-4 member under the trial merchant with the demo balance from the ledger', async () => {
    const response = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    assert.equal(response.statusCode, 200, response.body);
    const { value } = answer('POST /wps/member/trialuser', response);
    assert.match(value.userName, /^guest\d{8}$/);
    assert.equal(value.type, 4);
    assert.equal(value.customerType, 4);
    assert.equal(value.merchantCode, 'TRIAL01');
    const wallet = await t.request({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: bearer(value.token),
    });
    assert.equal(answer('GET /wps/wallets/gcs', wallet).value.sumBalance, 2000);
    const [ledger] = await selectRows<{ kind: string; n: number }>(
      t.database.db,
      sql`SELECT l.kind, count(*)::int AS n FROM ledger_postings l JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'MEMBER_MAIN' JOIN wallets w ON w.id = a.wallet_id JOIN members m ON m.id = w.member_id WHERE m.username = ${value.userName} GROUP BY l.kind`,
    );
    assert.deepEqual(ledger, { kind: 'TRIAL_CREDIT', n: 1 });
  });

  test('a trial session ends after the merchant trial length (2 h) and cannot change password', async () => {
    const response = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    const { token } = answer('POST /wps/member/trialuser', response).value;
    const change = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      payload: { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
      headers: bearer(token),
    });
    assert.equal(change.statusCode, 403);
    assert.equal(refusal(change).messageKey, 'free_reject');
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(30 * 60_000 + 1);
      await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    }
    const late = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    assert.equal(late.statusCode, 401);
  });

  test('at most 10 trial users per address an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/wps/member/trialuser',
        payload: {},
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
    }
    assert.equal(statuses.filter((s) => s === 200).length, 10);
    assert.equal(statuses.at(-1), 429);
    t.clock.advance(3_600_000 + 1000);
    const later = await t.request({
      method: 'POST',
      url: '/wps/member/trialuser',
      payload: {},
      remoteAddress: '198.51.100.7',
    });
    assert.equal(later.statusCode, 200, 'an hour later the address may create again');
  });

  test('parallel requests from one address cannot overshoot the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 14 }, () =>
        t.request({
          method: 'POST',
          url: '/wps/member/trialuser',
          payload: {},
          remoteAddress: '198.51.100.8',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [...Array(10).fill(200), ...Array(4).fill(429)]);
    const refused = responses.find((response) => response.statusCode === 429)!;
    assert.match(String(refused.headers['retry-after']), /^\d+$/);
  });

  test('bad input: unknown field → 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/wps/member/trialuser',
      payload: { vip: true },
    });
    assert.equal(response.statusCode, 400);
  });
});
