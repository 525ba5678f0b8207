import assert from 'node:assert/strict';
import { selfExcludedValue } from '../../contract/rg.js';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ApiError } from '../../http/errors.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { gameOf, openGame, play } from '../games/test-helpers.js';
import { playSlotRound } from '../play/index.js';
import { createDepositOrder } from '../wallet/wallet-test-helpers.js';
import { startExclusion } from './exclusion.js';
import { depositRequest, memberIdOf } from './rg-test-helpers.js';

const MINUTE = 60_000;

let t: TestApp;
let slot: number;
before(async () => {
  t = await createTestApp();
  slot = await gameOf(t, 'LOBBY');
});
after(async () => {
  await t.close();
});

const putSession = (token: string, payload: object) =>
  t.request({ method: 'PUT', url: '/wps/rg/session', headers: bearer(token), payload });
const realityCheck = (token: string, method: 'GET' | 'POST' = 'GET') =>
  t.request({
    method,
    url: '/wps/rg/reality-check',
    headers: bearer(token),
    ...(method === 'POST' ? { payload: {} } : {}),
  });
const login = (username: string) =>
  t.request({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password: 'member1234' },
  });

describe('session time limit', () => {
  test('after the chosen minutes the token is refused and the answer says why', async () => {
    const token = await t.login('team01', 'member1234');
    const set = await putSession(token, { sessionLimitMinutes: 30, realityCheckMinutes: null });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(answer('PUT /wps/rg/session', set).value.sessionLimitMinutes, 30);
    // The open session is held to it from its sign-in; so is a new one.
    const second = await t.login('team01', 'member1234');
    const check = answer('GET /wps/rg/reality-check', await realityCheck(second)).value;
    assert.equal(
      check.sessionEndsAt,
      new Date(new Date(check.sessionStartedAt).getTime() + 30 * MINUTE).toISOString(),
    );
    t.clock.advance(30 * MINUTE - 1);
    assert.equal((await realityCheck(token)).statusCode, 200);
    t.clock.advance(1);
    const ended = await realityCheck(token);
    assert.equal(ended.statusCode, 401);
    assert.equal(refusal(ended).code, 'NOT_LOGGED_IN');
    assert.deepEqual(refusal(ended).value, { reason: 'SESSION_TIME_LIMIT' });
    // The session is gone: the next call is a plain NOT_LOGGED_IN.
    const again = await realityCheck(token);
    assert.equal(again.statusCode, 401);
    assert.equal(refusal(again).value, null);
    assert.equal((await realityCheck(second)).statusCode, 401);
    // A game's play token dies with its session too.
    const fresh = await t.login('team01', 'member1234');
    const playToken = await openGame(t, fresh, slot);
    t.clock.advance(30 * MINUTE);
    const spin = await t.request({
      method: 'POST',
      url: '/wps/play/slot/spin',
      headers: play(playToken),
      payload: { roundId: 'rg-limit-0001', stake: 1 },
    });
    assert.equal(spin.statusCode, 401, spin.body);
    // Lifting the limit is less protective: it waits 24 hours (session-cooling-off.test.ts).
    const last = await t.login('team01', 'member1234');
    const lifted = await putSession(last, { sessionLimitMinutes: null, realityCheckMinutes: null });
    assert.equal(answer('PUT /wps/rg/session', lifted).value.sessionLimitMinutes, 30);
    assert.equal(answer('PUT /wps/rg/session', lifted).value.sessionLimitPending?.minutes, null);
    t.clock.advance(30 * MINUTE);
    assert.equal((await realityCheck(last)).statusCode, 401);
    t.clock.advance(24 * 60 * MINUTE);
    const free = await t.login('team01', 'member1234');
    t.clock.advance(31 * MINUTE);
    assert.equal((await realityCheck(free)).statusCode, 200);
  });
});

