import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import {
  answer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../../../test/harness.js';
import { openLottery, play } from '../../games/test-helpers.js';
import { minuteGame } from './test-support.js';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const url = (username: string) => `/ops/lottery/members/${username}/series`;
const read = (username: string, key: string | null = OPERATOR_KEY) =>
  t.request({ method: 'GET', url: url(username), headers: key ? { 'x-operator-key': key } : {} });
const put = (username: string, payload: unknown, key: string | null = OPERATOR_KEY) =>
  t.request({
    method: 'PUT',
    url: url(username),
    headers: key ? { 'x-operator-key': key } : {},
    payload: payload as Record<string, unknown>,
  });

async function parentOf(username: string): Promise<string | null> {
  const [row] = await selectRows<{ parent: string | null }>(
    t.database.db,
    sql`SELECT p.username AS parent FROM members m LEFT JOIN members p ON p.id = m.parent_agent_id
         WHERE m.username = ${username}`,
  );
  return row!.parent;
}

describe("an operator sets a member's lottery series", () => {
  test('read: the series in force, the parent bound and the allowed range', async () => {
    assert.equal(await parentOf('team01'), 'agent01');
    const response = await read('team01');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(answer('GET /ops/lottery/members/:username/series', response).value, {
      username: 'team01',
      series: 1950,
      ownSeries: null,
      parentSeries: 1950,
      allowed: { min: 1700, max: 1950 },
      highestDownline: null,
    });
    const agent = answer('GET /ops/lottery/members/:username/series', await read('agent01')).value;
    assert.equal(agent.series, 1950);
    assert.equal(agent.ownSeries, 1950);
    assert.equal(agent.highestDownline?.series, 1950);
    assert.equal(agent.allowed.min, 1950);
  });

  test('never above the parent, never below the minimum; a lower series is in force for betting', async () => {
    const above = await put('team01', { operator: 'alice', series: 1951 });
    assert.equal(above.statusCode, 409, above.body);
    assert.equal(refusal(above).code, 'SERIES_ABOVE_PARENT');
    const below = await put('team01', { operator: 'alice', series: 1699 });
    assert.equal(refusal(below).code, 'SERIES_BELOW_MINIMUM');

    const set = await put('team01', { operator: 'alice', series: 1900 });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(answer('PUT /ops/lottery/members/:username/series', set).value.series, 1900);
    assert.equal(answer('PUT /ops/lottery/members/:username/series', set).value.ownSeries, 1900);
    const audit = await selectRows<{ operator: string; target: string; detail: unknown }>(
      t.database.db,
      sql`SELECT operator, target, detail FROM ops_audit WHERE action = 'LOTTERY_SERIES_SET'`,
    );
    assert.deepEqual(
      audit.map((row) => [row.operator, row.target]),
      [['alice', 'team01']],
    );
    // The lottery page reads the new highest series, so orders are bounded by it.
    const game = await minuteGame(t);
    const token = await openLottery(t, await t.login('team01', 'member1234'), game.gameId);
    const series = await t.request({
      method: 'GET',
      url: '/lgw/customers/series',
      headers: play(token),
    });
    assert.equal(answer('GET /lgw/customers/series', series).value.maxSeries, 1900);
  });

  test('never below a direct downline: the answer names it', async () => {
    const agent = answer('GET /ops/lottery/members/:username/series', await read('agent01')).value;
    const downline = agent.highestDownline!;
    assert.notEqual(downline.username, 'team01');
    const refused = await put('agent01', { operator: 'alice', series: downline.series - 1 });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refusal(refused).code, 'SERIES_BELOW_DOWNLINE');
    assert.deepEqual(refusal(refused).value, downline);
    assert.equal(await parentOf(downline.username), 'agent01');
    // Its own series in force stays as it was; nothing audited for the refusals.
    assert.equal(
      answer('GET /ops/lottery/members/:username/series', await read('agent01')).value.series,
      agent.series,
    );
    const audits = await selectRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ops_audit WHERE action = 'LOTTERY_SERIES_SET'`,
    );
    assert.equal(Number(audits[0]!.n), 1);
  });

  test('without the key 403, unknown member 404, bad input 400', async () => {
    assert.equal((await read('team01', null)).statusCode, 403);
    assert.equal(
      (await put('team01', { operator: 'alice', series: 1900 }, 'wrong')).statusCode,
      403,
    );
    assert.equal((await read('nobody_here')).statusCode, 404);
    for (const bad of [
      {},
      { operator: 'alice' },
      { operator: '', series: 1900 },
      { operator: 'alice', series: 1900.5 },
      { operator: 'alice', series: '1900' },
      { operator: 'alice', series: 1900, extra: 1 },
    ]) {
      assert.equal((await put('team01', bad)).statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await read('bad-name!')).statusCode, 400);
  });
});
