import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { reconcile } from './reconcile.js';
import {
  callback,
  createOrder,
  eventId,
  ops,
  providerRefOf,
  providerSecret,
  walletOf,
} from './wallet-test-helpers.js';

let t: TestApp;
let token: string;
let otherToken: string;
let trialToken: string;
let secret: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('team10', 'member1234');
  otherToken = await t.login('team11', 'member1234');
  const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser' });
  trialToken = answer('POST /wps/member/trialuser', trial).value.token;
  secret = await providerSecret(t);
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const order = (orderNo: string, who = token) =>
  t.request({ method: 'GET', url: `/wps/deposit/orders/${orderNo}`, headers: bearer(who) });

describe('deposit', () => {
  test('channels from the platform with limits, fee, presets and note', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wps/deposit/channels',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200, response.body);
    const { channels, currency } = answer('GET /wps/deposit/channels', response).value;
    assert.equal(currency, 'CNY');
    assert.deepEqual(
      channels.map((c) => c.code),
      ['EWALLET', 'QR', 'BANK'],
    );
    const bank = channels.find((c) => c.kind === 'BANK_TRANSFER')!;
    assert.ok(bank.bankAccount?.accountNo);
    assert.equal(channels[1]!.feePercent, 1);
    assert.ok(channels[0]!.presets.length > 0 && channels[0]!.note.length > 0);
  });

  test('an e-wallet order: hosted page, signed callback credits once however often it repeats', async () => {
    const before = await walletOf(t, 'team10');
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 150.5 });
    assert.equal(created.status, 'PENDING');
    assert.equal(created.creditAmount, 150.5);
    assert.match(created.payUrl!, /^\/wps\/sandbox-pay\/SBX[0-9a-f]+$/);

    const page = await t.request({ method: 'GET', url: created.payUrl! });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'nonce-/);
    assert.match(page.body, new RegExp(created.orderNo));
    // The deadline reads as a time, not as raw ISO text (issue 33 item 10).
    assert.match(
      page.body,
      /<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/,
    );
    // "Return to merchant" leads back to the lobby's deposit screen on this origin, with the order.
    assert.match(
      page.body,
      new RegExp(
        `<a class="return" id="return" href="/m/voucherCenter\\?orderNo=${created.orderNo}">`,
      ),
    );

    const ref = providerRefOf(created);
    const notify = callback(t, secret, { ...created, providerRef: ref });
    const first = await t.request(notify);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(answer('POST /wps/deposit/callback/:provider', first).value, {
      orderNo: created.orderNo,
      status: 'PAID',
      duplicate: false,
    });
    // The very same notification again, and a new event of the same payment: nothing changes.
    const again = await t.request(notify);
    assert.equal(answer('POST /wps/deposit/callback/:provider', again).value.duplicate, true);
    const other = await t.request(callback(t, secret, { ...created, providerRef: ref }));
    assert.equal(answer('POST /wps/deposit/callback/:provider', other).value.duplicate, true);
    const after = await walletOf(t, 'team10');
    assert.equal(after.main - before.main, 15_050);
    const read = answer('GET /wps/deposit/orders/:orderNo', await order(created.orderNo)).value;
    assert.equal(read.status, 'PAID');
    assert.equal(read.payUrl, null);
  });

  test('the sandbox page buttons pay or fail through the signed callback', async () => {
    const before = await walletOf(t, 'team10');
    const paid = await createOrder(t, token, { channelCode: 'QR', amount: 100 });
    assert.equal(paid.fee, 1);
    const page = await t.request({ method: 'GET', url: paid.payUrl! });
    const formToken = /"formToken":"([0-9a-f]{64})"/.exec(page.body)![1]!;
    const press = (url: string, action: string, tokenValue = formToken) =>
      t.request({ method: 'POST', url, payload: { action, formToken: tokenValue } });
    assert.equal((await press(paid.payUrl!, 'pay', '0'.repeat(64))).statusCode, 403);
    const pay = await press(paid.payUrl!, 'pay');
    assert.equal(pay.statusCode, 200, pay.body);
    assert.equal(answer('POST /wps/sandbox-pay/:providerRef', pay).value.status, 'PAID');
    assert.equal((await walletOf(t, 'team10')).main - before.main, 9_900);

    const failed = await createOrder(t, token, { channelCode: 'QR', amount: 100 });
    const failPage = await t.request({ method: 'GET', url: failed.payUrl! });
    const failToken = /"formToken":"([0-9a-f]{64})"/.exec(failPage.body)![1]!;
    const fail = await press(failed.payUrl!, 'fail', failToken);
    assert.equal(answer('POST /wps/sandbox-pay/:providerRef', fail).value.status, 'FAILED');
    const read = answer('GET /wps/deposit/orders/:orderNo', await order(failed.orderNo)).value;
    assert.equal(read.status, 'FAILED');
    assert.ok(read.failReason);
    assert.equal((await walletOf(t, 'team10')).main - before.main, 9_900);
  });

  test('bad, stale or missing signatures and replays of other orders are refused', async () => {
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 100 });
    const ref = providerRefOf(created);
    const target = { ...created, providerRef: ref };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const cases: Array<[string, ReturnType<typeof callback>]> = [
      ['wrong secret', callback(t, 'not-the-secret', target)],
      ['garbage signature', callback(t, secret, target, { signature: 'abc' })],
      ['stale timestamp', callback(t, secret, target, { timestamp: now - 301 })],
      ['future timestamp', callback(t, secret, target, { timestamp: now + 301 })],
    ];
    const tampered = callback(t, secret, target);
    tampered.payload = String(tampered.payload).replace('"amount":100', '"amount":1000');
    cases.push(['body changed after signing', tampered]);
    const unsigned = callback(t, secret, target);
    delete (unsigned.headers as Record<string, string>)['x-signature'];
    cases.push(['no signature', unsigned]);
    for (const [label, request] of cases) {
      const response = await t.request(request);
      assert.equal(response.statusCode, 401, label);
      assert.equal(refusal(response).code, 'SIGNATURE_INVALID', label);
    }
    // Signed, but naming another order's reference, a wrong amount, or an unknown order.
    const wrongRef = await t.request(callback(t, secret, { ...created, providerRef: 'SBXother' }));
    assert.equal(wrongRef.statusCode, 404);
    const wrongAmount = await t.request(callback(t, secret, { ...target, amount: 99 }));
    assert.equal(wrongAmount.statusCode, 400);
    const unknown = await t.request(
      callback(t, secret, { ...target, orderNo: 'D20260101AAAAAAAAAA' }),
    );
    assert.equal(unknown.statusCode, 404);
    const badBody = await t.request(
      callback(t, secret, target, { body: { eventId: eventId(), nope: 1 } }),
    );
    assert.equal(badBody.statusCode, 400);
    assert.equal(
      answer('GET /wps/deposit/orders/:orderNo', await order(created.orderNo)).value.status,
      'PENDING',
    );
  });

  test('an unpaid order expires with time; a late payment is credited as paid late', async () => {
    const before = await walletOf(t, 'team10');
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 200 });
    const unpaid = await createOrder(t, token, { channelCode: 'EWALLET', amount: 300 });
    t.clock.advance(16 * 60_000);
    assert.equal(
      answer('GET /wps/deposit/orders/:orderNo', await order(created.orderNo)).value.status,
      'EXPIRED',
    );
    // The hosted page takes no payment any more.
    const page = await t.request({ method: 'GET', url: unpaid.payUrl! });
    const formToken = /"formToken":"([0-9a-f]{64})"/.exec(page.body)![1]!;
    const press = await t.request({
      method: 'POST',
      url: unpaid.payUrl!,
      payload: { action: 'pay', formToken },
    });
    assert.equal(answer('POST /wps/sandbox-pay/:providerRef', press).value.status, 'EXPIRED');
    // A gateway that took the money anyway: credited (deposit-late.test.ts has the rest).
    const late = await t.request(
      callback(t, secret, { ...created, providerRef: providerRefOf(created) }),
    );
    assert.equal(answer('POST /wps/deposit/callback/:provider', late).value.status, 'PAID');
    assert.equal((await walletOf(t, 'team10')).main - before.main, 20_000);
    const list = await t.request({
      method: 'GET',
      url: '/wps/deposit/orders?status=EXPIRED',
      headers: bearer(token),
    });
    const expired = answer('GET /wps/deposit/orders', list).value;
    assert.ok(expired.list.some((o) => o.orderNo === unpaid.orderNo));
    assert.ok(expired.list.every((o) => o.status === 'EXPIRED'));
  });

  test('a bank transfer waits for an operator, who confirms or rejects it (audited)', async () => {
    const before = await walletOf(t, 'team10');
    const a = await createOrder(t, token, { channelCode: 'BANK', amount: 600 });
    const b = await createOrder(t, token, { channelCode: 'BANK', amount: 700 });
    assert.equal(a.payUrl, null);
    assert.ok(a.bankAccount);
    const pending = await t.request({
      method: 'GET',
      url: '/ops/deposits?status=PENDING',
      headers: ops,
    });
    assert.ok(answer('GET /ops/deposits', pending).value.some((o) => o.orderNo === a.orderNo));
    const confirm = (no: string, payload: object) =>
      t.request({ method: 'POST', url: `/ops/deposits/${no}/confirm`, headers: ops, payload });
    const reject = (no: string, payload: object) =>
      t.request({ method: 'POST', url: `/ops/deposits/${no}/reject`, headers: ops, payload });
    const confirmed = await confirm(a.orderNo, { operator: 'alice', reason: 'seen on statement' });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(answer('POST /ops/deposits/:orderNo/confirm', confirmed).value.status, 'PAID');
    assert.equal((await confirm(a.orderNo, { operator: 'alice' })).statusCode, 409);
    assert.equal((await reject(b.orderNo, { operator: 'bob' })).statusCode, 400, 'reason needed');
    const rejected = await reject(b.orderNo, { operator: 'bob', reason: 'no transfer arrived' });
    assert.equal(answer('POST /ops/deposits/:orderNo/reject', rejected).value.status, 'FAILED');
    assert.equal((await walletOf(t, 'team10')).main - before.main, 60_000);
    const audit = answer(
      'GET /ops/audit',
      await t.request({ method: 'GET', url: '/ops/audit', headers: ops }),
    ).value;
    assert.deepEqual(
      audit.slice(0, 2).map((e) => [e.operator, e.action, e.target, e.reason]),
      [
        ['bob', 'DEPOSIT_REJECT', b.orderNo, 'no transfer arrived'],
        ['alice', 'DEPOSIT_CONFIRM', a.orderNo, 'seen on statement'],
      ],
    );
    const wrongKey = await t.request({
      method: 'POST',
      url: `/ops/deposits/${b.orderNo}/confirm`,
      headers: { 'x-operator-key': 'wrong-key-0000000' },
      payload: { operator: 'eve' },
    });
    assert.equal(wrongKey.statusCode, 403);
  });

  test('the same requestId answers the same order', async () => {
    const one = await createOrder(t, token, {
      channelCode: 'EWALLET',
      amount: 120,
      requestId: 'req-12345678',
    });
    const two = await createOrder(t, token, {
      channelCode: 'EWALLET',
      amount: 120,
      requestId: 'req-12345678',
    });
    assert.equal(one.orderNo, two.orderNo);
  });

  test("another member's order is 404, like an unknown one", async () => {
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 100 });
    assert.equal((await order(created.orderNo, otherToken)).statusCode, 404);
    assert.equal((await order('D20260101ZZZZZZZZZZ')).statusCode, 404);
  });

  test('bad input answers a 4xx envelope', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['zero', { channelCode: 'EWALLET', amount: 0 }, 400, 'INVALID_INPUT'],
      ['negative', { channelCode: 'EWALLET', amount: -100 }, 400, 'INVALID_INPUT'],
      ['three decimals', { channelCode: 'EWALLET', amount: 100.001 }, 400, 'INVALID_INPUT'],
      ['string amount', { channelCode: 'EWALLET', amount: '100' }, 400, 'INVALID_INPUT'],
      ['below minimum', { channelCode: 'EWALLET', amount: 99.99 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['above maximum', { channelCode: 'EWALLET', amount: 50_000.01 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['absurd', { channelCode: 'EWALLET', amount: 1e300 }, 400, 'INVALID_INPUT'],
      ['unknown channel', { channelCode: 'NOPE', amount: 100 }, 400, 'INVALID_INPUT'],
      ['bad channel code', { channelCode: 'bad code', amount: 100 }, 400, 'INVALID_INPUT'],
      ['unknown field', { channelCode: 'EWALLET', amount: 100, x: 1 }, 400, 'INVALID_INPUT'],
      [
        'bad requestId',
        { channelCode: 'EWALLET', amount: 100, requestId: 'a' },
        400,
        'INVALID_INPUT',
      ],
    ];
    for (const [label, payload, status, code] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/wps/deposit/orders',
        headers: bearer(token),
        payload: payload as object,
      });
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.equal(refusal(response).code, code, label);
    }
    const range = await t.request({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: bearer(token),
      payload: { channelCode: 'EWALLET', amount: 50 },
    });
    assert.deepEqual(refusal(range).value, { min: 100, max: 50_000 });
    for (const url of [
      '/wps/deposit/orders?pageSize=0',
      '/wps/deposit/orders?status=LOST',
      '/wps/deposit/orders/lowercase',
      '/wps/deposit/channels?x=1',
    ]) {
      const response = await t.request({ method: 'GET', url, headers: bearer(token) });
      assert.equal(response.statusCode, 400, url);
    }
    const sandbox = await t.request({ method: 'GET', url: '/wps/sandbox-pay/SBX00000000000000' });
    assert.equal(sandbox.statusCode, 404);
  });

  test('visitors must log in and trial users are rejected', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/wps/deposit/channels' });
    assert.equal(anonymous.statusCode, 401);
    for (const [method, url, payload] of [
      ['GET', '/wps/deposit/channels', undefined],
      ['POST', '/wps/deposit/orders', { channelCode: 'EWALLET', amount: 100 }],
      ['GET', '/wps/deposit/orders', undefined],
    ] as const) {
      const response = await t.request({
        method,
        url,
        headers: bearer(trialToken),
        ...(payload ? { payload } : {}),
      });
      assert.equal(response.statusCode, 403, url);
      assert.equal(refusal(response).code, 'TRIAL_REJECTED');
    }
  });
});
