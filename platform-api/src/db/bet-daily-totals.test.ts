import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { freshSeededDatabase, type TestDatabase } from '../test/databases.js';
import { selectRows } from './database.js';

// bet_daily_totals is kept by statement triggers on bet_records (migration 0046): each
// statement's rows grouped and upserted once. Whatever a statement does to many rows at once —
// several rows of one member, day and category; inserts, updates moving rows between statuses,
// deletes — the totals must equal the sums of bet_records recomputed from scratch.

let database: TestDatabase;
before(async () => {
  database = await freshSeededDatabase();
});
after(() => database.close());

type Total = { member_id: number; day: string; category: string; status: string } & Record<
  'bets' | 'stake' | 'payout',
  string
>;

const kept = (memberIds: number[]) =>
  selectRows<Total>(
    database.db,
    sql`SELECT member_id, day::text AS day, category, status, bets::text AS bets,
               stake_minor::text AS stake, payout_minor::text AS payout
          FROM bet_daily_totals
         WHERE member_id IN (${sql.join(memberIds, sql`, `)})
           AND (bets <> 0 OR stake_minor <> 0 OR payout_minor <> 0)
         ORDER BY 1, 2, 3, 4`,
  );

const recomputed = (memberIds: number[]) =>
  selectRows<Total>(
    database.db,
    sql`SELECT b.member_id, (b.placed_at AT TIME ZONE 'UTC')::date::text AS day,
               v.category, b.status, count(*)::text AS bets,
               sum(b.stake_minor)::text AS stake, sum(b.payout_minor)::text AS payout
          FROM bet_records b JOIN games g ON g.id = b.game_id
          JOIN vendors v ON v.code = g.vendor_code
         WHERE b.member_id IN (${sql.join(memberIds, sql`, `)})
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );

describe('bet_daily_totals (statement triggers on bet_records)', () => {
  test('equal the recomputed sums after many-row inserts, updates and deletes', async () => {
    const members = await selectRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM members WHERE type = 0 ORDER BY id LIMIT 2`,
    );
    const ids = members.map((m) => m.id);
    assert.equal(ids.length, 2);
    const gamesByCategory = await selectRows<{ id: number }>(
      database.db,
      sql`SELECT DISTINCT ON (v.category) g.id FROM games g JOIN vendors v ON v.code = g.vendor_code
           ORDER BY v.category, g.id LIMIT 2`,
    );
    const [g1, g2] = gamesByCategory.map((g) => g.id);
    assert.ok(g1 && g2, 'two games of different categories');

    // 40 rows in one statement: both members, two days, two categories, same keys repeated.
    await database.db.execute(sql`
      INSERT INTO bet_records (member_id, game_id, reference, stake_minor, status, placed_at)
      SELECT CASE WHEN n % 2 = 0 THEN ${ids[0]}::int ELSE ${ids[1]}::int END,
             CASE WHEN n % 3 = 0 THEN ${g1}::int ELSE ${g2}::int END,
             'daily-totals-test-' || n, 100 + n, 'OPEN',
             '2026-03-01T23:59:00Z'::timestamptz + (n % 2) * interval '2 minutes'
        FROM generate_series(1, 40) n`);
    assert.deepEqual(await kept(ids), await recomputed(ids));

    // Settle most of them at once (rows move OPEN → SETTLED with payouts), cancel a few.
    await database.db.execute(sql`
      UPDATE bet_records SET status = 'SETTLED', payout_minor = stake_minor * (id % 3)
       WHERE reference LIKE 'daily-totals-test-%' AND substring(reference, 19)::int % 7 <> 0`);
    await database.db.execute(sql`
      UPDATE bet_records SET status = 'CANCELLED'
       WHERE reference LIKE 'daily-totals-test-%' AND substring(reference, 19)::int % 7 = 0`);
    assert.deepEqual(await kept(ids), await recomputed(ids));

    await database.db.execute(sql`
      DELETE FROM bet_records
       WHERE reference LIKE 'daily-totals-test-%' AND substring(reference, 19)::int % 5 = 0`);
    const after = await kept(ids);
    assert.deepEqual(after, await recomputed(ids));
    assert.ok(
      after.some((row) => row.status === 'SETTLED' && Number(row.bets) > 1),
      'rows of one key summed',
    );
  });
});
