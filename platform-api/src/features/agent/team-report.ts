import { sql } from 'drizzle-orm';
import type { TeamPnlRow, TeamScope, TeamSummary } from '../../contract/agent.js';
import { selectPreparedRows, type Db } from '../../db/database.js';
import { toMajor } from '../../http/money.js';
import { isAgentType } from './service.js';
import {
  isSingleDay,
  teamMoney,
  teamPeople,
  ownMoneySizesAndBalances,
  type MoneyRow,
  type PeopleRow,
} from './team-figures.js';
import type { TeamPeriodRange } from './team-period.js';

const minor = (value: string | number | null | undefined) => Number(value ?? 0);

type Money = Record<(typeof MONEY_FIELDS)[number], number>;
const MONEY_FIELDS = [
  'deposits',
  'withdrawals',
  'bonuses',
  'rebates',
  'stakes',
  'payouts',
] as const;

/** Adds up money rows per root (a PnL row is its member's own days plus its team's). */
function moneyByRoot(...parts: MoneyRow[][]): Map<number, Money> {
  const byRoot = new Map<number, Money>();
  for (const row of parts.flat()) {
    const root = Number(row.root);
    const sum = byRoot.get(root) ?? {
      deposits: 0,
      withdrawals: 0,
      bonuses: 0,
      rebates: 0,
      stakes: 0,
      payouts: 0,
    };
    for (const field of MONEY_FIELDS) sum[field] += minor(row[field]);
    byRoot.set(root, sum);
  }
  return byRoot;
}

function figuresOf(money: Money | undefined) {
  const of = (field: (typeof MONEY_FIELDS)[number]) => money?.[field] ?? 0;
  return {
    deposits: toMajor(of('deposits')),
    withdrawals: toMajor(of('withdrawals')),
    stakes: toMajor(of('stakes')),
    payouts: toMajor(of('payouts')),
    bonuses: toMajor(of('bonuses')),
    rebates: toMajor(of('rebates')),
    netWinLoss: toMajor(of('payouts') - of('stakes') + of('bonuses') + of('rebates')),
  };
}

/** The summary of a team from its money rows (as teamMoney answers) and its head counts. */
function summaryOf(
  agentId: number,
  period: TeamPeriodRange,
  money: MoneyRow[],
  people: PeopleRow,
): TeamSummary {
  return {
    ...figuresOf(moneyByRoot(money).get(agentId)),
    members: Number(people.members),
    registrations: Number(people.registrations),
    firstDeposits: Number(people.firsts),
    activeBettors: Number(
      isSingleDay(period)
        ? minor(money.find((row) => Number(row.root) === agentId)?.bettors)
        : people.active,
    ),
    teamBalance: toMajor(minor(people.balance)),
  };
}

/**
 * The whole team's (or the direct members') figures over the period: money from the closed
 * days' roll-ups plus the live member days (team-figures.ts), head counts and balance through
 * the closure.
 */
export async function teamSummary(
  db: Db,
  agentId: number,
  scope: TeamScope,
  period: TeamPeriodRange,
): Promise<TeamSummary> {
  const [money, people] = await Promise.all([
    teamMoney(db, [agentId], scope, period),
    teamPeople(db, agentId, scope, period),
  ]);
  return summaryOf(agentId, period, money, people);
}

/** A page of the agent's direct members by username, with how many it has in all. */
async function directMembersPage(
  db: Db,
  agentId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ direct: Array<{ id: number; username: string; type: number }>; total: number }> {
  const direct = await selectPreparedRows<{
    id: number;
    username: string;
    type: number;
    total: number;
  }>(
    db,
    sql`SELECT id, username, type, count(*) OVER ()::int AS total
          FROM members WHERE parent_agent_id = ${agentId}
         ORDER BY lower(username), id
         LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
  );
  if (direct.length > 0) return { direct, total: Number(direct[0]!.total) };
  // A page past the end has no row to carry the total.
  const [row] = await selectPreparedRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM members WHERE parent_agent_id = ${agentId}`,
  );
  return { direct, total: Number(row?.total ?? 0) };
}

/**
 * The team PnL: the whole team's summary and one row per direct member of the agent, by
 * username, paged; a sub-agent's row adds up its whole team (itself included), so the rows sum
 * to the summary. A row is its member's own days plus, for a sub-agent, that sub-agent's team
 * (its own roll-ups and live days), so a page of sub-agents reads per-agent rows, not every
 * member below them. The agent's team and its page's teams are one teamMoney statement (one
 * plan instead of two).
 */
export async function teamPnl(
  db: Db,
  agentId: number,
  period: TeamPeriodRange,
  page: { pageNo: number; pageSize: number },
): Promise<{ summary: TeamSummary; list: TeamPnlRow[]; total: number }> {
  const [{ direct, total }, people] = await Promise.all([
    directMembersPage(db, agentId, page),
    teamPeople(db, agentId, 'all', period),
  ]);
  const ids = direct.map((member) => Number(member.id));
  const [team, own] = await Promise.all([
    teamMoney(db, [agentId, ...ids], 'all', period),
    ids.length > 0 ? ownMoneySizesAndBalances(db, ids, period) : [],
  ]);
  const summary = summaryOf(
    agentId,
    period,
    team.filter((row) => Number(row.root) === agentId),
    people,
  );
  const money = moneyByRoot(
    own,
    team.filter((row) => Number(row.root) !== agentId),
  );
  const sizeOf = new Map(own.map((row) => [Number(row.root), row]));
  return {
    summary,
    total,
    list: direct.map((member) => {
      const id = Number(member.id);
      const size = sizeOf.get(id);
      return {
        memberId: id,
        username: member.username,
        isAgent: isAgentType(Number(member.type)),
        teamSize: Number(size?.size ?? 0),
        balance: toMajor(minor(size?.balance)),
        ...figuresOf(money.get(id)),
      };
    }),
  };
}
