import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TransactionRecordItem, TransactionRecordPage } from '../../contract/wallet.js';
import {
  answer,
  bearer,
  createTestApp,
  refusal,
  type AnswerEnvelope,
  type JsonEndpointKey,
  type TestApp,
} from '../../test/harness.js';
import { ops } from './wallet-test-helpers.js';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('team01', 'member1234');
  // A deposit of sorts, an adjustment both ways, so every total has something in it.
  for (const [amount, reference] of [
    [300, 'rec-credit'],
    [-25.5, 'rec-debit'],
  ] as const) {
    const response = await t.request({
      method: 'POST',
      url: '/ops/adjustments',
      headers: ops,
      payload: { operator: 'alice', username: 'team01', amount, reason: 'records test', reference },
    });
    assert.equal(response.statusCode, 200, response.body);
  }
});
after(async () => {
  await t.close();
});

/** The answer of the table's GET `key` with `query` for `who`, checked by its schema. */
const get = async <K extends JsonEndpointKey>(
  key: K,
  query = '',
  who = token,
): Promise<AnswerEnvelope<K>['value']> => {
  const url = `${key.slice('GET '.length)}${query}`;
  const response = await t.request({ method: 'GET', url, headers: bearer(who) });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return answer(key, response).value;
};

/** Every page of a record, following nextCursor. */
async function allTransactions(query: string, pageSize: number) {
  const items: TransactionRecordItem[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 1000; i += 1) {
    const page: TransactionRecordPage = await get(
      'GET /wps/transaction/record',
      `${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    items.push(...page.list);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return items;
}

describe('transaction record', () => {
  test('every movement, newest first, with the balance after each, paged by cursor', async () => {
    const all = await allTransactions('?period=last7', 100);
    assert.ok(all.length > 10);
    const paged = await allTransactions('?period=last7', 7);
    assert.deepEqual(
      paged.map((item) => item.id),
      all.map((item) => item.id),
    );
    for (let i = 0; i + 1 < all.length; i += 1) {
      assert.ok(all[i]!.id > all[i + 1]!.id);
      const previous = Math.round((all[i]!.balanceAfter - all[i]!.amount) * 100);
      assert.equal(previous, Math.round(all[i + 1]!.balanceAfter * 100), `item ${all[i]!.id}`);
    }
    const types = new Set(all.map((item) => item.type));
    assert.ok(types.has('BET') && types.has('ADJUSTMENT'));
    const wallet = await get('GET /wps/wallets/gcs');
    assert.equal(all[0]!.balanceAfter, wallet.sumBalance);
  });

  test('type filters and totals for the period', async () => {
    const bets = await get(
      'GET /wps/transaction/record',
      '?period=last7&types=BET,PAYOUT&pageSize=100',
    );
    assert.ok(bets.list.length > 0);
    assert.ok(bets.list.every((item) => item.type === 'BET' || item.type === 'PAYOUT'));
    const adjustments = await get('GET /wps/transaction/record', '?period=today&types=ADJUSTMENT');
    assert.deepEqual(
      adjustments.list.map((item) => item.amount),
      [-25.5, 300],
    );
    const today = await get('GET /wps/transaction/record');
    assert.equal(today.startDate, today.endDate);
    assert.deepEqual(Object.keys(today.totals).sort(), ['deposits', 'netDeposits', 'withdrawals']);
    const yesterday = await get(
      'GET /wps/transaction/record',
      '?period=yesterday&types=ADJUSTMENT',
    );
    assert.equal(yesterday.list.length, 0);
  });

  test('another member sees only its own movements', async () => {
    const other = await t.login('team02', 'member1234');
    const page = await get('GET /wps/transaction/record', '?period=today&types=ADJUSTMENT', other);
    assert.equal(page.list.length, 0);
  });
});

describe('bet record and profit and loss', () => {
  test('every bet with game, vendor, category, stake, payout, win/loss and round id', async () => {
    const page = await get('GET /wps/bet/record', '?period=last7&pageSize=100');
    assert.ok(page.list.length > 0);
    const bet = page.list[0]!;
    assert.ok(bet.gameName && bet.vendor && bet.category && bet.roundId);
    assert.equal(bet.winLoss, Math.round((bet.payout - bet.stake) * 100) / 100);
    const stake = page.list.reduce((sum, item) => sum + Math.round(item.stake * 100), 0);
    if (!page.nextCursor) assert.equal(Math.round(page.totals.stake * 100), stake);
    assert.equal(page.totals.bets >= page.list.length, true);
    const rng = await get('GET /wps/bet/record', '?period=last7&category=RNG');
    assert.ok(rng.list.every((item) => item.category === 'RNG'));
    const open = await get('GET /wps/bet/record', '?period=last7&status=OPEN');
    assert.ok(open.list.every((item) => item.status === 'OPEN'));
    const live = await get('GET /wps/bet/record', '?period=last7&category=LIVE');
    assert.equal(live.totals.bets, 0);
  });

  test('profit and loss agrees with the records and breaks down by category', async () => {
    const pnl = await get('GET /wps/report/pnl', '?period=last7');
    const bets = await get('GET /wps/bet/record', '?period=last7&status=SETTLED');
    assert.equal(pnl.stakes, bets.totals.stake);
    assert.equal(pnl.payouts, bets.totals.payout);
    assert.equal(pnl.adjustments, 274.5);
    assert.equal(
      Math.round(pnl.netWinLoss * 100),
      Math.round((pnl.payouts - pnl.stakes + pnl.bonuses + pnl.rebates) * 100),
    );
    const byCategory = pnl.byCategory.reduce((sum, row) => sum + Math.round(row.stakes * 100), 0);
    assert.equal(byCategory, Math.round(pnl.stakes * 100));
  });

  test('custom periods up to 12 months back', async () => {
    const now = t.clock.now();
    const day = (offsetDays: number) =>
      new Date(now.getTime() + offsetDays * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '/');
    const ok = await get(
      'GET /wps/report/pnl',
      `?period=custom&startDate=${day(-300)}&endDate=${day(0)}`,
    );
    assert.equal(ok.endDate, day(0).replaceAll('/', '-'));
    const bad = [
      `/wps/report/pnl?period=custom&startDate=${day(-400)}&endDate=${day(0)}`,
      `/wps/report/pnl?period=custom&startDate=${day(-3)}&endDate=${day(2)}`,
      `/wps/report/pnl?period=custom&startDate=${day(-3)}&endDate=${day(-5)}`,
      '/wps/report/pnl?period=custom',
      '/wps/report/pnl?period=custom&startDate=2026-02-30&endDate=2026-03-01',
      '/wps/report/pnl?period=week',
      '/wps/transaction/record?types=FOO',
      '/wps/transaction/record?types=',
      '/wps/transaction/record?cursor=abc',
      '/wps/transaction/record?cursor=-1',
      '/wps/transaction/record?pageSize=0',
      '/wps/transaction/record?pageSize=101',
      '/wps/transaction/record?x=1',
      '/wps/bet/record?category=rng',
      '/wps/bet/record?status=LOST',
      '/wps/bet/record?period=last7&period=today',
    ];
    for (const url of bad) {
      const response = await t.request({ method: 'GET', url, headers: bearer(token) });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.equal(refusal(response).code, 'INVALID_INPUT', url);
    }
    for (const url of ['/wps/transaction/record', '/wps/bet/record', '/wps/report/pnl']) {
      assert.equal((await t.request({ method: 'GET', url })).statusCode, 401, url);
    }
  });
});
