import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { freshSeededDatabase, type TestDatabase } from '../test/databases.js';
import { selectRows } from './database.js';

// team_member_activity (each member's days with settled bets, one bit per day, under every agent
// above) is kept by statement triggers on member_daily_totals (0051). Since 0053 a statement
// whose days all keep their "has settled bets" (all active before and after, or none) returns
// before the work, and the rest runs 0051's statements. Whatever one statement does to several
// member days at once — set one day, clear another, leave a third, or change only other figures —
// the masks must equal the ones recomputed from the member days.

let database: TestDatabase;
before(async () => {
  database = await freshSeededDatabase();
});
after(() => database.close());

interface Mask {
  agent_id: number;
  month: string;
  member_id: number;
  mask: number;
}

const kept = (memberIds: number[]) =>
  selectRows<Mask>(
    database.db,
    sql`SELECT agent_id, month::text AS month, member_id, day_mask AS mask
          FROM team_member_activity
         WHERE member_id IN (${sql.join(memberIds, sql`, `)}) AND day_mask <> 0
         ORDER BY 1, 2, 3`,
  );

const recomputed = (memberIds: number[]) =>
  selectRows<Mask>(
    database.db,
    sql`SELECT c.ancestor_id AS agent_id, date_trunc('month', d.day)::date::text AS month,
               d.member_id, bit_or(1 << (extract(day FROM d.day)::int - 1)) AS mask
          FROM member_daily_totals d JOIN member_ancestors c ON c.member_id = d.member_id
         WHERE d.bets > 0 AND d.member_id IN (${sql.join(memberIds, sql`, `)})
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );

describe('team activity masks (statement triggers on member_daily_totals)', () => {
  test('equal the recomputed masks after statements that set, clear, keep or leave alone', async () => {
    const members = await selectRows<{ id: number }>(
      database.db,
      sql`SELECT DISTINCT member_id AS id FROM member_ancestors ORDER BY 1 LIMIT 2`,
    );
    const ids = members.map((m) => m.id);
    assert.equal(ids.length, 2, 'two members under an agent');
    const [a, b] = ids as [number, number];
    const check = async (step: string) => {
      const masks = await kept(ids);
      assert.deepEqual(masks, await recomputed(ids), step);
      return masks;
    };

    await database.execScript(`
      INSERT INTO member_daily_totals (member_id, day, bets) VALUES
        (${a}, '2020-03-05', 0), (${a}, '2020-03-06', 2), (${b}, '2020-03-05', 1)`);
    const inserted = await check('insert');
    assert.ok(inserted.length > 0, 'the inserted active days have bits');

    // One statement: a's 5th gets bets (set), a's 6th loses them (clear), b's 5th keeps them.
    await database.execScript(`
      UPDATE member_daily_totals
         SET bets = CASE WHEN member_id = ${a} AND day = '2020-03-05' THEN 3
                         WHEN member_id = ${a} THEN 0 ELSE 4 END
       WHERE member_id IN (${a}, ${b}) AND day IN ('2020-03-05', '2020-03-06')`);
    const moved = await check('set and clear in one update');
    assert.notDeepEqual(moved, inserted, 'the update moved bits');

    // Every day active before and after; then every day inactive before and after.
    await database.execScript(`
      UPDATE member_daily_totals SET bets = bets + 1, stakes_minor = stakes_minor + 100
       WHERE member_id IN (${a}, ${b}) AND day = '2020-03-05'`);
    assert.deepEqual(await check('all stay active'), moved);
    await database.execScript(`
      UPDATE member_daily_totals SET deposits_minor = deposits_minor + 500
       WHERE member_id = ${a} AND day = '2020-03-06'`);
    assert.deepEqual(await check('all stay inactive'), moved);

    await database.execScript(
      `DELETE FROM member_daily_totals WHERE member_id = ${a} AND day = '2020-03-05'`,
    );
    await check('delete');
  });
});
