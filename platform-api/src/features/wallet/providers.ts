import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { paymentProviders } from '../../db/schema/index.js';

/** A signed notification older or newer than this (by its timestamp) is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface ProviderPayment {
  /** The provider's own reference of the payment. */
  providerRef: string;
  /** Where the member pays (the provider's hosted page), or null when an operator confirms. */
  payUrl: string | null;
}

/**
 * The one interface the platform talks to payment providers through. A real gateway would
 * call its API in `createPayment` and keep its own signing scheme in `verifyNotification`.
 */
export interface PaymentProvider {
  code: string;
  kind: 'GATEWAY' | 'MANUAL';
  createPayment(order: { orderNo: string; amountMinor: number }): ProviderPayment;
  /** True when the raw notification body carries this provider's valid signature now. */
  verifyNotification(
    rawBody: string,
    headers: { signature?: string; timestamp?: string },
    now: Date,
  ): boolean;
}

/** hex HMAC-SHA256(secret, `<unix seconds>.<raw body>`) */
export function signNotification(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function hmacVerifier(secret: string) {
  return (rawBody: string, headers: { signature?: string; timestamp?: string }, now: Date) => {
    const { signature, timestamp } = headers;
    if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
    if (!/^[0-9a-f]{64}$/.test(signature)) return false;
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) {
      return false;
    }
    const expected = Buffer.from(signNotification(secret, timestamp, rawBody), 'hex');
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  };
}

/**
 * The built-in sandbox gateway: a provider reference and a hosted page served by the platform
 * (`/wps/sandbox-pay/<ref>`), whose buttons make the provider send its signed notification.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    code: 'SANDBOX',
    kind: 'GATEWAY',
    createPayment() {
      const providerRef = `SBX${randomBytes(12).toString('hex')}`;
      return { providerRef, payUrl: `/wps/sandbox-pay/${providerRef}` };
    },
    verifyNotification: hmacVerifier(secret),
  };
}

/** Bank transfer to the operator's account: no page, no callback; an operator confirms. */
export function manualProvider(code: string): PaymentProvider {
  return {
    code,
    kind: 'MANUAL',
    createPayment(order) {
      return { providerRef: `MAN${order.orderNo}`, payUrl: null };
    },
    verifyNotification: () => false,
  };
}

/** The provider of a code, with its secret from the database; null when unknown. */
export async function loadProvider(
  executor: Executor,
  code: string,
): Promise<(PaymentProvider & { secret: string }) | null> {
  const [row] = await executor
    .select()
    .from(paymentProviders)
    .where(eq(paymentProviders.code, code));
  if (!row) return null;
  const provider = row.kind === 'GATEWAY' ? sandboxProvider(row.secret) : manualProvider(row.code);
  return { ...provider, secret: row.secret };
}
