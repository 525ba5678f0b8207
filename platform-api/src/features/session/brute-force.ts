import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginAttempts } from '../../db/schema/index.js';
import type { Clock } from '../../clock.js';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Failures (per account or per client) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures per account in the window after which logins are refused for a while. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures per IP address in the window after which logins are refused for a while. */
export const IP_FAILURE_LIMIT = 30;

export interface LoginClient {
  ip?: string;
  clientId?: string;
  userAgent?: string;
}

export interface GuardState {
  captchaRequired: boolean;
  limited: boolean;
}

/**
 * Counts recent failed logins by account name, client id and IP address. Unknown account names
 * count like known ones, so the answers never tell whether an account exists.
 */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async state(username: string, client: LoginClient): Promise<GuardState> {
    const since = new Date(this.clock.now().getTime() - ATTEMPT_WINDOW_MS);
    const failures = (condition: SQL) =>
      this.db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(condition, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)),
        )
        .then(([row]) => Number(row?.n ?? 0));
    const [account, byClient, byIp] = await Promise.all([
      failures(sql`lower(${loginAttempts.username}) = lower(${username})`),
      client.clientId ? failures(eq(loginAttempts.clientId, client.clientId)) : 0,
      client.ip ? failures(eq(loginAttempts.ip, client.ip)) : 0,
    ]);
    return {
      captchaRequired: account >= CAPTCHA_AFTER_FAILURES || byClient >= CAPTCHA_AFTER_FAILURES,
      limited: account >= ACCOUNT_FAILURE_LIMIT || byIp >= IP_FAILURE_LIMIT,
    };
  }

  /** Whether the client's IP address is over the failure limit (whatever account it tried). */
  async ipLimited(client: LoginClient): Promise<boolean> {
    if (!client.ip) return false;
    const since = new Date(this.clock.now().getTime() - ATTEMPT_WINDOW_MS);
    const [row] = await this.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, client.ip),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, since),
        ),
      );
    return Number(row?.n ?? 0) >= IP_FAILURE_LIMIT;
  }

  async record(username: string, client: LoginClient, succeeded: boolean): Promise<void> {
    await this.db.insert(loginAttempts).values({
      username: username.slice(0, 64),
      ip: client.ip ?? null,
      clientId: client.clientId ?? null,
      succeeded,
      createdAt: this.clock.now(),
    });
  }
}
