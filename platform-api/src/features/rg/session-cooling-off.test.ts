import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, bearer, createTestApp, type TestApp } from '../../test/harness.js';

// Issue 12: a longer session time limit or reality-check interval, or switching one off, is less
// protective and waits the money limits' 24-hour cooling-off; shorter applies at once.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

type Choices = { sessionLimitMinutes: number | null; realityCheckMinutes: number | null };
const put = async (token: string, payload: Choices) => {
  const response = await t.request({
    method: 'PUT',
    url: '/wps/rg/session',
    headers: bearer(token),
    payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('PUT /wps/rg/session', response).value;
};
const state = async (token: string) =>
  answer('GET /wps/rg', await t.request({ method: 'GET', url: '/wps/rg', headers: bearer(token) }))
    .value;
const check = async (token: string) =>
  answer(
    'GET /wps/rg/reality-check',
    await t.request({ method: 'GET', url: '/wps/rg/reality-check', headers: bearer(token) }),
  ).value;
/** Minutes between a new session's sign-in and its time limit (null: no limit). */
const newSessionLimit = async (username: string) => {
  const value = await check(await t.login(username, 'member1234'));
  return value.sessionEndsAt === null
    ? null
    : (Date.parse(value.sessionEndsAt) - Date.parse(value.sessionStartedAt)) / MINUTE;
};

describe('session time limit: cooling-off', () => {
  test('a first limit and a shorter one apply at once, to the open session too', async () => {
    const token = await t.login('team01', 'member1234');
    const first = await put(token, { sessionLimitMinutes: 60, realityCheckMinutes: null });
    assert.equal(first.sessionLimitMinutes, 60);
    assert.equal(first.sessionLimitPending, null);
    const shorter = await put(token, { sessionLimitMinutes: 30, realityCheckMinutes: null });
    assert.equal(shorter.sessionLimitMinutes, 30);
    assert.equal(shorter.sessionLimitPending, null);
    const open = await check(token);
    assert.equal(Date.parse(open.sessionEndsAt!) - Date.parse(open.sessionStartedAt), 30 * MINUTE);
    assert.equal(await newSessionLimit('team01'), 30);
  });

  test('a longer one waits exactly 24 hours, shown as pending with its start', async () => {
    const token = await t.login('team01', 'member1234');
    const asked = t.clock.now();
    const longer = await put(token, { sessionLimitMinutes: 90, realityCheckMinutes: null });
    assert.equal(longer.sessionLimitMinutes, 30);
    assert.deepEqual(longer.sessionLimitPending, {
      minutes: 90,
      since: asked.toISOString(),
      effectiveAt: new Date(asked.getTime() + DAY).toISOString(),
    });
    assert.equal(await newSessionLimit('team01'), 30);
    // Asking again for the same change keeps its start.
    t.clock.advance(DAY - MINUTE);
    const again = await put(await t.login('team01', 'member1234'), {
      sessionLimitMinutes: 90,
      realityCheckMinutes: null,
    });
    assert.equal(again.sessionLimitPending?.since, asked.toISOString());
    t.clock.advance(MINUTE - 1);
    assert.equal(await newSessionLimit('team01'), 30, 'one millisecond before: still 30');
    t.clock.advance(1);
    assert.equal(await newSessionLimit('team01'), 90, 'at 24 hours: 90');
    const after = await state(await t.login('team01', 'member1234'));
    assert.equal(after.sessionLimitMinutes, 90);
    assert.equal(after.sessionLimitPending, null);
  });

  test('switching it off waits too; a shorter one during the wait applies and drops it', async () => {
    const token = await t.login('team01', 'member1234');
    const off = await put(token, { sessionLimitMinutes: null, realityCheckMinutes: null });
    assert.equal(off.sessionLimitMinutes, 90);
    assert.equal(off.sessionLimitPending?.minutes, null);
    t.clock.advance(12 * 60 * MINUTE);
    // A different less protective change restarts the wait.
    const other = await put(await t.login('team01', 'member1234'), {
      sessionLimitMinutes: 120,
      realityCheckMinutes: null,
    });
    assert.equal(other.sessionLimitPending?.minutes, 120);
    assert.equal(other.sessionLimitPending?.since, t.clock.now().toISOString());
    const shorter = await put(await t.login('team01', 'member1234'), {
      sessionLimitMinutes: 45,
      realityCheckMinutes: null,
    });
    assert.equal(shorter.sessionLimitMinutes, 45);
    assert.equal(shorter.sessionLimitPending, null);
    t.clock.advance(DAY);
    assert.equal(await newSessionLimit('team01'), 45, 'the dropped change never applies');
    // Asking for the limit in force cancels a pending change as well.
    const token2 = await t.login('team01', 'member1234');
    await put(token2, { sessionLimitMinutes: null, realityCheckMinutes: null });
    const kept = await put(token2, { sessionLimitMinutes: 45, realityCheckMinutes: null });
    assert.equal(kept.sessionLimitPending, null);
    t.clock.advance(DAY);
    assert.equal(await newSessionLimit('team01'), 45);
  });
});

describe('reality check: cooling-off', () => {
  test('a longer interval waits 24 hours; checks stay due at the old one meanwhile', async () => {
    const token = await t.login('team02', 'member1234');
    assert.equal(
      (await put(token, { sessionLimitMinutes: null, realityCheckMinutes: 10 }))
        .realityCheckMinutes,
      10,
    );
    const longer = await put(token, { sessionLimitMinutes: null, realityCheckMinutes: 30 });
    assert.equal(longer.realityCheckMinutes, 10);
    assert.equal(longer.realityCheckPending?.minutes, 30);
    t.clock.advance(10 * MINUTE);
    assert.equal((await check(token)).due, true);
    assert.equal((await check(token)).intervalMinutes, 10);
    t.clock.advance(DAY - 10 * MINUTE);
    const later = await t.login('team02', 'member1234');
    assert.equal((await check(later)).intervalMinutes, 30);
    t.clock.advance(10 * MINUTE);
    assert.equal((await check(later)).due, false);
  });

  test('switching off waits; shortening applies at once; each choice on its own', async () => {
    const token = await t.login('team02', 'member1234');
    const mixed = await put(token, { sessionLimitMinutes: 20, realityCheckMinutes: null });
    // The first session limit applied at once, switching the check off waits.
    assert.equal(mixed.sessionLimitMinutes, 20);
    assert.equal(mixed.sessionLimitPending, null);
    assert.equal(mixed.realityCheckMinutes, 30);
    assert.equal(mixed.realityCheckPending?.minutes, null);
    t.clock.advance(30 * MINUTE - 1);
    // The 20-minute limit ended `token` meanwhile: go on with a newer session.
    const newer = await t.login('team02', 'member1234');
    assert.equal((await check(newer)).intervalMinutes, 30);
    const shorter = await put(newer, { sessionLimitMinutes: 20, realityCheckMinutes: 15 });
    assert.equal(shorter.realityCheckMinutes, 15);
    assert.equal(shorter.realityCheckPending, null);
    t.clock.advance(15 * MINUTE);
    assert.equal((await check(newer)).due, true);
    t.clock.advance(DAY);
    const last = await t.login('team02', 'member1234');
    assert.equal((await check(last)).intervalMinutes, 15, 'the dropped switch-off never applies');
  });
});
