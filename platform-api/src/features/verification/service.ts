import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { reserveSmsSlot, type SmsOrigin } from './sms-limits.js';

export type SmsPurpose =
  | 'LOGIN'
  | 'REGISTER'
  | 'SET_PASSWORD'
  // Security centre: payment password by code, proving the bound address, binding a new one.
  | 'PAYMENT_PASSWORD'
  | 'CONTACT_CHANGE'
  | 'BIND';
/** SMS codes, or the same codes by e-mail (the security centre's e-mail channel). */
export type CodeChannel = 'SMS' | 'EMAIL';

export const SMS_CODE_TTL_MS = 10 * 60_000;
const MAX_FAILED_CHECKS = 5;
const CODE_LENGTH = 6;

/** '+63 9171234567' style recipient: one spelling so outbox lookups and limits agree. */
export const phoneRecipient = (dialingCode: string, mobile: string) => `+${dialingCode} ${mobile}`;

function codeHash(recipient: string, purpose: string, code: string): Buffer {
  return createHash('sha256').update(`${recipient}|${purpose}|${code}`).digest();
}

/**
 * SMS verification codes: 6 random digits, stored as a hash with the outgoing message, valid
 * 10 minutes, single use, and 5 wrong tries burn a code. Every send first takes a slot of the
 * hourly limits (SmsLimiter: per number, client, IP address and brand).
 */
type VerificationContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'accounts'>;

/**
 * Sends a code unless `deliver` is false (the number has no account for a login code): the
 * answer is the same either way, so the call does not reveal which numbers are registered.
 */
export async function sendSmsCode(
  ctx: VerificationContext,
  recipient: string,
  purpose: SmsPurpose,
  deliver: boolean,
  origin: SmsOrigin,
  channel: CodeChannel = 'SMS',
): Promise<{ expirationTime: number }> {
  const now = ctx.clock.now();
  const slot = await reserveSmsSlot(ctx, recipient, `${channel}_${purpose}`, origin, channel);
  try {
    return await writeCode(ctx, recipient, purpose, deliver, now, channel);
  } catch (error) {
    await slot.release();
    throw error;
  }
}

async function writeCode(
  ctx: VerificationContext,
  recipient: string,
  purpose: SmsPurpose,
  deliver: boolean,
  now: Date,
  channel: CodeChannel,
): Promise<{ expirationTime: number }> {
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS);
  const code = Array.from({ length: CODE_LENGTH }, () => String(randomInt(10))).join('');
  if (deliver) {
    await ctx.accounts.messages.send({
      channel,
      to: recipient,
      ...(channel === 'EMAIL' ? { subject: 'Your Lobby verification code' } : {}),
      body: `Your Lobby verification code is ${code}. It expires in 10 minutes.`,
      purpose: `${channel}_${purpose}`,
      codeHash: codeHash(recipient, purpose, code),
      expiresAt,
      createdAt: now,
    });
  } else {
    // Recorded without a code: the outbox lists every request alike, delivered or not.
    await ctx.db.insert(outboxMessages).values({
      channel: 'SMS',
      recipient,
      body: '(not delivered: no account for this number)',
      purpose: `SMS_${purpose}`,
      codeHash: null,
      expiresAt,
      usedAt: now,
      createdAt: now,
    });
  }
  return { expirationTime: expiresAt.getTime() };
}

/** Uses up the newest live code of that number and purpose; VERIFICATION_CODE otherwise. */
export async function consumeSmsCode(
  ctx: VerificationContext,
  recipient: string,
  purpose: SmsPurpose,
  code: string,
  /** Runs once the code matched and before it is used up: if it throws, the code stays live. */
  beforeUse?: () => Promise<void>,
  channel: CodeChannel = 'SMS',
): Promise<void> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      id: outboxMessages.id,
      codeHash: outboxMessages.codeHash,
      failed: outboxMessages.failedChecks,
    })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        eq(outboxMessages.purpose, `${channel}_${purpose}`),
        isNull(outboxMessages.usedAt),
        gt(outboxMessages.expiresAt, now),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row?.codeHash || row.failed >= MAX_FAILED_CHECKS) throw new ApiError('VERIFICATION_CODE');
  if (!row.codeHash.equals(codeHash(recipient, purpose, code))) {
    await ctx.db
      .update(outboxMessages)
      .set({ failedChecks: sql`${outboxMessages.failedChecks} + 1` })
      .where(eq(outboxMessages.id, row.id));
    throw new ApiError('VERIFICATION_CODE');
  }
  await beforeUse?.();
  const used = await ctx.db
    .update(outboxMessages)
    .set({ usedAt: now })
    .where(and(eq(outboxMessages.id, row.id), isNull(outboxMessages.usedAt)))
    .returning({ id: outboxMessages.id });
  if (used.length === 0) throw new ApiError('VERIFICATION_CODE');
}
