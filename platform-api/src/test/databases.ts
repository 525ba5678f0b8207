import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../seed/index.js';

/**
 * Fresh databases for tests, cheap enough for one per test file.
 *
 * PostgreSQL (DATABASE_URL set): `CREATE DATABASE ... TEMPLATE` copies a migrated and seeded
 * template prepared once by scripts/run-tests.mjs (TEST_TEMPLATE_DB), or made here on first use.
 * PGlite: an in-memory instance loaded from a dump of a seeded instance (TEST_PGLITE_DUMP), or
 * migrated and seeded from scratch when no dump exists.
 */
export async function freshSeededDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = process.env.TEST_TEMPLATE_DB ?? (await prepareTemplateDatabase(url));
    return copyPostgresDatabase(url, template);
  }
  const dump = process.env.TEST_PGLITE_DUMP;
  if (dump) {
    const bytes = await fs.readFile(dump);
    return sharedPglite(await openDatabase({ kind: 'pglite-memory', fromDump: new Blob([bytes]) }));
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database);
  await seed(database.db);
  return sharedPglite(database);
}

/** A test database, and a way to connect to it again as a second API instance would. */
export interface TestDatabase extends Database {
  /**
   * Another connection to the same database. PostgreSQL: a pool of its own. PGlite, which only
   * one process can open: the same instance (closing the returned handle leaves it open).
   */
  connectAgain(): Promise<Database>;
}

function sharedPglite(database: Database): TestDatabase {
  return {
    ...database,
    connectAgain: () => Promise.resolve({ ...database, close: () => Promise.resolve() }),
  };
}

/** An empty database (no migrations) for migration tests. */
export async function freshEmptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite-memory' });
  const name = uniqueName('empty');
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  return dropOnClose(
    url,
    name,
    await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 5 }),
  );
}

/** Creates, migrates and seeds a template database; returns its name. */
export async function prepareTemplateDatabase(url: string): Promise<string> {
  const name = uniqueName('template');
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, name),
    poolSize: 2,
  });
  try {
    await migrate(database);
    await seed(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** Migrates and seeds an in-memory PGlite and writes its data directory dump to `file`. */
export async function preparePgliteDump(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await migrate(database);
    await seed(database.db);
    if (!database.dumpDataDir) throw new Error('not a PGlite database');
    const blob = await database.dumpDataDir();
    await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function copyPostgresDatabase(url: string, template: string): Promise<TestDatabase> {
  const name = uniqueName('t');
  await withAdmin(url, async (admin) => {
    // Concurrent copies of one template can collide briefly; retry a few times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const target = { kind: 'postgres', url: withDatabase(url, name), poolSize: 10 } as const;
  return {
    ...dropOnClose(url, name, await openDatabase(target)),
    connectAgain: () => openDatabase(target),
  };
}

function dropOnClose(url: string, name: string, database: Database): Database {
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function uniqueName(prefix: string): string {
  return `lobby_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
