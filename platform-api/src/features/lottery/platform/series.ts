import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/database.js';
import { MIN_SERIES, PLATFORM_MAX_SERIES } from './slip.js';

/**
 * A member's highest series: the least of the own rows along the agent chain (the member, its
 * agent, that agent's agent …), capped by the platform's; so never above the parent's.
 */
export async function maxSeriesOf(db: Executor, memberId: number): Promise<number> {
  const [row] = await selectRows<{ max: number | null }>(
    db,
    sql`WITH RECURSIVE chain(id, parent, depth) AS (
          SELECT id, parent_agent_id, 0 FROM members WHERE id = ${memberId}
          UNION ALL
          SELECT m.id, m.parent_agent_id, c.depth + 1
            FROM members m JOIN chain c ON m.id = c.parent WHERE c.depth < 32)
        SELECT min(s.max_series) AS max FROM chain JOIN lottery_series s ON s.member_id = chain.id`,
  );
  const own = row?.max === null || row?.max === undefined ? PLATFORM_MAX_SERIES : Number(row.max);
  return Math.max(MIN_SERIES, Math.min(own, PLATFORM_MAX_SERIES));
}
