import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SeededRandom } from '../../seed/random.js';
import { bearer, body, createTestApp, type TestApp } from '../../test/harness.js';
import { ops } from './wallet-test-helpers.js';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('demo', 'demo1234');
});
after(async () => {
  await t.close();
});

const GETS = [
  '/wps/deposit/channels',
  '/wps/deposit/orders',
  '/wps/deposit/orders/D20260101AAAAAAAAAA',
  '/wps/withdraw/info',
  '/wps/withdraw/accounts',
  '/wps/transaction/withdraw',
  '/wps/transaction/record',
  '/wps/bet/record',
  '/wps/report/pnl',
  '/wps/sandbox-pay/SBX0123456789abcdef',
  '/ops/deposits',
  '/ops/withdrawals',
  '/ops/audit',
  '/ops/ledger/reconcile',
];
const POSTS = [
  '/wps/deposit/orders',
  '/wps/deposit/callback/SANDBOX',
  '/wps/deposit/callback/NOPE',
  '/wps/sandbox-pay/SBX0123456789abcdef',
  '/wps/withdraw/payment-password',
  '/wps/withdraw/accounts',
  '/wps/transaction/withdraw',
  '/ops/deposits/D20260101AAAAAAAAAA/confirm',
  '/ops/withdrawals/W20260101AAAAAAAAAA/reject',
  '/ops/adjustments',
];
const KEYS = [
  'period',
  'startDate',
  'endDate',
  'types',
  'cursor',
  'pageSize',
  'pageNo',
  'status',
  'category',
  'limit',
  'x',
];
const VALUES = [
  '',
  '-1',
  '0',
  '1e9',
  'NaN',
  '%00',
  'custom',
  'last7',
  'BET,FOO',
  '2026/02/30',
  '9999999999999999999999',
  '%27%20OR%201%3D1--',
  'A'.repeat(300),
];
const FIELDS = [
  'channelCode',
  'amount',
  'requestId',
  'eventId',
  'orderNo',
  'providerRef',
  'status',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'kind',
  'provider',
  'accountNo',
  'payeeName',
  'paymentPassword',
  'payoutAccountId',
  'operator',
  'reason',
  'username',
  'reference',
  'action',
  'formToken',
];
const JSON_VALUES: unknown[] = [
  0,
  -1,
  1.005,
  1e308,
  'EWALLET',
  '',
  'x'.repeat(5000),
  null,
  [],
  {},
  true,
  '123456',
  100,
  'PAID',
  '\u0000',
  '<script>',
];

describe('wallet calls under random input', () => {
  test('300 random queries and 300 random bodies never answer 5xx', async () => {
    const random = new SeededRandom(11);
    for (let i = 0; i < 300; i += 1) {
      const params = Array.from(
        { length: random.int(1, 3) },
        () => `${random.pick(KEYS)}=${random.pick(VALUES)}`,
      ).join('&');
      const url = `${random.pick(GETS)}?${params}`;
      const headers = { ...(random.chance(0.7) ? bearer(token) : {}), ...ops };
      const response = await t.request({ method: 'GET', url, headers });
      assert.ok(response.statusCode < 500, `${url} → ${response.statusCode} ${response.body}`);
      assert.equal(typeof body(response).success, 'boolean', url);
    }
    for (let i = 0; i < 300; i += 1) {
      const payload: Record<string, unknown> = {};
      for (let k = random.int(0, 5); k > 0; k -= 1) {
        payload[random.pick(FIELDS)] = random.pick(JSON_VALUES);
      }
      const url = random.pick(POSTS);
      const response = await t.request({
        method: 'POST',
        url,
        headers: {
          ...(random.chance(0.7) ? bearer(token) : {}),
          ...ops,
          'x-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-signature': 'f'.repeat(64),
        },
        payload,
      });
      assert.ok(
        response.statusCode < 500,
        `${url} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`,
      );
      assert.equal(typeof body(response).success, 'boolean', url);
    }
  });
});
