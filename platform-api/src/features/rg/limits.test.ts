import assert from 'node:assert/strict';
import { rgLimitRefusal } from '../../contract/rg.js';
import { after, before, describe, test } from 'node:test';
import { ApiError } from '../../http/errors.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { gameOf, openGame, play } from '../games/test-helpers.js';
import { playSlotRound } from '../play/index.js';
import { reconcile } from '../wallet/index.js';
import {
  assertLimitRefusal,
  depositRequest,
  limitOf,
  memberIdOf,
  moveClockTo,
  rgState,
  setLimit,
} from './rg-test-helpers.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let slot: number;
before(async () => {
  t = await createTestApp();
  slot = await gameOf(t, 'LOBBY');
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const deposit = (token: string, amount: number) => t.request(depositRequest(token, amount));

describe('deposit limits', () => {
  test('first setting applies at once; exactly at the limit passes, one minor unit over is refused', async () => {
    // Wednesday 2030-01-09, 10:00 UTC.
    moveClockTo(t, '2030-01-09T10:00:00.000Z');
    const token = await t.login('team01', 'member1234');
    const state = await setLimit(t, token, { kind: 'DEPOSIT', period: 'DAY', amount: 300 });
    assert.deepEqual(limitOf(state, 'DEPOSIT', 'DAY'), {
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 300,
      pending: null,
      used: 0,
      periodStart: '2030-01-09T00:00:00.000Z',
      resetsAt: '2030-01-10T00:00:00.000Z',
    });
    assert.equal((await deposit(token, 200)).statusCode, 200);
    assertLimitRefusal(await deposit(token, 100.01), {
      limit: 'DEPOSIT',
      period: 'DAY',
      resetsAt: '2030-01-10T00:00:00.000Z',
    });
    const exact = await deposit(token, 100);
    assert.equal(exact.statusCode, 200, exact.body);
    assert.equal(limitOf(await rgState(t, token), 'DEPOSIT', 'DAY').used, 300);
    assertLimitRefusal(await deposit(token, 100), {
      limit: 'DEPOSIT',
      period: 'DAY',
      resetsAt: '2030-01-10T00:00:00.000Z',
    });
  });

  test('an expired order no longer counts; the same request id answers its order, not a refusal', async () => {
    const token = await t.login('team02', 'member1234');
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'DAY', amount: 150 });
    const payload = { channelCode: 'EWALLET', amount: 150, requestId: 'rg-request-0001' };
    const first = await t.request({ ...depositRequest(token, 150), payload });
    const again = await t.request({ ...depositRequest(token, 150), payload });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(
      answer('POST /wps/deposit/orders', again).value.orderNo,
      answer('POST /wps/deposit/orders', first).value.orderNo,
    );
    assert.equal((await deposit(token, 100)).statusCode, 409);
    t.clock.advance(16 * 60 * 1000); // the e-wallet order expires after 15 minutes
    assert.equal((await deposit(token, 100)).statusCode, 200);
  });

  test('period boundaries in UTC: the day and the ISO week reset on Monday 00:00, the month on the 1st', async () => {
    // Sunday 2030-03-31 23:59:00 UTC: last minute of a day, of an ISO week and of a month.
    moveClockTo(t, '2030-03-31T23:59:00.000Z');
    const token = await t.login('team03', 'member1234');
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'WEEK', amount: 300 });
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'MONTH', amount: 500 });
    assert.equal((await deposit(token, 100)).statusCode, 200);
    assertLimitRefusal(await deposit(token, 100), {
      limit: 'DEPOSIT',
      period: 'DAY',
      resetsAt: '2030-04-01T00:00:00.000Z',
    });
    moveClockTo(t, '2030-04-01T00:00:00.000Z');
    assert.equal((await deposit(token, 100)).statusCode, 200);
    const state = await rgState(t, token);
    assert.equal(limitOf(state, 'DEPOSIT', 'DAY').used, 100);
    assert.equal(limitOf(state, 'DEPOSIT', 'WEEK').used, 100);
    assert.equal(limitOf(state, 'DEPOSIT', 'MONTH').used, 100);
    assert.equal(limitOf(state, 'DEPOSIT', 'WEEK').resetsAt, '2030-04-08T00:00:00.000Z');
    assert.equal(limitOf(state, 'DEPOSIT', 'MONTH').resetsAt, '2030-05-01T00:00:00.000Z');
  });

  test('a week that spans two months keeps counting while the month resets', async () => {
    // Thursday 2030-05-30 and Saturday 2030-06-01 are in one ISO week (27 May – 2 June).
    moveClockTo(t, '2030-05-30T12:00:00.000Z');
    const token = await t.login('team04', 'member1234');
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'WEEK', amount: 250 });
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'MONTH', amount: 200 });
    assert.equal((await deposit(token, 200)).statusCode, 200);
    assertLimitRefusal(await deposit(token, 100), {
      limit: 'DEPOSIT',
      period: 'MONTH',
      resetsAt: '2030-06-01T00:00:00.000Z',
    });
    moveClockTo(t, '2030-05-30T12:10:00.000Z');
    const paid = await t.login('team04', 'member1234');
    // The month is still May: the pending order still counts (it expires after 15 minutes).
    assert.equal((await deposit(paid, 100)).statusCode, 409);
  });

  test('raising waits 24 hours as pending (with its start); removing too; lowering applies at once', async () => {
    moveClockTo(t, '2030-07-10T08:00:00.000Z');
    const token = await t.login('team05', 'member1234');
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'MONTH', amount: 200 });
    const raised = await setLimit(t, token, { kind: 'DEPOSIT', period: 'MONTH', amount: 1000 });
    assert.deepEqual(limitOf(raised, 'DEPOSIT', 'MONTH').pending, {
      amount: 1000,
      since: '2030-07-10T08:00:00.000Z',
      effectiveAt: '2030-07-11T08:00:00.000Z',
    });
    assert.equal(limitOf(raised, 'DEPOSIT', 'MONTH').amount, 200);
    assertLimitRefusal(await deposit(token, 300), {
      limit: 'DEPOSIT',
      period: 'MONTH',
      resetsAt: '2030-08-01T00:00:00.000Z',
    });
    // Asking for the same raise again an hour later does not restart the cooling-off.
    t.clock.advance(60 * 60 * 1000);
    const repeated = await setLimit(t, token, { kind: 'DEPOSIT', period: 'MONTH', amount: 1000 });
    assert.equal(limitOf(repeated, 'DEPOSIT', 'MONTH').pending?.since, '2030-07-10T08:00:00.000Z');
    moveClockTo(t, '2030-07-11T07:59:59.999Z');
    const waiting = await t.login('team05', 'member1234');
    assert.equal((await deposit(waiting, 300)).statusCode, 409);
    moveClockTo(t, '2030-07-11T08:00:00.000Z');
    const applied = await rgState(t, waiting);
    assert.equal(limitOf(applied, 'DEPOSIT', 'MONTH').amount, 1000);
    assert.equal(limitOf(applied, 'DEPOSIT', 'MONTH').pending, null);
    assert.equal((await deposit(waiting, 300)).statusCode, 200);

    // Removal: pending with amount null, then gone after 24 hours.
    const removing = await setLimit(t, waiting, {
      kind: 'DEPOSIT',
      period: 'MONTH',
      amount: null,
    });
    assert.equal(limitOf(removing, 'DEPOSIT', 'MONTH').amount, 1000);
    assert.equal(limitOf(removing, 'DEPOSIT', 'MONTH').pending?.amount, null);
    // Lowering during the cooling-off applies at once and drops the pending removal.
    const lowered = await setLimit(t, waiting, { kind: 'DEPOSIT', period: 'MONTH', amount: 400 });
    assert.equal(limitOf(lowered, 'DEPOSIT', 'MONTH').amount, 400);
    assert.equal(limitOf(lowered, 'DEPOSIT', 'MONTH').pending, null);
    await setLimit(t, waiting, { kind: 'DEPOSIT', period: 'MONTH', amount: null });
    t.clock.advance(DAY);
    const later = await t.login('team05', 'member1234');
    const removed = await rgState(t, later);
    assert.equal(limitOf(removed, 'DEPOSIT', 'MONTH').amount, null);
    assert.equal(limitOf(removed, 'DEPOSIT', 'MONTH').pending, null);
    assert.equal((await deposit(later, 5000)).statusCode, 200);
  });

  test('concurrent deposits racing one limit: only one passes', async () => {
    const token = await t.login('team06', 'member1234');
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'DAY', amount: 150 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(token, 100)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 409, 409, 409, 409, 409]);
    assert.equal(limitOf(await rgState(t, token), 'DEPOSIT', 'DAY').used, 100);
  });
});

