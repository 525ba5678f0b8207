import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/** One data layer over either engine: the same Drizzle queries run on both. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs a multi-statement SQL script (migrations); no parameters. */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar archive (tests copy a seeded template with it). */
  dumpDataDir?(): Promise<Blob>;
}

/** Rows of a raw SQL query; both drivers answer with a `rows` array. */
export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