describe('reality check', () => {
  test('due after its interval; rounds wait for it; answering starts the next interval', async () => {
    const token = await t.login('team02', 'member1234');
    const off = answer('GET /wps/rg/reality-check', await realityCheck(token)).value;
    assert.equal(off.intervalMinutes, null);
    assert.equal(off.due, false);
    await putSession(token, { sessionLimitMinutes: null, realityCheckMinutes: 10 });
    const playToken = await openGame(t, token, slot);
    const spin = (roundId: string) =>
      t.request({
        method: 'POST',
        url: '/wps/play/slot/spin',
        headers: play(playToken),
        payload: { roundId, stake: 2 },
      });
    assert.equal((await spin('rg-reality-0001')).statusCode, 200);
    t.clock.advance(10 * MINUTE - 1);
    assert.equal(answer('GET /wps/rg/reality-check', await realityCheck(token)).value.due, false);
    t.clock.advance(1);
    const due = answer('GET /wps/rg/reality-check', await realityCheck(token)).value;
    assert.equal(due.due, true);
    assert.equal(due.intervalMinutes, 10);
    assert.equal(due.durationSeconds, 600);
    assert.equal(due.stake, 2);
    assert.equal(Math.round((due.payout - due.stake) * 100) / 100, due.net);
    const waiting = await spin('rg-reality-0002');
    assert.equal(waiting.statusCode, 409);
    assert.equal(refusal(waiting).code, 'REALITY_CHECK_DUE');
    const answered = await realityCheck(token, 'POST');
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal(answer('POST /wps/rg/reality-check', answered).value.due, false);
    assert.equal(
      answer('POST /wps/rg/reality-check', answered).value.nextAt,
      new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    );
    assert.equal((await spin('rg-reality-0003')).statusCode, 200);
    // Another session of the member has its own clock of checks.
    const other = await t.login('team02', 'member1234');
    assert.equal(answer('GET /wps/rg/reality-check', await realityCheck(other)).value.due, false);
  });
});

describe('time-out and self-exclusion', () => {
  test('a 24-hour time-out ends every session, refuses login with its end, deposits and bets', async () => {
    const token = await t.login('team03', 'member1234');
    const other = await t.login('team03', 'member1234');
    const memberId = await memberIdOf(t, 'team03');
    const started = await t.request({
      method: 'POST',
      url: '/wps/rg/exclusion',
      headers: bearer(token),
      payload: { kind: 'TIMEOUT', length: '24H', confirmed: 2 },
    });
    assert.equal(started.statusCode, 200, started.body);
    const exclusion = answer('POST /wps/rg/exclusion', started).value;
    const until = new Date(t.clock.now().getTime() + 24 * 60 * MINUTE).toISOString();
    assert.deepEqual(exclusion, {
      kind: 'TIMEOUT',
      from: t.clock.now().toISOString(),
      until,
    });
    assert.equal((await t.request(depositRequest(token, 100))).statusCode, 401);
    assert.equal((await t.request(depositRequest(other, 100))).statusCode, 401);
    const refused = await login('team03');
    assert.equal(refused.statusCode, 403);
    assert.equal(refusal(refused).code, 'SELF_EXCLUDED');
    assert.equal(refusal(refused).messageKey, 'self_excluded');
    assert.deepEqual(refusal(refused, selfExcludedValue).value, { kind: 'TIMEOUT', until });
    // The platform refuses the money paths themselves, not only the sessions.
    await assert.rejects(
      createDepositOrder(t.database.db, {
        memberId,
        currencyCode: 'CNY',
        channelCode: 'EWALLET',
        amountMinor: 10_000,
        now: t.clock.now(),
      }),
      (error: ApiError) => error.code === 'SELF_EXCLUDED',
    );
    await assert.rejects(
      playSlotRound(t.database.db, {
        memberId,
        gameId: slot,
        roundId: 'rg-excluded-0001',
        stakeMinor: 100,
        currencyCode: 'CNY',
        now: t.clock.now(),
      }),
      (error: ApiError) => error.code === 'SELF_EXCLUDED',
    );
    // It cannot be restarted shorter or cancelled (lengthening is allowed: below).
    await assert.rejects(
      startExclusion(t.database.db, {
        memberId,
        kind: 'TIMEOUT',
        length: '24H',
        now: t.clock.now(),
      }),
      (error: ApiError) => error.code === 'EXCLUSION_ACTIVE',
    );
    t.clock.advance(24 * 60 * MINUTE - 1);
    assert.equal((await login('team03')).statusCode, 403);
    t.clock.advance(1);
    assert.equal((await login('team03')).statusCode, 200);
  });

  test('a self-exclusion of 6 months: login refused until then; lengthening keeps its start', async () => {
    const token = await t.login('team04', 'member1234');
    const memberId = await memberIdOf(t, 'team04');
    const started = await t.request({
      method: 'POST',
      url: '/wps/rg/exclusion',
      headers: bearer(token),
      payload: { kind: 'SELF_EXCLUSION', length: '6M', confirmed: 2 },
    });
    assert.equal(started.statusCode, 200, started.body);
    const { from, until } = answer('POST /wps/rg/exclusion', started).value;
    const longer = await startExclusion(t.database.db, {
      memberId,
      kind: 'SELF_EXCLUSION',
      length: '1Y',
      now: t.clock.now(),
    });
    assert.equal(longer.from, from);
    assert.ok(longer.until > until);
    for (const length of ['6M', '1Y'] as const) {
      await assert.rejects(
        startExclusion(t.database.db, {
          memberId,
          kind: 'SELF_EXCLUSION',
          length,
          now: t.clock.now(),
        }),
        (error: ApiError) => error.code === 'EXCLUSION_ACTIVE',
      );
    }
    await assert.rejects(
      startExclusion(t.database.db, {
        memberId,
        kind: 'TIMEOUT',
        length: '6W',
        now: t.clock.now(),
      }),
      (error: ApiError) => error.code === 'EXCLUSION_ACTIVE',
    );
    const refused = await login('team04');
    assert.equal(refusal(refused, selfExcludedValue).value.until, longer.until);
  });
});

