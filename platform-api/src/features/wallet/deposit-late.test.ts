import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DepositOrder } from '../../contract/wallet.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { reconcile } from './reconcile.js';
import {
  callback,
  createOrder,
  ops,
  providerRefOf,
  providerSecret,
  walletOf,
} from './wallet-test-helpers.js';

let t: TestApp;
let secret: string;
before(async () => {
  t = await createTestApp();
  secret = await providerSecret(t);
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const MINUTE = 60_000;
const notify = (order: DepositOrder, status: 'PAID' | 'FAILED' = 'PAID') =>
  t.request(callback(t, secret, { ...order, providerRef: providerRefOf(order) }, { status }));
const read = async (token: string, orderNo: string) =>
  answer(
    'GET /wps/deposit/orders/:orderNo',
    await t.request({
      method: 'GET',
      url: `/wps/deposit/orders/${orderNo}`,
      headers: bearer(token),
    }),
  ).value;
const opsOrder = async (orderNo: string) => {
  const list = answer(
    'GET /ops/deposits',
    await t.request({ method: 'GET', url: '/ops/deposits', headers: ops }),
  ).value;
  return list.find((o) => o.orderNo === orderNo)!;
};
const decide = (orderNo: string, decision: string, payload: object, headers = ops) =>
  t.request({ method: 'POST', url: `/ops/deposits/${orderNo}/${decision}`, headers, payload });
const audits = (target: string) =>
  selectRows<{ operator: string; action: string }>(
    t.database.db,
    sql`SELECT operator, action FROM ops_audit WHERE target = ${target} ORDER BY id`,
  );
const heldMinor = async () => {
  const [row] = await selectRows<{ total: string | null }>(
    t.database.db,
    sql`SELECT sum(p.amount_minor) AS total FROM ledger_postings p
          JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = 'house:deposit-held'`,
  );
  return Number(row?.total ?? 0);
};

describe('a payment that arrives late', () => {
  test('PAID after EXPIRED is credited once, marked paid late and recorded', async () => {
    const token = await t.login('team05', 'member1234');
    const before = await walletOf(t, 'team05');
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 200 });
    t.clock.advance(16 * MINUTE);
    assert.equal((await read(token, created.orderNo)).status, 'EXPIRED');
    const late = await notify(created);
    assert.equal(late.statusCode, 200, late.body);
    assert.deepEqual(answer('POST /wps/deposit/callback/:provider', late).value, {
      orderNo: created.orderNo,
      status: 'PAID',
      duplicate: false,
    });
    // A second event of the same payment changes nothing.
    const again = await notify(created);
    assert.equal(answer('POST /wps/deposit/callback/:provider', again).value.duplicate, true);
    assert.equal((await walletOf(t, 'team05')).main - before.main, 20_000);
    const seen = await read(token, created.orderNo);
    assert.equal(seen.status, 'PAID');
    assert.equal(seen.paidLate, true);
    assert.equal(seen.holdReason, null);
    assert.deepEqual(await audits(created.orderNo), [
      { operator: 'system', action: 'DEPOSIT_PAID_LATE' },
    ]);
    // A FAILED after that is ignored.
    const failed = await notify(created, 'FAILED');
    assert.equal(answer('POST /wps/deposit/callback/:provider', failed).value.status, 'PAID');
  });

  test('FAILED then PAID is credited once; an operator cannot confirm an expired order', async () => {
    const token = await t.login('team05', 'member1234');
    const before = await walletOf(t, 'team05');
    const created = await createOrder(t, token, { channelCode: 'QR', amount: 100 });
    assert.equal(
      answer('POST /wps/deposit/callback/:provider', await notify(created, 'FAILED')).value.status,
      'FAILED',
    );
    const paid = await notify(created);
    assert.equal(answer('POST /wps/deposit/callback/:provider', paid).value.status, 'PAID');
    assert.equal((await walletOf(t, 'team05')).main - before.main, 9_900);
    assert.equal((await read(token, created.orderNo)).paidLate, true);

    const bank = await createOrder(t, token, { channelCode: 'BANK', amount: 600 });
    t.clock.advance(2 * 24 * 60 * MINUTE);
    const confirm = await decide(bank.orderNo, 'confirm', { operator: 'alice' });
    assert.equal(confirm.statusCode, 409, confirm.body);
    assert.equal((await walletOf(t, 'team05')).main - before.main, 9_900);
  });
});

