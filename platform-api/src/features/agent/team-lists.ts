import { sql, type SQL } from 'drizzle-orm';
import type { TeamBetsPage, TeamMembersPage, TeamScope } from '../../contract/agent.js';
import { selectPreparedRows, selectRows, type Db } from '../../db/database.js';
import { toMajor } from '../../http/money.js';
import { downlineCte, MAX_TREE_DEPTH } from './hierarchy.js';
import { containsPattern } from './name-pattern.js';
import { isAgentType } from './service.js';
import { iconUrl } from '../member-icon/index.js';
import { copiedDay, perRow, rolledDays, uncopiedDays } from './team-figures.js';
import type { TeamPeriodRange } from './team-period.js';

import { dayRange } from '../system/index.js';

export interface TeamMembersFilter {
  username?: string;
  online?: 'true' | 'false';
  kind?: 'member' | 'agent';
  scope: TeamScope;
  registeredFrom?: string;
  registeredTo?: string;
  lastLoginFrom?: string;
  lastLoginTo?: string;
  pageNo: number;
  pageSize: number;
}

/** The agent's members (direct or whole downline), filtered, newest registration first. */
export async function teamMembers(
  db: Db,
  agentId: number,
  filter: TeamMembersFilter,
  now: Date,
  zone: string,
): Promise<TeamMembersPage> {
  const at = now.toISOString();
  // The date filters are business days of the brand's zone.
  const dayStart = (day: string) => dayRange(day, zone).from.toISOString();
  const dayEnd = (day: string) => dayRange(day, zone).to.toISOString();
  const online = sql`EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id
    AND s.idle_expires_at > ${at} AND s.absolute_expires_at > ${at})`;
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.username) {
    // A part of the name, matched literally (the user's % and _ are not wildcards).
    conditions.push(sql`lower(m.username) LIKE ${containsPattern(filter.username)}`);
  }
  if (filter.online === 'true') conditions.push(online);
  if (filter.online === 'false') conditions.push(sql`NOT ${online}`);
  if (filter.kind === 'member') conditions.push(sql`m.type IN (0, 4, 40)`);
  if (filter.kind === 'agent') conditions.push(sql`m.type NOT IN (0, 4, 40)`);
  if (filter.registeredFrom)
    conditions.push(sql`m.created_at >= ${dayStart(filter.registeredFrom)}`);
  if (filter.registeredTo) conditions.push(sql`m.created_at < ${dayEnd(filter.registeredTo)}`);
  if (filter.lastLoginFrom)
    conditions.push(sql`m.last_login_at >= ${dayStart(filter.lastLoginFrom)}`);
  if (filter.lastLoginTo) conditions.push(sql`m.last_login_at < ${dayEnd(filter.lastLoginTo)}`);
  const where = sql.join(conditions, sql` AND `);
  // Driven by the members' registration order (members_created_idx, migration 0032), each
  // probing the closure, so a page stops after its rows instead of sorting the whole team.
  const team = sql`member_ancestors d ON d.member_id = m.id AND d.ancestor_id = ${agentId}
    AND d.depth BETWEEN 1 AND ${filter.scope === 'direct' ? 1 : MAX_TREE_DEPTH}`;
  const rows = await selectRows<{
    id: number;
    username: string;
    nickname: string | null;
    type: number;
    depth: number;
    online: boolean;
    created_at: Date | string;
    last_login_at: Date | string | null;
    balance: string | null;
    icon_key: string | null;
  }>(
    db,
    sql`SELECT m.id, m.username, m.nickname, m.type, d.depth, ${online} AS online, m.created_at,
               m.last_login_at, w.balance_minor AS balance, i.key AS icon_key
          FROM members m JOIN ${team}
          LEFT JOIN wallets w ON w.member_id = m.id
          LEFT JOIN member_icons i ON i.member_id = m.id
         WHERE ${where}
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT ${filter.pageSize} OFFSET ${(filter.pageNo - 1) * filter.pageSize}`,
  );
  // Unfiltered, the count is the team's size counter (migration 0033); filtered, the matching
  // members.
  const filtered = conditions.length > 1;
  const [counted] = await selectRows<{ total: number }>(
    db,
    filtered
      ? sql`SELECT count(*)::int AS total FROM members m JOIN ${team} WHERE ${where}`
      : sql`SELECT COALESCE(sum(members), 0)::int AS total FROM team_sizes
             WHERE agent_id = ${agentId} AND scope = ${filter.scope}`,
  );
  const total = Number(counted?.total ?? 0);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      nickname: row.nickname,
      type: Number(row.type),
      isAgent: isAgentType(Number(row.type)),
      level: Number(row.depth),
      online: Boolean(row.online),
      registeredAt: new Date(row.created_at).toISOString(),
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      balance: toMajor(Number(row.balance ?? 0)),
      iconUrl: row.icon_key ? iconUrl(row.icon_key) : null,
    })),
    total,
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
  };
}

