import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Database, Db } from './database.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number }
  | { kind: 'pglite'; dataDir: string }
  /** An in-memory PGlite, optionally started from a dump (tests copy a seeded template). */
  | { kind: 'pglite-memory'; fromDump?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize);
  if (target.kind === 'pglite') {
    await fs.mkdir(target.dataDir, { recursive: true });
    return wrapPglite(await PGlite.create(target.dataDir));
  }
  return wrapPglite(
    await PGlite.create(target.fromDump ? { loadDataDir: target.fromDump } : undefined),
  );
}

function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    async execScript(script) {
      await client.exec(script);
    },
    async close() {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // No JIT compilation: it pays off for long analytic queries, not for an API's. PostgreSQL
    // compiles any statement whose estimated cost passes jit_above_cost, and a report statement
    // with fall-back parts that never run (a team's member days when the roll-ups hold them) was
    // estimated at >100,000 while it runs in ~3 ms: compiling took ~150 ms (a team of 10,000,
    // PostgreSQL 15). Set on each new connection before its first use rather than as a startup
    // option, which connection poolers such as PgBouncer refuse.
    onConnect: async (client) => {
      await client.query('SET jit = off');
    },
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    async execScript(script) {
      await pool.query(script);
    },
    async close() {
      await pool.end();
    },
  };
}
