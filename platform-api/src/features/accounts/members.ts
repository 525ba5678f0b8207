import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { countries, members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;

export async function memberByUsername(
  db: Executor,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function memberByMobile(
  db: Executor,
  dialingCode: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.dialingCode, dialingCode), eq(members.mobile, mobile)))
    .limit(1);
  return row;
}

/** The member whose invitation code this is (agents hand these out), if any. */
export async function memberByInvitationCode(
  db: Executor,
  code: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        isNotNull(members.invitationCode),
        sql`upper(${members.invitationCode}) = upper(${code})`,
        eq(members.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

export async function dialingCodeExists(db: Executor, dialingCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.dialingCode, dialingCode))
    .limit(1);
  return Boolean(row);
}

/** True for the unique-violation error of either database driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
