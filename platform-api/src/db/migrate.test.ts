import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { freshEmptyDatabase } from '../test/databases.js';
import { selectRows } from './database.js';
import { migrate, readMigrations } from './migrate.js';

describe('migrations', () => {
  test('files are numbered, named and in order', async () => {
    const migrations = await readMigrations();
    assert.ok(migrations.length >= 5);
    // 1, 2, 3, … without a gap or a repeat: two branches taking the same number fail here.
    migrations.forEach((m, i) => assert.equal(m.version, i + 1));
  });

  test('apply in order, are recorded, and a re-run applies nothing', async () => {
    const database = await freshEmptyDatabase();
    try {
      const all = await readMigrations();
      assert.deepEqual(
        await migrate(database),
        all.map((m) => m.version),
      );
      assert.deepEqual(await migrate(database), []);
      const rows = await selectRows<{ version: number; name: string }>(
        database.db,
        sql`SELECT version, name FROM schema_migrations ORDER BY version`,
      );
      assert.deepEqual(
        rows.map((r) => r.version),
        all.map((m) => m.version),
      );
      const tables = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('members','sessions','wallets','ledger_entries','games','vendors','announcements','captchas','outbox_messages','favourites','recent_games','bet_records','login_attempts')`,
      );
      assert.equal(rows.length > 0 && tables[0]?.n, 13);
    } finally {
      await database.close();
    }
  });

  test('a failing migration rolls back entirely and is not recorded', async () => {
    const database = await freshEmptyDatabase();
    try {
      const good = await readMigrations();
      await migrate(database, good);
      const broken = {
        version: 999,
        name: 'broken',
        script: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
      };
      await assert.rejects(migrate(database, [...good, broken]), /999_broken/);
      const leftovers = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`,
      );
      assert.equal(leftovers[0]?.n, 0);
      const recorded = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM schema_migrations WHERE version = 999`,
      );
      assert.equal(recorded[0]?.n, 0);
    } finally {
      await database.close();
    }
  });

  test('badly named files are refused', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-migrations-'));
    try {
      await fs.writeFile(path.join(dir, 'init.sql'), 'SELECT 1;');
      await assert.rejects(readMigrations(dir), /0001_name\.sql/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
