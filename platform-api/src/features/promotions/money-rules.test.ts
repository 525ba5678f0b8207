import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { reconcile } from '../wallet/index.js';
import { ops, promotionId } from './promotion-test-helpers.js';

/** Issue 33 items 1 and 2: first-deposit promotions, the stacking rule, recurring promotions. */

let t: TestApp;
const tokens: Record<string, string> = {};
let welcome: number;
let reload: number;

before(async () => {
  t = await createTestApp();
  for (const name of ['team03', 'team04', 'team05', 'team06', 'team07']) {
    tokens[name] = await t.login(name, 'member1234');
  }
  welcome = await promotionId(t, 'Welcome Bonus 100%');
  reload = await promotionId(t, 'Daily Reload 10%');
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const as = (who: string) => bearer(tokens[who]!);
const joinTo = (promotion: number, who: string) =>
  t.request({ method: 'POST', url: `/wps/promotions/${promotion}/join`, headers: as(who) });
const view = async (promotion: number, who: string) =>
  answer(
    'GET /wps/promotions/:id/participation',
    await t.request({
      method: 'GET',
      url: `/wps/promotions/${promotion}/participation`,
      headers: as(who),
    }),
  ).value;
const mine = async (who: string) =>
  answer(
    'GET /wps/rewards',
    await t.request({ method: 'GET', url: '/wps/rewards', headers: as(who) }),
  ).value.list;
const claim = (participation: number, who: string) =>
  t.request({ method: 'POST', url: `/wps/rewards/${participation}/claim`, headers: as(who) });
const setStacking = async (bonusesPerDeposit: number) => {
  const saved = await t.request({
    method: 'PUT',
    url: '/ops/promotions/settings',
    headers: ops,
    payload: { bonusesPerDeposit },
  });
  assert.equal(saved.statusCode, 200, saved.body);
};

/** A bank transfer confirmed by an operator: a paid deposit order. */
async function deposit(who: string, amount: number) {
  const order = await t.request({
    method: 'POST',
    url: '/wps/deposit/orders',
    headers: as(who),
    payload: { channelCode: 'BANK', amount },
  });
  assert.equal(order.statusCode, 200, order.body);
  const { orderNo } = answer('POST /wps/deposit/orders', order).value;
  const confirmed = await t.request({
    method: 'POST',
    url: `/ops/deposits/${orderNo}/confirm`,
    headers: ops,
    payload: { operator: 'alice' },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
}

const joined = async (promotion: number, who: string) => {
  const response = await joinTo(promotion, who);
  assert.equal(response.statusCode, 200, response.body);
  return answer('POST /wps/promotions/:id/join', response).value;
};

describe('first-deposit promotions and the stacking rule', () => {
  test('a member with an earlier paid deposit cannot join a first-deposit promotion', async () => {
    assert.equal((await view(welcome, 'team03')).rule?.firstDepositOnly, true);
    await deposit('team03', 500);
    const refused = await joinTo(welcome, 'team03');
    assert.equal(refused.statusCode, 409);
    assert.equal(refusal(refused).code, 'FIRST_DEPOSIT_ONLY');
    assert.deepEqual(refusal(refused).value, { deposits: 1 });
    // A promotion for any deposit still takes them.
    assert.equal((await joinTo(reload, 'team03')).statusCode, 200);
  });

  test('one deposit issues one bonus by default: the earliest joined, the other waits', async () => {
    const first = await joined(welcome, 'team04');
    const second = await joined(reload, 'team04');
    await deposit('team04', 1000);
    const after = await mine('team04');
    const stateOf = (id: number) => after.find((p) => p.id === id)!;
    assert.equal(stateOf(first.id).state, 'ISSUED');
    assert.equal(stateOf(first.id).bonus, 1000);
    assert.equal(stateOf(second.id).state, 'JOINED');
    // The next deposit issues the reload, and never the welcome bonus again.
    await deposit('team04', 2000);
    const later = await mine('team04');
    assert.equal(later.find((p) => p.id === second.id)!.bonus, 200);
  });

  test('a first-deposit promotion joined in time issues nothing on a second deposit', async () => {
    // Joined second, the welcome bonus waits while the reload takes the first deposit...
    const reloadFirst = await joined(reload, 'team05');
    const welcomeLater = await joined(welcome, 'team05');
    await deposit('team05', 500);
    const stateOf = async (id: number) => (await mine('team05')).find((p) => p.id === id)!;
    assert.equal((await stateOf(reloadFirst.id)).state, 'ISSUED');
    assert.equal((await stateOf(welcomeLater.id)).state, 'JOINED');
    // ...and the second deposit is not a first deposit.
    await deposit('team05', 500);
    assert.equal((await stateOf(welcomeLater.id)).state, 'JOINED');
    assert.equal((await stateOf(welcomeLater.id)).bonus, null);
  });

  test('the operator may let bonuses stack: then both are issued on one deposit', async () => {
    await setStacking(2);
    try {
      const a = await joined(welcome, 'team06');
      const b = await joined(reload, 'team06');
      await deposit('team06', 1000);
      const after = await mine('team06');
      assert.equal(after.find((p) => p.id === a.id)!.bonus, 1000);
      assert.equal(after.find((p) => p.id === b.id)!.bonus, 100);
    } finally {
      await setStacking(1);
    }
    const settings = await t.request({
      method: 'GET',
      url: '/ops/promotions/settings',
      headers: ops,
    });
    assert.deepEqual(answer('GET /ops/promotions/settings', settings).value, {
      bonusesPerDeposit: 1,
    });
    for (const bad of [0, 11, 1.5, '2']) {
      const refused = await t.request({
        method: 'PUT',
        url: '/ops/promotions/settings',
        headers: ops,
        payload: { bonusesPerDeposit: bad },
      });
      assert.equal(refused.statusCode, 400, String(bad));
    }
    const noKey = await t.request({ method: 'GET', url: '/ops/promotions/settings' });
    assert.equal(noKey.statusCode, 403);
  });
});

describe('recurring promotions', () => {
  test('a daily promotion takes one participation per day, not one per lifetime', async () => {
    assert.equal((await view(reload, 'team07')).rule?.recurrence, 'DAILY');
    const today = await joined(reload, 'team07');
    await deposit('team07', 600);
    assert.equal((await claim(today.id, 'team07')).statusCode, 200);
    // The same day: one participation is all.
    const again = await joinTo(reload, 'team07');
    assert.equal(again.statusCode, 409);
    assert.equal(refusal(again).code, 'PARTICIPATION_STATE');
    assert.equal((await view(reload, 'team07')).participation?.state, 'CLAIMED');
    // The next day it is open to join again, and the new participation pays on its own.
    t.clock.advance(86_400_000);
    tokens.team07 = await t.login('team07', 'member1234');
    const tomorrow = await view(reload, 'team07');
    assert.equal(tomorrow.participation, null);
    assert.equal(tomorrow.action, 'JOIN');
    const next = await joined(reload, 'team07');
    assert.notEqual(next.id, today.id);
    // Left unused, the day's participation closes when the day is over.
    t.clock.advance(86_400_000);
    tokens.team07 = await t.login('team07', 'member1234');
    const list = await mine('team07');
    assert.equal(list.find((p) => p.id === next.id)!.state, 'CLOSED');
    assert.equal(list.find((p) => p.id === today.id)!.state, 'CLAIMED');
    assert.equal((await joinTo(reload, 'team07')).statusCode, 200);
  });

  test('the operator sets first-deposit and recurrence on a rule', async () => {
    const start = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const saved = await t.request({
      method: 'PUT',
      url: `/ops/promotions/${reload}/rule`,
      headers: ops,
      payload: {
        joinMode: 'DEPOSIT',
        rewardKind: 'PERCENT',
        rewardPercent: 10,
        rewardCap: 500,
        turnoverMultiple: 5,
        firstDepositOnly: false,
        recurrence: 'WEEKLY',
        startsAt: start,
        endsAt: '2099-12-31T00:00:00.000Z',
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(answer('PUT /ops/promotions/:id/rule', saved).value.recurrence, 'WEEKLY');
    const bad = await t.request({
      method: 'PUT',
      url: `/ops/promotions/${reload}/rule`,
      headers: ops,
      payload: {
        joinMode: 'DEPOSIT',
        rewardKind: 'FIXED',
        rewardAmount: 5,
        turnoverMultiple: 1,
        recurrence: 'HOURLY',
        startsAt: start,
        endsAt: '2099-12-31T00:00:00.000Z',
      },
    });
    assert.equal(bad.statusCode, 400);
  });
});
