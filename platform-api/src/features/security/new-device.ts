import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginHistory } from '../../db/schema/index.js';
import { deviceLabel } from './device.js';

/**
 * Whether a sign-in about to be recorded comes from a device the member has not signed in from
 * before (by the device label the login history shows: browser and system). A member's first
 * sign-in is not "new": there is nothing to compare it with.
 */
export async function isNewDevice(
  db: Db,
  memberId: number,
  userAgent: string | undefined,
): Promise<boolean> {
  const earlier = await db
    .selectDistinct({ userAgent: loginHistory.userAgent })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), eq(loginHistory.result, 'SUCCESS')));
  if (earlier.length === 0) return false;
  const label = deviceLabel(userAgent);
  return !earlier.some((row) => deviceLabel(row.userAgent) === label);
}
