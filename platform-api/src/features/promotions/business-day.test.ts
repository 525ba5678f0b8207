import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { addDays, businessDayOf, dayStart } from '../system/index.js';
import { reconcile } from '../wallet/index.js';
import { promotionId } from './promotion-test-helpers.js';
import { periodKeyOf } from './recurrence.js';

// Issue 35 item 2: a DAILY promotion's day (migration 0036) is the brand's business day
// (Asia/Manila here): it turns at 16:00 UTC, not at UTC midnight.
const ZONE = 'Asia/Manila';

describe('period keys at 23:59 and 00:01 Manila', () => {
  const late = new Date('2026-11-29T15:59:00Z'); // Sunday 23:59 in Manila
  const early = new Date('2026-11-29T16:01:00Z'); // Monday 00:01 in Manila
  const table: Array<[string, 'DAILY' | 'WEEKLY' | 'NONE', Date, string]> = [
    ['daily before midnight', 'DAILY', late, '2026-11-29'],
    ['daily after midnight', 'DAILY', early, '2026-11-30'],
    ['weekly on Sunday night', 'WEEKLY', late, '2026-11-23'],
    ['weekly on Monday morning', 'WEEKLY', early, '2026-11-30'],
    ['whole run', 'NONE', early, ''],
  ];
  for (const [name, recurrence, at, key] of table) {
    test(name, () => assert.equal(periodKeyOf(recurrence, at, ZONE), key));
  }
  test('in UTC the same instants are one day', () => {
    assert.equal(periodKeyOf('DAILY', late, 'UTC'), periodKeyOf('DAILY', early, 'UTC'));
  });
});

describe('a daily promotion over Manila midnight', () => {
  let t: TestApp;
  let reload = 0;
  let token = '';
  let midnight = 0;
  const moveClockTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());
  const as = () => bearer(token);

  before(async () => {
    t = await createTestApp(
      {},
      {
        prepare: async (database) => {
          await database.db.execute(sql`UPDATE brands SET business_time_zone = ${ZONE}`);
        },
      },
    );
    reload = await promotionId(t, 'Daily Reload 10%');
    midnight = dayStart(addDays(businessDayOf(new Date(), ZONE), 2), ZONE).getTime();
  });
  after(async () => {
    assert.equal((await reconcile(t.database.db)).ok, true);
    await t.close();
  });

  test('joined at 23:59, the day is over at 00:01 and a new participation opens', async () => {
    moveClockTo(midnight - 60_000);
    token = await t.login('team07', 'member1234');
    const join = () =>
      t.request({ method: 'POST', url: `/wps/promotions/${reload}/join`, headers: as() });
    const first = await join();
    assert.equal(first.statusCode, 200, first.body);
    const firstId = answer('POST /wps/promotions/:id/join', first).value.id;
    assert.equal((await join()).statusCode, 409, 'one participation per business day');

    moveClockTo(midnight + 60_000); // the UTC day has not changed
    const view = answer(
      'GET /wps/promotions/:id/participation',
      await t.request({
        method: 'GET',
        url: `/wps/promotions/${reload}/participation`,
        headers: as(),
      }),
    ).value;
    assert.equal(view.participation, null);
    assert.equal(view.action, 'JOIN');
    const second = await join();
    assert.equal(second.statusCode, 200, second.body);
    const list = answer(
      'GET /wps/rewards',
      await t.request({ method: 'GET', url: '/wps/rewards', headers: as() }),
    ).value.list;
    assert.equal(list.find((p) => p.id === firstId)!.state, 'CLOSED');
  });
});