describe('bad input, trial users, visitors', () => {
  let token: string;
  let trialToken: string;
  before(async () => {
    token = await t.login('team05', 'member1234');
    const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser' });
    trialToken = answer('POST /wps/member/trialuser', trial).value.token;
  });

  const calls = (who: () => string): InjectOptions[] => [
    { method: 'GET', url: '/wps/rg', headers: bearer(who()) },
    {
      method: 'PUT',
      url: '/wps/rg/limits',
      headers: bearer(who()),
      payload: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
    },
    {
      method: 'PUT',
      url: '/wps/rg/session',
      headers: bearer(who()),
      payload: { sessionLimitMinutes: 60, realityCheckMinutes: 30 },
    },
    {
      method: 'POST',
      url: '/wps/rg/exclusion',
      headers: bearer(who()),
      payload: { kind: 'TIMEOUT', length: '24H', confirmed: 2 },
    },
    { method: 'GET', url: '/wps/rg/reality-check', headers: bearer(who()) },
    { method: 'POST', url: '/wps/rg/reality-check', headers: bearer(who()), payload: {} },
  ];

  test('trial users are refused every call; visitors are not logged in', async () => {
    for (const call of calls(() => trialToken)) {
      const response = await t.request(call);
      assert.equal(response.statusCode, 403, `${call.method} ${call.url}`);
      assert.equal(refusal(response).code, 'TRIAL_REJECTED');
    }
    for (const call of calls(() => 'not-a-token')) {
      const response = await t.request({ ...call, headers: {} });
      assert.equal(response.statusCode, 401, `${call.method} ${call.url}`);
    }
  });

  const bad: Array<[string, string, unknown]> = [
    ['/wps/rg/limits', 'PUT', { kind: 'BONUS', period: 'DAY', amount: 100 }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'YEAR', amount: 100 }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY', amount: 0 }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY', amount: -5 }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY', amount: 1.005 }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY', amount: '100' }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY', amount: 100_000_001 }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY' }],
    ['/wps/rg/limits', 'PUT', { kind: 'DEPOSIT', period: 'DAY', amount: 1, extra: 1 }],
    ['/wps/rg/session', 'PUT', { sessionLimitMinutes: 4, realityCheckMinutes: null }],
    ['/wps/rg/session', 'PUT', { sessionLimitMinutes: 1441, realityCheckMinutes: null }],
    ['/wps/rg/session', 'PUT', { sessionLimitMinutes: 30.5, realityCheckMinutes: null }],
    ['/wps/rg/session', 'PUT', { sessionLimitMinutes: null, realityCheckMinutes: 9 }],
    ['/wps/rg/session', 'PUT', { sessionLimitMinutes: null, realityCheckMinutes: 61 }],
    ['/wps/rg/session', 'PUT', { sessionLimitMinutes: null }],
    ['/wps/rg/exclusion', 'POST', { kind: 'TIMEOUT', length: '24H', confirmed: 1 }],
    ['/wps/rg/exclusion', 'POST', { kind: 'TIMEOUT', length: '24H' }],
    ['/wps/rg/exclusion', 'POST', { kind: 'TIMEOUT', length: '6M', confirmed: 2 }],
    ['/wps/rg/exclusion', 'POST', { kind: 'SELF_EXCLUSION', length: '24H', confirmed: 2 }],
    ['/wps/rg/exclusion', 'POST', { kind: 'FOREVER', length: '5Y', confirmed: 2 }],
    ['/wps/rg/reality-check', 'POST', { due: false }],
    ['/wps/rg?x=1', 'GET', undefined],
  ];
  for (const [url, method, payload] of bad) {
    test(`${method} ${url} ${JSON.stringify(payload)} answers 400 INVALID_INPUT`, async () => {
      const response = await t.request({
        method: method as 'GET' | 'PUT' | 'POST',
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }

  test('nothing was changed by the refused calls', async () => {
    const state = answer(
      'GET /wps/rg',
      await t.request({ method: 'GET', url: '/wps/rg', headers: bearer(token) }),
    ).value;
    assert.ok(state.limits.every((limit) => limit.amount === null && limit.pending === null));
    assert.equal(state.sessionLimitMinutes, null);
    assert.equal(state.exclusion, null);
    assert.equal(state.firstDeposit, true);
  });
});
