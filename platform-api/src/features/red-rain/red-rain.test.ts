import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rateLimitedValue } from '../../contract/accounts.js';
import type { InjectOptions } from 'fastify';
import type { OpsRedRainRoundBody } from '../../contract/red-rain.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { manyMembers } from '../../test/many-members.js';
import { reconcile } from '../wallet/index.js';
import { ops, walletOf } from '../wallet/wallet-test-helpers.js';
import { envelopeAmount } from './schedule.js';

let t: TestApp;
let member: string;
let trial: string;
before(async () => {
  t = await createTestApp();
  // A quiet moment of the schedule: 30 minutes into an hour (the seeded schedule opens a round
  // at every full hour for 60 s).
  const now = t.clock.now().getTime();
  t.clock.advance(3_600_000 - (now % 3_600_000) + 30 * 60_000);
  member = await t.login('team11', 'member1234');
  const created = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
  trial = answer('POST /wps/member/trialuser', created).value.token;
});
after(async () => {
  await t.close();
});

const state = async (token = member) =>
  t.request({ method: 'GET', url: '/wps/red-rain', headers: bearer(token) });
const grab = (roundId: number, token = member) =>
  t.request({
    method: 'POST',
    url: '/wps/red-rain/grab',
    headers: bearer(token),
    payload: { roundId },
  });
/** Each test's rounds: the clock first moves past the previous round (and the grab interval). */
let lastEnd = 0;
const openRound = async (payload: Partial<OpsRedRainRoundBody> = {}) => {
  t.clock.advance(Math.max(0, lastEnd - t.clock.now().getTime()) + 2_000);
  const response = await t.request({
    method: 'POST',
    url: '/ops/red-rain/rounds',
    headers: ops,
    payload: { operator: 'alice', ...payload },
  });
  assert.equal(response.statusCode, 200, response.body);
  const round = answer('POST /ops/red-rain/rounds', response).value;
  lastEnd = Math.max(lastEnd, new Date(round.endsAt).getTime());
  return round;
};
const paidOf = async (roundId: number) => {
  const [row] = await selectRows<{ paid: string; budget: string; grabs: number }>(
    t.database.db,
    sql`SELECT paid_minor AS paid, budget_minor AS budget, grab_count AS grabs
        FROM red_rain_rounds WHERE id = ${roundId}`,
  );
  return { paid: Number(row!.paid), budget: Number(row!.budget), grabs: Number(row!.grabs) };
};

