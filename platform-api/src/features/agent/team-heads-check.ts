import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';

/**
 * Rows of migration 0033's head counts that disagree with the closure they follow: each agent's
 * team size per scope, and its registrations and first deposits per scope and business day, counted
 * from member_ancestors, members and member_first_deposits (counters left at zero count as
 * absent); and the first-day (0034) and last-day (0035) counts of the members' days with settled
 * bets, counted from the activity masks (team_member_activity). 0 when in step (the reconcile
 * check adds this in).
 */
export async function teamHeadsMismatches(executor: Executor): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    executor,
    sql`WITH links AS (
          SELECT c.ancestor_id AS agent_id, s.scope, c.member_id
            FROM member_ancestors c
            JOIN (VALUES ('all'), ('direct')) AS s (scope) ON s.scope = 'all' OR c.depth = 1
        ),
        expected_sizes AS (SELECT agent_id, scope, count(*) AS members FROM links GROUP BY 1, 2),
        kept_sizes AS (SELECT agent_id, scope, members FROM team_sizes WHERE members <> 0),
        expected_days AS (
          SELECT agent_id, scope, day, sum(registrations) AS registrations,
                 sum(firsts) AS firsts
            FROM (
              SELECT l.agent_id, l.scope, (m.created_at AT TIME ZONE business_zone())::date AS day,
                     1 AS registrations, 0 AS firsts
                FROM links l JOIN members m ON m.id = l.member_id
              UNION ALL
              SELECT l.agent_id, l.scope, f.day, 0, 1
                FROM links l JOIN member_first_deposits f ON f.member_id = l.member_id
            ) parts
           GROUP BY 1, 2, 3
        ),
        kept_days AS (
          SELECT agent_id, scope, day, registrations, first_deposits AS firsts
            FROM team_daily_heads WHERE registrations <> 0 OR first_deposits <> 0
        ),
        expected_first_days AS (SELECT * FROM team_month_first_days_expected()),
        kept_first_days AS (
          SELECT agent_id, scope, month, day, members FROM team_month_first_days
           WHERE members <> 0
        ),
        expected_last_days AS (SELECT * FROM team_last_active_days_expected()),
        kept_last_days AS (
          SELECT agent_id, scope, day, members FROM team_last_active_days WHERE members <> 0
        )
        SELECT (
          SELECT count(*) FROM expected_sizes e FULL JOIN kept_sizes k USING (agent_id, scope)
           WHERE e.members IS DISTINCT FROM k.members
        ) + (
          SELECT count(*) FROM expected_days e FULL JOIN kept_days k USING (agent_id, scope, day)
           WHERE (e.registrations, e.firsts) IS DISTINCT FROM (k.registrations, k.firsts)
        ) + (
          SELECT count(*) FROM expected_first_days e
            FULL JOIN kept_first_days k USING (agent_id, scope, month, day)
           WHERE e.members IS DISTINCT FROM k.members
        ) + (
          SELECT count(*) FROM expected_last_days e
            FULL JOIN kept_last_days k USING (agent_id, scope, day)
           WHERE e.members IS DISTINCT FROM k.members
        ) AS n`,
  );
  return Number(row?.n ?? 0);
}
