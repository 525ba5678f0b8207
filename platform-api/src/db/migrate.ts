import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths.js';
import { selectRows, type Database } from './database.js';

export interface Migration {
  version: number;
  name: string;
  script: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    }
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share version ${version}`);
    }
    migrations.push({
      version,
      name: match[2],
      script: await fs.readFile(path.join(dir, file), 'utf8'),
    });
  }
  return migrations;
}

/**
 * Applies, in version order, every migration not yet recorded in schema_migrations.
 *
 * Each migration is sent as one simple-protocol query string, which PostgreSQL runs as a single
 * implicit transaction: the record of the version is inserted first and the whole script rolls
 * back on any error. Two servers starting at once collide on the version's primary key; the
 * loser sees a unique violation and treats the version as applied.
 */
export async function migrate(database: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  await database.execScript(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set(
    (
      await selectRows<{ version: number }>(database.db, sql`SELECT version FROM schema_migrations`)
    ).map((row) => row.version),
  );
  const applied: number[] = [];
  for (const migration of all) {
    if (done.has(migration.version)) continue;
    const record = `INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');`;
    try {
      await database.execScript(`${record}\n${migration.script}`);
      applied.push(migration.version);
    } catch (error) {
      if (isAlreadyRecorded(error)) continue;
      throw new Error(
        `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return applied;
}

/** The version's record already exists: another process applied this migration. */
function isAlreadyRecorded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' && (message ?? '').includes('schema_migrations_pkey');
}
