import { sql } from 'drizzle-orm';
import type { RebateCategory, RebatePreview, RebateRates } from '../../contract/agent-money.js';
import { selectRows, type Executor } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { downlineCte, isInDownline } from '../agent/index.js';
import {
  bpToPercent,
  capsOf,
  checkUnderCaps,
  percentToBp,
  ratesOf,
  rebateLines,
  type RateTable,
} from './rates.js';

/** How many of the accounts lowered with it are named; the count covers all of them. */
const NAMED = 50;

/**
 * What `PUT /wps/agent/rebate/member` would do, without doing it: the account's rates before
 * and after, and the accounts below it whose rates setRates would lower with it (those holding
 * more than a new rate), each with its changes. Checked like the change itself (downline,
 * caps), so a preview that answers is one the change accepts at that moment.
 */
export async function previewRates(
  db: Executor,
  agentId: number,
  memberId: number,
  rates: RebateRates,
): Promise<RebatePreview> {
  if (!(await isInDownline(db, agentId, memberId))) throw new ApiError('ACCESS_DENIED');
  const [current, caps] = await Promise.all([ratesOf(db, memberId), capsOf(db, memberId)]);
  checkUnderCaps(rates, caps);
  const next: RateTable = { ...current };
  for (const [category, percent] of Object.entries(rates)) {
    if (percent !== undefined) next[category as RebateCategory] = percentToBp(percent);
  }
  const lowered = Object.entries(rates).flatMap(([category, percent]) =>
    percent === undefined
      ? []
      : [sql`(rs.category = ${category} AND rs.rate_bp > ${percentToBp(percent)})`],
  );
  const empty = { total: 0, list: [] };
  const alsoLowered =
    lowered.length === 0
      ? empty
      : await loweredBelow(db, memberId, sql.join(lowered, sql` OR `), next);
  return {
    before: rebateLines(current, caps),
    after: rebateLines(next, caps),
    alsoLowered,
  };
}

async function loweredBelow(
  db: Executor,
  memberId: number,
  condition: ReturnType<typeof sql>,
  next: RateTable,
): Promise<RebatePreview['alsoLowered']> {
  const hits = sql`${downlineCte(memberId)}, hit AS (
      SELECT rs.member_id, rs.category, rs.rate_bp FROM rebate_settings rs
       WHERE rs.member_id IN (SELECT id FROM downline) AND (${condition})
    )`;
  const [counted] = await selectRows<{ total: number }>(
    db,
    sql`${hits} SELECT count(DISTINCT member_id)::int AS total FROM hit`,
  );
  const rows = await selectRows<{
    member_id: number;
    username: string;
    category: string;
    rate_bp: number;
  }>(
    db,
    sql`${hits}, named AS (
          SELECT DISTINCT h.member_id, m.username FROM hit h JOIN members m ON m.id = h.member_id
           ORDER BY m.username LIMIT ${NAMED}
        )
        SELECT n.member_id, n.username, h.category, h.rate_bp
          FROM named n JOIN hit h ON h.member_id = n.member_id
         ORDER BY n.username, h.category`,
  );
  const byMember = new Map<number, RebatePreview['alsoLowered']['list'][number]>();
  for (const row of rows) {
    const id = Number(row.member_id);
    const entry = byMember.get(id) ?? { memberId: id, username: row.username, changes: [] };
    const category = row.category as RebateCategory;
    entry.changes.push({
      category,
      from: bpToPercent(Number(row.rate_bp)),
      to: bpToPercent(next[category]),
    });
    byMember.set(id, entry);
  }
  return { total: Number(counted?.total ?? 0), list: [...byMember.values()] };
}
