import { and, eq, ne, sql } from 'drizzle-orm';
import type { CodeSent } from '../../contract/security.js';
import type { z } from 'zod';
import type { bindContactBody, contactCodeBody } from '../../contract/security.js';
import type { AppContext } from '../../context.js';
import { members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { isUniqueViolation } from '../accounts/index.js';
import {
  type CodeChannel,
  consumeSmsCode,
  phoneRecipient,
  sendSmsCode,
  SMS_RESEND_MS,
  type SmsOrigin,
} from '../verification/index.js';
import { maskEmail, maskPhone } from './mask.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'accounts'>;
type NewAddress = z.output<typeof contactCodeBody>;
type BindBody = z.output<typeof bindContactBody>;

/** Codes proving the bound phone or e-mail: the payment password and changing the address. */
export type SecurityPurpose = 'PAYMENT_PASSWORD' | 'CONTACT_CHANGE';

interface Address {
  recipient: string;
  masked: string;
}

async function memberRow(ctx: Ctx, memberId: number) {
  const [row] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  return row!;
}

/** The member's bound address on a channel, or null. */
export function boundAddress(
  row: typeof members.$inferSelect,
  channel: CodeChannel,
): Address | null {
  if (channel === 'SMS') {
    if (!row.mobile || !row.dialingCode) return null;
    return {
      recipient: phoneRecipient(row.dialingCode, row.mobile),
      masked: maskPhone(row.dialingCode, row.mobile),
    };
  }
  return row.email ? { recipient: row.email.toLowerCase(), masked: maskEmail(row.email) } : null;
}

function addressOf(body: NewAddress): Address {
  return body.channel === 'SMS'
    ? {
        recipient: phoneRecipient(body.countryDialingCode, body.mobileNum),
        masked: maskPhone(body.countryDialingCode, body.mobileNum),
      }
    : { recipient: body.email, masked: maskEmail(body.email) };
}

/** Masked phone and e-mail of the overview. */
export async function maskedContacts(ctx: Ctx, memberId: number) {
  const row = await memberRow(ctx, memberId);
  return {
    mobile: boundAddress(row, 'SMS')?.masked ?? null,
    email: boundAddress(row, 'EMAIL')?.masked ?? null,
  };
}

async function send(
  ctx: Ctx,
  address: Address,
  purpose: SecurityPurpose | 'BIND',
  channel: CodeChannel,
  origin: SmsOrigin,
): Promise<CodeSent> {
  const sent = await sendSmsCode(ctx, address.recipient, purpose, true, origin, channel);
  return { sentTo: address.masked, ...sent, resendAfterSeconds: SMS_RESEND_MS / 1000 };
}

/** A code to the member's bound phone or e-mail; 409 CONTACT_NOT_BOUND without one. */
export async function sendSecurityCode(
  ctx: Ctx,
  memberId: number,
  channel: CodeChannel,
  purpose: SecurityPurpose,
  origin: SmsOrigin,
): Promise<CodeSent> {
  const address = boundAddress(await memberRow(ctx, memberId), channel);
  if (!address) throw new ApiError('CONTACT_NOT_BOUND', { channel });
  return send(ctx, address, purpose, channel, origin);
}

/** Uses up a code sent to the bound address; VERIFICATION_CODE when wrong or expired. */
export async function proveBoundAddress(
  ctx: Ctx,
  memberId: number,
  channel: CodeChannel,
  purpose: SecurityPurpose,
  code: string,
): Promise<void> {
  const address = boundAddress(await memberRow(ctx, memberId), channel);
  if (!address) throw new ApiError('CONTACT_NOT_BOUND', { channel });
  await consumeSmsCode(ctx, address.recipient, purpose, code, undefined, channel);
}

/** Whether another member already has this phone or e-mail. */
async function takenByOther(ctx: Ctx, memberId: number, body: NewAddress): Promise<boolean> {
  const where =
    body.channel === 'SMS'
      ? and(eq(members.dialingCode, body.countryDialingCode), eq(members.mobile, body.mobileNum))
      : sql`lower(${members.email}) = ${body.email}`;
  const [row] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(where, ne(members.id, memberId)))
    .limit(1);
  return Boolean(row);
}

/** A code to a new phone or e-mail, to bind it; 409 CONTACT_IN_USE when it is someone else's. */
export async function sendBindCode(
  ctx: Ctx,
  memberId: number,
  body: NewAddress,
  origin: SmsOrigin,
): Promise<CodeSent> {
  if (await takenByOther(ctx, memberId, body)) throw new ApiError('CONTACT_IN_USE');
  return send(ctx, addressOf(body), 'BIND', body.channel, origin);
}

/**
 * Binds the new phone or e-mail with the code sent to it. Replacing one already bound also
 * needs a CONTACT_CHANGE code of the current one, so a stolen session alone cannot move the
 * address the payment password is reset through.
 */
export async function bindContact(ctx: Ctx, memberId: number, body: BindBody): Promise<void> {
  const current = boundAddress(await memberRow(ctx, memberId), body.channel);
  if (current) {
    if (!body.currentCode) {
      throw new ApiError('VERIFICATION_CODE', null, [
        { path: 'currentCode', messageKey: 'verification_code_error' },
      ]);
    }
    await consumeSmsCode(
      ctx,
      current.recipient,
      'CONTACT_CHANGE',
      body.currentCode,
      undefined,
      body.channel,
    );
  }
  if (await takenByOther(ctx, memberId, body)) throw new ApiError('CONTACT_IN_USE');
  await consumeSmsCode(ctx, addressOf(body).recipient, 'BIND', body.code, undefined, body.channel);
  try {
    await ctx.db
      .update(members)
      .set(
        body.channel === 'SMS'
          ? { dialingCode: body.countryDialingCode, mobile: body.mobileNum }
          : { email: body.email },
      )
      .where(eq(members.id, memberId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONTACT_IN_USE');
    throw error;
  }
}
