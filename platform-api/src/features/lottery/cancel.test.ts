import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { LotteryState } from '../../contract/play.js';
import type { BetRecordPage, ProfitLoss, TransactionRecordPage } from '../../contract/wallet.js';
import type { RgState } from '../../contract/rg.js';
import { selectRows } from '../../db/database.js';
import { bearer, body, createTestApp, OPERATOR_KEY, type TestApp } from '../../test/harness.js';
import {
  assertLedgerBalances,
  balanceMinor,
  gameOf,
  openGame,
  play,
} from '../games/test-helpers.js';
import { DRAW_INTERVAL_MS } from './draws.js';

const ops = { 'x-operator-key': OPERATOR_KEY };
let t: TestApp;
let token: string;
let lotto: number;
let playToken: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('team08', 'member1234');
  lotto = await gameOf(t, 'TCG');
  playToken = await openGame(t, token, lotto);
});
after(async () => {
  await t.close();
});

const state = async () =>
  body<LotteryState>(
    await t.request({ method: 'GET', url: '/wps/play/lottery/state', headers: play(playToken) }),
  ).value;
let bets = 0;
async function placeBet(drawNo: number, stake: number, pick = 'BIG'): Promise<number> {
  bets += 1;
  const response = await t.request({
    method: 'POST',
    url: '/wps/play/lottery/bet',
    headers: play(playToken),
    payload: { betId: `cancel-bet-${String(bets).padStart(4, '0')}`, drawNo, pick, stake },
  });
  assert.equal(response.statusCode, 200, response.body);
  return body<{ bet: { id: number } }>(response).value.bet.id;
}
const cancelDraw = (payload: object, headers: Record<string, string> = ops) =>
  t.request({ method: 'POST', url: '/ops/lottery/draws/cancel', headers, payload });
const cancelBet = (id: number | string, payload: object, headers: Record<string, string> = ops) =>
  t.request({ method: 'POST', url: `/ops/lottery/bets/${id}/cancel`, headers, payload });
