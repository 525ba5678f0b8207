import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { members, rgSessions, sessions, type MemberType } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../security/password.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import {
  activeExclusion,
  admitSession,
  excludedLoginRefusal,
  readSettings,
  recordSessionLimit,
  sessionTimeLimitError,
} from '../rg/index.js';
import type { LoginMethod } from '../../db/schema/index.js';
import { deviceLabel, isNewDevice, recordLogin, requireSecondFactor } from '../security/index.js';
import { sendSecurityNotice } from '../inbox/index.js';
import { settleLogin, type Admission, type LoginClient } from './brute-force.js';

export interface SessionMember {
  id: number;
  username: string;
  type: MemberType;
  nickname: string | null;
  clubLabel: string | null;
  merchantCode: string;
  isTrial: boolean;
}

export interface LoginResult {
  token: string;
  member: SessionMember;
  firstTimeLogin: boolean;
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** last_seen_at is written at most this often, so reads do not turn into a write per call. */
const TOUCH_INTERVAL_MS = 60_000;

/** What the session functions use of the app context: the database, the clock, the policy. */
export type SessionContext = Pick<AppContext, 'db' | 'clock' | 'accounts'> & {
  config: { session: SessionPolicy };
};

/** Checks a password the login guard admitted, settles the attempt and starts a session. */
export async function login(
  ctx: SessionContext,
  username: string,
  password: string,
  client: LoginClient,
  admission: Admission,
): Promise<LoginResult> {
  return startSession(ctx, await checkPassword(ctx, username, password, admission), client);
}

/** Checks a password the login guard admitted and settles the attempt: the member's row. */
export async function checkPassword(
  ctx: Pick<AppContext, 'db'>,
  username: string,
  password: string,
  admission: Admission,
): Promise<typeof members.$inferSelect> {
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`)
    .limit(1);
  const passwordOk = member
    ? await verifyPassword(password, member.passwordHash)
    : await verifyAgainstDummy(password);
  await settleLogin(ctx.db, admission, Boolean(member && passwordOk));
  if (!member || !passwordOk) {
    throw new ApiError('LOGIN_FAILED', { captcha: admission.captchaIfFailed });
  }
  if (member.disabled) throw new ApiError('USER_DISABLED');
  return member;
}

/**
 * A new session for a member whose identity was proven (password, SMS code, registration).
 * With two-factor sign-in on, every way in stops here with 401 TWO_FACTOR_REQUIRED until the
 * second step (`secondFactorPassed`); each session started is written to the login history.
 */
export async function startSession(
  ctx: SessionContext,
  member: typeof members.$inferSelect,
  client: LoginClient,
  options: { absoluteMs?: number; method?: LoginMethod; secondFactorPassed?: boolean } = {},
): Promise<LoginResult> {
  if (member.disabled) throw new ApiError('USER_DISABLED');
  const { db } = ctx;
  const policy = ctx.config.session;
  const now = ctx.clock.now();
  const method = options.method ?? 'PASSWORD';
  if (!options.secondFactorPassed) await requireSecondFactor(db, member.id, method, now);
  // Responsible gaming: no session during a time-out or self-exclusion; a session time limit.
  const timeLimitAt = await admitSession(db, member.id, now).catch(async (error: unknown) => {
    // The refusal of an excluded member carries the payout of the balance (issue 33 item 5).
    const exclusion = activeExclusion(await readSettings(db, member.id), now);
    if (!(error instanceof ApiError) || error.code !== 'SELF_EXCLUDED' || !exclusion) throw error;
    throw await excludedLoginRefusal(db, member.id, exclusion, client.clientId, now);
  });
  const token = newSessionToken();
  const absoluteMs = Math.min(options.absoluteMs ?? policy.absoluteMs, policy.absoluteMs);
  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        memberId: member.id,
        tokenHash: hashToken(token),
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + Math.min(policy.idleMs, absoluteMs)),
        absoluteExpiresAt: new Date(now.getTime() + absoluteMs),
        ip: client.ip ?? null,
        userAgent: client.userAgent?.slice(0, 255) ?? null,
      })
      .returning({ id: sessions.id });
    if (timeLimitAt) await recordSessionLimit(tx, session!.id, timeLimitAt);
    await tx.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id));
  });
  const newDevice = !member.isTrial && (await isNewDevice(db, member.id, client.userAgent));
  await recordLogin(db, { memberId: member.id, method, result: 'SUCCESS', client }, now);
  if (newDevice) {
    const params = { device: deviceLabel(client.userAgent), ip: client.ip ?? '?' };
    await sendSecurityNotice(ctx, member.id, { kind: 'NEW_DEVICE_SIGN_IN', params }, now);
  }
  return { token, member: toSessionMember(member), firstTimeLogin: member.lastLoginAt === null };
}

/** Ends every session of a member except the one whose token is kept (password changes). */
export async function endMemberSessions(
  db: Db,
  memberId: number,
  keepToken?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, hashToken(keepToken)))
        : eq(sessions.memberId, memberId),
    );
}

/** The member behind a token, or NOT_LOGGED_IN when it is unknown, expired or disabled. */
export async function authenticate(
  ctx: SessionContext,
  token: string | undefined,
): Promise<SessionMember> {
  return (await authenticateSession(ctx, token)).member;
}

/**
 * The session of a token hash with its member and time limit, as a named prepared statement
 * built once per database: every signed-in call runs it, so each pooled connection parses it
 * once and PostgreSQL can keep its plan.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionByToken>>();

function prepareSessionByToken(db: Db) {
  return db
    .select({ session: sessions, member: members, timeLimitAt: rgSessions.timeLimitAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(rgSessions, eq(rgSessions.sessionId, sessions.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token');
}

function sessionByToken(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionByToken(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/** Like authenticate, with the id of the session (what launch tickets are bound to). */
export async function authenticateSession(
  ctx: SessionContext,
  token: string | undefined,
): Promise<{ member: SessionMember; sessionId: number }> {
  if (!token) throw new ApiError('NOT_LOGGED_IN');
  const [row] = await sessionByToken(ctx.db).execute({ tokenHash: hashToken(token) });
  if (!row || !(await keepSessionAlive(ctx, row.session, row.member, row.timeLimitAt))) {
    throw new ApiError('NOT_LOGGED_IN');
  }
  return { member: toSessionMember(row.member), sessionId: row.session.id };
}

/**
 * Whether a session may still be used now: not idle or absolutely expired and its member not
 * disabled. A dead session is deleted (and with it the launch tickets and play sessions it
 * opened); a live one has its idle expiry pushed on, at most once a minute. A session past
 * the member's session time limit (responsible gaming) is deleted too, and the caller told why.
 */
export async function keepSessionAlive(
  ctx: SessionContext,
  session: typeof sessions.$inferSelect,
  member: Pick<typeof members.$inferSelect, 'disabled'>,
  timeLimitAt: Date | null = null,
): Promise<boolean> {
  const { db } = ctx;
  const now = ctx.clock.now();
  if (timeLimitAt && now >= timeLimitAt) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    throw sessionTimeLimitError();
  }
  if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt || member.disabled) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return false;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const idle = Math.min(
      now.getTime() + ctx.config.session.idleMs,
      session.absoluteExpiresAt.getTime(),
    );
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: new Date(idle) })
      .where(eq(sessions.id, session.id));
  }
  return true;
}

/** Ends the session of a token (NOT_LOGGED_IN when it is not a live one). */
export async function logout(ctx: SessionContext, token: string | undefined): Promise<void> {
  const member = await authenticate(ctx, token);
  await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token ?? '')), eq(sessions.memberId, member.id)));
}

function toSessionMember(member: typeof members.$inferSelect): SessionMember {
  return {
    id: member.id,
    username: member.username,
    type: member.type,
    nickname: member.nickname,
    clubLabel: member.clubLabel,
    merchantCode: member.merchantCode,
    isTrial: member.isTrial,
  };
}
