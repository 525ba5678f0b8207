import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { RankEntry } from '../../contract/games.js';
import type { Db } from '../../db/database.js';
import {
  betRecords,
  ledgerAccounts,
  ledgerPostings,
  members,
  wallets,
} from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';
import { maskName } from '../games/index.js';

/** Ranks cover this many days up to now. */
export const RANK_DAYS = 30;

const since = (now: Date) => new Date(now.getTime() - RANK_DAYS * 86_400_000);

const toEntries = (rows: { username: string; total: number | string }[]): RankEntry[] =>
  rows.map((row, index) => ({
    rank: index + 1,
    customerName: maskName(row.username),
    amount: toMajor(Number(row.total)),
  }));

/** Members by the sum of their deposits over the last RANK_DAYS days. */
export async function depositRank(db: Db, now: Date, limit: number): Promise<RankEntry[]> {
  const total = sql<string>`sum(${ledgerPostings.amountMinor})`;
  const rows = await db
    .select({ username: members.username, total })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(wallets, eq(wallets.id, ledgerAccounts.walletId))
    .innerJoin(members, eq(members.id, wallets.memberId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'MEMBER_MAIN'),
        eq(ledgerPostings.kind, 'DEPOSIT'),
        gte(ledgerPostings.createdAt, since(now)),
        eq(members.isTrial, false),
      ),
    )
    .groupBy(members.id, members.username)
    .orderBy(desc(total), members.username)
    .limit(limit);
  return toEntries(rows);
}

/** Members by the sum of their stakes over the last RANK_DAYS days. */
export async function betRank(db: Db, now: Date, limit: number): Promise<RankEntry[]> {
  const total = sql<string>`sum(${betRecords.stakeMinor})`;
  const rows = await db
    .select({ username: members.username, total })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(
      and(
        gte(betRecords.placedAt, since(now)),
        sql`${betRecords.status} <> 'CANCELLED'`,
        eq(members.isTrial, false),
      ),
    )
    .groupBy(members.id, members.username)
    .orderBy(desc(total), members.username)
    .limit(limit);
  return toEntries(rows);
}