const why = { operator: 'ops.anna', reason: 'Provider draw feed failed' };
const get = async <T>(url: string) => {
  const response = await t.request({ method: 'GET', url, headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return body<T>(response).value;
};

describe('operator cancels lottery bets', () => {
  test('a cancelled draw refunds every open stake once, in one transaction per bet', async () => {
    const { drawNo } = await state();
    const start = await balanceMinor(t, 'team08');
    await placeBet(drawNo, 2);
    await placeBet(drawNo, 3, 'ODD');
    assert.equal(await balanceMinor(t, 'team08'), start - 500);

    const first = await cancelDraw({ ...why, gameId: lotto, drawNo });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(body(first).value, { cancelled: 2, refunded: 5, status: null });
    assert.equal(await balanceMinor(t, 'team08'), start);
    // Twice: nothing more is refunded, and the audit has one entry.
    const again = await cancelDraw({ ...why, gameId: lotto, drawNo });
    assert.deepEqual(body(again).value, { cancelled: 0, refunded: 0, status: null });
    assert.equal(await balanceMinor(t, 'team08'), start);

    const refunds = await selectRows<{ n: number; sum: string }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, sum(p.amount_minor) AS sum FROM ledger_transactions x
            JOIN ledger_postings p ON p.transaction_id = x.id AND p.balance_after IS NOT NULL
           WHERE x.kind = 'BET_REFUND'`,
    );
    assert.equal(refunds[0]!.n, 2);
    assert.equal(Number(refunds[0]!.sum), 500);
    const audit = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ops_audit WHERE action = 'LOTTERY_DRAW_CANCEL'
            AND operator = 'ops.anna' AND reason = ${why.reason}`,
    );
    assert.equal(audit[0]!.n, 1);

    // The member sees them cancelled; after the draw they are not settled.
    t.clock.advance(2 * DRAW_INTERVAL_MS);
    const mine = (await state()).bets.filter((b) => b.drawNo === drawNo);
    assert.deepEqual(
      mine.map((b) => b.status),
      ['CANCELLED', 'CANCELLED'],
    );
    assert.equal(await balanceMinor(t, 'team08'), start);
    await assertLedgerBalances(t);
  });

  test('cancelled bets: filtered in the bet record, out of stakes, limits and P&L', async () => {
    const cancelled = await get<BetRecordPage>('/wps/bet/record?period=today&status=CANCELLED');
    assert.equal(cancelled.list.length, 2);
    assert.ok(cancelled.list.every((row) => row.status === 'CANCELLED' && row.winLoss === 0));
    assert.equal(cancelled.totals.stake, 0);
    const all = await get<BetRecordPage>('/wps/bet/record?period=today');
    assert.equal(all.totals.bets, 2);
    assert.equal(all.totals.stake, 0);
    const pnl = await get<ProfitLoss>('/wps/report/pnl?period=today');
    assert.equal(pnl.stakes, 0);
    const moves = await get<TransactionRecordPage>(
      '/wps/transaction/record?period=today&types=BET',
    );
    assert.deepEqual(moves.list.map((row) => row.kind).sort(), [
      'BET',
      'BET',
      'BET_REFUND',
      'BET_REFUND',
    ]);
    // A wager limit sees nothing used, so the same stake is allowed again.
    const limit = await t.request({
      method: 'PUT',
      url: '/wps/rg/limits',
      headers: bearer(token),
      payload: { kind: 'WAGER', period: 'DAY', amount: 5 },
    });
    assert.equal(limit.statusCode, 200, limit.body);
    const rg = await get<RgState>('/wps/rg');
    const wager = rg.limits.find((l) => l.kind === 'WAGER' && l.period === 'DAY')!;
    assert.equal(wager.used, 0);
    const loss = rg.limits.find((l) => l.kind === 'LOSS' && l.period === 'DAY')!;
    assert.equal(loss.used, 0);
    const { drawNo } = await state();
    await placeBet(drawNo, 5);
  });

  test('one bet: cancelled once; a settled bet cannot be cancelled', async () => {
    const { drawNo } = await state();
    const start = await balanceMinor(t, 'team08');
    const id = await placeBetWithinLimit(drawNo);
    const first = await cancelBet(id, why);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(body(first).value, { cancelled: 1, refunded: 1, status: 'CANCELLED' });
    const again = await cancelBet(id, why);
    assert.deepEqual(body(again).value, { cancelled: 0, refunded: 0, status: 'CANCELLED' });
    assert.equal(await balanceMinor(t, 'team08'), start);

    // The bet placed in the previous test settles after its draw: it keeps its result.
    const [settledBet] = await selectRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM lottery_bets WHERE status = 'OPEN' AND id <> ${id} ORDER BY id LIMIT 1`,
    );
    t.clock.advance(2 * DRAW_INTERVAL_MS);
    await state();
    const refused = await cancelBet(settledBet!.id, why);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(body(refused).code, 'ORDER_STATE');
    // Nor does a draw cancel touch settled bets.
    const late = await cancelDraw({ ...why, gameId: lotto, drawNo });
    assert.deepEqual(body(late).value, { cancelled: 0, refunded: 0, status: null });
    await assertLedgerBalances(t);
  });

  test('the operator key is required and bad input is a 4xx', async () => {
    const { drawNo } = await state();
    const id = await placeBetWithinLimit(drawNo);
    const noKeys: Array<Record<string, string>> = [{}, { 'x-operator-key': 'wrong-0000000000' }];
    for (const headers of noKeys) {
      const draw = await cancelDraw({ ...why, gameId: lotto, drawNo }, headers);
      assert.equal(draw.statusCode, 403, draw.body);
      const one = await cancelBet(id, why, headers);
      assert.equal(one.statusCode, 403, one.body);
    }
    const slots = await gameOf(t, 'PG');
    const cases: Array<[string, () => ReturnType<typeof cancelBet>, number]> = [
      ['no reason', () => cancelBet(id, { operator: 'ops.anna' }), 400],
      ['short reason', () => cancelBet(id, { operator: 'ops.anna', reason: 'no' }), 400],
      ['bad operator', () => cancelBet(id, { operator: 'a b', reason: 'a reason' }), 400],
      ['unknown field', () => cancelBet(id, { ...why, extra: 1 }), 400],
      ['id not a number', () => cancelBet('abc', why), 400],
      ['id zero', () => cancelBet('0', why), 400],
      ['unknown bet', () => cancelBet('999999', why), 404],
      ['draw missing', () => cancelDraw({ ...why, gameId: lotto }), 400],
      ['draw negative', () => cancelDraw({ ...why, gameId: lotto, drawNo: -1 }), 400],
      ['draw a string', () => cancelDraw({ ...why, gameId: lotto, drawNo: '5' }), 400],
      ['unknown game', () => cancelDraw({ ...why, gameId: 999999, drawNo }), 404],
      ['not a lottery', () => cancelDraw({ ...why, gameId: slots, drawNo }), 404],
    ];
    for (const [label, call, status] of cases) {
      const response = await call();
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
    }
    // Nothing of that cancelled the bet.
    const [row] = await selectRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM lottery_bets WHERE id = ${id}`,
    );
    assert.equal(row!.status, 'OPEN');
  });
});

/** A 1.00 bet after lifting the day's wager limit set above (a raise waits 24 h: remove it). */
async function placeBetWithinLimit(drawNo: number): Promise<number> {
  await selectRows(
    t.database.db,
    sql`DELETE FROM rg_limits WHERE member_id = (SELECT id FROM members WHERE username = 'team08')`,
  );
  return placeBet(drawNo, 1);
}
