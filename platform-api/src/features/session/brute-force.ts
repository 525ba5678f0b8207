import { and, count, countDistinct, eq, gt, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { loginAttempts } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { lockKeys } from '../../db/locks.js';
import { loginDelayMs } from './login-delay.js';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Failures (per account or per client) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Distinct account names that failed from one IP address in the window after which every
 * login from that address needs a captcha (a carrier's NAT hides many people behind one address,
 * so one person mistyping counts once, and nobody is refused outright).
 */
export const IP_CAPTCHA_AFTER_ACCOUNTS = 30;
/** Failed social sign-ins from one IP address in the window after which they answer 429. */
export const SOCIAL_IP_FAILURE_LIMIT = 30;

export interface LoginClient {
  ip?: string;
  clientId?: string;
  userAgent?: string;
}

/** What a login may present past the captcha threshold. */
export interface CaptchaCheck {
  /** Uses up the captcha inside the guard's transaction; true when it was solved. */
  consume(executor: Executor): Promise<boolean>;
}

/** A password check the guard let through: recorded as a failure until settled. */
export interface Admission {
  attemptId: number;
  /** Whether a captcha will be required if this attempt fails (the LOGIN_FAILED answer). */
  captchaIfFailed: boolean;
}

interface Counts {
  account: number;
  lastAccountFailure: Date | null;
  client: number;
  ipAccounts: number;
}

/**
 * The login guard counts failed logins by account name, client id and IP address, and decides
 * — atomically, so
 * that N parallel attempts are treated exactly like N sequential ones — whether a password may
 * be checked at all. Each decision runs in one transaction holding a lock per account, client
 * and address, and an admitted attempt is recorded as a failure before the password is checked
 * (settled as a success afterwards), so attempts in flight count.
 *
 * The rules: 3 failures of an account or a client, or 30 failed accounts from an address,
 * require a solved captcha; from the 10th failure of an account each further check waits a
 * growing delay after the previous failure (answered at once with 429 and Retry-After, never
 * slept on the server); the right password with a solved captcha after the delay always logs in.
 * Unknown account names count like known ones, so the answers never tell whether one exists.
 */
export type LoginGuardContext = Pick<AppContext, 'db' | 'clock'>;

/**
 * Admits one password check or throws: 429 RATE_LIMITED (value `{ captcha,
 * retryAfterSeconds }`) while the account's delay runs, 401 CAPTCHA_REQUIRED when a captcha is
 * due and `captcha` is missing or not solved. `captcha: 'exempt'` skips the captcha (a
 * logged-in member changing the password); the delay still applies.
 */
export async function admitLogin(
  ctx: LoginGuardContext,
  username: string,
  client: LoginClient,
  captcha: CaptchaCheck | 'exempt',
): Promise<Admission> {
  const name = username.slice(0, 64);
  // A refusal is returned, not thrown, from the transaction: a wrong captcha answer must stay
  // used up, so the transaction commits either way.
  const outcome = await ctx.db.transaction(async (tx): Promise<Admission | ApiError> => {
    await lockKeys(tx, 'login', [
      `account:${name.toLowerCase()}`,
      client.clientId ? `client:${client.clientId}` : null,
      client.ip ? `ip:${client.ip}` : null,
    ]);
    const now = ctx.clock.now();
    const counts = await countFailures(tx, name, client, now);
    const captchaRequired = needsCaptcha(counts);
    const waitMs = counts.lastAccountFailure
      ? counts.lastAccountFailure.getTime() + loginDelayMs(counts.account) - now.getTime()
      : 0;
    if (waitMs > 0) {
      return new ApiError('RATE_LIMITED', {
        captcha: captchaRequired,
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
    if (captchaRequired && captcha !== 'exempt' && !(await captcha.consume(tx))) {
      return new ApiError('CAPTCHA_REQUIRED', { captcha: true });
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({
        username: name,
        ip: client.ip ?? null,
        clientId: client.clientId ?? null,
        succeeded: false,
        createdAt: now,
      })
      .returning({ id: loginAttempts.id });
    const after = await countFailures(tx, name, client, now);
    return { attemptId: row!.id, captchaIfFailed: needsCaptcha(after) };
  });
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
}

/**
 * Admits one social sign-in from an address, or 429 RATE_LIMITED once 30 failed there in the
 * window. Social failures mean a token that did not verify, which a person does not produce by
 * mistyping; password failures do not count here.
 */
export function admitSocialLogin(
  ctx: LoginGuardContext,
  provider: string,
  client: LoginClient,
): Promise<Admission> {
  return ctx.db.transaction(async (tx) => {
    await lockKeys(tx, 'login', [client.ip ? `ip:${client.ip}` : null]);
    const now = ctx.clock.now();
    if (client.ip) {
      const [row] = await tx
        .select({ n: count(), oldest: min(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.ip, client.ip), eq(loginAttempts.kind, 'SOCIAL'), failedSince(now)),
        );
      if (Number(row?.n ?? 0) >= SOCIAL_IP_FAILURE_LIMIT) {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
        throw new ApiError('RATE_LIMITED', {
          captcha: false,
          retryAfterSeconds: Math.max(
            1,
            Math.ceil((oldest + ATTEMPT_WINDOW_MS - now.getTime()) / 1000),
          ),
        });
      }
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({
        username: `social:${provider}`,
        kind: 'SOCIAL',
        ip: client.ip ?? null,
        clientId: client.clientId ?? null,
        succeeded: false,
        createdAt: now,
      })
      .returning({ id: loginAttempts.id });
    return { attemptId: row!.id, captchaIfFailed: false };
  });
}

/** Records the outcome of an admitted check: a success stops counting as a failure. */
export async function settleLogin(db: Db, admission: Admission, succeeded: boolean): Promise<void> {
  if (!succeeded) return;
  await db
    .update(loginAttempts)
    .set({ succeeded: true })
    .where(eq(loginAttempts.id, admission.attemptId));
}

/** Takes back an admitted attempt that never got to a check (a provider was unreachable). */
export async function withdrawLogin(db: Db, admission: Admission): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, admission.attemptId));
}

async function countFailures(
  executor: Executor,
  username: string,
  client: LoginClient,
  now: Date,
): Promise<Counts> {
  const failures = (condition: SQL) =>
    executor
      .select({ n: count(), last: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(condition, eq(loginAttempts.kind, 'PASSWORD'), failedSince(now)))
      .then(([row]) => ({
        n: Number(row?.n ?? 0),
        last: row?.last ? new Date(row.last) : null,
      }));
  const account = await failures(sql`lower(${loginAttempts.username}) = lower(${username})`);
  const byClient = client.clientId
    ? (await failures(eq(loginAttempts.clientId, client.clientId))).n
    : 0;
  let ipAccounts = 0;
  if (client.ip) {
    const [row] = await executor
      .select({ n: countDistinct(sql`lower(${loginAttempts.username})`) })
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.ip, client.ip), eq(loginAttempts.kind, 'PASSWORD'), failedSince(now)),
      );
    ipAccounts = Number(row?.n ?? 0);
  }
  return {
    account: account.n,
    lastAccountFailure: account.last,
    client: byClient,
    ipAccounts,
  };
}

function failedSince(now: Date): SQL {
  return and(
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS)),
  )!;
}

function needsCaptcha(counts: Counts): boolean {
  return (
    counts.account >= CAPTCHA_AFTER_FAILURES ||
    counts.client >= CAPTCHA_AFTER_FAILURES ||
    counts.ipAccounts >= IP_CAPTCHA_AFTER_ACCOUNTS
  );
}
