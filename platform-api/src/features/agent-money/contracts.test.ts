import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import {
  answer,
  bearer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../../test/harness.js';
import { utcDay } from './settlement.js';
import { dividendMinor, periodEndingOn, reachedTier } from './tiers.js';
import {
  balanceOf,
  createAccount,
  DAY_MS,
  gameOf,
  grantPlatformContract,
  memberId,
  settle,
  settledBet,
} from './test-helpers.js';

describe('contract tiers', () => {
  const tiers = [
    { minAmountMinor: 100_000, minActive: 3, pay: 5_000 },
    { minAmountMinor: 1_000_000, minActive: 5, pay: 20_000 },
  ];
  test('a figure equal to the minimum reaches the tier; one below does not', () => {
    assert.equal(reachedTier(tiers, 100_000, 3)?.pay, 5_000);
    assert.equal(reachedTier(tiers, 99_999, 3), null);
    assert.equal(reachedTier(tiers, 100_000, 2), null);
    assert.equal(reachedTier(tiers, 1_000_000, 5)?.pay, 20_000);
    assert.equal(reachedTier(tiers, 1_000_000, 4)?.pay, 5_000, 'active members short: lower tier');
    assert.equal(reachedTier(tiers, 999_999, 5)?.pay, 5_000);
  });
  test('dividend: basis points of a net loss, nothing without one', () => {
    assert.equal(dividendMinor({ minAmountMinor: 0, minActive: 0, pay: 1_000 }, 123_456), 12_345);
    assert.equal(dividendMinor({ minAmountMinor: 0, minActive: 0, pay: 1_000 }, -5), 0);
    assert.equal(dividendMinor(null, 100), 0);
  });
  test('periods end on Sundays and month ends', () => {
    assert.deepEqual(periodEndingOn('WEEK', '2026-11-22'), {
      from: '2026-11-16',
      to: '2026-11-22',
    });
    assert.equal(periodEndingOn('WEEK', '2026-11-21'), null);
    assert.deepEqual(periodEndingOn('MONTH', '2024-02-29'), {
      from: '2024-02-01',
      to: '2024-02-29',
    });
    assert.equal(periodEndingOn('MONTH', '2024-02-28'), null);
    assert.deepEqual(periodEndingOn('DAY', '2024-02-28'), { from: '2024-02-28', to: '2024-02-28' });
  });
});

let t: TestApp;
let agent: string;
let sub: string;
let subId: number;
before(async () => {
  t = await createTestApp();
  agent = await t.login('agent01', 'agent1234');
  // agent01's own contracts: what it offers its sub-agent stays under them (contract-cap.test.ts).
  const agentId = await memberId(t, 'agent01');
  await grantPlatformContract(t, agent, agentId, 'SALARY', [
    { minAmount: 100, minActive: 1, pay: 10 },
    { minAmount: 500, minActive: 2, pay: 40 },
  ]);
  await grantPlatformContract(t, agent, agentId, 'HOURLY', [
    { minAmount: 10, minActive: 1, pay: 2 },
  ]);
  subId = (await createAccount(t, agent, 'contsub1', 1, { LOTT: 1 })).value.memberId;
  sub = await t.login('contsub1', 'abc12345');
});
after(async () => {
  await t.close();
});

const offer = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/wps/agent/contracts', headers: bearer(token), payload });
const check = async (token: string) =>
  answer(
    'GET /wps/agent/contracts/check',
    await t.request({ method: 'GET', url: '/wps/agent/contracts/check', headers: bearer(token) }),
  ).value;

describe('contract offers', () => {
  test('the seeded agent has a dividend offer waiting: the login check says so', async () => {
    assert.deepEqual(await check(agent), {
      dailysalreqtype: false,
      divtypecompperiodreq: true,
      contracthoursalreq: false,
    });
  });

  test('an upline offers its sub-agent a salary; the sub-agent sees it, accepts, pay follows tiers', async () => {
    const tiers = [
      { minAmount: 100, minActive: 1, pay: 8 },
      { minAmount: 500, minActive: 2, pay: 30 },
    ];
    const made = await offer(agent, { agentId: subId, kind: 'SALARY', tiers });
    assert.equal(made.statusCode, 200, made.body);
    const id = answer('POST /wps/agent/contracts', made).value.id;
    assert.equal((await check(sub)).dailysalreqtype, true);
    const listed = await t.request({
      method: 'GET',
      url: '/wps/agent/contracts?kind=SALARY',
      headers: bearer(sub),
    });
    assert.deepEqual(answer('GET /wps/agent/contracts', listed).value.offers[0]!.tiers, tiers);
    assert.equal(answer('GET /wps/agent/contracts', listed).value.offers[0]!.offeredBy, 'agent01');
    const accepted = await t.request({
      method: 'POST',
      url: `/wps/agent/contracts/${id}/accept`,
      headers: bearer(sub),
    });
    assert.equal(answer('POST /wps/agent/contracts/:id/accept', accepted).value.status, 'ACTIVE');
    assert.equal((await check(sub)).dailysalreqtype, false);
    const again = await t.request({
      method: 'POST',
      url: `/wps/agent/contracts/${id}/decline`,
      headers: bearer(sub),
    });
    assert.equal(again.statusCode, 409);

    // Team turnover exactly ￥500 by one bettor: the upper tier needs 2 active → the lower tier.
    t.clock.advance(DAY_MS);
    // A day later the sessions have ended: log in again.
    agent = await t.login('agent01', 'agent1234');
    sub = await t.login('contsub1', 'abc12345');
    // Midday of yesterday: the day after it is yesterday again after the next advance (at any
    // hour the test runs).
    const betAt = new Date(`${utcDay(new Date(t.clock.now().getTime() - DAY_MS))}T12:00:00Z`);
    const day = betAt.toISOString().slice(0, 10);
    const m1 = (await createAccount(t, sub, 'contmem1', 0, {})).value.memberId;
    const m2 = (await createAccount(t, sub, 'contmem2', 0, {})).value.memberId;
    const game = await gameOf(t, 'LOTT');
    await settledBet(t, m1, game, 50_000, betAt);
    t.clock.advance(DAY_MS);
    agent = await t.login('agent01', 'agent1234');
    sub = await t.login('contsub1', 'abc12345');
    const before = await balanceOf(t, subId);
    assert.equal((await settle(t, day)).statusCode, 200);
    // rebate 1 % of 500 = 5, salary tier 1 = 8
    assert.equal((await balanceOf(t, subId)) - before, 500 + 800);

    // Next day: two bettors, ￥499.99 → still tier 1; the day after ￥500.00 → tier 2.
    const day2At = new Date(betAt.getTime() + DAY_MS);
    await settledBet(t, m1, game, 25_000, day2At);
    await settledBet(t, m2, game, 24_999, day2At);
    const before2 = await balanceOf(t, subId);
    await settle(t, day2At.toISOString().slice(0, 10));
    assert.equal((await balanceOf(t, subId)) - before2, 499 + 800);
  });

  test('another agent’s sub-agent, a member, or itself cannot be offered a contract → 403 / 400', async () => {
    const team01 = await memberId(t, 'team01');
    const tiers = [{ minAmount: 1, minActive: 0, pay: 1 }];
    assert.equal(
      (await offer(sub, { agentId: await memberId(t, 'agent01'), kind: 'SALARY', tiers }))
        .statusCode,
      403,
    );
    const toMember = await offer(agent, { agentId: team01, kind: 'SALARY', tiers });
    assert.equal(toMember.statusCode, 400);
    const unknown = await offer(agent, { agentId: 999_999, kind: 'SALARY', tiers });
    assert.equal(unknown.statusCode, 404);
  });

  test('declining an offer; another agent’s offer cannot be decided (404)', async () => {
    const made = await offer(agent, {
      agentId: subId,
      kind: 'HOURLY',
      tiers: [{ minAmount: 10, minActive: 1, pay: 1 }],
    });
    const id = answer('POST /wps/agent/contracts', made).value.id;
    const foreign = await t.request({
      method: 'POST',
      url: `/wps/agent/contracts/${id}/accept`,
      headers: bearer(agent),
    });
    assert.equal(foreign.statusCode, 404);
    const declined = await t.request({
      method: 'POST',
      url: `/wps/agent/contracts/${id}/decline`,
      headers: bearer(sub),
    });
    assert.equal(
      answer('POST /wps/agent/contracts/:id/decline', declined).value.status,
      'DECLINED',
    );
  });

  test('the platform offers through the operator call', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/ops/agent/contracts',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: {
        agentId: await memberId(t, 'agent01'),
        kind: 'HOURLY',
        tiers: [{ minAmount: 100, minActive: 1, pay: 2 }],
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(answer('POST /ops/agent/contracts', response).value.offeredBy, null);
    assert.equal((await check(agent)).contracthoursalreq, true);
  });

  test('a plain member’s check is all false; a trial account’s check is all false', async () => {
    const member = await t.login('team05', 'member1234');
    assert.deepEqual(await check(member), {
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
  });

  for (const [name, payload] of [
    ['no tiers', { agentId: 1, kind: 'SALARY', tiers: [] }],
    [
      'unknown kind',
      { agentId: 1, kind: 'BONUS', tiers: [{ minAmount: 1, minActive: 0, pay: 1 }] },
    ],
    [
      'negative pay',
      { agentId: 1, kind: 'SALARY', tiers: [{ minAmount: 1, minActive: 0, pay: -1 }] },
    ],
    [
      'fractional active',
      { agentId: 1, kind: 'SALARY', tiers: [{ minAmount: 1, minActive: 0.5, pay: 1 }] },
    ],
    [
      'unknown period',
      {
        agentId: 1,
        kind: 'DIVIDEND',
        period: 'YEAR',
        tiers: [{ minAmount: 1, minActive: 0, pay: 1 }],
      },
    ],
  ] as const) {
    test(`POST /wps/agent/contracts with ${name} → 400 INVALID_INPUT`, async () => {
      const response = await offer(agent, payload);
      assert.equal(response.statusCode, 400);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }
});
