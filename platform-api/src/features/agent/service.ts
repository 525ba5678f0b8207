import { sql } from 'drizzle-orm';
import type { TeamKpi, TeamScope } from '../../contract/agent.js';
import { selectRows, type Db } from '../../db/database.js';

/** Agents are every real account type except plain members (0), trials (4) and type 40. */
export function isAgentType(type: number): boolean {
  return type !== 0 && type !== 4 && type !== 40;
}

type TeamCounts = Pick<
  TeamKpi,
  'teamLoginMemberCount' | 'teamBetMemberCount' | 'teamRegisterMemberCount' | 'teamOnlineCount'
>;

/**
 * Figures of an agent's team (direct members, or the whole downline through the closure of
 * migration 0031) over the instants [from, to) (business days: routes.ts). Online means holding
 * a session that has not expired at `now`.
 */
export async function teamKpi(
  db: Db,
  agentId: number,
  scope: TeamScope,
  fromDate: Date,
  toDate: Date,
  nowDate: Date,
): Promise<TeamCounts> {
  const [from, to, now] = [fromDate, toDate, nowDate].map((date) => date.toISOString());
  const team =
    scope === 'direct'
      ? sql`SELECT id, created_at, last_login_at FROM members WHERE parent_agent_id = ${agentId}`
      : sql`SELECT m.id, m.created_at, m.last_login_at
              FROM member_ancestors c JOIN members m ON m.id = c.member_id
             WHERE c.ancestor_id = ${agentId}`;
  const [row] = await selectRows<Record<keyof TeamCounts, number>>(
    db,
    sql`
      WITH team AS (${team})
      SELECT
        (SELECT count(*)::int FROM team WHERE last_login_at >= ${from} AND last_login_at < ${to})
          AS "teamLoginMemberCount",
        (SELECT count(DISTINCT b.member_id)::int FROM bet_records b JOIN team t ON t.id = b.member_id
          WHERE b.placed_at >= ${from} AND b.placed_at < ${to} AND b.status <> 'CANCELLED')
          AS "teamBetMemberCount",
        (SELECT count(*)::int FROM team WHERE created_at >= ${from} AND created_at < ${to})
          AS "teamRegisterMemberCount",
        (SELECT count(DISTINCT s.member_id)::int FROM sessions s JOIN team t ON t.id = s.member_id
          WHERE s.idle_expires_at > ${now} AND s.absolute_expires_at > ${now})
          AS "teamOnlineCount"`,
  );
  return {
    teamLoginMemberCount: Number(row?.teamLoginMemberCount ?? 0),
    teamBetMemberCount: Number(row?.teamBetMemberCount ?? 0),
    teamRegisterMemberCount: Number(row?.teamRegisterMemberCount ?? 0),
    teamOnlineCount: Number(row?.teamOnlineCount ?? 0),
  };
}
