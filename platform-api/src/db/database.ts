import { createHash } from 'node:crypto';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
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

/** The SQL types a list goes as (arrayParam, rowsOf). */
export type ArrayType = 'smallint' | 'int' | 'bigint' | 'text' | 'timestamptz';

/**
 * A list as one array parameter of a SQL type (`= ANY(...)`, `unnest(...)`): one parameter
 * whatever the count (the protocol allows 65,535 per statement), a statement text that is the
 * same for any count, and quick to build where a parameter per value is not (settling a draw of
 * 100,000 sub-orders spent 0.65 s building its ledger inserts that way).
 */
export const arrayParam = (values: readonly unknown[], type: ArrayType) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Rows as a table for `FROM` (an INSERT ... SELECT, an UPDATE ... FROM): `unnest` of one array
 * parameter per column, each column its type and its value of a row. Add `WITH ORDINALITY` after
 * it for each row's place in `rows`.
 */
export const rowsOf = <T>(
  rows: readonly T[],
  columns: ReadonlyArray<readonly [type: ArrayType, value: (row: T) => unknown]>,
) =>
  sql`unnest(${sql.join(
    columns.map(([type, value]) => arrayParam(rows.map(value), type)),
    sql`, `,
  )})`;

/** Rows of a raw SQL query; both drivers answer with a `rows` array. */
export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Turns SQL into text and parameters as the database's own dialect does (no options set). */
const dialect = new PgDialect();

/**
 * Rows of a raw SQL query run as a named prepared statement, named after its text. For the
 * team reports' figures: their statements take longer to plan than to run (PostgreSQL, a team of
 * 10,000: team money 1.8 ms to plan, 1.3 ms to run) and come back on every call with other
 * values, so each pooled connection parses one once, and PostgreSQL's plan cache keeps a generic
 * plan when it costs no more than the custom ones (plan_cache_mode auto, after five calls).
 * Use it only where the best plan does not depend on the values: look-ups by key into per-agent
 * tables, as there. Not for a page whose best plan depends on the team's size or the period
 * (the team members page ran ten times slower on a generic plan), and not for text with a list
 * spelt out one parameter per item (every shape stays prepared on every open connection).
 * PGlite ignores the name and runs it as selectRows does.
 */
export async function selectPreparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 24)}`;
  const result = (await executor._.session
    .prepareQuery(compiled, undefined, name, false)
    .execute()) as unknown as { rows: T[] };
  return result.rows;
}
