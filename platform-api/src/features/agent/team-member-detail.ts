import { sql } from 'drizzle-orm';
import type { TeamMemberDetail } from '../../contract/agent.js';
import { selectRows, type Db } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { MAX_TREE_DEPTH } from './hierarchy.js';
import { isAgentType } from './service.js';
import { ownMoneySizesAndBalances } from './team-figures.js';
import type { TeamPeriodRange } from './team-period.js';

const minor = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * One member of the agent's own downline: who it is, its state now (online, disabled, and
 * whether a responsible-gaming exclusion or limit is in force — never which, why or how much)
 * and its own figures over the period, from its day rows (business days, as the team
 * reports). Anyone else — another agent's member, the agent itself, an id that does not exist —
 * is the same 404, so the answer says nothing about members outside.
 */
export async function teamMemberDetail(
  db: Db,
  agentId: number,
  memberId: number,
  period: TeamPeriodRange,
  now: Date,
): Promise<TeamMemberDetail> {
  const at = now.toISOString();
  const [member] = await selectRows<{
    id: number;
    username: string;
    nickname: string | null;
    type: number;
    depth: number;
    disabled: boolean;
    created_at: Date | string;
    last_login_at: Date | string | null;
    online: boolean;
    excluded: boolean;
    limited: boolean;
  }>(
    db,
    sql`SELECT m.id, m.username, m.nickname, m.type, link.depth, m.disabled, m.created_at,
               m.last_login_at,
               EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id
                        AND s.idle_expires_at > ${at} AND s.absolute_expires_at > ${at}) AS online,
               EXISTS (SELECT 1 FROM rg_settings r WHERE r.member_id = m.id
                        AND r.exclusion_kind IS NOT NULL AND r.excluded_until > ${at}) AS excluded,
               EXISTS (SELECT 1 FROM rg_limits l WHERE l.member_id = m.id
                        AND l.amount_minor IS NOT NULL) AS limited
          FROM member_ancestors link JOIN members m ON m.id = link.member_id
         WHERE link.member_id = ${memberId} AND link.ancestor_id = ${agentId}
           AND link.depth BETWEEN 1 AND ${MAX_TREE_DEPTH}`,
  );
  if (!member) throw new ApiError('NOT_FOUND');
  const [[own], [bets], balance] = await Promise.all([
    ownMoneySizesAndBalances(db, [memberId], period),
    selectRows<{ bets: number; stakes: string | null; valid: string | null; win: string | null }>(
      db,
      sql`SELECT COALESCE(sum(d.bets) FILTER (WHERE d.status <> 'CANCELLED'), 0)::int AS bets,
                 sum(d.stake_minor) FILTER (WHERE d.status <> 'CANCELLED') AS stakes,
                 sum(d.stake_minor) FILTER (WHERE d.status = 'SETTLED') AS valid,
                 sum(d.payout_minor - d.stake_minor) FILTER (WHERE d.status = 'SETTLED') AS win
            FROM bet_daily_totals d
           WHERE d.member_id = ${memberId}
             AND d.day >= ${period.startDate}::date AND d.day <= ${period.endDate}::date`,
    ),
    // Its own wallet (ownMoneySizesAndBalances adds its team's).
    walletBalance(db, memberId),
  ]);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: period.timeZone,
    member: {
      id: Number(member.id),
      username: member.username,
      nickname: member.nickname,
      isAgent: isAgentType(Number(member.type)),
      level: Number(member.depth),
      online: Boolean(member.online),
      disabled: Boolean(member.disabled),
      excluded: Boolean(member.excluded),
      limited: Boolean(member.limited),
      registeredAt: new Date(member.created_at).toISOString(),
      lastLoginAt: member.last_login_at ? new Date(member.last_login_at).toISOString() : null,
      balance: toMajor(minor(balance)),
    },
    figures: {
      deposits: toMajor(minor(own?.deposits)),
      withdrawals: toMajor(minor(own?.withdrawals)),
      bets: Number(bets?.bets ?? 0),
      stakes: toMajor(minor(bets?.stakes)),
      validTurnover: toMajor(minor(bets?.valid)),
      winLoss: toMajor(minor(bets?.win)),
      rebates: toMajor(minor(own?.rebates)),
      bonuses: toMajor(minor(own?.bonuses)),
    },
  };
}

async function walletBalance(db: Db, memberId: number): Promise<string | null> {
  const [row] = await selectRows<{ balance: string | null }>(
    db,
    sql`SELECT balance_minor AS balance FROM wallets WHERE member_id = ${memberId}`,
  );
  return row?.balance ?? null;
}
