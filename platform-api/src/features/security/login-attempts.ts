import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { LoginAttemptPage } from '../../contract/security.js';
import type { Executor } from '../../db/database.js';
import { unknownLoginAttempts } from '../../db/schema/index.js';
import type { LoginClient } from '../session/index.js';
import { deviceLabel } from './device.js';
import { HISTORY_DAYS } from './history-days.js';

type AttemptResult = (typeof unknownLoginAttempts.$inferInsert)['result'];

/**
 * A refused password login for a username no member has, in the operators' security log (the
 * answer to the caller stays the same as for a wrong password). Rows past 90 days go first.
 */
export async function recordUnknownAttempt(
  db: Executor,
  entry: { username: string; result: AttemptResult; client: LoginClient },
  at: Date,
): Promise<void> {
  await db
    .delete(unknownLoginAttempts)
    .where(lt(unknownLoginAttempts.createdAt, new Date(at.getTime() - HISTORY_DAYS * 86_400_000)));
  await db.insert(unknownLoginAttempts).values({
    username: entry.username.slice(0, 64),
    result: entry.result,
    ip: entry.client.ip ?? null,
    userAgent: entry.client.userAgent?.slice(0, 255) ?? null,
    createdAt: at,
  });
}

export interface AttemptFilter {
  pageNo: number;
  pageSize: number;
  ip?: string;
  from?: string;
  to?: string;
}

/** One page of the log, newest first, filtered by IP address and time (both ends included). */
export async function listUnknownAttempts(
  db: Executor,
  filter: AttemptFilter,
): Promise<LoginAttemptPage> {
  const conditions: SQL[] = [];
  if (filter.ip) conditions.push(eq(unknownLoginAttempts.ip, filter.ip));
  if (filter.from) conditions.push(gte(unknownLoginAttempts.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(unknownLoginAttempts.createdAt, new Date(filter.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(unknownLoginAttempts).where(where);
  const rows = await db
    .select()
    .from(unknownLoginAttempts)
    .where(where)
    .orderBy(desc(unknownLoginAttempts.createdAt), desc(unknownLoginAttempts.id))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((row) => ({
      at: row.createdAt.toISOString(),
      username: row.username,
      result: row.result,
      ip: row.ip,
      device: deviceLabel(row.userAgent),
      userAgent: row.userAgent,
    })),
    pageNum: filter.pageNo,
    totalPages: Math.ceil(n / filter.pageSize),
    total: n,
  };
}