/** Bets of the downline (or of one member of it) placed in the period, newest first. */
export async function teamBets(
  db: Db,
  agentId: number,
  filter: { username?: string; category?: string; pageNo: number; pageSize: number },
  period: TeamPeriodRange,
): Promise<TeamBetsPage> {
  // A part of a name: the downline's members whose username contains it.
  const pattern = filter.username ? containsPattern(filter.username) : null;
  const members = pattern
    ? sql`SELECT m.id FROM downline JOIN members m ON m.id = downline.id
           WHERE lower(m.username) LIKE ${pattern}`
    : sql`SELECT id FROM downline`;
  const conditions: SQL[] = [
    sql`b.placed_at >= ${period.from.toISOString()}`,
    sql`b.placed_at < ${period.to.toISOString()}`,
  ];
  if (filter.category) conditions.push(sql`v.category = ${filter.category}`);
  const where = sql.join(conditions, sql` AND `);
  const base = (columns: SQL, tail: SQL) =>
    sql`${downlineCte(agentId)}, team AS (${members})
      SELECT ${columns} FROM bet_records b JOIN team t ON t.id = b.member_id
        JOIN members m ON m.id = b.member_id JOIN games g ON g.id = b.game_id
        JOIN vendors v ON v.code = g.vendor_code WHERE ${where} ${tail}`;
  const rows = await selectRows<{
    id: string;
    username: string;
    reference: string;
    name: string;
    category: string;
    stake_minor: string;
    payout_minor: string;
    status: 'OPEN' | 'SETTLED' | 'CANCELLED';
    placed_at: Date | string;
  }>(
    db,
    base(
      sql`b.id, m.username, b.reference, g.name_en AS name, v.category, b.stake_minor,
          b.payout_minor, b.status, b.placed_at`,
      sql`ORDER BY b.placed_at DESC, b.id DESC LIMIT ${filter.pageSize}
          OFFSET ${(filter.pageNo - 1) * filter.pageSize}`,
    ),
  );
  // The totals (and so the page count) come from the bet daily totals (migration 0016), one row
  // per member, day, category and status, instead of counting a month of the team's bets; the
  // period is whole business days, the days those tables are keyed by (0048), so they are
  // exactly the bets the list pages through. For the whole
  // team, closed days come from its roll-up (team_bet_daily_totals, migration 0031) and the open
  // day from the live roll-up (team_today_bet_totals, 0033) plus live − copy for the bet days
  // stamped after its refresh; only days neither holds read the team's bet days.
  const category = filter.category ? sql`AND d.category = ${filter.category}` : sql``;
  const days = pattern
    ? sql`SELECT d.status, d.bets, d.stake_minor, d.payout_minor
            FROM named JOIN bet_daily_totals d ON d.member_id = named.id
           WHERE d.day >= ${period.startDate}::date AND d.day <= ${period.endDate}::date
             ${category}`
    : sql`SELECT d.status, d.bets, d.stake_minor, d.payout_minor FROM team_bet_daily_totals d
           WHERE d.agent_id = ${agentId} AND d.day = ANY (${rolledDays(period)}) ${category}
          UNION ALL
          SELECT d.status, d.bets, d.stake_minor, d.payout_minor
            FROM copied JOIN team_today_bet_totals d ON d.day = copied.day
           WHERE d.agent_id = ${agentId} ${category}
          UNION ALL
          SELECT d.status, d.bets - COALESCE(s.bets, 0), d.stake_minor - COALESCE(s.stake_minor, 0),
                 d.payout_minor - COALESCE(s.payout_minor, 0)
            FROM copied
            JOIN bet_daily_totals d ON d.day = copied.day AND d.change_seq > copied.change_seq
                 ${category}
            CROSS JOIN ${perRow(sql`SELECT 1 FROM member_ancestors c
                                     WHERE c.member_id = d.member_id AND c.ancestor_id = ${agentId}
                                       AND c.depth <= ${MAX_TREE_DEPTH}`)} c
            LEFT JOIN ${perRow(sql`SELECT s.bets, s.stake_minor, s.payout_minor
                                    FROM team_today_bet_copies s
                                   WHERE s.member_id = d.member_id AND s.day = d.day
                                     AND s.category = d.category AND s.status = d.status`)} s ON true
          UNION ALL
          SELECT d.status, d.bets, d.stake_minor, d.payout_minor
            FROM member_ancestors c JOIN bet_daily_totals d ON d.member_id = c.member_id
           WHERE c.ancestor_id = ${agentId} AND c.depth <= ${MAX_TREE_DEPTH}
             AND d.day = ANY (${uncopiedDays(period, 'bet_days')})
             AND cardinality(${uncopiedDays(period, 'bet_days')}) > 0 ${category}`;
  // A name search reads its members' own day rows: a plan that depends on how many match, so
  // not a prepared statement (see selectPreparedRows).
  const select = pattern ? selectRows : selectPreparedRows;
  const start = pattern ? sql`${downlineCte(agentId)}, named AS (${members}),` : sql`WITH`;
  const [totals] = await select<{
    bets: number;
    stake: string | null;
    win: string | null;
  }>(
    db,
    sql`${start} copied AS MATERIALIZED (${copiedDay(period, 'bet_days')})
        SELECT COALESCE(sum(d.bets), 0)::int AS bets,
               sum(d.stake_minor) FILTER (WHERE d.status <> 'CANCELLED') AS stake,
               sum(d.payout_minor - d.stake_minor) FILTER (WHERE d.status = 'SETTLED') AS win
          FROM (${days}) d`,
  );
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: period.timeZone,
    list: rows.map((row) => {
      const stake = Number(row.stake_minor);
      const payout = Number(row.payout_minor);
      return {
        id: Number(row.id),
        username: row.username,
        roundId: row.reference,
        gameName: row.name,
        category: row.category,
        stake: toMajor(stake),
        payout: toMajor(payout),
        winLoss: row.status === 'SETTLED' ? toMajor(payout - stake) : 0,
        status: row.status,
        placedAt: new Date(row.placed_at).toISOString(),
      };
    }),
    total: Number(totals?.bets ?? 0),
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
    totals: {
      bets: Number(totals?.bets ?? 0),
      stake: toMajor(Number(totals?.stake ?? 0)),
      winLoss: toMajor(Number(totals?.win ?? 0)),
    },
  };
}
