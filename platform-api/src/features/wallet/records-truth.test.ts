import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { BetRecordPage } from '../../contract/wallet.js';
import {
  answer,
  bearer,
  createTestApp,
  type AnswerEnvelope,
  type JsonEndpointKey,
  type TestApp,
} from '../../test/harness.js';
import { ops } from './wallet-test-helpers.js';

/** Issue 33 item 6: records say each state in words, hide internal keys, sort by time. */

let t: TestApp;
let token: string;
let demo: string;

before(async () => {
  t = await createTestApp();
  token = await t.login('team12', 'member1234');
  demo = await t.login('demo', 'demo1234');
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
const post = (url: string, payload: object, who = token) =>
  t.request({ method: 'POST', url, headers: bearer(who), payload });

describe('transaction record', () => {
  test('a pending and a paid withdrawal are told apart, by their numbers', async () => {
    const funded = await t.request({
      method: 'POST',
      url: '/ops/adjustments',
      headers: ops,
      payload: {
        operator: 'alice',
        username: 'team12',
        amount: 1000,
        reason: 'test',
        reference: 'fund-records-truth',
      },
    });
    assert.equal(funded.statusCode, 200, funded.body);
    await post('/wps/withdraw/payment-password', {
      currentPassword: 'member1234',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    const account = answer(
      'POST /wps/withdraw/accounts',
      await post('/wps/withdraw/accounts', {
        kind: 'BANK',
        provider: 'Metro Bank',
        accountNo: '111122223333',
        payeeName: 'Team Twelve',
        paymentPassword: '135790',
      }),
    ).value;
    const request = async () =>
      answer(
        'POST /wps/transaction/withdraw',
        await post('/wps/transaction/withdraw', {
          amount: 400,
          payoutAccountId: account.id,
          paymentPassword: '135790',
        }),
      ).value;
    const paid = await request();
    const pending = await request();
    const approved = await t.request({
      method: 'POST',
      url: `/ops/withdrawals/${paid.withdrawalNo}/approve`,
      headers: ops,
      payload: { operator: 'alice' },
    });
    assert.equal(approved.statusCode, 200, approved.body);
    const record = await get('GET /wps/transaction/record', '?period=today&types=WITHDRAWAL');
    const of = (no: string) => record.list.find((item) => item.referenceNo === no)!;
    assert.equal(of(paid.withdrawalNo).withdrawalStatus, 'PAID');
    assert.equal(of(pending.withdrawalNo).withdrawalStatus, 'PENDING');
    assert.equal(of(pending.withdrawalNo).memo, 'Metro Bank ****3333');
  });

  test("a promotion bonus reads the promotion's title, not an internal key", async () => {
    const issued = await get('GET /wps/rewards', '?state=ISSUED', demo);
    const gift = issued.list.find((p) => p.title === 'VIP Birthday Gift')!;
    const claimed = await post(`/wps/rewards/${gift.id}/claim`, {}, demo);
    assert.equal(claimed.statusCode, 200, claimed.body);
    const record = await get('GET /wps/transaction/record', '?period=today&types=BONUS', demo);
    const bonus = record.list.find((item) => item.reference === `promotion:${gift.id}:claim`)!;
    assert.equal(bonus.memo, 'VIP Birthday Gift');
    assert.equal(bonus.referenceNo, null);
    assert.equal(bonus.withdrawalStatus, null);
  });
});

describe('bet record', () => {
  test('newest placed first, by time whatever the ids, across pages', async () => {
    const now = t.clock.now().getTime();
    // Every bet today (UTC) whatever the time of the run, even just after midnight: spread over
    // the part of the day gone so far. Written out of time order: the later id is the older bet.
    const startOfDay = now - (now % 86_400_000);
    for (const [n, share] of [
      [1, 0.5],
      [2, 0.2],
      [3, 0.8],
      [4, 0.35],
    ] as const) {
      const at = new Date(startOfDay + Math.floor((now - startOfDay) * share)).toISOString();
      await t.database.db.execute(sql`
        INSERT INTO bet_records (member_id, game_id, reference, stake_minor, payout_minor, status,
          placed_at, settled_at)
        SELECT m.id, (SELECT min(id) FROM games), ${`slot:${n}:order-${n}`}, 100, 0, 'SETTLED',
          ${at}, ${at}
        FROM members m WHERE m.username = 'team12'`);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: BetRecordPage = await get(
        'GET /wps/bet/record',
        `?period=today&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.list.map((bet) => bet.placedAt));
      cursor = page.nextCursor;
    } while (cursor);
    assert.ok(seen.length >= 4);
    const sorted = [...seen].sort().reverse();
    assert.deepEqual(seen, sorted);
  });
});
