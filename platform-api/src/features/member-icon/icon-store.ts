import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { memberIcons } from '../../db/schema/index.js';
import type { MemberIcon } from '../../contract/member.js';

/** Where a stored picture is served: the key is the only thing in the URL. */
export function iconUrl(key: string): string {
  return `/wps/img/member/${key}.png`;
}

/** The member's picture as the icon calls answer it. */
export async function memberIcon(executor: Executor, memberId: number): Promise<MemberIcon> {
  const [row] = await executor
    .select({ key: memberIcons.key })
    .from(memberIcons)
    .where(eq(memberIcons.memberId, memberId));
  return { url: row ? iconUrl(row.key) : null };
}

/**
 * Keeps `png` (already re-encoded) as the member's picture under a new random key: the old URL
 * stops answering, so a cached copy of the old picture is never taken for the new one.
 */
export async function saveIcon(
  executor: Executor,
  memberId: number,
  png: Buffer,
  now: Date,
): Promise<MemberIcon> {
  const key = randomBytes(16).toString('base64url');
  await executor
    .insert(memberIcons)
    .values({ memberId, key, png, updatedAt: now })
    .onConflictDoUpdate({ target: memberIcons.memberId, set: { key, png, updatedAt: now } });
  return { url: iconUrl(key) };
}

/** Removes the member's picture (nothing to do when none is set). */
export async function removeIcon(executor: Executor, memberId: number): Promise<MemberIcon> {
  await executor.delete(memberIcons).where(eq(memberIcons.memberId, memberId));
  return { url: null };
}

/** The stored PNG under `key`, or null. */
export async function iconPng(executor: Executor, key: string): Promise<Buffer | null> {
  const [row] = await executor
    .select({ png: memberIcons.png })
    .from(memberIcons)
    .where(eq(memberIcons.key, key));
  return row?.png ?? null;
}
