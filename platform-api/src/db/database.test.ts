import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { freshEmptyDatabase } from '../test/databases.js';
import { selectPreparedRows, selectRows, type Database } from './database.js';

describe('database access', () => {
  let database: Database;
  before(async () => {
    database = await freshEmptyDatabase();
  });
  after(async () => {
    await database.close();
  });

  test('a prepared statement answers as a plain one, call after call with other values', async () => {
    // Past the five custom plans after which PostgreSQL may switch to a generic one, on every
    // pooled connection (the calls run side by side).
    const calls = Array.from({ length: 24 }, (_, n) => n);
    const query = (n: number) =>
      sql`SELECT g AS value, ${`item ${n}`}::text AS label
            FROM unnest(${sql.param([n, n + 1, n * 2])}::int[]) AS g ORDER BY g`;
    const prepared = await Promise.all(calls.map((n) => selectPreparedRows(database.db, query(n))));
    const plain = await Promise.all(calls.map((n) => selectRows(database.db, query(n))));
    assert.deepEqual(prepared, plain);
    assert.deepEqual(prepared[3], [
      { value: 3, label: 'item 3' },
      { value: 4, label: 'item 3' },
      { value: 6, label: 'item 3' },
    ]);
    // Another text gets a statement of its own, not the first one's.
    const [other] = await selectPreparedRows<{ sum: number }>(
      database.db,
      sql`SELECT ${5}::int + ${7}::int AS sum`,
    );
    assert.equal(other?.sum, 12);
  });

  test('no statement is JIT-compiled, however costly its estimate', async () => {
    const [limit] = await selectRows<{ cost: string }>(
      database.db,
      sql`SELECT current_setting('jit_above_cost') AS cost`,
    );
    const [explained] = await selectRows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`EXPLAIN (FORMAT JSON)
            SELECT count(*) FROM generate_series(1, 100000000) a, generate_series(1, 100) b`,
    );
    const plan = JSON.parse(JSON.stringify(explained!['QUERY PLAN'])) as Array<{
      Plan: { 'Total Cost': number };
      JIT?: unknown;
    }>;
    // The estimate passes the threshold, so only the setting keeps the compiler away.
    assert.ok(plan[0]!.Plan['Total Cost'] > Number(limit!.cost));
    assert.equal(plan[0]!.JIT, undefined);
  });
});
