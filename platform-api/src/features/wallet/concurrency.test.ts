import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DepositOrder } from '../../contract/wallet.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { gameOf, openGame, play } from '../games/test-helpers.js';
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
let token: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('team14', 'member1234');
  // Many requests in one day for this test.
  await t.database.db.execute(sql`UPDATE withdraw_settings SET daily_count = 1000`);
});
after(async () => {
  await t.close();
});

describe('one wallet under 100 parallel operations', () => {
  test('withdrawals, spins and repeated deposit callbacks: never negative, credited once, book sums to zero', async () => {
    const funded = await t.request({
      method: 'POST',
      url: '/ops/adjustments',
      headers: ops,
      payload: {
        operator: 'alice',
        username: 'team14',
        amount: 500,
        reason: 'concurrency test',
        reference: 'conc-fund',
      },
    });
    assert.equal(funded.statusCode, 200, funded.body);
    const start = await walletOf(t, 'team14');
    const setPassword = await t.request({
      method: 'POST',
      url: '/wps/withdraw/payment-password',
      headers: bearer(token),
      payload: { currentPassword: 'member1234', newPassword: '112233', confirmPassword: '112233' },
    });
    assert.equal(setPassword.statusCode, 200, setPassword.body);
    const account = answer(
      'POST /wps/withdraw/accounts',
      await t.request({
        method: 'POST',
        url: '/wps/withdraw/accounts',
        headers: bearer(token),
        payload: {
          kind: 'EWALLET',
          provider: 'GCash',
          accountNo: '09171234567',
          payeeName: 'Team Fourteen',
          paymentPassword: '112233',
        },
      }),
    ).value;
    const orders: DepositOrder[] = [];
    for (let i = 0; i < 5; i += 1) {
      orders.push(await createOrder(t, token, { channelCode: 'EWALLET', amount: 100 }));
    }
    const secret = await providerSecret(t);
    const playToken = await openGame(t, token, await gameOf(t, 'LOBBY'));

    const operations = Array.from({ length: 100 }, (_, i) => {
      switch (i % 3) {
        case 0:
          return t.request({
            method: 'POST',
            url: '/wps/transaction/withdraw',
            headers: bearer(token),
            payload: { amount: 100, payoutAccountId: account.id, paymentPassword: '112233' },
          });
        case 1:
          return t.request({
            method: 'POST',
            url: '/wps/play/slot/spin',
            headers: play(playToken),
            payload: { roundId: `conc-round-${String(i).padStart(4, '0')}`, stake: 25 },
          });
        default: {
          const order = orders[i % orders.length]!;
          return t.request(callback(t, secret, { ...order, providerRef: providerRefOf(order) }));
        }
      }
    });
    const responses = await Promise.all(operations);
    const statuses = responses.map((r) => r.statusCode);
    assert.ok(
      statuses.every((s) => s === 200 || s === 409),
      `only successes and refusals: ${statuses.join(',')}`,
    );
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      assert.equal(refusal(response).code, 'INSUFFICIENT_FUNDS', response.body);
    }

    // Every order credited exactly once, however many callbacks.
    const credits = await selectRows<{ reference: string; n: number }>(
      t.database.db,
      sql`SELECT reference, count(*)::int AS n FROM ledger_transactions
           WHERE reference LIKE 'deposit:%' GROUP BY reference`,
    );
    for (const order of orders) {
      assert.equal(credits.find((c) => c.reference === `deposit:${order.orderNo}`)?.n, 1);
    }

    // The wallet is what its postings say, never negative, and the hold is the pending requests.
    const end = await walletOf(t, 'team14');
    assert.ok(end.main >= 0 && end.hold >= 0);
    const [sums] = await selectRows<{ pending: string; stakes: string; payouts: string }>(
      t.database.db,
      sql`SELECT
            (SELECT COALESCE(sum(amount_minor), 0) FROM withdrawals w JOIN members m ON m.id = w.member_id
              WHERE m.username = 'team14' AND w.status = 'PENDING') AS pending,
            (SELECT COALESCE(sum(stake_minor), 0) FROM bet_records b JOIN members m ON m.id = b.member_id
              WHERE m.username = 'team14' AND b.reference LIKE 'slot:%:conc-round-%') AS stakes,
            (SELECT COALESCE(sum(payout_minor), 0) FROM bet_records b JOIN members m ON m.id = b.member_id
              WHERE m.username = 'team14' AND b.reference LIKE 'slot:%:conc-round-%') AS payouts`,
    );
    assert.equal(end.hold, Number(sums!.pending));
    assert.equal(
      end.main,
      start.main +
        5 * 10_000 -
        Number(sums!.pending) -
        Number(sums!.stakes) +
        Number(sums!.payouts),
    );
    const report = await reconcile(t.database.db);
    assert.equal(report.ok, true, JSON.stringify(report));
    assert.equal(report.bookSum, 0);
  });
});
