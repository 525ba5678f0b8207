import { sql, type SQL } from 'drizzle-orm';
import type { TeamPnlRow, TeamScope, TeamSummary } from '../../contract/agent.js';
import { selectRows, type Db } from '../../db/database.js';
import { toMajor } from '../../http/money.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';
import { isAgentType } from './service.js';
import type { TeamPeriodRange } from './team-period.js';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * `team(id, root)`: the members a report adds up, each under the row it counts for. The
 * overview has one root (0); the PnL has one per direct member, covering its whole team.
 */
function wholeTeamCte(agentId: number, scope: TeamScope): SQL {
  return sql`WITH RECURSIVE team(id, root, depth) AS (
      SELECT id, 0, 1 FROM members WHERE parent_agent_id = ${agentId}
      UNION ALL
      SELECT m.id, 0, t.depth + 1 FROM members m JOIN team t ON m.parent_agent_id = t.id
      WHERE ${scope === 'all'} AND t.depth < ${MAX_TREE_DEPTH}
    )`;
}

function rootedTeamsCte(rootIds: number[]): SQL {
  return sql`WITH RECURSIVE team(id, root, depth) AS (
      SELECT id, id, 0 FROM members WHERE id IN (${list(rootIds)})
      UNION ALL
      SELECT m.id, t.root, t.depth + 1 FROM members m JOIN team t ON m.parent_agent_id = t.id
      WHERE t.depth < ${MAX_TREE_DEPTH}
    )`;
}

interface FigureRow {
  root: number;
  members: number;
  registrations: number;
  balance: string | null;
  deposits: string | null;
  withdrawals: string | null;
  bonuses: string | null;
  rebates: string | null;
  stakes: string | null;
  payouts: string | null;
  active: number | null;
  firsts: number | null;
}

/**
 * The figures of each root's members over the period, read from the per-member daily totals
 * (migration 0026, kept by triggers in the posting's or bet's transaction), so a month of a large
 * team reads one row per member and day, found through the (member, day) key.
 */
async function figuresByRoot(db: Db, team: SQL, period: TeamPeriodRange): Promise<FigureRow[]> {
  const [start, end] = [period.startDate, period.endDate];
  const [from, to] = [period.from.toISOString(), period.to.toISOString()];
  return selectRows<FigureRow>(
    db,
    sql`${team},
      people AS (
        SELECT t.root, count(*)::int AS members,
               (count(*) FILTER (WHERE m.created_at >= ${from} AND m.created_at < ${to}))::int
                 AS registrations,
               sum((SELECT sum(w.balance_minor) FROM wallets w WHERE w.member_id = t.id))
                 AS balance,
               count(f.member_id)::int AS firsts
          FROM team t JOIN members m ON m.id = t.id
          LEFT JOIN member_first_deposits f ON f.member_id = t.id
               AND f.day >= ${start}::date AND f.day <= ${end}::date
         GROUP BY t.root
      ),
      days AS (
        SELECT t.root, sum(d.deposits_minor) AS deposits, sum(d.withdrawals_minor) AS withdrawals,
               sum(d.bonuses_minor) AS bonuses, sum(d.rebates_minor) AS rebates,
               sum(d.stakes_minor) AS stakes, sum(d.payouts_minor) AS payouts,
               count(DISTINCT d.member_id) FILTER (WHERE d.bets > 0)::int AS active
          FROM team t JOIN member_daily_totals d ON d.member_id = t.id
         WHERE d.day >= ${start}::date AND d.day <= ${end}::date
         GROUP BY t.root
      )
      SELECT p.root, p.members, p.registrations, p.balance, days.deposits, days.withdrawals,
             days.bonuses, days.rebates, days.stakes, days.payouts, days.active, p.firsts
        FROM people p LEFT JOIN days ON days.root = p.root`,
  );
}

const minor = (value: string | number | null | undefined) => Number(value ?? 0);

function figuresOf(row: FigureRow | undefined) {
  const stakes = minor(row?.stakes);
  const payouts = minor(row?.payouts);
  const bonuses = minor(row?.bonuses);
  const rebates = minor(row?.rebates);
  return {
    deposits: toMajor(minor(row?.deposits)),
    withdrawals: toMajor(minor(row?.withdrawals)),
    stakes: toMajor(stakes),
    payouts: toMajor(payouts),
    bonuses: toMajor(bonuses),
    rebates: toMajor(rebates),
    netWinLoss: toMajor(payouts - stakes + bonuses + rebates),
  };
}

/** The whole team's (or the direct members') figures over the period. */
export async function teamSummary(
  db: Db,
  agentId: number,
  scope: TeamScope,
  period: TeamPeriodRange,
): Promise<TeamSummary> {
  const [row] = await figuresByRoot(db, wholeTeamCte(agentId, scope), period);
  return {
    ...figuresOf(row),
    members: row?.members ?? 0,
    registrations: row?.registrations ?? 0,
    firstDeposits: row?.firsts ?? 0,
    activeBettors: row?.active ?? 0,
    teamBalance: toMajor(minor(row?.balance)),
  };
}

/**
 * One row per direct member of the agent, by username, paged; a sub-agent's row adds up its
 * whole team (itself included), so the rows sum to the summary.
 */
export async function teamPnlRows(
  db: Db,
  agentId: number,
  period: TeamPeriodRange,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: TeamPnlRow[]; total: number }> {
  const [{ total } = { total: 0 }] = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM members WHERE parent_agent_id = ${agentId}`,
  );
  const direct = await selectRows<{ id: number; username: string; type: number }>(
    db,
    sql`SELECT id, username, type FROM members WHERE parent_agent_id = ${agentId}
         ORDER BY lower(username), id
         LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
  );
  if (direct.length === 0) return { list: [], total: Number(total) };
  const rows = await figuresByRoot(
    db,
    rootedTeamsCte(direct.map((member) => Number(member.id))),
    period,
  );
  const byRoot = new Map(rows.map((row) => [Number(row.root), row]));
  return {
    total: Number(total),
    list: direct.map((member) => {
      const row = byRoot.get(Number(member.id));
      const type = Number(member.type);
      return {
        memberId: Number(member.id),
        username: member.username,
        isAgent: isAgentType(type),
        teamSize: Math.max(0, (row?.members ?? 1) - 1),
        balance: toMajor(minor(row?.balance)),
        ...figuresOf(row),
      };
    }),
  };
}
