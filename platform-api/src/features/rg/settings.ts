import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rgSettings } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';

export type SettingsRow = typeof rgSettings.$inferSelect;

/** The member's settings row, made if missing, locked until the transaction ends. */
export async function lockSettings(
  tx: Executor,
  memberId: number,
  now: Date,
): Promise<SettingsRow> {
  await tx.insert(rgSettings).values({ memberId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(rgSettings)
    .where(eq(rgSettings.memberId, memberId))
    .for('update');
  return row!;
}

/** The member's settings row, locked, or undefined when the member never chose anything. */
export async function lockSettingsIfAny(
  tx: Executor,
  memberId: number,
): Promise<SettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(rgSettings)
    .where(eq(rgSettings.memberId, memberId))
    .for('update');
  return row;
}

export async function readSettings(
  db: Executor,
  memberId: number,
): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(rgSettings).where(eq(rgSettings.memberId, memberId));
  return row;
}

/** The exclusion in force at `now`, or null. */
export function activeExclusion(row: SettingsRow | undefined, now: Date) {
  if (!row?.exclusionKind || !row.excludedUntil || !row.excludedFrom) return null;
  if (row.excludedUntil.getTime() <= now.getTime()) return null;
  return { kind: row.exclusionKind, from: row.excludedFrom, until: row.excludedUntil };
}

/** SELF_EXCLUDED (with its kind and end) while a time-out or self-exclusion lasts. */
export function refuseExcluded(row: SettingsRow | undefined, now: Date): void {
  const exclusion = activeExclusion(row, now);
  if (exclusion) {
    throw new ApiError('SELF_EXCLUDED', {
      kind: exclusion.kind,
      until: exclusion.until.toISOString(),
    });
  }
}
