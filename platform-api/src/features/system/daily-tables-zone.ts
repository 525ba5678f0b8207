import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Db, type Executor } from '../../db/database.js';
import { readBusinessZone } from './business-day.js';

/**
 * The daily tables (ledger, bet and member days, first deposits, the team roll-ups and head
 * counts) are keyed by the brand's business day (migration 0048). The zone they are keyed by is
 * kept in its own row (daily_tables_zone, read by the triggers through business_zone()), so an
 * operator's change of brands.business_time_zone takes effect at the next start, all at once:
 * the server re-keys the tables from their sources before it answers.
 */

/** The zone the daily tables are keyed by now. */
export async function dailyTablesZone(db: Executor): Promise<string> {
  const [row] = await selectRows<{ zone: string }>(db, sql`SELECT business_zone() AS zone`);
  return row!.zone;
}

/**
 * Rebuilds every day-keyed table from its sources in `zone`, in one transaction (the SQL function
 * daily_tables_rekey of 0048); a zone PostgreSQL does not know throws and changes nothing.
 */
export async function rekeyDailyTables(db: Db, zone: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT daily_tables_rekey(${zone})`);
    });
  } catch (error) {
    // Name the setting and the database's reason (drizzle's message holds only the query).
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new Error(
      `daily tables: cannot re-key by brands.business_time_zone '${zone}': ${reason}`,
      { cause: error },
    );
  }
}

export interface ZoneChange {
  from: string;
  to: string;
  ms: number;
}

/**
 * At start-up: when the brand's business time zone is not the zone the daily tables are keyed by
 * (the operator changed it), re-keys them and logs the change; null when they already agree.
 */
export async function keepDailyTablesInBusinessZone(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<ZoneChange | null> {
  const [brandZone, tablesZone] = [await readBusinessZone(db), await dailyTablesZone(db)];
  if (brandZone === tablesZone) return null;
  log?.warn(
    { from: tablesZone, to: brandZone },
    'business time zone changed: re-keying the daily tables by the new business day',
  );
  const started = Date.now();
  await rekeyDailyTables(db, brandZone);
  const change = { from: tablesZone, to: brandZone, ms: Date.now() - started };
  log?.info(change, 'daily tables re-keyed by the business day');
  return change;
}
