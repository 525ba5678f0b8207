import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { lockKeys } from '../db/locks.js';
import { rateLimitEvents } from '../db/schema/index.js';

export interface WindowedLimit {
  /** What is counted, e.g. 'trial-ip'. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Takes one slot of a sliding-window limit kept in the database (so every API instance shares
 * it): under a lock on (bucket, key), counts the events in the window and records a new one when
 * below the limit. Answers 0 when taken, else the milliseconds until a slot frees up.
 */
export async function takeSlot(
  db: Db,
  rule: WindowedLimit,
  key: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  return db.transaction(async (tx) => {
    await lockKeys(tx, rule.bucket, [key]);
    const inBucket = and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, key));
    // Events past the window are never read again.
    await tx.delete(rateLimitEvents).where(and(inBucket, lt(rateLimitEvents.createdAt, since)));
    const [row] = await tx
      .select({ n: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(and(inBucket, gt(rateLimitEvents.createdAt, since)));
    if (Number(row?.n ?? 0) >= rule.limit) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      return Math.max(1, oldest + rule.windowMs - now.getTime());
    }
    await tx.insert(rateLimitEvents).values({ bucket: rule.bucket, key, createdAt: now });
    return 0;
  });
}
