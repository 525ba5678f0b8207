import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { hashPassword } from '../../security/password.js';
import {
  answer,
  bearer,
  createTestApp,
  refusal,
  type AnswerEnvelope,
  type JsonEndpointKey,
  type TestApp,
} from '../../test/harness.js';
import { refreshDemoActivity } from '../../seed/activity.js';
import { addDays, businessDayOf, dayStart } from '../system/index.js';

// Issue 35 item 2: the agent's day calls at 23:59 and 00:01 of the brand's business zone
// (Asia/Manila, UTC+8), i.e. 15:59 and 16:01 UTC, when the UTC day does not change.
//   boss → bm1 (direct), bsub (direct agent) → bsm1 (depth 2)
const ZONE = 'Asia/Manila';
const PASSWORD = 'teampass123';
let t: TestApp;
const id: Record<string, number> = {};
let dayBefore: string;
let day: string;
let late: Date;
let early: Date;

const moveClockTo = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());

async function addMember(username: string, type: number, parent: string | null, at: Date) {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        VALUES ('LOBBY01', ${username}, ${await hashPassword(PASSWORD)}, ${type},
                ${parent ? id[parent]! : null}, ${at.toISOString()})
        RETURNING id`,
  );
  id[username] = Number(row!.id);
}

async function bet(username: string, at: Date) {
  const [game] = await selectRows<{ id: number }>(t.database.db, sql`SELECT id FROM games LIMIT 1`);
  await t.database.db.execute(sql`INSERT INTO bet_records
      (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
    VALUES (${id[username]!}, ${game!.id}, ${`bday:${username}:${at.getTime()}`}, 1000, 0,
            'SETTLED', ${at.toISOString()}, ${at.toISOString()})`);
}

let token = '';
/** The answer of the table's GET `key` with `query` for the agent, checked by its schema. */
const get = async <K extends JsonEndpointKey>(
  key: K,
  query = '',
): Promise<AnswerEnvelope<K>['value']> => {
  const url = `${key.slice('GET '.length)}${query}`;
  const response = await t.request({ method: 'GET', url, headers: bearer(token) });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return answer(key, response).value;
};
/** A refused call: its status and failure envelope. */
const refusedAt = async (url: string) => {
  const response = await t.request({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, ...refusal(response) };
};

before(async () => {
  t = await createTestApp(
    {},
    {
      prepare: async (database) => {
        await database.db.execute(sql`UPDATE brands SET business_time_zone = ${ZONE}`);
      },
    },
  );
  // A Manila midnight two days ahead of the real clock, far from the seed's UTC-day activity.
  day = addDays(businessDayOf(new Date(), ZONE), 2);
  dayBefore = addDays(day, -1);
  const midnight = dayStart(day, ZONE).getTime();
  late = new Date(midnight - 60_000);
  early = new Date(midnight + 60_000);
  assert.equal(late.toISOString().slice(0, 10), early.toISOString().slice(0, 10), 'one UTC day');

  const long = new Date(midnight - 30 * 86_400_000);
  await addMember('boss', 1, null, long);
  await addMember('bsub', 1, 'boss', long);
  await addMember('bm1', 0, 'boss', new Date(midnight - 120_000)); // 23:58 Manila
  await addMember('bsm1', 0, 'bsub', new Date(midnight + 30_000)); // 00:00:30 Manila
  await bet('bm1', new Date(midnight - 90_000));
  await bet('bsm1', new Date(midnight + 45_000));
  moveClockTo(late);
  token = await t.login('boss', PASSWORD);
  await t.login('bm1', PASSWORD); // bm1 logged in at 23:59
});
after(async () => {
  await t.close();
});

describe('the business day reaches the front end', () => {
  test('GET /wps/system/status names the zone', async () => {
    const response = await t.request({ method: 'GET', url: '/wps/system/status' });
    const info = (
      answer('GET /wps/system/status', response).value as never as {
        info: { businessTimeZone: string };
      }
    ).info;
    assert.equal(info.businessTimeZone, ZONE);
  });
});

describe('agent day calls at 23:59 and 00:01 Asia/Manila', () => {
  test('23:59: "today" is the Manila day; tomorrow is refused alike everywhere', async () => {
    moveClockTo(late);
    const kpi = await get('GET /wps/agent/team/kpi');
    assert.deepEqual(kpi, {
      teamLoginMemberCount: 1,
      teamBetMemberCount: 1,
      teamRegisterMemberCount: 1,
      teamOnlineCount: 1,
      startDate: dayBefore,
      endDate: dayBefore,
      timeZone: ZONE,
      scope: 'direct',
    });
    const whole = await get('GET /wps/agent/team/kpi', '?scope=all');
    assert.equal(whole.teamRegisterMemberCount, 1);
    assert.equal(whole.scope, 'all');

    const overview = await get('GET /wps/agent/team/overview', '?period=today');
    assert.deepEqual(
      [overview.startDate, overview.endDate, overview.timeZone],
      [dayBefore, dayBefore, ZONE],
    );
    const tomorrow = day.replaceAll('-', '/');
    for (const url of [
      `/wps/agent/team/kpi?startDate=${tomorrow}&endDate=${tomorrow}`,
      `/wps/agent/team/kpi?startDate=${tomorrow}`,
      `/wps/agent/team/kpi?endDate=${addDays(dayBefore, -1)}`, // ends before "today" starts
      `/wps/agent/team/overview?period=custom&startDate=${tomorrow}&endDate=${tomorrow}`,
      `/wps/agent/team/pnl?period=custom&startDate=${dayBefore}&endDate=${day}`,
      `/wps/agent/team/bets?period=custom&startDate=${day}&endDate=${day}`,
    ]) {
      const refused = await refusedAt(url);
      assert.equal(refused.status, 400, url);
      assert.equal(refused.code, 'INVALID_INPUT', url);
    }
  });

  test('00:01: the day has turned for every call, with nothing yet but the new day', async () => {
    moveClockTo(early);
    const kpi = await get('GET /wps/agent/team/kpi');
    assert.deepEqual(kpi, {
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 1,
      startDate: day,
      endDate: day,
      timeZone: ZONE,
      scope: 'direct',
    });
    const whole = await get('GET /wps/agent/team/kpi', '?scope=all');
    assert.equal(whole.teamRegisterMemberCount, 1);
    assert.equal(whole.teamBetMemberCount, 1);
    // A date sent is a business day: yesterday (Manila) holds bm1's sign-up, login and bet.
    const sent = await get(
      'GET /wps/agent/team/kpi',
      `?startDate=${dayBefore.replaceAll('-', '/')}`,
    );
    assert.deepEqual(
      [sent.teamRegisterMemberCount, sent.teamLoginMemberCount, sent.teamBetMemberCount],
      [1, 1, 1],
    );
    await get('GET /wps/agent/team/kpi', `?startDate=${day}`); // answers 200

    // The team reports add up the daily tables, keyed by the business day (0048): their days
    // are Manila days too, and the answer says which zone.
    for (const [period, startDate, endDate] of [
      ['today', day, day],
      ['yesterday', dayBefore, dayBefore],
    ] as const) {
      const value = await get('GET /wps/agent/team/overview', `?period=${period}`);
      assert.deepEqual(
        [value.startDate, value.endDate, value.timeZone],
        [startDate, endDate, ZONE],
        period,
      );
    }
    // The Manila day has begun: a custom range of it is today, not a future day.
    await get('GET /wps/agent/team/overview', `?period=custom&startDate=${day}&endDate=${day}`);
  });

  test('00:01: the member and bets lists cut at Manila midnight', async () => {
    moveClockTo(early);
    const joined = async (from: string, to: string) =>
      (
        await get(
          'GET /wps/agent/team/members',
          `?scope=all&registeredFrom=${from}&registeredTo=${to}`,
        )
      ).list.map((member) => member.username);
    assert.deepEqual(await joined(day, day), ['bsm1']);
    assert.deepEqual(await joined(dayBefore, dayBefore), ['bm1']);
    const bets = async (period: string) =>
      (await get('GET /wps/agent/team/bets', `?period=${period}`)).list.map((row) => row.username);
    // One UTC day holds both bets (15:58:30 and 16:00:45 UTC); the Manila days part them.
    assert.deepEqual(await bets('today'), ['bsm1']);
    assert.deepEqual(await bets('yesterday'), ['bm1']);
  });
});

describe('the agent demo’s “today”', () => {
  test('at 00:01 Manila the demo activity lands in the new business day', async () => {
    moveClockTo(early);
    await refreshDemoActivity(t.database.db, t.clock.now());
    const agent = await t.login('agent01', 'agent1234');
    const kpi = answer(
      'GET /wps/agent/team/kpi',
      await t.request({ method: 'GET', url: '/wps/agent/team/kpi', headers: bearer(agent) }),
    ).value;
    assert.equal(kpi.startDate, day);
    assert.deepEqual(
      [kpi.teamRegisterMemberCount, kpi.teamLoginMemberCount, kpi.teamBetMemberCount],
      [3, 7, 5],
    );
  });
});