describe('a payment held for an operator', () => {
  test('paid during a time-out: HELD, not credited; the operator releases it once', async () => {
    const token = await t.login('team06', 'member1234');
    const before = await walletOf(t, 'team06');
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 300 });
    const excluded = await t.request({
      method: 'POST',
      url: '/wps/rg/exclusion',
      headers: bearer(token),
      payload: { kind: 'TIMEOUT', length: '24H', confirmed: 2 },
    });
    assert.equal(excluded.statusCode, 200, excluded.body);
    const heldBefore = await heldMinor();
    const paid = await notify(created);
    assert.equal(answer('POST /wps/deposit/callback/:provider', paid).value.status, 'HELD');
    assert.equal((await walletOf(t, 'team06')).main, before.main);
    assert.equal((await heldMinor()) - heldBefore, 30_000);
    const held = await opsOrder(created.orderNo);
    assert.equal(held.status, 'HELD');
    assert.equal(held.holdReason, 'EXCLUDED');
    assert.equal(held.paidLate, false);
    assert.equal(
      answer(
        'GET /ops/deposits',
        await t.request({ method: 'GET', url: '/ops/deposits?status=HELD', headers: ops }),
      ).value.some((o) => o.orderNo === created.orderNo),
      true,
    );

    assert.equal((await decide(created.orderNo, 'release', { operator: 'alice' })).statusCode, 400);
    const released = await decide(created.orderNo, 'release', {
      operator: 'alice',
      reason: 'time-out over, member asked',
    });
    assert.equal(released.statusCode, 200, released.body);
    assert.equal(answer('POST /ops/deposits/:orderNo/release', released).value.status, 'PAID');
    assert.equal((await walletOf(t, 'team06')).main - before.main, 30_000);
    assert.equal(await heldMinor(), heldBefore);
    // Twice, or refunded after release: refused, nothing moves.
    const twice = await decide(created.orderNo, 'release', { operator: 'alice', reason: 'again' });
    assert.equal(twice.statusCode, 409);
    const refund = await decide(created.orderNo, 'refund', { operator: 'alice', reason: 'again' });
    assert.equal(refund.statusCode, 409);
    assert.equal((await walletOf(t, 'team06')).main - before.main, 30_000);
    assert.deepEqual(
      (await audits(created.orderNo)).map((a) => a.action),
      ['DEPOSIT_HELD', 'DEPOSIT_RELEASE'],
    );
  });

  test('a deposit limit lowered after the order: HELD, shown to the member, refunded', async () => {
    const token = await t.login('team07', 'member1234');
    const before = await walletOf(t, 'team07');
    const created = await createOrder(t, token, { channelCode: 'EWALLET', amount: 500 });
    const limit = await t.request({
      method: 'PUT',
      url: '/wps/rg/limits',
      headers: bearer(token),
      payload: { kind: 'DEPOSIT', period: 'DAY', amount: 150 },
    });
    assert.equal(limit.statusCode, 200, limit.body);
    const heldBefore = await heldMinor();
    assert.equal(
      answer('POST /wps/deposit/callback/:provider', await notify(created)).value.status,
      'HELD',
    );
    const seen = await read(token, created.orderNo);
    assert.equal(seen.status, 'HELD');
    assert.equal(seen.holdReason, 'DEPOSIT_LIMIT');
    assert.equal((await walletOf(t, 'team07')).main, before.main);

    const refunded = await decide(created.orderNo, 'refund', {
      operator: 'bob',
      reason: 'over the member limit',
    });
    assert.equal(refunded.statusCode, 200, refunded.body);
    assert.equal(answer('POST /ops/deposits/:orderNo/refund', refunded).value.status, 'REFUNDED');
    assert.equal((await read(token, created.orderNo)).status, 'REFUNDED');
    assert.equal((await walletOf(t, 'team07')).main, before.main);
    assert.equal(await heldMinor(), heldBefore);
    const moves = await selectRows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM ledger_transactions WHERE reference LIKE ${`%${created.orderNo}`}
           ORDER BY id`,
    );
    assert.deepEqual(
      moves.map((m) => m.kind),
      ['DEPOSIT_HOLD', 'DEPOSIT_REFUND'],
    );
    // A deposit within the limit is still credited at once.
    const small = await createOrder(t, token, { channelCode: 'EWALLET', amount: 100 });
    assert.equal(
      answer('POST /wps/deposit/callback/:provider', await notify(small)).value.status,
      'PAID',
    );
    assert.equal((await walletOf(t, 'team07')).main - before.main, 10_000);
  });

  test('release and refund need the operator key, a HELD order and good input', async () => {
    const token = await t.login('team09', 'member1234');
    const pending = await createOrder(t, token, { channelCode: 'EWALLET', amount: 100 });
    const why = { operator: 'bob', reason: 'checked' };
    const wrong = { 'x-operator-key': 'wrong-key-0000000' };
    assert.equal((await decide(pending.orderNo, 'release', why, wrong)).statusCode, 403);
    assert.equal((await decide(pending.orderNo, 'refund', why, {} as typeof ops)).statusCode, 403);
    const cases: Array<[string, string, object, number]> = [
      ['pending order', pending.orderNo, why, 409],
      ['unknown order', 'D20990101000000000000', why, 404],
      ['bad order number', 'nope', why, 400],
      ['bad operator', pending.orderNo, { operator: 'a b', reason: 'x' }, 400],
      ['unknown field', pending.orderNo, { ...why, amount: 5 }, 400],
    ];
    for (const [label, orderNo, payload, status] of cases) {
      for (const decision of ['release', 'refund']) {
        const response = await decide(orderNo, decision, payload);
        assert.equal(response.statusCode, status, `${label} ${decision}: ${response.body}`);
      }
    }
    assert.equal((await read(token, pending.orderNo)).status, 'PENDING');
  });
});