describe('wager and loss limits on every stake path', () => {
  test('a wager limit refuses the slot spin that would pass it, exactly at it passes', async () => {
    const token = await t.login('team07', 'member1234');
    await setLimit(t, token, { kind: 'WAGER', period: 'DAY', amount: 5 });
    const playToken = await openGame(t, token, slot);
    const spin = (roundId: string, stake: number) =>
      t.request({
        method: 'POST',
        url: '/wps/play/slot/spin',
        headers: play(playToken),
        payload: { roundId, stake },
      });
    assert.equal((await spin('rg-wager-0001', 2)).statusCode, 200);
    assert.equal((await spin('rg-wager-0002', 2)).statusCode, 200);
    const over = await spin('rg-wager-0003', 1.01);
    assert.equal(refusal(over).code, 'RG_LIMIT_REACHED');
    assert.deepEqual(refusal(over, rgLimitRefusal).value.limit, 'WAGER');
    assert.equal((await spin('rg-wager-0004', 1)).statusCode, 200);
    assert.equal(limitOf(await rgState(t, token), 'WAGER', 'DAY').used, 5);
  });

  test('a loss limit counts stakes minus payouts: a win makes room, exactly at it passes', async () => {
    const token = await t.login('team08', 'member1234');
    const memberId = await memberIdOf(t, 'team08');
    await setLimit(t, token, { kind: 'LOSS', period: 'WEEK', amount: 10 });
    const round = (roundId: string, stakeMinor: number, random: () => number) =>
      playSlotRound(t.database.db, {
        memberId,
        gameId: slot,
        roundId,
        stakeMinor,
        currencyCode: 'CNY',
        now: t.clock.now(),
        random,
      });
    // Reels LEMON, STAR, CHERRY: no win.
    const lose = () => {
      const seq = [0.5, 0.999, 0.3];
      let i = 0;
      return () => seq[i++ % 3]!;
    };
    const won = await round('rg-loss-0001', 200, () => 0); // three cherries
    const winMinor = Math.round(won.winAmount * 100);
    assert.ok(winMinor > 200);
    // Net loss so far: 200 − win (negative). Room left: 1000 − (200 − win).
    const room = 1000 - (200 - winMinor);
    await assert.rejects(round('rg-loss-0002', room + 1, lose()), (error: ApiError) => {
      assert.equal(error.code, 'RG_LIMIT_REACHED');
      assert.equal((error.value as { limit: string }).limit, 'LOSS');
      assert.equal((error.value as { period: string }).period, 'WEEK');
      return true;
    });
    assert.equal((await round('rg-loss-0003', room, lose())).winAmount, 0);
    await assert.rejects(round('rg-loss-0004', 100, lose()), /limits/);
    const state = await rgState(t, token);
    assert.equal(limitOf(state, 'LOSS', 'WEEK').used, 10);
    assert.equal(limitOf(state, 'WAGER', 'WEEK').used, (200 + room) / 100);
  });

  test("limits are the member's own: another member is not held by them", async () => {
    const token = await t.login('team10', 'member1234');
    await setLimit(t, token, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const other = await t.login('team11', 'member1234');
    assert.equal(limitOf(await rgState(t, other), 'DEPOSIT', 'DAY').amount, null);
    assert.equal((await deposit(other, 500)).statusCode, 200);
    const response = await t.request({ method: 'GET', url: '/wps/rg', headers: bearer(token) });
    assert.equal(limitOf(answer('GET /wps/rg', response).value, 'DEPOSIT', 'DAY').amount, 100);
  });
});
