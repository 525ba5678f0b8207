import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '../../contract/security.js';
import type { SealingKeys } from '../../config.js';
import type { Db } from '../../db/database.js';
import {
  members,
  twoFactor,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  type LoginMethod,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashToken, newSessionToken } from '../../security/tokens.js';
import { countWrongAttempt, refuseWhileLimited, TWO_FACTOR_LIMIT } from './attempt-limit.js';
import { open, seal } from './secret-box.js';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.js';

export const RECOVERY_CODE_COUNT = 10;
/** How long the second login step may wait after the password. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const ISSUER = 'Lobby';

const recoveryHash = (code: string) =>
  createHash('sha256').update(code.replace('-', '').toUpperCase()).digest();

/** XXXXX-XXXXX of base32: 50 random bits, easy to copy by hand. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

async function rowOf(db: Db, memberId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.memberId, memberId));
  return row;
}

export async function twoFactorEnabled(db: Db, memberId: number): Promise<boolean> {
  return Boolean((await rowOf(db, memberId))?.enabledAt);
}

/**
 * A new secret, pending until its first code (enable). Starting again replaces a pending one;
 * once enabled: 409 TWO_FACTOR_STATE (disable first). The secret is answered only here.
 */
export async function setupTwoFactor(
  db: Db,
  keys: SealingKeys,
  member: { id: number; username: string },
  now: Date,
): Promise<TwoFactorSetup> {
  if ((await rowOf(db, member.id))?.enabledAt) throw new ApiError('TWO_FACTOR_STATE');
  const secret = newTotpSecret();
  const secretBox = await seal(db, keys, secret);
  await db
    .insert(twoFactor)
    .values({ memberId: member.id, secretBox, enabledAt: null, lastStep: null, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactor.memberId,
      set: { secretBox, enabledAt: null, lastStep: null, createdAt: now },
      where: isNull(twoFactor.enabledAt),
    });
  const uri = otpauthUri(ISSUER, member.username, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret: base32Encode(secret),
    otpauthUri: uri,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks an app code (6 digits) or, when `allowRecovery`, a recovery code, limited to 5 wrong
 * ones in 15 minutes per member (then 429). A code is accepted once: an app code's step is
 * remembered, a recovery code is used up. Wrong: 401 TWO_FACTOR_WRONG with `remainingTries`.
 */
export async function verifySecondFactor(
  db: Db,
  keys: SealingKeys,
  memberId: number,
  code: string,
  now: Date,
  { allowRecovery = true, pending = false } = {},
): Promise<void> {
  const key = String(memberId);
  await refuseWhileLimited(db, TWO_FACTOR_LIMIT, key, now);
  const row = await rowOf(db, memberId);
  if (!row || Boolean(row.enabledAt) === pending) throw new ApiError('TWO_FACTOR_STATE');
  let accepted = false;
  if (/^\d{6}$/.test(code)) {
    const secret = await open(db, keys, row.secretBox);
    const step = matchTotp(secret.plain, code, now, row.lastStep);
    if (step !== null && secret.stale)
      await reseal(db, keys, memberId, row.secretBox, secret.plain);
    if (step !== null) {
      // Two requests with the same code: only one moves last_step past it.
      const moved = await db
        .update(twoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactor.memberId, memberId),
            or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
          ),
        )
        .returning({ id: twoFactor.memberId });
      accepted = moved.length === 1;
    }
  } else if (allowRecovery) {
    const used = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(twoFactorRecoveryCodes.memberId, memberId),
          eq(twoFactorRecoveryCodes.codeHash, recoveryHash(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    accepted = used.length === 1;
  }
  if (!accepted) {
    const remainingTries = await countWrongAttempt(db, TWO_FACTOR_LIMIT, key, now);
    throw new ApiError('TWO_FACTOR_WRONG', { remainingTries });
  }
}

/** A secret sealed with an older key, sealed again with the current one (if nobody did first). */
async function reseal(db: Db, keys: SealingKeys, memberId: number, old: Buffer, plain: Buffer) {
  await db
    .update(twoFactor)
    .set({ secretBox: await seal(db, keys, plain) })
    .where(and(eq(twoFactor.memberId, memberId), eq(twoFactor.secretBox, old)));
}

/** The first code turns it on; answers ten recovery codes, shown this once (stored hashed). */
export async function enableTwoFactor(
  db: Db,
  keys: SealingKeys,
  memberId: number,
  code: string,
  now: Date,
) {
  await verifySecondFactor(db, keys, memberId, code, now, {
    allowRecovery: false,
    pending: true,
  });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(twoFactor).set({ enabledAt: now }).where(eq(twoFactor.memberId, memberId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((text) => ({ memberId, codeHash: recoveryHash(text) })));
  });
  return { recoveryCodes: codes };
}

/** Off again with a current code or a recovery code; the secret and the codes are deleted. */
export async function disableTwoFactor(
  db: Db,
  keys: SealingKeys,
  memberId: number,
  code: string,
  now: Date,
) {
  await verifySecondFactor(db, keys, memberId, code, now);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.memberId, memberId));
    await tx.delete(twoFactor).where(eq(twoFactor.memberId, memberId));
  });
}

/**
 * The gate every login passes once the member proved who they are: with two-factor on, no
 * session yet but 401 TWO_FACTOR_REQUIRED carrying a challenge for the second step.
 */
export async function requireSecondFactor(
  db: Db,
  memberId: number,
  method: LoginMethod,
  now: Date,
): Promise<void> {
  if (!(await twoFactorEnabled(db, memberId))) return;
  const challenge = newSessionToken();
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.memberId, memberId), lt(twoFactorChallenges.expiresAt, now)));
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(challenge),
    memberId,
    method,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  throw new ApiError('TWO_FACTOR_REQUIRED', { challenge });
}

/** The member and login method behind a live challenge, or 401 TWO_FACTOR_WRONG. */
export async function challengeOf(db: Db, challenge: string, now: Date) {
  const [row] = await db
    .select({ memberId: twoFactorChallenges.memberId, method: twoFactorChallenges.method })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(challenge)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    );
  if (!row) throw new ApiError('TWO_FACTOR_WRONG', { expired: true });
  return row;
}

/** Uses the challenge up (once) and answers its member's row for the session. */
export async function completeChallenge(db: Db, challenge: string, now: Date) {
  const used = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(challenge)),
        isNull(twoFactorChallenges.usedAt),
      ),
    )
    .returning({ memberId: twoFactorChallenges.memberId });
  if (used.length === 0) throw new ApiError('TWO_FACTOR_WRONG', { expired: true });
  const [member] = await db.select().from(members).where(eq(members.id, used[0]!.memberId));
  return member!;
}
