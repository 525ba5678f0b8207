import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rateLimitEvents } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { takeSlot, type WindowedLimit } from '../../security/windowed-limit.js';

/** Wrong two-factor codes of one member: 5 in 15 minutes, then 429 until the oldest leaves. */
export const TWO_FACTOR_LIMIT: WindowedLimit = {
  bucket: 'two-factor',
  limit: 5,
  windowMs: 15 * 60_000,
};

/** 429 RATE_LIMITED while the key has used up its wrong attempts; else the tries left. */
export async function refuseWhileLimited(
  db: Db,
  rule: WindowedLimit,
  key: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, new Date(now.getTime() - rule.windowMs)),
      ),
    );
  const used = Number(row?.n ?? 0);
  if (used >= rule.limit) {
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    throw new ApiError('RATE_LIMITED', {
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)),
    });
  }
  return rule.limit - used;
}

/** Counts one wrong attempt and answers how many are left (0: the next one is refused). */
export async function countWrongAttempt(
  db: Db,
  rule: WindowedLimit,
  key: string,
  now: Date,
): Promise<number> {
  const waitMs = await takeSlot(db, rule, key, now);
  if (waitMs > 0) {
    throw new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
  try {
    return await refuseWhileLimited(db, rule, key, now);
  } catch {
    return 0;
  }
}
