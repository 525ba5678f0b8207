import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../app.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { manyMembers } from '../../test/many-members.js';
import { reconcile } from '../wallet/index.js';
import { ops, walletOf } from '../wallet/wallet-test-helpers.js';

let t: TestApp;
let member: string;
let bonusItem: number;
let physicalItem: number;
before(async () => {
  t = await createTestApp();
  member = await t.login('team13', 'member1234');
  const items = answer('GET /wps/mall', await home()).value.items;
  bonusItem = items.find((i) => i.kind === 'BONUS' && i.pointsCost === 100)!.id;
  physicalItem = items.find((i) => i.kind === 'PHYSICAL' && i.stock === 20)!.id;
});
after(async () => {
  await t.close();
});

function home(token = member, query = '') {
  return t.request({ method: 'GET', url: `/wps/mall${query}`, headers: bearer(token) });
}
const redeem = (payload: Record<string, unknown>, token = member) =>
  t.request({ method: 'POST', url: '/wps/mall/redeem', headers: bearer(token), payload });
const grant = async (username: string, points: number, reference: string) => {
  const response = await t.request({
    method: 'POST',
    url: '/ops/mall/points',
    headers: ops,
    payload: { operator: 'alice', username, points, reason: 'test points', reference },
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('POST /ops/mall/points', response).value;
};
const settledStake = async (username: string, stakeMinor: number, status = 'SETTLED') => {
  await t.database.db.execute(sql`
    INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
    SELECT m.id, (SELECT min(id) FROM games), ${`test-${Math.random()}`}, ${stakeMinor}, 0, ${status}, now(), now()
    FROM members m WHERE m.username = ${username}`);
};
const pointsOf = async (token = member) => answer('GET /wps/mall', await home(token)).value.points;
const address = {
  recipient: 'Team Thirteen',
  phone: '+63 917 123 4567',
  address: '1 Ayala Ave, Makati',
};

describe('points mall', { concurrency: 1 }, () => {
  test('the catalogue in the reader language, with stock and the earning rate', async () => {
    const value = answer('GET /wps/mall', await home(member, '?language=CN')).value;
    assert.equal(value.stakePerPoint, 10);
    assert.equal(value.currencySymbol, '￥');
    assert.equal(value.items.length, 4);
    assert.equal(value.items[0]!.name, '奖金 10 元');
    assert.equal(value.items[0]!.bonus, 10);
    assert.equal(value.items[2]!.bonus, null);
    const english = answer('GET /wps/mall', await home(member, '?language=XX')).value;
    assert.equal(english.items[0]!.name, 'Bonus cash 10');
  });

  test('settled stakes earn one point per 10.00; open bets and a remainder wait', async () => {
    const start = await pointsOf();
    await settledStake('team13', 12_500);
    await settledStake('team13', 99_900, 'OPEN');
    assert.equal(await pointsOf(), start + 12);
    assert.equal(await pointsOf(), start + 12, 'reading again earns nothing more');
    await settledStake('team13', 500);
    assert.equal(await pointsOf(), start + 13, 'the 5.00 remainder and 5.00 more make a point');
    const entries = await selectRows<{ kind: string; points: number }>(
      t.database.db,
      sql`SELECT e.kind, e.points FROM points_entries e JOIN members m ON m.id = e.member_id
          WHERE m.username = 'team13' ORDER BY e.id`,
    );
    assert.deepEqual(entries.slice(-2), [
      { kind: 'EARN', points: 12 },
      { kind: 'EARN', points: 1 },
    ]);
    await assert.rejects(
      t.database.db.execute(sql`UPDATE points_entries SET points = 1000`),
      (error: Error & { cause?: Error }) => /append-only/.test(String(error.cause?.message)),
    );
  });

  test('a bonus item: points debited, cash credited through the ledger, order completed', async () => {
    await grant('team13', 500, 'grant-1');
    const before = await pointsOf();
    const wallet = await walletOf(t, 'team13');
    const response = await redeem({ itemId: bonusItem, requestId: 'req-bonus-0001' });
    assert.equal(response.statusCode, 200, response.body);
    const result = answer('POST /wps/mall/redeem', response).value;
    assert.equal(result.points, before - 100);
    assert.equal(result.order.status, 'COMPLETED');
    assert.equal(result.order.bonus, 10);
    assert.equal((await walletOf(t, 'team13')).main, wallet.main + 1000);
    // A double tap: the same request answers the same order, nothing more.
    const again = answer(
      'POST /wps/mall/redeem',
      await redeem({ itemId: bonusItem, requestId: 'req-bonus-0001' }),
    ).value;
    assert.equal(again.order.orderNo, result.order.orderNo);
    assert.equal((await walletOf(t, 'team13')).main, wallet.main + 1000);
    assert.equal(await pointsOf(), before - 100);
    const [ledger] = await selectRows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM ledger_transactions WHERE reference = ${`mall:${result.order.orderNo}`}`,
    );
    assert.equal(ledger!.kind, 'MALL_REDEEM');
  });

  test('a physical item needs an address, waits as PENDING, and an operator ships, delivers or cancels', async () => {
    await grant('team13', 6000, 'grant-2');
    const noAddress = await redeem({ itemId: physicalItem });
    assert.equal(noAddress.statusCode, 400);
    assert.equal(refusal(noAddress).details?.[0]?.path, 'address');
    const before = await pointsOf();
    const first = answer(
      'POST /wps/mall/redeem',
      await redeem({ itemId: physicalItem, address }),
    ).value;
    assert.equal(first.order.status, 'PENDING');
    assert.equal(first.order.recipient, 'Team Thirteen');
    assert.equal(first.points, before - 3000);
    const move = (orderNo: string, status: string) =>
      t.request({
        method: 'POST',
        url: `/ops/mall/orders/${orderNo}/status`,
        headers: ops,
        payload: { operator: 'alice', status, note: `to ${status}` },
      });
    assert.equal((await move(first.order.orderNo, 'DELIVERED')).statusCode, 409, 'not shipped yet');
    assert.equal((await move(first.order.orderNo, 'SHIPPED')).statusCode, 200);
    assert.equal((await move(first.order.orderNo, 'DELIVERED')).statusCode, 200);
    assert.equal(
      (await move(first.order.orderNo, 'CANCELLED')).statusCode,
      409,
      'delivered is final',
    );
    const stockBefore = answer('GET /wps/mall', await home()).value.items.find(
      (i) => i.id === physicalItem,
    )!.stock;
    const second = answer(
      'POST /wps/mall/redeem',
      await redeem({ itemId: physicalItem, address }),
    ).value;
    assert.equal((await move(second.order.orderNo, 'CANCELLED')).statusCode, 200);
    const after = answer('GET /wps/mall', await home()).value;
    assert.equal(after.points, before - 3000, 'the cancelled order gave its points back');
    assert.equal(after.items.find((i) => i.id === physicalItem)!.stock, stockBefore);
    const orders = answer(
      'GET /wps/mall/orders',
      await t.request({ method: 'GET', url: '/wps/mall/orders', headers: bearer(member) }),
    ).value;
    assert.deepEqual(
      orders.list.slice(0, 3).map((o) => o.status),
      ['CANCELLED', 'DELIVERED', 'COMPLETED'],
    );
  });

  test('not enough points, or no stock, is refused and changes nothing', async () => {
    const [phone] = answer('GET /wps/mall', await home()).value.items.filter(
      (i) => i.pointsCost === 20000,
    );
    const poor = await redeem({ itemId: phone!.id, address });
    assert.equal(poor.statusCode, 409);
    assert.equal(refusal(poor).code, 'POINTS_INSUFFICIENT');
    await t.database.db.execute(sql`UPDATE mall_items SET stock = 0 WHERE id = ${bonusItem}`);
    const none = await redeem({ itemId: bonusItem });
    assert.equal(refusal(none).code, 'OUT_OF_STOCK');
    await t.database.db.execute(sql`UPDATE mall_items SET stock = 1000 WHERE id = ${bonusItem}`);
    assert.equal((await redeem({ itemId: 999_999 })).statusCode, 404);
  });

  test('racing the last piece of stock: 20 members, one order', async () => {
    const crowd = await manyMembers(t, 'mall', 20);
    for (const m of crowd) await grant(m.username, 300, `race-${m.username}`);
    await t.database.db.execute(sql`UPDATE mall_items SET stock = 1 WHERE id = ${bonusItem}`);
    const answers = await Promise.all(crowd.map((m) => redeem({ itemId: bonusItem }, m.token)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : refusal(a).code));
    assert.equal(codes.filter((c) => c === 'OK').length, 1, codes.join());
    assert.equal(codes.filter((c) => c === 'OUT_OF_STOCK').length, 19);
    const [item] = await selectRows<{ stock: number }>(
      t.database.db,
      sql`SELECT stock FROM mall_items WHERE id = ${bonusItem}`,
    );
    assert.equal(item!.stock, 0);
    const [orders] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM mall_orders o JOIN members m ON m.id = o.member_id
          WHERE m.username LIKE 'mall%'`,
    );
    assert.equal(orders!.n, 1);
    await t.database.db.execute(sql`UPDATE mall_items SET stock = 1000 WHERE id = ${bonusItem}`);
  });

  test("one member's parallel redemptions never spend more points than they have", async () => {
    const [racer] = await manyMembers(t, 'spend', 1);
    await grant(racer!.username, 250, 'spend-1');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => redeem({ itemId: bonusItem }, racer!.token)),
    );
    assert.equal(answers.filter((a) => a.statusCode === 200).length, 2);
    assert.equal(await pointsOf(racer!.token), 50);
    assert.equal((await reconcile(t.database.db)).ok, true);
  });

  test('operator points: once per reference, never below zero', async () => {
    const first = await grant('team13', 7, 'once-ref');
    const again = await grant('team13', 7, 'once-ref');
    assert.equal(again.duplicate, true);
    assert.equal(again.points, first.points);
    const below = await t.request({
      method: 'POST',
      url: '/ops/mall/points',
      headers: ops,
      payload: {
        operator: 'alice',
        username: 'team13',
        points: -10_000_000,
        reason: 'too much',
        reference: 'neg-1',
      },
    });
    assert.equal(refusal(below).code, 'POINTS_INSUFFICIENT');
  });

  test('trial users, visitors, PTSYS3 off and bad input are refused', async () => {
    const created = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    const trial = answer('POST /wps/member/trialuser', created).value.token;
    assert.equal(refusal(await home(trial)).code, 'TRIAL_REJECTED');
    assert.equal((await t.request({ method: 'GET', url: '/wps/mall' })).statusCode, 401);
    const bad: InjectOptions[] = [
      { method: 'POST', url: '/wps/mall/redeem', payload: {} },
      { method: 'POST', url: '/wps/mall/redeem', payload: { itemId: '1' } },
      { method: 'POST', url: '/wps/mall/redeem', payload: { itemId: 1, points: 5 } },
      { method: 'POST', url: '/wps/mall/redeem', payload: { itemId: 1, requestId: 'x' } },
      {
        method: 'POST',
        url: '/wps/mall/redeem',
        payload: { itemId: 3, address: { ...address, phone: 'abc' } },
      },
      {
        method: 'POST',
        url: '/wps/mall/redeem',
        payload: { itemId: 3, address: { ...address, address: '' } },
      },
      {
        method: 'POST',
        url: '/wps/mall/redeem',
        payload: { itemId: 3, address: { recipient: 'A' } },
      },
      { method: 'GET', url: '/wps/mall/orders?pageSize=500' },
      { method: 'GET', url: '/wps/mall?language=%3Cb%3E' },
    ];
    for (const request of bad) {
      const response = await t.request({ ...request, headers: bearer(member) });
      assert.equal(response.statusCode, 400, `${request.url} ${JSON.stringify(request.payload)}`);
    }
    const badOps: InjectOptions[] = [
      {
        method: 'POST',
        url: '/ops/mall/points',
        payload: {
          operator: 'alice',
          username: 'team13',
          points: 0,
          reason: 'zero',
          reference: 'zero-1',
        },
      },
      {
        method: 'POST',
        url: '/ops/mall/points',
        payload: {
          operator: 'alice',
          username: 'team13',
          points: 1.5,
          reason: 'half',
          reference: 'half-1',
        },
      },
      {
        method: 'POST',
        url: '/ops/mall/orders/M20260101AAAAAAAAAA/status',
        payload: { operator: 'alice', status: 'PENDING' },
      },
      {
        method: 'POST',
        url: '/ops/mall/orders/nope/status',
        payload: { operator: 'alice', status: 'SHIPPED' },
      },
    ];
    for (const request of badOps) {
      const response = await t.request({ ...request, headers: ops });
      assert.equal(response.statusCode, 400, `${request.url} ${response.body}`);
    }
    await t.database.db.execute(
      sql`UPDATE brands SET whitelabel = jsonb_set(whitelabel, '{PTSYS3}', 'false')`,
    );
    // The brand row is cached per server: a server started after the change reads it.
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      const off = await restarted.inject({
        method: 'GET',
        url: '/wps/mall',
        headers: bearer(member),
      });
      assert.equal(off.statusCode, 403);
      assert.equal(refusal(off).code, 'NO_PERMISSION');
    } finally {
      await restarted.close();
    }
  });
});
