import { and, desc, eq, gt } from 'drizzle-orm';
import type { LoginHistoryEntry } from '../../contract/security.js';
import type { Db } from '../../db/database.js';
import { loginHistory, type LoginMethod, type LoginResultKind } from '../../db/schema/index.js';
import { ApiError, type ErrorCode } from '../../http/errors.js';
import type { AppContext } from '../../context.js';
import { memberByUsername } from '../accounts/index.js';
import type { LoginClient } from '../session/index.js';
import { deviceLabel } from './device.js';
import { HISTORY_DAYS } from './history-days.js';
import { recordUnknownAttempt } from './login-attempts.js';

const HISTORY_ROWS = 100;

/** How a refused login shows in the history; null for refusals that are not about the member. */
export function resultOfRefusal(code: ErrorCode): LoginResultKind | null {
  switch (code) {
    case 'LOGIN_FAILED':
      return 'WRONG_PASSWORD';
    case 'CAPTCHA_REQUIRED':
      return 'CAPTCHA';
    case 'RATE_LIMITED':
      return 'LOCKED';
    case 'TWO_FACTOR_WRONG':
      return 'TWO_FACTOR_FAILED';
    default:
      return null;
  }
}

export async function recordLogin(
  db: Db,
  entry: { memberId: number; method: LoginMethod; result: LoginResultKind; client: LoginClient },
  at: Date,
): Promise<void> {
  await db.insert(loginHistory).values({
    memberId: entry.memberId,
    method: entry.method,
    result: entry.result,
    ip: entry.client.ip ?? null,
    userAgent: entry.client.userAgent?.slice(0, 255) ?? null,
    createdAt: at,
  });
}

/** The member's sign-ins of the last 90 days, newest first (older rows are not shown). */
export async function listLoginHistory(
  db: Db,
  memberId: number,
  now: Date,
): Promise<LoginHistoryEntry[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), gt(loginHistory.createdAt, since)))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(HISTORY_ROWS);
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    ip: row.ip,
    device: deviceLabel(row.userAgent),
    method: row.method,
    result: row.result,
  }));
}

/**
 * Writes a refused password login to its member's history; one for a username no member has goes
 * to the operators' security log instead (GET /ops/security/login-attempts).
 */
export async function recordRefusedLogin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  username: string,
  error: unknown,
  client: LoginClient,
): Promise<void> {
  if (!(error instanceof ApiError)) return;
  const result = resultOfRefusal(error.code);
  if (!result) return;
  const member = await memberByUsername(ctx.db, username.slice(0, 64));
  if (!member) {
    if (result === 'TWO_FACTOR_FAILED' || result === 'SUCCESS') return;
    await recordUnknownAttempt(ctx.db, { username, result, client }, ctx.clock.now());
    return;
  }
  await recordLogin(
    ctx.db,
    { memberId: member.id, method: 'PASSWORD', result, client },
    ctx.clock.now(),
  );
}
