import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { betRecords, members } from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';

/** The pool starts here (minor units: 100,000,000.00) and keeps 1% of every real stake. */
export const JACKPOT_SEED_MINOR = 100_000_000_00;
export const JACKPOT_SHARE = 0.01;

export async function jackpotValue(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)` })
    .from(betRecords)
    // Trial users' demo stakes fund nothing.
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(and(sql`${betRecords.status} <> 'CANCELLED'`, eq(members.isTrial, false)));
  const stakes = Number(row?.total ?? 0);
  return toMajor(JACKPOT_SEED_MINOR + Math.floor(stakes * JACKPOT_SHARE));
}
