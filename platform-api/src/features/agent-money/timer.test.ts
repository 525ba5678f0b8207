import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { SettlementSummary } from '../../contract/agent-money.js';
import { selectRows } from '../../db/database.js';
import { TestClock } from '../../test/clock.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { utcDay } from './settlement.js';
import { CATCH_UP_DAYS, lastSettleableDay, startSettlementTimer } from './timer.js';
import { createAccount, DAY_MS, gameOf, ledgerCount, settledBet } from './test-helpers.js';

let t: TestApp;
let member: number;
let lott: number;
// The timer's own clock, at a fixed time of day so the 00:10 rule is deterministic.
const clock = new TestClock(new Date(`${utcDay(new Date())}T12:00:00Z`));
const dayAgo = (days: number) => utcDay(new Date(clock.now().getTime() - days * DAY_MS));
const settledDays: string[] = [];
const failures: unknown[] = [];
const log = {
  info: (entry: { settlement: SettlementSummary }) => settledDays.push(entry.settlement.date),
  error: (entry: unknown) => failures.push(entry),
} as unknown as FastifyBaseLogger;

async function runs(): Promise<string[]> {
  const rows = await selectRows<{ day: string }>(
    t.database.db,
    sql`SELECT day::text AS day FROM agent_settlement_runs ORDER BY day`,
  );
  return rows.map((row) => row.day);
}

/** Runs a timer until `done` holds (or 20 s), then stops it. */
async function runTimer(done: () => Promise<boolean>): Promise<void> {
  const stop = startSettlementTimer({ db: t.database.db, clock }, log, 10);
  try {
    const deadline = Date.now() + 20_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the timer did not finish');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    stop();
  }
}

before(async () => {
  t = await createTestApp();
  const agent = await t.login('agent01', 'agent1234');
  member = (await createAccount(t, agent, 'timermem1', 0, { LOTT: 1 })).value.memberId;
  lott = await gameOf(t, 'LOTT');
  // A bet on each of the last five days: ￥100 → a ￥1 rebate each day.
  for (let days = 1; days <= 5; days += 1) {
    await settledBet(t, member, lott, 10_000, new Date(clock.now().getTime() - days * DAY_MS));
  }
});
after(async () => {
  await t.close();
});

describe('settlement timer', () => {
  test('the last settleable day is yesterday once today is ten minutes old', () => {
    const at = (time: string) => new Date(`2026-03-10T${time}Z`);
    assert.equal(lastSettleableDay(at('00:09:59'), 'UTC'), '2026-03-08');
    assert.equal(lastSettleableDay(at('00:10:00'), 'UTC'), '2026-03-09');
    assert.equal(lastSettleableDay(at('23:59:59'), 'UTC'), '2026-03-09');
  });

  test('the days are business days: in Asia/Manila 00:10 there is 16:10 UTC the day before', () => {
    const at = (iso: string) => new Date(`${iso}Z`);
    assert.equal(lastSettleableDay(at('2026-03-09T16:09:59'), 'Asia/Manila'), '2026-03-08');
    assert.equal(lastSettleableDay(at('2026-03-09T16:10:00'), 'Asia/Manila'), '2026-03-09');
    assert.equal(lastSettleableDay(at('2026-03-10T15:59:59'), 'Asia/Manila'), '2026-03-09');
  });

  test('with no run ever recorded it settles yesterday only (no month of history)', async () => {
    await runTimer(async () => (await runs()).includes(dayAgo(1)));
    assert.deepEqual(await runs(), [dayAgo(1)]);
    assert.equal(await ledgerCount(t, `agent-settle:${dayAgo(1)}:REBATE:${member}`), 1);
    assert.equal(await ledgerCount(t, `agent-settle:${dayAgo(2)}:REBATE:${member}`), 0);
  });

  test('after three days of downtime it settles every missed day, oldest first', async () => {
    const lastRun = dayAgo(1);
    clock.advance(3 * DAY_MS);
    for (let days = 1; days <= 3; days += 1) {
      await settledBet(t, member, lott, 20_000, new Date(clock.now().getTime() - days * DAY_MS));
    }
    settledDays.length = 0;
    await runTimer(async () => (await runs()).length === 4);
    const missed = [dayAgo(3), dayAgo(2), dayAgo(1)];
    assert.deepEqual(settledDays, missed);
    assert.deepEqual(await runs(), [lastRun, ...missed]);
    for (const day of missed) {
      assert.equal(await ledgerCount(t, `agent-settle:${day}:REBATE:${member}`), 1, day);
    }
    assert.deepEqual(failures, []);
  });

  test('a restarted timer pays nothing again', async () => {
    const before = await ledgerCount(t, 'agent-settle:%');
    settledDays.length = 0;
    let ticks = 0;
    // The first tick reads the runs and finds nothing to do; give it a few.
    await runTimer(async () => (ticks += 1) > 10);
    assert.deepEqual(settledDays, []);
    assert.equal(await ledgerCount(t, 'agent-settle:%'), before);
  });

  test(`after fifty days of downtime it settles the last ${CATCH_UP_DAYS} days only`, async () => {
    const before = (await runs()).length;
    clock.advance(50 * DAY_MS);
    settledDays.length = 0;
    await runTimer(async () => (await runs()).includes(dayAgo(1)));
    const expected = Array.from({ length: CATCH_UP_DAYS }, (_, i) => dayAgo(CATCH_UP_DAYS - i));
    assert.deepEqual(settledDays, expected);
    assert.equal((await runs()).length, before + CATCH_UP_DAYS);
    assert.deepEqual(failures, []);
  });
});
