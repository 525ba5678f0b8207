import { sql } from 'drizzle-orm';
import {
  REBATE_CATEGORIES,
  type RebateCategory,
  type RebateLine,
  type RebateRates,
} from '../../contract/agent-money.js';
import { selectRows, type Executor } from '../../db/database.js';
import { lockKeys } from '../../db/locks.js';
import { ApiError } from '../../http/errors.js';
import { downlineCte } from '../agent/index.js';

/** Basis points by category. */
export type RateTable = Record<RebateCategory, number>;

export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

const zeroTable = (): RateTable =>
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, 0])) as RateTable;

export async function defaultRates(db: Executor): Promise<RateTable> {
  const rows = await selectRows<{ category: string; rate_bp: number }>(
    db,
    sql`SELECT category, rate_bp FROM rebate_defaults`,
  );
  const table = zeroTable();
  for (const row of rows) {
    if (row.category in table) table[row.category as RebateCategory] = Number(row.rate_bp);
  }
  return table;
}

/**
 * The rates in force for each account: its own rows, and for a category without a row the
 * platform default (no upline) or 0 (with an upline: nothing was given to it).
 */
export async function effectiveRates(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, RateTable>> {
  const result = new Map<number, RateTable>();
  if (memberIds.length === 0) return result;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [defaults, parents, rows] = await Promise.all([
    defaultRates(db),
    selectRows<{ id: number; parent_agent_id: number | null }>(
      db,
      sql`SELECT id, parent_agent_id FROM members WHERE id IN (${ids})`,
    ),
    selectRows<{ member_id: number; category: string; rate_bp: number }>(
      db,
      sql`SELECT member_id, category, rate_bp FROM rebate_settings WHERE member_id IN (${ids})`,
    ),
  ]);
  for (const parent of parents) {
    result.set(Number(parent.id), parent.parent_agent_id === null ? { ...defaults } : zeroTable());
  }
  for (const row of rows) {
    const table = result.get(Number(row.member_id));
    if (table && row.category in table) table[row.category as RebateCategory] = Number(row.rate_bp);
  }
  return result;
}

export async function ratesOf(db: Executor, memberId: number): Promise<RateTable> {
  return (await effectiveRates(db, [memberId])).get(memberId) ?? zeroTable();
}

/** The highest rates an account may hold: its upline's, or the platform default without one. */
export async function capsOf(db: Executor, memberId: number): Promise<RateTable> {
  const [row] = await selectRows<{ parent_agent_id: number | null }>(
    db,
    sql`SELECT parent_agent_id FROM members WHERE id = ${memberId}`,
  );
  if (!row || row.parent_agent_id === null) return defaultRates(db);
  return ratesOf(db, Number(row.parent_agent_id));
}

export function rebateLines(rates: RateTable, caps: RateTable): RebateLine[] {
  return REBATE_CATEGORIES.map((category) => ({
    category,
    rate: bpToPercent(rates[category]),
    cap: bpToPercent(caps[category]),
  }));
}

/** REBATE_ABOVE_CAP naming the first category above its cap. */
export function checkUnderCaps(rates: RebateRates, caps: RateTable): void {
  for (const [category, percent] of Object.entries(rates)) {
    if (percent === undefined) continue;
    if (percentToBp(percent) > caps[category as RebateCategory]) {
      throw new ApiError('REBATE_ABOVE_CAP', null, [
        { path: `rates.${category}`, messageKey: 'rebate_above_cap' },
      ]);
    }
  }
}

/**
 * Writes an account's rates (each checked against its upline's under a lock on the account),
 * then lowers any account below it that now holds more than it, so that no rate anywhere in the
 * tree is above its upline's.
 */
export async function setRates(
  tx: Executor,
  memberId: number,
  rates: RebateRates,
  now: Date,
): Promise<void> {
  await lockKeys(tx, 'rebate', [String(memberId)]);
  checkUnderCaps(rates, await capsOf(tx, memberId));
  for (const [category, percent] of Object.entries(rates)) {
    if (percent === undefined) continue;
    const bp = percentToBp(percent);
    await tx.execute(sql`
      INSERT INTO rebate_settings (member_id, category, rate_bp, updated_at)
      VALUES (${memberId}, ${category}, ${bp}, ${now.toISOString()})
      ON CONFLICT (member_id, category) DO UPDATE
        SET rate_bp = EXCLUDED.rate_bp, updated_at = EXCLUDED.updated_at`);
    await tx.execute(sql`${downlineCte(memberId)}
      UPDATE rebate_settings SET rate_bp = ${bp}, updated_at = ${now.toISOString()}
       WHERE category = ${category} AND rate_bp > ${bp}
         AND member_id IN (SELECT id FROM downline)`);
  }
}
