import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginAttempts, members, sessions, type MemberType } from '../../db/schema/index.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../security/password.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';

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
  ) {}

  async login(
    username: string,
    password: string,
    client: { ip?: string; userAgent?: string },
  ): Promise<LoginResult> {
    const [member] = await this.db
      .select()
      .from(members)
      .where(sql`lower(${members.username}) = lower(${username})`)
      .limit(1);
    const passwordOk = member
      ? await verifyPassword(password, member.passwordHash)
      : await verifyAgainstDummy(password);
    await this.db.insert(loginAttempts).values({
      username,
      ip: client.ip ?? null,
      succeeded: Boolean(member && passwordOk),
      createdAt: this.clock.now(),
    });
    if (!member || !passwordOk) throw new ApiError('LOGIN_FAILED', { captcha: false });
    if (member.disabled) throw new ApiError('USER_DISABLED');

    const now = this.clock.now();
    const token = newSessionToken();
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        memberId: member.id,
        tokenHash: hashToken(token),
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + this.policy.idleMs),
        absoluteExpiresAt: new Date(now.getTime() + this.policy.absoluteMs),
        ip: client.ip ?? null,
        userAgent: client.userAgent?.slice(0, 255) ?? null,
      });
      await tx.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id));
    });
    return { token, member: toSessionMember(member), firstTimeLogin: member.lastLoginAt === null };
  }

  /** The member behind a token, or NOT_LOGGED_IN when it is unknown, expired or disabled. */
  async authenticate(token: string | undefined): Promise<SessionMember> {
    if (!token) throw new ApiError('NOT_LOGGED_IN');
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ session: sessions, member: members })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) throw new ApiError('NOT_LOGGED_IN');
    const now = this.clock.now();
    const { session, member } = row;
    if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt || member.disabled) {
      await this.db.delete(sessions).where(eq(sessions.id, session.id));
      throw new ApiError('NOT_LOGGED_IN');
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
    return toSessionMember(member);
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