describe('red rain', { concurrency: 1 }, () => {
  describe('red rain schedule', () => {
    test('between rounds: no current round, the next one at the next full hour', async () => {
      const value = answer('GET /wps/red-rain', await state()).value;
      assert.equal(value.current, null);
      const next = new Date(value.next!.startsAt).getTime();
      assert.equal(next % 3_600_000, 0);
      assert.ok(next > t.clock.now().getTime());
      assert.equal(new Date(value.next!.endsAt).getTime() - next, 60_000);
      assert.equal(value.currencySymbol, '￥');
    });

    test("the schedule's round opens on the hour for 60 s and is stored once", async () => {
      t.clock.advance(30 * 60_000 + 5_000);
      const first = answer('GET /wps/red-rain', await state()).value;
      const again = answer('GET /wps/red-rain', await state()).value;
      assert.ok(first.current);
      assert.equal(first.current.id, again.current!.id);
      assert.equal(first.current.myGrab, null);
      assert.equal(first.current.envelopesLeft, true);
      const grabbed = answer('POST /wps/red-rain/grab', await grab(first.current.id)).value;
      assert.ok(grabbed.amount >= 1 && grabbed.amount <= 88);
      t.clock.advance(60_000);
      const closed = await grab(first.current.id, member);
      assert.equal(closed.statusCode, 409);
      assert.equal(refusal(closed).code, 'RED_RAIN_CLOSED');
      assert.equal(answer('GET /wps/red-rain', await state()).value.current, null);
    });
  });

  describe('grabbing', () => {
    test('a grab twice in one round pays once; the history lists it', async () => {
      const round = await openRound({ budget: 100, minGrab: 1, maxGrab: 10 });
      const before = await walletOf(t, 'team11');
      const first = answer('POST /wps/red-rain/grab', await grab(round.id)).value;
      assert.equal(first.duplicate, false);
      assert.ok(first.amount >= 1 && first.amount <= 10);
      assert.equal(Math.round(first.balance * 100), before.main + Math.round(first.amount * 100));
      t.clock.advance(2_000);
      const second = answer('POST /wps/red-rain/grab', await grab(round.id)).value;
      assert.equal(second.duplicate, true);
      assert.equal(second.amount, first.amount);
      assert.equal(second.balance, first.balance);
      const after = await walletOf(t, 'team11');
      assert.equal(after.main, before.main + Math.round(first.amount * 100));
      const view = answer('GET /wps/red-rain', await state()).value;
      assert.equal(view.current!.id, round.id);
      assert.equal(view.current!.myGrab, first.amount);
      const history = answer(
        'GET /wps/red-rain/grabs',
        await t.request({ method: 'GET', url: '/wps/red-rain/grabs', headers: bearer(member) }),
      ).value;
      assert.equal(history.list[0]!.roundId, round.id);
      assert.equal(history.list[0]!.amount, first.amount);
      assert.equal(history.total, 2);
      const [entry] = await selectRows<{ kind: string; n: number }>(
        t.database.db,
        sql`SELECT kind, count(*)::int AS n FROM ledger_transactions
          WHERE reference = ${`red-rain:${round.id}:${first.roundId && (await memberId('team11'))}`}
          GROUP BY kind`,
      );
      assert.deepEqual(entry, { kind: 'RED_RAIN', n: 1 });
      t.clock.advance(60_000);
    });

    test('a second try within a second is refused with 429 and Retry-After', async () => {
      const round = await openRound();
      const first = await grab(round.id);
      assert.equal(first.statusCode, 200, first.body);
      const quick = await grab(round.id);
      assert.equal(quick.statusCode, 429);
      const limited = refusal(quick, rateLimitedValue);
      assert.equal(limited.code, 'RATE_LIMITED');
      assert.deepEqual(limited.value, { retryAfterSeconds: 1 });
      assert.equal(quick.headers['retry-after'], '1');
      t.clock.advance(60_000);
    });

    test('outside a round, or for a round that is not open, the grab is refused', async () => {
      const later = await openRound({
        startsAt: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
      });
      const early = await grab(later.id);
      assert.equal(early.statusCode, 409);
      assert.equal(refusal(early).code, 'RED_RAIN_CLOSED');
      t.clock.advance(2_000);
      const unknown = await grab(999_999);
      assert.equal(unknown.statusCode, 409);
      assert.equal(refusal(unknown).code, 'RED_RAIN_CLOSED');
      const view = answer('GET /wps/red-rain', await state()).value;
      assert.equal(view.current, null);
      assert.equal(view.next!.startsAt, later.startsAt);
      t.clock.advance(11 * 60_000 + 60_000);
    });

    test('trial users and visitors are refused', async () => {
      const round = await openRound();
      for (const response of [await state(trial), await grab(round.id, trial)]) {
        assert.equal(response.statusCode, 403);
        assert.equal(refusal(response).code, 'TRIAL_REJECTED');
      }
      const visitor = await t.request({ method: 'GET', url: '/wps/red-rain' });
      assert.equal(visitor.statusCode, 401);
      t.clock.advance(60_000);
    });

    test('the budget is never exceeded under 200 parallel grabs of 200 members', async () => {
      const crowd = await manyMembers(t, 'rain', 200);
      // 100.00 in envelopes of 1.00–2.00: at most ~100 members get one.
      const round = await openRound({ budget: 100, minGrab: 1, maxGrab: 2 });
      const answers = await Promise.all(crowd.map((m) => grab(round.id, m.token)));
      const paid = answers
        .filter((r) => r.statusCode === 200)
        .map((r) => answer('POST /wps/red-rain/grab', r).value);
      const empty = answers.filter(
        (r) => r.statusCode !== 200 && refusal(r).code === 'RED_RAIN_EMPTY',
      );
      assert.equal(paid.length + empty.length, 200, answers.map((r) => r.body).join('\n'));
      const totals = await paidOf(round.id);
      const sumMinor = paid.reduce((s, g) => s + Math.round(g.amount * 100), 0);
      assert.equal(totals.paid, sumMinor);
      assert.ok(totals.paid <= totals.budget);
      // Whatever is left cannot pay one more minimum envelope.
      assert.ok(totals.budget - totals.paid < 100);
      assert.equal(totals.grabs, paid.length);
      assert.ok(paid.length >= 50 && paid.length <= 100, String(paid.length));
      const [ledger] = await selectRows<{ total: string }>(
        t.database.db,
        sql`SELECT coalesce(sum(p.amount_minor), 0) AS total FROM ledger_postings p
          JOIN ledger_transactions x ON x.id = p.transaction_id
          JOIN ledger_accounts a ON a.id = p.account_id
          WHERE x.reference LIKE ${`red-rain:${round.id}:%`} AND a.code = 'house:bonus'`,
      );
      assert.equal(-Number(ledger!.total), totals.paid);
      const report = await reconcile(t.database.db);
      assert.equal(report.ok, true, JSON.stringify(report));
      t.clock.advance(60_000);
    });
  });

  describe('envelope amounts', () => {
    const round = { budgetMinor: 1000, paidMinor: 0, minGrabMinor: 100, maxGrabMinor: 300 };
    test('between the minimum and the maximum; the last one takes a stranded rest', () => {
      assert.equal(
        envelopeAmount(round, (min) => min),
        100,
      );
      assert.equal(
        envelopeAmount(round, (_min, max) => max - 1),
        300,
      );
      assert.equal(
        envelopeAmount({ ...round, paidMinor: 850 }, (min) => min),
        150,
      );
      assert.equal(
        envelopeAmount({ ...round, paidMinor: 950 }, (min) => min),
        null,
      );
      assert.equal(
        envelopeAmount({ ...round, paidMinor: 900 }, (min) => min),
        100,
      );
    });
  });

  describe('operator calls', () => {
    test('schedule settings read and written; a key is needed', async () => {
      const denied = await t.request({ method: 'GET', url: '/ops/red-rain/settings' });
      assert.equal(denied.statusCode, 403);
      const put = await t.request({
        method: 'PUT',
        url: '/ops/red-rain/settings',
        headers: ops,
        payload: {
          operator: 'alice',
          enabled: false,
          everyMinutes: 30,
          durationSeconds: 90,
          budget: 500,
          minGrab: 2,
          maxGrab: 20,
        },
      });
      assert.equal(put.statusCode, 200, put.body);
      const read = answer(
        'GET /ops/red-rain/settings',
        await t.request({ method: 'GET', url: '/ops/red-rain/settings', headers: ops }),
      );
      assert.deepEqual(read.value, {
        enabled: false,
        everyMinutes: 30,
        durationSeconds: 90,
        budget: 500,
        minGrab: 2,
        maxGrab: 20,
      });
      const view = answer('GET /wps/red-rain', await state()).value;
      assert.equal(view.next, null);
    });

    test('bad input is refused with 400', async () => {
      const base = { operator: 'alice' };
      const cases: Array<[string, InjectOptions]> = [
        ['no operator', { method: 'POST', url: '/ops/red-rain/rounds', payload: {} }],
        [
          'bad time',
          { method: 'POST', url: '/ops/red-rain/rounds', payload: { ...base, startsAt: 'soon' } },
        ],
        [
          'short round',
          { method: 'POST', url: '/ops/red-rain/rounds', payload: { ...base, durationSeconds: 5 } },
        ],
        [
          '3 decimals',
          { method: 'POST', url: '/ops/red-rain/rounds', payload: { ...base, budget: 1.005 } },
        ],
        [
          'max below min',
          {
            method: 'POST',
            url: '/ops/red-rain/rounds',
            payload: { ...base, minGrab: 5, maxGrab: 1 },
          },
        ],
        [
          'budget below min',
          {
            method: 'POST',
            url: '/ops/red-rain/rounds',
            payload: { ...base, budget: 1, minGrab: 5, maxGrab: 6 },
          },
        ],
        [
          'in the past',
          {
            method: 'POST',
            url: '/ops/red-rain/rounds',
            payload: { ...base, startsAt: '2020-01-01T00:00:00Z' },
          },
        ],
        [
          'unknown field',
          { method: 'POST', url: '/ops/red-rain/rounds', payload: { ...base, extra: 1 } },
        ],
        [
          'settings: every 0',
          {
            method: 'PUT',
            url: '/ops/red-rain/settings',
            payload: {
              ...base,
              enabled: true,
              everyMinutes: 0,
              durationSeconds: 60,
              budget: 1,
              minGrab: 1,
              maxGrab: 1,
            },
          },
        ],
      ];
      for (const [name, request] of cases) {
        const response = await t.request({ ...request, headers: ops });
        assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
        assert.equal(refusal(response).code, 'INVALID_INPUT', name);
      }
      const first = await openRound({
        startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      });
      const overlapping = await t.request({
        method: 'POST',
        url: '/ops/red-rain/rounds',
        headers: ops,
        payload: {
          ...base,
          startsAt: new Date(new Date(first.startsAt).getTime() + 30_000).toISOString(),
        },
      });
      assert.equal(overlapping.statusCode, 400, 'an overlapping operator round');
    });

    test('member bad input: grab bodies and history paging', async () => {
      const bad: InjectOptions[] = [
        { method: 'POST', url: '/wps/red-rain/grab', payload: {} },
        { method: 'POST', url: '/wps/red-rain/grab', payload: { roundId: '1' } },
        { method: 'POST', url: '/wps/red-rain/grab', payload: { roundId: 0 } },
        { method: 'POST', url: '/wps/red-rain/grab', payload: { roundId: 1, amount: 100 } },
        { method: 'GET', url: '/wps/red-rain/grabs?pageSize=1000' },
        { method: 'GET', url: '/wps/red-rain/grabs?pageNo=x' },
        { method: 'GET', url: '/wps/red-rain?x=1' },
      ];
      for (const request of bad) {
        t.clock.advance(2_000);
        const response = await t.request({ ...request, headers: bearer(member) });
        assert.equal(response.statusCode, 400, `${request.url} ${JSON.stringify(request.payload)}`);
      }
    });
  });
});

async function memberId(username: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE username = ${username}`,
  );
  return row!.id;
}
