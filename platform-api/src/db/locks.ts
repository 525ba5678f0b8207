import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

/**
 * Takes PostgreSQL advisory locks on named keys until the end of the transaction, in one fixed
 * order (by hash) so that two transactions locking overlapping keys never deadlock. Every API
 * instance on the database sees the same locks; this is what makes "read the counters, then
 * decide and record" atomic across requests and servers. Null keys are skipped.
 */
export async function lockKeys(
  tx: Executor,
  scope: string,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const names = [...new Set(keys.filter((key): key is string => Boolean(key)))].map(
    (key) => `${scope}:${key}`,
  );
  if (names.length === 0) return;
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(h) FROM (SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest(ARRAY[${list}]::text[]) AS k ORDER BY h) AS ordered`,
  );
}
