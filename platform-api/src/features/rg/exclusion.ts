import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rgSettings, sessions, type RgExclusionKind } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { activeExclusion, lockSettings } from './settings.js';

export type ExclusionLength = '24H' | '1W' | '1M' | '6W' | '6M' | '1Y' | '2Y' | '5Y';

/** The end of an exclusion of `length` from `from`: hours and weeks exact, months by calendar. */
export function exclusionEnd(from: Date, length: ExclusionLength): Date {
  const end = new Date(from.getTime());
  const days = { '24H': 1, '1W': 7, '6W': 42 } as Record<string, number>;
  const months = { '1M': 1, '6M': 6, '1Y': 12, '2Y': 24, '5Y': 60 } as Record<string, number>;
  if (days[length]) end.setTime(end.getTime() + days[length] * 86_400_000);
  else end.setUTCMonth(end.getUTCMonth() + months[length]!);
  return end;
}

/**
 * Starts a time-out or self-exclusion and ends every session of the member (in one transaction).
 * One in force can be lengthened, never shortened or cancelled (EXCLUSION_ACTIVE).
 */
export async function startExclusion(
  db: Db,
  input: { memberId: number; kind: RgExclusionKind; length: ExclusionLength; now: Date },
) {
  const { memberId, kind, now } = input;
  const until = exclusionEnd(now, input.length);
  return db.transaction(async (tx) => {
    const settings = await lockSettings(tx, memberId, now);
    const current = activeExclusion(settings, now);
    if (current && current.until.getTime() >= until.getTime())
      throw new ApiError('EXCLUSION_ACTIVE');
    const from = current ? current.from : now;
    await tx
      .update(rgSettings)
      .set({ exclusionKind: kind, excludedFrom: from, excludedUntil: until, updatedAt: now })
      .where(eq(rgSettings.memberId, memberId));
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    return { kind, from: from.toISOString(), until: until.toISOString() };
  });
}
