import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  answer,
  bearer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../../test/harness.js';
import { settleDay } from './settlement.js';
import {
  balanceOf,
  createAccount,
  DAY_MS,
  gameOf,
  ledgerCount,
  memberId,
  settle,
  settledBet,
} from './test-helpers.js';

let t: TestApp;
let agentId: number;
let subId: number;
let memberIdA: number;
let lott: number;
let live: number;
let yesterday: string;
let betAt: Date;
before(async () => {
  t = await createTestApp();
  const agent = await t.login('agent01', 'agent1234');
  agentId = await memberId(t, 'agent01');
  // agent01 (LOTT 2 %, the default) → sub-agent (1.5 %) → member (1 %)
  subId = (await createAccount(t, agent, 'chainsub1', 1, { LOTT: 1.5, LIVE: 0.5 })).value.memberId;
  const sub = await t.login('chainsub1', 'abc12345');
  memberIdA = (await createAccount(t, sub, 'chainmem1', 0, { LOTT: 1 })).value.memberId;
  lott = await gameOf(t, 'LOTT');
  live = await gameOf(t, 'LIVE');
  betAt = new Date(t.clock.now().getTime() - DAY_MS);
  yesterday = betAt.toISOString().slice(0, 10);
});
after(async () => {
  await t.close();
});

describe('daily settlement', () => {
  test('the member gets its rate; each agent up the chain the difference to the rate below', async () => {
    await settledBet(t, memberIdA, lott, 100_000, betAt); // ￥1,000 on a lottery
    await settledBet(t, memberIdA, live, 50_000, betAt, 20_000); // ￥500 live, member has 0 %
    const before = await Promise.all([memberIdA, subId, agentId].map((id) => balanceOf(t, id)));
    const response = await settle(t, yesterday);
    assert.equal(response.statusCode, 200, response.body);
    const after = await Promise.all([memberIdA, subId, agentId].map((id) => balanceOf(t, id)));
    const gained = after.map((value, i) => value - before[i]!);
    // member 1 % of 1000 = 10; sub-agent 0.5 % of 1000 + 0.5 % of 500 = 7.5;
    // agent01 0.5 % of 1000 + 0.5 % of 500 (LIVE default 1 % − 0.5 %) = 7.5
    assert.deepEqual(gained, [1_000, 750, 750]);
    const history = await t.request({
      method: 'GET',
      url: '/wps/agent/settlements?kind=REBATE',
      headers: bearer(await t.login('chainsub1', 'abc12345')),
    });
    assert.deepEqual(answer('GET /wps/agent/settlements', history).value.list[0], {
      day: yesterday,
      kind: 'REBATE',
      base: 0,
      own: 0,
      downline: 7.5,
      amount: 7.5,
    });
  });

  test('running the day again pays nothing', async () => {
    const before = await balanceOf(t, memberIdA);
    const response = await settle(t, yesterday);
    assert.equal(answer('POST /ops/agent/settlements', response).value.paid, 0);
    assert.equal(await balanceOf(t, memberIdA), before);
    assert.equal(await ledgerCount(t, `agent-settle:${yesterday}:REBATE:${memberIdA}`), 1);
  });

  test('two runs at the same time pay once', async () => {
    const dayAt = new Date(betAt.getTime() - DAY_MS);
    const day = dayAt.toISOString().slice(0, 10);
    await settledBet(t, memberIdA, lott, 10_000, dayAt);
    const before = await balanceOf(t, memberIdA);
    const now = t.clock.now();
    const runs = await Promise.all([
      settleDay(t.database.db, day, now),
      settleDay(t.database.db, day, now),
      settle(t, day),
    ]);
    assert.equal(await balanceOf(t, memberIdA), before + 100);
    const paidRuns = [
      runs[0]!.paid,
      runs[1]!.paid,
      answer('POST /ops/agent/settlements', runs[2]).value.paid,
    ];
    // The seeded team also bet that day: every payment made by any run is one ledger transaction.
    const allPaid = paidRuns.reduce((a, b) => a + b, 0);
    assert.equal(allPaid, await ledgerCount(t, `agent-settle:${day}:%`));
    for (const id of [memberIdA, subId, agentId]) {
      assert.equal(await ledgerCount(t, `agent-settle:${day}:REBATE:${id}`), 1);
    }
  });

  test('trial accounts earn nothing; today and future days are refused', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    for (const date of [today, '2999-01-01']) {
      const response = await settle(t, date);
      assert.equal(response.statusCode, 400);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    }
  });

  for (const [name, payload] of [
    ['no date', {}],
    ['a bad date', { date: '2024-02-30' }],
    ['a date with time', { date: '2024-02-01T00:00' }],
    ['an extra field', { date: '2024-02-01', x: 1 }],
  ] as const) {
    test(`POST /ops/agent/settlements with ${name} → 400 INVALID_INPUT`, async () => {
      const response = await t.request({
        method: 'POST',
        url: '/ops/agent/settlements',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }

  test('the history is paged, newest day first, pages not overlapping', async () => {
    await t.database.db.execute(sql`
      INSERT INTO agent_settlements (day, member_id, kind, stake_minor, own_minor, downline_minor,
                                     amount_minor, created_at)
      SELECT '2025-01-01'::date + n, ${subId}, 'SALARY', n, 0, 0, n, now()
        FROM generate_series(0, 44) n`);
    const token = await t.login('chainsub1', 'abc12345');
    const pageOf = async (pageNo: number) =>
      answer(
        'GET /wps/agent/settlements',
        await t.request({
          method: 'GET',
          url: `/wps/agent/settlements?kind=SALARY&pageSize=20&pageNo=${pageNo}`,
          headers: bearer(token),
        }),
      ).value;
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)];
    assert.deepEqual(
      pages.map((page) => [page.list.length, page.total, page.pageNo]),
      [
        [20, 45, 1],
        [20, 45, 2],
        [5, 45, 3],
        [0, 0, 4],
      ],
    );
    const days = pages.flatMap((page) => page.list.map((row) => row.day));
    assert.equal(days[0], '2025-02-14');
    assert.equal(days[44], '2025-01-01');
    assert.deepEqual(days, [...days].sort().reverse());
    assert.equal(new Set(days).size, 45);
  });

  test('without the operator key → 403', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/ops/agent/settlements',
      payload: { date: yesterday },
    });
    assert.equal(response.statusCode, 403);
  });
});
