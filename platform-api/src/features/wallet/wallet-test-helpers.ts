import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { DepositOrder } from '../../contract/wallet.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, OPERATOR_KEY, type TestApp } from '../../test/harness.js';
import { signNotification } from './providers.js';

// Other features' tests open deposit orders directly; through the test helpers, since the wallet's
// index.ts (its face to production code) leaves the deposit service out.
export { createDepositOrder } from './deposit-service.js';

export const ops = { 'x-operator-key': OPERATOR_KEY };

export async function providerSecret(t: TestApp, code = 'SANDBOX'): Promise<string> {
  const [row] = await selectRows<{ secret: string }>(
    t.database.db,
    sql`SELECT secret FROM payment_providers WHERE code = ${code}`,
  );
  return row!.secret;
}

let events = 0;
export const eventId = () => `evt-${Date.now()}-${(events += 1)}`;

/** A provider notification as the sandbox gateway sends it; `sign` may tamper with it. */
export function callback(
  t: TestApp,
  secret: string,
  order: Pick<DepositOrder, 'orderNo' | 'amount'> & { providerRef: string },
  options: {
    status?: 'PAID' | 'FAILED';
    event?: string;
    timestamp?: number;
    signature?: string;
    body?: Record<string, unknown>;
  } = {},
): InjectOptions {
  const payload = JSON.stringify(
    options.body ?? {
      eventId: options.event ?? eventId(),
      providerRef: order.providerRef,
      orderNo: order.orderNo,
      status: options.status ?? 'PAID',
      amount: order.amount,
    },
  );
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
  return {
    method: 'POST',
    url: '/wps/deposit/callback/SANDBOX',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': options.signature ?? signNotification(secret, timestamp, payload),
    },
    payload,
  };
}

export const providerRefOf = (order: DepositOrder) => order.payUrl!.split('/').at(-1)!;

export async function createOrder(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
): Promise<DepositOrder> {
  const response = await t.request({
    method: 'POST',
    url: '/wps/deposit/orders',
    headers: bearer(token),
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  return answer('POST /wps/deposit/orders', response).value;
}

export async function walletOf(
  t: TestApp,
  username: string,
): Promise<{ main: number; hold: number }> {
  const [row] = await selectRows<{ main: string; hold: string }>(
    t.database.db,
    sql`SELECT w.balance_minor AS main, w.hold_minor AS hold FROM wallets w
          JOIN members m ON m.id = w.member_id WHERE m.username = ${username}`,
  );
  return { main: Number(row!.main), hold: Number(row!.hold) };
}
