import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';

import { selectRows } from '../../db/database.js';
import { answer, createTestApp, OPERATOR_KEY, type TestApp } from '../../test/harness.js';

const ops = { 'x-operator-key': OPERATOR_KEY };

describe('PUT /ops/clock with CLOCK_CONTROL on', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ CLOCK_CONTROL: '1' });
  });
  after(async () => {
    await t.close();
  });

  const setOffset = (offsetSeconds: unknown, headers: Record<string, string> = ops) =>
    t.request({ method: 'PUT', url: '/ops/clock', headers, payload: { offsetSeconds } });

  test('moves the time every service reads, and back', async () => {
    const base = t.clock.now().getTime();
    const moved = answer('PUT /ops/clock', await setOffset(600)).value;
    assert.equal(moved.offsetSeconds, 600);
    assert.equal(new Date(moved.now).getTime(), base + 600_000);
    // A session started now expires by the moved clock: two days ahead ends a 120-minute idle one.
    const token = await t.login('demo', 'demo1234');
    await setOffset(2 * 86_400);
    const me = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.statusCode, 401);
    const reset = answer('PUT /ops/clock', await setOffset(0)).value;
    assert.equal(new Date(reset.now).getTime(), base);
    const read = await t.request({ method: 'GET', url: '/ops/clock', headers: ops });
    assert.equal(answer('GET /ops/clock', read).value.offsetSeconds, 0);
  });

  test('moving back forgets the lottery draws a jump ahead opened and no bet was placed on', async () => {
    const ahead = answer('PUT /ops/clock', await setOffset(900)).value;
    const [game] = await selectRows<{ game_id: number }>(
      t.database.db,
      sql`SELECT game_id FROM lottery_games ORDER BY game_id LIMIT 1`,
    );
    // Drawn a minute ago by the moved clock: 14 minutes in the future once it is back.
    const drawAt = new Date(new Date(ahead.now).getTime() - 60_000).toISOString();
    await t.database.db.execute(sql`
      INSERT INTO lottery_draws (game_id, numero, draw_at, seed, commitment, result, state,
        created_at, drawn_at)
      VALUES (${game!.game_id}, 'clock-test-0001', ${drawAt}, 'seed', 'commitment', '1,2,3',
        'DRAWN', ${drawAt}, ${drawAt})`);
    const left = async () =>
      (
        await selectRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM lottery_draws WHERE numero = 'clock-test-0001'`,
        )
      )[0]!.n;
    assert.equal(Number(await left()), 1);
    await setOffset(0);
    assert.equal(Number(await left()), 0);
  });

  test('refuses bad offsets with 400 and a missing key with 403', async () => {
    for (const bad of [-1, 1.5, '60', null, 10 * 366 * 86_400 + 1]) {
      assert.equal((await setOffset(bad)).statusCode, 400, `offset ${String(bad)}`);
    }
    assert.equal((await setOffset(60, {})).statusCode, 403);
  });
});

describe('/ops/clock without CLOCK_CONTROL', () => {
  test('does not exist', async () => {
    const t = await createTestApp();
    try {
      const reply = await t.request({ method: 'GET', url: '/ops/clock', headers: ops });
      assert.equal(reply.statusCode, 404);
    } finally {
      await t.close();
    }
  });
});
