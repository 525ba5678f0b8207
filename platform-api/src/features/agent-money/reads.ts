import { sql } from 'drizzle-orm';
import type { SettlementRow, TeamRebateMember } from '../../contract/agent-money.js';
import { selectRows, type Executor } from '../../db/database.js';
import { toMajor } from '../../http/money.js';
import { downlineCte } from '../agent/index.js';
import { effectiveRates, rebateLines } from './rates.js';

const page = (query: { pageNo?: number; pageSize?: number }) => {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
};

/** The caller's whole downline with each account's rates and caps, direct members first. */
export async function teamRebates(
  db: Executor,
  agentId: number,
  query: { pageNo?: number; pageSize?: number; username?: string },
): Promise<{ list: TeamRebateMember[]; total: number; pageNo: number; pageSize: number }> {
  const { pageNo, pageSize, offset } = page(query);
  const filter = query.username
    ? sql`AND lower(m.username) LIKE ${`%${query.username.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`
    : sql``;
  const rows = await selectRows<{
    id: number;
    username: string;
    type: number;
    depth: number;
    parent_agent_id: number;
    total: number;
  }>(
    db,
    sql`${downlineCte(agentId)}
        SELECT m.id, m.username, m.type, d.depth, m.parent_agent_id, count(*) OVER ()::int AS total
          FROM downline d JOIN members m ON m.id = d.id
         WHERE NOT m.is_trial ${filter}
         ORDER BY d.depth, m.username
         LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const ids = rows.map((row) => Number(row.id));
  const parents = [...new Set(rows.map((row) => Number(row.parent_agent_id)))];
  const rates = await effectiveRates(db, [...new Set([...ids, ...parents])]);
  const list = rows.map((row) => ({
    memberId: Number(row.id),
    username: row.username,
    type: Number(row.type),
    depth: Number(row.depth),
    rates: rebateLines(rates.get(Number(row.id))!, rates.get(Number(row.parent_agent_id))!),
  }));
  return { list, total: Number(rows[0]?.total ?? 0), pageNo, pageSize };
}

/** The account's settlement rows, newest day first. */
export async function settlementHistory(
  db: Executor,
  memberId: number,
  query: { kind?: SettlementRow['kind']; pageNo?: number; pageSize?: number },
): Promise<{ list: SettlementRow[]; total: number; pageNo: number; pageSize: number }> {
  const { pageNo, pageSize, offset } = page(query);
  const rows = await selectRows<{
    day: string | Date;
    kind: SettlementRow['kind'];
    stake_minor: string;
    own_minor: string;
    downline_minor: string;
    amount_minor: string;
    total: number;
  }>(
    db,
    sql`SELECT day, kind, stake_minor, own_minor, downline_minor, amount_minor,
               count(*) OVER ()::int AS total
          FROM agent_settlements
         WHERE member_id = ${memberId} ${query.kind ? sql`AND kind = ${query.kind}` : sql``}
         ORDER BY day DESC, kind
         LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const list = rows.map((row) => ({
    day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
    kind: row.kind,
    base: toMajor(Number(row.stake_minor)),
    own: toMajor(Number(row.own_minor)),
    downline: toMajor(Number(row.downline_minor)),
    amount: toMajor(Number(row.amount_minor)),
  }));
  return { list, total: Number(rows[0]?.total ?? 0), pageNo, pageSize };
}
