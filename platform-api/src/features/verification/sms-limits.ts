import { and, eq, gt, like, lt, not, sql, type SQL } from 'drizzle-orm';
import type { SmsLimits } from '../../config.js';
import type { AppContext } from '../../context.js';
import { brands, smsSends } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { addressKey } from './address-key.js';

export const SMS_RESEND_MS = 60_000;
/** Codes per number and purpose in an hour. */
export const SMS_PER_NUMBER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * Who asks for a code: the brand it is sent for, the browser's client id, the IP address (an
 * IPv6 address counts by its /64 network, see addressKey).
 */
export interface SmsOrigin {
  brandId: number;
  clientId: string;
  ip: string;
}

type SmsContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

export interface SmsReservation {
  /** Gives the slot back (the send failed): it no longer counts towards any limit. */
  release(): Promise<void>;
}

/** The two channels codes go out by; e-mail sends are the rows whose purpose starts EMAIL_. */
export type SendChannel = 'SMS' | 'EMAIL';

/**
 * Hourly code limits kept in the database (table sms_sends), so every API instance on one
 * PostgreSQL counts the same sends: per number (or e-mail address) and purpose 1 a minute and
 * 5 an hour; per client id, per IP address and per brand as configured, each channel apart:
 * SMS by the brand settings first, then the server's SMS_* defaults; e-mail by EMAIL_*.
 *
 * A send first records its row and then counts the window including it; when a limit is
 * passed the row is deleted again and the request refused. Two instances racing for the last
 * slot can then both be refused, never both served: no lock is needed to stay under a limit.
 */
export async function reserveSmsSlot(
  ctx: SmsContext,
  recipient: string,
  purpose: string,
  origin: SmsOrigin,
  channel: SendChannel = 'SMS',
): Promise<SmsReservation> {
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  await ctx.db.delete(smsSends).where(lt(smsSends.createdAt, hourAgo));
  const limits = channel === 'EMAIL' ? ctx.config.emailLimits : await limitsOf(ctx, origin.brandId);
  const emailRow = like(smsSends.purpose, 'EMAIL\\_%');
  const sameChannel = channel === 'EMAIL' ? emailRow : not(emailRow);
  const [row] = await ctx.db
    .insert(smsSends)
    .values({ ...origin, ip: addressKey(origin.ip), recipient, purpose, createdAt: now })
    .returning({ id: smsSends.id });
  const release = async () => {
    await ctx.db.delete(smsSends).where(eq(smsSends.id, row!.id));
  };

  const sameNumber = and(eq(smsSends.recipient, recipient), eq(smsSends.purpose, purpose))!;
  const windows: { name: string; where: SQL; limit: number; spanMs: number }[] = [
    {
      name: 'minute',
      where: and(sameNumber, gt(smsSends.createdAt, new Date(now.getTime() - SMS_RESEND_MS)))!,
      limit: 1,
      spanMs: SMS_RESEND_MS,
    },
    { name: 'number', where: sameNumber, limit: SMS_PER_NUMBER_HOUR, spanMs: HOUR_MS },
    {
      name: 'client',
      where: and(sameChannel, eq(smsSends.clientId, origin.clientId))!,
      limit: limits.perClientHour,
      spanMs: HOUR_MS,
    },
    {
      name: 'ip',
      where: and(sameChannel, eq(smsSends.ip, addressKey(origin.ip)))!,
      limit: limits.perIpHour,
      spanMs: HOUR_MS,
    },
    {
      name: 'brand',
      where: and(sameChannel, eq(smsSends.brandId, origin.brandId))!,
      limit: limits.brandPerHour,
      spanMs: HOUR_MS,
    },
  ];
  const selection = Object.fromEntries(
    windows.flatMap(({ name, where }) => [
      [`${name}Count`, sql<number>`count(*) filter (where ${where})`.mapWith(Number)],
      [
        `${name}First`,
        sql<Date | null>`min(${smsSends.createdAt}) filter (where ${where})`.mapWith(
          smsSends.createdAt,
        ),
      ],
    ]),
  );
  const [counts] = await ctx.db
    .select(selection)
    .from(smsSends)
    .where(gt(smsSends.createdAt, hourAgo));
  const passed = windows.find(({ name, limit }) => Number(counts?.[`${name}Count`]) > limit);
  if (passed) {
    await release();
    const first = counts?.[`${passed.name}First`] as Date | null | undefined;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil(((first?.getTime() ?? now.getTime()) + passed.spanMs - now.getTime()) / 1000),
    );
    throw new ApiError(passed.name === 'minute' ? 'SMS_TOO_SOON' : 'SMS_LIMITED', {
      retryAfterSeconds,
    });
  }
  return { release };
}

/** The brand's own limits where it set them, else the configured defaults. */
async function limitsOf(ctx: SmsContext, brandId: number): Promise<SmsLimits> {
  const [brand] = await ctx.db
    .select({
      perClientHour: brands.smsPerClientHour,
      perIpHour: brands.smsPerIpHour,
      brandPerHour: brands.smsBrandPerHour,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  return {
    perClientHour: brand?.perClientHour ?? ctx.config.smsLimits.perClientHour,
    perIpHour: brand?.perIpHour ?? ctx.config.smsLimits.perIpHour,
    brandPerHour: brand?.brandPerHour ?? ctx.config.smsLimits.brandPerHour,
  };
}
