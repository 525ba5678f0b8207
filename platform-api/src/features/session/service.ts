import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { members, rgSessions, sessions, type MemberType } from '../../db/schema/index.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../security/password.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import { admitSession, recordSessionLimit, sessionTimeLimitError } from '../rg/session-rules.js';
import type { LoginMethod } from '../../db/schema/index.js';
import { recordLogin } from '../security/login-history.js';
import { requireSecondFactor } from '../security/two-factor.js';
import { LoginGuard, type Admission, type LoginClient } from './brute-force.js';

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

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {
    this.guard = new LoginGuard(db, clock);
  }

  readonly guard: LoginGuard;

  /** Checks a password the login guard admitted, settles the attempt and starts a session. */
  async login(
    username: string,
    password: string,
    client: LoginClient,
    admission: Admission,
  ): Promise<LoginResult> {
    return this.start(await this.checkPassword(username, password, admission), client);
  }

  /** Checks a password the login guard admitted and settles the attempt: the member's row. */
  async checkPassword(
    username: string,
    password: string,
    admission: Admission,
  ): Promise<typeof members.$inferSelect> {
    const [member] = await this.db
      .select()
      .from(members)
      .where(sql`lower(${members.username}) = lower(${username})`)
      .limit(1);
    const passwordOk = member
      ? await verifyPassword(password, member.passwordHash)
      : await verifyAgainstDummy(password);
    await this.guard.settle(admission, Boolean(member && passwordOk));
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
  async start(
    member: typeof members.$inferSelect,
    client: LoginClient,
    options: { absoluteMs?: number; method?: LoginMethod; secondFactorPassed?: boolean } = {},
  ): Promise<LoginResult> {
    if (member.disabled) throw new ApiError('USER_DISABLED');
    const now = this.clock.now();
    const method = options.method ?? 'PASSWORD';
    if (!options.secondFactorPassed) await requireSecondFactor(this.db, member.id, method, now);
    // Responsible gaming: no session during a time-out or self-exclusion; a session time limit.
    const timeLimitAt = await admitSession(this.db, member.id, now);
    const token = newSessionToken();
    const absoluteMs = Math.min(
      options.absoluteMs ?? this.policy.absoluteMs,
      this.policy.absoluteMs,
    );
    await this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          memberId: member.id,
          tokenHash: hashToken(token),
          createdAt: now,
          lastSeenAt: now,
          idleExpiresAt: new Date(now.getTime() + Math.min(this.policy.idleMs, absoluteMs)),
          absoluteExpiresAt: new Date(now.getTime() + absoluteMs),
          ip: client.ip ?? null,
          userAgent: client.userAgent?.slice(0, 255) ?? null,
        })
        .returning({ id: sessions.id });
      if (timeLimitAt) await recordSessionLimit(tx, session!.id, timeLimitAt);
      await tx.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id));
    });
    await recordLogin(this.db, { memberId: member.id, method, result: 'SUCCESS', client }, now);
    return { token, member: toSessionMember(member), firstTimeLogin: member.lastLoginAt === null };
  }

  /** Ends every session of a member except the one whose token is kept (password changes). */
  async endOtherSessions(memberId: number, keepToken?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        keepToken
          ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, hashToken(keepToken)))
          : eq(sessions.memberId, memberId),
      );
  }

  /** The member behind a token, or NOT_LOGGED_IN when it is unknown, expired or disabled. */
  async authenticate(token: string | undefined): Promise<SessionMember> {
    return (await this.authenticateSession(token)).member;
  }

  /** Like authenticate, with the id of the session (what launch tickets are bound to). */
  async authenticateSession(
    token: string | undefined,
  ): Promise<{ member: SessionMember; sessionId: number }> {
    if (!token) throw new ApiError('NOT_LOGGED_IN');
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ session: sessions, member: members, timeLimitAt: rgSessions.timeLimitAt })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .leftJoin(rgSessions, eq(rgSessions.sessionId, sessions.id))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row || !(await this.keepAlive(row.session, row.member, row.timeLimitAt))) {
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
  async keepAlive(
    session: typeof sessions.$inferSelect,
    member: Pick<typeof members.$inferSelect, 'disabled'>,
    timeLimitAt: Date | null = null,
  ): Promise<boolean> {
    const now = this.clock.now();
    if (timeLimitAt && now >= timeLimitAt) {
      await this.db.delete(sessions).where(eq(sessions.id, session.id));
      throw sessionTimeLimitError();
    }
    if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt || member.disabled) {
      await this.db.delete(sessions).where(eq(sessions.id, session.id));
      return false;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      const idle = Math.min(
        now.getTime() + this.policy.idleMs,
        session.absoluteExpiresAt.getTime(),
      );
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now, idleExpiresAt: new Date(idle) })
        .where(eq(sessions.id, session.id));
    }
    return true;
  }

  async logout(token: string | undefined): Promise<void> {
    const member = await this.authenticate(token);
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token ?? '')), eq(sessions.memberId, member.id)));
  }
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
